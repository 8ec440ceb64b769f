/**
 * Analytics events against the simulator (requirements §3 "Event", §6, §7 "Events", §8;
 * docs/events.md): the event id (createEvent after the first page, the gl_event_id cookie from
 * the next: decision 030), the journey's events through the real actions, the JWT header rule,
 * A/B events, ERRORS events, and that a slow or failing events service never delays or fails a page.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  call,
  CookieJar,
  fault,
  getRequest,
  HELD_MS,
  journal,
  leadFields,
  otpId,
  pollUntil,
  postRequest,
  useSimulatedApp,
} from "./helpers";
import {
  chooseScheme,
  choosePincode,
  freeSlot,
  land,
  landWithEventId,
  sessionIdOf,
  loadOtpPage,
  loadSchemesPage,
  postBooking,
  postOtp,
  postPincode,
  submitLeadForm,
} from "./journey";
import { CREATE_EVENT_TIMEOUT_MS } from "~/site/event-id.server";
import { AB_EVENT_NAME, emitAbEvent, EVENT_DESTINATION, eventContext, eventsSettled, NO_EVENT_ID_MESSAGE } from "~/site/events.server";
import { log } from "~/platform/log.server";
import { getSession } from "~/platform/session.server";
import * as root from "~/root";
import * as pincodeRoute from "~/routes/lp.pincode";
import { GOOGLEBOT_USER_AGENT, type JournalEntry, PINCODES } from "../support/fixtures";

// The production default: a send that a page waited for would end (timed out) at 2 s, before the
// page answered; the tests below hold the events service (HELD_MS) and check that each step
// answered while its own event was still under way.
const app = useSimulatedApp({ env: () => ({ UPSTREAM_TIMEOUT_MS: "2000" }) });

const CREATE = "/api/v1/eventService/createEvent";
const SEND = "/api/v1/eventService/sendEvent";
const AB = "/AB/api/v1/events";
const SERVICEABILITY = "/insight/pincode-serviceability";
const MASTER_SCHEMES = "/pricing/masterschemes";
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJDVVMtMSJ9.c2lnbmF0dXJl";

afterEach(() => eventsSettled());

/** The event id cookie's Set-Cookie: the id, path /, HttpOnly, SameSite=Lax, no Max-Age (a browser-session cookie). */
const EVENT_ID_SET_COOKIE = /^gl_event_id=(evt-[0-9a-f-]{36}); Path=\/; HttpOnly; SameSite=Lax$/;

function headersWithCookie(line: string): Headers {
  return new Headers({ "Set-Cookie": line });
}

/** A landing whose createEvent failed (503): no gl_event_id cookie, and an empty journal. */
async function landWithoutEventId(jar: CookieJar, path = "/lp/basic-details") {
  const failed = await fault(app, { path: CREATE, status: 503, times: 1 });
  await land(jar, path);
  await eventsSettled();
  expect(jar.has("gl_event_id")).toBe(false);
  await app.control.clearFault(failed);
  await clearJournal();
}

const clearJournal = () => app.control.clearJournal();

async function sent(): Promise<JournalEntry[]> {
  await eventsSettled();
  return journal(app, SEND, "POST");
}

async function sentNamed(name: string): Promise<JournalEntry[]> {
  return (await sent()).filter((entry) => entry.body.eventName === name);
}

/** Runs a step (its outcome as `outcome`, as the steps below read it). */
async function step<T>(run: () => Promise<T>): Promise<{ outcome: T }> {
  return { outcome: await run() };
}

/**
 * The journey's actions (and the OTP page, which sends the code) from the lead form to a booked
 * branch visit; `answered` is told of each step as soon as it has answered.
 */
async function bookABranchVisit(jar: CookieJar, answered: (name: string) => void = () => undefined) {
  const fields = leadFields({ loanAmount: "300000" });
  const lead = await step(() => submitLeadForm(jar, fields));
  answered("lead form");
  expect(lead.outcome.status, JSON.stringify(lead.outcome.data)).toBe(302);
  const leadId = /^\/lp\/otp\/auth\/([^/?#]+)/.exec(lead.outcome.location ?? "")![1]!;
  const otpPage = await step(() => loadOtpPage(jar, leadId));
  answered("OTP page");
  expect(otpPage.outcome.status).toBe(200);
  const verified = await step(() => postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp }));
  answered("OTP verify");
  expect(verified.outcome.status, JSON.stringify(verified.outcome.data)).toBe(302);
  await choosePincode(jar, PINCODES.serviceable);
  answered("pincode");
  await chooseScheme(jar, "FED-JMP-1188", 300000);
  answered("scheme");
  const { date, slot, page } = await freeSlot(jar, "branch");
  const booked = await step(() => postBooking(jar, { kind: "branch", date, slot: slot.id, branchId: page.data.branches[0].id }));
  answered("booking");
  expect(booked.outcome.status, JSON.stringify(booked.outcome.data)).toBe(302);
  expect(booked.outcome.location).toBe("/lp/confirmation");
  return { leadId, phone: fields.phone! };
}

