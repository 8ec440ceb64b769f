/**
 * CMS copy as a page in another language shows it (issue 32: never an English block on a Hindi
 * or Tamil page). The site asks the CMS for its copy in the page's language, and the CMS says which
 * language it answered in: a page's `lang`, an entry's or a city info's `locale`. Where it has no
 * translation it answers its English. Copy in the page's language is shown as it came; copy in
 * another language is shown in the site's own translation when it is one of `namespace`'s keys
 * (app/i18n/messages/cms-copy.server.ts holds the CMS's English the site translates); else the
 * text is null, and the caller leaves it out or puts its own copy in its place.
 */
import type { Language } from "~/i18n/language";
import { knownText, serverTranslator, type Namespace } from "~/i18n/catalogue.server";

/** A text the CMS wrote in `copyLang`, as a page in the reader's language shows it; null when it cannot. */
export type CmsCopy = (text: string | null | undefined, copyLang: string) => string | null;

export function cmsCopyIn(lang: Language, namespace: Namespace): CmsCopy {
  const t = serverTranslator(lang);
  return (text, copyLang) => {
    const trimmed = text?.trim();
    if (!trimmed) return null;
    if (copyLang === lang) return trimmed;
    const known = knownText(namespace, trimmed);
    return known === trimmed ? null : t.message(known);
  };
}
