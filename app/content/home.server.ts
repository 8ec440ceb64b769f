/** The home page's CMS content (the CMS page "/", cached); a slow or failing CMS falls back to built-in copy. */
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/language";
import { landingContent, type LandingContent } from "~/content/landing.server";
import { searchPageLinks } from "~/content/seo-pages.server";
import { toGoldRateView, type GoldRateView } from "~/journey/blocks.server";
import { CALCULATOR_PATH } from "~/journey/rbi-ltv";
import { todayGoldRate } from "~/journey/reference.server";
import { errorText, log } from "~/platform/log.server";
import { env } from "~/platform/env.server";
import { knownText, serverTranslator } from "~/i18n/catalogue.server";
import type { MessageKey } from "~/i18n/keys";

export type HomeContent = LandingContent;

const FALLBACK: HomeContent = {
  title: "Gold loans at low interest, the same day" satisfies MessageKey,
  description:
    "Borrow up to 85% of your gold's value (75% to 85% by loan size, as RBI's 2025 rules allow), at a branch near you or at your doorstep." satisfies MessageKey,
  sections: [],
};

/** The CMS copy in the visitor's language; the built-in copy, and the CMS's English when it has no translation, translated here. */
export async function getHomeContent(lang: Language): Promise<HomeContent> {
  return copyInLanguage(lang, (await landingContent("/", lang, FALLBACK)) ?? FALLBACK);
}

/**
 * A landing page's copy in a language: English text that is one of the catalogue's keys
 * ("lead-copy": the built-in copy, the CMS's English copy) is translated on the server, so the
 * browser gets the copy once, in its language; copy the CMS sent in the language, or that is not
 * a key, is kept as it came.
 */
export function copyInLanguage(lang: Language, content: LandingContent): LandingContent {
  if (lang === DEFAULT_LANGUAGE) return content;
  const t = serverTranslator(lang);
  const inLanguage = (text: string) => t.message(knownText("lead-copy", text));
  return {
    title: inLanguage(content.title),
    description: inLanguage(content.description),
    sections: content.sections.map((section) => ({ heading: inLanguage(section.heading), body: inLanguage(section.body) })),
  };
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
