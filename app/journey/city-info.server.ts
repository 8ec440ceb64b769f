/**
 * What the city pages, the scheme pages and the booking step show of the CMS's info on a city,
 * in the page's language: the CMS's words where it wrote them in that language, else the site's
 * own translation of them (cms-copy.server.ts). A description the site cannot translate (the CMS's
 * English for one city) is the site's own sentence about the city; a highlight it cannot is left out.
 */
import { place } from "~/i18n/place";
import { cmsCopyIn } from "~/site/cms-copy.server";
import { translate } from "~/i18n/catalogue.server";
import type { Language } from "~/i18n/language";
import type { CityInfo } from "~/upstream/schemas/content";

/** A highlight as a page shows it: in the page's language, or as the CMS wrote it with its language (`lang`) to mark. */
export type CityHighlight = { text: string; lang?: string };

export type CityInfoView = { description: string; branchCount: number; customersServed: number | null; highlights: CityHighlight[] };

export function cityInfoView(info: CityInfo | null | undefined, lang: Language): CityInfoView | null {
  if (!info) return null;
  const copy = cmsCopyIn(lang, "cms-copy");
  return {
    description:
      copy(info.description, info.locale) ??
      translate(
        lang,
        "Get a gold loan in {city} at a partner branch or at home. Our team checks and weighs your gold in front of you, and the money reaches your account the same day.",
        { city: place(info.city_name) },
      ),
    branchCount: info.branchCount,
    customersServed: info.customersServed ?? null,
    highlights: info.highlights.flatMap((highlight): CityHighlight[] => {
      const text = highlight.trim();
      if (text === "") return [];
      const shown = copy(text, info.locale);
      return [shown === null ? { text, lang: info.locale } : { text: shown }];
    }),
  };
}
