/**
 * Event service (requirements §7 "Events"), checked against the app's contract (schemas/events.ts):
 * - createEvent answers a new event id `{ code: 200, data: { eventId } }`;
 * - sendEvent and the A/B event accept any event in the contract's shape, with or without an
 *   event id (the real service's rule is not known; the request journal shows what was sent).
 * Nothing is kept in SimState: the journal (GET /__sim/requests) is the record.
 */
import { randomUUID } from "node:crypto";
import { json, parseWith, type RouteTable } from "../router";
import type { SimContext } from "../state";
import { AbEventRequestSchema, CreateEventRequestSchema, SendEventRequestSchema } from "~/upstream/schemas/events";

export const eventRoutes: RouteTable<SimContext> = [
  {
    method: "POST",
    path: "/api/v1/eventService/createEvent",
    handler: (req) => {
      parseWith(CreateEventRequestSchema, req.body);
      return json(200, { code: 200, data: { eventId: `evt-${randomUUID()}` } });
    },
  },
  {
    method: "POST",
    path: "/api/v1/eventService/sendEvent",
    handler: (req) => {
      parseWith(SendEventRequestSchema, req.body);
      return json(200, { code: 200, message: "Event accepted" });
    },
  },
  {
    method: "POST",
    path: "/AB/api/v1/events",
    handler: (req) => {
      parseWith(AbEventRequestSchema, req.body);
      return json(200, { code: 200, message: "Event accepted" });
    },
  },
];
