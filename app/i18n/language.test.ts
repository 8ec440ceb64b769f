import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguage } from "~/i18n/language";
import { dateText, formatDay, type DateForm } from "~/i18n/formats";
import { DEFAULT_LANGUAGE as PAGE_DEFAULT_LANGUAGE } from "~/upstream/page-url";

describe("parseLanguage", () => {
  it.each([
    ["en", "en"],
    ["hi", "hi"],
    ["kn", "kn"],
    ["ta", "ta"],
    ["te", "te"],
    ["mr", "mr"],
    ["ml", "ml"],
    [" TA ", "ta"],
    ["mr-IN", "mr"],
    ["hi_IN", "hi"],
    ["EN-gb", "en"],
  ])("%j -> %j", (value, lang) => {
    expect(parseLanguage(value)).toBe(lang);
  });

  it.each([null, undefined, "", "  ", "fr", "bn", "english", "h", "hin", "hi-INDIA", "en;q=0.9", "hi,en", 42, ["hi"]])(
    "refuses %j",
    (value) => {
      expect(parseLanguage(value)).toBeNull();
    },
  );
});

describe("languages", () => {
  it("are English and the languages of the cities with branches, English by default as for the page-content query", () => {
    expect(LANGUAGES).toEqual(["en", "hi", "kn", "ta", "te", "mr", "ml"]);
    expect(DEFAULT_LANGUAGE).toBe("en");
    expect(DEFAULT_LANGUAGE).toBe(PAGE_DEFAULT_LANGUAGE);
  });
});

describe("language URLs of the search pages", () => {
  it("prefixes search pages only, and reads the prefix back", async () => {
    const { localizedPath, splitLanguagePrefix, alternatesOf } = await import("~/i18n/language");
    expect(localizedPath("hi", "/gold-loan/pune")).toBe("/hi/gold-loan/pune");
    expect(localizedPath("en", "/gold-loan/pune")).toBe("/gold-loan/pune");
    expect(localizedPath("ta", "/gold-loan-calculator")).toBe("/ta/gold-loan-calculator");
    expect(localizedPath("ta", "/lp/basic-details")).toBe("/lp/basic-details");
    expect(splitLanguagePrefix("/hi/gold-loan/pune/gold-loan-scheme")).toEqual({ lang: "hi", path: "/gold-loan/pune/gold-loan-scheme" });
    expect(splitLanguagePrefix("/en/gold-loan/pune")).toBeNull();
    expect(splitLanguagePrefix("/xx/gold-loan/pune")).toBeNull();
    expect(splitLanguagePrefix("/hi/lp/basic-details")).toBeNull();
    const alternates = alternatesOf("https://example.in/", "/gold-loan/pune");
    expect(alternates).toHaveLength(8);
    expect(alternates[1]).toEqual({ hrefLang: "hi", href: "https://example.in/hi/gold-loan/pune" });
    expect(alternates.at(-1)).toEqual({ hrefLang: "x-default", href: "https://example.in/gold-loan/pune" });
  });
});

describe("formatDay", () => {
  it("writes each day in each language and form as dateText does, the first time and from memory", () => {
    const forms: DateForm[] = [{ month: "short", year: false }, { year: false }, {}];
    for (const round of [1, 2]) {
      for (const lang of LANGUAGES) {
        for (const form of forms) {
          for (const day of ["2026-01-01", "2026-11-27", "2026-12-31T23:59:00Z"]) {
            expect(formatDay(day, lang, form), `${lang} ${day} ${JSON.stringify(form)}, round ${round}`).toBe(
              dateText(day.slice(0, 10), lang, form),
            );
          }
        }
      }
    }
    expect(formatDay("2026-11-27", "en", { month: "short", year: false })).toBe("27 Nov");
    expect(formatDay("2026-11-27", "en", { year: false })).toBe("27 November");
    expect(formatDay("2026-11-27", "hi", { year: false })).toBe("27 नवंबर");
    expect(formatDay("2026-11-27", "mr")).toBe("27 नोव्हेंबर 2026");
  });
});
