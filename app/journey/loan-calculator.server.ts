/**
 * The gold loan calculator's use-case (/gold-loan-calculator, docs/decisions/022-rbi-2025-loan-calculator.md):
 * reads the query (a GET form), the cities and the last 30 days' gold rates, and answers the
 * most the visitor can borrow. Bad input answers the form's messages; a city list or rates that
 * cannot be read answer a notice, never a 500.
 */
import type { SubmissionResult } from "@conform-to/zod/v4";
import { bestOfferFor } from "~/journey/advertised";
import { offeredInCity } from "~/journey/advertised.server";
import { DEFAULT_CITY_ID, loanLimits } from "~/journey/city-limits";
import { getCityList } from "~/journey/flow.server";
import { DEFAULT_GOLD_QUALITY, parseGoldQuality, type GoldQuality } from "~/journey/gold-quality";
import { indiaIsoDate, previousIndiaIsoDate } from "~/journey/gold-rate";
import { plainSchemeName } from "~/journey/schemes";
import { CalculatorFormSchema, chosenCityId, CITY_MESSAGE } from "~/journey/loan-calculator-form";
import { DEFAULT_BULLET_RATE, loanAnswer, valueGold, type LoanAnswer, type SchemeKind, type Valuation } from "~/journey/rbi-ltv";
import { recentGoldRates, schemesFor } from "~/journey/reference.server";
import { errorText, log } from "~/platform/log.server";
import { readQuery } from "~/site/form.server";
import type { City } from "~/upstream/schemas/cities";

/** The form's fields as typed. */
type CalculatorValues = Record<"weight" | "purity" | "city" | "scheme" | "rate", string>;

export type CalculatorAnswer = {
  grams: number;
  quality: GoldQuality;
  scheme: SchemeKind;
  rate: number;
  city: { id: number; name: string; minAmount: number; maxAmount: number };
  valuation: Valuation;
  /** What RBI's rules allow (within the city's and the site's limits). */
  loan: LoanAnswer;
  /** What the lenders on this site lend against this gold today (decision 045). */
  offer: CalculatorOffer;
};

/**
 * The best loan a scheme offered in the city gives for this gold: its loan-to-value of the gold's
 * value, within the scheme's largest loan and what RBI's rules allow; "none" when no scheme lends
 * that much or that little (below the city's smallest loan); "unavailable" when the schemes
 * cannot be read. `readOn`: the India date the schemes were read.
 */
export type CalculatorOffer =
  | { kind: "scheme"; amount: number; scheme: { id: string; name: string; lender: string; ltv: number }; readOn: string }
  | { kind: "none"; readOn: string }
  | { kind: "unavailable" };

/**
 * The amounts at which the calculator asks which schemes are open (a scheme's smallest loan may be
 * above an amount): the city's smallest loan and these steps. A typed weight then never makes an
 * upstream read or a cache entry of its own: at most this many per city. Openness only grows with
 * the amount, so a scheme open at the step below an amount is open at the amount.
 */
const OPEN_AT = [50_000, 1_00_000, 2_00_000, 5_00_000, 10_00_000, 25_00_000, 50_00_000] as const;

/** The amount whose open schemes are read for a loan of `amount`: the largest step at or below it, at least the city's smallest loan. */
function openAtStep(amount: number, minAmount: number): number {
  return Math.max(minAmount, ...OPEN_AT.filter((step) => step <= amount));
}

/**
 * The best offer for gold worth `value` in `cityId`, at most `cap`: the schemes read at the largest
 * loan give each one's loan-to-value and largest loan; the best is then checked against the schemes
 * open at the step below its amount (openAtStep), the next best in its place if not.
 */
async function bestOffer(cityId: number, value: number, cap: number, minAmount: number, now: Date): Promise<CalculatorOffer> {
  const readOn = indiaIsoDate(now);
  try {
    let schemes = await offeredInCity(cityId);
    for (;;) {
      const best = bestOfferFor(schemes, value, cap);
      // Below the city's smallest loan no scheme lends it.
      if (!best || best.amount < minAmount) return { kind: "none", readOn };
      const atAmount = await schemesFor(cityId, openAtStep(best.amount, minAmount));
      if (atAmount.some((scheme) => scheme.id === best.scheme.id)) {
        const { scheme } = best;
        return {
          kind: "scheme",
          amount: best.amount,
          scheme: { id: scheme.id, name: plainSchemeName(scheme.name), lender: scheme.lender, ltv: scheme.customerLtv },
          readOn,
        };
      }
      schemes = schemes.filter((scheme) => scheme.id !== best.scheme.id);
    }
  } catch (error) {
    log.warn("calculator.schemes_unavailable", { error: errorText(error) });
    return { kind: "unavailable" };
  }
}

