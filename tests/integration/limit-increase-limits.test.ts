/**
 * The gold card's limits (requirements §9) and the gold's purity on the limit increase, against the
 * simulator: the calculator refuses a weight outside 6 g to 1,365 g and an amount outside
 * ₹25,000 to ₹50,00,000 with the message and what was typed; a forged booking outside them is
 * refused with the message and never reaches the lead service; a valid one sends goldQuality.
 * The day and the time are among those the page offers (read again when booking), and the
 * times are asked with the cardholder's token.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, fault, formReply, journal, useSimulatedApp } from "./helpers";
import { cardholderEnv, loadPage, logIn, offeredLimitVisit, postPage, tokenOf } from "./cardholder";
import * as limitIncrease from "~/routes/lp_.cards._account.limit-increase";
import { cardLimitFor, DEMO_CARDHOLDER, PINCODES } from "../support/fixtures";

const app = useSimulatedApp({ env: cardholderEnv() });

const PATH = "/lp/cards/limit-increase";
const CALCULATOR = "/goldswiper/credit-limit/calculator";
const LIMIT_SLOT = "/lead-service/v2/lead";
const TOO_LITTLE_GOLD = "The least gold we can take for a gold card is 6 g.";
const TOO_MUCH_GOLD = "The most gold we can take for a gold card is 1,365 g.";
/** What UNDER_THE_BOTTOM gives: ₹24,300. */
const TOO_LITTLE_MONEY = "A gold card limit goes up by at least ₹25,000, and this gold adds ₹24,300. Enter more gold or a higher purity.";
const TOO_MUCH_MONEY = "A gold card limit goes up by at most ₹50,00,000, and this gold would add ₹54,00,000. Enter less gold.";
/** The calculator answering less than the card allows (at the seeded rates even 6 g of 18 karat gives more than ₹25,000). */
const UNDER_THE_BOTTOM = {
  code: 200,
  message: "OK",
  data: { goldWeight: 6, goldQuality: "18K", ratePerGram: 5400, ltv: 0.75, eligibleLimit: 24_300 },
};
/** The calculator answering more than the card allows (the simulator itself stops at ₹50,00,000). */
const OVER_THE_TOP = {
  code: 200,
  message: "OK",
  data: { goldWeight: 1000, goldQuality: "24K", ratePerGram: 7200, ltv: 0.75, eligibleLimit: 5_400_000 },
};

const book = (fields: Record<string, string>) => ({
  intent: "book",
  goldWeight: "10",
  goldQuality: "22K",
  date: "2026-12-01",
  slot: "10:00-11:00",
  ...fields,
});

