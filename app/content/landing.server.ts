/**
 * Content of the CMS-driven landing pages (the home page, /best-gold-loan-exp, /lp/cards/…,
 * /personal-loans/…): the page's title, description and sections from pages/v2 (cached,
 * stale-if-error), in the page's language, or the page's built-in copy when the CMS is slow,
 * failing or has no such page and a fallback exists.
 */
import { cmsPage } from "~/content/cms.server";
import { withoutUncheckedFigures } from "~/journey/advertised";
import { cmsCopyIn } from "~/site/cms-copy.server";
import type { Language } from "~/i18n/language";
import type { Namespace } from "~/i18n/catalogue.server";
import { errorText, log } from "~/platform/log.server";

export type LandingContent = {
  title: string;
  description: string;
  sections: { heading: string; body: string }[];
  /** "en" when the copy is the CMS's English on another language's page, which has no copy of its own: the page marks it English. */
  lang?: "en";
};

/** The language the CMS wrote its copy in, and the copy. */
type SourceCopy = { lang: string; content: LandingContent };

/**
 * The CMS page at `pathName` in `lang`; `fallback` (English: the catalogue's keys in `namespace`)
 * when the CMS cannot answer (without a fallback, the failure is thrown); null when it has no such
 * page and there is no fallback. Only a page with a fallback (a fixed route) caches a miss: the
 * slugs of /personal-loans/… and /lp/cards/… come from URLs, and must not grow the cache.
 *
 * Copy the CMS has only in English is shown in the site's own translation (cms-copy.server.ts): a
 * section without one is left out, a title or description without one is the fallback's. A page
 * with no fallback whose title has no translation is shown in the CMS's English, marked so.
 *
 * `figures: "computed"` (the gold loan pages): CMS copy that carries a percentage (a rate, a share
 * of the gold's value) is not shown, since it cannot be checked against the schemes on offer
 * (decision 045): a description falls back to the page's own, a section is left out.
 */
export async function landingContent(
  pathName: string,
  lang: Language,
  fallback: LandingContent | null,
  namespace: Namespace = "lead-copy",
  figures: "any" | "computed" = "any",
): Promise<LandingContent | null> {
  const source = await cmsCopyOf(pathName, lang, fallback);
  if (!source) return null;
  const copy = cmsCopyIn(lang, namespace);
  const own: typeof copy = figures === "computed" ? withoutUncheckedFigures(copy) : copy;
  const title = own(source.content.title, source.lang) ?? own(fallback?.title, "en");
  if (title === null) return { ...source.content, lang: "en" };
  return {
    title,
    description: own(source.content.description, source.lang) ?? own(fallback?.description, "en") ?? "",
    sections: source.content.sections.flatMap((section) => {
      const heading = own(section.heading, source.lang);
      const body = own(section.body, source.lang);
      return heading && body ? [{ heading, body }] : [];
    }),
  };
}

async function cmsCopyOf(pathName: string, lang: Language, fallback: LandingContent | null): Promise<SourceCopy | null> {
  try {
    const page = await cmsPage({ pathName, lang }, { cacheMissing: fallback !== null });
    if (!page) return fallback && { lang: "en", content: fallback };
    return {
      lang: page.lang,
      content: {
        title: page.title,
        description: page.description ?? "",
        sections: page.sections.flatMap((s) => (s.heading && s.body ? [{ heading: s.heading, body: s.body }] : [])),
      },
    };
  } catch (error) {
    if (!fallback) throw error;
    log.warn("content.landing_fallback", { pathName, error: errorText(error) });
    return { lang: "en", content: fallback };
  }
}
