/**
 * The loader of a CMS-driven landing route: the language (kept in its cookie), the page's
 * content, and, for a route without built-in copy, a real 404 when the CMS has no such page and
 * a 503 when the CMS cannot answer (with nothing cached).
 */
import { data } from "@remix-run/node";
import { readLanguage } from "~/content/language.server";
import { landingContent, type LandingContent } from "~/content/landing.server";
import { log } from "~/platform/log.server";

export async function loadLanding(request: Request, pathName: string, fallback: LandingContent | null) {
  const language = await readLanguage(request);
  let content;
  try {
    content = await landingContent(pathName, language.lang, fallback);
  } catch (error) {
    log.warn("content.landing_unavailable", { pathName, error: error instanceof Error ? error.message : String(error) });
    throw new Response("The page cannot be shown just now", { status: 503, headers: { "Retry-After": "60" } });
  }
  if (!content) throw new Response("Not found", { status: 404 });
  return data({ content }, language.setCookie ? { headers: { "Set-Cookie": language.setCookie } } : undefined);
}
