import { place } from "~/i18n/place";
import { formatDay } from "~/i18n/formats";
import { useLanguage, useT } from "~/i18n/use-t";
import { fillNodes } from "~/components/fill-nodes";
import { advertisedParams } from "~/journey/advertised";
import type { CityFigures } from "~/journey/advertised.server";

/**
 * The advertised figures of a page that is not a city's (the home page, /best-gold-loan-exp): the
 * default city's, named, with the date the schemes were read (decision 045). Nothing when they
 * could not be read: no figure is then said at all.
 */
export function AdvertisedLine({ advertised }: { advertised: CityFigures | null }) {
  const t = useT();
  const lang = useLanguage();
  if (!advertised) return null;
  const date = formatDay(advertised.figures.readOn, lang);
  return (
    <p className="advertised" data-testid="advertised-figures">
      {fillNodes(
        t("Schemes offered in {city} on {date}: APR from {apr} a year, up to {ltv} of your gold's value, loans up to {amount}.", {
          city: place(advertised.city.name),
        }),
        advertisedParams(advertised.figures, date),
      )}
    </p>
  );
}
