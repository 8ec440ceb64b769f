/** The home page's CMS content (the CMS page "/", cached); a slow or failing CMS falls back to built-in copy. */
import { DEFAULT_LANGUAGE } from "~/content/language";
import { landingContent, type LandingContent } from "~/content/landing.server";

export type HomeContent = LandingContent;

const FALLBACK: HomeContent = {
  title: "Gold loans at low interest, the same day",
  description: "Get up to 75% of your gold's value at a branch near you or at your doorstep.",
  sections: [],
};

export async function getHomeContent(): Promise<HomeContent> {
  return (await landingContent("/", DEFAULT_LANGUAGE, FALLBACK)) ?? FALLBACK;
}
