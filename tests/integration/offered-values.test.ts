/**
 * The server never trusts a hidden field, and a refused booking changes nothing
 * (docs/decisions/031; issue 30, items 7 and 8), through the real route modules against the
 * simulator, whose journal shows what was written upstream:
 * - a scheme is accepted only when it is among those offered for the lead's city, the
 *   pincode's lenders and the amount;
 * - a booking's day must be one of the working days offered;
 * - a booking the sales-visit service refuses (an old session cookie replayed, parallel
 *   submits) leaves the lead as it was: the lead always agrees with the one visit that exists.
 */
import { afterEach, describe, expect, it } from "vitest";
import { CookieJar, formReply, journal, useSimulatedApp } from "./helpers";
import {
  choosePincode,
  freeSlot,
  loadBookVisitPage,
  loadSchemesPage,
  postBooking,
  postScheme,
  readyToBook,
  verifiedJourney,
} from "./journey";
import { cityIdByName } from "../../server/upstream-sim/seed/cities";
import { eventsSettled } from "~/site/events.server";
import { LEAD_PATHS, PINCODES } from "../support/fixtures";

// What is asserted is a refusal, not a timeout: a busy machine's slow read must not turn one into the other.
const app = useSimulatedApp({ env: () => ({ UPSTREAM_TIMEOUT_MS: "5000" }) });

afterEach(() => eventsSettled());

const SALES_VISIT = "/salesvisit/create";
const NOT_OFFERED = "That scheme is no longer offered. Please choose another one.";

async function leadWithPincode(cityId: number, pincode: string, loanAmount = "150000") {
  const jar = new CookieJar();
  const started = await verifiedJourney(jar, app.sim.otp, { cityId: String(cityId), loanAmount });
  await choosePincode(jar, pincode);
  return { jar, ...started };
}

describe("a scheme is taken only from those offered to the lead", () => {
  it.each([
    {
      what: "a scheme not offered in the lead's city (SIB-JMP-1099 in Pune)",
      cityId: cityIdByName("Pune"),
      pincode: "411001",
      schemeId: "SIB-JMP-1099",
      amount: "150000",
    },
    {
      what: "a Chola scheme where Chola does not lend (CHOLA-JMP-1199 at 560100)",
      cityId: 1,
      pincode: "560100",
      schemeId: "CHOLA-JMP-1199",
      amount: "150000",
    },
    {
      what: "a scheme not open to the amount (FED-FLT-0999 for 40,000)",
      cityId: 1,
      pincode: PINCODES.serviceable,
      schemeId: "FED-FLT-0999",
      amount: "40000",
    },
  ])("refuses $what, and stores nothing", async ({ cityId, pincode, schemeId, amount }) => {
    const { jar } = await leadWithPincode(cityId, pincode);
    const page = await loadSchemesPage(jar, `?amount=${amount}`);
    expect(page.data.schemes.map((s: { id: string }) => s.id)).not.toContain(schemeId);

    const outcome = await postScheme(jar, { schemeId, amount });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ result: formReply({ "": [NOT_OFFERED] }, { schemeId, amount }), notice: null });
    expect((await loadBookVisitPage(jar)).location).toBe("/lp/schemes");
  });

  it("accepts a scheme the page offers, at the amount it was offered for", async () => {
    const { jar } = await leadWithPincode(1, PINCODES.serviceable);
    const page = await loadSchemesPage(jar, "?amount=40000");
    const offered = page.data.schemes[0].id as string;

    expect((await postScheme(jar, { schemeId: offered, amount: "40000" })).location).toBe("/lp/book-visit");
  });
});

describe("a booking's day and time are taken only from those offered", () => {
  it("refuses a day outside the working days offered, keeps what was typed and writes nothing", async () => {
    const jar = new CookieJar();
    const { leadId } = await readyToBook(jar, app.sim.otp);
    const { slot, page } = await freeSlot(jar, "branch");
    const offeredDays = (page.data.days as { date: string }[]).map((d) => d.date);
    const notOffered = "2027-06-15";
    expect(offeredDays).not.toContain(notOffered);
    const updates = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).length;
    const fields = { kind: "branch", date: notOffered, slot: slot.id, branchId: page.data.branches[0].id };

    const outcome = await postBooking(jar, fields);

    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({ date: ["Please pick one of the days shown."] });
    expect(outcome.data.result.initialValue).toMatchObject(fields);
    expect(await journal(app, SALES_VISIT)).toHaveLength(0);
    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toHaveLength(updates);
  });
});

describe("a refused booking changes nothing", () => {
  /** Every free slot of the working days offered for a branch visit, with the branch: (day, slot) pairs to book. */
  async function bookableTimes(jar: CookieJar) {
    const { page } = await freeSlot(jar, "branch");
    const branchId = page.data.branches[0].id as string;
    const times: { date: string; slot: string }[] = [];
    for (const day of page.data.days as { date: string }[]) {
      const dayPage = await loadBookVisitPage(jar, `?kind=branch&date=${day.date}`);
      for (const slot of (dayPage.data.slots ?? []) as { id: string; available: boolean }[])
        if (slot.available) times.push({ date: day.date, slot: slot.id });
    }
    return { branchId, times };
  }

  it("a session cookie from before the booking, replayed with another time: the visit is refused and the lead keeps the booked time", async () => {
    const jar = new CookieJar();
    const { leadId } = await readyToBook(jar, app.sim.otp);
    const { branchId, times } = await bookableTimes(jar);
    expect(times.length).toBeGreaterThanOrEqual(2);
    const before = jar.clone();

    expect((await postBooking(jar, { kind: "branch", date: times[0]!.date, slot: times[0]!.slot, branchId })).location).toBe(
      "/lp/confirmation",
    );
    const updates = await journal(app, LEAD_PATHS.update(leadId), "PUT");
    const booked = updates.at(-1)!.body;
    expect(booked.slot).toBe(`${times[0]!.date} ${times[0]!.slot}`);

    const replayed = await postBooking(before, { kind: "branch", date: times[1]!.date, slot: times[1]!.slot, branchId });

    expect(replayed.status).toBe(400);
    expect(await journal(app, SALES_VISIT, "POST")).toHaveLength(2);
    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toHaveLength(updates.length);
  });

  it("20 parallel submits with different times: one visit, one lead update, and they agree", async () => {
    const jar = new CookieJar();
    const { leadId } = await readyToBook(jar, app.sim.otp);
    const { branchId, times } = await bookableTimes(jar);
    const updates = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).length;
    const submits = Array.from({ length: 20 }, (_, i) => times[i % times.length]!);

    const outcomes = await Promise.all(
      submits.map((time) => postBooking(jar.clone(), { kind: "branch", date: time.date, slot: time.slot, branchId })),
    );

    const won = outcomes.flatMap((outcome, i) => (outcome.location === "/lp/confirmation" ? [submits[i]!] : []));
    expect(won).toHaveLength(1);
    // The others were refused, none wrote: while the first held the lead's lock (409, still under
    // way: tests/integration/write-once.test.ts), or after it by the sales-visit service (400).
    const others = outcomes.filter((outcome) => outcome.location !== "/lp/confirmation");
    expect(
      others.every((outcome) => outcome.status === 409 || outcome.status === 400),
      JSON.stringify(others.map((o) => [o.status, o.location])),
    ).toBe(true);
    expect(others).toHaveLength(19);
    const leadWrites = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).slice(updates);
    expect(leadWrites).toHaveLength(1);
    expect(leadWrites[0]!.body.slot).toBe(`${won[0]!.date} ${won[0]!.slot}`);
  });
});
