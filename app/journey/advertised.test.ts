import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEEDED_CITIES } from "../../server/upstream-sim/seed/cities";
import { computeScheme, isOfferedIn, SEEDED_SCHEMES } from "../../server/upstream-sim/seed/schemes";
import { serverTranslator } from "~/i18n/catalogue.server";
import { msg } from "~/i18n/message";
import { place } from "~/i18n/place";
import { LANGUAGES } from "~/i18n/language";
import {
  advertisedFigures,
  advertisedParams,
  bestOfferFor,
  carriesPercentFigure,
  schemeApr,
  schemeLoanFor,
  withApr,
  type AdvertisedFigures,
} from "~/journey/advertised";
import { loanLimits } from "~/journey/city-limits";
import { maxByRatio, MAX_LOAN_AMOUNT } from "~/journey/rbi-ltv";
import type { Scheme } from "~/upstream/schemas/pricing";

/** A city's schemes as the pricing service (the simulator) computes them for `amount` at a 22 karat rate. */
function offeredAt(cityId: number, amount: number, rate22k: number): Scheme[] {
  return SEEDED_SCHEMES.filter((t) => isOfferedIn(t, cityId) && t.minAmount <= amount).map((t) => computeScheme(t, amount, rate22k));
}

/** The sentence that advertises the figures, as app/components/advertised-line.tsx says it. */
function advertisedSentence(figures: AdvertisedFigures, city: string, date: string) {
  return msg("Schemes offered in {city} on {date}: APR from {apr} a year, up to {ltv} of your gold's value, loans up to {amount}.", {
    city: place(city),
    ...advertisedParams(figures, date),
  });
}

const BANGALORE = 1;
const PUNE = 3;
const RATE_22K = 7400;

describe("advertisedFigures", () => {
  it("gives Bangalore's figures from its schemes, each with the scheme that backs it", () => {
    const figures = advertisedFigures(offeredAt(BANGALORE, MAX_LOAN_AMOUNT, RATE_22K), "2026-11-29", MAX_LOAN_AMOUNT);
    expect(figures).toEqual({
      // SIB Gold Express (Bangalore only): 10.99% paid monthly, 0.5% fee, 12 months.
      bestApr: { value: 11.5, schemeId: "SIB-JMP-1099" },
      // Federal Gold Bullet: 9.99%, 9.49% with the on-time cashback.
      lowestRate: { value: 9.49, schemeId: "FED-FLT-0999" },
      highestLtv: { value: 75, schemeId: "FED-JMP-1188" },
      largestAmount: { value: 10_000_000, schemeId: "FED-JMP-1188" },
      readOn: "2026-11-29",
    });
  });

  it("gives Pune its own: without the Bangalore-only schemes its best APR is Maha Gold Loan's", () => {
    const figures = advertisedFigures(offeredAt(PUNE, MAX_LOAN_AMOUNT, RATE_22K), "2026-11-29")!;
    // Maha Gold Loan: 11.25% paid monthly with a 0.3% fee over 12 months: received ₹99,700 for ₹1,00,000,
    // ₹938 interest a month (11.25% / 12 of ₹1,00,000, rounded), the ₹1,00,000 back at the end: a
    // monthly IRR of 0.9646% × 12 = 11.575%, 11.6% to one decimal.
    expect(figures.bestApr).toEqual({ value: 11.6, schemeId: "BOM-JMP-1125" });
    expect(figures.highestLtv.value).toBe(75);
  });

  it("holds the largest amount to the city's largest loan", () => {
    expect(advertisedFigures(offeredAt(BANGALORE, MAX_LOAN_AMOUNT, RATE_22K), "2026-11-29", 2_000_000)!.largestAmount.value).toBe(
      2_000_000,
    );
  });

  it("gives nothing without a scheme: no page then says a 'from' or an 'up to'", () => {
    expect(advertisedFigures([], "2026-11-29")).toBeNull();
  });

  it("never backs main's figures: 'up to 85%' and 'from 0.69% a month' (8.28% a year)", () => {
    for (const city of SEEDED_CITIES) {
      const figures = advertisedFigures(offeredAt(city.id, MAX_LOAN_AMOUNT, RATE_22K), "2026-11-29")!;
      expect(figures.highestLtv.value).toBeLessThan(85);
      expect(figures.bestApr.value).toBeGreaterThan(0.69 * 12);
      expect(figures.lowestRate.value).toBeGreaterThan(0.69 * 12);
    }
  });
});

describe("bestOfferFor: the calculator's 'what the lenders offer'", () => {
  it("40 g of 22 karat gold worth ₹2,90,686 in Bangalore: ₹2,18,014 from Federal Gold Smart, not RBI's ₹2,48,081", () => {
    // RBI: 85% of ₹2,90,686 = ₹2,47,083.1 (under ₹2,50,000, so the 85% tier): what main said one could borrow.
    // Federal Gold Smart lends 75% of the same value: ₹2,18,014.5, down to the rupee.
    const rbi = maxByRatio(290_686).amount;
    const best = bestOfferFor(offeredAt(BANGALORE, MAX_LOAN_AMOUNT, RATE_22K), 290_686, rbi)!;
    expect(best.scheme.id).toBe("FED-JMP-1188");
    expect(best.amount).toBe(218_014);
    expect(best.amount).toBeLessThan(rbi);
  });

  it("never lends above the cap (what RBI's rules and the city allow) nor above a scheme's largest loan", () => {
    const schemes = offeredAt(BANGALORE, MAX_LOAN_AMOUNT, RATE_22K);
    expect(bestOfferFor(schemes, 1_000_000, 500_000)!.amount).toBe(500_000);
    expect(schemeLoanFor({ customerLtv: 66, loanAmount: 1_000_000 }, 100_000_000, MAX_LOAN_AMOUNT)).toBe(1_000_000);
  });

  it("gives nothing without a scheme", () => {
    expect(bestOfferFor([], 100_000, 100_000)).toBeNull();
  });
});

