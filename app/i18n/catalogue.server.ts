/**
 * Reading the catalogue (app/i18n/messages/index.server.ts) on the server: the string modules a
 * page's loaders name (`routeMessages`) and the text the server writes itself (`translate`).
 */
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/language";
import { readLanguage } from "~/i18n/language.server";
import { createTranslator, fill, type Messages, type Params, type Translator } from "~/i18n/translate";
import { messageText } from "~/i18n/message";
import type { MessageKey } from "~/i18n/keys";
import type { OtherLanguage, Translations } from "~/i18n/define";
import { CATALOGUE, type Namespace } from "~/i18n/messages/index.server";
import { messageRefs } from "~/i18n/assets.server";
import { keyHash } from "~/i18n/key-hash";
import type { MessageRefs } from "~/i18n/registry";

export type { Namespace };
export { messageRefs };

const EMPTY: Messages = Object.freeze({});
const cache = new Map<string, Messages>();

/** The strings of some namespaces in one language, as a module holds them: hash of the English text -> translation (nothing for English). */
export function messagesFor(lang: Language, namespaces: readonly Namespace[]): Messages {
  return lang === "en" ? EMPTY : messagesInOther(lang, namespaces);
}

function messagesInOther(lang: OtherLanguage, namespaces: readonly Namespace[]): Messages {
  const cacheKey = `${lang}:${namespaces.join(",")}`;
  let messages = cache.get(cacheKey);
  if (!messages) {
    const entries: Record<string, string> = {};
    for (const namespace of namespaces) {
      for (const [key, translations] of Object.entries(CATALOGUE[namespace]) as [string, Translations][])
        entries[keyHash(key)] = translations[lang];
    }
    messages = Object.freeze(entries);
    cache.set(cacheKey, messages);
  }
  return messages;
}

/**
 * What a route says of its words, in its `handle` (decision 051): the namespaces its page shows,
 * and in `i18nWhen` those it shows only in a state of the page (the booking step's visit kind),
 * each by the state's name. Declared once, beside the route's other page facts; the loader sends
 * them with `routeMessages`, and the page module gathers every matched route's (app/root.tsx).
 */
export type RouteStrings<State extends string = string> = {
  i18n?: readonly Namespace[];
  i18nWhen?: Readonly<Record<State, readonly Namespace[]>>;
};

/** What a route's loader returns as `i18n`: the namespaces its handle names, with those of the states `when` says the page is in. */
export function routeMessages<State extends string>(
  request: Request,
  handle: RouteStrings<State>,
  when: Partial<Record<State, boolean>> = {},
): Promise<MessageRefs> {
  return readLanguage(request).then(({ lang }) => routeMessageRefs(lang, handle, when));
}

/** `routeMessages` in a language the loader has already (a search page's, from its URL). */
export function routeMessageRefs<State extends string>(
  lang: Language,
  handle: RouteStrings<State>,
  when: Partial<Record<State, boolean>> = {},
): MessageRefs {
  const states = (Object.keys(when) as State[]).filter((state) => when[state]);
  return messageRefs(lang, [...(handle.i18n ?? []), ...states.flatMap((state) => handle.i18nWhen?.[state] ?? [])]);
}

const ALL = Object.keys(CATALOGUE) as Namespace[];

/** A translator over the whole catalogue, for text the server writes itself (titles, structured data, the sitemap). */
export function serverTranslator(lang: Language): Translator {
  return createTranslator(messagesFor(lang, ALL), lang);
}

/** One string in a language, on the server. */
export function translate(lang: Language, key: MessageKey, params?: Params): string {
  return lang === DEFAULT_LANGUAGE ? fill(key, params) : serverTranslator(lang)(key, params);
}

/**
 * Text that comes as data (the CMS's copy, a configured step title or prompt) as a page shows it:
 * a message (`messageText`) when it is one of `namespace`'s keys, exactly as written, else as it
 * came (text that is not ours). The one place where data meets the catalogue: it is never matched
 * against a template, and the namespace is the one the page sends.
 */
export function knownText(namespace: Namespace, text: string): string {
  return Object.hasOwn(CATALOGUE[namespace], text) ? messageText(text as MessageKey) : text;
}
