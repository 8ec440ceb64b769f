/**
 * A booked visit on the confirmation step (/lp/confirmation) against the simulator
 * (docs/decisions/017): one booked visit per lead, changing its time (the booking step's days,
 * slot source and re-check) and cancelling it, with what the upstreams received, the events,
 * and every failure path by fault injection: the popup with the server's message, and the
 * visit as it was.
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, fault, getRequest, journal, sentEvents, useSimulatedApp } from "./helpers";
import {
  chooseScheme,
  choosePincode,
  freeSlot,
  loadBookVisitPage,
  loadConfirmationPage,
  postBooking,
  postVisitChange,
  readyToBook,
  rootFlash,
  rootPopup,
  verifiedJourney,
} from "./journey";
import { CANCEL_REASON } from "~/journey/visit-change.server";
import * as calendarRoute from "~/routes/lp_.visit[.]ics";
import { env } from "~/platform/env.server";
import { REQUESTED_TIME_OFFSET_MS } from "~/journey/visit";
import { type JournalEntry, LEAD_PATHS, PINCODES } from "../support/fixtures";

const app = useSimulatedApp();

const PATHS = {
  create: "/salesvisit/create",
  reschedule: "/salesvisit/reschedule-loan",
  cancel: "/salesvisit/cancelslots",
  slots: "/insight/view-slots",
  slotsV1: "/insight/v1/view-slots",
} as const;

type Slot = { id: string; label: string; available: boolean };
type Visit = { date: string; slotId: string; slotLabel: string; salesVisitId: string; status: string; kind: string };

/** A verified lead with a booked visit of `kind` on its first free slot; answers the lead and the visit as the confirmation shows it. */
async function booked(jar: CookieJar, kind: "branch" | "doorstep" = "branch") {
  const { leadId, phone } = await readyToBook(jar, app.sim.otp);
  const { date, slot, page } = await freeSlot(jar, kind);
  const fields: Record<string, string> =
    kind === "branch"
      ? { kind, date, slot: slot.id, branchId: page.data.branches[0].id as string }
      : { kind, date, slot: slot.id, house: "12", street: "5th Main", area: "Koramangala", pincode: PINCODES.serviceable };
  const outcome = await postBooking(jar, fields);
  expect(outcome.location, JSON.stringify(outcome.data)).toBe("/lp/confirmation");
  return { leadId, phone, visit: await visitShown(jar) };
}

async function visitShown(jar: CookieJar): Promise<Visit> {
  const page = await loadConfirmationPage(jar);
  expect(page.status, JSON.stringify(page.data)).toBe(200);
  return page.data.booking as Visit;
}

/** The first free slot offered to move the visit to that is not its own time. */
async function newTime(jar: CookieJar, visit: Visit): Promise<{ date: string; slot: Slot }> {
  const first = await loadConfirmationPage(jar, "?change=1");
  expect(first.data.mode).toBe("change");
  for (const day of first.data.change.days as { date: string }[]) {
    const page = await loadConfirmationPage(jar, `?change=1&date=${day.date}`);
    const slot = (page.data.change.slots as Slot[] | null)?.find((s) => s.available && !(day.date === visit.date && s.id === visit.slotId));
    if (slot) return { date: day.date, slot };
  }
  throw new Error("No other free time to move the visit to");
}

/** This lead's calls to the sales-visit service, in order. */
async function visitCalls(leadId: string): Promise<JournalEntry[]> {
  const calls = [...(await journal(app, PATHS.create)), ...(await journal(app, PATHS.reschedule)), ...(await journal(app, PATHS.cancel))];
  return calls.filter((call) => (call.body as { lead?: string }).lead === leadId).sort((a, b) => a.seq - b.seq);
}

const events = (name: string) => sentEvents(app, name);

/** What the confirmation says now of a change (the root takes the flash: read once). */
async function confirmationNotice(jar: CookieJar) {
  return (await rootFlash(jar, "/lp/confirmation"))?.notice ?? null;
}