describe("carriesPercentFigure: free copy that says a rate or a share", () => {
  it.each([
    ["Up to 85% of the value of your gold", true],
    ["from 0.69% a month", true],
    ["सोने के मूल्य का 85 % तक", true],
    ["सोने के मूल्य का ८५% तक", true],
    ["up to 85 per cent of its value", true],
    ["75％ of the value", true],
    ["Borrow from ₹30,000 to ₹1 crore against your gold", false],
    ["Money in 30 minutes", false],
  ])("%s: %s", (text, carries) => {
    expect(carriesPercentFigure(text)).toBe(carries);
  });
});

/** The figures a sentence says: its percentages and its rupee amounts, in the order written. */
function figuresIn(text: string): { percents: number[]; rupees: number[] } {
  return {
    percents: [...text.matchAll(/(\d+(?:\.\d+)?)%/g)].map((m) => Number(m[1])),
    rupees: [...text.matchAll(/₹([\d,]+)/g)].map((m) => Number(m[1]!.replaceAll(",", ""))),
  };
}

describe("property: no advertised figure is better than the best scheme offered in the page's city", () => {
  const cityIds = SEEDED_CITIES.map((city) => city.id);

  it("for every city, every amount and gold rate the simulator computes, in every language", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cityIds),
        fc.integer({ min: 25_000, max: MAX_LOAN_AMOUNT }),
        fc.integer({ min: 5_000, max: 12_000 }),
        fc.constantFrom(...LANGUAGES),
        (cityId, amount, rate22k, lang) => {
          const city = SEEDED_CITIES.find((c) => c.id === cityId)!;
          const cap = loanLimits(city, undefined).maxAmount;
          const figures = advertisedFigures(offeredAt(cityId, MAX_LOAN_AMOUNT, rate22k), "2026-11-29", cap)!;
          const text = serverTranslator(lang).message(advertisedSentence(figures, city.name, "29 November 2026"));
          const said = figuresIn(text);
          const [apr, ltv] = said.percents;
          const [largest] = said.rupees;

          // Every scheme offered in the city at this amount (what the schemes step lists), and at any amount.
          const atAmount = withApr(offeredAt(cityId, amount, rate22k));
          const anywhere = withApr(offeredAt(cityId, MAX_LOAN_AMOUNT, rate22k));
          // "APR from x": no scheme offered is cheaper, and one offered somewhere in the city charges exactly x.
          expect(atAmount.every((s) => s.apr >= apr!)).toBe(true);
          expect(anywhere.some((s) => s.apr === apr)).toBe(true);
          // "up to y of your gold's value": no scheme lends more of it, and one lends exactly y.
          expect(anywhere.every((s) => s.customerLtv <= ltv!)).toBe(true);
          expect(anywhere.some((s) => s.customerLtv === ltv)).toBe(true);
          // "loans up to ₹z": a scheme gives ₹z within the city's limit, and none gives more.
          expect(largest).toBeLessThanOrEqual(cap);
          expect(anywhere.some((s) => Math.min(s.loanAmount, cap) === largest)).toBe(true);
          expect(atAmount.every((s) => Math.min(s.loanAmount, cap) <= largest!)).toBe(true);
        },
      ),
      { seed: 45, numRuns: 300 },
    );
  });

  it("the calculator's offer: a scheme of the city lends it for that gold, no scheme lends more, and never above RBI's figure", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cityIds),
        fc.integer({ min: 1_000, max: 20_000_000 }),
        fc.integer({ min: 5_000, max: 12_000 }),
        (cityId, value, rate22k) => {
          const rbi = maxByRatio(value).amount;
          const schemes = offeredAt(cityId, MAX_LOAN_AMOUNT, rate22k);
          const best = bestOfferFor(schemes, value, rbi);
          expect(best).not.toBeNull();
          expect(best!.amount).toBeLessThanOrEqual(rbi);
          expect(best!.amount).toBe(schemeLoanFor(best!.scheme, value, rbi));
          expect(best!.amount).toBeLessThanOrEqual(Math.floor((best!.scheme.customerLtv * value) / 100 + 1e-6));
          for (const scheme of schemes) expect(schemeLoanFor(scheme, value, rbi)).toBeLessThanOrEqual(best!.amount);
        },
      ),
      { seed: 45, numRuns: 300 },
    );
  });

  it("an APR is worked out as the cards show it", () => {
    const maha = offeredAt(PUNE, 100_000, RATE_22K).find((s) => s.id === "BOM-JMP-1125")!;
    expect(schemeApr(maha)).toBe(11.6);
  });
});
