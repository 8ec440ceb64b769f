/**
 * The event id without the network (decision 030): the cookie, the properties, the shared store's
 * answer and claim, and that nothing fails or waits past its bounds (the client is replaced, the
 * store is the in-memory one; tests/integration/events.test.ts uses the simulator).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CLAIM_MS,
  CREATE_EVENT_TIMEOUT_MS,
  createEventProperties,
  eventIdCookie,
  MAX_CREATE_EVENT_CALLS,
  resolveEventId,
} from "~/site/event-id.server";
import { cookies } from "~/platform/cookies.server";
import { log } from "~/platform/log.server";
import type { AppSession } from "~/platform/session.server";
import { sharedStore } from "~/platform/shared-store.server";
import { createEvent } from "~/upstream/events.server";
import { UpstreamError } from "~/upstream/http.server";

vi.mock("~/upstream/events.server", () => ({ createEvent: vi.fn(), sendEvent: vi.fn(), sendAbEvent: vi.fn() }));
vi.mock("~/platform/env.server", () => ({ env: () => ({ isProduction: false }) }));

function fakeSession(values: Record<string, unknown> = {}): AppSession {
  return { get: (key: string) => values[key] } as unknown as AppSession;
}

const answer = (eventId: string) => ({ status: 200, data: { code: 200, data: { eventId } } });

beforeEach(() => {
  vi.spyOn(log, "warn").mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.mocked(createEvent).mockReset();
  vi.useRealTimers();
  await sharedStore().clear();
});

let sessions = 0;
/** A session with an id of its own (ids are never shared between tests). */
const newSession = () => fakeSession({ sessionId: String(81234567890000 + (sessions += 1)) });

/** A createEvent call that answers when the test says. */
function heldCreateEvent() {
  let release!: (eventId: string) => void;
  vi.mocked(createEvent).mockReturnValue(new Promise((resolve) => (release = (eventId) => resolve(answer(eventId)))) as never);
  return (eventId: string) => release(eventId);
}

describe("the gl_event_id cookie", () => {
  it("is a session cookie for the whole site, HttpOnly and SameSite=Lax, holding the id as it is", async () => {
    expect(await cookies.eventId.serialize("evt-1")).toBe("gl_event_id=evt-1; Path=/; HttpOnly; SameSite=Lax");
    expect(await cookies.eventId.serialize("evt:1.a_b")).toBe("gl_event_id=evt:1.a_b; Path=/; HttpOnly; SameSite=Lax");
  });

  it("is Secure in production", async () => {
    expect(await cookies.eventId.serialize("evt-1", { secure: true })).toBe("gl_event_id=evt-1; Path=/; HttpOnly; Secure; SameSite=Lax");
  });
});

describe("createEventProperties", () => {
  it("says where the visit starts, without the query string or personal data", () => {
    const request = new Request("https://site.test/lp/basic-details?utm_source=google&phone=9876543210&webView=true", {
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 13) Mobile" },
    });
    const session = fakeSession({
      attribution: { entry: "landing", landingUrl: "/lp/basic-details?phone=9876543210", utmSource: "google", utmCampaign: "diwali" },
    });

    expect(createEventProperties(request, session)).toEqual({
      path: "/lp/basic-details",
      deviceType: "mobile",
      webView: true,
      entry: "landing",
      utmSource: "google",
      utmCampaign: "diwali",
    });
  });
});

