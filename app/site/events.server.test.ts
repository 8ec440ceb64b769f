/**
 * The event entity and its queue (requirements §3 "Event", §6, §8): body building, categories, the
 * JWT header rule, the event id cookie, the bounded queue, and "No EventId found".
 * The event service client is replaced: nothing here goes over the network.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AB_EVENT_NAME,
  buildEventBody,
  DROP_LOG_EVERY,
  emitAbEvent,
  emitEvent,
  EVENT_CATALOGUE,
  EVENT_CATEGORIES,
  EVENT_DESTINATION,
  eventContext,
  EventQueue,
  eventsSettled,
  NO_EVENT_ID_MESSAGE,
  type EventContext,
  type QueuedEvent,
} from "~/site/events.server";
import { readEventId } from "~/site/event-id.server";
import { log } from "~/platform/log.server";
import type { AppSession } from "~/platform/session.server";
import { sendAbEvent, sendEvent } from "~/upstream/events.server";
import { AbEventRequestSchema, SendEventRequestSchema } from "~/upstream/schemas/events";

vi.mock("~/upstream/events.server", () => ({
  sendEvent: vi.fn(async () => ({ status: 200, data: { code: 200, message: "Event accepted" } })),
  sendAbEvent: vi.fn(async () => ({ status: 200, data: { code: 200, message: "Event accepted" } })),
  createEvent: vi.fn(),
}));

const TIMESTAMP = "2026-03-02T10:15:00.000Z";

/** A session that only answers get(): what eventContext reads. */
function fakeSession(values: Record<string, unknown> = {}): AppSession {
  return { get: (key: string) => values[key] } as unknown as AppSession;
}

function request(url: string, cookie?: string): Request {
  return new Request(url, { headers: cookie ? { cookie } : {} });
}

/** A request's event context whose event id is `eventId` (at once, or when the promise settles). */
function context(
  overrides: Omit<Partial<EventContext>, "eventId" | "authorization"> & {
    eventId?: string | null | Promise<string | null>;
    authorization?: string | null;
  } = {},
): EventContext {
  const { eventId = "evt-1", authorization = null, ...rest } = overrides;
  return {
    eventId: () => Promise.resolve(eventId),
    authorization: () => Promise.resolve(authorization),
    sessionId: () => "41234567890123",
    ...rest,
  };
}

afterEach(async () => {
  await eventsSettled();
  vi.mocked(sendEvent).mockClear();
  vi.mocked(sendAbEvent).mockClear();
});

describe("buildEventBody", () => {
  const envelope = {
    name: "pincode_checked",
    category: "DIGITAL-JOURNEY" as const,
    eventId: "evt-1",
    sessionId: "s-1",
    timestamp: TIMESTAMP,
  };

  it("is { eventName, eventData, destination } with the entity's fields inside eventData", () => {
    expect(buildEventBody({ ...envelope, data: { pincode: "560034", serviceable: true } })).toEqual({
      eventName: "pincode_checked",
      eventData: {
        pincode: "560034",
        serviceable: true,
        eventId: "evt-1",
        sessionId: "s-1",
        category: "DIGITAL-JOURNEY",
        timestamp: TIMESTAMP,
      },
      destination: "clickstream_sendevent_datawarehouse",
    });
  });

  it("is what the contract (and so the simulator) accepts", () => {
    expect(SendEventRequestSchema.safeParse(buildEventBody({ ...envelope, data: { leadId: "L1" } })).success).toBe(true);
  });

  it("lets the entity's fields win over data keys of the same name, and leaves out undefined values", () => {
    const body = buildEventBody({
      ...envelope,
      data: { eventId: "forged", category: "ERRORS", sessionId: "other", timestamp: "then", note: undefined, kept: null },
    });
    expect(body.eventData).toEqual({ eventId: "evt-1", sessionId: "s-1", category: "DIGITAL-JOURNEY", timestamp: TIMESTAMP, kept: null });
  });

  it("always goes to the one destination", () => {
    expect(EVENT_DESTINATION).toBe("clickstream_sendevent_datawarehouse");
    expect(buildEventBody(envelope).destination).toBe(EVENT_DESTINATION);
  });
});

