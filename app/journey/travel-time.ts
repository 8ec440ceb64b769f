/**
 * A branch's travel time in the page's language. The distance service says it in English words
 * ("1 hour 40 mins", "25 mins"); the journey shows it as "1 घंटा 40 मिनट" on a Hindi page, in
 * the words of the Unicode locale data (Intl), with the digits the site uses everywhere (Latin).
 * Pure code: the loaders call it, so the server and the browser show the same text.
 */
import { numberFormat } from "~/platform/intl";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/language";

/** A travel time to show: `text` is in the page's language unless `english` (the service's words, unread). */
export type TravelTime = { text: string; english: boolean };

/** "1 hour 40 mins", "2 hours", "25 mins", "1 day 3 hours" as minutes; null for anything else. */
export function travelMinutes(words: string): number | null {
  const match = /^\s*(?:(\d{1,3})\s*days?\s*)?(?:(\d{1,3})\s*(?:hours?|hrs?)\s*)?(?:(\d{1,4})\s*(?:mins?|minutes?)\s*)?$/i.exec(words);
  if (!match || match.slice(1).every((part) => part === undefined)) return null;
  const [days, hours, minutes] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number];
  return days * 24 * 60 + hours * 60 + minutes;
}

function unit(lang: Language, value: number, name: "hour" | "minute"): string {
  return numberFormat(lang, { style: "unit", unit: name, unitDisplay: "long", numberingSystem: "latn" }).format(value);
}

/** The service's words as the page's language says them; as they came (and marked English) when they are not a time. */
export function travelTime(words: string, lang: Language): TravelTime {
  const minutes = travelMinutes(words);
  if (minutes === null) return { text: words, english: lang !== DEFAULT_LANGUAGE };
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? unit(lang, hours, "hour") : null, rest > 0 || hours === 0 ? unit(lang, rest, "minute") : null];
  return { text: parts.filter((part) => part !== null).join(" "), english: false };
}
