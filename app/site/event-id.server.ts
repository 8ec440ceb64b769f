/**
 * The visitor's event id (spec §7 "Events": createEvent's eventId is stored in a cookie).
 *
 * The cookie `gl_event_id` holds the id as the events service gave it: path /, HttpOnly (only
 * this server sends events), SameSite=Lax, Secure in production, and no Max-Age: it lives as
 * long as the browser session, like the session id it was created for (gl_session is a
 * session cookie too). A 30-day id would outlive its session id and tie the next visits'
 * events to an old session.
 *
 * ensureEventId never fails a page: a missing id is asked for with a short timeout, and a
 * failure or a timeout gives nulls and a log line (the page's events are then not sent, and
 * the next request asks again).
 */
import { env } from "~/platform/env.server";
import { EVENT_ID_COOKIE, readEventId } from "~/site/events.server";
import { eventAuthorization, hasWebViewParam } from "~/site/webview.server";
import { log } from "~/platform/log.server";
import { deviceType } from "~/platform/request.server";
import type { AppSession } from "~/platform/session.server";
import { createEvent } from "~/upstream/events.server";
import type { CreateEventRequest } from "~/upstream/schemas/events";

/** How long a page waits for createEvent before going on without an event id. */
export const CREATE_EVENT_TIMEOUT_MS = 300;

export type EnsuredEventId = { eventId: string | null; setCookie: string | null };

const NONE: EnsuredEventId = { eventId: null, setCookie: null };

/** The Set-Cookie header that stores an event id. */
export function eventIdCookieHeader(eventId: string, options: { secure: boolean }): string {
  return `${EVENT_ID_COOKIE}=${eventId}; Path=/; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/** createEvent's properties: what we know of the visit, without personal data. */
export function createEventProperties(request: Request, session: AppSession): CreateEventRequest["properties"] {
  const url = new URL(request.url);
  const attribution = session.get("attribution");
  const properties: Record<string, string | boolean> = {
    path: url.pathname,
    deviceType: deviceType(request),
    webView: hasWebViewParam(request),
  };
  if (attribution?.entry) properties.entry = attribution.entry;
  if (attribution?.utmSource) properties.utmSource = attribution.utmSource;
  if (attribution?.utmMedium) properties.utmMedium = attribution.utmMedium;
  if (attribution?.utmCampaign) properties.utmCampaign = attribution.utmCampaign;
  return properties;
}

/** createEvent calls in flight, by session id: parallel requests of one visitor share one call. */
const inFlight = new Map<string, Promise<string | null>>();

async function askForEventId(request: Request, sessionId: string, properties: CreateEventRequest["properties"], timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const call = createEvent(
      { properties, timestamp: new Date().toISOString(), sessionId },
      { authorization: eventAuthorization(request), timeoutMs },
    ).then(({ data }) => data.data.eventId);
    // ky's own timeout aborts the call; the race also bounds a body that is slow to arrive.
    const answer = await Promise.race([call, timedOut]);
    if (answer === "timeout") {
      call.catch(() => undefined);
      log.warn("events.create_event_failed", { reason: "timeout", timeoutMs });
      return null;
    }
    return answer;
  } catch (error) {
    log.warn("events.create_event_failed", { reason: error instanceof Error ? error.message : String(error) });
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The visitor's event id: the gl_event_id cookie, else a new one from createEvent (with the
 * session's id) and the Set-Cookie header that stores it. Never throws and never waits longer
 * than `timeoutMs`: on a failure or a timeout it returns nulls and logs. The session must
 * already have its id (the root loader gives it one on the first request).
 */
export async function ensureEventId(
  request: Request,
  session: AppSession,
  options: { timeoutMs?: number } = {},
): Promise<EnsuredEventId> {
  try {
    const existing = readEventId(request.headers.get("Cookie"));
    if (existing) return { eventId: existing, setCookie: null };
    const sessionId = session.get("sessionId");
    if (!sessionId) {
      log.warn("events.create_event_skipped", { reason: "the session has no id yet" });
      return NONE;
    }
    let pending = inFlight.get(sessionId);
    if (!pending) {
      pending = askForEventId(request, sessionId, createEventProperties(request, session), options.timeoutMs ?? CREATE_EVENT_TIMEOUT_MS);
      inFlight.set(sessionId, pending);
      // askForEventId never rejects.
      void pending.then(() => inFlight.delete(sessionId));
    }
    const eventId = await pending;
    if (!eventId) return NONE;
    return { eventId, setCookie: eventIdCookieHeader(eventId, { secure: env().isProduction }) };
  } catch (error) {
    log.warn("events.create_event_failed", { reason: error instanceof Error ? error.message : String(error) });
    return NONE;
  }
}
