/**
 * The language cookie (spec §9: 30 days; ARCHITECTURE.md §7 "the language cookie"): the `lang`
 * query parameter of a page or a content proxy chooses the language of CMS page content and is
 * kept in `gl_lang` (path /, SameSite=Lax, HttpOnly, Secure in production) for 30 days.
 */
import { createCookie } from "@remix-run/node";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_PARAM, parseLanguage, type Language } from "~/content/language";
import { env } from "~/platform/env.server";

export const LANGUAGE_COOKIE_NAME = "gl_lang";

export const languageCookie = createCookie(LANGUAGE_COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: LANGUAGE_COOKIE_MAX_AGE,
});

export type LanguageChoice = {
  lang: Language;
  /** Where it came from: the query (then `setCookie` keeps it), the cookie, or the default. */
  source: "query" | "cookie" | "default";
  /** The Set-Cookie header to send, when the query chose a language. */
  setCookie: string | null;
  /** The query's value when it names no supported language (the caller ignores it, or refuses it). */
  rejected: string | null;
};

/** The language of a request: a supported `lang` query (kept in the cookie), else the cookie's, else English. */
export async function readLanguage(request: Request): Promise<LanguageChoice> {
  const asked = new URL(request.url).searchParams.get(LANGUAGE_PARAM);
  const fromQuery = parseLanguage(asked);
  if (fromQuery) {
    const setCookie = await languageCookie.serialize(fromQuery, { secure: env().isProduction });
    return { lang: fromQuery, source: "query", setCookie, rejected: null };
  }
  const rejected = asked !== null && asked.trim() !== "" ? asked.slice(0, 20) : null;
  const fromCookie = parseLanguage(await languageCookie.parse(request.headers.get("Cookie")));
  if (fromCookie) return { lang: fromCookie, source: "cookie", setCookie: null, rejected };
  return { lang: DEFAULT_LANGUAGE, source: "default", setCookie: null, rejected };
}