describe("categories", () => {
  it("are the five of requirements §3", () => {
    expect(EVENT_CATEGORIES).toEqual(["PAGE-VIEWS", "INTERACTIONS", "DIGITAL-JOURNEY", "ERRORS", "PL-FLOW"]);
  });

  it("every catalogued event has one of them", () => {
    for (const category of Object.values(EVENT_CATALOGUE)) expect(EVENT_CATEGORIES).toContain(category);
  });

  it.each([
    ["lead_created", "DIGITAL-JOURNEY"],
    ["otp_sent", "DIGITAL-JOURNEY"],
    ["otp_verified", "DIGITAL-JOURNEY"],
    ["pincode_checked", "DIGITAL-JOURNEY"],
    ["scheme_chosen", "DIGITAL-JOURNEY"],
    ["branch_visit_booked", "DIGITAL-JOURNEY"],
    ["doorstep_visit_booked", "DIGITAL-JOURNEY"],
    ["branch_visit_rescheduled", "DIGITAL-JOURNEY"],
    ["doorstep_visit_rescheduled", "DIGITAL-JOURNEY"],
    ["branch_visit_cancelled", "DIGITAL-JOURNEY"],
    ["doorstep_visit_cancelled", "DIGITAL-JOURNEY"],
    ["callback_requested", "INTERACTIONS"],
    ["error_shown", "ERRORS"],
  ] as const)("%s is %s", (name, category) => {
    expect(EVENT_CATALOGUE[name]).toBe(category);
  });

  it("emitEvent sends the catalogue's category", async () => {
    emitEvent(context(), { name: "error_shown", data: { where: "slots" } });
    await eventsSettled();
    expect(vi.mocked(sendEvent).mock.calls[0]![0].eventData.category).toBe("ERRORS");
  });

  it("docs/events.md lists every event with its category", () => {
    const doc = readFileSync(new URL("../../docs/events.md", import.meta.url), "utf8");
    for (const [name, category] of Object.entries(EVENT_CATALOGUE)) {
      expect(doc, name).toMatch(new RegExp(`\\|\\s*\`${name}\`\\s*\\|\\s*${category}\\s*\\|`));
    }
    expect(doc).toMatch(new RegExp(`\\|\\s*\`${AB_EVENT_NAME}\`\\s*\\|\\s*PAGE-VIEWS\\s*\\|`));
  });
});

describe("eventContext's Authorization (requirements §6)", () => {
  it("ignores the session's webView flag: only the query parameter counts", async () => {
    const events = eventContext(request("https://site.test/lp/pincode", "jwt=a.b.c"), fakeSession({ webView: true }));
    expect(await events.authorization()).toBeNull();
    expect(await eventContext(request("https://site.test/lp/pincode?webView=true", "jwt=a.b.c"), fakeSession()).authorization()).toBe(
      "JWT a.b.c",
    );
  });
});

describe("the event id cookie", () => {
  it("is read from gl_event_id, as browsers hold it", async () => {
    expect(await readEventId("gl_session=abc; gl_event_id=evt-7f3a; jwt=x")).toBe("evt-7f3a");
    expect(await readEventId("gl_event_id=evt:7f3a")).toBe("evt:7f3a");
  });

  it.each([
    [null],
    [""],
    ["gl_session=abc"],
    ["gl_event_id="],
    ["gl_event_id=<script>"],
    ["gl_event_id=evt%2D1"],
    [`gl_event_id=${"a".repeat(129)}`],
  ])("is absent in %j", async (header) => {
    expect(await readEventId(header)).toBeNull();
  });

  it("eventContext takes the cookie; without it and without a session id there is none", async () => {
    vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const req = request("https://site.test/lp/otp", "gl_event_id=evt-cookie");
    expect(await eventContext(req, fakeSession()).eventId()).toBe("evt-cookie");
    expect(await eventContext(request("https://site.test/"), fakeSession()).eventId()).toBeNull();
  });

  it("eventContext reads the session id when the event is emitted, not when it is made", () => {
    const values: Record<string, unknown> = {};
    const events = eventContext(request("https://site.test/"), fakeSession(values));
    values.sessionId = "51234567890123";
    expect(events.sessionId()).toBe("51234567890123");
  });
});