describe("resolveEventId", () => {
  it("takes the cookie and calls nothing", async () => {
    const request = new Request("https://site.test/", { headers: { cookie: "gl_event_id=evt-old" } });
    expect(await resolveEventId(request, newSession())).toBe("evt-old");
    expect(createEvent).not.toHaveBeenCalled();
  });

  it("asks createEvent once with the session id; the answer is kept, so the session's next request asks nothing", async () => {
    vi.mocked(createEvent).mockResolvedValue(answer("evt-new") as never);
    const session = newSession();

    expect(await resolveEventId(new Request("https://site.test/lp/basic-details"), session)).toBe("evt-new");
    expect(await resolveEventId(new Request("https://site.test/lp/pincode"), session)).toBe("evt-new");

    expect(createEvent).toHaveBeenCalledTimes(1);
    expect(vi.mocked(createEvent).mock.calls[0]![0]).toMatchObject({
      sessionId: session.get("sessionId"),
      properties: { path: "/lp/basic-details" },
    });
    expect(vi.mocked(createEvent).mock.calls[0]![1]).toMatchObject({ timeoutMs: CREATE_EVENT_TIMEOUT_MS });
  });

  it("sends the JWT header only under the webView rule", async () => {
    vi.mocked(createEvent).mockResolvedValue(answer("evt-new") as never);
    await resolveEventId(new Request("https://site.test/?webView=true", { headers: { cookie: "jwt=t.o.k" } }), newSession());
    await resolveEventId(new Request("https://site.test/", { headers: { cookie: "jwt=t.o.k" } }), newSession());
    expect(vi.mocked(createEvent).mock.calls.map(([, options]) => options?.authorization)).toEqual(["JWT t.o.k", null]);
  });

  it("without a session id, calls nothing and gives null", async () => {
    expect(await resolveEventId(new Request("https://site.test/"), fakeSession())).toBeNull();
    expect(createEvent).not.toHaveBeenCalled();
  });

  it("gives null and logs when createEvent fails, and the next request asks again", async () => {
    const session = newSession();
    vi.mocked(createEvent).mockRejectedValueOnce(
      new UpstreamError("http", "The server answered 500. Please try again.", "http://sim/x", 500),
    );
    expect(await resolveEventId(new Request("https://site.test/"), session)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      "events.create_event_failed",
      expect.objectContaining({ reason: expect.stringContaining("500") }),
    );

    vi.mocked(createEvent).mockResolvedValue(answer("evt-second") as never);
    expect(await resolveEventId(new Request("https://site.test/"), session)).toBe("evt-second");
    expect(createEvent).toHaveBeenCalledTimes(2);
  });

  it(`gives null once its ${CREATE_EVENT_TIMEOUT_MS} ms are up when createEvent does not answer`, async () => {
    vi.mocked(createEvent).mockReturnValue(new Promise(() => undefined) as never);
    // The test's clock: the answer comes when CREATE_EVENT_TIMEOUT_MS of it have passed, not before.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let answered = false;
    const answer = resolveEventId(new Request("https://site.test/"), newSession()).finally(() => (answered = true));
    await vi.advanceTimersByTimeAsync(CREATE_EVENT_TIMEOUT_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    expect(await answer).toBeNull();
    expect(log.warn).toHaveBeenCalledWith("events.create_event_failed", { reason: "timeout", timeoutMs: CREATE_EVENT_TIMEOUT_MS });
  });

  it("never throws, even when the client does", async () => {
    vi.mocked(createEvent).mockImplementation(() => {
      throw new TypeError("boom");
    });
    expect(await resolveEventId(new Request("https://site.test/"), newSession())).toBeNull();
  });

  it("parallel requests of one session share one createEvent call", async () => {
    const release = heldCreateEvent();
    const session = newSession();
    const both = Promise.all([
      resolveEventId(new Request("https://site.test/a"), session),
      resolveEventId(new Request("https://site.test/b"), session),
    ]);
    release("evt-shared");
    expect(await both).toEqual(["evt-shared", "evt-shared"]);
    expect(createEvent).toHaveBeenCalledTimes(1);
  });

  it("waits for another instance's call under way (its claim in the shared store) and takes its answer", async () => {
    const session = newSession();
    const key = `event-id:${session.get("sessionId")}`;
    await sharedStore().put(key, "?", CLAIM_MS);

    const answer = resolveEventId(new Request("https://site.test/"), session);
    setTimeout(() => void sharedStore().put(key, "evt-elsewhere", 60_000), 50);

    expect(await answer).toBe("evt-elsewhere");
    expect(createEvent).not.toHaveBeenCalled();
  });

  it(`gives null when another instance's claim has not answered in ${CLAIM_MS} ms`, async () => {
    const session = newSession();
    await sharedStore().put(`event-id:${session.get("sessionId")}`, "?", 10 * CLAIM_MS);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });

    let answered = false;
    const answer = resolveEventId(new Request("https://site.test/"), session).finally(() => (answered = true));
    await vi.advanceTimersByTimeAsync(CLAIM_MS - 500);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);

    expect(await answer).toBeNull();
    expect(createEvent).not.toHaveBeenCalled();
  });

  it("asks createEvent alone when the shared store cannot be reached", async () => {
    vi.spyOn(sharedStore(), "read").mockRejectedValueOnce(new Error("Redis is not reachable"));
    vi.mocked(createEvent).mockResolvedValue(answer("evt-unshared") as never);

    expect(await resolveEventId(new Request("https://site.test/"), newSession())).toBe("evt-unshared");
    expect(log.warn).toHaveBeenCalledWith("events.event_id_store_failed", { reason: "Redis is not reachable" });
  });

  it(`has at most ${MAX_CREATE_EVENT_CALLS} createEvent calls under way; beyond, a session gets null at once`, async () => {
    const release = heldCreateEvent();
    const held = Array.from({ length: MAX_CREATE_EVENT_CALLS }, () => resolveEventId(new Request("https://site.test/"), newSession()));
    await vi.waitFor(() => expect(createEvent).toHaveBeenCalledTimes(MAX_CREATE_EVENT_CALLS));

    expect(await resolveEventId(new Request("https://site.test/"), newSession())).toBeNull();
    expect(createEvent).toHaveBeenCalledTimes(MAX_CREATE_EVENT_CALLS);
    expect(log.warn).toHaveBeenCalledWith(
      "events.create_event_failed",
      expect.objectContaining({ reason: "too many createEvent calls under way", limit: MAX_CREATE_EVENT_CALLS }),
    );
    release("evt-many");
    expect(new Set(await Promise.all(held))).toEqual(new Set(["evt-many"]));
  });
});

