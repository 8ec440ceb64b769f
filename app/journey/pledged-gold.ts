/**
 * What the Reserve Bank of India (Lending Against Gold and Silver Collateral) Directions, 2025 ask
 * of a lender about the gold a borrower pledged, as the Key Facts Statement states it
 * (docs/decisions/044-key-facts-statement-for-a-gold-loan.md). In one place: the statement, its
 * PDF and their tests read these. Pure code.
 */

/**
 * The pledged gold is released within this many working days of the loan being repaid in full
 * (the 2025 directions, "release of pledged collateral").
 */
export const GOLD_RETURN_WORKING_DAYS = 7;

/**
 * For each day the release runs late past GOLD_RETURN_WORKING_DAYS, for reasons of the lender's,
 * the lender pays the borrower this much (rupees), under the same directions.
 */
export const GOLD_RETURN_DELAY_RUPEES_PER_DAY = 5000;

/** The purity a scheme's gold weight is given at ("Grams of 22K gold needed", the pricing contract), in karat. */
export const SCHEME_GOLD_KARAT = 22;