describe("No EventId found (requirements §8)", () => {
  it("an event without an event id is not sent, and the log says so", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);

    emitEvent(context({ eventId: null }), { name: "lead_created", data: { leadId: "L1" } });
    await eventsSettled();

    expect(sendEvent).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("events.not_sent", { eventName: "lead_created", reason: NO_EVENT_ID_MESSAGE });
    expect(NO_EVENT_ID_MESSAGE).toBe("No EventId found");
  });

  it("the same for an A/B event", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    emitAbEvent(context({ eventId: null }), { experiment: "hero", variant: "b" });
    await eventsSettled();
    expect(sendAbEvent).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("events.not_sent", { eventName: AB_EVENT_NAME, reason: "No EventId found" });
  });

  it("with an event id the event is sent, with the context's session id and Authorization", async () => {
    emitEvent(context({ authorization: "JWT abc" }), { name: "otp_verified", data: { leadId: "L1" } });
    await eventsSettled();
    expect(sendEvent).toHaveBeenCalledTimes(1);
    const [body, options] = vi.mocked(sendEvent).mock.calls[0]!;
    expect(body).toMatchObject({
      eventName: "otp_verified",
      eventData: { leadId: "L1", eventId: "evt-1", sessionId: "41234567890123", category: "DIGITAL-JOURNEY" },
    });
    expect(options).toEqual({ authorization: "JWT abc" });
  });
});

describe("an event that happens before its event id is known", () => {
  it("waits for it, then is sent with it, its own time and the session id it happened in", async () => {
    let answer!: (eventId: string | null) => void;
    const events = context({ eventId: new Promise((resolve) => (answer = resolve)) });

    expect(emitEvent(events, { name: "lead_created", data: { leadId: "L1" } })).toBe(true);
    const happened = Date.now();
    setTimeout(() => answer("evt-late"), 30);
    await eventsSettled();

    expect(sendEvent).toHaveBeenCalledTimes(1);
    const [body] = vi.mocked(sendEvent).mock.calls[0]!;
    expect(body.eventData).toMatchObject({ leadId: "L1", eventId: "evt-late", sessionId: "41234567890123" });
    expect(Date.parse(String(body.eventData.timestamp))).toBeLessThanOrEqual(happened);
  });

  it("is not sent, and nothing is left unhandled, when finding the id fails in a way nobody expected", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const events: EventContext = { ...context(), eventId: () => Promise.reject(new Error("the store is gone")) };

    expect(emitEvent(events, { name: "lead_created" })).toBe(true);
    await eventsSettled();

    expect(sendEvent).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("events.not_sent", { eventName: "lead_created", reason: "the store is gone" });
  });

  it("eventsSettled waits for it too", async () => {
    let answer!: (eventId: string | null) => void;
    emitAbEvent(context({ eventId: new Promise((resolve) => (answer = resolve)) }), { experiment: "hero", variant: "b" });
    setTimeout(() => answer("evt-late"), 30);
    // Settled only once the id came and the event was sent.
    await eventsSettled();
    expect(sendAbEvent).toHaveBeenCalledTimes(1);
  });
});

describe("emitAbEvent", () => {
  it("goes to the A/B client with the experiment and the variant", async () => {
    expect(emitAbEvent(context(), { experiment: "hero-copy", variant: "b", data: { path: "/lp/basic-details" } })).toBe(true);
    await eventsSettled();
    expect(sendEvent).not.toHaveBeenCalled();
    const [body] = vi.mocked(sendAbEvent).mock.calls[0]!;
    expect(AbEventRequestSchema.parse(body)).toMatchObject({
      eventName: AB_EVENT_NAME,
      eventData: { experiment: "hero-copy", variant: "b", path: "/lp/basic-details", eventId: "evt-1", category: "PAGE-VIEWS" },
      destination: EVENT_DESTINATION,
    });
  });
});

