/**
 * The language cookie (requirements §9: 30 days; requirements §A7 "the language cookie"): the `lang`
 * query parameter of any page chooses the visitor's language and is kept in `gl_lang` (path /,
 * SameSite=Lax, HttpOnly, Secure in production; app/platform/cookies.server.ts) for 30 days. A search page's URL prefix
 * ("/hi/gold-loan/pune") names its language outright (decision 028).
 */
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, LOCALIZED_PATH, parseLanguage, splitLanguagePrefix, type Language } from "~/i18n/language";
import { cookies, setCookie } from "~/platform/cookies.server";

export type LanguageChoice = {
  lang: Language;
  /** Where it came from: the URL's prefix, the query (then `setCookie` keeps it), the cookie, or the default. */
  source: "path" | "query" | "cookie" | "default";
  /** The Set-Cookie header to send, when the query chose a language. */
  setCookie: string | null;
  /** The query's value when it names no supported language (the caller ignores it, or refuses it). */
  rejected: string | null;
};

/** The Set-Cookie header that keeps a language for 30 days. */
export function languageSetCookie(lang: Language): Promise<string> {
  return setCookie(cookies.language, lang);
}

/**
 * The language of a request: a supported `lang` query (kept in the cookie), else a search page's
 * URL (its prefix, or English without one), else the cookie's, else English.
 */
export async function readLanguage(request: Request): Promise<LanguageChoice> {
  const url = new URL(request.url);
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  const fromQuery = parseLanguage(asked);
  if (fromQuery) return { lang: fromQuery, source: "query", setCookie: await languageSetCookie(fromQuery), rejected: null };
  const rejected = asked !== null && asked.trim() !== "" ? asked.slice(0, 20) : null;
  const prefixed = splitLanguagePrefix(url.pathname);
  if (prefixed) return { lang: prefixed.lang, source: "path", setCookie: null, rejected };
  // A search page without a prefix is the English one, whatever the cookie says (its URL names its language).
  if (LOCALIZED_PATH.test(url.pathname)) return { lang: DEFAULT_LANGUAGE, source: "path", setCookie: null, rejected };
  const fromCookie = parseLanguage(await cookies.language.parse(request.headers.get("Cookie")));
  if (fromCookie) return { lang: fromCookie, source: "cookie", setCookie: null, rejected };
  return { lang: DEFAULT_LANGUAGE, source: "default", setCookie: null, rejected };
}
