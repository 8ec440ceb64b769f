/**
 * Turning the site's English text into the visitor's language (decision 028). Pure code that runs
 * in the browser too: a page gets only its own strings in its own language (`Messages`, from its
 * loaders), and English pages get none, because a message's key is its English text.
 *
 * - `t("Mobile number")`: a string the page writes; the key is type-checked against the catalogue
 *   (app/i18n/messages/*.server.ts), and a placeholder is filled from `params`:
 *   `t("Resend the OTP in {seconds} s", { seconds: 30 })`.
 * - `t.text(message)`: a message a server rule made (a validation message, a spec error text),
 *   looked up by its English text, templates included ("Enter an amount between ₹5,000 and
 *   ₹50,00,000" matches "Enter an amount between {min} and {max}"). Text the catalogue does not
 *   know (an upstream's own message) is shown as it came.
 */
import type { MessageKey } from "~/i18n/keys";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/language";
import { toMessage, type Message, type Params } from "~/i18n/message";

export type { Params };

/** A page's strings: English text (the key) -> the text in the page's language. Empty in English. */
export type Messages = Readonly<Record<string, string>>;

export type Translator = {
  (key: MessageKey, params?: Params): string;
  /** A message a rule or use-case made (app/i18n/message.ts), or text that is not ours, shown as it came. */
  message(message: Message | string): string;
  /** A message made elsewhere (a server rule's, a spec error text), in the page's language when the catalogue knows it. */
  text(message: string): string;
  /** The same, as the translation's template and the values read out of the message; null when the catalogue does not know it. */
  parts(message: string): TextParts | null;
};

/** A known message as its translated template (placeholders unfilled) and the values the English text had in them. */
export type TextParts = { template: string; values: Record<string, string> };

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills "{name}" placeholders; a placeholder without a value stays as written. */
export function fill(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The placeholder names of a template, in order ("Between {min} and {max}" -> ["min", "max"]). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

type Template = { pattern: RegExp; names: string[]; translated: string };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A template key as a pattern that reads its values back out of the English text. */
function templateOf(key: string, translated: string): Template {
  const names = placeholdersOf(key);
  const source = key
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? "(.+?)" : escapeRegExp(part)))
    .join("");
  return { pattern: new RegExp(`^${source}$`, "s"), names, translated };
}

const templatesCache = new WeakMap<Messages, Template[]>();

function templatesOf(messages: Messages): Template[] {
  let templates = templatesCache.get(messages);
  if (!templates) {
    templates = Object.entries(messages)
      .filter(([key]) => key.includes("{"))
      .map(([key, translated]) => templateOf(key, translated));
    templatesCache.set(messages, templates);
  }
  return templates;
}

/** A message made elsewhere as the translation of `messages` that matches it, and its values; null when none does. */
export function translateTextParts(messages: Messages, message: string): TextParts | null {
  const exact = messages[message];
  if (exact !== undefined) return { template: exact, values: {} };
  for (const template of templatesOf(messages)) {
    const match = template.pattern.exec(message);
    if (match)
      return { template: template.translated, values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]!])) };
  }
  return null;
}

/** The text of a message made elsewhere, in the language of `messages` when they know it. */
export function translateText(messages: Messages, message: string): string {
  const parts = translateTextParts(messages, message);
  return parts ? fill(parts.template, parts.values) : message;
}

/**
 * A translator over a page's messages in `lang` (none for English: the keys are the text). A key
 * the page's messages lack is shown in English and reported on the console:
 * its route's loader does not send the namespace (tests/e2e/languages.spec.ts fails on it).
 */
export function createTranslator(messages: Messages, lang: Language): Translator {
  const t = ((key: MessageKey, params?: Params) => {
    const translated = messages[key];
    if (translated === undefined && lang !== DEFAULT_LANGUAGE) {
      console.warn(`[i18n] no "${lang}" text on this page for: ${key}`);
    }
    return fill(translated ?? key, params);
  }) as Translator;
  t.message = (message: Message | string) => {
    const known = toMessage(message);
    return known ? t(known.key, known.params) : (message as string);
  };
  t.text = (message: string) => translateText(messages, message);
  t.parts = (message: string) => translateTextParts(messages, message);
  return t;
}