const JOURNEY_EVENTS = ["lead_created", "otp_sent", "otp_verified", "pincode_checked", "scheme_chosen", "branch_visit_booked"];

/**
 * Runs `run` with the timers (setTimeout: the app's timeouts) on the test's clock, which moves
 * only when the test says (vi.advanceTimersByTimeAsync); the network and the simulator go on as usual.
 */
async function onFakeTimers<T>(run: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}

/** The gl_event_id cookie in a response, or undefined. */
function eventIdSetCookie(outcome: { headers: Headers }): string | undefined {
  return outcome.headers.getSetCookie().find((line) => line.startsWith("gl_event_id="));
}

describe("the event id (decision 030)", () => {
  it("a first page asks createEvent with the session id after it has answered; the next page stores the answer in the gl_event_id cookie", async () => {
    const jar = new CookieJar();

    const first = await land(jar, "/lp/basic-details?utm_source=google&utm_campaign=demo");

    expect(first.status).toBe(200);
    expect(eventIdSetCookie(first)).toBeUndefined();
    await eventsSettled();
    const calls = await journal(app, CREATE, "POST");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      properties: {
        path: "/lp/basic-details",
        deviceType: "desktop",
        webView: false,
        entry: "landing",
        utmSource: "google",
        utmCampaign: "demo",
      },
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sessionId: await sessionIdOf(jar),
    });
    expect(calls[0]!.body.sessionId).toMatch(/^\d+$/);
    expect(calls[0]!.headers).not.toHaveProperty("authorization");

    const second = await land(jar, "/lp/pincode");

    const [, eventId] = EVENT_ID_SET_COOKIE.exec(eventIdSetCookie(second) ?? "") ?? [];
    expect(eventId, eventIdSetCookie(second) ?? "no gl_event_id Set-Cookie").toMatch(/^evt-/);
    expect(jar.get("gl_event_id")).toBe(eventId);
    // One call: the second page read the answer, it did not ask again.
    expect(await journal(app, CREATE, "POST")).toHaveLength(1);
  });

  it("with the cookie, asks nothing and sets nothing", async () => {
    const jar = new CookieJar();
    await landWithEventId(jar);
    await clearJournal();

    const again = await land(jar, "/lp/basic-details");

    expect(eventIdSetCookie(again)).toBeUndefined();
    await eventsSettled();
    expect(await journal(app, CREATE, "POST")).toEqual([]);
  });

  it("a crawler's page asks nothing", async () => {
    const jar = new CookieJar();
    await call(root.loader, getRequest("/gold-loan/pune", jar, { "user-agent": GOOGLEBOT_USER_AGENT }), {}, jar);
    await eventsSettled();
    expect(await journal(app, CREATE, "POST")).toEqual([]);
  });

  it.each([
    ["answers 500", { status: 500 }],
    ["resets the connection", { reset: true }],
    ["answers without an event id", { status: 200, body: { code: 200, data: {} } }],
  ])(`the first page answers when createEvent %s; the next page asks again, and the one after sets the cookie`, async (_, spec) => {
    const jar = new CookieJar();
    await fault(app, { path: CREATE, times: 1, ...spec });

    const first = await land(jar);
    expect(first.status).toBe(200);
    await eventsSettled();
    const second = await land(jar);
    expect(eventIdSetCookie(second)).toBeUndefined();
    await eventsSettled();
    const third = await land(jar);

    expect(eventIdSetCookie(third)).toMatch(EVENT_ID_SET_COOKIE);
    expect(await journal(app, CREATE, "POST")).toHaveLength(2);
  });
});

