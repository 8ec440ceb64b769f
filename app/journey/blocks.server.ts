/**
 * The information blocks a step's configured item list may hold (requirements §2 "each step has an
 * item list"): the gold rate, branch distance, city info, the daily visit count and the
 * alert-seek prompt. The route renders its own form item; this loads the data of the others,
 * in parallel, each failure giving an empty block and the page's popup (requirements §8).
 */
import { knownText } from "~/i18n/catalogue.server";
import type { MessageKey } from "~/i18n/keys";
import { dailyVisitCount } from "~/journey/engagement";
import { env } from "~/platform/env.server";
import { rateChange } from "~/journey/gold-rate";
import { leadPincode, type LeadState } from "~/journey/lead";
import { branchAddress } from "~/journey/place";
import { cityInfo, nearestBranches, todayGoldRate } from "~/journey/reference.server";
import { cityInfoView, type CityInfoView } from "~/journey/city-info.server";
import type { JourneyStep } from "~/journey/step.server";
import { travelTime, type TravelTime } from "~/journey/travel-time";
import type { Language } from "~/i18n/language";
import type { PageReads } from "~/site/error-popup.server";
import type { FlowStep } from "~/upstream/schemas/content";
import type { BranchDistance } from "~/upstream/schemas/insight";

export type GoldRateView = { date: string; rate24k: number; rate22k: number; change24k: number | null; change22k: number | null };
export type NearBranch = { id: string; name: string; lender: string; address: string; distance: string; duration: TravelTime | null };

export type Block =
  | { type: "gold-rate"; rate: GoldRateView | null }
  | { type: "branch-distance"; near: string; branches: NearBranch[] }
  | { type: "city-info"; city: string; info: CityInfoView | null }
  /** The configured daily count (requirements §9), said of no city and no day: what the list is (decision 045). */
  | { type: "daily-visit-count"; count: number | null }
  /** The configured prompt: a message (app/i18n/message.ts) when it is one of the site's own texts, else as configured. */
  | { type: "alert-seek"; message: string };

const DEFAULT_ALERT_MESSAGE: MessageKey = "Need help? Ask for a call back and our gold loan expert will call you.";

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === "number" && Number.isFinite(v)) : [];
}

export async function loadGoldRate(reads: PageReads, now: Date): Promise<GoldRateView | null> {
  return toGoldRateView(await reads.read("gold-rate", () => todayGoldRate(now)));
}

/** What a page shows of the day's gold rate: both purities and their change since yesterday. */
export function toGoldRateView(rate: Awaited<ReturnType<typeof todayGoldRate>>): GoldRateView | null {
  if (!rate) return null;
  return {
    date: rate.date,
    rate24k: rate.rate24k,
    rate22k: rate.rate22k,
    change24k: rateChange(rate.rate24k, rate.previousRate24k),
    change22k: rateChange(rate.rate22k, rate.previousRate22k),
  };
}

/** What a journey step shows of a branch near the visitor: its distance and travel time (the search pages have their own BranchView). */
export function toNearBranch({ branch, distance, duration }: BranchDistance, lang: Language): NearBranch {
  const time = duration ? travelTime(duration, lang) : null;
  // The address with its city and pincode (decision 046).
  return { id: branch.id, name: branch.name, lender: branch.lender, address: branchAddress(branch), distance, duration: time };
}

/** The three branches nearest the lead's pincode. */
async function loadBranches(reads: PageReads, lead: LeadState, lang: Language): Promise<NearBranch[]> {
  const found = await reads.read("branch-distance", () => nearestBranches(lead));
  return (found ?? []).slice(0, 3).map((branch) => toNearBranch(branch, lang));
}

async function loadBlock(
  item: FlowStep["items"][number],
  lead: LeadState,
  reads: PageReads,
  lang: Language,
  now: Date,
): Promise<Block | null> {
  const city = lead.city ?? "your city";
  switch (item.type) {
    case "gold-rate":
      return { type: "gold-rate", rate: await loadGoldRate(reads, now) };
    case "branch-distance":
      return { type: "branch-distance", near: leadPincode(lead) ?? city, branches: await loadBranches(reads, lead, lang) };
    case "city-info": {
      const info = lead.cityid !== undefined ? await reads.read("city-info", () => cityInfo(lead.cityid!, lang)) : null;
      return { type: "city-info", city, info: cityInfoView(info, lang) };
    }
    case "daily-visit-count":
      // DAILY_VISIT_COUNT=off: the site says nothing of it.
      return env().dailyVisitCount ? { type: "daily-visit-count", count: dailyVisitCount(numbers(item.props?.counts), now) } : null;
    case "alert-seek":
      // Whether and when it shows is the layout's flags' call (app/routes/lp.tsx, alertSeekSettings).
      return {
        type: "alert-seek",
        message: knownText("step-blocks", typeof item.props?.message === "string" ? item.props.message : DEFAULT_ALERT_MESSAGE),
      };
    default:
      return null;
  }
}

/** The blocks of the step's item list, in order; the items the route renders itself (`skip`) are left out. */
export async function loadBlocks(
  { step, lead, reads, lang }: Pick<JourneyStep, "step" | "lead" | "reads" | "lang">,
  skip: readonly string[],
): Promise<Block[]> {
  const now = new Date();
  const items = step.items.filter((item) => !skip.includes(item.type));
  const blocks = await Promise.all(items.map((item) => loadBlock(item, lead, reads, lang, now)));
  return blocks.filter((block): block is Block => block !== null);
}
