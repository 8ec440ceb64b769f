/**
 * Turning the site's English text into the visitor's language (decision 028). Pure code that runs
 * in the browser too: a page gets only its own strings in its own language (`Messages`, from its
 * loaders), and English pages get none, because a message's key is its English text.
 *
 * - `t("Mobile number")`: a string the page writes; the key is type-checked against the catalogue
 *   (app/i18n/messages/*.server.ts), and a placeholder is filled from `params`:
 *   `t("Resend the OTP in {seconds} s", { seconds: 30 })`.
 * - `t.message(message)`: a message a rule or use-case made (app/i18n/message.ts, decision 032),
 *   its key and values as data; nothing is looked up by its English text. Text that is not ours
 *   (an upstream's own message) is shown as it came.
 */
import { isQuantity, quantity } from "~/i18n/formats";
import type { MessageKey } from "~/i18n/keys";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/language";
import { toMessage, type Message, type Params } from "~/i18n/message";
import { keyHash } from "~/i18n/key-hash";
import { isPlace, isPlaceForm, placeForm, type Place } from "~/i18n/place";

export type { Params };

/**
 * A page's strings: the hash of the English text (the key, app/i18n/key-hash.ts) -> the text in the
 * page's language. Empty in English.
 */
export type Messages = Readonly<Record<string, string>>;

export type Translator = {
  (key: MessageKey, params?: Params): string;
  /**
   * A message a rule or use-case made (app/i18n/message.ts), or text that is not ours: shown as it
   * came, unless it is word for word one of the page's keys (then in the page's language).
   */
  message(message: Message | string): string;
  /** A place's name in the page's language (app/i18n/place.ts), for a list, a heading, structured data. */
  place(name: string): string;
};

/** "{name}", or "{name:form}" for a place's case form (app/i18n/place.ts). */
const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g;

/** How a place's value is written in a placeholder (`form` when it asks for one): its English name unless a translator says otherwise. */
type PlaceText = (value: Place, form: string | undefined) => string;

const englishPlace: PlaceText = (value) => value.place;

/** Fills "{name}" placeholders, a weight or distance in `lang`'s words, a place as `placeText` writes it; a placeholder without a value stays as written. */
export function fill(template: string, params?: Params, lang: Language = DEFAULT_LANGUAGE, placeText: PlaceText = englishPlace): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string, form: string | undefined) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name]!;
    if (isPlace(value)) return placeText(value, form);
    return isQuantity(value) ? quantity(value, lang) : String(value);
  });
}

/** The placeholder names of a template, in order, without a place's form ("Between {min} and {max}" -> ["min", "max"]). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * A key the page's strings lack: its route does not name the namespace. In development and in the
 * tests (`import.meta.env.DEV`) that is an error, so the page fails where it is rendered; the built
 * site shows the English and reports it on the console, in the browser and on the server
 * (tests/e2e/languages.spec.ts and tests/integration/no-english-sentences-http.test.ts fail on it).
 */
export function reportMissing(lang: Language, key: string): void {
  const problem = `[i18n] no "${lang}" text on this page for: ${key}`;
  if (import.meta.env.DEV) throw new Error(`${problem} (its route does not name the namespace that has it)`);
  console.warn(problem);
}

/**
 * A translator over a page's messages in `lang` (none for English: the keys are the text). A key
 * the page's messages lack is shown in English and reported (`reportMissing`).
 */
export function createTranslator(messages: Messages, lang: Language): Translator {
  // The text in the page's language of `text`, when the page has it (looked up by the hash of the
  // English; an English page hashes nothing).
  const known = (text: string) => {
    if (lang === DEFAULT_LANGUAGE) return undefined;
    const hash = keyHash(text);
    return Object.hasOwn(messages, hash) ? messages[hash] : undefined;
  };
  const nameOf = (name: string) => known(name) || name;
  const placeText: PlaceText = ({ place }, form) => {
    if (lang === DEFAULT_LANGUAGE || form === undefined || !isPlaceForm(form)) return nameOf(place);
    const local = known(place);
    return placeForm(lang, local ?? place, form, local !== undefined);
  };
  const t = ((key: MessageKey, params?: Params) => {
    const translated = known(key);
    if (translated === undefined && lang !== DEFAULT_LANGUAGE) reportMissing(lang, key);
    return fill(translated ?? key, params, lang, placeText);
  }) as Translator;
  t.place = nameOf;
  t.message = (message: Message | string) => {
    const ours = toMessage(message);
    if (ours) return t(ours.key, ours.params);
    // Text that is not ours, in words the page has a translation for (an upstream saying what the site says): the translation.
    return known(message as string) ?? (message as string);
  };
  return t;
}
