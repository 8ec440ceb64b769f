/**
 * /gold-loan-calculator against the simulator (docs/decisions/022-rbi-2025-loan-calculator.md):
 * the loader values the gold at the lower of the previous day's 22K rate and its 30-day average
 * (30 dated rate reads), applies the loan-to-value tiers and the bullet rule, and keeps the
 * city's limits; bad input answers a message per field with what was typed; rates or cities
 * that cannot be read answer a notice, never a 500.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call, fault, getRequest, inEnglish, journal, useSimulatedApp } from "./helpers";
import { cityIdByName } from "../../server/upstream-sim/seed/cities";
import { CITY_MESSAGE, PURITY_MESSAGE, RATE_MESSAGE, WEIGHT_MESSAGES } from "~/journey/loan-calculator-form";
import * as calculatorRoute from "~/routes/($lang).gold-loan-calculator";

const PUBLIC_ORIGIN = "https://www.kanak.example";
// Thirty rate reads at once: on a busy machine one may take longer than the integration tests'
// usual 2 s, which would make a valuation test answer the "rates unavailable" notice. The
// failure tests inject their faults as statuses, so they need no short timeout.
const app = useSimulatedApp({ env: () => ({ PUBLIC_ORIGIN, UPSTREAM_TIMEOUT_MS: "5000" }) });

/** 23 November 2026, 11:30 in India: the rates read are those of 24 October to 22 November. */
const NOW = new Date("2026-11-23T06:00:00Z");
const PUNE = String(cityIdByName("Pune"));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

function calculate(query: Record<string, string>) {
  return call(calculatorRoute.loader, getRequest(`/gold-loan-calculator?${new URLSearchParams(query)}`));
}

