import { describe, expect, it } from "vitest";
import type { MessageKey } from "~/i18n/keys";
import { msg, messageText, readMessage } from "~/i18n/message";
import { CATALOGUE } from "~/i18n/messages/index.server";
import { place, placeForm } from "~/i18n/place";
import { PLACE_FORMS_EXPECTED } from "~/i18n/place-forms.fixture";
import { createTranslator, fill } from "~/i18n/translate";
import { byKeyHash } from "../../tests/support/key-hash";
import { SEEDED_CITY_NAMES } from "../../server/upstream-sim/seed/cities";

const places = CATALOGUE.places as Readonly<Record<string, Readonly<Record<"hi" | "mr" | "ta" | "te" | "kn" | "ml", string>>>>;

describe("the site's table of city names", () => {
  it("names every city the upstream serves, in every language, in that language's script", () => {
    const missing = SEEDED_CITY_NAMES.filter((name) => !Object.hasOwn(places, name));
    expect(missing).toEqual([]);
    for (const name of SEEDED_CITY_NAMES) {
      for (const text of Object.values(places[name]!)) expect(text).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe("a city's case forms (the rule, and its exceptions)", () => {
  it("says 'in' the way each language joins it to the name: no hyphen, no detached ending", () => {
    expect(placeForm("ta", "சென்னை", "in", true)).toBe("சென்னையில்");
    expect(placeForm("ta", "ஹைதராபாத்", "in", true)).toBe("ஹைதராபாத்தில்");
    expect(placeForm("ta", "பெங்களூரு", "in", true)).toBe("பெங்களூரில்");
    expect(placeForm("ta", "கோயம்புத்தூர்", "in", true)).toBe("கோயம்புத்தூரில்");
    expect(placeForm("ta", "திருவனந்தபுரம்", "in", true)).toBe("திருவனந்தபுரத்தில்");
    expect(placeForm("te", "హైదరాబాద్", "in", true)).toBe("హైదరాబాద్\u200cలో");
    expect(placeForm("te", "చెన్నై", "in", true)).toBe("చెన్నైలో");
    expect(placeForm("kn", "ಬೆಂಗಳೂರು", "in", true)).toBe("ಬೆಂಗಳೂರಿನಲ್ಲಿ");
    expect(placeForm("kn", "ಪುಣೆ", "in", true)).toBe("ಪುಣೆಯಲ್ಲಿ");
    expect(placeForm("kn", "ಚೆನ್ನೈ", "in", true)).toBe("ಚೆನ್ನೈನಲ್ಲಿ");
    expect(placeForm("ml", "കൊച്ചി", "in", true)).toBe("കൊച്ചിയിൽ");
    expect(placeForm("ml", "കൊച്ചി", "of", true)).toBe("കൊച്ചിയിലെ");
    expect(placeForm("ml", "തിരുവനന്തപുരം", "in", true)).toBe("തിരുവനന്തപുരത്ത്");
    expect(placeForm("ml", "തിരുവനന്തപുരം", "of", true)).toBe("തിരുവനന്തപുരത്തെ");
    expect(placeForm("ml", "കോഴിക്കോട്", "in", true)).toBe("കോഴിക്കോട്ട്");
    expect(placeForm("mr", "पुणे", "in", true)).toBe("पुण्यात");
    expect(placeForm("mr", "मुंबई", "of", true)).toBe("मुंबईतील");
    expect(placeForm("mr", "हैदराबाद", "in", true)).toBe("हैदराबादमध्ये");
    expect(placeForm("mr", "वडोदरा", "in", true)).toBe("वडोदऱ्यात");
    expect(placeForm("mr", "आग्रा", "in", true)).toBe("आग्र्यात");
    expect(placeForm("mr", "इतर शहरे", "in", true)).toBe("इतर शहरांमध्ये");
    expect(placeForm("ta", "பட்டு", "in", true)).toBe("பட்டில்");
    expect(placeForm("mr", "पुणे", "of", true)).toBe("पुण्यातील");
  });

  it("gives, for every city in the table, the forms a native speaker wrote (app/i18n/place-forms.fixture.ts)", () => {
    expect(Object.keys(PLACE_FORMS_EXPECTED).sort()).toEqual(Object.keys(places).sort());
    const wrong: string[] = [];
    for (const [name, expected] of Object.entries(PLACE_FORMS_EXPECTED)) {
      const native = places[name]!;
      const made = {
        ta: placeForm("ta", native.ta, "in", true),
        te: placeForm("te", native.te, "in", true),
        kn: placeForm("kn", native.kn, "in", true),
        ml: placeForm("ml", native.ml, "in", true),
        mlOf: placeForm("ml", native.ml, "of", true),
      };
      for (const form of Object.keys(made) as (keyof typeof made)[]) {
        if (made[form] !== expected[form]) wrong.push(`${name} ${form}: made "${made[form]}", expected "${expected[form]}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("says 'in' before a noun with the language's adnominal form, an exception's too", () => {
    expect(placeForm("ta", "சென்னை", "of", true)).toBe("சென்னையிலுள்ள");
    expect(placeForm("te", "హైదరాబాద్", "of", true)).toBe("హైదరాబాద్\u200cలోని");
    expect(placeForm("kn", "ಬೆಂಗಳೂರು", "of", true)).toBe("ಬೆಂಗಳೂರಿನಲ್ಲಿರುವ");
    expect(placeForm("kn", "ತಿರುವನಂತಪುರಂ", "of", true)).toBe("ತಿರುವನಂತಪುರದಲ್ಲಿರುವ");
    expect(placeForm("mr", "हैदराबाद", "of", true)).toBe("हैदराबादमधील");
    expect(placeForm("te", "Shillong", "of", false)).toBe("Shillong నగరంలోని");
  });

  it("keeps a name the table lacks in English and says 'in the city of' around it, which reads right whatever the name", () => {
    expect(placeForm("ta", "Shillong", "in", false)).toBe("Shillong நகரில்");
    expect(placeForm("kn", "Shillong", "in", false)).toBe("Shillong ನಗರದಲ್ಲಿ");
    expect(placeForm("ml", "Shillong", "of", false)).toBe("Shillong നഗരത്തിലെ");
  });
});

describe("a message that names a place", () => {
  const tamil = {
    Chennai: "சென்னை",
    "Gold loan schemes in {city}": "{city:in} தங்கக் கடன் திட்டங்கள்",
    "{city} at a glance": "{city} ஒரு பார்வையில்",
  };
  const t = createTranslator(byKeyHash(tamil), "ta");

  it("writes the name in the page's script, in the form its translation asks for", () => {
    expect(t("Gold loan schemes in {city}" as MessageKey, { city: place("Chennai") })).toBe("சென்னையில் தங்கக் கடன் திட்டங்கள்");
    expect(t("{city} at a glance" as MessageKey, { city: place("Chennai") })).toBe("சென்னை ஒரு பார்வையில்");
    expect(t.place("Chennai")).toBe("சென்னை");
  });

  it("leaves the other placeholders for the elements that fill them", () => {
    expect(fill("{scheme} in {city:in}", { city: place("Pune") })).toBe("{scheme} in Pune");
  });

  it("is English on an English page, and survives the trip as a string (a flash, a zod issue)", () => {
    expect(createTranslator({}, "en")("Gold loan schemes in {city}" as MessageKey, { city: place("Chennai") })).toBe(
      "Gold loan schemes in Chennai",
    );
    const sent = msg("Gold loan schemes in {city}" as MessageKey, { city: place("Chennai") });
    expect(t.message(messageText(sent.key, sent.params))).toBe("சென்னையில் தங்கக் கடன் திட்டங்கள்");
    expect(readMessage(messageText(sent.key, sent.params))).toEqual(sent);
  });
});

describe("a message read back from a string", () => {
  const MARK = "\u2063";
  it("is not ours when a value is not one a message can hold (an object of another shape, a unit not ours)", () => {
    expect(readMessage(`${MARK}${JSON.stringify(["Gold loan in {city}", { city: { place: { x: 1 } } }])}`)).toBeNull();
    expect(readMessage(`${MARK}${JSON.stringify(["Enter a weight", { grams: { unit: "constructor", value: 1 } }])}`)).toBeNull();
    expect(readMessage(`${MARK}${JSON.stringify(["Enter a weight", { grams: [1, 2] }])}`)).toBeNull();
    expect(readMessage(`${MARK}${JSON.stringify(["Gold loan in {city}", { city: { place: "Pune" } }])}`)).toEqual(
      msg("Gold loan in {city}" as MessageKey, { city: place("Pune") }),
    );
  });
});
