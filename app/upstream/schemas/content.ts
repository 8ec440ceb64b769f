/**
 * Content (CMS) contract: GET /api/v1/strapi/pages/v2 (spec §7).
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

/** One block a step renders, in order ("item list" of spec §2). */
export const FlowItemSchema = z.object({
  type: z.string().min(1),
  props: z.record(z.string(), z.unknown()).optional(),
});
export type FlowItem = z.infer<typeof FlowItemSchema>;

/** One journey step. `path` is under /lp; a trailing "/[id]" marks a step that takes an id. */
export const FlowStepSchema = z.object({
  path: z.string().regex(/^\/lp\/[a-z0-9\-/[\]]+$/),
  title: z.string().min(1),
  items: z.array(FlowItemSchema),
});
export type FlowStep = z.infer<typeof FlowStepSchema>;

export const FlowConfigSchema = z.object({ steps: z.array(FlowStepSchema).min(1) });
export type FlowConfig = z.infer<typeof FlowConfigSchema>;

export const PageSectionSchema = z.object({
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
    })
    .nullable(),
});
export type PageResponse = z.infer<typeof PageResponseSchema>;
