/**
 * A branch's opening hours in the page's language (issue 32: no English block on another
 * language's page): the branch service writes them in English ("Mon–Sat, 9:30 AM – 5:30 PM");
 * read with the JSON-LD's own reading (openingHoursSpecification), they are said again with the
 * language's day names and time-of-day words (timeRange, decision 048), Latin digits as everywhere on the site. Text in
 * another form stays as it came, marked as English.
 */
import { dateFormat } from "~/platform/intl";
import { openingHoursSpecification } from "~/content/structured-data";
import { DEFAULT_LANGUAGE, localeOf, type Language } from "~/i18n/language";
import { timeRange } from "~/i18n/formats";

/** What openingHoursSpecification reads: schema.org day URLs and 24-hour times. */
type Hours = { dayOfWeek: string[]; opens: string; closes: string };

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** 23 November 2026 is a Monday: the day `index` of the week, at noon in India. */
const dayOfWeek = (index: number) => new Date(Date.UTC(2026, 10, 23 + index, 6, 30));

export function openingHoursIn(text: string, lang: Language): { text: string; english: boolean } {
  const spec = lang === DEFAULT_LANGUAGE ? undefined : (openingHoursSpecification(text) as Hours[] | null)?.[0];
  if (!spec) return { text, english: true };
  const locale = localeOf(lang);
  const days = spec.dayOfWeek.map((url) => WEEK.indexOf(url.slice(url.lastIndexOf("/") + 1)));
  const dayName = dateFormat(locale, { weekday: "short", timeZone: "Asia/Kolkata" });
  const consecutive = days.every((day, i) => i === 0 || day === days[i - 1]! + 1);
  const dayText =
    consecutive && days.length > 2
      ? `${dayName.format(dayOfWeek(days[0]!))}–${dayName.format(dayOfWeek(days[days.length - 1]!))}`
      : days.map((day) => dayName.format(dayOfWeek(day))).join(", ");
  return { text: `${dayText}, ${timeRange(spec.opens, spec.closes, lang)}`, english: false };
}
