/**
 * Reference data the journey's steps read: the day's gold rate, schemes, branches near a
 * pincode, city information and the pincodes where Chola does not lend. All cached with
 * stale-while-revalidate and stale-if-error (requirements §A4); failures are thrown for
 * the caller to decide (a page read gives nothing and a popup; a step action rethrows).
 */
import { DAY_MS, goldRateKey } from "~/journey/gold-rate";
import { AVERAGE_DAYS, type DayRate } from "~/journey/rbi-ltv";
import { leadPincode, type LeadState } from "~/journey/lead";
import { cached, type CachePolicy } from "~/platform/cache.server";
import { getCityInfos, getContents } from "~/upstream/content.server";
import type { Language } from "~/i18n/language";
import { getBranchDistancesV3 } from "~/upstream/insight.server";
import { getGoldRate, getMasterSchemes, getScheme } from "~/upstream/pricing.server";
import type { CityInfo } from "~/upstream/schemas/content";
import type { BranchDistance } from "~/upstream/schemas/insight";
import type { GoldRate, Scheme } from "~/upstream/schemas/pricing";

const MINUTES = 60_000;
const PRICES: CachePolicy = { freshMs: 5 * MINUTES, staleMs: 6 * 60 * MINUTES };
const PLACES: CachePolicy = { freshMs: 30 * MINUTES, staleMs: 24 * 60 * MINUTES };

const CHOLA_UNSERVICEABLE_TYPE = "chola-unserviceable-pincodes";

/** The rate of the India day of `at`, cached by `policy`; null when none is published. */
async function goldRateOn(at: Date, policy: CachePolicy): Promise<GoldRate | null> {
  const key = goldRateKey(at);
  return cached(`gold-rate:${key}`, policy, async () => (await getGoldRate(key)).data.data);
}

/** Today's rate (India date); null when none is published for today yet. */
export async function todayGoldRate(now = new Date()): Promise<GoldRate | null> {
  return goldRateOn(now, PRICES);
}

/** A published rate does not change: a past day's is kept for hours (and served for a day if pricing fails). */
const PAST_PRICES: CachePolicy = { freshMs: 6 * 60 * MINUTES, staleMs: 24 * 60 * MINUTES };

/** The rate of the India day of `at`, for a day already over; null when none was published. */
export async function pastGoldRate(at: Date): Promise<GoldRate | null> {
  return goldRateOn(at, PAST_PRICES);
}

/**
 * The 22-karat rates of the `AVERAGE_DAYS` India days before `now`'s, newest first (a day with no
 * published rate is left out): the calculator's 30-day average and the city pages' trend.
 */
export async function recentGoldRates(now: Date): Promise<DayRate[]> {
  const days = Array.from({ length: AVERAGE_DAYS }, (_, i) => new Date(now.getTime() - (i + 1) * DAY_MS));
  const rates = await Promise.all(days.map((day) => pastGoldRate(day)));
  return rates.flatMap((rate) => (rate ? [{ date: rate.date, rate22k: rate.rate22k }] : []));
}

/** The schemes of a city computed for an amount. */
export async function schemesFor(cityId: number, amount: number): Promise<Scheme[]> {
  return cached(`schemes:${cityId}:${amount}`, PRICES, async () => (await getMasterSchemes({ cityId, amount })).data.data.schemes);
}

/** One scheme at an amount, or null when there is no such scheme. */
export async function schemeById(schemeId: string, amount: number): Promise<Scheme | null> {
  return (await getScheme({ schemeId, amount })).data.data;
}

export async function cholaUnserviceablePincodes(): Promise<string[]> {
  return cached(`contents:${CHOLA_UNSERVICEABLE_TYPE}`, PLACES, async () =>
    (await getContents(CHOLA_UNSERVICEABLE_TYPE)).data.data.flatMap((entry) => entry.values),
  );
}

/**
 * The branches nearest the lead's pincode (three, or `limit`), nearest first, within its city
 * ("branch details v2": failures rethrow, requirements §8).
 */
export async function nearestBranches(lead: Pick<LeadState, "pincode" | "cityid">, limit = 3): Promise<BranchDistance[]> {
  const query = { pincode: leadPincode(lead), cityId: lead.cityid, limit };
  const key = `branches:${query.pincode ?? "-"}:${query.cityId ?? "-"}:${query.limit}`;
  return cached(key, PLACES, async () => (await getBranchDistancesV3(query)).data.data);
}

/** One city's info, asked in the page's language (app/journey/city-info.server.ts says how it is shown). */
export async function cityInfo(cityId: number, lang: Language): Promise<CityInfo | null> {
  return cached(`city-info:${cityId}:${lang}`, PLACES, async () => (await getCityInfos(cityId, lang)).data.data[0] ?? null);
}
