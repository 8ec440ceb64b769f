/**
 * The visitor's language for CMS page content (requirements §2 "Page-content URL": language, default en;
 * requirements §9: the language cookie lives 30 days). Pure code; the cookie is language.server.ts.
 *
 * English plus the languages of the cities where our partner branches are: Hindi (Delhi),
 * Kannada (Bangalore), Tamil (Chennai, Coimbatore), Telugu (Hyderabad), Marathi (Pune, Mumbai)
 * and Malayalam (Kochi).
 */
export const LANGUAGES = ["en", "hi", "kn", "ta", "te", "mr", "ml"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The same default as the page-content query (page-url.ts). */
export const DEFAULT_LANGUAGE: Language = "en";

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

/** Each language's name in its own script, as the switcher shows it (with `lang` set on it). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  hi: "हिन्दी",
  mr: "मराठी",
  ta: "தமிழ்",
  te: "తెలుగు",
  kn: "ಕನ್ನಡ",
  ml: "മലയാളം",
};

/** The order the switcher lists them in: English, then the others as LANGUAGES has them. */
export const SWITCHER_ORDER: readonly Language[] = ["en", "hi", "mr", "ta", "te", "kn", "ml"];

/** Every language here is written left to right (`<html dir>`). */
export function directionOf(_lang: Language): "ltr" {
  return "ltr";
}

/**
 * The `Intl` locale of a language: Indian region (lakh and crore grouping) and Latin digits
 * whatever the script, as Indian banks print amounts (decision 028; Marathi's CLDR default would be
 * Devanagari digits).
 */
export function localeOf(lang: Language): string {
  return `${lang}-IN-u-nu-latn`;
}

/**
 * The search pages have one URL per language (decision 028): English at the plain path, the others
 * under a prefix, "/hi/gold-loan/pune". These are the paths that have language prefixes.
 */
export const LOCALIZED_PATH = /^\/(?:gold-loan(?:\/|$)|gold-loan-calculator$)/;

/** "/hi/gold-loan/pune" -> { lang: "hi", path: "/gold-loan/pune" }; no prefix -> null. */
export function splitLanguagePrefix(pathname: string): { lang: Language; path: string } | null {
  const match = /^\/([a-z]{2})(\/.*)$/.exec(pathname);
  if (!match) return null;
  const lang = parseLanguage(match[1]);
  if (!lang || lang === DEFAULT_LANGUAGE || !LOCALIZED_PATH.test(match[2]!)) return null;
  return { lang, path: match[2]! };
}

/** The URL path of a page in a language: prefixed for the search pages, the plain path otherwise. */
export function localizedPath(lang: Language, path: string): string {
  if (lang === DEFAULT_LANGUAGE || !LOCALIZED_PATH.test(path)) return path;
  return `/${lang}${path}`;
}

/**
 * A search page's `hreflang` alternates (decision 028): its URL in every language, and
 * `x-default` (the English one), as absolute URLs on `origin`. `path` is the page's plain path.
 */
export function alternatesOf(origin: string, path: string): { hrefLang: string; href: string }[] {
  const base = origin.replace(/\/+$/, "");
  return [
    ...SWITCHER_ORDER.map((lang) => ({ hrefLang: lang, href: `${base}${localizedPath(lang, path)}` })),
    { hrefLang: "x-default", href: `${base}${path}` },
  ];
}
