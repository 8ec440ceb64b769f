/**
 * PostHog's capture API, the part posthog-node 5 calls: POST /posthog/batch/ (with or without
 * the trailing slash) under the app's default POSTHOG_HOST (`${UPSTREAM_BASE_URL}/posthog`).
 * posthog-node sends the batch gzipped (Content-Encoding: gzip); the simulator's HTTP layer
 * gunzips it, so the journal holds the decoded JSON.
 *
 * The body is {api_key, batch: [{event, distinct_id, properties, timestamp, uuid}], sent_at};
 * `api_key` must be one of the two simulator project keys (main, personal loans), else 401 as
 * PostHog answers it. Accepted events are kept in state.posthogEvents.
 */
import * as z from "zod";
import { HttpError, json, summariseIssues, type RouteTable } from "../router";
import type { SimContext } from "../state";
import { POSTHOG_API_KEY, POSTHOG_PERSONAL_LOANS_API_KEY } from "../credentials";

export const POSTHOG_BATCH_PATH = "/posthog/batch";

export const POSTHOG_PROJECT_KEYS: readonly string[] = [POSTHOG_API_KEY, POSTHOG_PERSONAL_LOANS_API_KEY];

export const INVALID_API_KEY = {
  type: "authentication_error",
  code: "invalid_api_key",
  detail: "Project API key invalid. You can find your project API key in PostHog project settings.",
  attr: null,
} as const;

const EventSchema = z.object({
  event: z.string().min(1),
  distinct_id: z.union([z.string().min(1), z.number()]),
  properties: z.record(z.string(), z.unknown()).optional().default({}),
  timestamp: z.string().optional(),
  uuid: z.string().optional(),
});

const ApiKeySchema = z.object({ api_key: z.string() });

const BatchSchema = z.object({
  api_key: z.string(),
  batch: z.array(EventSchema).min(1).max(1000),
  sent_at: z.string().optional(),
});

export const posthogRoutes: RouteTable<SimContext> = [
  {
    method: "POST",
    path: POSTHOG_BATCH_PATH,
    handler: (req, ctx) => {
      const key = ApiKeySchema.safeParse(req.body);
      if (!key.success || !POSTHOG_PROJECT_KEYS.includes(key.data.api_key)) throw new HttpError(401, INVALID_API_KEY);
      const apiKey = key.data.api_key;
      const parsed = BatchSchema.safeParse(req.body);
      if (!parsed.success) {
        throw new HttpError(400, { type: "validation_error", code: "invalid_payload", detail: summariseIssues(parsed.error), attr: null });
      }
      const receivedAt = new Date(ctx.now()).toISOString();
      for (const event of parsed.data.batch) {
        ctx.state.posthogEvents.push({
          apiKey,
          event: event.event,
          distinctId: String(event.distinct_id),
          properties: event.properties,
          receivedAt,
        });
      }
      return json(200, { status: "Ok" });
    },
  },
];