describe("book, change the time, cancel", () => {
  it("moves a branch visit to a new time, then cancels it: one create, one reschedule, one cancel upstream", async () => {
    const jar = new CookieJar();
    const { leadId, visit } = await booked(jar, "branch");
    expect(visit).toMatchObject({ status: "booked", kind: "branch", salesVisitId: expect.stringMatching(/^SV-/) });
    const view = await loadConfirmationPage(jar);
    expect(view.data).toMatchObject({ mode: "view", change: null });

    // The change form: the booking step's working days, the visit's day chosen, branch slots (GET view-slots).
    const slotCalls = (await journal(app, PATHS.slots, "GET")).length;
    const change = await loadConfirmationPage(jar, "?change=1");
    expect(change.data.mode).toBe("change");
    expect(change.data.change.date).toBe(visit.date);
    expect(change.data.change.days.length).toBeGreaterThan(0);
    const slotQueries = (await journal(app, PATHS.slots, "GET")).slice(slotCalls);
    expect(slotQueries.map((c) => c.query)).toEqual([{ cityId: "1", date: visit.date, type: "BRANCH" }]);

    const { date, slot } = await newTime(jar, visit);
    const updates = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).length;
    const before = Date.now();
    const moved = await postVisitChange(jar, { intent: "reschedule", date, slot: slot.id }, `?change=1&date=${date}`);
    const after = Date.now();

    expect(moved.status, JSON.stringify(moved.data)).toBe(302);
    expect(moved.location).toBe("/lp/confirmation");
    expect(await confirmationNotice(jar)).toEqual({ page: "confirmation", visit: "changed" });
    const shown = await loadConfirmationPage(jar);
    expect(shown.data.booking).toMatchObject({
      status: "booked",
      date,
      slotId: slot.id,
      slotLabel: slot.label,
      salesVisitId: visit.salesVisitId,
    });
    expect(shown.data.booking.when).toContain(slot.label);

    const schedule = `${date} ${slot.id}`;
    const leadUpdates = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).slice(updates);
    expect(leadUpdates).toHaveLength(1);
    expect(leadUpdates[0]!.body).toMatchObject({ slot: schedule, ctaId: 3 });
    const [reschedule] = await journal(app, PATHS.reschedule, "POST");
    expect(reschedule!.body).toMatchObject({ id: visit.salesVisitId, lead: leadId, type: "BRANCH", schedule });
    expect(reschedule!.body.requestedtime).toBeGreaterThanOrEqual(before + REQUESTED_TIME_OFFSET_MS);
    expect(reschedule!.body.requestedtime).toBeLessThanOrEqual(after + REQUESTED_TIME_OFFSET_MS);
    const [rescheduled] = await events("branch_visit_rescheduled");
    expect(rescheduled!.body.eventData).toMatchObject({
      leadId,
      ctaId: 3,
      slot: schedule,
      previousSlot: `${visit.date} ${visit.slotId}`,
      category: "DIGITAL-JOURNEY",
    });

    // Cancel: "are you sure?" first, then the cancel.
    expect((await loadConfirmationPage(jar, "?cancel=1")).data.mode).toBe("cancel");
    const cancelled = await postVisitChange(jar, { intent: "cancel" }, "?cancel=1");
    expect(cancelled.status, JSON.stringify(cancelled.data)).toBe(302);
    expect(cancelled.location).toBe("/lp/confirmation");
    const gone = await loadConfirmationPage(jar, "?change=1");
    expect(gone.data).toMatchObject({ mode: "view", change: null, booking: { status: "cancelled", date, slotId: slot.id } });
    expect((await journal(app, PATHS.cancel, "POST"))[0]!.body).toEqual({ id: visit.salesVisitId, lead: leadId, reason: CANCEL_REASON });
    expect((await events("branch_visit_cancelled"))[0]!.body.eventData).toMatchObject({ leadId, ctaId: 3, slot: schedule });

    expect((await visitCalls(leadId)).map((c) => c.path)).toEqual([PATHS.create, PATHS.reschedule, PATHS.cancel]);

    // A cancelled visit cannot be changed again; a new visit may be booked.
    expect((await postVisitChange(jar, { intent: "cancel" }, "?cancel=1")).location).toBe("/lp/confirmation");
    expect(await journal(app, PATHS.cancel)).toHaveLength(1);
    const again = await freeSlot(jar, "branch");
    const rebooked = await postBooking(jar, {
      kind: "branch",
      date: again.date,
      slot: again.slot.id,
      branchId: again.page.data.branches[0].id,
    });
    expect(rebooked.location).toBe("/lp/confirmation");
    expect(await visitShown(jar)).toMatchObject({ status: "booked", salesVisitId: expect.not.stringMatching(visit.salesVisitId) });
    expect((await visitCalls(leadId)).map((c) => c.path)).toEqual([PATHS.create, PATHS.reschedule, PATHS.cancel, PATHS.create]);
  });

  it("moves a doorstep visit with the doorstep slots of its pincode (POST v1/view-slots)", async () => {
    const jar = new CookieJar();
    const { leadId, visit } = await booked(jar, "doorstep");
    const { date, slot } = await newTime(jar, visit);
    const checks = (await journal(app, PATHS.slotsV1, "POST")).length;

    const moved = await postVisitChange(jar, { intent: "reschedule", date, slot: slot.id });

    expect(moved.location).toBe("/lp/confirmation");
    // The chosen slot is checked again on submit, as the booking step does.
    const recheck = (await journal(app, PATHS.slotsV1, "POST")).slice(checks);
    expect(recheck.map((c) => c.body)).toEqual([{ cityId: 1, date, type: "DOORSTEP", pincode: PINCODES.serviceable }]);
    expect((await journal(app, PATHS.reschedule, "POST"))[0]!.body).toMatchObject({
      lead: leadId,
      type: "DOORSTEP",
      schedule: `${date} ${slot.id}`,
    });
    expect(await events("doorstep_visit_rescheduled")).toHaveLength(1);
    expect(await visitShown(jar)).toMatchObject({ kind: "doorstep", date, slotId: slot.id });
  });
});

