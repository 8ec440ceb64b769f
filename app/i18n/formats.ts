/**
 * How the site writes times, ordinals, weights, distances, money and dates in each language
 * (decision 048): the site's own rules, not the platform's guess. `Intl` gives only the names of
 * months and weekdays; the order, the words for the time of day, the ordinals and the units are
 * ours. Latin digits and Indian grouping in every language (decision 028). Pure: runs in the
 * browser too.
 */
import { localeOf, type Language } from "~/i18n/language";
import { dateFormat, kept, numberFormat } from "~/platform/intl";

// ---- Time of day ----------------------------------------------------------------------------

/** The words for the time of day, each from the hour it starts (24-hour clock), said before the time. */
const DAY_PERIODS: Record<Exclude<Language, "en">, readonly (readonly [number, string])[]> = {
  hi: [
    [4, "सुबह"],
    [12, "दोपहर"],
    [16, "शाम"],
    [20, "रात"],
  ],
  mr: [
    [4, "सकाळी"],
    [12, "दुपारी"],
    [16, "संध्याकाळी"],
    [20, "रात्री"],
  ],
  ta: [
    [4, "காலை"],
    [12, "மதியம்"],
    [16, "மாலை"],
    [19, "இரவு"],
  ],
  te: [
    [4, "ఉదయం"],
    [12, "మధ్యాహ్నం"],
    [16, "సాయంత్రం"],
    [20, "రాత్రి"],
  ],
  kn: [
    [4, "ಬೆಳಗ್ಗೆ"],
    [12, "ಮಧ್ಯಾಹ್ನ"],
    [16, "ಸಂಜೆ"],
    [20, "ರಾತ್ರಿ"],
  ],
  ml: [
    [4, "രാവിലെ"],
    [12, "ഉച്ചയ്ക്ക്"],
    [15, "ഉച്ചകഴിഞ്ഞ്"],
    [16, "വൈകുന്നേരം"],
    [19, "രാത്രി"],
  ],
};

/** "17:30" -> [17, 30]; null for anything else. */
function hourAndMinute(time: string): [number, number] | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? [hour, minute] : null;
}

