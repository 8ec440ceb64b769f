/**
 * Writes happen at most once (docs/architecture.md, standing rules): claiming a reward, raising a
 * release request, booking a limit increase's visit, booking a visit, changing its time and
 * cancelling it each hold a lock per
 * cardholder or lead in the shared store. With the first write held up by a slow upstream (the
 * simulator answers it late), the same form posted again in parallel is answered "we are still
 * doing that" (409, the form as typed) and the simulator's journal shows exactly one write.
 * After the first has finished, a submit again sees what it did: the reward claimed, the same
 * release request (no second one), the visit booked.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, fault, formReply, journal, pollUntil, useSimulatedApp, type Outcome } from "./helpers";
import { cardholderEnv, logIn, offeredLimitVisit, postPage, pageNotice } from "./cardholder";
import { freeSlot, loadConfirmationPage, postBooking, postVisitChange, readyToBook } from "./journey";
import * as limitIncrease from "~/routes/lp_.cards._account.limit-increase";
import * as releaseRequests from "~/routes/lp_.cards._account.release-requests";
import * as rewards from "~/routes/lp_.cards._account.rewards";
import { LEAD_PATHS } from "../support/fixtures";

// The first write is answered after SLOW_MS; every call must wait far longer than that to be answered, not timed out.
const app = useSimulatedApp({ env: cardholderEnv({ UPSTREAM_TIMEOUT_MS: "15000" }) });

/** How late the simulator answers the first write: the time the others have to arrive while it is under way. */
const SLOW_MS = 3000;
const PARALLEL = 6;
const STILL_WORKING = "We are still working on your earlier request. Please wait a moment, then check this page again.";

/**
 * Posts `first` with the upstream's `path` answering it late; once the simulator has it (so the
 * lock is held), posts `others` in parallel and waits for all. Answers the first's outcome and the others'.
 */
async function whileTheFirstIsUnderWay(
  path: string,
  method: string,
  first: () => Promise<Outcome>,
  others: () => Promise<Outcome>,
): Promise<{ first: Outcome; others: Outcome[] }> {
  await fault(app, { path, method, delayMs: SLOW_MS, times: 1 });
  const firstDone = first();
  await pollUntil(async () => expect(await journal(app, path, method)).toHaveLength(1));
  const rest = await Promise.all(Array.from({ length: PARALLEL - 1 }, others));
  return { first: await firstDone, others: rest };
}

/** Each of the others was told the first is under way, with what was typed. */
function expectStillWorking(others: Outcome[], typed: Record<string, string>) {
  for (const outcome of others) {
    expect(outcome.status, JSON.stringify(outcome.data)).toBe(409);
    expect(outcome.data).toEqual({ result: formReply({ "": [STILL_WORKING] }, typed), notice: null });
  }
}

describe("a cardholder's writes", () => {
  it("a limit increase's visit booked six times in parallel is booked once", async () => {
    const jar = await logIn(app.sim.otp);
    const path = "/lp/cards/limit-increase";
    const { date, slot } = await offeredLimitVisit(limitIncrease.loader, jar);
    const book = { intent: "book", goldWeight: "10", goldQuality: "22K", date, slot };

    const { first, others } = await whileTheFirstIsUnderWay(
      "/lead-service/v2/lead",
      "POST",
      () => postPage(limitIncrease.action, jar, path, book),
      () => postPage(limitIncrease.action, jar, path, book),
    );

    expect(first.location).toBe(path);
    expectStillWorking(others, book);
    expect(await journal(app, "/lead-service/v2/lead", "POST")).toHaveLength(1);
  });

  it("a reward claimed six times in parallel is claimed once; claimed again afterwards, it says so", async () => {
    const jar = await logIn(app.sim.otp);
    const path = "/lp/cards/rewards";
    const claim = { groupId: "FESTIVE-2026" };

    const { first, others } = await whileTheFirstIsUnderWay(
      "/supabase/update",
      "PUT",
      () => postPage(rewards.action, jar, path, claim),
      () => postPage(rewards.action, jar.clone(), path, claim),
    );

    expect(first.location).toBe(path);
    expectStillWorking(others, claim);
    expect(await journal(app, "/supabase/update", "PUT")).toHaveLength(1);

    const again = await postPage(rewards.action, jar, path, claim);
    expect(again.data).toEqual({ result: formReply({ "": ["You have already claimed this reward."] }, claim), notice: null });
    expect(await journal(app, "/supabase/update", "PUT")).toHaveLength(1);
  });

  it("a release request posted six times in parallel is raised once; the same one again is the first, another is raised", async () => {
    const jar = await logIn(app.sim.otp);
    const path = "/lp/cards/release-requests";
    const request = { actionDesired: "PART_RELEASE", priority: "URGENT", customerNotes: "Please call first" };

    const { first, others } = await whileTheFirstIsUnderWay(
      "/release-requests",
      "POST",
      () => postPage(releaseRequests.action, jar, path, request),
      () => postPage(releaseRequests.action, jar.clone(), path, request),
    );

    expect(first.location).toBe(path);
    expectStillWorking(others, request);
    expect(await journal(app, "/release-requests", "POST")).toHaveLength(1);
    const raised = (await pageNotice(jar, path, "release-requests"))?.createdId;
    expect(raised).toMatch(/^RR-\d+$/);

    // The form sent again once the first is done (a reload, the back button): the first request, not a second.
    expect((await postPage(releaseRequests.action, jar, path, request)).location).toBe(path);
    expect(await journal(app, "/release-requests", "POST")).toHaveLength(1);
    expect((await pageNotice(jar, path, "release-requests"))?.createdId).toBe(raised);

    // Another request (other notes) is raised.
    expect((await postPage(releaseRequests.action, jar, path, { ...request, customerNotes: "And the chain" })).location).toBe(path);
    expect(await journal(app, "/release-requests", "POST")).toHaveLength(2);
  });
});

