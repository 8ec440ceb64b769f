/**
 * The gold loan calculator's use-case (/gold-loan-calculator, docs/decisions/022-rbi-2025-loan-calculator.md):
 * reads the query (a GET form), the cities and the last 30 days' gold rates, and answers the
 * most the visitor can borrow. Bad input answers the form's messages; a city list or rates that
 * cannot be read answer a notice, never a 500.
 */
import type { SubmissionResult } from "@conform-to/zod/v4";
import { DEFAULT_CITY_ID, loanLimits } from "~/journey/city-limits";
import { getCityList } from "~/journey/flow.server";
import { DEFAULT_GOLD_QUALITY, type GoldQuality } from "~/journey/gold-quality";
import { indiaIsoDate } from "~/journey/gold-rate";
import { CalculatorFormSchema, chosenCityId, CITY_MESSAGE } from "~/journey/loan-calculator-form";
import { DEFAULT_BULLET_RATE, loanAnswer, valueGold, type LoanAnswer, type SchemeKind, type Valuation } from "~/journey/rbi-ltv";
import { recentGoldRates } from "~/journey/reference.server";
import { errorText, log } from "~/platform/log.server";
import { readQuery } from "~/site/form.server";
import type { City } from "~/upstream/schemas/cities";

const DAY_MS = 24 * 60 * 60_000;

/** The form's fields as typed. */
type CalculatorValues = Record<"weight" | "purity" | "city" | "scheme" | "rate", string>;

export type CalculatorAnswer = {
  grams: number;
  quality: GoldQuality;
  scheme: SchemeKind;
  rate: number;
  city: { id: number; name: string; minAmount: number; maxAmount: number };
  valuation: Valuation;
  loan: LoanAnswer;
};

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
    purity: typed("purity"),
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
  const valuation = rates && valueGold(input.weight, input.purity, rates, indiaIsoDate(new Date(now.getTime() - DAY_MS)));
  if (!valuation) return { ...page, unavailable: "rates", status: 503 };
  const { minAmount, maxAmount } = loanLimits(city, undefined);
  const cityCap = { id: city.id, name: city.name, minAmount, maxAmount };
  return {
    ...page,
    answer: {
      grams: input.weight,
      quality: input.purity,
      scheme: input.scheme,
      rate: input.rate,
      city: cityCap,
      valuation,
      loan: loanAnswer(valuation.value, input.scheme, input.rate, cityCap),
    },
    status: 200,
  };
}
