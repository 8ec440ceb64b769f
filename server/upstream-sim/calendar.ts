/**
 * India-time calendar rules for visits: working days (no Sundays, no public holidays, today
 * only before closing time) and the hourly visit slots. India has no daylight saving, so
 * India time is UTC+05:30 all year. Pure code: the current time is always a parameter.
 */
import { stableHash } from "./hash";
import type { Slot, VisitType } from "~/upstream/schemas/insight";

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;
/** From this India time on, today is no longer offered as a working day. */
export const CLOSING_MINUTES = 17 * 60;
/** A slot on today's date must start at least this long from now. */
export const SLOT_LEAD_TIME_MS = 3 * 60 * 60_000;
/** Visit hours (India time, 24 h): a slot per hour from `from` to `to`. */
export const SLOT_HOURS: Readonly<Record<VisitType, { from: number; to: number }>> = {
  BRANCH: { from: 10, to: 18 },
  DOORSTEP: { from: 10, to: 17 },
};

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Days since 1970-01-01 (proleptic Gregorian), or null when the date does not exist (31 February). */
export function dayNumber(date: CalendarDate): number | null {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  const real = d.getUTCFullYear() === date.year && d.getUTCMonth() === date.month - 1 && d.getUTCDate() === date.day;
  return real ? Math.round(d.getTime() / DAY_MS) : null;
}

export function fromDayNumber(days: number): CalendarDate {
  const d = new Date(days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** "2026-11-21" to its day number, or null when it is not a real date. */
export function isoDayNumber(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return dayNumber({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(days: number): number {
  return (((days + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** Today's day number in India. */
export function indiaDayNumber(nowMs: number): number {
  return Math.floor((nowMs + INDIA_OFFSET_MS) / DAY_MS);
}

/** Minutes since India-time midnight. */
export function indiaMinutesOfDay(nowMs: number): number {
  const msOfDay = (((nowMs + INDIA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.floor(msOfDay / 60_000);
}

/** The instant of an India-time wall-clock hour on a day. */
export function indiaInstant(days: number, hour: number, minute = 0): number {
  return days * DAY_MS + (hour * 60 + minute) * 60_000 - INDIA_OFFSET_MS;
}

export function isWorkingDay(days: number, holidays: ReadonlySet<string>): boolean {
  return weekdayOf(days) !== 0 && !holidays.has(formatIsoDate(fromDayNumber(days)));
}

/** The next `count` working days (YYYY-MM-DD) from today in India; today only before closing time. */
export function workingDays(nowMs: number, count: number, holidays: ReadonlySet<string>): string[] {
  const days: string[] = [];
  let day = indiaDayNumber(nowMs);
  if (indiaMinutesOfDay(nowMs) >= CLOSING_MINUTES) day += 1;
  while (days.length < count) {
    if (isWorkingDay(day, holidays)) days.push(formatIsoDate(fromDayNumber(day)));
    day += 1;
  }
  return days;
}

/** "10:00 AM", "1:00 PM". */
export function clockLabel(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:00 ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * The hourly slots of a date for a visit type. A past date, a Sunday or a holiday has none.
 * About 1 in 4 slots is taken (from a hash of date, slot and type; never all of them), and
 * on today's date a slot starting less than 3 hours from now is unavailable.
 */
export function visitSlots(input: { date: string; type: VisitType; nowMs: number; holidays: ReadonlySet<string> }): Slot[] {
  const days = isoDayNumber(input.date);
  if (days === null || days < indiaDayNumber(input.nowMs) || !isWorkingDay(days, input.holidays)) return [];
  const { from, to } = SLOT_HOURS[input.type];
  const slots: Slot[] = [];
  for (let hour = from; hour < to; hour++) {
    const id = `${pad(hour)}:00-${pad(hour + 1)}:00`;
    slots.push({
      id,
      label: `${clockLabel(hour)} – ${clockLabel(hour + 1)}`,
      available: stableHash(`${input.date}|${id}|${input.type}`) % 4 !== 0,
    });
  }
  if (slots.every((slot) => !slot.available)) {
    const reopened = slots[stableHash(`${input.date}|${input.type}`) % slots.length];
    if (reopened) reopened.available = true;
  }
  const earliestStart = input.nowMs + SLOT_LEAD_TIME_MS;
  return slots.map((slot, index) => (indiaInstant(days, from + index) < earliestStart ? { ...slot, available: false } : slot));
}
