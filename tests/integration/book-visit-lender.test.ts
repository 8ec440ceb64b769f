/**
 * The branch of the chosen scheme's lender (docs/decisions/046): the booking step offers only that
 * lender's branches, nearest first; where it has none within reach it says so and offers a
 * doorstep visit and the schemes of lenders that have one; the action refuses another lender's
 * branch whatever the page showed; the sales visit, the lead and the confirmation carry the
 * same branch, and the place is written in full (city and pincode) on the confirmation, in
 * the directions and in the calendar file.
 */
import { afterEach, describe, expect, it } from "vitest";
import { call, CookieJar, formReply, getRequest, journal, useSimulatedApp } from "./helpers";
import { freeSlot, loadBookVisitPage, loadConfirmationPage, postBooking, postScheme, readyToBook } from "./journey";
import { eventsSettled } from "~/site/events.server";
import * as calendarRoute from "~/routes/lp_.visit[.]ics";
import { LEAD_PATHS, PINCODES } from "../support/fixtures";

const app = useSimulatedApp();

afterEach(() => eventsSettled());

const PATHS = {
  walkin: "/loan/checkBranchWalkinEligibility",
  salesVisit: "/salesvisit/create",
  slots: "/insight/view-slots",
} as const;

const FEDERAL = "Federal Bank Limited";
/** Pune's Federal Bank branch, and the Bank of Maharashtra one nearer the lead's pincode (411001, Camp). */
const SHIVAJINAGAR = { id: "PNQ-SVN-01", name: "Federal Bank, Shivajinagar", street: "1185/A, Fergusson College Road, Shivajinagar" };
const CAMP = "PNQ-CMP-01";

/** A Pune lead at Camp (411001) who chose Federal Gold Smart: the issue's visitor. */
async function puneFederal(jar: CookieJar) {
  return readyToBook(jar, app.sim.otp, { lead: { cityId: "3", loanAmount: "300000" }, pincode: "411001", schemeId: "FED-JMP-1188" });
}

type Branch = { id: string; name: string; lender: string; address: string; distance: string };

describe("the booking step offers the chosen scheme's lender's branches", () => {
  it("Pune, Federal Gold Smart: Federal Bank's Shivajinagar branch, not the nearer Bank of Maharashtra one", async () => {
    const jar = new CookieJar();
    await puneFederal(jar);

    const page = await loadBookVisitPage(jar, "?kind=branch");

    expect(page.status).toBe(200);
    expect(page.data.scheme).toMatchObject({ name: "Federal Gold Smart", lender: FEDERAL });
    const branches = page.data.branches as Branch[];
    expect(branches.map((b) => b.id)).toEqual([SHIVAJINAGAR.id]);
    expect(branches[0]).toMatchObject({
      name: SHIVAJINAGAR.name,
      lender: FEDERAL,
      // The address in full: its city and pincode.
      address: `${SHIVAJINAGAR.street}, Pune 411005`,
      distance: expect.stringMatching(/^\d[\d,.]* km$/),
    });
    expect(page.data).toMatchObject({ noBranch: false, elsewhere: [] });
  });

  it("a lender with no branch within reach: said so, with the doorstep visit and the schemes of lenders that have one; no day to pick", async () => {
    const jar = new CookieJar();
    // Bank of Maharashtra lends in every city but has no branch in Bangalore.
    await readyToBook(jar, app.sim.otp, { schemeId: "BOM-JMP-1125" });

    const page = await loadBookVisitPage(jar, "?kind=branch");

    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ kind: "branch", noBranch: true, branches: [], date: null, slots: null, popup: null });
    expect(page.data.options).toContainEqual({ kind: "doorstep", available: true, reason: null });
    const elsewhere = page.data.elsewhere as { id: string; lender: string; apr: number; branch: { name: string; distance: string } }[];
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.map((s) => s.lender)).not.toContain("Bank of Maharashtra");
    expect(elsewhere.find((s) => s.id === "FED-JMP-1188")).toMatchObject({
      lender: FEDERAL,
      // Its APR, as the schemes step shows it: the figure to compare by.
      apr: 12.4,
      branch: { name: "Federal Bank, Koramangala", distance: expect.stringMatching(/ km$/) },
    });
    // No slots asked for a visit that cannot be booked.
    expect(await journal(app, PATHS.slots)).toHaveLength(0);

    // One of them chosen (the schemes step's own action, as the page's button posts it): its lender's branches.
    const chosen = await postScheme(jar, { intent: "choose", schemeId: "FED-JMP-1188", amount: "300000" });
    expect(chosen.location).toBe("/lp/book-visit");
    const again = await loadBookVisitPage(jar, "?kind=branch");
    expect(again.data.noBranch).toBe(false);
    expect((again.data.branches as Branch[]).map((b) => b.id)).toEqual(["BLR-KRM-01", "BLR-ECY-01"]);
  });
});

