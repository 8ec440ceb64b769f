import { localeOf } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-t";
import { OTHERS_CITY_ID } from "~/journey/city-limits";
import { collator } from "~/platform/intl";

/**
 * The `<option>`s of a city select: each city named in the page's language (app/i18n/place.ts),
 * in that language's alphabetical order, "Others" last (as the upstream's list has it).
 */
export function CityOptions({ cities }: { cities: readonly { id: number; name: string }[] }) {
  const t = useT();
  const lang = useLanguage();
  const order = collator(localeOf(lang));
  const named = cities.map((city) => ({ id: city.id, name: t.place(city.name) }));
  const sorted = lang === "en" ? named : [...named].sort((a, b) => rank(a) - rank(b) || order.compare(a.name, b.name));
  return (
    <>
      {sorted.map((city) => (
        <option key={city.id} value={String(city.id)}>
          {city.name}
        </option>
      ))}
    </>
  );
}

function rank(city: { id: number }): number {
  return city.id === OTHERS_CITY_ID ? 1 : 0;
}
