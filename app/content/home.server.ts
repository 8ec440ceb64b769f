/** The home page's CMS content (the CMS page "/", cached); a slow or failing CMS falls back to built-in copy. */
import { DEFAULT_LANGUAGE } from "~/content/language";
import { landingContent, type LandingContent } from "~/content/landing.server";

export type HomeContent = LandingContent;

const FALLBACK: HomeContent = {
  title: "Gold loans at low interest, the same day",
  description: "Borrow up to 85% of your gold's value (75% to 85% by loan size, as RBI's 2025 rules allow), at a branch near you or at your doorstep.",
  sections: [],
};

export async function getHomeContent(): Promise<HomeContent> {
  return (await landingContent("/", DEFAULT_LANGUAGE, FALLBACK)) ?? FALLBACK;
}