describe("the booking step's action takes only a branch of the scheme's lender", () => {
  it("refuses a Bank of Maharashtra branch posted for a Federal Bank scheme, keeping what was typed, and books nothing", async () => {
    const jar = new CookieJar();
    const { leadId } = await puneFederal(jar);
    const { date, slot } = await freeSlot(jar, "branch");
    const updates = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).length;
    const fields = { kind: "branch", date, slot: slot.id, branchId: CAMP, quality: "22K", name: "Asha Rao" };

    const outcome = await postBooking(jar, fields);

    expect(outcome.status).toBe(400);
    expect(outcome.data.result).toEqual(
      formReply({ branchId: [`Your scheme is from ${FEDERAL}. Please choose one of its branches from the list.`] }, fields),
    );
    expect(await journal(app, PATHS.walkin)).toHaveLength(0);
    expect(await journal(app, PATHS.salesVisit)).toHaveLength(0);
    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toHaveLength(updates);
  });

  it("refuses any branch for a lender with none within reach", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp, { schemeId: "BOM-JMP-1125" });
    const { date, slot } = await freeSlot(jar, "doorstep");

    const outcome = await postBooking(jar, { kind: "branch", date, slot: slot.id, branchId: "BLR-KRM-01", quality: "22K" });

    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({
      branchId: ["Your scheme is from Bank of Maharashtra. Please choose one of its branches from the list."],
    });
    expect(await journal(app, PATHS.salesVisit)).toHaveLength(0);
  });
});

describe("the visit booked carries the scheme's lender's branch everywhere", () => {
  it("the sales visit, the walk-in check, the lead and the confirmation name Shivajinagar; the place is in full", async () => {
    const jar = new CookieJar();
    const { leadId } = await puneFederal(jar);
    const { date, slot } = await freeSlot(jar, "branch");

    const outcome = await postBooking(jar, { kind: "branch", date, slot: slot.id, branchId: SHIVAJINAGAR.id, quality: "22K" });

    expect(outcome.location).toBe("/lp/confirmation");
    const [visit] = await journal(app, PATHS.salesVisit, "POST");
    expect(visit!.body).toMatchObject({
      lead: leadId,
      type: "BRANCH",
      city: "Pune",
      address: { area: SHIVAJINAGAR.name, street: SHIVAJINAGAR.street, pincode: "411005" },
    });
    const [walkin] = await journal(app, PATHS.walkin, "POST");
    expect(walkin!.body).toMatchObject({ branchId: SHIVAJINAGAR.id });
    const update = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).at(-1)!.body;
    expect(update.lenderBranch).toMatchObject({ id: SHIVAJINAGAR.id, name: SHIVAJINAGAR.name });

    const confirmation = await loadConfirmationPage(jar);
    expect(confirmation.status).toBe(200);
    const where = `${SHIVAJINAGAR.name}, ${SHIVAJINAGAR.street}, Pune 411005`;
    expect(confirmation.data).toMatchObject({
      booking: { kind: "branch", where, branchId: SHIVAJINAGAR.id },
      scheme: { name: "Federal Gold Smart", lender: FEDERAL },
      branch: {
        name: SHIVAJINAGAR.name,
        lender: FEDERAL,
        address: `${SHIVAJINAGAR.street}, Pune 411005`,
        hours: expect.stringMatching(/AM/),
        phone: expect.stringMatching(/^020 /),
      },
      // The loan's key facts beside the visit, at the loan's amount.
      loan: { statement: { cost: { amount: 300_000, apr: expect.any(Number) } } },
    });

    // The calendar file's location: the place in full, so a maps app finds it.
    const file = await call(calendarRoute.loader, getRequest("/lp/visit.ics", jar), {}, jar);
    const lines = file.text!.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toContain(`LOCATION:${where.replace(/[,;]/g, (c) => `\\${c}`)}`);
  });

  it("a doorstep visit has no branch beside it; its address already has the city and pincode", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp);
    const { date, slot } = await freeSlot(jar, "doorstep");
    const booked = await postBooking(jar, {
      kind: "doorstep",
      date,
      slot: slot.id,
      house: "12",
      street: "5th Main",
      area: "Koramangala",
      pincode: PINCODES.serviceable,
      quality: "22K",
    });
    expect(booked.location).toBe("/lp/confirmation");

    const confirmation = await loadConfirmationPage(jar);

    expect(confirmation.data.branch).toBeNull();
    expect(confirmation.data.booking.where).toBe(`12, 5th Main, Koramangala, Bangalore ${PINCODES.serviceable}`);
  });
});
