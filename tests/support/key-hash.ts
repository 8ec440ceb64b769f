import { keyHash } from "~/i18n/key-hash";

/** English text -> translation, as a string module holds it (app/i18n/key-hash.ts): each key by its hash. */
export function byKeyHash(messages: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [keyHash(key), text]));
}
