/**
 * Seeded gold rates: deterministic rupees-per-gram figures that drift a little from day to
 * day (24K between about ₹7,540 and ₹8,160; 22K is 91.6% of 24K). Pure code.
 */
import { dayNumber, formatIsoDate, fromDayNumber, indiaDayNumber, type CalendarDate } from "../calendar";
import { stableHash } from "../hash";

/** 22K gold is 22/24 = 91.6% pure. */
export const PURITY_22K = 0.916;

/** "goldPrice-21112026" to 21 November 2026 (digits only; the date may not exist). */
export function parseGoldRateKey(key: string): CalendarDate | null {
  const match = /^goldPrice-(\d{2})(\d{2})(\d{4})$/.exec(key);
  if (!match) return null;
  return { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
}

/** The rates of a day (days since 1970-01-01), whole rupees per gram. */
export function goldRatesOn(days: number): { rate24k: number; rate22k: number } {
  const wave = 200 * Math.sin((2 * Math.PI * days) / 97) + 80 * Math.sin((2 * Math.PI * days) / 23);
  const jitter = (stableHash(`gold-rate|${days}`) % 61) - 30;
  const rate24k = Math.round(7850 + wave + jitter);
  return { rate24k, rate22k: Math.round(rate24k * PURITY_22K) };
}

export interface SeededGoldRate {
  key: string;
  date: string;
  rate24k: number;
  rate22k: number;
  previousRate24k: number;
  previousRate22k: number;
}

/** The answer for a key, or null when the key's date does not exist (e.g. 31022026). */
export function goldRateForKey(key: string): SeededGoldRate | null {
  const date = parseGoldRateKey(key);
  const days = date ? dayNumber(date) : null;
  if (days === null) return null;
  const today = goldRatesOn(days);
  const previous = goldRatesOn(days - 1);
  return {
    key,
    date: formatIsoDate(fromDayNumber(days)),
    ...today,
    previousRate24k: previous.rate24k,
    previousRate22k: previous.rate22k,
  };
}

/** Today's rates in India time. */
export function goldRatesToday(nowMs: number): { rate24k: number; rate22k: number } {
  return goldRatesOn(indiaDayNumber(nowMs));
}
