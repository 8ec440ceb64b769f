import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGES, parseLanguage } from "~/i18n/language";
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

  it.each([null, undefined, "", "  ", "fr", "bn", "english", "h", "hin", "hi-INDIA", "en;q=0.9", "hi,en", 42, ["hi"]])("refuses %j", (value) => {
    expect(parseLanguage(value)).toBeNull();
  });
});

describe("languages", () => {
  it("are English and the languages of the cities with branches, English by default as for the page-content query", () => {
    expect(LANGUAGES).toEqual(["en", "hi", "kn", "ta", "te", "mr", "ml"]);
    expect(DEFAULT_LANGUAGE).toBe("en");
    expect(DEFAULT_LANGUAGE).toBe(PAGE_DEFAULT_LANGUAGE);
  });

  it("are remembered for 30 days (spec §9)", () => {
    expect(LANGUAGE_COOKIE_MAX_AGE).toBe(30 * 24 * 60 * 60);
    expect(LANGUAGE_COOKIE_MAX_AGE).toBe(2_592_000);
  });
});
