/**
 * The visitor's language for CMS page content (spec §2 "Page-content URL": language, default en;
 * spec §9: the language cookie lives 30 days). Pure code; the cookie is language.server.ts.
 *
 * English plus the languages of the cities where our partner branches are: Hindi (Delhi),
 * Kannada (Bangalore), Tamil (Chennai, Coimbatore), Telugu (Hyderabad), Marathi (Pune, Mumbai)
 * and Malayalam (Kochi).
 */
export const LANGUAGES = ["en", "hi", "kn", "ta", "te", "mr", "ml"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The same default as the page-content query (page-url.ts). */
export const DEFAULT_LANGUAGE: Language = "en";

/** Spec §9: 30 days, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 2_592_000;

/** The query parameter that chooses a language. */
export const LANGUAGE_PARAM = "lang";

/**
 * A supported language from a value such as "hi", " TA " or "mr-IN" (the region is dropped);
 * null for anything else.
 */
export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== "string") return null;
  const match = /^([a-z]{2})(?:[-_][a-z]{2})?$/i.exec(value.trim());
  const primary = match?.[1]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(primary ?? "") ? (primary as Language) : null;
}
