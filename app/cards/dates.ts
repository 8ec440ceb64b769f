/**
 * Dates as cardholders read them, in India time and in the page's language: "31 March 2027",
 * "21 Nov 2026" in English. Formatted on the server (the loaders), so the browser shows the same text.
 */
import { dateFormat } from "~/platform/intl";
import { localeOf, type Language } from "~/i18n/language";

/** English as it always was (en-IN); another language with its Indian locale and Latin digits. */
function localeFor(lang: Language): string {
  return lang === "en" ? "en-IN" : localeOf(lang);
}

const noonInIndia = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T12:00:00+05:30`);

export function longDate(isoDate: string, lang: Language = "en"): string {
  return dateFormat(localeFor(lang), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(noonInIndia(isoDate));
}

export function shortDate(isoDateTime: string, lang: Language = "en"): string {
  return dateFormat(localeFor(lang), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(isoDateTime));
}

/** A visit's day: "Monday, 23 November" in English. */
export function visitDay(isoDate: string, lang: Language = "en"): string {
  return dateFormat(localeFor(lang), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "Asia/Kolkata",
  }).format(noonInIndia(isoDate));
}

/** A day chip: "Mon 23 Nov" in English. */
export function dayChip(isoDate: string, lang: Language = "en"): string {
  return dateFormat(localeFor(lang), {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "Asia/Kolkata",
  }).format(noonInIndia(isoDate));
}
