import { describe, expect, it } from "vitest";
import type { Translations } from "~/i18n/define";
import { CATALOGUE } from "~/i18n/messages/index.server";

/**
 * Hindi and Marathi end a sentence with the danda "।", not the full stop (the glossary's rule of
 * punctuation per script). A decimal ("12.5"), an abbreviation or an address in Latin letters
 * ("Pvt. Ltd.", "name@example.com") keeps its full stops: they are inside a word, not at a
 * sentence's end.
 */
const DANDA_LANGUAGES = ["hi", "mr"] as const;

/**
 * Values that may end with a full stop, each with why. Only for a "." that belongs to a word the
 * value ends with (an abbreviation in Latin letters, say), never for a sentence's end.
 */
const ENDS_WITH_A_FULL_STOP: ReadonlyMap<string, string> = new Map<string, string>([]);

/** Abbreviations in the script that keep their full stop inside a sentence. */
const ABBREVIATIONS: readonly string[] = [
  // Marathi उदाहरणार्थ, "for example", as a placeholder shows it ("उदा. 560034").
  "उदा.",
  // Initials of a place's name, as Chennai's and Coimbatore's neighbourhoods are written (T. Nagar, R.S. Puram).
  "टी.",
  "आर.एस.",
];

function values(lang: (typeof DANDA_LANGUAGES)[number]): { key: string; text: string }[] {
  return Object.values(CATALOGUE).flatMap((namespace) =>
    Object.entries(namespace as Record<string, Translations>).map(([key, texts]) => ({ key, text: texts[lang] })),
  );
}

describe.each(DANDA_LANGUAGES)("sentences in %s", (lang) => {
  it("end with the danda, not a full stop", () => {
    const wrong = values(lang)
      .filter(({ key, text }) => text.trimEnd().endsWith(".") && !ENDS_WITH_A_FULL_STOP.has(key))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it("end with the danda inside a value too (a full stop before a space, not after a Latin letter)", () => {
    const wrong = values(lang)
      .filter(({ text }) => /(?<![A-Za-z])\.\s/u.test(ABBREVIATIONS.reduce((rest, word) => rest.replaceAll(word, ""), text)))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it("has the danda as the sentence end the pages put after their parts", () => {
    const ends = values(lang).filter(({ key }) => key === ".");
    expect(ends.length).toBeGreaterThan(0);
    for (const { text } of ends) expect(text).toBe("।");
  });
});
