import { describe, expect, it } from "vitest";
import { borrowing, bulletFactor, loanAnswer, maxByRatio, valueGold, type DayRate } from "~/journey/rbi-ltv";

const BANGALORE = { name: "Bangalore", minAmount: 30_000, maxAmount: 10_000_000 };

describe("maxByRatio: loan-to-value by loan size (85% up to ₹2,50,000, 80% up to ₹5,00,000, 75% above)", () => {
  it.each([
    // [value, most, tier percent, why]
    [100_000, 85_000, 85, "85% of ₹1,00,000"],
    [250_000 / 0.85, 250_000, 85, "85% of ₹2,94,117.65 is exactly ₹2,50,000"],
    [294_118, 250_000, 85, "85% is ₹2,50,000.30: held at the tier's ₹2,50,000"],
    [300_000, 250_000, 85, "85% (₹2,55,000) is over ₹2,50,000 and 80% (₹2,40,000) is under it: still ₹2,50,000"],
    [312_500, 250_000, 85, "80% is exactly ₹2,50,000: no better than the first tier"],
    [312_502, 250_001, 80, "80% is ₹2,50,001.60: the second tier"],
    [500_000, 400_000, 80, "80% of ₹5,00,000"],
    [625_000, 500_000, 80, "80% of ₹6,25,000 is exactly ₹5,00,000"],
    [625_001, 500_000, 80, "80% is over ₹5,00,000, 75% (₹4,68,750.75) under it: ₹5,00,000"],
    [666_667, 500_000, 80, "75% is ₹5,00,000.25: not yet a loan above ₹5,00,000"],
    [666_668, 500_001, 75, "75% is ₹5,00,001: the third tier"],
    [1_000_000, 750_000, 75, "75% of ₹10,00,000"],
    [20_000_000, 15_000_000, 75, "75% of ₹2,00,00,000 (before the ₹1,00,00,000 limit)"],
  ])("value ₹%d: ₹%d at %d%% (%s)", (value, most, percent) => {
    expect(maxByRatio(value)).toEqual({ amount: most, percent });
  });

  it("never gives a fraction of a rupee", () => {
    expect(maxByRatio(12_345.67).amount).toBe(10_493); // 85% = 10,493.82
  });
});

describe("bullet repayment: principal × (1 + r × t) stays within the ratio", () => {
  it("12 months at 12%: each rupee borrowed costs ₹1.12 at maturity", () => {
    expect(bulletFactor(12)).toBeCloseTo(1.12, 10);
    expect(bulletFactor(12, 6)).toBeCloseTo(1.06, 10);
  });

  it.each([
    // [value, most with bullet, tier, most with monthly interest]
    [100_000, 75_892, 85, 85_000], // 85,000 / 1.12 = 75,892.86
    [400_000, 285_714, 80, 320_000], // 85% tier gives 2,50,000; 80%: 3,20,000 / 1.12 = 2,85,714.29 > 2,50,000
    [1_000_000, 669_642, 75, 750_000], // 7,50,000 / 1.12 = 6,69,642.86 beats the 80% tier's 5,00,000
  ])("value ₹%d at 12%% for 12 months: ₹%d (%d%% tier), against ₹%d with monthly interest", (value, bullet, percent, monthly) => {
    const answer = borrowing(value, "bullet", 12);
    expect(answer).toMatchObject({ byRatio: bullet, percent, withoutInterest: monthly });
    expect(answer.byRatio * 1.12).toBeLessThanOrEqual((percent / 100) * value);
  });

  it("monthly interest does not count the interest", () => {
    expect(borrowing(100_000, "monthly", 12)).toEqual({ byRatio: 85_000, percent: 85, withoutInterest: null, factor: 1 });
  });
});

describe("loanAnswer: the city's limits and the ₹1,00,00,000 maximum", () => {
  it("keeps the ratio's answer within the limits", () => {
    expect(loanAnswer(100_000, "monthly", 12, BANGALORE)).toMatchObject({ amount: 85_000, cappedBy: null, belowMinimum: null });
  });

  it("holds a large value at ₹1,00,00,000", () => {
    expect(loanAnswer(20_000_000, "monthly", 12, BANGALORE)).toMatchObject({ byRatio: 15_000_000, amount: 10_000_000, cappedBy: "site" });
  });

  it("holds it at a city's lower maximum", () => {
    expect(loanAnswer(20_000_000, "monthly", 12, { ...BANGALORE, maxAmount: 9_999_999 })).toMatchObject({
      amount: 9_999_999,
      cappedBy: "city",
    });
  });

  it("says the city's minimum when the answer is under it", () => {
    expect(loanAnswer(20_000, "monthly", 12, BANGALORE)).toMatchObject({ amount: 17_000, belowMinimum: 30_000 });
  });
});

describe("valueGold: the lower of the previous day's 22K rate and the 30-day average, scaled by karat / 22", () => {
  const days = (rates: number[]): DayRate[] => rates.map((rate22k, i) => ({ date: `2026-11-${String(22 - i).padStart(2, "0")}`, rate22k }));

  it("uses the average when it is lower: 10 g of 22K at an average of ₹7,000", () => {
    const valuation = valueGold(10, "22K", days([7_100, 6_900, 7_000]), "2026-11-22")!;
    expect(valuation).toMatchObject({ basis: "average", rate22k: 7_000, ratePerGram: 7_000, value: 70_000 });
    expect(valuation.average).toEqual({ rate22k: 7_000, days: 3, from: "2026-11-20", to: "2026-11-22" });
  });

  it("uses the previous day's rate when it is lower (and on a tie)", () => {
    expect(valueGold(10, "22K", days([6_900, 7_100]), "2026-11-22")).toMatchObject({
      basis: "previous-day",
      rate22k: 6_900,
      value: 69_000,
    });
    expect(valueGold(10, "22K", days([7_000, 7_000]), "2026-11-22")).toMatchObject({ basis: "previous-day" });
  });

  it("scales by purity: 24K is 24/22 of the 22K rate, 18K 18/22", () => {
    expect(valueGold(200, "24K", days([7_000]), "2026-11-22")).toMatchObject({ ratePerGram: 7_636.36, value: 1_527_272 });
    expect(valueGold(10, "18K", days([7_000]), "2026-11-22")).toMatchObject({ ratePerGram: 5_727.27, value: 57_272 });
  });

  it("gives nothing without the previous day's rate", () => {
    expect(valueGold(10, "22K", days([7_000]), "2026-11-23")).toBeNull();
  });
});
