import { describe, expect, it } from "vitest";
import type { OtherLanguage, Translations } from "~/i18n/define";
import { GLOSSARY } from "~/i18n/glossary";
import { CATALOGUE } from "~/i18n/messages/index.server";

/** Every translation in a language, with the English key it translates. */
function translations(lang: OtherLanguage): { key: string; text: string }[] {
  return Object.values(CATALOGUE).flatMap((namespace) =>
    Object.entries(namespace as Record<string, Translations>).map(([key, texts]) => ({ key, text: texts[lang] })),
  );
}

/** `variant` where a word starts (so that "calendar" is not "lender"); the word may go on (an inflection). */
const startsAWord = (variant: string) => new RegExp(`(?<![\\p{L}\\p{M}])${variant.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u");

describe("the glossary", () => {
  const entries = GLOSSARY.flatMap((term) =>
    Object.entries(term.forms).map(([lang, form]) => ({ term: term.term, lang: lang as OtherLanguage, form: form! })),
  );

  it.each(entries.map((entry) => [entry.term, entry.lang, entry] as const))("%s in %s is written one way", (_term, lang, { form }) => {
    const all = translations(lang);
    // The form in use is the catalogue's own, not a word nobody wrote.
    expect(all.some(({ text }) => text.includes(form.use))).toBe(true);
    const written = all.flatMap(({ key, text }) =>
      form.not.filter((variant) => startsAWord(variant).test(text)).map((variant) => `${key}: ${variant}`),
    );
    expect(written).toEqual([]);
  });

  it("names a language once per term: either its form or the review list", () => {
    for (const term of GLOSSARY) {
      for (const lang of term.review ?? []) expect(term.forms[lang], `${term.term} in ${lang}`).toBeUndefined();
    }
  });
});
