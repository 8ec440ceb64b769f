import { describe, expect, it } from "vitest";
import { msg, readMessage } from "~/i18n/message";
import { fill } from "~/i18n/translate";
import {
  aprMessage,
  aprText,
  bulletAnnualRate,
  cashbackWords,
  loanCost,
  loanTermsOf,
  monthlyIrr,
  percentText,
  rateMessage,
  rateWords,
  repaymentMessage,
  type LoanTerms,
} from "~/journey/loan-cost";

/** Words made as a message, as an English page says them. */
function english(text: string | null): string | null {
  const message = text === null ? null : readMessage(text);
  return message ? fill(message.key, message.params) : text;
}

const monthly12: LoanTerms = { type: "jumping", rate: 12, slabs: [], cashbackRate: 12, tenureMonths: 12, feePercent: 1 };

describe("loanCost, monthly interest with the amount at the end (jumping interest)", () => {
  it("₹1,00,000 for 12 months at 12% with a ₹1,000 fee: APR 13.1%", () => {
    // Interest 1% a month = ₹1,000 × 12 = ₹12,000; received ₹99,000.
    // 99,000 = Σ_{k=1..12} 1,000/(1+i)^k + 1,00,000/(1+i)^12 gives i = 1.08935% a month
    // (check: at i = 0.0108935 the annuity factor is 11.1094 and the discount 0.87882:
    // 11,109.4 + 87,882 ≈ 98,991 ≈ 99,000); APR = 12 i = 13.07%.
    const cost = loanCost(monthly12, 100_000);
    expect(cost).toMatchObject({
      amount: 100_000,
      tenureMonths: 12,
      interest: 12_000,
      fees: [{ name: "Processing fee", rupees: 1_000 }],
      feeTotal: 1_000,
      netDisbursed: 99_000,
      totalPayable: 112_000,
      apr: 13.1,
      repayment: { kind: "monthly", monthlyInterest: 1_000, months: 12, amount: 100_000 },
      cashback: 0,
    });
  });

  it("with no fee the APR is the rate itself", () => {
    expect(loanCost({ ...monthly12, feePercent: null }, 100_000)).toMatchObject({ fees: [], netDisbursed: 100_000, apr: 12 });
  });

  it("₹3,00,000 at 9.5% pays ₹2,375 each month", () => {
    // 3,00,000 × 9.5% / 12 = 2,375.
    expect(loanCost({ ...monthly12, rate: 9.5, feePercent: 0 }, 300_000).repayment).toEqual({
      kind: "monthly",
      monthlyInterest: 2_375,
      months: 12,
      amount: 300_000,
    });
  });

  it("the Federal Gold Smart scheme at ₹1,00,000: APR 12.4%, cashback ₹480", () => {
    // 11.88% / 12 = ₹990 a month; fee 0.5% = ₹500, received ₹99,500; the IRR of
    // 990 × 11, then 1,00,990, against 99,500 is 1.03452% a month: APR 12.41%.
    // Cashback: (11.88 − 11.4)% of 1,00,000 for a year = ₹480.
    const terms = loanTermsOf({
      interestCalculation: {
        type: "jumping",
        slabs: [
          { uptoDays: 30, rate: 11.88 },
          { uptoDays: 60, rate: 14 },
          { uptoDays: 365, rate: 18 },
        ],
      },
      interestRate: 11.88,
      cashbackinterestrate: 11.4,
      tenureMonths: 12,
      processingFeePercent: 0.5,
    });
    expect(loanCost(terms, 100_000)).toMatchObject({
      rate: 11.88,
      interest: 11_880,
      feeTotal: 500,
      totalPayable: 111_880,
      apr: 12.4,
      cashback: 480,
    });
  });
});

