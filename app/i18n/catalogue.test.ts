import { describe, expect, it } from "vitest";
import type { Translations } from "~/i18n/define";
import { LANGUAGES } from "~/i18n/language";
import { CATALOGUE } from "~/i18n/messages/index.server";
import { knownText, messagesFor, translate } from "~/i18n/catalogue.server";
import { msg, readMessage } from "~/i18n/message";
import { createTranslator, fill, placeholdersOf } from "~/i18n/translate";
import { keyHash } from "~/i18n/key-hash";
import type { MessageKey } from "~/i18n/keys";
import { isPlaceForm } from "~/i18n/place";

const OTHER = LANGUAGES.filter((lang) => lang !== "en");
const entries = Object.entries(CATALOGUE).flatMap(([namespace, messages]) =>
  (Object.entries(messages) as [string, Translations][]).map(([key, translations]) => ({ namespace, key, translations })),
);

/** Scripts each language is written in: a translation in its own script (or digits and marks only). */
const SCRIPT: Record<(typeof OTHER)[number], RegExp> = {
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
  kn: /\p{Script=Kannada}/u,
  ml: /\p{Script=Malayalam}/u,
};

describe("the catalogue", () => {
  it("has strings", () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(OTHER)("has every key in %s, written in its script, with the English key's placeholders", (lang) => {
    const problems: string[] = [];
    for (const { namespace, key, translations } of entries) {
      const text = translations[lang];
      if (typeof text !== "string" || text.trim() === "") problems.push(`${namespace}: "${key}" has no ${lang} text`);
      // A translation may be placeholders only when a place's case form carries its words ("{city:in} {scheme}").
      else if (/\p{L}/u.test(key) && !SCRIPT[lang].test(text) && !/\{city:\w+\}/.test(text))
        problems.push(`${namespace}: "${key}" in ${lang} is not in its script: "${text}"`);
      else if (placeholdersOf(text).sort().join() !== placeholdersOf(key).sort().join())
        problems.push(`${namespace}: "${key}" in ${lang} has other placeholders: "${text}"`);
    }
    expect(problems).toEqual([]);
  });

  it.each(OTHER)("names a city in %s by its own case forms: no ending glued to {city}, hyphenated or left detached", (lang) => {
    // A form the translation asks for is one app/i18n/place.ts makes ({city:in}, {city:of}); an
    // ending written beside the placeholder (Chennai-இல், Bangalore ನಲ್ಲಿ) is what it replaced.
    const ENDING: Record<(typeof OTHER)[number], RegExp> = {
      hi: /\{city\}(?![\s),.:।?]|$)/u,
      mr: /\{city\}(?:(?![\s),.:।?]|$)| (?:मध्ये|मधील|साठी|ला|चे|ची|चा)(?=[\s,.:?।)]|$))/u,
      ta: /\{city\}(?:(?![\s),.:?]|$)| (?:இல்|இன்|க்கு|ல்)(?=[\s,.:?।)]|$))/u,
      te: /\{city\}(?:(?![\s),.:?]|$)| (?:లో|లోని|కు|కి)(?=[\s,.:?।)]|$))/u,
      kn: /\{city\}(?:(?![\s),.:?]|$)| (?:ನಲ್ಲಿ|ದಲ್ಲಿ|ಗೆ|ನ)(?=[\s,.:?।)]|$))/u,
      ml: /\{city\}(?:(?![\s),.:?]|$)| (?:ൽ|ലെ|ഇൽ|ിൽ)(?=[\s,.:?।)]|$))/u,
    };
    const problems: string[] = [];
    for (const { namespace, key, translations } of entries) {
      const text = translations[lang];
      for (const [, name, form] of text.matchAll(/\{(\w+):(\w+)\}/g)) {
        if (name !== "city" || !isPlaceForm(form!)) problems.push(`${namespace}: "${key}" in ${lang} asks for {${name}:${form}}`);
      }
      if (ENDING[lang].test(text)) problems.push(`${namespace}: "${key}" in ${lang} writes an ending beside {city}: "${text}"`);
    }
    expect(problems).toEqual([]);
  });

  it("writes a key that two namespaces show once, in app/i18n/messages/shared.server.ts", () => {
    const seen = new Map<string, { namespace: string; translations: Translations }>();
    const problems: string[] = [];
    for (const { namespace, key, translations } of entries) {
      const before = seen.get(key);
      if (before && before.translations !== translations) problems.push(`"${key}" is written in both ${before.namespace} and ${namespace}`);
      seen.set(key, { namespace, translations });
    }
    expect(problems).toEqual([]);
  });

  it("gives no two keys the same hash, the name a string module knows a key by (app/i18n/key-hash.ts)", () => {
    const keyOf = new Map<string, string>();
    const clashes: string[] = [];
    for (const { key } of entries) {
      const other = keyOf.get(keyHash(key));
      if (other !== undefined && other !== key) clashes.push(`"${key}" and "${other}" are both ${keyHash(key)}`);
      keyOf.set(keyHash(key), key);
    }
    expect(clashes).toEqual([]);
    expect(keyHash("Mobile number")).toMatch(/^[0-9a-z]{1,7}$/);
  });

  it.each(OTHER)("finds every key by its hash in %s, as t(), t.message() and t.place() look it up", (lang) => {
    const t = createTranslator(messagesFor(lang, Object.keys(CATALOGUE) as (keyof typeof CATALOGUE)[]), lang);
    const wrong: string[] = [];
    for (const { key, translations } of entries) {
      if (t(key as MessageKey) !== fill(translations[lang])) wrong.push(`t("${key}")`);
      if (placeholdersOf(key).length === 0 && t.message(key) !== translations[lang]) wrong.push(`t.message("${key}")`);
    }
    for (const [name, translations] of Object.entries(CATALOGUE.places) as [string, Translations][]) {
      if (t.place(name) !== translations[lang]) wrong.push(`t.place("${name}")`);
    }
    expect(wrong).toEqual([]);
  });

  it("sends an English page nothing and another language only the namespaces asked for", () => {
    expect(messagesFor("en", ["chrome"])).toEqual({});
    const hindi = messagesFor("hi", ["chrome"]);
    expect(Object.keys(hindi)).toEqual(Object.keys(CATALOGUE.chrome).map(keyHash));
    expect(hindi[keyHash("Skip to main content")]).toBe(CATALOGUE.chrome["Skip to main content"].hi);
  });

  it("translates on the server, English as written", () => {
    expect(translate("en", "Skip to main content")).toBe("Skip to main content");
    expect(translate("ta", "Skip to main content")).toBe(CATALOGUE.chrome["Skip to main content"].ta);
  });
});

