/**
 * The one way the site emits an analytics event (requirements §3 "Event", §6, §7 "Events", §8;
 * requirements §A9). docs/events.md lists every event.
 *
 * - Every event is named in EVENT_CATALOGUE with its category; the body is built here
 *   (buildEventBody) and goes to the one destination, clickstream_sendevent_datawarehouse.
 * - An event needs the visitor's event id (event-id.server.ts: the gl_event_id cookie, or the
 *   answer of createEvent while the cookie is not set yet). An event waits for it after the
 *   response; without one it is not sent, and the log says "No EventId found" (requirements §8: events
 *   are then not registered).
 * - Event calls carry "Authorization: JWT {token}" only when the request has a webView
 *   query parameter and the app's jwt cookie (requirements §6).
 * - Events are queued and sent after the response, a few at a time, bounded in memory (those
 *   waiting for their event id count too): a full queue drops the event with a log line.
 *   Sending never delays or fails a page, and an event is never retried.
 */
import { eventIdsSettled, resolveEventId } from "~/site/event-id.server";
import { eventAuthorization } from "~/site/webview.server";
import { errorText, log } from "~/platform/log.server";
import type { AppSession } from "~/platform/session.server";
import { sendAbEvent, sendEvent } from "~/upstream/events.server";
import { EVENT_DESTINATION, type AbEventRequest, type EventCategory, type SendEventRequest } from "~/upstream/schemas/events";

export { EVENT_CATEGORIES, EVENT_DESTINATION, type EventCategory } from "~/upstream/schemas/events";

// ---------------------------------------------------------------------------------------
// The events we emit

/** Every event the site emits, with its category (docs/events.md lists them with their data). */
export const EVENT_CATALOGUE = {
  lead_created: "DIGITAL-JOURNEY",
  lead_updated: "DIGITAL-JOURNEY",
  lead_duplicate: "DIGITAL-JOURNEY",
  otp_sent: "DIGITAL-JOURNEY",
  otp_verified: "DIGITAL-JOURNEY",
  pincode_checked: "DIGITAL-JOURNEY",
  nearest_branch_chosen: "DIGITAL-JOURNEY",
  scheme_chosen: "DIGITAL-JOURNEY",
  branch_visit_booked: "DIGITAL-JOURNEY",
  doorstep_visit_booked: "DIGITAL-JOURNEY",
  branch_visit_rescheduled: "DIGITAL-JOURNEY",
  doorstep_visit_rescheduled: "DIGITAL-JOURNEY",
  branch_visit_cancelled: "DIGITAL-JOURNEY",
  doorstep_visit_cancelled: "DIGITAL-JOURNEY",
  callback_requested: "INTERACTIONS",
  error_shown: "ERRORS",
  pl_page_viewed: "PL-FLOW",
} as const satisfies Record<string, EventCategory>;

export type EventName = keyof typeof EVENT_CATALOGUE;

/** The A/B event's name (POST /AB/api/v1/events): a flag variant was shown. */
export const AB_EVENT_NAME = "ab_variant_shown";
const AB_EVENT_CATEGORY: EventCategory = "PAGE-VIEWS";

/** The event's own data: JSON values, never a phone number, OTP or token. */
export type EventFields = Record<string, string | number | boolean | null | undefined>;

// ---------------------------------------------------------------------------------------
// The request's event context

export const NO_EVENT_ID_MESSAGE = "No EventId found";

/** What an event needs from the request it happens in. Make one per request with eventContext(). */
export type EventContext = {
  /**
   * The visitor's event id, once known: at once from the cookie, after createEvent while it is
   * being asked for (resolveEventId); null: events are not sent ("No EventId found"). Asked for at
   * the first event, after the session id: an action may create the session id after the
   * context was made.
   */
  eventId(): Promise<string | null>;
  /** The Authorization header of the event calls (requirements §6), or null; read (from the app's jwt cookie) at the first event. */
  authorization(): Promise<string | null>;
  /** Read when an event is emitted (see eventId). */
  sessionId(): string | null;
};

/** The event context of a request: its visitor's event id, the Authorization rule, the session. */
export function eventContext(request: Request, session: AppSession): EventContext {
  let eventId: Promise<string | null> | undefined;
  let authorization: Promise<string | null> | undefined;
  return {
    eventId: () => (eventId ??= resolveEventId(request, session)),
    authorization: () => (authorization ??= eventAuthorization(request)),
    sessionId: () => session.get("sessionId") ?? null,
  };
}

// ---------------------------------------------------------------------------------------
// The body

export type EventEnvelope = {
  name: string;
  category: EventCategory;
  data?: EventFields;
  eventId: string;
  sessionId: string | null;
  /** ISO 8601, when the event happened. */
  timestamp: string;
};

/**
 * The body of sendEvent and of the A/B event (requirements §3, §7): { eventName, eventData,
 * destination }, the entity's fields (eventId, sessionId, category, timestamp) inside eventData
 * beside the event's own data. The entity's fields win over data keys of the same name.
 */
export function buildEventBody(event: EventEnvelope): SendEventRequest {
  const data = Object.fromEntries(Object.entries(event.data ?? {}).filter(([, value]) => value !== undefined));
  return {
    eventName: event.name,
    eventData: { ...data, eventId: event.eventId, sessionId: event.sessionId, category: event.category, timestamp: event.timestamp },
    destination: EVENT_DESTINATION,
  };
}

// ---------------------------------------------------------------------------------------
// The queue

export type QueuedEvent =
  | { kind: "send"; body: SendEventRequest; authorization: string | null }
  | { kind: "ab"; body: AbEventRequest; authorization: string | null };

/** An event whose body waits for its visitor's event id; `ready` is null when it is not to be sent. Never rejects. */
export type WaitingEvent = { eventName: string; ready: Promise<QueuedEvent | null> };