describe("eventIdCookie (the root loader's part)", () => {
  it("on a first page, asks for the id without waiting for the answer", async () => {
    const release = heldCreateEvent();
    const session = newSession();

    // createEvent has not answered (and will not until released): the page has its answer anyway.
    expect(await eventIdCookie(new Request("https://site.test/lp/basic-details"), session, { firstPage: true })).toBeNull();
    await vi.waitFor(() => expect(createEvent).toHaveBeenCalledTimes(1));

    release("evt-first");
    // The next page finds it and sets the cookie, asking nothing.
    await vi.waitFor(async () =>
      expect(await eventIdCookie(new Request("https://site.test/lp/otp"), session, { firstPage: false })).toBe(
        "gl_event_id=evt-first; Path=/; HttpOnly; SameSite=Lax",
      ),
    );
    expect(createEvent).toHaveBeenCalledTimes(1);
  });

  it("with the cookie, does nothing", async () => {
    const request = new Request("https://site.test/", { headers: { cookie: "gl_event_id=evt-old" } });
    expect(await eventIdCookie(request, newSession(), { firstPage: false })).toBeNull();
    expect(createEvent).not.toHaveBeenCalled();
  });

  it("on a later page whose id is not in the store (the first createEvent failed), asks again without waiting", async () => {
    const release = heldCreateEvent();
    const session = newSession();

    expect(await eventIdCookie(new Request("https://site.test/lp/otp"), session, { firstPage: false })).toBeNull();
    await vi.waitFor(() => expect(createEvent).toHaveBeenCalledTimes(1));
    release("evt-again");
    expect(await resolveEventId(new Request("https://site.test/lp/otp"), session)).toBe("evt-again");
  });

  it("without a session id, does nothing", async () => {
    expect(await eventIdCookie(new Request("https://site.test/"), fakeSession(), { firstPage: false })).toBeNull();
    expect(createEvent).not.toHaveBeenCalled();
  });
});
