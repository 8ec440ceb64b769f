/**
 * Event service client (requirements §7 "Events"): createEvent, sendEvent and the A/B event.
 * createEvent is called by app/site/event-id.server.ts (with a short timeout); the other
 * two only through app/site/events.server.ts, which sends after the response.
 * Each call carries the Authorization header the caller decided (requirements §6), or none.
 * Contract: app/upstream/schemas/events.ts, docs/upstream-contract.md.
 */
import type * as z from "zod";
import { callUpstream } from "~/upstream/http.server";
import {
  AbEventResponseSchema,
  CreateEventResponseSchema,
  SendEventResponseSchema,
  type AbEventRequest,
  type CreateEventRequest,
  type EventBody,
} from "~/upstream/schemas/events";

export type EventCallOptions = {
  /** "JWT {token}" under the webView rule, else null (no header). */
  authorization?: string | null;
  timeoutMs?: number;
};

function headersOf(options: EventCallOptions): Record<string, string> | undefined {
  return options.authorization ? { authorization: options.authorization } : undefined;
}

/** One POST to the event service, with the caller's Authorization header and timeout. */
function post<S extends z.ZodType>(path: string, body: unknown, schema: S, options: EventCallOptions) {
  return callUpstream({
    service: "events",
    method: "post",
    path,
    json: body,
    headers: headersOf(options),
    timeoutMs: options.timeoutMs,
    schema,
  });
}

/** POST /api/v1/eventService/createEvent */
export function createEvent(body: CreateEventRequest, options: EventCallOptions = {}) {
  return post("api/v1/eventService/createEvent", body, CreateEventResponseSchema, options);
}

/** POST /api/v1/eventService/sendEvent */
export function sendEvent(body: EventBody, options: EventCallOptions = {}) {
  return post("api/v1/eventService/sendEvent", body, SendEventResponseSchema, options);
}

/** POST /AB/api/v1/events */
export function sendAbEvent(body: AbEventRequest, options: EventCallOptions = {}) {
  return post("AB/api/v1/events", body, AbEventResponseSchema, options);
}