describe("loanCost, one payment at the end (flat interest)", () => {
  const flat: LoanTerms = { type: "flat", rate: 12, slabs: [], cashbackRate: 12, tenureMonths: 6, feePercent: 1 };

  it("₹1,00,000 for 6 months at 12% with a ₹1,000 fee: APR 14.1%", () => {
    // Interest 1,00,000 × 12% × 6/12 = ₹6,000, one payment of ₹1,06,000 after 6 months;
    // received ₹99,000: the one period's rate is 106,000 / 99,000 − 1 = 7.0707%, two such
    // periods a year: APR = 14.14%.
    expect(loanCost(flat, 100_000)).toMatchObject({
      interest: 6_000,
      netDisbursed: 99_000,
      totalPayable: 106_000,
      apr: 14.1,
      repayment: { kind: "bullet", months: 6, total: 106_000 },
    });
  });

  it("the Federal Gold Bullet scheme (9.99%, 1% fee, 6 months): APR 12.1%, cashback ₹250", () => {
    // Interest 1,00,000 × 9.99% / 2 = ₹4,995; 104,995 / 99,000 − 1 = 6.0556% in six months,
    // × 2 = APR 12.11%. Cashback (9.99 − 9.49)% for half a year = ₹250.
    expect(loanCost({ ...flat, rate: 9.99, cashbackRate: 9.49 }, 100_000)).toMatchObject({ interest: 4_995, apr: 12.1, cashback: 250 });
  });

  it("Federal Gold Flat (14.99%, ₹250 fee, 12 months): APR 15.3%, above the rate charged", () => {
    // Interest ₹14,990, one payment of ₹1,14,990 after a year; received ₹99,750:
    // 1,14,990 / 99,750 − 1 = 15.278%. (12 × the monthly compound rate would say 14.3%.)
    const cost = loanCost({ ...flat, rate: 14.99, cashbackRate: 14.99, tenureMonths: 12, feePercent: 0.25 }, 100_000);
    expect(cost).toMatchObject({ interest: 14_990, netDisbursed: 99_750, totalPayable: 114_990, apr: 15.3 });
  });

  it("with no fee a one-payment loan's APR is its rate; with any fee it is above it", () => {
    for (const months of [1, 3, 6, 9, 12]) {
      for (const rate of [8.5, 9.99, 13.5, 14.99, 24]) {
        const free = loanCost({ ...flat, rate, cashbackRate: rate, tenureMonths: months, feePercent: null }, 250_000);
        expect(free.apr).toBeCloseTo(rate, 1);
        const charged = loanCost({ ...flat, rate, cashbackRate: rate, tenureMonths: months, feePercent: 0.25 }, 250_000);
        expect(charged.apr).toBeGreaterThan(rate);
      }
    }
  });

  it("a tenure other than the scheme's may be asked", () => {
    expect(loanCost(flat, 100_000, 12)).toMatchObject({
      interest: 12_000,
      tenureMonths: 12,
      repayment: { kind: "bullet", months: 12, total: 112_000 },
    });
  });
});

describe("the rate solvers", () => {
  it("monthlyIrr finds the rate of a known annuity and is 0 when nothing is gained", () => {
    // ₹1,000 a month for 3 months at 1% a month is worth 1,000 × (1 − 1.01^−3) / 0.01 = 2,940.985.
    expect(monthlyIrr(2_940.985, [1_000, 1_000, 1_000])).toBeCloseTo(0.01, 6);
    expect(monthlyIrr(3_000, [1_000, 1_000, 1_000])).toBe(0);
  });

  it("12 × the monthly IRR gives the effective cost a published EMI illustration states", () => {
    // ₹2,00,000 at 10% a year, EMI ₹34,312 for 6 months, processing fee ₹2,360 (GST included)
    // taken at the start: the published effective cost is 14.1%; for 12 months at ₹17,583 with a
    // ₹4,720 fee, 14.5%; for 60 months at ₹4,249 with a ₹2,360 fee, 10.5%.
    expect(monthlyIrr(200_000 - 2_360, Array<number>(6).fill(34_312)) * 1200).toBeCloseTo(14.1, 1);
    expect(monthlyIrr(200_000 - 4_720, Array<number>(12).fill(17_583)) * 1200).toBeCloseTo(14.5, 1);
    expect(monthlyIrr(200_000 - 2_360, Array<number>(60).fill(4_249)) * 1200).toBeCloseTo(10.5, 1);
  });

  it("bulletAnnualRate is the one period's rate, as many times as it fits in a year", () => {
    // 100 received, 110 paid after 6 months: 10% a half year, 20% a year.
    expect(bulletAnnualRate(100, 110, 6)).toBeCloseTo(20, 12);
    expect(bulletAnnualRate(100, 121, 12)).toBeCloseTo(21, 12);
    expect(bulletAnnualRate(100, 100, 6)).toBe(0);
  });
});