describe("the calculator (GET form)", () => {
  it.each([
    ["2", TOO_LITTLE_GOLD],
    ["5.99", TOO_LITTLE_GOLD],
    ["1365.01", TOO_MUCH_GOLD],
  ])("refuses %s g with the message, keeps what was typed and asks the calculator nothing", async (goldWeight, message) => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadPage(limitIncrease.loader, jar, `${PATH}?goldWeight=${goldWeight}&goldQuality=22K`);

    expect(outcome.status).toBe(200);
    expect(outcome.data.estimate).toBeNull();
    expect(outcome.data.calculator).toEqual({
      goldWeight,
      goldQuality: "22K",
      result: formReply({ goldWeight: [message] }, { goldWeight }),
    });
    expect(outcome.data.days).toEqual([]);
    expect(await journal(app, CALCULATOR)).toHaveLength(0);
  });

  it("takes 6 g and 1,365 g", async () => {
    const jar = await logIn(app.sim.otp);

    const least = await loadPage(limitIncrease.loader, jar, `${PATH}?goldWeight=6&goldQuality=24K`);
    const most = await loadPage(limitIncrease.loader, jar, `${PATH}?goldWeight=1365&goldQuality=22K`);

    expect(least.data.estimate).toMatchObject({ goldWeight: 6, goldQuality: "24K", eligibleLimit: cardLimitFor(6, "24K") });
    expect(least.data.amountProblem).toBeNull();
    expect(most.data.estimate).toMatchObject({ goldWeight: 1365, eligibleLimit: 5_000_000 });
    expect(most.data.days.length).toBeGreaterThan(0);
  });

  it("passes the purity to the calculator: a lower karat, a proportionally lower limit", async () => {
    const jar = await logIn(app.sim.otp);

    const pure = await loadPage(limitIncrease.loader, jar, `${PATH}?goldWeight=10&goldQuality=24K`);
    const eighteen = await loadPage(limitIncrease.loader, jar, `${PATH}?goldWeight=10&goldQuality=18K`);

    expect(pure.data.estimate).toMatchObject({ goldQuality: "24K", eligibleLimit: cardLimitFor(10, "24K") });
    expect(eighteen.data.estimate).toMatchObject({ goldQuality: "18K", eligibleLimit: cardLimitFor(10, "18K") });
    expect(eighteen.data.estimate.eligibleLimit / pure.data.estimate.eligibleLimit).toBeCloseTo(18 / 24, 2);
    expect((await journal(app, CALCULATOR, "GET")).map((entry) => entry.query)).toEqual([
      { goldWeight: "10", goldQuality: "24K" },
      { goldWeight: "10", goldQuality: "18K" },
    ]);
  });

  it("takes 22 karat when the query names no purity", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadPage(limitIncrease.loader, jar, `${PATH}?goldWeight=10`);

    expect(outcome.data.calculator.goldQuality).toBe("22K");
    expect((await journal(app, CALCULATOR, "GET"))[0]!.query).toEqual({ goldWeight: "10", goldQuality: "22K" });
  });

  it("refuses an amount under ₹25,000 on the weight, with no visit offered", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: CALCULATOR, method: "GET", body: UNDER_THE_BOTTOM });

    const outcome = await loadPage(limitIncrease.loader, jar, `${PATH}?goldWeight=6&goldQuality=18K`);

    expect(outcome.data.estimate).toBeNull();
    expect(outcome.data.amountProblem).toBe(TOO_LITTLE_MONEY);
    expect(outcome.data.calculator.result).toEqual(formReply({ goldWeight: [TOO_LITTLE_MONEY] }, { goldWeight: "6", goldQuality: "18K" }));
    expect(outcome.data.days).toEqual([]);
    expect(outcome.data.slots).toBeNull();
  });

  it("refuses an amount over ₹50,00,000 the calculator gives", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: CALCULATOR, method: "GET", body: OVER_THE_TOP });

    const outcome = await loadPage(limitIncrease.loader, jar, `${PATH}?goldWeight=1000&goldQuality=24K`);

    expect(outcome.data.estimate).toBeNull();
    expect(outcome.data.calculator.result).toEqual(formReply({ goldWeight: [TOO_MUCH_MONEY] }, { goldWeight: "1000" }));
  });
});

describe("the request (POST book)", () => {
  it.each([
    ["2", TOO_LITTLE_GOLD],
    ["5.99", TOO_LITTLE_GOLD],
    ["1365.01", TOO_MUCH_GOLD],
    ["5000", TOO_MUCH_GOLD],
  ])("refuses a forged %s g with the message; nothing reaches the upstream", async (goldWeight, message) => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postPage(limitIncrease.action, jar, PATH, book({ goldWeight }));

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ result: formReply({ goldWeight: [message] }, { intent: "book", goldWeight }), notice: null });
    expect(await journal(app, CALCULATOR)).toHaveLength(0);
    expect(await journal(app, LIMIT_SLOT)).toHaveLength(0);
  });

  it("refuses a forged purity; nothing reaches the upstream", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postPage(limitIncrease.action, jar, PATH, book({ goldQuality: "23K" }));

    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({ goldQuality: ["Choose the purity of your gold."] });
    expect(await journal(app, LIMIT_SLOT)).toHaveLength(0);
  });

  it("refuses gold worth less than ₹25,000 of limit: the calculator is asked, the visit is not booked", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: CALCULATOR, method: "GET", body: UNDER_THE_BOTTOM });

    const outcome = await postPage(limitIncrease.action, jar, PATH, book({ goldWeight: "6", goldQuality: "18K" }));

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ result: formReply({ "": [TOO_LITTLE_MONEY] }, { intent: "book", goldWeight: "6" }), notice: null });
    expect(await journal(app, CALCULATOR)).toHaveLength(1);
    expect(await journal(app, LIMIT_SLOT)).toHaveLength(0);
  });

  it("refuses a limit over ₹50,00,000, whatever the calculator says", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: CALCULATOR, method: "GET", body: OVER_THE_TOP });

    const outcome = await postPage(limitIncrease.action, jar, PATH, book({ goldWeight: "1000", goldQuality: "24K" }));

    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({ "": [TOO_MUCH_MONEY] });
    expect(await journal(app, LIMIT_SLOT)).toHaveLength(0);
  });

  it("books a valid request with its purity as goldQuality and the calculator's limit", async () => {
    const jar = await logIn(app.sim.otp);
    const { date, slot } = await offeredLimitVisit(limitIncrease.loader, jar);
    await app.control.clearJournal();

    const outcome = await postPage(limitIncrease.action, jar, PATH, book({ goldWeight: "20", goldQuality: "20K", date, slot }));

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(PATH);
    const [calculated] = await journal(app, CALCULATOR, "GET");
    expect(calculated!.query).toEqual({ goldWeight: "20", goldQuality: "20K" });
    const slots = await journal(app, LIMIT_SLOT, "POST");
    expect(slots).toHaveLength(1);
    // 20 g × today's 20 karat rate × 0.75, as the calculator answered
    expect(slots[0]!.body).toEqual({
      requestType: "LIMIT_INCREASE",
      cardId: DEMO_CARDHOLDER.cardId,
      goldWeight: 20,
      goldQuality: "20K",
      requestedLimit: cardLimitFor(20, "20K"),
      slot: `${date} ${slot}`,
      pincode: PINCODES.serviceable,
    });
  });

  it("books 6 g and 1,365 g, the bounds of a home visit", async () => {
    const jar = await logIn(app.sim.otp);
    const visit = await offeredLimitVisit(limitIncrease.loader, jar);

    const least = await postPage(limitIncrease.action, jar, PATH, book({ goldWeight: "6", goldQuality: "24K", ...visit }));
    const most = await postPage(limitIncrease.action, jar, PATH, book({ goldWeight: "1365", goldQuality: "22K", ...visit }));

    expect([least.status, most.status]).toEqual([302, 302]);
    expect((await journal(app, LIMIT_SLOT, "POST")).map((entry) => [entry.body.goldWeight, entry.body.requestedLimit])).toEqual([
      [6, cardLimitFor(6, "24K")],
      [1365, 5_000_000],
    ]);
  });
});

