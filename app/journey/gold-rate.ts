/**
 * The gold rate's key (requirements §7: "goldPrice-" plus the date digits), the date taken in India
 * time, and the day-on-day change shown next to the rate. Pure code.
 */

/** India's offset from UTC: +5:30 all year (India keeps no daylight saving time). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The India-time calendar date of an instant: { day, month, year } as numbers. */
export function indiaDate(at: Date): { day: number; month: number; year: number } {
  // By arithmetic: a date formatter per call cost the city page's chart a fifth of its time.
  const shifted = new Date(at.getTime() + INDIA_OFFSET_MS);
  return { day: shifted.getUTCDate(), month: shifted.getUTCMonth() + 1, year: shifted.getUTCFullYear() };
}

/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * 60_000;

/** The India date (YYYY-MM-DD) of the day before `now`: the day whose rate a valuation takes (RBI's "previous day"). */
export function previousIndiaIsoDate(now: Date): string {
  return indiaIsoDate(new Date(now.getTime() - DAY_MS));
}

/** YYYY-MM-DD of an instant in India time. */
export function indiaIsoDate(at: Date): string {
  const { day, month, year } = indiaDate(at);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * "goldPrice-21112026" for 21 November 2026 in India: the date as India writes it
 * (DD/MM/YYYY) with only its digits kept. docs/decisions/006-visitor-journey-choices.md.
 */
export function goldRateKey(at: Date): string {
  const { day, month, year } = indiaDate(at);
  return `goldPrice-${String(day).padStart(2, "0")}${String(month).padStart(2, "0")}${year}`;
}

/** The change since the previous day, in rupees per gram, or null when the previous rate is unknown. */
export function rateChange(rate: number, previous: number | null | undefined): number | null {
  return previous === null || previous === undefined ? null : Math.round((rate - previous) * 100) / 100;
}