describe("the words", () => {
  it("a jumping scheme says its on-time rate and when it rises", () => {
    const words = rateWords({
      type: "jumping",
      rate: 11.88,
      slabs: [
        { uptoDays: 30, rate: 11.88 },
        { uptoDays: 60, rate: 14 },
        { uptoDays: 365, rate: 18 },
      ],
    });
    expect(readMessage(words)).toEqual(
      msg(
        "{rate} a year while you pay interest on time (within {days} days); {later} if you pay later (after {after} days), {second} after {secondAfter} days.",
        { rate: "11.88%", days: 30, later: "14%", after: 30, second: "18%", secondAfter: 60 },
      ),
    );
    expect(english(words)).toBe(
      "11.88% a year while you pay interest on time (within 30 days); 14% if you pay later (after 30 days), 18% after 60 days.",
    );
    expect(english(rateWords({ type: "jumping", rate: 12, slabs: [] }))).toBe(
      "12% a year while you pay interest on time; more if you pay late.",
    );
  });

  it("a flat scheme says its rate does not change", () => {
    expect(english(rateWords({ type: "flat", rate: 14.99, slabs: [] }))).toBe("14.99% a year, does not change.");
  });

  it("the rate after the on-time cashback is said only when it is lower", () => {
    expect(english(cashbackWords({ rate: 9.99, cashbackRate: 9.49 }))).toBe("With the cashback for paying on time: 9.49% a year.");
    expect(cashbackWords({ rate: 14.99, cashbackRate: 14.99 })).toBeNull();
  });

  it("the repayment says each payment and when", () => {
    expect(repaymentMessage({ kind: "monthly", monthlyInterest: 2_375, months: 12, amount: 300_000 })).toEqual(
      msg("{monthly} each month for {months} months, then {amount} at the end", { monthly: "₹2,375", months: 12, amount: "₹3,00,000" }),
    );
    expect(repaymentMessage({ kind: "bullet", months: 6, total: 104_995 })).toEqual(
      msg("{total} in one payment after {months} months", { total: "₹1,04,995", months: 6 }),
    );
  });

  it("the APR has one decimal", () => {
    expect(english(aprText(12.4))).toBe("APR 12.4% a year");
    expect(english(aprText(12))).toBe("APR 12.0% a year");
    expect(aprMessage(12.4)).toEqual(msg("APR {rate} a year", { rate: "12.4%" }));
  });

  it("says the interest as a message of the catalogue, its rates and days as values", () => {
    const slab = (uptoDays: number, rate: number) => ({ uptoDays, rate });
    expect(rateMessage({ type: "jumping", rate: 11.88, slabs: [slab(30, 11.88), slab(365, 14)] })).toEqual(
      msg("{rate} a year while you pay interest on time (within {days} days); {later} if you pay later (after {after} days).", {
        rate: "11.88%",
        days: 30,
        later: "14%",
        after: 30,
      }),
    );
    expect(rateMessage({ type: "flat", rate: 14.99, slabs: [] })).toEqual(msg("{rate} a year, does not change.", { rate: "14.99%" }));
  });

  it("says rises beyond the longest sentence after the third, in English", () => {
    const slabs = [30, 60, 90, 180, 365].map((uptoDays, index) => ({ uptoDays, rate: 12 + index * 2 }));
    expect(english(rateWords({ type: "jumping", rate: 12, slabs }))).toBe(
      "12% a year while you pay interest on time (within 30 days); 14% if you pay later (after 30 days), 16% after 60 days, 18% after 90 days, 20% after 180 days.",
    );
  });
});

describe("percentText", () => {
  it.each([
    [12, "12%"],
    [9.5, "9.5%"],
    [10.126, "10.13%"],
    [18.2, "18.2%"],
    [0, "0%"],
  ])("%j -> %j", (input, expected) => {
    expect(percentText(input)).toBe(expected);
  });
});
