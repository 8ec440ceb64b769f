/**
 * The language of a search page, which its URL names (decision 028): the city and scheme pages
 * and the calculator are English at their plain path and in another language under its prefix
 * ("/hi/gold-loan/pune"). Their routes are `($lang).…`, so the prefix arrives as `params.lang`.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, localizedPath, parseLanguage, type Language } from "~/i18n/language";
import { languageSetCookie } from "~/i18n/language.server";

/**
 * The page's language from its prefix: none is English; one of the other languages, in any case,
 * is that language (the lower-case URL is the page's route's 301 to make). "/en/…" is a 301 to
 * the plain URL, query kept. "/lp/…" is the journey's (its unknown paths go to the first step,
 * requirements §2). Any other prefix is a 404.
 */
export function searchPageLanguage(request: Request, prefix: string | undefined): Language {
  if (prefix === undefined) return DEFAULT_LANGUAGE;
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  if (prefix === "lp") throw new Response(null, { status: 302, headers: { Location: `/lp${url.search}` } });
  const lang = /^[a-z]{2}$/i.test(prefix) ? parseLanguage(prefix) : null;
  if (!lang) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (lang !== DEFAULT_LANGUAGE) return lang;
  throw new Response(null, {
    status: 301,
    headers: { Location: `${url.pathname.slice(prefix.length + 1)}${url.search}`, "Cache-Control": "public, max-age=86400" },
  });
}

/**
 * `?lang=xx` on a search page (the language switcher's links): a 302 to the page's URL in that
 * language, the rest of the query kept, with the language cookie (requirements §9). A `lang` that names no
 * supported language is ignored. `lang`: the language of the page asked for (its URL's).
 */
export async function redirectLanguageChoice(request: Request, lang: Language): Promise<void> {
  const url = new URL(request.url);
  const chosen = parseLanguage(url.searchParams.get(LANGUAGE_PARAM));
  if (!chosen) return;
  const path = lang === DEFAULT_LANGUAGE ? url.pathname : url.pathname.slice(lang.length + 1);
  url.searchParams.delete(LANGUAGE_PARAM);
  url.searchParams.delete("_data");
  const headers = new Headers({ Location: `${localizedPath(chosen, path)}${url.search}`, "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await languageSetCookie(chosen));
  throw new Response(null, { status: 302, headers });
}
