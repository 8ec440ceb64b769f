/**
 * The advertised figures: every "from" and "up to" a page says about the loans on offer, worked
 * out from the schemes actually offered (docs/decisions/045-advertised-figures-social-proof-and-sorting.md).
 * A page never types a rate, a loan-to-value or an amount into its copy: it takes them from here,
 * with the date the schemes were read, and says nothing when there is no scheme to back it.
 * Pure code: unit tests and a property test sit beside it.
 */
import { loanCost, loanTermsOf, percentText } from "~/journey/loan-cost";
import { formatRupees } from "~/journey/money";
import type { Scheme } from "~/upstream/schemas/pricing";

/** What the figures need of a scheme. */
export type OfferedScheme = Pick<
  Scheme,
  | "id"
  | "name"
  | "lender"
  | "interestCalculation"
  | "interestRate"
  | "cashbackinterestrate"
  | "tenureMonths"
  | "processingFeePercent"
  | "customerLtv"
  | "loanAmount"
>;

/** One figure and the scheme that gives it. */
export type Backed = { value: number; schemeId: string };

export type AdvertisedFigures = {
  /** The lowest APR of any offered scheme, percent a year, one decimal (app/journey/loan-cost.ts). */
  bestApr: Backed;
  /** The lowest rate any scheme charges, after its on-time cashback, percent a year. */
  lowestRate: Backed;
  /** The highest loan-to-value any scheme lends at, percent. */
  highestLtv: Backed;
  /** The largest loan any scheme gives (within `cap`, the city's largest loan), rupees. */
  largestAmount: Backed;
  /** The India date (YYYY-MM-DD) the schemes were read. */
  readOn: string;
};

/** The scheme with the least `key` (the first of a tie: the upstream's order). */
function least<S extends OfferedScheme>(schemes: readonly S[], key: (scheme: S) => number): Backed {
  let best: Backed | null = null;
  for (const scheme of schemes) {
    const value = key(scheme);
    if (best === null || value < best.value) best = { value, schemeId: scheme.id };
  }
  return best!;
}

/** A scheme's APR at the amount it was computed for. */
export function schemeApr(scheme: OfferedScheme): number {
  return loanCost(loanTermsOf(scheme), scheme.loanAmount).apr;
}

/**
 * The figures the offered `schemes` back, read on `readOn`; null when none is offered (then no
 * page says a "from" or an "up to"). `cap`: the most a loan may be where they are offered (the
 * city's largest loan): a scheme's amount above it is not on offer there.
 */
export function advertisedFigures(
  schemes: readonly OfferedScheme[],
  readOn: string,
  cap = Number.POSITIVE_INFINITY,
): AdvertisedFigures | null {
  const offered = schemes.filter((scheme) => scheme.loanAmount > 0);
  if (offered.length === 0) return null;
  const largest = least(offered, (scheme) => -Math.min(scheme.loanAmount, cap));
  return {
    bestApr: least(offered, schemeApr),
    lowestRate: least(offered, (scheme) => Math.min(scheme.cashbackinterestrate, scheme.interestRate)),
    highestLtv: { ...least(offered, (scheme) => -scheme.customerLtv), value: Math.max(...offered.map((s) => s.customerLtv)) },
    largestAmount: { ...largest, value: -largest.value },
    readOn,
  };
}

/** What one scheme lends against gold worth `value`: its loan-to-value of it, within its own largest loan and `cap`. Whole rupees. */
export function schemeLoanFor(scheme: Pick<OfferedScheme, "customerLtv" | "loanAmount">, value: number, cap: number): number {
  return Math.max(0, Math.floor(Math.min((scheme.customerLtv * value) / 100 + 1e-6, scheme.loanAmount, cap)));
}

/**
 * The best loan the offered schemes give for gold worth `value` (the value RBI's rules count),
 * never above `cap` (the most RBI's rules and the city allow): the scheme that lends the most, and
 * how much; null without a scheme. `schemes` are read at the largest amount, so each one's
 * `loanAmount` is the most it lends.
 */
export function bestOfferFor<S extends OfferedScheme>(
  schemes: readonly S[],
  value: number,
  cap: number,
): { scheme: S; amount: number } | null {
  let best: { scheme: S; amount: number } | null = null;
  for (const scheme of schemes) {
    const amount = schemeLoanFor(scheme, value, cap);
    if (amount > 0 && (best === null || amount > best.amount)) best = { scheme, amount };
  }
  return best;
}

/**
 * Free copy (the CMS's words) may not carry a percentage: a rate or a share of the gold's value in
 * words the site did not compute cannot be checked against the schemes on offer, so such copy is
 * not shown (the page shows its own, computed, copy instead).
 */
export function carriesPercentFigure(text: string): boolean {
  // A digit of any script ("85%", "८५%"), a full-width sign, or the words ("85 per cent").
  return /\p{Nd}\s*[%％]|\bper\s?cent\b/iu.test(text);
}

/** A copy function (the CMS's text as a page shows it) that gives null for text carrying a percentage (carriesPercentFigure). */
export function withoutUncheckedFigures<A extends unknown[]>(copy: (...args: A) => string | null): (...args: A) => string | null {
  return (...args) => {
    const shown = copy(...args);
    return shown !== null && carriesPercentFigure(shown) ? null : shown;
  };
}

/** Schemes with their APR, as the sorts need it (low_apr). */
export function withApr<S extends OfferedScheme>(schemes: readonly S[]): (S & { apr: number })[] {
  return schemes.map((scheme) => ({ ...scheme, apr: schemeApr(scheme) }));
}

/** The sentence's figures, each as computed (a page fills the city in itself, marked as a name in English). */
export function advertisedParams(figures: AdvertisedFigures, date: string): { date: string; apr: string; ltv: string; amount: string } {
  return {
    date,
    apr: percentText(figures.bestApr.value),
    ltv: percentText(figures.highestLtv.value),
    amount: formatRupees(figures.largestAmount.value),
  };
}