describe("EventQueue", () => {
  const event = (name: string): QueuedEvent => ({
    kind: "send",
    body: buildEventBody({ name, category: "INTERACTIONS", eventId: "e", sessionId: null, timestamp: TIMESTAMP }),
    authorization: null,
  });

  /** A sender whose calls stay open until release(). */
  function blockedSender() {
    const sent: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = async (queued: QueuedEvent) => {
      sent.push(queued.body.eventName);
      await gate;
    };
    return { sent, send, release: () => release() };
  }

  beforeEach(() => {
    vi.spyOn(log, "warn").mockImplementation(() => undefined);
  });

  it("never sends while the caller runs: sending starts on a later turn", async () => {
    const sender = blockedSender();
    const queue = new EventQueue(sender.send, 10, 2);
    queue.enqueue(event("a"));
    expect(sender.sent).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sender.sent).toEqual(["a"]);
    sender.release();
    await queue.settled();
  });

  it("drops an event when full, with a log line, and sends the ones it kept", async () => {
    const sender = blockedSender();
    const queue = new EventQueue(sender.send, 2, 1);

    expect(queue.enqueue(event("a"))).toBe(true);
    expect(queue.enqueue(event("b"))).toBe(true);
    expect(queue.enqueue(event("c"))).toBe(false);

    expect(queue.size).toBe(2);
    expect(queue.droppedCount).toBe(1);
    expect(log.warn).toHaveBeenCalledWith("events.dropped", { eventName: "c", queued: 2, limit: 2, droppedSoFar: 1 });
    sender.release();
    await queue.settled();
    expect(sender.sent).toEqual(["a", "b"]);
  });

  it("counts only waiting events against the bound: the ones being sent have left the queue", async () => {
    const sender = blockedSender();
    const queue = new EventQueue(sender.send, 2, 2);
    queue.enqueue(event("a"));
    queue.enqueue(event("b"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.enqueue(event("c"))).toBe(true);
    expect(queue.enqueue(event("d"))).toBe(true);
    expect(queue.enqueue(event("e"))).toBe(false);
    sender.release();
    await queue.settled();
    expect(sender.sent).toEqual(["a", "b", "c", "d"]);
  });

  it("counts an event waiting for its id against the bound until it is ready; one that will not be sent frees its place", async () => {
    const sender = blockedSender();
    const queue = new EventQueue(sender.send, 2, 1);
    let ready!: (event: QueuedEvent | null) => void;
    let notSent!: (event: QueuedEvent | null) => void;

    expect(queue.enqueue({ eventName: "a", ready: new Promise((resolve) => (ready = resolve)) })).toBe(true);
    expect(queue.enqueue({ eventName: "b", ready: new Promise((resolve) => (notSent = resolve)) })).toBe(true);
    expect(queue.enqueue({ eventName: "c", ready: Promise.resolve(event("c")) })).toBe(false);
    expect(queue.size).toBe(2);
    expect(log.warn).toHaveBeenCalledWith("events.dropped", { eventName: "c", queued: 2, limit: 2, droppedSoFar: 1 });

    notSent(null);
    ready(event("a"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.enqueue(event("d"))).toBe(true);
    sender.release();
    await queue.settled();
    expect(sender.sent).toEqual(["a", "d"]);
  });

  it("sends at most `concurrency` at a time", async () => {
    let open = 0;
    let most = 0;
    const queue = new EventQueue(
      async () => {
        open += 1;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 5));
        open -= 1;
      },
      50,
      3,
    );
    for (let i = 0; i < 12; i += 1) queue.enqueue(event(`e${i}`));
    await queue.settled();
    expect(most).toBe(3);
  });

  it(`logs the first drop, then one line per ${DROP_LOG_EVERY}`, () => {
    const queue = new EventQueue(blockedSender().send, 0, 1);
    for (let i = 0; i < DROP_LOG_EVERY + 1; i += 1) queue.enqueue(event(`e${i}`));
    expect(queue.droppedCount).toBe(DROP_LOG_EVERY + 1);
    expect(vi.mocked(log.warn).mock.calls.filter(([name]) => name === "events.dropped")).toHaveLength(2);
  });

  it("goes on after a failed send (never retried)", async () => {
    const sent: string[] = [];
    const queue = new EventQueue(
      async (queued) => {
        sent.push(queued.body.eventName);
        if (queued.body.eventName === "a") throw new Error("events are down");
      },
      10,
      1,
    );
    queue.enqueue(event("a"));
    queue.enqueue(event("b"));
    await queue.settled();
    expect(sent).toEqual(["a", "b"]);
  });
});