describe("the journey's events", () => {
  it("lead form -> OTP -> pincode -> scheme -> branch visit: each event once, with the event id, its category, the session id and the destination", async () => {
    const jar = new CookieJar();
    const { eventId, sessionId } = await landWithEventId(jar);

    const { leadId, phone } = await bookABranchVisit(jar);

    const events = await sent();
    expect(events.map((e) => e.body.eventName).sort()).toEqual([...JOURNEY_EVENTS].sort());
    for (const event of events) {
      expect(event.body, event.body.eventName).toEqual({
        eventName: event.body.eventName,
        eventData: expect.objectContaining({ leadId, eventId, sessionId, category: "DIGITAL-JOURNEY", timestamp: expect.any(String) }),
        destination: EVENT_DESTINATION,
      });
      expect(event.headers).not.toHaveProperty("authorization");
    }
    const byName = Object.fromEntries(events.map((e) => [e.body.eventName, e.body.eventData]));
    expect(byName.lead_created).toMatchObject({ cityId: 1, loanAmount: 300000, loanType: "FRESH", viaHomePage: false });
    expect(byName.otp_sent).toMatchObject({ channel: "SMS", resend: false });
    expect(byName.pincode_checked).toMatchObject({ pincode: PINCODES.serviceable, serviceable: true, doorstep: true });
    expect(byName.scheme_chosen).toMatchObject({ schemeId: "FED-JMP-1188", amount: 300000, isEdit: false });
    expect(byName.branch_visit_booked).toMatchObject({ ctaId: 3 });
    // No phone number in any event.
    expect(JSON.stringify(events.map((e) => e.body))).not.toContain(phone);
    // One event id for the whole visit.
    expect(await journal(app, CREATE, "POST")).toHaveLength(1);
  });

  it("when the first page answered before createEvent did, every event of the journey carries the id it answered", async () => {
    const jar = new CookieJar();
    await fault(app, { path: CREATE, delayMs: 5_000, times: 1 });

    // The simulator's delay runs on the test's clock: createEvent answers only when the test moves it.
    const { first, lead } = await onFakeTimers(async () => {
      const first = await land(jar);
      await pollUntil(async () => expect(await journal(app, CREATE, "POST")).toHaveLength(1));
      // The visitor goes on before the answer: the lead form answers too, and its event waits.
      const lead = await submitLeadForm(jar, leadFields({ loanAmount: "300000" }));
      expect(await journal(app, SEND, "POST")).toEqual([]);
      await vi.advanceTimersByTimeAsync(5_000);
      return { first, lead };
    });

    // Both pages answered while createEvent had not: no clock moved before they did.
    expect(first.status).toBe(200);
    expect(eventIdSetCookie(first)).toBeUndefined();
    expect(lead.status, JSON.stringify(lead.data)).toBe(302);
    const [created] = await sentNamed("lead_created");
    const eventId = created!.body.eventData.eventId;
    expect(eventId).toMatch(/^evt-/);
    // The next page (its root loader) stores it in the cookie, and the rest of the journey carries it.
    const leadId = otpId(lead.location);
    await land(jar, lead.location!);
    expect(jar.get("gl_event_id")).toBe(eventId);
    await loadOtpPage(jar, leadId);
    await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });
    await choosePincode(jar, PINCODES.serviceable);
    await chooseScheme(jar, "FED-JMP-1188", 300000);
    const { date, slot, page } = await freeSlot(jar, "branch");
    await postBooking(jar, { kind: "branch", date, slot: slot.id, branchId: page.data.branches[0].id });
    const events = await sent();
    expect(events.map((e) => e.body.eventName).sort()).toEqual([...JOURNEY_EVENTS].sort());
    expect(new Set(events.map((e) => e.body.eventData.eventId))).toEqual(new Set([eventId]));
    expect(new Set(events.map((e) => e.body.eventData.sessionId))).toEqual(new Set([await sessionIdOf(jar)]));
    expect(await journal(app, CREATE, "POST")).toHaveLength(1);
  });

  it("when createEvent failed on the first page, the lead form's event asks again, and every event of the journey carries the new id", async () => {
    const jar = new CookieJar();
    await landWithoutEventId(jar);

    await bookABranchVisit(jar);

    const events = await sent();
    expect(events.map((e) => e.body.eventName).sort()).toEqual([...JOURNEY_EVENTS].sort());
    const ids = new Set(events.map((e) => e.body.eventData.eventId));
    expect(ids.size).toBe(1);
    const [eventId] = ids;
    expect(eventId).toMatch(/^evt-/);
    // Asked once more (the failed call was before the journal was cleared); the next page's root loader puts it in the cookie.
    expect(await journal(app, CREATE, "POST")).toHaveLength(1);
    await land(jar, "/lp/confirmation");
    expect(jar.get("gl_event_id")).toBe(eventId);
  });

  it(`sends nothing when there is no event id, and logs "${NO_EVENT_ID_MESSAGE}"; the page goes on`, async () => {
    const warn = vi.spyOn(log, "warn");
    const jar = new CookieJar();
    await fault(app, { path: CREATE, status: 500 });
    await land(jar);
    await eventsSettled();

    const outcome = await submitLeadForm(jar, leadFields());

    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/lp\/otp\/auth\//);
    expect(jar.has("gl_event_id")).toBe(false);
    expect(await sent()).toEqual([]);
    expect(warn).toHaveBeenCalledWith("events.not_sent", { eventName: "lead_created", reason: "No EventId found" });
  });
});

