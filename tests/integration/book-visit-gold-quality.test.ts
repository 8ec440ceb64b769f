/**
 * The purity of the visitor's gold on the booking step (/lp/book-visit; docs/decisions/018):
 * offered as 18, 20, 22 or 24 karat (22 by default), checked on the server, kept on the
 * session's lead as `quality` and sent as `goldQuality` with the booking's lead update (requirements §3).
 */
import { describe, expect, it } from "vitest";
import { CookieJar, journal, useSimulatedApp } from "./helpers";
import { freeSlot, loadBookVisitPage, postBooking, postVisitChange, readyToBook } from "./journey";

const app = useSimulatedApp();

const FORGED_MESSAGE = "Please choose the purity of your gold: 18, 20, 22 or 24 karat.";

/** A branch booking's form on a day with a free slot, at the first branch offered. */
async function branchForm(jar: CookieJar, fields: Record<string, string> = {}) {
  const { date, slot, page } = await freeSlot(jar, "branch");
  return { kind: "branch", date, slot: slot.id, branchId: (page.data.branches[0] as { id: string }).id, ...fields };
}

const leadUpdates = (leadId: string) => app.control.leadUpdates(leadId);

describe("gold purity on the booking step", () => {
  it("offers 22 karat until the visitor chooses, then what they chose", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp);

    expect((await loadBookVisitPage(jar, "?kind=branch")).data.quality).toBe("22K");

    await postBooking(jar, await branchForm(jar, { quality: "24K" }));
    // One booked visit per lead: the booking step opens again once that visit is cancelled.
    expect((await postVisitChange(jar, { intent: "cancel" }, "?cancel=1")).status).toBe(302);
    expect((await loadBookVisitPage(jar, "?kind=branch")).data.quality).toBe("24K");
  });

  it("sends the chosen purity as goldQuality with the booking's lead update", async () => {
    const jar = new CookieJar();
    const { leadId } = await readyToBook(jar, app.sim.otp);
    const before = (await leadUpdates(leadId)).length;

    const outcome = await postBooking(jar, await branchForm(jar, { quality: "18K" }));

    expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
    const updates = (await leadUpdates(leadId)).slice(before);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.body).toMatchObject({ goldQuality: "18K", productType: "GOLD", ctaId: 3 });
    expect(updates[0]!.body).not.toHaveProperty("quality");
  });

  it("sends 22 karat for a form without the choice (a page rendered before it existed)", async () => {
    const jar = new CookieJar();
    const { leadId } = await readyToBook(jar, app.sim.otp);

    const outcome = await postBooking(jar, await branchForm(jar));

    expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
    expect((await leadUpdates(leadId)).at(-1)!.body).toMatchObject({ goldQuality: "22K" });
  });

  it.each([["23K"], ["22k"], ["22"], ["916 hallmark"]])(
    "refuses a forged purity %j with a clear message, keeping what was typed and booking nothing",
    async (forged) => {
      const jar = new CookieJar();
      const { leadId } = await readyToBook(jar, app.sim.otp);
      const before = (await leadUpdates(leadId)).length;
      const fields = await branchForm(jar, { quality: forged });

      const outcome = await postBooking(jar, fields);

      expect(outcome.status).toBe(400);
      expect(outcome.data.result.error).toEqual({ quality: [FORGED_MESSAGE] });
      expect(outcome.data.result.initialValue).toMatchObject({ quality: forged, slot: fields.slot, branchId: fields.branchId });
      expect(await leadUpdates(leadId)).toHaveLength(before);
      expect(await journal(app, "/salesvisit/create", "POST")).toHaveLength(0);
    },
  );
});
