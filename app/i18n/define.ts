/**
 * The shape of a namespace of the catalogue (app/i18n/messages/*.server.ts): each key is the
 * English text as the page shows it, and names the text in each other language. A key without all
 * six fails the type check, so a missing translation fails the build (decision 028).
 */
import type { Language } from "~/i18n/language";

export type OtherLanguage = Exclude<Language, "en">;

export type Translations = Readonly<Record<OtherLanguage, string>>;

export function defineMessages<const T extends Record<string, Translations>>(entries: T): T {
  return entries;
}
