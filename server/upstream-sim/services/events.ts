/** Event service (spec §7 "Events"): sendEvent accepts any event in the contract's shape. */
import { json, parseWith, type RouteTable } from "../router";
import type { SimContext } from "../state";
import { SendEventRequestSchema } from "~/upstream/schemas/events";

export const eventRoutes: RouteTable<SimContext> = [
  {
    method: "POST",
    path: "/api/v1/eventService/sendEvent",
    handler: (req) => {
      parseWith(SendEventRequestSchema, req.body);
      return json(200, { code: 200, message: "Event accepted" });
    },
  },
];
