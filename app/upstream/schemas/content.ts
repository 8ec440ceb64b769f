/**
 * Content (CMS) contract: GET /api/v1/strapi/pages/v2 (requirements §7).
 * The journey's flow configuration is one such page (urlName "digital-journey").
 * Assumed shapes are listed in docs/upstream-contract.md.
 */
import * as z from "zod";

export const PageQuerySchema = z.object({
  lang: z.string().min(2),
  urlName: z.string().min(1),
  city: z.string().optional(),
  client_ip: z.string().optional(),
  sessionId: z.string().optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** One block a step renders, in order ("item list" of requirements §2). */
const FlowItemSchema = z.object({
  type: z.string().min(1),
  props: z.record(z.string(), z.unknown()).optional(),
});

/** One journey step. `path` is under /lp; a trailing "/[id]" marks a step that takes an id. */
export const FlowStepSchema = z.object({
  path: z.string().regex(/^\/lp\/[a-z0-9\-/[\]]+$/),
  title: z.string().min(1),
  items: z.array(FlowItemSchema),
});
export type FlowStep = z.infer<typeof FlowStepSchema>;

export const FlowConfigSchema = z.object({ steps: z.array(FlowStepSchema).min(1) });
export type FlowConfig = z.infer<typeof FlowConfigSchema>;

/**
 * A Strapi date-time (publishedAt, updatedAt): optional, and a malformed one reads as missing
 * rather than failing the whole answer (it only feeds the sitemap's lastmod).
 */
export const ContentDateSchema = z.iso.datetime({ offset: true }).nullish().catch(null);

const PageSectionSchema = z.object({
  type: z.string(),
  heading: z.string().nullish(),
  body: z.string().nullish(),
});

export const PageResponseSchema = z.object({
  data: z
    .object({
      urlName: z.string(),
      lang: z.string(),
      title: z.string(),
      description: z.string().nullish(),
      city: z.string().nullish(),
      flow: FlowConfigSchema.nullish(),
      sections: z.array(PageSectionSchema).default([]),
      publishedAt: ContentDateSchema,
      updatedAt: ContentDateSchema,
    })
    .nullable(),
});
export type PageResponse = z.infer<typeof PageResponseSchema>;

/**
 * GET /api/v1/strapi/city-infos?filters[city_id][$eq]={id} (one city) or
 * ?pagination[limit]=-1 (all): what we tell visitors about a city.
 */
export const CityInfoSchema = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  city_name: z.string(),
  description: z.string(),
  branchCount: z.number().int().nonnegative(),
  customersServed: z.number().int().nonnegative().nullish(),
  highlights: z.array(z.string()).default([]),
  /** The language of the description and highlights: the one asked for, or the CMS's English where it has no translation. */
  locale: z.string().default("en"),
  updatedAt: ContentDateSchema,
});
export type CityInfo = z.infer<typeof CityInfoSchema>;
export const CityInfosResponseSchema = z.object({ data: z.array(CityInfoSchema) });

/**
 * GET /api/v1/strapi/contents?filters[type][$eq]={type}&populate=city: content entries of a
 * type, each with its city (null for all cities). `values` carries list content, for
 * example the type "chola-unserviceable-pincodes" (requirements §3 cholaUnserviceablePincodes).
 */
export const ContentEntrySchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string().nullish(),
  body: z.string().nullish(),
  values: z.array(z.string()).default([]),
  city: z.object({ id: z.number().int(), name: z.string() }).nullish(),
  /** The language of the title and body: the one asked for, or the CMS's English where it has no translation. */
  locale: z.string().default("en"),
});
export type ContentEntry = z.infer<typeof ContentEntrySchema>;
export const ContentsResponseSchema = z.object({ data: z.array(ContentEntrySchema) });
