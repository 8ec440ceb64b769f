/**
 * The scheme list's rules (requirements §5): the filter (monthly = jumping interest, half_yearly =
 * flat interest, all), the six sorts of the requirements (default low_interest: the rate after the
 * on-time cashback) and our own, low_apr (the APR every card leads with), and the reset. Each
 * sort's label names the figure it orders by, and every card shows that figure (decision 045). The view lives in
 * the URL's query string, so every state has its own URL and works without JavaScript.
 * Pure code: unit tests sit beside it.
 */
import type { MessageKey } from "~/i18n/keys";
import type { InterestType, Scheme } from "~/upstream/schemas/pricing";

export const SCHEME_FILTERS = ["all", "monthly", "half_yearly"] as const;
export type SchemeFilter = (typeof SCHEME_FILTERS)[number];

export const SCHEME_SORTS = [
  "low_interest",
  "low_apr",
  "lowest_gold",
  "high_gold_required",
  "highest_gram",
  "high_loan_amount",
  "lowest_loan_amount",
] as const;
export type SchemeSort = (typeof SCHEME_SORTS)[number];

const DEFAULT_SCHEME_FILTER: SchemeFilter = "all";
const DEFAULT_SCHEME_SORT: SchemeSort = "low_interest";

/** The filter's chips and the cards' badges say the same words (docs/decisions/021-apr-and-key-facts.md). */
export const FILTER_LABELS: Record<SchemeFilter, MessageKey> = {
  all: "All schemes",
  monthly: "Monthly interest (rate can rise if late)",
  half_yearly: "Flat rate (fixed)",
};

export const SORT_LABELS: Record<SchemeSort, MessageKey> = {
  low_interest: "Lowest rate after cashback",
  low_apr: "Lowest APR",
  lowest_gold: "Least gold needed",
  high_gold_required: "Most gold needed",
  highest_gram: "Highest loan per gram",
  high_loan_amount: "Highest loan amount",
  lowest_loan_amount: "Lowest loan amount",
};

/** monthly is jumping interest (pay monthly to keep the lowest rate); half_yearly is flat interest. */
const FILTER_INTEREST: Record<Exclude<SchemeFilter, "all">, InterestType> = { monthly: "jumping", half_yearly: "flat" };

/** A scheme's badge: the words of its filter. */
export function interestLabel(type: InterestType): MessageKey {
  return FILTER_LABELS[type === "jumping" ? "monthly" : "half_yearly"];
}

/** What a scheme card shows (the list is sent to the page in this shape). */
export type SchemeCard = {
  id: string;
  /** Without a rate that its marketing name may carry (plainSchemeName). */
  name: string;
  lender: string;
  interestType: "jumping" | "flat";
  /** APR in percent a year for `loanAmount` over `tenureMonths` (app/journey/loan-cost.ts). */
  apr: number;
  /** The interest in plain words (rateWords), a message. */
  interestText: string;
  /** The rate after the on-time cashback in words, when lower (cashbackWords), a message. */
  cashbackText: string | null;
  /** The rate after the on-time cashback (the rate itself when there is none), percent a year: what low_interest sorts by. */
  cashbackRate: number;
  loanAmount: number;
  goldWeight: number;
  ltv: number;
  tenureMonths: number;
  processingFeePercent: number | null;
};

export type SchemeView = { filter: SchemeFilter; sort: SchemeSort };

export const DEFAULT_SCHEME_VIEW: SchemeView = { filter: DEFAULT_SCHEME_FILTER, sort: DEFAULT_SCHEME_SORT };

export function filterSchemes<S extends Pick<Scheme, "interestCalculation">>(schemes: readonly S[], filter: SchemeFilter): S[] {
  if (filter === "all") return [...schemes];
  const type = FILTER_INTEREST[filter];
  return schemes.filter((scheme) => scheme.interestCalculation.type === type);
}

/** `apr`: the scheme's APR (app/journey/loan-cost.ts), what low_apr sorts by. */
type Sortable = Pick<Scheme, "goldWeight" | "customerLtv" | "loanAmount" | "cashbackinterestrate"> & { apr: number };

const COMPARATORS: Record<SchemeSort, (a: Sortable, b: Sortable) => number> = {
  low_interest: (a, b) => a.cashbackinterestrate - b.cashbackinterestrate,
  low_apr: (a, b) => a.apr - b.apr,
  lowest_gold: (a, b) => a.goldWeight - b.goldWeight,
  high_gold_required: (a, b) => b.goldWeight - a.goldWeight,
  highest_gram: (a, b) => b.customerLtv - a.customerLtv,
  high_loan_amount: (a, b) => b.loanAmount - a.loanAmount,
  lowest_loan_amount: (a, b) => a.loanAmount - b.loanAmount,
};

/** A stable sort: schemes that tie keep the upstream's order. */
export function sortSchemes<S extends Sortable>(schemes: readonly S[], sort: SchemeSort): S[] {
  return [...schemes].sort(COMPARATORS[sort]);
}

export function applySchemeView<S extends Sortable & Pick<Scheme, "interestCalculation">>(schemes: readonly S[], view: SchemeView): S[] {
  return sortSchemes(filterSchemes(schemes, view.filter), view.sort);
}

function oneOf<T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** The view of a filter and a sort as sent; unknown values fall back to the defaults. */
export function schemeViewOf(sent: { filter?: string | null; sort?: string | null }): SchemeView {
  return {
    filter: oneOf(SCHEME_FILTERS, sent.filter, DEFAULT_SCHEME_FILTER),
    sort: oneOf(SCHEME_SORTS, sent.sort, DEFAULT_SCHEME_SORT),
  };
}

/** The view in a query string; unknown values fall back to the defaults. */
export function readSchemeView(params: URLSearchParams): SchemeView {
  return schemeViewOf({ filter: params.get("filter"), sort: params.get("sort") });
}

/** The reset action: back to the default filter and sort. */
export function resetSchemeView(): SchemeView {
  return { ...DEFAULT_SCHEME_VIEW };
}

/** The query string of a view; defaults are left out so the plain URL is the default view. */
export function schemeViewQuery(view: SchemeView, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== "") params.set(key, value);
  if (view.filter !== DEFAULT_SCHEME_FILTER) params.set("filter", view.filter);
  if (view.sort !== DEFAULT_SCHEME_SORT) params.set("sort", view.sort);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Chola does not lend in some pincodes (requirements §3 cholaUnserviceablePincodes): hide its schemes there. */
const CHOLA_LENDER_PATTERN = /\bchola/i;

/**
 * `cholaUnserviceablePincodes` null: the list could not be read (the CMS is down). The schemes
 * are still offered, without Chola's for a lead with a pincode, since we cannot tell whether
 * Chola lends there (decision 006).
 */
export function withoutUnservedLenders<S extends Pick<Scheme, "lender">>(
  schemes: readonly S[],
  pincode: string | null | undefined,
  cholaUnserviceablePincodes: readonly string[] | null,
): S[] {
  if (!pincode || (cholaUnserviceablePincodes && !cholaUnserviceablePincodes.includes(pincode))) return [...schemes];
  return schemes.filter((scheme) => !CHOLA_LENDER_PATTERN.test(scheme.lender));
}

/** A scheme's marketing name without the rate it may carry ("Federal Gold Smart 11.88%" → "Federal Gold Smart"): the APR is the rate shown. */
export function plainSchemeName(name: string): string {
  return (
    name
      .replace(/\s*@?\s*\d+(?:\.\d+)?\s*%\s*(?:p\.?\s*a\.?)?/gi, " ")
      .replace(/\s+/g, " ")
      .trim() || name
  );
}
