/**
 * Per-city loan limits (requirements §9) as the simulator's city list carries them. The upstream owns
 * these numbers; the site reads them from the city list. How the spec's lines map to fields is
 * recorded in docs/decisions/003-city-limits.md.
 */
import type { City } from "~/upstream/schemas/cities";

const HIGHER_MINIMUM_CITIES = new Set(["hyderabad", "delhi", "pune"]);
const HIGHER_DOORSTEP_MINIMUM_CITIES = new Set(["delhi", "hyderabad"]);
const HIGHER_TO_RANGE_CITIES = new Set(["bangalore", "hyderabad", "pune", "mumbai", "delhi", "ghaziabad", "faridabad"]);

export const MAX_GOLD_GRAMS = 2730;
export const MAX_LOAN_AMOUNT = 10_000_000;

export type CityLimits = Omit<City, "id" | "name">;

export function cityLimits(cityName: string): CityLimits {
  const key = cityName.trim().toLowerCase();
  const higherMin = HIGHER_MINIMUM_CITIES.has(key);
  const higherDoorstep = HIGHER_DOORSTEP_MINIMUM_CITIES.has(key);
  const higherTo = HIGHER_TO_RANGE_CITIES.has(key);
  const min_amount = higherMin ? 50_000 : 30_000;
  const min_gold = higherMin ? 14.5 : 10;
  return {
    min_gold,
    min_amount,
    max_gold: MAX_GOLD_GRAMS,
    max_amount: MAX_LOAN_AMOUNT,
    min_to_amount: higherTo ? 100_000 : 40_000,
    max_to_amount: 9_999_999,
    min_to_gold: higherTo ? 29 : 11.6,
    max_to_gold: MAX_GOLD_GRAMS,
    doorstep_min_amount: higherDoorstep ? 50_000 : 30_000,
    doorstep_max_amount: MAX_LOAN_AMOUNT,
    doorstep_min_gold: higherDoorstep ? 14.5 : 10,
    doorstep_max_gold: MAX_GOLD_GRAMS,
    branch_min_amount: min_amount,
    branch_max_amount: MAX_LOAN_AMOUNT,
    branch_min_gold: min_gold,
    branch_max_gold: MAX_GOLD_GRAMS,
  };
}