function clock(hour: number, minute: number): string {
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, "0")}`;
}

function periodOf(hour: number, lang: Exclude<Language, "en">): string {
  const periods = DAY_PERIODS[lang];
  let word = periods[periods.length - 1]![1];
  for (const [from, name] of periods) if (hour >= from) word = name;
  return word;
}

/** A time of day ("17:30", 24-hour): "5:30 PM"; "संध्याकाळी 5:30", "மாலை 5:30": the word first in every Indian language. */
export function timeOfDay(time: string, lang: Language): string {
  const at = hourAndMinute(time);
  if (!at) return time;
  const [hour, minute] = at;
  return lang === "en" ? `${clock(hour, minute)} ${hour < 12 ? "AM" : "PM"}` : `${periodOf(hour, lang)} ${clock(hour, minute)}`;
}

/**
 * From one time to another: "10:00 AM – 11:00 AM"; one word for both when they share it
 * ("மாலை 5:00–6:00"), each its own otherwise ("ಬೆಳಗ್ಗೆ 9:30 – ಸಂಜೆ 5:30").
 */
export function timeRange(from: string, to: string, lang: Language): string {
  const start = hourAndMinute(from);
  const end = hourAndMinute(to);
  if (!start || !end) return `${from} – ${to}`;
  if (lang !== "en" && periodOf(start[0], lang) === periodOf(end[0], lang)) {
    return `${periodOf(start[0], lang)} ${clock(...start)}–${clock(...end)}`;
  }
  return `${timeOfDay(from, lang)} – ${timeOfDay(to, lang)}`;
}

// ---- Ordinals -------------------------------------------------------------------------------

/**
 * Ordinals as the catalogue's frames take them ("{rank} स्थान पर", "{rank} ಸ್ಥಾನದಲ್ಲಿ"): in words
 * up to ten (Hindi's and Marathi's in the form before a postposition: "दूसरे", "दुसऱ्या"), the
 * number with the language's ending beyond.
 */
const ORDINAL_WORDS: Record<Exclude<Language, "en">, readonly string[]> = {
  hi: ["पहले", "दूसरे", "तीसरे", "चौथे", "पाँचवें", "छठे", "सातवें", "आठवें", "नौवें", "दसवें"],
  mr: ["पहिल्या", "दुसऱ्या", "तिसऱ्या", "चौथ्या", "पाचव्या", "सहाव्या", "सातव्या", "आठव्या", "नवव्या", "दहाव्या"],
  ta: ["முதலாவது", "இரண்டாவது", "மூன்றாவது", "நான்காவது", "ஐந்தாவது", "ஆறாவது", "ஏழாவது", "எட்டாவது", "ஒன்பதாவது", "பத்தாவது"],
  te: ["మొదటి", "రెండో", "మూడో", "నాలుగో", "ఐదో", "ఆరో", "ఏడో", "ఎనిమిదో", "తొమ్మిదో", "పదో"],
  kn: ["ಮೊದಲನೇ", "ಎರಡನೇ", "ಮೂರನೇ", "ನಾಲ್ಕನೇ", "ಐದನೇ", "ಆರನೇ", "ಏಳನೇ", "ಎಂಟನೇ", "ಒಂಬತ್ತನೇ", "ಹತ್ತನೇ"],
  ml: ["ഒന്നാം", "രണ്ടാം", "മൂന്നാം", "നാലാം", "അഞ്ചാം", "ആറാം", "ഏഴാം", "എട്ടാം", "ഒമ്പതാം", "പത്താം"],
};

const ORDINAL_ENDINGS: Record<Exclude<Language, "en">, string> = {
  hi: "वें",
  mr: "व्या",
  ta: "-ஆவது",
  te: "వ",
  kn: "ನೇ",
  ml: "-ാം",
};

/** 2 -> "2nd", "दूसरे", "இரண்டாவது"; 11 -> "11th", "11वें", "11-ஆவது". */
export function ordinal(n: number, lang: Language): string {
  if (lang === "en") {
    const tens = n % 100;
    const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
    return `${n}${suffix}`;
  }
  return ORDINAL_WORDS[lang][n - 1] ?? `${n}${ORDINAL_ENDINGS[lang]}`;
}

// ---- Weights and distances ------------------------------------------------------------------

const UNITS = {
  g: { en: "g", hi: "ग्राम", mr: "ग्रॅम", ta: "கிராம்", te: "గ్రాములు", kn: "ಗ್ರಾಂ", ml: "ഗ്രാം" },
  km: { en: "km", hi: "किमी", mr: "किमी", ta: "கி.மீ.", te: "కి.మీ.", kn: "ಕಿ.ಮೀ.", ml: "കി.മീ." },
} as const satisfies Record<string, Record<Language, string>>;

/** A weight or a distance inside a message (app/i18n/message.ts): the translator writes it in the page's language. */
export type Quantity = { readonly unit: keyof typeof UNITS; readonly value: number };

export function isQuantity(value: unknown): value is Quantity {
  if (typeof value !== "object" || value === null) return false;
  const { unit, value: amount } = value as Quantity;
  return typeof unit === "string" && Object.hasOwn(UNITS, unit) && typeof amount === "number" && Number.isFinite(amount);
}

/** A number to one decimal in Indian grouping, Latin digits: 2730 -> "2,730", 61.43 -> "61.4". */
function tenths(value: number): string {
  return numberFormat("en-IN", { maximumFractionDigits: 1 }).format(value);
}

/** Grams to one decimal: "20.8 g", "20.8 ग्राम", "2,730 கிராம்". */
export function grams(value: number, lang: Language): string {
  return `${tenths(value)} ${UNITS.g[lang]}`;
}

/** Kilometres to one decimal: "3.2 km", "3.2 किमी", "32.1 ಕಿ.ಮೀ.". */
export function kilometres(value: number, lang: Language): string {
  return `${tenths(value)} ${UNITS.km[lang]}`;
}

/** A weight for a message's placeholder: `msg("… {grams}.", { grams: inGrams(6) })`. */
export function inGrams(value: number): Quantity {
  return { unit: "g", value };
}

/** A distance for a message's placeholder. */
export function inKilometres(value: number): Quantity {
  return { unit: "km", value };
}

/** The distance service's display text ("1,204.5 km") in a language's words; other text as it came, marked English. */
export function distanceIn(text: string, lang: Language): { text: string; english: boolean } {
  const match = /^\s*(\d[\d,]*(?:\.\d+)?)\s*km\s*$/i.exec(text);
  return match ? { text: kilometres(Number(match[1]!.replace(/,/g, "")), lang), english: false } : { text, english: true };
}

/** A quantity in a language's words. */
export function quantity(value: Quantity, lang: Language): string {
  return value.unit === "g" ? grams(value.value, lang) : kilometres(value.value, lang);
}

// ---- Money ----------------------------------------------------------------------------------

/**
 * Rupees, the same in every language: figures in Indian grouping, never words ("₹1,00,00,000",
 * not "₹1 करोड़"), to the paisa when asked and there are paise ("₹7,636.36").
 */
export function money(amount: number, { paise = false }: { paise?: boolean } = {}): string {
  return numberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 0,
    maximumFractionDigits: paise ? 2 : 0,
  }).format(amount);
}

// ---- Dates ----------------------------------------------------------------------------------

export type DateForm = {
  /** "long": "29 November 2026"; "short": "29 Nov 2026". */
  month?: "long" | "short";
  /** With the year (the default) or without: "29 November". */
  year?: boolean;
  /** The day of the week before it: "Sunday, 29 November". */
  weekday?: "long" | "short";
};

const IST_MS = 5.5 * 3600_000;

/** The calendar day in India of "2026-11-29" (as it is) or of an instant ("2026-11-29T20:00:00Z", a Date). */
function indiaDay(date: string | Date): { year: number; month: number; day: number } | null {
  const iso = typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
  const instant = iso ? null : new Date(date);
  if (instant && Number.isNaN(instant.getTime())) return null;
  const text = iso ?? new Date(instant!.getTime() + IST_MS).toISOString().slice(0, 10);
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

function localeOfDates(lang: Language): string {
  return lang === "en" ? "en-IN" : localeOf(lang);
}

/** The name of a month (1-12) or a weekday (of a UTC date) as the language writes it in a date. */
function partOf(lang: Language, at: Date, options: Intl.DateTimeFormatOptions, type: "month" | "weekday"): string {
  const parts = dateFormat(localeOfDates(lang), { ...options, timeZone: "UTC" }).formatToParts(at);
  return parts.find((part) => part.type === type)?.value ?? "";
}

/**
 * A day in a language, always day, month, year, with no comma inside ("29 नवंबर 2026", "29 നവംബർ
 * 2026"), the weekday first when asked ("रविवार, 29 नवंबर"). An ISO date is that day; an instant
 * is the day it is in India.
 */
export function dateText(date: string | Date, lang: Language, form: DateForm = {}): string {
  const day = indiaDay(date);
  if (!day) return String(date);
  const at = new Date(Date.UTC(day.year, day.month - 1, day.day, 12));
  const month = partOf(lang, at, { day: "numeric", month: form.month ?? "long" }, "month");
  const text = `${day.day} ${month}${form.year === false ? "" : ` ${day.year}`}`;
  return form.weekday ? `${partOf(lang, at, { weekday: form.weekday }, "weekday")}, ${text}` : text;
}

/** The short form: "29 Nov 2026", "29 नव॰ 2026" (without the year: `{ year: false }`). */
export function shortDateText(date: string | Date, lang: Language, form: Omit<DateForm, "month"> = {}): string {
  return dateText(date, lang, { ...form, month: "short" });
}

/**
 * Days already put in words, by language, day and form: a city page's chart writes the same 31
 * days on every request, and formatting one costs about 2 µs. At most KEPT_DAYS, then it starts over.
 */
const dayWords = new Map<string, string>();
const KEPT_DAYS = 2000;

/** A calendar day in India (YYYY-MM-DD) in a language's words, day, month, year (dateText, decision 048): "29 नवंबर 2026". */
export function formatDay(date: string, lang: Language, form: DateForm = {}): string {
  const day = date.slice(0, 10);
  return kept(dayWords, `${lang}|${day}|${JSON.stringify(form)}`, () => dateText(day, lang, form), KEPT_DAYS);
}