export type CalculatorPage = {
  cities: { id: number; name: string }[];
  /** What the form shows: the query as typed, or the defaults. */
  values: CalculatorValues;
  /** The form's messages when the query was refused. */
  result: SubmissionResult<string[]> | null;
  answer: CalculatorAnswer | null;
  /** Why there is no answer to a good query: the city list or the rates could not be read. */
  unavailable: "cities" | "rates" | null;
  status: 200 | 400 | 503;
};

/** What the form shows: the query as typed, or, without a weight, the defaults (a `city` of the list preselected). */
function valuesOf(query: URLSearchParams, cities: readonly City[]): CalculatorValues {
  if (!query.has("weight")) {
    const city = query.get("city") ?? "";
    return {
      weight: "",
      purity: DEFAULT_GOLD_QUALITY,
      city: cities.some((c) => String(c.id) === city) ? city : String(DEFAULT_CITY_ID),
      scheme: "monthly",
      rate: String(DEFAULT_BULLET_RATE),
    };
  }
  const typed = (name: keyof CalculatorValues) => (query.get(name) ?? "").slice(0, 40);
  return {
    weight: typed("weight"),
    // "22", "22k" and "22K" are one purity: the select shows the option the answer was worked out with.
    purity: parseGoldQuality(typed("purity")) ?? typed("purity"),
    city: typed("city"),
    scheme: typed("scheme") || "monthly",
    rate: typed("rate"),
  };
}

/** A catch that logs the failure as `event` and gives null. */
const warnAndGiveNull = (event: string) => (error: unknown) => {
  log.warn(event, { error: errorText(error) });
  return null;
};

/** The page for a query: a query without a weight is the empty form (a `city` preselects it). */
export async function loadCalculator(query: URLSearchParams, now = new Date()): Promise<CalculatorPage> {
  const cityList = await getCityList().catch(warnAndGiveNull("calculator.cities_unavailable"));
  const page = {
    cities: (cityList ?? []).map((c) => ({ id: c.id, name: c.name })),
    values: valuesOf(query, cityList ?? []),
    result: null,
    answer: null,
    unavailable: null,
  };
  if (!cityList) return { ...page, unavailable: "cities", status: 503 };
  if (!query.has("weight")) return { ...page, status: 200 };

  const { submission } = readQuery(query, CalculatorFormSchema);
  // An id the list does not have: said with the form's other messages (the form says so for a value that is no id at all).
  const cityId = chosenCityId(page.values.city);
  const city = cityList.find((c) => c.id === cityId);
  if (submission.status !== "success" || !city) {
    const unknownCity = cityId !== null && !city;
    return { ...page, result: submission.reply(unknownCity ? { fieldErrors: { city: [CITY_MESSAGE] } } : {}), status: 400 };
  }
  const input = submission.value;

  const rates = await recentGoldRates(now).catch(warnAndGiveNull("calculator.rates_unavailable"));
  const valuation = rates && valueGold(input.weight, input.purity, rates, previousIndiaIsoDate(now));
  if (!valuation) return { ...page, unavailable: "rates", status: 503 };
  const { minAmount, maxAmount } = loanLimits(city, undefined);
  const cityCap = { id: city.id, name: city.name, minAmount, maxAmount };
  const loan = loanAnswer(valuation.value, input.scheme, input.rate, cityCap);
  const offer = await bestOffer(city.id, valuation.value, loan.amount, minAmount, now);
  return {
    ...page,
    answer: {
      grams: input.weight,
      quality: input.purity,
      scheme: input.scheme,
      rate: input.rate,
      city: cityCap,
      valuation,
      loan,
      offer,
    },
    status: 200,
  };
}