describe("/gold-loan-calculator loader", () => {
  it("reads the 30 days before today's and values at the lower rate: the 30-day average of ₹7,267.17 under the previous day's ₹7,387", async () => {
    const outcome = await calculate({ weight: "10", purity: "22K", city: PUNE });
    expect(outcome.status).toBe(200);
    const keys = (await journal(app, "/pricing/getgoldrate")).map((entry) => entry.query.key);
    expect(new Set(keys).size).toBe(30);
    expect(keys).toContain("goldPrice-22112026");
    expect(keys).toContain("goldPrice-24102026");
    expect(keys).not.toContain("goldPrice-23112026");
    expect(outcome.data.answer.valuation).toMatchObject({
      basis: "average",
      previousDay: { date: "2026-11-22", rate22k: 7_387 },
      average: { rate22k: 7_267.17, days: 30, from: "2026-10-24", to: "2026-11-22" },
      ratePerGram: 7_267.17,
      value: 72_671,
    });
  });

  it.each([
    // [grams, purity, value, most, tier]
    ["10", "22K", 72_671, 61_770, 85], // 85% of ₹72,671
    ["40", "22K", 290_686, 247_083, 85], // 85% of ₹2,90,686 is under ₹2,50,000
    ["80", "22K", 581_373, 465_098, 80], // 85% would pass ₹2,50,000; 80% of ₹5,81,373
    ["200", "24K", 1_585_564, 1_189_173, 75], // at 24/22 of the rate (₹7,927.82 a gram); 75% of ₹15,85,564
  ])("%s g of %s: worth ₹%d, borrow up to ₹%d (%d%%)", async (weight, purity, value, most, percent) => {
    const outcome = await calculate({ weight, purity, city: PUNE, scheme: "monthly" });
    expect(outcome.data.answer.valuation.value).toBe(value);
    expect(outcome.data.answer.loan).toMatchObject({ amount: most, percent, cappedBy: null, belowMinimum: null, withoutInterest: null });
  });

  it("bullet: 80 g of 22K at 12% for 12 months borrows ₹4,15,266 rather than ₹4,65,098 (₹4,15,266 × 1.12 is within 80% of ₹5,81,373)", async () => {
    const outcome = await calculate({ weight: "80", purity: "22K", city: PUNE, scheme: "bullet", rate: "12" });
    expect(outcome.data.answer.loan).toMatchObject({ amount: 415_266, percent: 80, withoutInterest: 465_098 });
  });

  it("holds 2,730 g of 24K at ₹1,00,00,000, and says Pune's minimum of ₹50,000 under it", async () => {
    expect((await calculate({ weight: "2730", purity: "24K", city: PUNE })).data.answer.loan).toMatchObject({
      byRatio: 16_232_211,
      amount: 10_000_000,
      cappedBy: "site",
    });
    expect((await calculate({ weight: "1", purity: "18K", city: PUNE })).data.answer.loan).toMatchObject({
      amount: 5_053,
      belowMinimum: 50_000,
    });
  });

  it("without a weight it is the empty form, the linked city chosen, and reads no rates", async () => {
    const outcome = await calculate({ city: PUNE });
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({
      answer: null,
      result: null,
      values: { weight: "", purity: "22K", city: PUNE, scheme: "monthly" },
    });
    expect(outcome.data.cities).toContainEqual({ id: Number(PUNE), name: "Pune" });
    expect(await journal(app, "/pricing/getgoldrate")).toHaveLength(0);
    // A city the list does not have, or none: the default city (1) is chosen.
    expect((await calculate({ city: "999999" })).data.values.city).toBe("1");
    expect((await calculate({})).data.values.city).toBe("1");
  });

  it("names no scheme when the best one would lend less than the city's smallest loan", async () => {
    // 8.5 g valued at ₹7,267.17: ₹61,770; RBI's 85% is ₹52,504 (above Pune's ₹50,000), but the best
    // scheme's 75% is ₹46,327, a loan no scheme gives in Pune.
    const outcome = await calculate({ weight: "8.5", purity: "22K", city: PUNE, scheme: "monthly" });
    expect(outcome.status).toBe(200);
    expect(outcome.data.answer.loan.amount).toBeGreaterThanOrEqual(50_000);
    expect(outcome.data.answer.offer).toMatchObject({ kind: "none" });
  });

  it("asks which schemes are open at a few fixed amounts, not at each typed weight's (a visitor cannot make a read per request)", async () => {
    const weights = Array.from({ length: 40 }, (_, i) => String(20 + i * 7.25));
    for (const weight of weights) expect((await calculate({ weight, purity: "22K", city: PUNE, scheme: "monthly" })).status).toBe(200);
    const amounts = new Set((await journal(app, "/pricing/masterschemes")).map((entry) => entry.query.amount));
    // The largest loan (each scheme's LTV), Pune's smallest loan and the seven steps at most.
    expect(amounts.size).toBeLessThanOrEqual(9);
  });

  it.each(["22", "22k", " 22K "])("reads purity %j as 22 karat and shows that option chosen", async (purity) => {
    const outcome = await calculate({ weight: "40", purity, city: PUNE, scheme: "monthly" });
    expect(outcome.status).toBe(200);
    expect(outcome.data.values.purity).toBe("22K");
  });

  it.each([
    [{ weight: "" }, "weight", WEIGHT_MESSAGES.missing],
    [{ weight: "0" }, "weight", WEIGHT_MESSAGES.notPositive],
    [{ weight: "-5" }, "weight", WEIGHT_MESSAGES.notPositive],
    [{ weight: "2731" }, "weight", WEIGHT_MESSAGES.tooMuch],
    [{ weight: "ten grams" }, "weight", WEIGHT_MESSAGES.notNumber],
    [{ purity: "23K" }, "purity", PURITY_MESSAGE],
    [{ city: "999999" }, "city", CITY_MESSAGE],
    [{ scheme: "bullet", rate: "abc" }, "rate", RATE_MESSAGE],
  ])("refuses %j with a message next to %s, keeping what was typed, and reads no rates", async (bad, field, message) => {
    const query = { weight: "40", purity: "22K", city: PUNE, scheme: "monthly", ...bad };
    const outcome = await calculate(query);
    expect(outcome.status).toBe(400);
    expect(outcome.data.answer).toBeNull();
    expect(outcome.data.result.error).toEqual({ [field]: [inEnglish(message)] });
    expect(outcome.data.values[field]).toBe((query as Record<string, string>)[field]);
    expect(await journal(app, "/pricing/getgoldrate")).toHaveLength(0);
  });

  it("says every message at once: a weight it cannot read and a city the list does not have", async () => {
    const outcome = await calculate({ weight: "ten grams", purity: "22K", city: "999999", scheme: "monthly" });
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({ weight: [inEnglish(WEIGHT_MESSAGES.notNumber)], city: [inEnglish(CITY_MESSAGE)] });
  });

  it("a form sent with no city chosen is valued at the default city (1), not refused", async () => {
    const outcome = await calculate({ weight: "40", purity: "22K", city: "", scheme: "monthly" });
    expect(outcome.status).toBe(200);
    expect(outcome.data.answer.city).toMatchObject({ id: 1 });
  });

  it("a rate with monthly interest is not read: a stray rate does not refuse the form", async () => {
    expect((await calculate({ weight: "40", purity: "22K", city: PUNE, scheme: "monthly", rate: "abc" })).status).toBe(200);
  });

  it("rates that cannot be read answer a notice (503), not a 500", async () => {
    await fault(app, { path: "/pricing/getgoldrate", status: 500 });
    const outcome = await calculate({ weight: "40", purity: "22K", city: PUNE });
    expect(outcome.status).toBe(503);
    expect(outcome.data).toMatchObject({ answer: null, unavailable: "rates", values: { weight: "40" } });
  });

  it("a city list that cannot be read answers a notice (503) and keeps what was typed", async () => {
    await fault(app, { path: "/api/v1/cities", status: 500 });
    const outcome = await calculate({ weight: "40", purity: "22K", city: PUNE });
    expect(outcome.status).toBe(503);
    expect(outcome.data).toMatchObject({ answer: null, unavailable: "cities", values: { weight: "40", city: PUNE } });
  });

  it("has its canonical on the public origin, without the query", async () => {
    expect((await calculate({ weight: "10", city: PUNE })).data.canonical).toBe(`${PUBLIC_ORIGIN}/gold-loan-calculator`);
  });
});
