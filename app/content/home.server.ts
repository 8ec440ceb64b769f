/** The home page's CMS content (the CMS page "/", cached); a slow or failing CMS falls back to built-in copy. */
import type { Language } from "~/i18n/language";
import { landingContent, type LandingContent } from "~/content/landing.server";
import { searchPageLinks } from "~/content/seo-pages.server";
import { toGoldRateView, type GoldRateView } from "~/journey/blocks.server";
import { CALCULATOR_PATH } from "~/journey/rbi-ltv";
import { todayGoldRate } from "~/journey/reference.server";
import { errorText, log } from "~/platform/log.server";
import { env } from "~/platform/env.server";
import type { MessageKey } from "~/i18n/keys";

export type HomeContent = LandingContent;

const FALLBACK: HomeContent = {
  title: "Gold loans at low interest, the same day" satisfies MessageKey,
  description: "Borrow against your gold through our partner banks, at a branch near you or at your doorstep." satisfies MessageKey,
  sections: [],
};

/** The CMS copy in the visitor's language, or the built-in copy (landing.server.ts). */
export async function getHomeContent(lang: Language): Promise<HomeContent> {
  return (await landingContent("/", lang, FALLBACK, "lead-copy", "computed")) ?? FALLBACK;
}

/**
 * What the home page says to search: its canonical URL ("/" on the site's origin, whatever the
 * query: r_city, UTM parameters) and the search pages it links to (each city's page, the
 * calculator). docs/decisions/024-search-pages-and-home.md.
 */
export async function homeSearchData(): Promise<{
  origin: string;
  canonical: string;
  cityPages: { name: string; path: string }[];
  calculatorPath: string;
}> {
  const origin = env().publicOrigin;
  return { origin, canonical: `${origin}/`, cityPages: await searchPageLinks(), calculatorPath: CALCULATOR_PATH };
}

/** Today's gold rate for the home page's first screen; null when it cannot be read (the home page never fails for it). */
export async function homeGoldRate(): Promise<GoldRateView | null> {
  const rate = await todayGoldRate().catch((error: unknown) => {
    log.warn("home.gold_rate_unavailable", { error: errorText(error) });
    return null;
  });
  return toGoldRateView(rate);
}
