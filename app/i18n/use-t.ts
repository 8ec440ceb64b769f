/**
 * The page's translator in a component or a `meta` function (decision 028): the strings of every
 * matched route's loader (`i18n` in its data names their modules, app/i18n/registry.ts; the
 * root's carry the language and what every page shows) over one translator. In the browser, a
 * page whose modules are not loaded yet waits for them (the render suspends; a navigation keeps
 * showing the page before it until they are in).
 */
import { isRouteErrorResponse, useMatches, useRouteError } from "@remix-run/react";
import { useMemo } from "react";
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from "~/i18n/language";
import { messagesOf, type MessageRefs } from "~/i18n/registry";
import { createTranslator, type Translator } from "~/i18n/translate";

/** What a loader adds to its data to give its page strings: `{ i18n: await routeMessages(request, handle) }` (its handle names them). */
export type WithMessages = { i18n?: MessageRefs };

type MatchLike = { id?: string; data?: unknown };

function refsOfMatches(matches: readonly MatchLike[]): string[] {
  const refs: string[] = [];
  for (const match of matches) {
    const named = (match.data as WithMessages | undefined)?.i18n;
    if (Array.isArray(named)) refs.push(...named.filter((ref): ref is string => typeof ref === "string" && !refs.includes(ref)));
  }
  return refs;
}

function languageOfMatches(matches: readonly MatchLike[]): Language {
  const root = matches.find((match) => match.id === "root")?.data as { lang?: unknown } | undefined;
  return parseLanguage(root?.lang) ?? DEFAULT_LANGUAGE;
}

/**
 * An error page gets the words it needs from the error it shows (app/i18n/errors.server.ts), as
 * a match of its own; and its language too when no loader ran (an action's refusal).
 */
function useErrorMatch(): MatchLike | null {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null || !("i18n" in error.data)) return null;
  return { id: "error", data: error.data };
}

/**
 * The matches whose data a page's words come from: the matched routes, the error's (its words),
 * and the error's as the root's too when the root loader did not run (its language).
 */
function pageMatches(matches: readonly MatchLike[], errorMatch: MatchLike | null): MatchLike[] {
  if (!errorMatch) return [...matches];
  const rootAnswered = matches.some((match) => match.id === "root" && match.data);
  return rootAnswered ? [...matches, errorMatch] : [{ id: "root", data: errorMatch.data }, ...matches, errorMatch];
}

/** The page's language, from the root loader (English when it did not answer). */
export function useLanguage(): Language {
  const matches = useMatches();
  const errorMatch = useErrorMatch();
  return languageOfMatches(pageMatches(matches, errorMatch));
}

export function useT(): Translator {
  const matches = useMatches();
  const errorMatch = useErrorMatch();
  return useMemo(() => metaTranslator(pageMatches(matches, errorMatch)), [matches, errorMatch]);
}

/** The page's string modules: the document asks for them with the app's scripts (root.tsx). */
export function useMessageRefs(): string[] {
  const matches = useMatches();
  const errorMatch = useErrorMatch();
  return refsOfMatches(pageMatches(matches, errorMatch));
}

/** The translator of a `meta` function, from its `matches`. */
export function metaTranslator(matches: readonly MatchLike[]): Translator {
  return createTranslator(messagesOf(refsOfMatches(matches)), languageOfMatches(matches));
}
