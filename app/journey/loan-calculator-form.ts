/**
 * The gold loan calculator's form (a GET form: the inputs are the page's query). Whether the
 * city is one of the list is the use-case's (loan-calculator.server.ts), which reads the list.
 * Only the loader imports it, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";
import { messageText } from "~/i18n/message";
import { DEFAULT_CITY_ID } from "~/journey/city-limits";
import { DEFAULT_GOLD_QUALITY, parseGoldQuality } from "~/journey/gold-quality";
import { inGrams } from "~/i18n/formats";
import { DEFAULT_BULLET_RATE, MAX_BULLET_RATE, MAX_GOLD_GRAMS, SCHEME_KINDS, type SchemeKind } from "~/journey/rbi-ltv";

export const WEIGHT_MESSAGES = {
  missing: messageText("Enter the weight of your gold in grams."),
  notNumber: messageText("Enter the weight as a number of grams, for example 40."),
  notPositive: messageText("Enter a weight above 0 g."),
  tooMuch: messageText("We lend against up to {max} of gold. Enter {max} or less.", { max: inGrams(MAX_GOLD_GRAMS) }),
} as const;
export const PURITY_MESSAGE = messageText("Choose 18, 20, 22 or 24 karat.");
export const CITY_MESSAGE = messageText("Choose your city from the list.");
const SCHEME_MESSAGE = messageText("Choose monthly interest or one payment at the end.");
export const RATE_MESSAGE = messageText("Enter the yearly rate in percent, above 0 and up to {max}, for example {example}.", {
  max: MAX_BULLET_RATE,
  example: DEFAULT_BULLET_RATE,
});

const text = z
  .string()
  .default("")
  .transform((value) => value.trim());
/** "1,250.5" and "40 g" are read as numbers; anything else that is not a number is null. */
const number = (value: string) => {
  const cleaned = value.replace(/[,\s]/g, "").replace(/g(rams?)?$/i, "");
  return /^-?\d*\.?\d+$/.test(cleaned) ? Number(cleaned) : null;
};

/** The city a form's value chooses: its id ("3"); the default city (requirements §2) when none is chosen, as the lead form's; null when it is no id. */
export function chosenCityId(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === "") return DEFAULT_CITY_ID;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export const CalculatorFormSchema = z
  .object({
    weight: text.transform((value, ctx) => {
      const grams = value === "" ? null : number(value);
      const problem =
        value === ""
          ? WEIGHT_MESSAGES.missing
          : grams === null
            ? WEIGHT_MESSAGES.notNumber
            : grams <= 0
              ? WEIGHT_MESSAGES.notPositive
              : grams > MAX_GOLD_GRAMS
                ? WEIGHT_MESSAGES.tooMuch
                : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
      return grams ?? 0;
    }),
    purity: text.transform((value, ctx) => {
      const quality = value === "" ? DEFAULT_GOLD_QUALITY : parseGoldQuality(value);
      if (!quality) ctx.addIssue({ code: "custom", message: PURITY_MESSAGE });
      return quality ?? DEFAULT_GOLD_QUALITY;
    }),
    city: text.transform((value, ctx) => {
      const id = chosenCityId(value);
      if (id === null) ctx.addIssue({ code: "custom", message: CITY_MESSAGE });
      return id ?? 0;
    }),
    scheme: text.transform((value, ctx): SchemeKind => {
      const kind = value === "" ? "monthly" : SCHEME_KINDS.find((k) => k === value);
      if (!kind) ctx.addIssue({ code: "custom", message: SCHEME_MESSAGE });
      return kind ?? "monthly";
    }),
    /** The bullet scheme's yearly rate; read (and checked) only for a bullet scheme. */
    rate: text.transform((value) => (value === "" ? DEFAULT_BULLET_RATE : number(value.replace(/%$/, "")))),
  })
  .superRefine((form, ctx) => {
    if (form.scheme === "bullet" && (form.rate === null || form.rate <= 0 || form.rate > MAX_BULLET_RATE)) {
      ctx.addIssue({ code: "custom", path: ["rate"], message: RATE_MESSAGE });
    }
  })
  .transform((form) => ({ ...form, rate: form.rate ?? DEFAULT_BULLET_RATE }));
export type CalculatorFields = z.input<typeof CalculatorFormSchema>;
