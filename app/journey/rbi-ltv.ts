/**
 * How much a visitor may borrow against their gold under the Reserve Bank of India (Lending
 * Against Gold and Silver Collateral) Directions, 2025: the gold's value, the loan-to-value by
 * loan size, and the bullet-repayment rule. Pure code, no imports but the purity.
 * docs/decisions/022-rbi-2025-loan-calculator.md.
 */
import { goldQualityKarat, type GoldQuality } from "~/journey/gold-quality";

export const CALCULATOR_PATH = "/gold-loan-calculator";

/** The calculator with a city chosen (the search pages and the schemes step link to it). */
export function calculatorHref(cityId: number | null | undefined): string {
  return cityId === null || cityId === undefined ? CALCULATOR_PATH : `${CALCULATOR_PATH}?city=${cityId}`;
}

/** Requirements §9: the most gold and the largest loan the site takes. */
export const MAX_GOLD_GRAMS = 2730;
export const MAX_LOAN_AMOUNT = 10_000_000;

/** Loan-to-value by loan size: up to 85% for loans up to ₹2,50,000, 80% up to ₹5,00,000, 75% above. */
export const LTV_TIERS = [
  { percent: 85, upTo: 250_000 },
  { percent: 80, upTo: 500_000 },
  { percent: 75, upTo: Number.POSITIVE_INFINITY },
] as const;

/** Bullet repayment: the longest tenure a bullet loan may have, and the rate assumed unless the visitor gives one. */
export const BULLET_MAX_MONTHS = 12;
export const DEFAULT_BULLET_RATE = 12;
export const MAX_BULLET_RATE = 36;

/** How many days of rates the average covers, ending the day before today. */
export const AVERAGE_DAYS = 30;

export const SCHEME_KINDS = ["monthly", "bullet"] as const;
export type SchemeKind = (typeof SCHEME_KINDS)[number];

/** One day's published 22-karat rate, rupees per gram. */
export type DayRate = { date: string; rate22k: number };

export type Valuation = {
  /** Which rate set the value: the previous day's, or the 30-day average (the lower; the previous day's on a tie). */
  basis: "previous-day" | "average";
  previousDay: DayRate;
  /** The average of the days that have a rate, rounded to the paisa, and the first and last of those days. */
  average: { rate22k: number; days: number; from: string; to: string };
  /** The 22-karat rate used, per gram. */
  rate22k: number;
  /** That rate scaled to the gold's purity (karat / 22), per gram, rounded to the paisa. */
  ratePerGram: number;
  /** Weight × rate per gram, rounded down to the rupee. */
  value: number;
};

const paise = (amount: number) => Math.round(amount * 100) / 100;
/** Down to the rupee, forgiving the float error of a product that is a whole number on paper (250000 / 0.85 × 0.85). */
const wholeRupees = (amount: number) => Math.floor(amount + 1e-6);

/**
 * The value of the gold: the lower of the previous day's 22-karat rate and the average of the
 * last 30 days' (`days`, any order, the previous day among them), scaled by karat / 22.
 * Null when the previous day has no rate.
 */
export function valueGold(grams: number, quality: GoldQuality, days: readonly DayRate[], previousDate: string): Valuation | null {
  const previousDay = days.find((day) => day.date === previousDate);
  if (!previousDay) return null;
  const dates = days.map((day) => day.date).sort();
  const average = {
    rate22k: paise(days.reduce((sum, day) => sum + day.rate22k, 0) / days.length),
    days: days.length,
    from: dates[0]!,
    to: dates.at(-1)!,
  };
  const basis = average.rate22k < previousDay.rate22k ? "average" : "previous-day";
  const rate22k = basis === "average" ? average.rate22k : previousDay.rate22k;
  const ratePerGram = paise((rate22k * goldQualityKarat(quality)) / 22);
  return { basis, previousDay, average, rate22k, ratePerGram, value: wholeRupees(grams * ratePerGram) };
}

export type Borrowing = {
  /** The most the ratio allows, before the city's and the site's limits, whole rupees. */
  byRatio: number;
  /** The tier that gave it (its percent). */
  percent: number;
  /** With a bullet scheme: the same without the interest counted, to show the difference. */
  withoutInterest: number | null;
  /** The interest factor 1 + r × t of a bullet scheme (1 for monthly interest). */
  factor: number;
};

/**
 * The most principal the ratio allows on `value`: for each tier, the most that stays within
 * its percent and its loan size (min(percent × value / factor, upper bound)), counted only when
 * above the previous tier's bound; the best of them. `factor` is what the visitor owes at
 * maturity per rupee borrowed: 1 with monthly interest, 1 + rate × 12/12 for a bullet loan.
 */
export function maxByRatio(value: number, factor = 1): { amount: number; percent: number } {
  let best = { amount: 0, percent: LTV_TIERS[0].percent as number };
  let floor = 0;
  for (const tier of LTV_TIERS) {
    const amount = wholeRupees(Math.min((tier.percent * value) / 100 / factor, tier.upTo));
    if ((floor === 0 || amount > floor) && amount > best.amount) best = { amount, percent: tier.percent };
    floor = tier.upTo;
  }
  return best;
}

/** What one rupee borrowed costs at maturity with simple interest: 1 + rate% × months / 12. */
export function bulletFactor(ratePercent: number, months = BULLET_MAX_MONTHS): number {
  return 1 + (ratePercent / 100) * (months / 12);
}

export function borrowing(value: number, scheme: SchemeKind, ratePercent = DEFAULT_BULLET_RATE): Borrowing {
  const plain = maxByRatio(value);
  if (scheme === "monthly") return { byRatio: plain.amount, percent: plain.percent, withoutInterest: null, factor: 1 };
  const factor = bulletFactor(ratePercent);
  const bullet = maxByRatio(value, factor);
  return { byRatio: bullet.amount, percent: bullet.percent, withoutInterest: plain.amount, factor };
}

export type CityCap = { name: string; minAmount: number; maxAmount: number };

export type LoanAnswer = Borrowing & {
  /** The most the visitor can borrow: the ratio's answer within the city's maximum and ₹1,00,00,000. */
  amount: number;
  /** Which limit cut the ratio's answer, if one did. */
  cappedBy: "city" | "site" | null;
  /** The city's minimum loan, when the answer is under it. */
  belowMinimum: number | null;
};

/** The ratio's answer within the city's limits and the site's maximum (requirements §9). */
export function loanAnswer(value: number, scheme: SchemeKind, ratePercent: number, city: CityCap): LoanAnswer {
  const ratio = borrowing(value, scheme, ratePercent);
  const cap = Math.min(city.maxAmount, MAX_LOAN_AMOUNT);
  const amount = Math.min(ratio.byRatio, cap);
  const cappedBy = amount < ratio.byRatio ? (city.maxAmount < MAX_LOAN_AMOUNT ? "city" : "site") : null;
  return { ...ratio, amount, cappedBy, belowMinimum: amount < city.minAmount ? city.minAmount : null };
}
