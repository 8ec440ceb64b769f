/**
 * Event service client (spec §7 "Events"): sendEvent. Called only through
 * app/platform/events.server.ts, which sends after the response.
 * Contract: app/upstream/schemas/events.ts, docs/upstream-contract.md.
 */
import { callUpstream } from "~/upstream/http.server";
import { SendEventResponseSchema, type SendEventRequest } from "~/upstream/schemas/events";

/** POST /api/v1/eventService/sendEvent */
export async function sendEvent(body: SendEventRequest) {
  return callUpstream({ service: "events", method: "post", path: "api/v1/eventService/sendEvent", json: body, schema: SendEventResponseSchema });
}
