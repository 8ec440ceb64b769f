/**
 * Content (CMS) client: GET /api/v1/strapi/pages/v2 (spec §7).
 * Contract: app/upstream/schemas/content.ts, docs/upstream-contract.md.
 */
import { pageContentQuery, type PageContentInput } from "~/content/page-url";
import { callUpstream } from "~/upstream/http.server";
import { PageResponseSchema } from "~/upstream/schemas/content";

/** A CMS page; `data` is null when the CMS has no such page (404 is an answer). */
export async function getPage(input: PageContentInput) {
  return callUpstream({
    service: "content",
    method: "get",
    path: "api/v1/strapi/pages/v2",
    searchParams: pageContentQuery(input),
    schema: PageResponseSchema,
    answerStatuses: [404],
  });
}
