/**
 * The loader of a CMS-driven landing route: the language (kept in its cookie), the page's
 * content, and a real 404 when the CMS has no such page and the route has no built-in copy.
 */
import { data } from "@remix-run/node";
import { readLanguage } from "~/content/language.server";
import { landingContent, type LandingContent } from "~/content/landing.server";

export async function loadLanding(request: Request, pathName: string, fallback: LandingContent | null) {
  const language = await readLanguage(request);
  const content = await landingContent(pathName, language.lang, fallback);
  if (!content) throw new Response("Not found", { status: 404 });
  return data({ content }, language.setCookie ? { headers: { "Set-Cookie": language.setCookie } } : undefined);
}
