/**
 * Event service contract (spec §3 "Event", §7 "Events"): sendEvent. The answer is our
 * assumption (docs/upstream-contract.md).
 */
import * as z from "zod";

export const EVENT_CATEGORIES = ["PAGE-VIEWS", "INTERACTIONS", "DIGITAL-JOURNEY", "ERRORS", "PL-FLOW"] as const;
export const EventCategorySchema = z.enum(EVENT_CATEGORIES);
export type EventCategory = z.infer<typeof EventCategorySchema>;

export const EVENT_DESTINATION = "clickstream_sendevent_datawarehouse";

/** POST /api/v1/eventService/sendEvent */
export const SendEventRequestSchema = z
  .object({
    eventName: z.string().min(1),
    eventData: z.record(z.string(), z.unknown()),
    destination: z.literal(EVENT_DESTINATION),
  })
  .strict();
export type SendEventRequest = z.infer<typeof SendEventRequestSchema>;
export const SendEventResponseSchema = z.object({ code: z.number().int(), message: z.string().nullish() });