describe("the limit messages (app/site/limit-problem.ts)", () => {
  it.each(OTHER)("are all in the catalogue in %s, whatever the wait", async (lang) => {
    const { limitProblem } = await import("~/site/limit-problem");
    const { fill } = await import("~/i18n/translate");
    const messages = messagesFor(lang, ["limits", "limits-otp"]);
    const untranslated: string[] = [];
    for (const reason of ["cooldown", "recipient", "address", "attempts"] as const) {
      for (const seconds of [1, 25, 59, 60, 61, 120, 3600]) {
        const message = limitProblem(reason, seconds);
        const english = fill(message.key, message.params);
        const translated = fill(messages[keyHash(message.key)] ?? english, message.params);
        if (translated === english || /[A-Za-z]{3,}/.test(translated)) untranslated.push(english);
        else expect(translated).toContain(String(english.match(/\d+/)?.[0] ?? ""));
      }
    }
    expect(untranslated).toEqual([]);
  });
});

describe("knownText: text that comes as data (CMS copy, a configured step title)", () => {
  it("is a message when it is one of the namespace's keys, exactly", () => {
    expect(readMessage(knownText("lead-journey", "Verify your mobile number"))).toEqual(msg("Verify your mobile number"));
  });

  it("is as it came otherwise: another namespace's key, a template filled in, or text that is not ours", () => {
    expect(knownText("lead-copy", "Verify your mobile number")).toBe("Verify your mobile number");
    expect(knownText("lead-journey", "Step 1 of 5:")).toBe("Step 1 of 5:");
    expect(knownText("lead-journey", "Verify your number")).toBe("Verify your number");
  });
});
