import { localizedPath } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-t";

/**
 * Links to the city search pages (/gold-loan/{city}), drawn as chips, each to the page in the
 * language of the page that shows them (/hi/gold-loan/{city} on a Hindi page). Plain links: a
 * search page is a document of its own, without the site's scripts (its route's handle says so).
 * Each city is named in the page's language (app/i18n/place.ts); one the table lacks stays English, marked so.
 */
export function CityChips({ cities }: { cities: readonly { name: string; path: string }[] }) {
  const lang = useLanguage();
  const t = useT();
  return (
    <ul>
      {cities.map((city) => {
        const name = t.place(city.name);
        return (
          <li key={city.path}>
            <a href={localizedPath(lang, city.path)} className="chip" lang={lang !== "en" && name === city.name ? "en" : undefined}>
              {name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
