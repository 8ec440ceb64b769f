/**
 * The gold rate's trend (issue 32: the city pages show the last 30 days as a chart drawn on the
 * server): what it says in words (first and last day, lowest and highest, the change) and the
 * chart's line. The rates are the ones the calculator's 30-day average reads. Pure code.
 */
import type { DayRate } from "~/journey/rbi-ltv";
import { DAY_MS } from "~/journey/gold-rate";

export type RateTrend = {
  /** One rate a day, oldest first. */
  days: DayRate[];
  first: DayRate;
  last: DayRate;
  /** The lowest and highest rate (the earliest day that had it). */
  low: DayRate;
  high: DayRate;
  /** The last day's rate less the first day's, in rupees per gram. */
  change: number;
};

/** The trend of the rates given (any order; a date given twice counts once), or null with fewer than two days. */
export function rateTrend(rates: readonly DayRate[]): RateTrend | null {
  const byDate = new Map(rates.map((rate) => [rate.date, rate]));
  const days = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  if (days.length < 2) return null;
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const low = days.reduce((lowest, day) => (day.rate22k < lowest.rate22k ? day : lowest));
  const high = days.reduce((highest, day) => (day.rate22k > highest.rate22k ? day : highest));
  return { days, first, last, low, high, change: Math.round((last.rate22k - first.rate22k) * 100) / 100 };
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Two decimals at most, so the path stays short. */
const coordinate = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The chart in a `width` × `height` box (y grows downward): the line through each day's rate, a
 * day's x by its date (a day with no rate leaves a gap in time, not a wrong slope), the lowest
 * rate near the bottom and the highest near the top; `area` closes the line along the bottom.
 */
export function trendPaths(trend: RateTrend, width: number, height: number): { line: string; area: string } {
  const span = Math.max(1, daysBetween(trend.first.date, trend.last.date));
  const range = trend.high.rate22k - trend.low.rate22k;
  // A tenth of the height above and below; a flat month is a line across the middle.
  const margin = height / 10;
  const y = (rate: number) => (range === 0 ? height / 2 : margin + ((trend.high.rate22k - rate) / range) * (height - 2 * margin));
  const points = trend.days.map(
    (day) => `${coordinate((daysBetween(trend.first.date, day.date) / span) * width)},${coordinate(y(day.rate22k))}`,
  );
  const line = `M${points.join("L")}`;
  return { line, area: `${line}L${coordinate(width)},${coordinate(height)}L0,${coordinate(height)}Z` };
}
