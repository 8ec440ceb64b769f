/**
 * The visitor's event id (requirements §7 "Events": createEvent's eventId is stored in a cookie). No page
 * waits for createEvent (decision 030):
 *
 * - A first page asks for the id after it has answered (`eventIdCookie` starts createEvent and
 *   returns at once). The answer is kept in the shared store under the session id, which that
 *   first response already put in the session cookie.
 * - The next page finds it there with one store read (never a createEvent call) and stores it in
 *   the `gl_event_id` cookie; from then on the cookie is the answer and nothing else is asked.
 * - An event that happens before the answer waits for it, after its own response
 *   (`resolveEventId`, read by app/site/events.server.ts): the call under way in this process,
 *   else the shared store, looked at every EVENT_ID_POLL_MS while another instance's call is
 *   under way (its claim). A failure or a timeout gives null: that page's events are not sent
 *   ("No EventId found"), the claim is given up and the next page asks again.
 *
 * The cookie: path /, HttpOnly (only this server sends events), SameSite=Lax, Secure in
 * production, and no Max-Age: it lives as long as the browser session, like the session id it
 * was created for (gl_session is a session cookie too). A 30-day id would outlive its session id
 * and tie the next visits' events to an old session.
 *
 * Bounds: at most MAX_CREATE_EVENT_CALLS calls under way in a process, each at most
 * CREATE_EVENT_TIMEOUT_MS; a claim lasts CLAIM_MS; an answer is kept EVENT_ID_TTL_MS. Nothing
 * here throws into a page.
 */
import { cookies, setCookie } from "~/platform/cookies.server";
import { errorText, log } from "~/platform/log.server";
import { deviceType } from "~/platform/request.server";
import type { AppSession } from "~/platform/session.server";
import { sharedStore } from "~/platform/shared-store.server";
import { eventAuthorization, hasWebViewParam } from "~/site/webview.server";
import { createEvent } from "~/upstream/events.server";
import { EventIdSchema, type CreateEventRequest } from "~/upstream/schemas/events";

/** How long createEvent may take. No page waits for it; a page's events wait at most this (and the poll). */
export const CREATE_EVENT_TIMEOUT_MS = 10_000;
/**
 * How long the shared store keeps a session's event id: it is needed only until the visitor's next
 * page puts it in the cookie. An hour covers a long read of the first page, and bounds what a
 * flood of cookie-less requests can leave in Redis to one short key per request of the last hour.
 */
const EVENT_ID_TTL_MS = 60 * 60 * 1000;
/** How often an instance looks whether another instance's createEvent has answered. */
const EVENT_ID_POLL_MS = 200;
/** createEvent calls under way in one process at most; beyond, a page's id is not asked for (its next page asks again). */
export const MAX_CREATE_EVENT_CALLS = 100;
/** How long a claim (createEvent under way for a session somewhere) holds. */
export const CLAIM_MS = CREATE_EVENT_TIMEOUT_MS + 2_000;
/** The claim's text: not an event id (EventIdSchema refuses "?"). */
const CLAIMED = "?";

const storeKey = (sessionId: string) => `event-id:${sessionId}`;

/** The event id in a Cookie header, or null when there is none or it is not one we could have set. */
export async function readEventId(cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await cookies.eventId.parse(cookieHeader);
  return EventIdSchema.safeParse(value).success ? (value as string) : null;
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
  for (const key of ["entry", "utmSource", "utmMedium", "utmCampaign"] as const) {
    const value = attribution?.[key];
    if (value) properties[key] = value;
  }
  return properties;
}

/** createEvent calls under way in this process, and the ones not made because there were too many. */
let calls = 0;
let refused = 0;
/** A flood logs its first refusal, then one line per this many. */
const REFUSAL_LOG_EVERY = 100;

/** Asks createEvent; null (and a log line) on a failure, a timeout or too many calls under way. */
async function askCreateEvent(request: Request, sessionId: string, properties: CreateEventRequest["properties"]): Promise<string | null> {
  const authorization = await eventAuthorization(request);
  if (calls >= MAX_CREATE_EVENT_CALLS) {
    refused += 1;
    if (refused % REFUSAL_LOG_EVERY === 1) {
      log.warn("events.create_event_failed", {
        reason: "too many createEvent calls under way",
        limit: MAX_CREATE_EVENT_CALLS,
        refusedSoFar: refused,
      });
    }
    return null;
  }
  calls += 1;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), CREATE_EVENT_TIMEOUT_MS);
  });
  try {
    const call = createEvent(
      { properties, timestamp: new Date().toISOString(), sessionId },
      { authorization, timeoutMs: CREATE_EVENT_TIMEOUT_MS },
    ).then(({ data }) => data.data.eventId);
    // ky's own timeout aborts the call; the race also bounds a body that is slow to arrive.
    const answer = await Promise.race([call, timedOut]);
    if (answer === "timeout") {
      call.catch(() => undefined);
      log.warn("events.create_event_failed", { reason: "timeout", timeoutMs: CREATE_EVENT_TIMEOUT_MS });
      return null;
    }
    return answer;
  } catch (error) {
    log.warn("events.create_event_failed", { reason: errorText(error) });
    return null;
  } finally {
    clearTimeout(timer);
    calls -= 1;
  }
}

