/**
 * Event service contract (requirements §3 "Event", §7 "Events"): createEvent, sendEvent and the A/B
 * event. The answers and where the entity's fields sit in the body are our assumption
 * (docs/upstream-contract.md, docs/events.md).
 */
import * as z from "zod";

export const EVENT_CATEGORIES = ["PAGE-VIEWS", "INTERACTIONS", "DIGITAL-JOURNEY", "ERRORS", "PL-FLOW"] as const;
export const EventCategorySchema = z.enum(EVENT_CATEGORIES);
export type EventCategory = z.infer<typeof EventCategorySchema>;

export const EVENT_DESTINATION = "clickstream_sendevent_datawarehouse";

/** What an event id looks like to us: an opaque token that is safe in a cookie value as it is. */
export const EventIdSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/, "an opaque id of letters, digits and . _ : -");

/** POST /api/v1/eventService/createEvent: the visitor's event id, once per browser session. */
export const CreateEventRequestSchema = z
  .object({
    /** What we know of the visit when it starts (no personal data): path, device type, UTM keys. */
    properties: z.record(z.string(), z.unknown()),
    /** ISO 8601. */
    timestamp: z.iso.datetime(),
    sessionId: z.string().min(1),
  })
  .strict();
export type CreateEventRequest = z.infer<typeof CreateEventRequestSchema>;
export const CreateEventResponseSchema = z.object({
  code: z.number().int(),
  data: z.object({ eventId: EventIdSchema }),
});

/**
 * eventData: the event's own data with the entity's fields (eventId, sessionId, category,
 * timestamp) beside it. Requirements §7 names only eventName, eventData and destination at the top.
 * The entity's fields are optional on the wire so that the simulator accepts (and journals)
 * an event without them; the app always sends them (events.server.ts).
 */
const EventDataSchema = z
  .object({
    eventId: EventIdSchema.optional(),
    sessionId: z.string().nullish(),
    category: EventCategorySchema.optional(),
    timestamp: z.iso.datetime().optional(),
  })
  .catchall(z.unknown());

/** POST /api/v1/eventService/sendEvent */
export const SendEventRequestSchema = z
  .object({
    eventName: z.string().min(1),
    eventData: EventDataSchema,
    destination: z.literal(EVENT_DESTINATION),
  })
  .strict();
export type SendEventRequest = z.infer<typeof SendEventRequestSchema>;
/** What the client posts: eventData is checked by the schema above on the other side (the simulator), and built typed by events.server.ts. */
export type EventBody = { eventName: string; eventData: Record<string, unknown>; destination: typeof EVENT_DESTINATION };
export const SendEventResponseSchema = z.object({ code: z.number().int(), message: z.string().nullish() });

/** POST /AB/api/v1/events: the same event body; eventData names the experiment and the variant shown. */
export const AbEventRequestSchema = SendEventRequestSchema.extend({
  eventData: EventDataSchema.extend({ experiment: z.string().min(1), variant: z.string().min(1) }),
}).strict();
export type AbEventRequest = z.infer<typeof AbEventRequestSchema>;
export const AbEventResponseSchema = SendEventResponseSchema;
