import { describe, expect, it } from "vitest";
import {
  dateText,
  distanceIn,
  grams,
  inGrams,
  inKilometres,
  kilometres,
  money,
  ordinal,
  quantity,
  shortDateText,
  timeOfDay,
  timeRange,
} from "~/i18n/formats";
import type { Translations } from "~/i18n/define";
import type { MessageKey } from "~/i18n/keys";
import { CATALOGUE } from "~/i18n/messages/index.server";
import { messageText, msg } from "~/i18n/message";
import { createTranslator, fill } from "~/i18n/translate";
import { byKeyHash } from "../../tests/support/key-hash";
import { LANGUAGES, type Language } from "~/i18n/language";

/** Every output below, by language: what each language must say, and what it said before decision 048. */
describe("time of day: the language's word, before the time", () => {
  const opening: Record<Language, string> = {
    en: "9:30 AM – 5:30 PM",
    hi: "सुबह 9:30 – शाम 5:30",
    mr: "सकाळी 9:30 – संध्याकाळी 5:30",
    ta: "காலை 9:30 – மாலை 5:30",
    te: "ఉదయం 9:30 – సాయంత్రం 5:30",
    kn: "ಬೆಳಗ್ಗೆ 9:30 – ಸಂಜೆ 5:30",
    ml: "രാവിലെ 9:30 – വൈകുന്നേരം 5:30",
  };
  const evening: Record<Language, string> = {
    en: "5:00 PM – 6:00 PM",
    hi: "शाम 5:00–6:00",
    mr: "संध्याकाळी 5:00–6:00",
    ta: "மாலை 5:00–6:00",
    te: "సాయంత్రం 5:00–6:00",
    kn: "ಸಂಜೆ 5:00–6:00",
    ml: "വൈകുന്നേരം 5:00–6:00",
  };
  const morning: Record<Language, string> = {
    en: "10:00 AM – 11:00 AM",
    hi: "सुबह 10:00–11:00",
    mr: "सकाळी 10:00–11:00",
    ta: "காலை 10:00–11:00",
    te: "ఉదయం 10:00–11:00",
    kn: "ಬೆಳಗ್ಗೆ 10:00–11:00",
    ml: "രാവിലെ 10:00–11:00",
  };
  it.each(LANGUAGES)("%s: opening hours and visit slots", (lang) => {
    expect(timeRange("09:30", "17:30", lang)).toBe(opening[lang]);
    expect(timeRange("17:00", "18:00", lang)).toBe(evening[lang]);
    expect(timeRange("10:00", "11:00", lang)).toBe(morning[lang]);
  });
  it("never writes the forms the platform wrote", () => {
    const all = LANGUAGES.flatMap((lang) => [timeRange("09:30", "17:30", lang), timeRange("17:00", "18:00", lang)]);
    for (const wrong of ["9:30 सकाळ", "5:30 संध्याकाळ", "அந்தி மாலை", "6:00 அந்தி", "9:30 ಬೆಳಗ್ಗೆ", "5:30 ಮಧ್ಯಾಹ್ನ", "మధ్యాహ్నం 5:00", "మధ్యాహ్నం 5:30"]) {
      expect(all.join(" | ")).not.toContain(wrong);
    }
  });
  it("crosses from one part of the day to the next, noon included", () => {
    expect(timeRange("11:00", "12:00", "hi")).toBe("सुबह 11:00 – दोपहर 12:00");
    expect(timeRange("12:00", "13:00", "te")).toBe("మధ్యాహ్నం 12:00–1:00");
    expect(timeRange("16:00", "17:00", "mr")).toBe("संध्याकाळी 4:00–5:00");
    expect(timeOfDay("12:30", "en")).toBe("12:30 PM");
    expect(timeOfDay("00:15", "en")).toBe("12:15 AM");
    expect(timeOfDay("20:00", "ta")).toBe("இரவு 8:00");
    expect(timeOfDay("20:00", "kn")).toBe("ರಾತ್ರಿ 8:00");
    expect(timeOfDay("late", "hi")).toBe("late");
  });
});

