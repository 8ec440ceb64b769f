import { useLanguage, useT } from "~/i18n/use-t";
import { OTHERS_CITY_ID } from "~/journey/city-limits";

/**
 * The `<option>`s of a city select: each city named in the page's language (app/i18n/place.ts),
 * "Others" last (as the upstream's list has it). In another language the names are sorted by
 * their letters' code points, which follow each Indian script's alphabetical order: a collator
 * would do better only where the browser's collation data agrees with the server's, and a
 * hydrated page must render the same order on both. A name the table lacks stays English, marked so.
 */
export function CityOptions({ cities }: { cities: readonly { id: number; name: string }[] }) {
  const t = useT();
  const lang = useLanguage();
  const named = cities.map((city) => {
    const name = t.place(city.name);
    return { id: city.id, name, english: lang !== "en" && name === city.name };
  });
  const sorted = lang === "en" ? named : [...named].sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return (
    <>
      {sorted.map((city) => (
        <option key={city.id} value={String(city.id)} lang={city.english ? "en" : undefined}>
          {city.name}
        </option>
      ))}
    </>
  );
}

function rank(city: { id: number }): number {
  return city.id === OTHERS_CITY_ID ? 1 : 0;
}
