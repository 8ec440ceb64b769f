import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { asText, msg } from "~/i18n/message";
import { inGrams } from "~/i18n/formats";
import { LIMIT_INCREASE_VISIT } from "~/cards/limit-increase";
import { CalculatorInputSchema, LimitIncreaseFormSchema } from "~/cards/limit-increase-form";
import { GOLD_QUALITIES } from "~/journey/gold-quality";
import { GoldQualitySchema } from "~/upstream/schemas/card";

// The messages as a reply carries them (app/i18n/message.ts).
const GOLD_WEIGHT_PROBLEM = asText(msg("Enter the weight of your gold in grams, for example 12.5."));
const GOLD_WEIGHT_STEP_PROBLEM = asText(msg("Enter the weight to one decimal place at most, for example 12.5."));
const GOLD_QUALITY_PROBLEM = asText(msg("Choose the purity of your gold."));
const SLOT_PROBLEM = asText(msg("Pick a time for our visit."));
const TOO_LITTLE = asText(msg("The least gold we can take for a gold card is {grams}.", { grams: inGrams(6) }));
const TOO_MUCH = asText(msg("The most gold we can take for a gold card is {grams}.", { grams: inGrams(1365) }));

/** The calculator's query as the loader reads it: the figures, or the messages of each field. */
const readCalculatorInput = (query: URLSearchParams) => {
  const submission = parseWithZod(query, { schema: CalculatorInputSchema });
  return submission.status === "success" ? { ok: true, input: submission.value } : { ok: false, problems: submission.error };
};

const params = (goldWeight: string | null, goldQuality: string | null) => {
  const p = new URLSearchParams();
  if (goldWeight !== null) p.set("goldWeight", goldWeight);
  if (goldQuality !== null) p.set("goldQuality", goldQuality);
  return p;
};

describe("CalculatorInputSchema", () => {
  it("reads the gold weight as a number and the purity as sent", () => {
    expect(readCalculatorInput(params("20", "22K"))).toEqual({ ok: true, input: { goldWeight: 20, goldQuality: "22K" } });
  });

  it("takes 22 karat when no purity is given", () => {
    expect(readCalculatorInput(params("20", null))).toEqual({ ok: true, input: { goldWeight: 20, goldQuality: "22K" } });
    expect(readCalculatorInput(params("20", ""))).toEqual({ ok: true, input: { goldWeight: 20, goldQuality: "22K" } });
  });

  it("trims and accepts a decimal and the gold card's bounds for a home visit", () => {
    expect(LIMIT_INCREASE_VISIT).toBe("doorstep");
    expect(readCalculatorInput(params(" 12.5 ", "24K"))).toEqual({ ok: true, input: { goldWeight: 12.5, goldQuality: "24K" } });
    expect(readCalculatorInput(params("6", "18K"))).toEqual({ ok: true, input: { goldWeight: 6, goldQuality: "18K" } });
    expect(readCalculatorInput(params("1365", "20K"))).toEqual({ ok: true, input: { goldWeight: 1365, goldQuality: "20K" } });
  });

  it.each([
    ["", GOLD_WEIGHT_PROBLEM],
    ["abc", GOLD_WEIGHT_PROBLEM],
    ["0", TOO_LITTLE],
    ["-5", TOO_LITTLE],
    ["2", TOO_LITTLE],
    ["5.99", TOO_LITTLE],
    ["1365.01", TOO_MUCH],
    ["1366", TOO_MUCH],
    ["12.35", GOLD_WEIGHT_STEP_PROBLEM],
  ])("goldWeight %j is refused: %s", (goldWeight, message) => {
    expect(readCalculatorInput(params(goldWeight, "22K"))).toEqual({ ok: false, problems: { goldWeight: [message] } });
  });

  it("treats a missing goldWeight as a problem", () => {
    expect(readCalculatorInput(params(null, "22K"))).toEqual({ ok: false, problems: { goldWeight: [GOLD_WEIGHT_PROBLEM] } });
  });

  it.each([["23K"], ["22"], ["22k"], ["abc"], ["21.9"]])("goldQuality %j is a problem", (goldQuality) => {
    expect(readCalculatorInput(params("20", goldQuality))).toEqual({ ok: false, problems: { goldQuality: [GOLD_QUALITY_PROBLEM] } });
  });

  it("reports both problems", () => {
    expect(readCalculatorInput(params("2", "23K"))).toEqual({
      ok: false,
      problems: { goldWeight: [TOO_LITTLE], goldQuality: [GOLD_QUALITY_PROBLEM] },
    });
  });

  it("offers the purities the upstream takes", () => {
    expect(GoldQualitySchema.options).toEqual([...GOLD_QUALITIES]);
  });
});

describe("LimitIncreaseFormSchema (book)", () => {
  const book = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      intent: "book",
      goldWeight: "20",
      goldQuality: "22K",
      date: "2026-11-23",
      slot: "10:00-11:00",
      ...fields,
    }))
      form.set(k, v);
    return parseWithZod(form, { schema: LimitIncreaseFormSchema });
  };

  it("takes the gold, its purity, the day and the slot", () => {
    expect(book({})).toMatchObject({
      status: "success",
      value: { intent: "book", goldWeight: 20, goldQuality: "22K", date: "2026-11-23", slot: "10:00-11:00" },
    });
  });

  it.each([
    ["5.99", TOO_LITTLE],
    ["1365.01", TOO_MUCH],
  ])("refuses %s g again (a forged form): %s", (goldWeight, message) => {
    const submission = book({ goldWeight });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({ goldWeight: [message] });
  });

  it("refuses a purity it does not know", () => {
    const submission = book({ goldQuality: "21K" });
    expect(submission.status === "error" && submission.error).toEqual({ goldQuality: [GOLD_QUALITY_PROBLEM] });
  });

  it.each([
    ["23-11-2026", "10:00-11:00"],
    ["2026-11-23", "10:00"],
    ["2026-11-23", "10-11"],
    ["", "10:00-11:00"],
    ["2026-11-23", ""],
    ["2026-11-23 ", "10:00-11:00"],
    ["2026-11-23", "10:00-11:00x"],
  ])("%j + %j is refused: pick a time", (date, slot) => {
    const submission = book({ date, slot });
    expect(submission.status).toBe("error");
    expect(Object.values((submission.status === "error" && submission.error) || {})).toEqual([[SLOT_PROBLEM]]);
  });
});
