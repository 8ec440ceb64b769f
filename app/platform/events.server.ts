/**
 * The one way the site emits an analytics event (spec §3 "Event", ARCHITECTURE.md §9):
 * events are queued and sent after the response, bounded in memory; a full queue drops the
 * event with a log line. Sending never delays or fails a page.
 */
import { log } from "~/platform/log.server";
import { sendEvent } from "~/upstream/events.server";
import { EVENT_DESTINATION, type EventCategory } from "~/upstream/schemas/events";

export const EVENT_QUEUE_LIMIT = 500;

export type JourneyEvent = {
  name: string;
  category: EventCategory;
  sessionId?: string;
  data?: Record<string, unknown>;
};

const queue: JourneyEvent[] = [];
let draining = false;

export function emitEvent(event: JourneyEvent): void {
  if (queue.length >= EVENT_QUEUE_LIMIT) {
    log.warn("events.dropped", { name: event.name, queued: queue.length });
    return;
  }
  queue.push(event);
  if (!draining) {
    draining = true;
    setImmediate(() => void drain());
  }
}

async function drain(): Promise<void> {
  try {
    for (let event = queue.shift(); event; event = queue.shift()) {
      try {
        await sendEvent({
          eventName: event.name,
          eventData: { ...event.data, category: event.category, sessionId: event.sessionId, timestamp: new Date().toISOString() },
          destination: EVENT_DESTINATION,
        });
      } catch {
        // callUpstream has logged the failure; an event is never retried.
      }
    }
  } finally {
    draining = false;
  }
}

/** For tests: resolves once the queue is empty. */
export async function eventsSettled(): Promise<void> {
  while (draining || queue.length > 0) await new Promise((resolve) => setTimeout(resolve, 5));
}
