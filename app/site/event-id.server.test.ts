/**
 * ensureEventId without the network: the cookie, the properties, and that it never fails or
 * waits past its timeout (the client is replaced; the integration test uses the simulator).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventProperties, ensureEventId, eventIdCookieHeader } from "~/site/event-id.server";
import { log } from "~/platform/log.server";
import type { AppSession } from "~/platform/session.server";
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

afterEach(() => {
  vi.mocked(createEvent).mockReset();
});

describe("eventIdCookieHeader", () => {
  it("is a session cookie for the whole site, HttpOnly and SameSite=Lax", () => {
    expect(eventIdCookieHeader("evt-1", { secure: false })).toBe("gl_event_id=evt-1; Path=/; HttpOnly; SameSite=Lax");
  });

  it("is Secure in production", () => {
    expect(eventIdCookieHeader("evt-1", { secure: true })).toBe("gl_event_id=evt-1; Path=/; HttpOnly; SameSite=Lax; Secure");
  });
});

describe("createEventProperties", () => {
  it("says where the visit starts, without the query string or personal data", () => {
    const request = new Request("https://site.test/lp/basic-details?utm_source=google&phone=9876543210&webView=true", {
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 13) Mobile" },
    });
    const session = fakeSession({ attribution: { entry: "landing", landingUrl: "/lp/basic-details?phone=9876543210", utmSource: "google", utmCampaign: "diwali" } });

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

describe("ensureEventId", () => {
  const session = fakeSession({ sessionId: "71234567890123" });

  it("takes the cookie and calls nothing", async () => {
    const request = new Request("https://site.test/", { headers: { cookie: "gl_event_id=evt-old" } });
    expect(await ensureEventId(request, session)).toEqual({ eventId: "evt-old", setCookie: null });
    expect(createEvent).not.toHaveBeenCalled();
  });

  it("asks for one with the session id, and sets the cookie", async () => {
    vi.mocked(createEvent).mockResolvedValue(answer("evt-new") as never);
    const result = await ensureEventId(new Request("https://site.test/lp/basic-details"), session);
    expect(result).toEqual({ eventId: "evt-new", setCookie: "gl_event_id=evt-new; Path=/; HttpOnly; SameSite=Lax" });
    expect(vi.mocked(createEvent).mock.calls[0]![0]).toMatchObject({ sessionId: "71234567890123", properties: { path: "/lp/basic-details" } });
  });

  it("sends the JWT header only under the webView rule", async () => {
    vi.mocked(createEvent).mockResolvedValue(answer("evt-new") as never);
    await ensureEventId(new Request("https://site.test/?webView=true", { headers: { cookie: "jwt=tok" } }), fakeSession({ sessionId: "1" }));
    await ensureEventId(new Request("https://site.test/", { headers: { cookie: "jwt=tok" } }), fakeSession({ sessionId: "2" }));
    expect(vi.mocked(createEvent).mock.calls.map(([, options]) => options?.authorization)).toEqual(["JWT tok", null]);
  });

  it("without a session id, calls nothing and gives nulls", async () => {
    expect(await ensureEventId(new Request("https://site.test/"), fakeSession())).toEqual({ eventId: null, setCookie: null });
    expect(createEvent).not.toHaveBeenCalled();
  });

  it("gives nulls and logs when createEvent fails", async () => {
    vi.mocked(createEvent).mockRejectedValue(new UpstreamError("http", "The server answered 500. Please try again.", "http://sim/x", 500));
    expect(await ensureEventId(new Request("https://site.test/"), session)).toEqual({ eventId: null, setCookie: null });
    expect(log.warn).toHaveBeenCalledWith("events.create_event_failed", expect.objectContaining({ reason: expect.stringContaining("500") }));
  });

  it("gives nulls within its timeout when createEvent does not answer", async () => {
    vi.mocked(createEvent).mockReturnValue(new Promise(() => undefined) as never);
    // The test's clock: the answer comes when 50 ms of it have passed, not before.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let answered = false;
    const answer = ensureEventId(new Request("https://site.test/"), session, { timeoutMs: 50 }).finally(() => (answered = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    vi.useRealTimers();
    expect(await answer).toEqual({ eventId: null, setCookie: null });
    expect(vi.mocked(createEvent).mock.calls[0]![1]).toMatchObject({ timeoutMs: 50 });
    expect(log.warn).toHaveBeenCalledWith("events.create_event_failed", { reason: "timeout", timeoutMs: 50 });
  });

  it("never throws, even when the answer is not usable", async () => {
    vi.mocked(createEvent).mockImplementation(() => {
      throw new TypeError("boom");
    });
    expect(await ensureEventId(new Request("https://site.test/"), session)).toEqual({ eventId: null, setCookie: null });
  });

  it("parallel requests of one session share one createEvent call", async () => {
    let resolve!: (value: unknown) => void;
    vi.mocked(createEvent).mockReturnValue(new Promise((r) => (resolve = r)) as never);
    const both = Promise.all([ensureEventId(new Request("https://site.test/a"), session), ensureEventId(new Request("https://site.test/b"), session)]);
    resolve(answer("evt-shared"));
    const [first, second] = await both;
    expect(first.eventId).toBe("evt-shared");
    expect(second.eventId).toBe("evt-shared");
    expect(createEvent).toHaveBeenCalledTimes(1);
  });
});
