import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalogue.server";
import { LANGUAGES } from "~/i18n/language";
import { createTranslator } from "~/i18n/translate";
import { cashbackWords, rateWords } from "~/journey/loan-cost";
import type { InterestSlab } from "~/upstream/schemas/pricing";

const slabs = (...pairs: [number, number][]): InterestSlab[] => pairs.map(([uptoDays, rate]) => ({ uptoDays, rate }));

/** The interest in words as the server writes it, for every schedule a scheme may have. */
const TEXTS = [
  rateWords({ type: "flat", rate: 14.99, slabs: [] }),
  rateWords({ type: "jumping", rate: 11.88, slabs: [] }),
  rateWords({ type: "jumping", rate: 11.88, slabs: slabs([30, 11.88], [365, 14]) }),
  rateWords({ type: "jumping", rate: 11.88, slabs: slabs([30, 11.88], [60, 14], [365, 18]) }),
  rateWords({ type: "jumping", rate: 11.88, slabs: slabs([30, 11.88], [60, 14], [90, 18], [365, 24]) }),
  cashbackWords({ rate: 11.88, cashbackRate: 9.49 })!,
];

describe("a scheme's interest in words, in each language (the scheme-facts namespace)", () => {
  it.each(LANGUAGES.filter((lang) => lang !== "en"))("is all in %s, with every rate and day count of the English", (lang) => {
    const t = createTranslator(messagesFor(lang, ["scheme-facts"]), lang);
    const english = createTranslator({}, "en");
    for (const text of TEXTS) {
      const translated = t.message(text);
      expect(translated, text).not.toMatch(/[A-Za-z]/);
      const numbers = (value: string) => (value.match(/\d+(?:\.\d+)?%?/g) ?? []).sort();
      expect(numbers(translated), text).toEqual(numbers(english.message(text)));
    }
  });
});