describe("a slow or failing events service never delays or fails a page", () => {
  it("with sendEvent not answering, every step of the journey answers while its own event is still being sent, and the events were still sent", async () => {
    const jar = new CookieJar();
    await landWithEventId(jar);
    await fault(app, { path: SEND, delayMs: HELD_MS });
    const error = vi.spyOn(log, "error");
    const sendsEnded = () =>
      error.mock.calls.filter(([name, where]) => name === "upstream.timeout" && String((where as { url?: unknown }).url).endsWith(SEND))
        .length;
    const endedWhenAnswered: Record<string, number> = {};

    // Each step emits one event, in order, and the sends end (time out) in that order. A step that
    // waited for its own event would answer only after that send (and every earlier one) had ended.
    await bookABranchVisit(jar, (name) => (endedWhenAnswered[name] = sendsEnded()));

    const steps = Object.keys(endedWhenAnswered);
    expect(steps).toHaveLength(JOURNEY_EVENTS.length);
    steps.forEach((name, index) =>
      expect(endedWhenAnswered[name], `sends ended when "${name}" (event ${index + 1}) answered`).toBeLessThanOrEqual(index),
    );
    // And each was sent after its page (and timed out): the journal records a request when it arrives.
    expect((await sent()).map((e) => e.body.eventName).sort()).toEqual([...JOURNEY_EVENTS].sort());
    expect(sendsEnded()).toBe(JOURNEY_EVENTS.length);
  });

  it("with sendEvent failing, the steps still answer as usual", async () => {
    const jar = new CookieJar();
    await landWithEventId(jar);
    await fault(app, { path: SEND, status: 503 });

    await bookABranchVisit(jar);

    expect(await sent()).toHaveLength(JOURNEY_EVENTS.length);
  });

  it(`with createEvent not answering, the pages answer at once; after ${CREATE_EVENT_TIMEOUT_MS} ms their events are given up ("${NO_EVENT_ID_MESSAGE}")`, async () => {
    const warn = vi.spyOn(log, "warn");
    const jar = new CookieJar();
    await fault(app, { path: CREATE, delayMs: HELD_MS });

    const lead = await onFakeTimers(async () => {
      await land(jar);
      await pollUntil(async () => expect(await journal(app, CREATE, "POST")).toHaveLength(1));
      const lead = await submitLeadForm(jar, leadFields());
      // Only CREATE_EVENT_TIMEOUT_MS of the test's clock (not the upstream timeout, 2 s here) ends the wait.
      await vi.advanceTimersByTimeAsync(CREATE_EVENT_TIMEOUT_MS);
      return lead;
    });

    expect(lead.status).toBe(302);
    expect(await sent()).toEqual([]);
    expect(warn).toHaveBeenCalledWith("events.create_event_failed", { reason: "timeout", timeoutMs: CREATE_EVENT_TIMEOUT_MS });
    expect(warn).toHaveBeenCalledWith("events.not_sent", { eventName: "lead_created", reason: NO_EVENT_ID_MESSAGE });
    expect(jar.has("gl_event_id")).toBe(false);
  });
});