describe("one booked visit per lead", () => {
  it("sends the booking step to the booked visit: its page and a posted booking alike, with no upstream call", async () => {
    const jar = new CookieJar();
    const { leadId, visit } = await booked(jar);
    const updates = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).length;

    const page = await loadBookVisitPage(jar, "?kind=branch");
    expect(page.status).toBe(302);
    expect(page.location).toBe("/lp/confirmation");
    // A loader's redirect: the browser loads the root again, whose loader takes the flash.
    expect(page.headers.get("x-remix-revalidate")).toBe("yes");

    const posted = await postBooking(jar, { kind: "branch", date: visit.date, slot: "10:00-11:00", branchId: "BLR-KRM-01" });
    expect(posted.status).toBe(302);
    expect(posted.location).toBe("/lp/confirmation");

    expect(await confirmationNotice(jar)).toEqual({ page: "confirmation", visit: "already-booked" });
    expect(await journal(app, PATHS.create)).toHaveLength(1);
    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toHaveLength(updates);
  });

  it("tells the visitor when the sales-visit service already holds a booked visit for the lead (another browser)", async () => {
    const first = new CookieJar();
    const { leadId, phone } = await booked(first);
    // The same phone in a second browser (a 409 with the lead's transaction, then its OTP): its session knows of no visit, the upstream does.
    const second = new CookieJar();
    await readyToBook(second, app.sim.otp, { lead: { phone } });
    const { date, slot, page } = await freeSlot(second, "branch");

    const outcome = await postBooking(second, { kind: "branch", date, slot: slot.id, branchId: page.data.branches[0].id });

    expect(outcome.status).toBe(400);
    // Ours, not the sales-visit service's words (decision 047).
    expect(outcome.data.result.error[""]).toEqual(["You already have a visit booked with us. Our team will call you before it."]);
    const creates = await journal(app, PATHS.create);
    expect(creates.map((c) => c.body.lead)).toEqual([leadId, leadId]);
    expect((await loadConfirmationPage(second)).location).toBe("/lp/book-visit");
  });

  it("forgets the visit when another phone is entered on the lead form: that lead books its own", async () => {
    const jar = new CookieJar();
    await booked(jar);

    await verifiedJourney(jar, app.sim.otp, { loanAmount: "300000" });
    expect((await loadConfirmationPage(jar)).location).toBe("/lp/book-visit");
    await choosePincode(jar, PINCODES.serviceable);
    await chooseScheme(jar, "FED-JMP-1188", 300000);
    expect((await loadBookVisitPage(jar)).status).toBe(200);
  });
});

