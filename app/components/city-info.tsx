import { withName } from "~/components/english-name";
import { place } from "~/i18n/place";
import { fillNodes } from "~/components/fill-nodes";
import type { CityInfoView } from "~/journey/city-info.server";
import { indianNumber } from "~/journey/money";
import { useT } from "~/i18n/use-t";

/**
 * The CMS's info on a city as a card (the city page and the booking step): its words already in
 * the page's language (app/journey/city-info.server.ts), the city named in it (app/i18n/place.ts), and a
 * highlight the site cannot translate marked in the CMS's language.
 */
export function CityInfoCard({ city, info }: { city: string; info: CityInfoView }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="city-info-title" data-testid="city-info">
      <h2 id="city-info-title">{t("{city} at a glance", { city: place(city) })}</h2>
      <p>{withName(info.description, city)}</p>
      <ul className="facts">
        <li>
          {fillNodes(info.branchCount === 1 ? t("{count} partner branch") : t("{count} partner branches"), {
            count: <strong>{info.branchCount}</strong>,
          })}
        </li>
        {info.customersServed ? (
          <li>{fillNodes(t("{count} customers served"), { count: <strong>{indianNumber(info.customersServed)}</strong> })}</li>
        ) : null}
        {info.highlights.map((highlight) => (
          <li key={highlight.text} lang={highlight.lang}>
            {highlight.lang ? highlight.text : withName(highlight.text, city)}
          </li>
        ))}
      </ul>
    </section>
  );
}
