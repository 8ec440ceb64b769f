/**
 * City ids and a loan's limits in a city (requirements §9). The upstream owns the city list and each
 * city's limits (the simulator's seed writes them: server/upstream-sim/seed/city-limits.ts).
 */
import type { City } from "~/upstream/schemas/cities";

export const DEFAULT_CITY_ID = 1;
export const OTHERS_CITY_ID = -1;

export type LoanLimits = { minAmount: number; maxAmount: number; minGold: number; maxGold: number };

/**
 * The amount and gold a loan may have in a city: a takeover (moving a gold loan from another
 * lender) uses the to-amount and to-gold range, a fresh loan the city's own range (requirements §9).
 */
export function loanLimits(
  city: Pick<
    City,
    "min_amount" | "max_amount" | "min_gold" | "max_gold" | "min_to_amount" | "max_to_amount" | "min_to_gold" | "max_to_gold"
  >,
  loanType: string | undefined,
): LoanLimits {
  return loanType?.toUpperCase() === "TAKEOVER"
    ? { minAmount: city.min_to_amount, maxAmount: city.max_to_amount, minGold: city.min_to_gold, maxGold: city.max_to_gold }
    : { minAmount: city.min_amount, maxAmount: city.max_amount, minGold: city.min_gold, maxGold: city.max_gold };
}