/**
 * The session's event id through the shared store: its answer when there is one; else a claim
 * and createEvent, the answer kept (or, on a failure, the claim given up); else, while another
 * instance's claim holds, a look every EVENT_ID_POLL_MS. Without a reachable store, createEvent
 * alone (this page's id, not shared).
 */
async function findOrCreate(request: Request, sessionId: string, properties: CreateEventRequest["properties"]): Promise<string | null> {
  const store = sharedStore();
  const key = storeKey(sessionId);
  const deadline = Date.now() + CLAIM_MS;
  for (;;) {
    let claimed: boolean;
    try {
      const held = await store.read(key);
      if (held !== null && held !== CLAIMED) return EventIdSchema.safeParse(held).success ? held : null;
      claimed = held === null && (await store.put(key, CLAIMED, CLAIM_MS, { ifAbsent: true }));
    } catch (error) {
      log.warn("events.event_id_store_failed", { reason: errorText(error) });
      return askCreateEvent(request, sessionId, properties);
    }
    if (claimed) {
      const eventId = await askCreateEvent(request, sessionId, properties);
      // The answer replaces the claim; a failure frees it, so that the next page asks again.
      const kept = eventId ? store.put(key, eventId, EVENT_ID_TTL_MS) : store.reset([key]);
      await kept.catch((error: unknown) => log.warn("events.event_id_store_failed", { reason: errorText(error) }));
      return eventId;
    }
    if (Date.now() >= deadline) {
      log.warn("events.create_event_failed", { reason: "another instance's createEvent did not answer in time" });
      return null;
    }
    await new Promise((resolve) => setTimeout(resolve, EVENT_ID_POLL_MS));
  }
}

/** Ids being found or asked for in this process, by session id: a visitor's parallel requests share one. */
const inFlight = new Map<string, Promise<string | null>>();

/**
 * The visitor's event id: the gl_event_id cookie, else the session's id once it is known (see
 * above; this may take up to CLAIM_MS, so only what runs after the response waits for it). Null
 * when it could not be had, or the session has no id. Never rejects.
 */
export async function resolveEventId(request: Request, session: AppSession): Promise<string | null> {
  const fromCookie = await readEventId(request.headers.get("Cookie"));
  if (fromCookie) return fromCookie;
  const sessionId = session.get("sessionId");
  if (!sessionId) {
    log.warn("events.create_event_skipped", { reason: "the session has no id" });
    return null;
  }
  let pending = inFlight.get(sessionId);
  if (!pending) {
    pending = findOrCreate(request, sessionId, createEventProperties(request, session)).catch((error: unknown) => {
      log.warn("events.create_event_failed", { reason: errorText(error) });
      return null;
    });
    inFlight.set(sessionId, pending);
    void pending.then(() => inFlight.delete(sessionId));
  }
  return pending;
}

/** For tests: resolves once no event id is being found or asked for in this process. */
export async function eventIdsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight.values());
}

/**
 * The root loader's part, which never waits for createEvent: the Set-Cookie that stores the
 * visitor's event id, or null. A visitor with the cookie needs nothing. On a first page
 * (`firstPage`: its session was made by this request) the id is asked for after the response;
 * on a later page the shared store is read once, and when it holds no id yet, it is asked for
 * (or the call under way joined) after the response.
 */
export async function eventIdCookie(request: Request, session: AppSession, { firstPage }: { firstPage: boolean }): Promise<string | null> {
  if (await readEventId(request.headers.get("Cookie"))) return null;
  const sessionId = session.get("sessionId");
  if (!sessionId) return null;
  if (!firstPage) {
    try {
      const held = await sharedStore().read(storeKey(sessionId));
      if (held !== null && EventIdSchema.safeParse(held).success) return await setCookie(cookies.eventId, held);
    } catch (error) {
      log.warn("events.event_id_store_failed", { reason: errorText(error) });
    }
  }
  void resolveEventId(request, session);
  return null;
}
