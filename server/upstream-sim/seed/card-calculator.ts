/**
 * The gold card's limit calculator (GET /goldswiper/credit-limit/calculator) on the same seeded
 * gold rate as pricing's getgoldrate (seed/gold-rates.ts), so the card pages' figures agree with
 * the rate the site shows: a gram is valued at today's 22K rate in proportion to its karat (the
 * rule of the site's own calculator, app/journey/rbi-ltv.ts), and the limit is 75% of the value.
 * Pure code.
 */
import { goldRatesToday } from "./gold-rates";

export const CALCULATOR_LTV = 0.75;
export const MAX_ELIGIBLE_LIMIT = 5_000_000;

/** Rupees for a gram of gold of this purity ("18K" to "24K") on the India day of `nowMs`: karat/22 of the 22K rate, whole rupees. */
export function ratePerGram(goldQuality: string, nowMs: number): number {
  return Math.round((goldRatesToday(nowMs).rate22k * Number.parseInt(goldQuality, 10)) / 22);
}

/** floor(weight × rate × LTV) to the hundred below, at most 50,00,000. */
export function eligibleLimit(goldWeight: number, ratePerGram: number): number {
  // Rounded to 6 places first so that float noise (494.99999…) does not lose a hundred.
  const hundreds = Math.floor(Number(((goldWeight * ratePerGram * CALCULATOR_LTV) / 100).toFixed(6)));
  return Math.min(hundreds * 100, MAX_ELIGIBLE_LIMIT);
}