describe("the JWT header of event calls (requirements §6)", () => {
  /** A verified lead whose pincode is checked at `path`; the pincode_checked event's request. */
  async function pincodeEvent(path: string, jwtCookie: boolean) {
    const jar = new CookieJar();
    await landWithEventId(jar);
    const lead = await submitLeadForm(jar, leadFields());
    const leadId = /^\/lp\/otp\/auth\/([^/?#]+)/.exec(lead.location ?? "")![1]!;
    await loadOtpPage(jar, leadId);
    await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });
    if (jwtCookie) jar.absorb(headersWithCookie(`jwt=${JWT}; Path=/`));
    const outcome = await call(pincodeRoute.action, postRequest(path, { intent: "check", pincode: PINCODES.serviceable }, jar), {}, jar);
    expect(outcome.status).toBe(302);
    const [event] = await sentNamed("pincode_checked");
    return event!;
  }

  it("carries Authorization: JWT {token} with ?webView=true and a jwt cookie", async () => {
    expect((await pincodeEvent("/lp/pincode?webView=true", true)).headers.authorization).toBe(`JWT ${JWT}`);
  });

  it("carries none without the webView parameter", async () => {
    expect((await pincodeEvent("/lp/pincode", true)).headers).not.toHaveProperty("authorization");
  });

  it("carries none without the jwt cookie", async () => {
    expect((await pincodeEvent("/lp/pincode?webView=true", false)).headers).not.toHaveProperty("authorization");
  });

  it("createEvent follows the same rule", async () => {
    const jar = new CookieJar();
    jar.absorb(headersWithCookie(`jwt=${JWT}; Path=/`));
    await landWithEventId(jar, "/lp/basic-details?webView=true");
    const other = new CookieJar();
    other.absorb(headersWithCookie(`jwt=${JWT}; Path=/`));
    await landWithEventId(other, "/lp/basic-details");

    const calls = await journal(app, CREATE, "POST");
    expect(calls.map((c) => c.headers.authorization ?? null)).toEqual([`JWT ${JWT}`, null]);
  });
});

describe("A/B events", () => {
  it("go to /AB/api/v1/events with the experiment, the variant and the event id, through the same queue", async () => {
    const jar = new CookieJar();
    // Landing on another page: a first view of the lead page reports its own exit-intent experiment.
    const { eventId, sessionId } = await landWithEventId(jar, "/lp/pincode?webView=true");
    jar.absorb(headersWithCookie(`jwt=${JWT}; Path=/`));
    const request = getRequest("/lp/basic-details?webView=true", jar);

    expect(emitAbEvent(eventContext(request, await getSession(request)), { experiment: "lead-form-copy", variant: "short" })).toBe(true);
    await eventsSettled();

    const calls = await journal(app, AB, "POST");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      eventName: AB_EVENT_NAME,
      eventData: {
        experiment: "lead-form-copy",
        variant: "short",
        eventId,
        sessionId,
        category: "PAGE-VIEWS",
        timestamp: expect.any(String),
      },
      destination: EVENT_DESTINATION,
    });
    expect(calls[0]!.headers.authorization).toBe(`JWT ${JWT}`);
    expect(await journal(app, SEND, "POST")).toEqual([]);
  });
});

describe("ERRORS events", () => {
  async function verifiedVisitor() {
    const jar = new CookieJar();
    const landed = await landWithEventId(jar);
    const lead = await submitLeadForm(jar, leadFields());
    const leadId = /^\/lp\/otp\/auth\/([^/?#]+)/.exec(lead.location ?? "")![1]!;
    await loadOtpPage(jar, leadId);
    await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });
    await eventsSettled();
    return { jar, ...landed };
  }

  it("an action's failure that opens the popup is error_shown", async () => {
    const { jar, eventId } = await verifiedVisitor();
    await fault(app, { path: SERVICEABILITY, status: 500, body: { code: 500, message: "Pincode service is down" } });

    const outcome = await postPincode(jar, { intent: "check", pincode: PINCODES.serviceable });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/pincode");
    const errors = await sentNamed("error_shown");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.body.eventData).toMatchObject({
      where: "/lp/pincode",
      // As the visitor saw it: the spec's fallback, not the upstream's text (decision 047).
      message: "Some Error Happened on the Server. Please try after some time",
      kind: "http",
      status: 500,
      upstream: SERVICEABILITY,
      category: "ERRORS",
      eventId,
    });
  });

  it("a loader read's failure that opens the popup is error_shown, named by the read", async () => {
    const { jar } = await verifiedVisitor();
    await choosePincode(jar, PINCODES.serviceable);
    await fault(app, { path: MASTER_SCHEMES, status: 500 });

    const outcome = await loadSchemesPage(jar);

    expect(outcome.data.popup).not.toBeNull();
    const errors = await sentNamed("error_shown");
    expect(errors.map((e) => e.body.eventData.where)).toEqual(["schemes"]);
    expect(errors[0]!.body.eventData).toMatchObject({ kind: "http", status: 500, upstream: MASTER_SCHEMES });
  });

  it("a 409 opens no popup and is no ERRORS event", async () => {
    const { jar } = await verifiedVisitor();
    await fault(app, { path: SERVICEABILITY, status: 409 });

    const outcome = await postPincode(jar, { intent: "check", pincode: PINCODES.serviceable });

    expect(outcome.status).toBe(502);
    expect(await sentNamed("error_shown")).toEqual([]);
  });
});
