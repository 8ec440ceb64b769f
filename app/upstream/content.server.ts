/**
 * Content (CMS) client: pages/v2, city infos and typed contents (requirements §7).
 * Contract: app/upstream/schemas/content.ts, docs/upstream-contract.md.
 */
import { pageContentQuery, type PageContentInput } from "~/upstream/page-url";
import { callUpstream } from "~/upstream/http.server";
import { CityInfosResponseSchema, ContentsResponseSchema, PageResponseSchema } from "~/upstream/schemas/content";

/** A CMS page and every city's info are the largest answers we read (rich text of many sections): more room than other calls. */
const CMS_MAX_BODY_BYTES = 4 * 1024 * 1024;

/** A CMS page; `data` is null when the CMS has no such page (404 is an answer). */
export async function getPage(input: PageContentInput) {
  return callUpstream({
    service: "content",
    method: "get",
    path: "api/v1/strapi/pages/v2",
    searchParams: pageContentQuery(input),
    schema: PageResponseSchema,
    answerStatuses: [404],
    maxBodyBytes: CMS_MAX_BODY_BYTES,
  });
}

/**
 * GET /api/v1/strapi/city-infos: one city's info (filtered by city_id), or every city's
 * (pagination limit -1), in `locale` (Strapi's i18n parameter) where the CMS has it.
 */
export async function getCityInfos(cityId: number | undefined, locale: string) {
  return callUpstream({
    service: "content",
    method: "get",
    path: "api/v1/strapi/city-infos",
    searchParams: { ...(cityId === undefined ? { "pagination[limit]": -1 } : { "filters[city_id][$eq]": cityId }), locale },
    schema: CityInfosResponseSchema,
    maxBodyBytes: CMS_MAX_BODY_BYTES,
  });
}

/**
 * GET /api/v1/strapi/contents?filters[type][$eq]={type}&populate=city, with `locale` for copy a
 * page shows in its language (the FAQ); lists that are data (pincodes, lenders) are asked without.
 */
export async function getContents(type: string, locale?: string) {
  return callUpstream({
    service: "content",
    method: "get",
    path: "api/v1/strapi/contents",
    searchParams: { "filters[type][$eq]": type, populate: "city", ...(locale ? { locale } : {}) },
    schema: ContentsResponseSchema,
  });
}
