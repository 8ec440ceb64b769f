/**
 * Per-city loan limits (spec §9). The upstream owns the city list; these rules
 * seed the simulator and are the reference the unit tests hold the seed to.
 * How the spec's lines map to fields is recorded in docs/decisions/003-city-limits.md.
 */
import type { City } from "~/upstream/schemas/cities";

export const DEFAULT_CITY_ID = 1;
export const OTHERS_CITY_ID = -1;

const HIGHER_MINIMUM_CITIES = new Set(["hyderabad", "delhi", "pune"]);
const HIGHER_DOORSTEP_MINIMUM_CITIES = new Set(["delhi", "hyderabad"]);
const HIGHER_TO_RANGE_CITIES = new Set(["bangalore", "hyderabad", "pune", "mumbai", "delhi", "ghaziabad", "faridabad"]);

export const MAX_GOLD_GRAMS = 2730;
export const MAX_LOAN_AMOUNT = 10_000_000;

/** Gold card doorstep and branch limits (spec §9), used by the card journeys. */
export const GOLD_CARD_LIMITS = {
  minAmount: 25_000,
  minGold: 6,
  maxAmount: 5_000_000,
  maxGold: 1365,
  branchMaxAmount: 500_000,
  branchMaxGold: 140,
} as const;

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

export type LoanLimits = { minAmount: number; maxAmount: number; minGold: number; maxGold: number };

/**
 * The amount and gold a loan may have in a city: a takeover (moving a gold loan from another
 * lender) uses the to-amount and to-gold range, a fresh loan the city's own range (spec §9).
 */
export function loanLimits(
  city: Pick<City, "min_amount" | "max_amount" | "min_gold" | "max_gold" | "min_to_amount" | "max_to_amount" | "min_to_gold" | "max_to_gold">,
  loanType: string | undefined,
): LoanLimits {
  return loanType?.toUpperCase() === "TAKEOVER"
    ? { minAmount: city.min_to_amount, maxAmount: city.max_to_amount, minGold: city.min_to_gold, maxGold: city.max_to_gold }
    : { minAmount: city.min_amount, maxAmount: city.max_amount, minGold: city.min_gold, maxGold: city.max_gold };
}
