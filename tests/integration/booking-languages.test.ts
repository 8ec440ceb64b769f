/**
 * The schemes step, the booking step and the confirmation in another language (decision 028):
 * their loaders send the page's strings of their own namespaces only, and the visit's days and
 * times come in the page's language (Latin digits), while English stays as it was.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, useSimulatedApp, sentStrings } from "./helpers";
import { freeSlot, loadBookVisitPage, loadConfirmationPage, loadSchemesPage, postBooking, readyToBook } from "./journey";
import { CATALOGUE } from "~/i18n/messages/index.server";

const app = useSimulatedApp();

const DEVANAGARI = /\p{Script=Devanagari}/u;
const TAMIL = /\p{Script=Tamil}/u;

describe("the booking pages in Hindi and Tamil", () => {
  it("send the schemes step its words, a scheme's figures and its blocks' (gold rate, branches), and nothing else", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp);

    const hindi = await loadSchemesPage(jar, "?lang=hi");
    expect(hindi.status).toBe(200);
    expect(sentStrings(hindi.data)["Choose a scheme in {city}"]).toBe(CATALOGUE["booking-schemes"]["Choose a scheme in {city}"].hi);
    expect(sentStrings(hindi.data)["Gold needed"]).toBe(CATALOGUE["scheme-facts"]["Gold needed"].hi);
    const sent = ["booking-schemes", "scheme-facts", "step-blocks", "gold-rate"] as const;
    expect(Object.keys(sentStrings(hindi.data)).sort()).toEqual(
      [...new Set(sent.flatMap((namespace) => Object.keys(CATALOGUE[namespace])))].sort(),
    );

    expect((await loadSchemesPage(jar, "?lang=en")).data.i18n).toEqual([]);
  });

  it("give the booking step its days and times in the page's language, with Latin digits", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp);
    const { date } = await freeSlot(jar, "branch");

    const english = await loadBookVisitPage(jar, `?kind=branch&date=${date}&lang=en`);
    const hindi = await loadBookVisitPage(jar, `?kind=branch&date=${date}&lang=hi`);
    const tamil = await loadBookVisitPage(jar, `?kind=branch&date=${date}&lang=ta`);

    expect(english.data.days[0].label).toMatch(/^[A-Z][a-z]{2},? \d{1,2} [A-Z][a-z]{2}$/);
    for (const [page, script] of [
      [hindi, DEVANAGARI],
      [tamil, TAMIL],
    ] as const) {
      expect(page.data.days.map((d: { date: string }) => d.date)).toEqual(english.data.days.map((d: { date: string }) => d.date));
      for (const day of page.data.days) expect(day.label).toMatch(script);
      for (const day of page.data.days) expect(day.label).toMatch(/\d/);
      expect(page.data.slots.map((s: { id: string }) => s.id)).toEqual(english.data.slots.map((s: { id: string }) => s.id));
      for (const slot of page.data.slots) expect(slot.label).toMatch(script);
      expect(sentStrings(page.data)["Pick a time"]).toMatch(script);
      expect(sentStrings(page.data)["Book your visit"]).toMatch(script);
      expect(sentStrings(page.data)["Interest rate"]).toMatch(script);
      expect(sentStrings(page.data)["Choose a branch"]).toMatch(script);
      // Only what the page shows: not the schemes step's words, nor a doorstep visit's, nor the limits when both kinds can be booked.
      expect(sentStrings(page.data)["Choose a scheme in {city}"]).toBeUndefined();
      expect(sentStrings(page.data)["House or flat number"]).toBeUndefined();
      expect(sentStrings(page.data)["Branch visits in {city} are for loans up to {amount}."]).toBeUndefined();
    }
    expect(sentStrings((await loadBookVisitPage(jar, "?kind=doorstep&lang=hi")).data)["House or flat number"]).toBe(
      CATALOGUE["booking-visit-doorstep"]["House or flat number"].hi,
    );
    // English keeps the upstream's slot labels.
    expect(english.data.slots[0].label).toMatch(/AM|PM/);
  });

  it("say the booked visit's time in Tamil on the confirmation, and send it its words", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp);
    const { date, slot, page } = await freeSlot(jar, "branch");
    const outcome = await postBooking(jar, { kind: "branch", date, slot: slot.id, branchId: page.data.branches[0].id as string });
    expect(outcome.location, JSON.stringify(outcome.data)).toBe("/lp/confirmation");

    const english = await loadConfirmationPage(jar, "?lang=en");
    const tamil = await loadConfirmationPage(jar, "?lang=ta&change=1");

    expect(english.data.booking.when).toContain(slot.label);
    expect(tamil.data.booking.when).toMatch(TAMIL);
    expect(tamil.data.booking.when).not.toMatch(/[A-Za-z]/);
    for (const day of tamil.data.change.days) expect(day.label).toMatch(TAMIL);
    expect(sentStrings(tamil.data)["Your branch visit is booked"]).toBe(
      CATALOGUE["booking-confirmation"]["Your branch visit is booked"].ta,
    );
    expect(sentStrings(tamil.data)["Pick a time"]).toBe(CATALOGUE.booking["Pick a time"].ta);
    // The loan's key facts are beside the visit (decision 046): their words come; the booking form's do not.
    expect(sentStrings(tamil.data)["Total amount payable"]).toBe(CATALOGUE["scheme-facts"]["Total amount payable"].ta);
    expect(sentStrings(tamil.data)["House or flat number"]).toBeUndefined();
  });
});
