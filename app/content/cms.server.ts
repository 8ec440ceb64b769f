/**
 * Cached CMS reads for the SEO pages and the content proxies (docs/seo-and-content.md):
 * pages (pages/v2), the FAQ (contents of type "faq", city populated) and every city's info.
 * Each goes through cached() (stale-while-revalidate, stale-if-error), so once read, a slow or
 * failing CMS neither slows nor breaks a page. Failures with nothing cached are thrown
 * (UpstreamError) for the caller to turn into "no block" or an error result.
 *
 * | read            | fresh  | stale (and served on error) |
 * | pages/v2        | 5 min  | 24 h |
 * | FAQ             | 15 min | 24 h |
 * | all city infos  | 30 min | 24 h |
 */
import { FAQ_CONTENT_TYPE } from "~/content/faq";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/language";
import { pageContentQuery, type PageContentInput } from "~/upstream/page-url";
import { cached, type CachePolicy } from "~/platform/cache.server";
import { getCityInfos, getContents, getPage } from "~/upstream/content.server";
import type { CityInfo, ContentEntry, PageResponse } from "~/upstream/schemas/content";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const CMS_PAGE_POLICY: CachePolicy = { freshMs: 5 * MINUTE, staleMs: 24 * HOUR };
const FAQ_POLICY: CachePolicy = { freshMs: 15 * MINUTE, staleMs: 24 * HOUR };
const CITY_INFOS_POLICY: CachePolicy = { freshMs: 30 * MINUTE, staleMs: 24 * HOUR };

export type CmsPage = NonNullable<PageResponse["data"]>;

/** Thrown inside a cached load so that a missing page is not stored (see cmsPage). */
class PageNotFound extends Error {}

/**
 * A CMS page, or null when the CMS has none. The cache key is the language, the page and the
 * city: client_ip and sessionId are sent (the call that fills the cache carries the visitor's)
 * but do not split the cache, as we assume the CMS answers the same content whoever asks
 * (docs/upstream-contract.md). A missing page is cached only with `cacheMissing`, which callers
 * use when the pages they ask for are a bounded set (the city pages); the proxies' page names
 * come from the query and are not, so their misses go to the CMS each time.
 */
export async function cmsPage(input: PageContentInput, options: { cacheMissing?: boolean } = {}): Promise<CmsPage | null> {
  const query = pageContentQuery(input);
  const key = `cms-page:${query.lang}:${query.urlName}:${query.city ?? ""}`;
  try {
    return await cached(key, CMS_PAGE_POLICY, async () => {
      const page = (await getPage(input)).data.data;
      if (!page && !options.cacheMissing) throw new PageNotFound();
      return page;
    });
  } catch (error) {
    if (error instanceof PageNotFound) return null;
    throw error;
  }
}

/** Every FAQ entry (general and per city), as the CMS lists them, asked in `lang` (each says its language: cms-copy.server.ts). */
export async function faqEntries(lang: Language): Promise<ContentEntry[]> {
  return cached(`contents:${FAQ_CONTENT_TYPE}:${lang}`, FAQ_POLICY, async () => (await getContents(FAQ_CONTENT_TYPE, lang)).data.data);
}

/** Every city's info (pagination limit -1), asked in `lang`: English where only the counts are read. */
export async function allCityInfos(lang: Language = DEFAULT_LANGUAGE): Promise<CityInfo[]> {
  return cached(`city-infos:all:${lang}`, CITY_INFOS_POLICY, async () => (await getCityInfos(undefined, lang)).data.data);
}
