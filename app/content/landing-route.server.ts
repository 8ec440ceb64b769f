/**
 * The loader of a CMS-driven landing route: the language (kept in its cookie), the page's
 * content, and, for a route without built-in copy, a real 404 when the CMS has no such page and
 * a 503 when the CMS cannot answer (with nothing cached).
 */
import { data } from "@remix-run/node";
import { readLanguage } from "~/i18n/language.server";
import type { Namespace } from "~/i18n/catalogue.server";
import { landingContent, type LandingContent } from "~/content/landing.server";
import { captureEvent } from "~/site/analytics.server";
import { emitEvent, eventContext } from "~/site/events.server";
import { env } from "~/platform/env.server";
import { errorText, log } from "~/platform/log.server";
import { getSession } from "~/platform/session.server";

export async function loadLanding(request: Request, pathName: string, fallback: LandingContent | null, namespace?: Namespace) {
  const language = await readLanguage(request);
  let content;
  try {
    content = await landingContent(pathName, language.lang, fallback, namespace);
  } catch (error) {
    log.warn("content.landing_unavailable", { pathName, error: errorText(error) });
    throw new Response("The page cannot be shown just now", { status: 503, headers: { "Retry-After": "60" } });
  }
  if (!content) throw new Response("Not found", { status: 404 });
  // The canonical URL is the page's own path on the site's origin, never with the query (?lang=, UTM).
  return data(
    { content, canonical: `${env().publicOrigin}${pathName}` },
    language.setCookie ? { headers: { "Set-Cookie": language.setCookie } } : undefined,
  );
}

/**
 * A personal-loans page was shown (requirements §2: these pages report to their own analytics project):
 * a PL-FLOW event, and the same moment to the personal-loans PostHog project. Both are sent
 * after the response.
 */
export async function reportPersonalLoanPage(request: Request, page: string): Promise<void> {
  const session = await getSession(request);
  emitEvent(eventContext(request, session), { name: "pl_page_viewed", data: { page } });
  captureEvent(request, "pl_page_viewed", { page });
}
