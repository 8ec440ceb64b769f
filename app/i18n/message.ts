/**
 * A message the site says, as data: the catalogue key (its English text) and the values of its
 * placeholders (decision 032). Rules, use-cases and schemas return messages, never sentences, so
 * `tsc` fails when a message has no translation (MessageKey is the catalogue's keys), and a page
 * shows it in its own language with `t.message` without reading an English sentence back.
 *
 * Where only a string can go (a zod issue, a conform reply's error list, a flashed popup), a
 * message travels as `messageText(key, params)`: a marked string that `t.message` reads back.
 * An unmarked string is text that is not ours (an upstream's message, a lender's name) and is
 * shown as it came.
 */
import { isQuantity, type Quantity } from "~/i18n/formats";
import type { MessageKey } from "~/i18n/keys";
import { isPlace, type Place } from "~/i18n/place";

/**
 * A message's values: text, a number, a weight or distance the translator writes in the page's
 * language (decision 048), or a place (`place(name)`, app/i18n/place.ts): `city` is always one,
 * since its translation may ask for a case form ("{city:in}"), which only a place can give.
 */
export type Params = Readonly<{ [name: string]: string | number | Quantity | Place } & { city?: Place }>;

export type Message = { readonly key: MessageKey; readonly params?: Params };

/** A message: `msg("Enter an amount between {min} and {max}", { min, max })`. */
export function msg(key: MessageKey, params?: Params): Message {
  return params ? { key, params } : { key };
}

/** The mark that opens a message sent as a string (an invisible separator, never typed by a person). */
const MARK = "\u2063";

/** A message as a string, for where only strings go (a schema's issue, a reply's errors, a flash). */
export function messageText(key: MessageKey, params?: Params): string {
  return MARK + JSON.stringify(params ? [key, params] : [key]);
}

/** `messageText` of a message already made; text that is not ours stays as it came. */
export function asText(message: Message | string): string {
  return typeof message === "string" ? message : messageText(message.key, message.params);
}

/** A message sent as a string, read back; null for text that is not ours (shown as it came). */
export function readMessage(text: string): Message | null {
  if (!text.startsWith(MARK)) return null;
  try {
    const [key, params] = JSON.parse(text.slice(MARK.length)) as [unknown, unknown];
    if (typeof key !== "string") return null;
    if (params === undefined) return msg(key as MessageKey);
    // Only values a message can hold: anything else did not come from messageText, and is not ours.
    if (typeof params !== "object" || params === null || !Object.values(params).every(isParam)) return null;
    return msg(key as MessageKey, params as Params);
  } catch {
    return null;
  }
}

/** A value a message's placeholder may hold (Params). */
function isParam(value: unknown): boolean {
  return typeof value === "string" || (typeof value === "number" && Number.isFinite(value)) || isPlace(value) || isQuantity(value);
}

/** A message or its string form, as a message; null for text that is not ours. */
export function toMessage(value: Message | string): Message | null {
  return typeof value === "string" ? readMessage(value) : value;
}
