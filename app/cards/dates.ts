/**
 * Dates as cardholders read them, in India time and in the page's language: "31 March 2027",
 * "21 Nov 2026" in English; day, month, year in every language (decision 048). Formatted on the
 * server (the loaders), so the browser shows the same text.
 */
import { dateText, shortDateText } from "~/i18n/formats";
import type { Language } from "~/i18n/language";

export function longDate(isoDate: string, lang: Language = "en"): string {
  return dateText(isoDate.slice(0, 10), lang);
}

export function shortDate(isoDateTime: string, lang: Language = "en"): string {
  return shortDateText(isoDateTime, lang);
}

/** A visit's day: "Monday, 23 November" in English. */
export function visitDay(isoDate: string, lang: Language = "en"): string {
  return dateText(isoDate.slice(0, 10), lang, { weekday: "long", year: false });
}

/** A day chip: "Mon, 23 Nov" in English. */
export function dayChip(isoDate: string, lang: Language = "en"): string {
  return shortDateText(isoDate.slice(0, 10), lang, { weekday: "short", year: false });
}
