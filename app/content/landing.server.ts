/**
 * Content of the CMS-driven landing pages (/best-gold-loan-exp, /lp/cards/…, /personal-loans/…):
 * the page's title, description and sections from pages/v2 (cached, stale-if-error), or the
 * page's built-in copy when the CMS is slow, failing or has no such page and a fallback exists.
 */
import { cmsPage } from "~/content/cms.server";
import { errorText, log } from "~/platform/log.server";

export type LandingContent = { title: string; description: string; sections: { heading: string; body: string }[] };

/**
 * The CMS page at `pathName`; `fallback` when the CMS cannot answer (without a fallback, the
 * failure is thrown); null when it has no such page and there is no fallback. Only a page with a fallback (a fixed route) caches a miss: the
 * slugs of /personal-loans/… and /lp/cards/… come from URLs, and must not grow the cache.
 */
export async function landingContent(pathName: string, lang: string, fallback: LandingContent | null): Promise<LandingContent | null> {
  try {
    const page = await cmsPage({ pathName, lang }, { cacheMissing: fallback !== null });
    if (!page) return fallback;
    return {
      title: page.title,
      description: page.description ?? fallback?.description ?? "",
      sections: page.sections.flatMap((s) => (s.heading && s.body ? [{ heading: s.heading, body: s.body }] : [])),
    };
  } catch (error) {
    if (!fallback) throw error;
    log.warn("content.landing_fallback", { pathName, error: errorText(error) });
    return fallback;
  }
}