const EVENT_QUEUE_LIMIT = 500;
/** Events sent at the same time: a slow events service then holds at most this many sockets. */
const EVENT_SEND_CONCURRENCY = 4;
/** A full queue logs its first drop, then one line per this many drops (a dead service must not flood the logs). */
export const DROP_LOG_EVERY = 100;

/**
 * A bounded queue that sends after the current work: enqueue() never waits and never
 * throws; sending starts on a later turn of the event loop, EVENT_SEND_CONCURRENCY at a time.
 * An event still waiting for its event id holds its place in the limit until it is ready.
 */
export class EventQueue {
  private readonly items: QueuedEvent[] = [];
  private waiting = 0;
  private active = 0;
  private scheduled = false;
  private dropped = 0;

  constructor(
    private readonly send: (event: QueuedEvent) => Promise<unknown>,
    readonly limit = EVENT_QUEUE_LIMIT,
    readonly concurrency = EVENT_SEND_CONCURRENCY,
  ) {}

  /** Queues an event, or one waiting for its id; false (and a log line) when the queue is full and the event is dropped. */
  enqueue(event: QueuedEvent | WaitingEvent): boolean {
    const waiting = "ready" in event;
    if (this.items.length + this.waiting >= this.limit) {
      this.dropped += 1;
      if (this.dropped % DROP_LOG_EVERY === 1) {
        const eventName = waiting ? event.eventName : event.body.eventName;
        log.warn("events.dropped", { eventName, queued: this.items.length + this.waiting, limit: this.limit, droppedSoFar: this.dropped });
      }
      return false;
    }
    if (!waiting) {
      this.push(event);
      return true;
    }
    this.waiting += 1;
    void event.ready.then(
      (ready) => {
        this.waiting -= 1;
        if (ready) this.push(ready);
      },
      () => (this.waiting -= 1),
    );
    return true;
  }

  private push(event: QueuedEvent): void {
    this.items.push(event);
    if (!this.scheduled) {
      this.scheduled = true;
      // After the response: the caller's own work (building and sending the response) goes first.
      setImmediate(() => {
        this.scheduled = false;
        this.pump();
      });
    }
  }

  /** Events queued or waiting for their id. */
  get size(): number {
    return this.items.length + this.waiting;
  }

  get idle(): boolean {
    return this.items.length === 0 && this.waiting === 0 && this.active === 0 && !this.scheduled;
  }

  get droppedCount(): number {
    return this.dropped;
  }

  private pump(): void {
    while (this.active < this.concurrency && this.items.length > 0) {
      const event = this.items.shift()!;
      this.active += 1;
      void this.send(event)
        .catch(() => {
          // callUpstream has logged the failure; an event is never retried.
        })
        .finally(() => {
          this.active -= 1;
          this.pump();
        });
    }
  }

  /** Resolves once nothing is queued or being sent. */
  async settled(): Promise<void> {
    while (!this.idle) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function sendQueued(event: QueuedEvent): Promise<unknown> {
  const options = { authorization: event.authorization };
  return event.kind === "ab" ? sendAbEvent(event.body, options) : sendEvent(event.body, options);
}

const queue = new EventQueue(sendQueued);

// ---------------------------------------------------------------------------------------
// The journey's API

/**
 * Queues an event as it happens now (its time and session id); its body is made once the
 * visitor's event id is known, or it is not sent ("No EventId found").
 */
function queueEvent(
  events: EventContext,
  happened: Omit<EventEnvelope, "eventId" | "sessionId" | "timestamp">,
  queued: (event: EventEnvelope, authorization: string | null) => QueuedEvent,
): boolean {
  const sessionId = events.sessionId();
  const timestamp = new Date().toISOString();
  const ready = Promise.all([events.eventId(), events.authorization()])
    .then(([eventId, authorization]) => {
      if (eventId) return queued({ ...happened, eventId, sessionId, timestamp }, authorization);
      log.warn("events.not_sent", { eventName: happened.name, reason: NO_EVENT_ID_MESSAGE });
      return null;
    })
    // Never rejects, whether the event is kept or dropped (a rejection nobody awaits would end the process).
    .catch((error: unknown) => {
      log.warn("events.not_sent", { eventName: happened.name, reason: errorText(error) });
      return null;
    });
  return queue.enqueue({ eventName: happened.name, ready });
}

/**
 * Emits one of the catalogued events: sent after the response, never delaying or failing it.
 * Returns whether it was queued (false: the queue is full); without an event id it is then
 * not sent.
 */
export function emitEvent(events: EventContext, event: { name: EventName; data?: EventFields }): boolean {
  return queueEvent(events, { name: event.name, category: EVENT_CATALOGUE[event.name], data: event.data }, (built, authorization) => ({
    kind: "send",
    body: buildEventBody(built),
    authorization,
  }));
}

/**
 * The A/B event (POST /AB/api/v1/events): a variant of an experiment was shown. Goes through
 * the same queue, with the same event id and Authorization rules.
 */
export function emitAbEvent(events: EventContext, shown: { experiment: string; variant: string; data?: EventFields }): boolean {
  const data = { ...shown.data, experiment: shown.experiment, variant: shown.variant };
  return queueEvent(events, { name: AB_EVENT_NAME, category: AB_EVENT_CATEGORY, data }, (built, authorization) => {
    const body = buildEventBody(built);
    return {
      kind: "ab",
      body: { ...body, eventData: { ...body.eventData, experiment: shown.experiment, variant: shown.variant } },
      authorization,
    };
  });
}

/** For tests: resolves once every event id asked for has its answer, and every queued event has been sent (or has failed). */
export async function eventsSettled(): Promise<void> {
  await eventIdsSettled();
  await queue.settled();
}