describe("the visit's day and time (only those the page offers)", () => {
  const VIEW_SLOTS = "/insight/view-slots";
  /** A Sunday after today's (the simulator's calendar has no Sundays). */
  function nextSunday(): string {
    const day = new Date();
    day.setUTCDate(day.getUTCDate() + 7 - day.getUTCDay());
    return day.toISOString().slice(0, 10);
  }

  it.each([
    ["a past day", () => ({ date: "2020-01-01" }), "Please pick one of the days shown."],
    ["a Sunday", () => ({ date: nextSunday() }), "Please pick one of the days shown."],
    ["a far day", () => ({ date: "2099-12-31" }), "Please pick one of the days shown."],
    ["a made-up time", () => ({ slot: "99:99-00:00" }), "That time is no longer free. Please pick another time."],
  ])("refuses %s with the message, keeps what was typed and books nothing", async (_, change, message) => {
    const jar = await logIn(app.sim.otp);
    const fields = book({ goldWeight: "20", ...(await offeredLimitVisit(limitIncrease.loader, jar)), ...change() });

    const outcome = await postPage(limitIncrease.action, jar, PATH, fields);

    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({ "": [message] });
    expect(outcome.data.result.initialValue).toMatchObject({ intent: "book", goldWeight: "20", date: fields.date, slot: fields.slot });
    expect(await journal(app, LIMIT_SLOT)).toHaveLength(0);
  });

  it("asks for the times with the cardholder's token, on the page and when booking", async () => {
    const jar = await logIn(app.sim.otp);
    const visit = await offeredLimitVisit(limitIncrease.loader, jar);
    expect((await postPage(limitIncrease.action, jar, PATH, book(visit))).status).toBe(302);

    const asked = await journal(app, VIEW_SLOTS, "GET");
    expect(asked.length).toBeGreaterThanOrEqual(2);
    // The cardholder's own token: the one of their card calls.
    const [card] = await journal(app, "/credit-limit/user", "GET");
    const token = tokenOf(card!.headers.authorization);
    for (const entry of asked) {
      expect(entry.headers.authorization).toBe(`JWT ${token}`);
      expect(entry.query).toMatchObject({ type: "DOORSTEP" });
    }
  });

  it("a session without a token asks for no times", async () => {
    const page = await loadPage(limitIncrease.loader, new CookieJar(), `${PATH}?goldWeight=10&goldQuality=22K`);
    expect(page.status).toBe(302);
    expect(await journal(app, VIEW_SLOTS)).toHaveLength(0);
  });
});