describe("ordinals: words for small numbers, the numeric form beyond", () => {
  const second: Record<Language, string> = { en: "2nd", hi: "दूसरे", mr: "दुसऱ्या", ta: "இரண்டாவது", te: "రెండో", kn: "ಎರಡನೇ", ml: "രണ്ടാം" };
  const eleventh: Record<Language, string> = { en: "11th", hi: "11वें", mr: "11व्या", ta: "11-ஆவது", te: "11వ", kn: "11ನೇ", ml: "11-ാം" };
  it.each(LANGUAGES)("%s", (lang) => {
    expect(ordinal(2, lang)).toBe(second[lang]);
    expect(ordinal(11, lang)).toBe(eleventh[lang]);
    if (lang !== "en") expect(ordinal(2, lang)).not.toMatch(/^2/);
  });
  it("has a word for one to ten in every language, and English's endings", () => {
    for (const lang of LANGUAGES.filter((l) => l !== "en")) {
      for (let n = 1; n <= 10; n++) expect(ordinal(n, lang)).not.toMatch(/\d/);
    }
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((n) => ordinal(n, "en"))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
    ]);
    expect(ordinal(1, "hi")).toBe("पहले");
    expect(ordinal(10, "ml")).toBe("പത്താം");
  });
});

describe("units: the language's words, Latin digits", () => {
  const weight: Record<Language, string> = {
    en: "20.8 g",
    hi: "20.8 ग्राम",
    mr: "20.8 ग्रॅम",
    ta: "20.8 கிராம்",
    te: "20.8 గ్రాములు",
    kn: "20.8 ಗ್ರಾಂ",
    ml: "20.8 ഗ്രാം",
  };
  const distance: Record<Language, string> = {
    en: "3.2 km",
    hi: "3.2 किमी",
    mr: "3.2 किमी",
    ta: "3.2 கி.மீ.",
    te: "3.2 కి.మీ.",
    kn: "3.2 ಕಿ.ಮೀ.",
    ml: "3.2 കി.മീ.",
  };
  it.each(LANGUAGES)("%s", (lang) => {
    expect(grams(20.83, lang)).toBe(weight[lang]);
    expect(kilometres(3.2, lang)).toBe(distance[lang]);
    expect(quantity({ unit: "g", value: 20.8 }, lang)).toBe(weight[lang]);
    expect(quantity({ unit: "km", value: 3.2 }, lang)).toBe(distance[lang]);
    if (lang !== "en") {
      expect(grams(40, lang)).not.toMatch(/ g$/);
      expect(kilometres(3.2, lang)).not.toContain("km");
    }
  });
  it("groups in the Indian way, to one decimal", () => {
    expect(grams(2730, "hi")).toBe("2,730 ग्राम");
    expect(grams(61.43, "en")).toBe("61.4 g");
    expect(kilometres(1204.5, "ta")).toBe("1,204.5 கி.மீ.");
    expect(kilometres(123456, "mr")).toBe("1,23,456 किमी");
  });
});

describe("a weight or distance inside a message", () => {
  it("is written in the page's language by the translator, in English by default", () => {
    const key = "The least gold we can take for a gold card is {grams}." as MessageKey;
    const hindi = createTranslator(byKeyHash({ [key]: "गोल्ड कार्ड के लिए कम से कम {grams} सोना चाहिए।" }), "hi");
    expect(hindi.message(messageText(key, { grams: inGrams(6) }))).toBe("गोल्ड कार्ड के लिए कम से कम 6 ग्राम सोना चाहिए।");
    expect(createTranslator({}, "en").message(msg(key, { grams: inGrams(1365) }))).toBe(
      "The least gold we can take for a gold card is 1,365 g.",
    );
    expect(fill("{d} away", { d: inKilometres(32.1) })).toBe("32.1 km away");
    expect(fill("{d} away", { d: inKilometres(32.1) }, "kn")).toBe("32.1 ಕಿ.ಮೀ. away");
  });
  it("reads the distance service's text, and keeps what it cannot read", () => {
    expect(distanceIn("32.1 km", "hi")).toEqual({ text: "32.1 किमी", english: false });
    expect(distanceIn("1,204.5 km", "te")).toEqual({ text: "1,204.5 కి.మీ.", english: false });
    expect(distanceIn("32.1 km", "en")).toEqual({ text: "32.1 km", english: false });
    expect(distanceIn("about a mile", "ta")).toEqual({ text: "about a mile", english: true });
  });
});

