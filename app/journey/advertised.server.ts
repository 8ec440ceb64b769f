/**
 * The advertised figures of a city (app/journey/advertised.ts) from the schemes the pricing
 * service offers there: read at the site's largest loan, so that every scheme of the city is in
 * the list and each one's amount is the most it lends. A page that is not a city's (the home page,
 * /best-gold-loan-exp) takes the default city's and says so. A read that fails gives null: the
 * page then says no "from" and no "up to".
 */
import { advertisedFigures, type AdvertisedFigures } from "~/journey/advertised";
import { DEFAULT_CITY_ID, loanLimits } from "~/journey/city-limits";
import { getCityList } from "~/journey/flow.server";
import { indiaIsoDate } from "~/journey/gold-rate";
import { MAX_LOAN_AMOUNT } from "~/journey/rbi-ltv";
import { schemesFor } from "~/journey/reference.server";
import { errorText, log } from "~/platform/log.server";
import type { Scheme } from "~/upstream/schemas/pricing";

export type CityFigures = { city: { id: number; name: string }; figures: AdvertisedFigures };

/** Every scheme offered in a city, each at the most it lends. */
export function offeredInCity(cityId: number): Promise<Scheme[]> {
  return schemesFor(cityId, MAX_LOAN_AMOUNT);
}

/**
 * The figures of `cityId` when it is a city with schemes, else the default city's (one read more
 * only when `cityId` is another city).
 */
export async function figuresOfCityOrDefault(cityId: number): Promise<CityFigures | null> {
  const own = Number.isSafeInteger(cityId) && cityId > 0 ? await cityFigures(cityId) : null;
  return own ?? (cityId === DEFAULT_CITY_ID ? null : cityFigures());
}

/** The figures of `cityId` (default: the default city), or null when its schemes or its name cannot be read or it has none. */
export async function cityFigures(cityId: number = DEFAULT_CITY_ID, now = new Date()): Promise<CityFigures | null> {
  try {
    const [cities, schemes] = await Promise.all([getCityList(), offeredInCity(cityId)]);
    const city = cities.find((c) => c.id === cityId);
    if (!city) return null;
    const figures = advertisedFigures(schemes, indiaIsoDate(now), loanLimits(city, undefined).maxAmount);
    return figures && { city: { id: city.id, name: city.name }, figures };
  } catch (error) {
    log.warn("advertised.schemes_unavailable", { cityId, error: errorText(error) });
    return null;
  }
}
