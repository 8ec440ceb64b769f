/**
 * The gold rate's key (requirements §7: "goldPrice-" plus the date digits), the date taken in India
 * time, and the day-on-day change shown next to the rate. Pure code.
 */
import { indiaCalendarDay } from "~/platform/intl";

/** The India-time calendar date of an instant: { day, month, year } as numbers. */
export function indiaDate(at: Date): { day: number; month: number; year: number } {
  return indiaCalendarDay(at);
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