describe("money: figures in Indian grouping, the same in every language", () => {
  it("writes a crore as figures, never words", () => {
    expect(money(10_000_000)).toBe("₹1,00,00,000");
    expect(money(30_000)).toBe("₹30,000");
    expect(money(7636.36)).toBe("₹7,636");
    expect(money(7636.36, { paise: true })).toBe("₹7,636.36");
    expect(money(7000, { paise: true })).toBe("₹7,000");
    expect(money(10_000_000)).not.toMatch(/करोड़|crore|कोटी|கோடி|కోటి|ಕೋಟಿ|കോടി/);
  });
});

describe("dates: day, month, year, no comma, in every language", () => {
  const long: Record<Language, string> = {
    en: "29 November 2026",
    hi: "29 नवंबर 2026",
    mr: "29 नोव्हेंबर 2026",
    ta: "29 நவம்பர் 2026",
    te: "29 నవంబర్ 2026",
    kn: "29 ನವೆಂಬರ್ 2026",
    ml: "29 നവംബർ 2026",
  };
  const short: Record<Language, string> = {
    en: "30 Oct 2026",
    hi: "30 अक्टू॰ 2026",
    mr: "30 ऑक्टो 2026",
    ta: "30 அக். 2026",
    te: "30 అక్టో 2026",
    kn: "30 ಅಕ್ಟೋ 2026",
    ml: "30 ഒക്ടോ 2026",
  };
  it.each(LANGUAGES)("%s", (lang) => {
    expect(dateText("2026-11-29", lang)).toBe(long[lang]);
    expect(shortDateText("2026-10-30", lang)).toBe(short[lang]);
    expect(dateText("2026-11-29", lang)).not.toContain(",");
    expect(dateText("2026-11-29", lang)).toMatch(/^29 \S+ 2026$/);
  });
  it("never writes the forms the platform wrote", () => {
    expect(dateText("2026-11-28", "mr")).not.toBe("28 नोव्हेंबर, 2026");
    expect(dateText("2026-11-29", "kn")).not.toBe("ನವೆಂಬರ್ 29, 2026");
    expect(dateText("2026-11-29", "ml")).not.toBe("2026 നവംബർ 29");
  });
  it("leaves the year out, puts the weekday first, and takes an instant's day in India", () => {
    expect(dateText("2026-11-29", "hi", { year: false })).toBe("29 नवंबर");
    expect(shortDateText("2026-11-29", "kn", { year: false })).toBe("29 ನವೆಂ");
    expect(dateText("2026-11-23", "en", { weekday: "long", year: false })).toBe("Monday, 23 November");
    expect(dateText("2026-11-23", "ta", { weekday: "long", year: false })).toBe("திங்கள், 23 நவம்பர்");
    expect(shortDateText("2026-11-23", "en", { weekday: "short", year: false })).toBe("Mon, 23 Nov");
    // 20:00 UTC on the 29th is already the 30th in India.
    expect(shortDateText("2026-11-29T20:00:00Z", "en")).toBe("30 Nov 2026");
    expect(dateText("not a date", "hi")).toBe("not a date");
  });
});

describe("the catalogue's own words follow these rules", () => {
  const translations = Object.values(CATALOGUE).flatMap((messages) =>
    (Object.values(messages) as Translations[]).flatMap((byLanguage) => Object.values(byLanguage)),
  );
  it("writes no amount of rupees in words (₹1 करोड़) and no unit in Latin letters after a figure (40 g, 3 km)", () => {
    const amountInWords = /₹\s?[\d,.]+\s?(?:करोड़|कोटी|லட்சம்|கோடி|కోటి|లక్ష|ಕೋಟಿ|ಲಕ್ಷ|കോടി|ലക്ഷം|लाख)/u;
    const latinUnit = /\d\s?(?:g|km)\b/u;
    expect(translations.filter((text) => amountInWords.test(text))).toEqual([]);
    expect(translations.filter((text) => latinUnit.test(text))).toEqual([]);
  });
  it("glues no ordinal ending to a scheme's rank ({rank}वें, {rank}-வது)", () => {
    const standing = Object.values(CATALOGUE).flatMap((messages) =>
      Object.entries(messages as Record<string, Translations>)
        .filter(([key]) => key.includes("{rank} lowest APR"))
        .flatMap(([, byLanguage]) => Object.values(byLanguage)),
    );
    expect(standing).toHaveLength(6);
    expect(standing.filter((text) => /\{rank\}\S/u.test(text))).toEqual([]);
  });
});
