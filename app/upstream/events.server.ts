/**
 * Event service client (spec §7 "Events"): createEvent, sendEvent and the A/B event.
 * createEvent is called by app/platform/event-id.server.ts (with a short timeout); the other
 * two only through app/platform/events.server.ts, which sends after the response.
 * Each call carries the Authorization header the caller decided (spec §6), or none.
 * Contract: app/upstream/schemas/events.ts, docs/upstream-contract.md.
 */
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

/** POST /api/v1/eventService/createEvent */
export async function createEvent(body: CreateEventRequest, options: EventCallOptions = {}) {
  return callUpstream({
    service: "events",
    method: "post",
    path: "api/v1/eventService/createEvent",
    json: body,
    headers: headersOf(options),
    timeoutMs: options.timeoutMs,
    schema: CreateEventResponseSchema,
  });
}

/** POST /api/v1/eventService/sendEvent */
export async function sendEvent(body: EventBody, options: EventCallOptions = {}) {
  return callUpstream({
    service: "events",
    method: "post",
    path: "api/v1/eventService/sendEvent",
    json: body,
    headers: headersOf(options),
    timeoutMs: options.timeoutMs,
    schema: SendEventResponseSchema,
  });
}

/** POST /AB/api/v1/events */
export async function sendAbEvent(body: AbEventRequest, options: EventCallOptions = {}) {
  return callUpstream({
    service: "events",
    method: "post",
    path: "AB/api/v1/events",
    json: body,
    headers: headersOf(options),
    timeoutMs: options.timeoutMs,
    schema: AbEventResponseSchema,
  });
}