describe("a lead's visit", () => {
  const CREATE = "/salesvisit/create";

  /** A lead on the booking step, the fields of a branch visit on its first free slot, and the lead's lead updates so far. */
  async function readyForBranchVisit(jar: CookieJar) {
    const { leadId } = await readyToBook(jar, app.sim.otp);
    const { date, slot, page } = await freeSlot(jar, "branch");
    const fields = { kind: "branch", date, slot: slot.id, branchId: page.data.branches[0].id as string };
    return { leadId, fields };
  }

  it("booked six times in parallel: one sales visit, one lead update", async () => {
    const jar = new CookieJar();
    const { leadId, fields } = await readyForBranchVisit(jar);
    const updates = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).length;
    const before = jar.clone();

    const { first, others } = await whileTheFirstIsUnderWay(
      CREATE,
      "POST",
      () => postBooking(jar, fields),
      () => postBooking(before.clone(), fields),
    );

    expect(first.location).toBe("/lp/confirmation");
    expectStillWorking(others, fields);
    expect(await journal(app, CREATE, "POST")).toHaveLength(1);
    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toHaveLength(updates + 1);
  });

  /** A lead with a booked branch visit, and another free time of the days offered to move it to. */
  async function bookedWithAnotherTime(jar: CookieJar) {
    const { leadId, fields } = await readyForBranchVisit(jar);
    expect((await postBooking(jar, fields)).location).toBe("/lp/confirmation");
    const first = await loadConfirmationPage(jar, "?change=1");
    for (const day of first.data.change.days as { date: string }[]) {
      const page = await loadConfirmationPage(jar, `?change=1&date=${day.date}`);
      const slot = (page.data.change.slots as { id: string; available: boolean }[] | null)?.find(
        (s) => s.available && !(day.date === fields.date && s.id === fields.slot),
      );
      if (slot) return { leadId, to: { intent: "reschedule", date: day.date, slot: slot.id } };
    }
    throw new Error("No other free time to move the visit to");
  }

  it("its time changed six times in parallel: one reschedule, one lead update (decision 031's race)", async () => {
    const jar = new CookieJar();
    const { leadId, to } = await bookedWithAnotherTime(jar);
    const updates = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).length;
    const before = jar.clone();
    const query = `?change=1&date=${to.date}`;

    const { first, others } = await whileTheFirstIsUnderWay(
      "/salesvisit/reschedule-loan",
      "POST",
      () => postVisitChange(jar, to, query),
      () => postVisitChange(before.clone(), to, query),
    );

    expect(first.location).toBe("/lp/confirmation");
    expectStillWorking(others, to);
    expect(await journal(app, "/salesvisit/reschedule-loan", "POST")).toHaveLength(1);
    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toHaveLength(updates + 1);
  });

  it("cancelled six times in parallel: one cancel", async () => {
    const jar = new CookieJar();
    await bookedWithAnotherTime(jar);
    const before = jar.clone();
    const cancel = { intent: "cancel" };

    const { first, others } = await whileTheFirstIsUnderWay(
      "/salesvisit/cancelslots",
      "POST",
      () => postVisitChange(jar, cancel, "?cancel=1"),
      () => postVisitChange(before.clone(), cancel, "?cancel=1"),
    );

    expect(first.location).toBe("/lp/confirmation");
    expectStillWorking(others, cancel);
    expect(await journal(app, "/salesvisit/cancelslots", "POST")).toHaveLength(1);
  });
});