describe("refused changes", () => {
  it.each([
    [{ intent: "reschedule", date: "1999-01-01", slot: "10:00-11:00" }, "date", "Please pick one of the days shown."],
    [{ intent: "reschedule", date: "tomorrow", slot: "10:00-11:00" }, "date", "Please pick a day."],
    [{ intent: "reschedule", slot: "10:00-11:00" }, "date", "Please pick a day."],
    [{ intent: "reschedule", date: "2026-12-01", slot: "soon" }, "slot", "Please pick a time."],
    [{ intent: "move" }, "intent", "Please choose to change the time or to cancel the visit."],
  ])("refuses %j with 400 and the message on %s, before any upstream change", async (fields, name, message) => {
    const jar = new CookieJar();
    const { leadId } = await booked(jar);
    const updates = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).length;

    const outcome = await postVisitChange(jar, fields, "?change=1");

    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error[name]).toEqual([message]);
    expect(await journal(app, PATHS.reschedule)).toHaveLength(0);
    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toHaveLength(updates);
  });

  it("refuses a slot not offered, a taken one and the visit's own time, keeping what was chosen", async () => {
    const jar = new CookieJar();
    const { visit } = await booked(jar);
    const { date } = await newTime(jar, visit);

    const outside = await postVisitChange(jar, { intent: "reschedule", date, slot: "07:00-08:00" });
    expect(outside.status).toBe(400);
    expect(outside.data.result.error.slot).toEqual(["That time is no longer free. Please pick another time."]);
    expect(outside.data.result.initialValue).toMatchObject({ date, slot: "07:00-08:00" });

    const same = await postVisitChange(jar, { intent: "reschedule", date: visit.date, slot: visit.slotId });
    expect(same.status).toBe(400);
    expect(same.data.result.error.slot).toEqual(["Your visit is already at this time. Please pick another time."]);

    // A taken slot on one of the offered days (about one in four is taken).
    let taken: { date: string; slot: string } | undefined;
    for (const day of (await loadConfirmationPage(jar, "?change=1")).data.change.days as { date: string }[]) {
      const off = ((await loadConfirmationPage(jar, `?change=1&date=${day.date}`)).data.change.slots as Slot[]).find((s) => !s.available);
      if (off) {
        taken = { date: day.date, slot: off.id };
        break;
      }
    }
    expect(taken).toBeDefined();
    const takenOutcome = await postVisitChange(jar, { intent: "reschedule", ...taken! });
    expect(takenOutcome.data.result.error.slot).toEqual(["That time is no longer free. Please pick another time."]);

    expect(await journal(app, PATHS.reschedule)).toHaveLength(0);
    expect(await visitShown(jar)).toEqual(visit);
  });

  it("shows no change forms once the visit is cancelled, and the booking step without a visit", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp);
    expect((await loadConfirmationPage(jar, "?cancel=1")).location).toBe("/lp/book-visit");
    expect((await postVisitChange(jar, { intent: "cancel" })).location).toBe("/lp/confirmation");
    expect(await journal(app, PATHS.cancel)).toHaveLength(0);
  });
});

describe("the visit in the visitor's calendar", () => {
  const loadCalendar = (jar: CookieJar, query = "") => call(calendarRoute.loader, getRequest(`/lp/visit.ics${query}`, jar), {}, jar);

  it("gives the booked visit as a calendar file: its slot in UTC, the branch, the reference, in the page's language", async () => {
    const jar = new CookieJar();
    const { visit } = await booked(jar);
    // The place in full, with its city and pincode (decision 046).
    const place = (await loadConfirmationPage(jar)).data.booking.where as string;
    expect(place).toMatch(/, Bangalore 560034$/);

    const file = await loadCalendar(jar);

    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toBe('attachment; filename="gold-loan-visit.ics"');
    const lines = file.text!.replace(/\r\n /g, "").split("\r\n");
    const [start, end] = visit.slotId.split("-").map((time) => new Date(`${visit.date}T${time}:00+05:30`).toISOString());
    const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(".000", "");
    expect(lines).toContain(`DTSTART:${stamp(start!)}`);
    expect(lines).toContain(`DTEND:${stamp(end!)}`);
    expect(lines).toContain("SUMMARY:Branch visit: Kanak Gold Loan");
    expect(lines).toContain(`LOCATION:${place.replace(/[,;]/g, (c) => `\\${c}`)}`);
    expect(lines).toContain(`DESCRIPTION:Reference: ${visit.salesVisitId}\\nNeed help? Call us free on 1800 123 4567.`);
    expect(lines).toContain(`UID:${visit.salesVisitId}@${new URL(env().publicOrigin).host}`);

    expect((await loadCalendar(jar, "?lang=hi")).text).toContain("SUMMARY:ब्रांच विज़िट: Kanak Gold Loan");
  });

  it("is the confirmation page for a cancelled visit, and the lead's OTP page for a session that does not own it", async () => {
    const jar = new CookieJar();
    await booked(jar);
    const stranger = new CookieJar();
    expect((await loadCalendar(stranger)).status).toBe(302);
    expect((await postVisitChange(jar, { intent: "cancel" }, "?cancel=1")).status).toBe(302);
    expect((await loadCalendar(jar)).location).toBe("/lp/confirmation");
  });
});

describe("upstream failures: the popup in our words (never the server's), the visit as it was", () => {
  it("the lead update of a new time fails: back to the day with the popup and the chosen time; the visit moved back", async () => {
    const jar = new CookieJar();
    const { leadId, visit } = await booked(jar);
    const { date, slot } = await newTime(jar, visit);
    await fault(app, { path: LEAD_PATHS.update(leadId), method: "PUT", status: 500, body: { code: 500, message: "Lead update failed" } });

    const outcome = await postVisitChange(jar, { intent: "reschedule", date, slot: slot.id });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/lp/confirmation?change=1&date=${date}`);
    expect(await rootPopup(jar, "/lp/confirmation")).toMatchObject({
      message: "",
      formValues: { intent: "reschedule", date, slot: slot.id },
    });
    // Moved, then moved back to the time the lead still holds.
    expect((await journal(app, PATHS.reschedule, "POST")).map((r) => r.body.schedule)).toEqual([
      `${date} ${slot.id}`,
      `${visit.date} ${visit.slotId}`,
    ]);
    expect(await events("branch_visit_rescheduled")).toHaveLength(0);
    expect(await visitShown(jar)).toEqual(visit);
  });

  it("the reschedule fails: the popup, the visit at its old time, no event; a retry completes it", async () => {
    const jar = new CookieJar();
    const { visit } = await booked(jar);
    const { date, slot } = await newTime(jar, visit);
    await app.control.failWith({ path: PATHS.reschedule, status: 500, message: "Could not move the visit", times: 1 });

    const outcome = await postVisitChange(jar, { intent: "reschedule", date, slot: slot.id });

    expect(outcome.location).toBe(`/lp/confirmation?change=1&date=${date}`);
    expect((await rootPopup(jar, "/lp/confirmation"))?.message).toBe("");
    expect(await journal(app, PATHS.reschedule, "POST")).toHaveLength(1);
    expect(await events("branch_visit_rescheduled")).toHaveLength(0);
    expect(await visitShown(jar)).toEqual(visit);

    expect((await postVisitChange(jar, { intent: "reschedule", date, slot: slot.id })).location).toBe("/lp/confirmation");
    expect(await visitShown(jar)).toMatchObject({ date, slotId: slot.id });
  });

  it("the cancel fails: back to 'are you sure?' with the popup (the fallback text without a message); the visit stays booked", async () => {
    const jar = new CookieJar();
    const { leadId, visit } = await booked(jar);
    await fault(app, { path: PATHS.cancel, method: "POST", status: 503, body: { code: 503 } });

    const outcome = await postVisitChange(jar, { intent: "cancel" }, "?cancel=1");

    expect(outcome.location).toBe("/lp/confirmation?cancel=1");
    // The spec's fallback text, never a server's or a client's wording (decision 047).
    expect((await rootPopup(jar, "/lp/confirmation"))?.message).toBe("");
    expect(await events("branch_visit_cancelled")).toHaveLength(0);
    expect(await visitShown(jar)).toEqual(visit);
    expect((await loadBookVisitPage(jar)).location).toBe("/lp/confirmation");
    expect((await visitCalls(leadId)).map((c) => c.path)).toEqual([PATHS.create, PATHS.cancel]);
  });

  it("a visit cancelled elsewhere (a 409): the page says so and offers a new booking", async () => {
    const jar = new CookieJar();
    const { leadId, visit } = await booked(jar);
    // Cancelled by our team, not on this site.
    const direct = await fetch(`${app.url}${PATHS.cancel}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: visit.salesVisitId, lead: leadId, reason: "Cancelled by phone" }),
    });
    expect(direct.status).toBe(200);
    const { date, slot } = await newTime(jar, visit);
    const updates = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).length;

    const outcome = await postVisitChange(jar, { intent: "reschedule", date, slot: slot.id });

    expect(outcome.location).toBe("/lp/confirmation");
    // The refused reschedule wrote nothing: the lead keeps the cancelled visit's time (issue 30, item 7).
    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toHaveLength(updates);
    const flash = await rootFlash(jar, "/lp/confirmation");
    expect(flash?.notice).toEqual({ page: "confirmation", visit: "cancelled-elsewhere" });
    expect(flash?.popup).toBeUndefined();
    const page = await loadConfirmationPage(jar);
    expect(page.data).toMatchObject({ booking: { status: "cancelled" } });
    expect((await loadBookVisitPage(jar)).status).toBe(200);
  });
});
