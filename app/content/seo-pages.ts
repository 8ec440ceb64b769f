/**
 * Which cities get an SEO page, and what the city and scheme pages show (docs/seo-and-content.md).
 * Pure code: the loaders' use-cases are seo-pages.server.ts.
 *
 * A city has a page when it is in the upstream city list (not Others) and its CMS city info
 * counts at least one partner branch: those are the cities where a visitor can walk in, where
 * pincodes are served, and where the page has branches (LocalBusiness data) to show. A page for
 * each of the ~80 listed cities would mostly repeat itself (thin, doorway-like pages) and promise
 * a service that many of them do not have yet.
 */
import { cityPagePath, rCityParam, slugify } from "~/content/slug";
import type { BranchFacts } from "~/content/structured-data";
import type { HeadersFunction } from "@remix-run/node";
import type { MetaDescriptor } from "@remix-run/react";
import { alternatesOf, localizedPath, type Language } from "~/i18n/language";
import { CALCULATOR_PATH } from "~/journey/rbi-ltv";
import { OTHERS_CITY_ID } from "~/journey/city-limits";
import { formatRupees } from "~/journey/money";
import type { SchemeCard } from "~/journey/schemes";
import type { City } from "~/upstream/schemas/cities";
import type { CityInfo } from "~/upstream/schemas/content";
import type { Branch } from "~/upstream/schemas/insight";

/** The amount the pages price schemes at (within the city's limits): one lakh. */
const SEO_SCHEME_AMOUNT = 100_000;

export type SeoCity = { id: number; name: string; slug: string; path: string; minAmount: number; maxAmount: number };

export function toSeoCity(city: Pick<City, "id" | "name" | "min_amount" | "max_amount">): SeoCity {
  return {
    id: city.id,
    name: city.name,
    slug: slugify(city.name),
    path: cityPagePath(city.name),
    minAmount: city.min_amount,
    maxAmount: city.max_amount,
  };
}

/** The city named by a slug (the first in list order when two names share a slug), never Others. */
export function cityBySlug<C extends Pick<City, "id" | "name">>(cities: readonly C[], slug: string): C | null {
  return cities.find((city) => city.id !== OTHERS_CITY_ID && slugify(city.name) === slug) ?? null;
}

/** Does the CMS count partner branches in this city? */
export function hasBranches(infos: readonly CityInfo[], cityId: number): boolean {
  return infos.some((info) => info.city_id === cityId && info.branchCount > 0);
}

/** The cities with a page, in the list's order, each slug once. */
export function seoCitiesFrom(cities: readonly City[], infos: readonly CityInfo[]): SeoCity[] {
  const seen = new Set<string>();
  const pages: SeoCity[] = [];
  for (const city of cities) {
    if (city.id === OTHERS_CITY_ID || !hasBranches(infos, city.id)) continue;
    const page = toSeoCity(city);
    if (page.slug === "" || seen.has(page.slug)) continue;
    seen.add(page.slug);
    pages.push(page);
  }
  return pages;
}

/**
 * A branch's priceRange in structured data: the loan amounts one may ask for in its city (the
 * city's limits), "₹50,000–₹1,00,00,000". A gold loan has no price; the amount is what a visitor
 * compares, and these are the limits the lead form enforces.
 */
export function loanAmountRange(city: Pick<SeoCity, "minAmount" | "maxAmount">): string {
  return `${formatRupees(city.minAmount)}–${formatRupees(city.maxAmount)}`;
}

/** One lakh, moved into the city's range when the city's limits exclude it. */
export function seoAmount(city: Pick<SeoCity, "minAmount" | "maxAmount">): number {
  return Math.min(Math.max(SEO_SCHEME_AMOUNT, city.minAmount), city.maxAmount);
}

/**
 * The call to action: the organic home page's lead form with the city chosen (r_city), so the
 * lead keeps the organic source (Organic_Website_HomePage) that a visitor from search has. It is
 * a GET form, not a link (docs/decisions/024-search-pages-and-home.md): crawlers do not submit
 * forms, so the search pages no longer point them at query-string copies of the home page, and
 * the visitor who presses it still lands on "/?r_city=…#lead-form" with the city chosen.
 */
export type CtaForm = { action: string; fields: { name: string; value: string }[] };

export function ctaForm(city: Pick<SeoCity, "id" | "name">): CtaForm {
  return { action: "/#lead-form", fields: [{ name: "r_city", value: rCityParam(city.name, city.id) }] };
}

/** The URL a browser opens when the call to action's form is sent (a GET form: its fields become the query). */
export function ctaLandingUrl(form: CtaForm): string {
  const [path, fragment] = form.action.split("#");
  const query = new URLSearchParams(form.fields.map((field) => [field.name, field.value] as [string, string]));
  return `${path}?${query}${fragment ? `#${fragment}` : ""}`;
}

/** What a page shows of a branch: its LocalBusiness facts and opening hours. */
export type BranchView = BranchFacts & { openingHours: string | null };

export function toBranchView(branch: Branch): BranchView {
  return {
    id: branch.id,
    name: branch.name,
    lender: branch.lender,
    address: branch.address,
    pincode: branch.pincode,
    city: branch.city,
    state: branch.state ?? null,
    lat: branch.lat,
    lng: branch.lng,
    phone: branch.phone ?? null,
    openingHours: branch.openingHours ?? null,
  };
}

/**
 * Where a scheme stands among a city's schemes by APR (what every card leads with): its place,
 * lowest first (ties share a place), out of how many, and the lowest one when it is not this one.
 */
export type SchemeStanding = { place: number; of: number; lowest: { name: string; lender: string; apr: number } | null };

export function schemeStanding(
  scheme: { id: string; apr: number },
  all: readonly { id: string; name: string; lender: string; apr: number }[],
): SchemeStanding {
  const place = 1 + all.filter((other) => other.apr < scheme.apr).length;
  const lowest = all.reduce<(typeof all)[number] | null>((best, other) => (best === null || other.apr < best.apr ? other : best), null);
  return {
    place,
    of: all.length,
    lowest:
      lowest && lowest.id !== scheme.id && lowest.apr < scheme.apr ? { name: lowest.name, lender: lowest.lender, apr: lowest.apr } : null,
  };
}

/** A city's loan limits as the lead form applies them: in all, at a branch, at home (upstream city list). */
export type CityLimits = { min: number; max: number; branch: { min: number; max: number }; doorstep: { min: number; max: number } };

export function cityLimitsOf(
  city: Pick<City, "min_amount" | "max_amount" | "branch_min_amount" | "branch_max_amount" | "doorstep_min_amount" | "doorstep_max_amount">,
): CityLimits {
  return {
    min: city.min_amount,
    max: city.max_amount,
    branch: { min: city.branch_min_amount, max: city.branch_max_amount },
    doorstep: { min: city.doorstep_min_amount, max: city.doorstep_max_amount },
  };
}

/**
 * The amounts the city's limits are told with. A branch's or a home visit's own smallest amount
 * is said only when it is above the city's (the lead form asks for at least the city's smallest
 * amount): `same` when neither is.
 */
export function cityLimitsAmounts(limits: CityLimits): { min: string; max: string; branchMin: string; doorstepMin: string; same: boolean } {
  const branchMin = Math.max(limits.min, limits.branch.min);
  const doorstepMin = Math.max(limits.min, limits.doorstep.min);
  return {
    min: formatRupees(limits.min),
    max: formatRupees(limits.max),
    branchMin: formatRupees(branchMin),
    doorstepMin: formatRupees(doorstepMin),
    same: branchMin === limits.min && doorstepMin === limits.min,
  };
}

/** A scheme card with the URL of its own page. */
export type SeoScheme = SchemeCard & { path: string };

/** A jumping-interest scheme's slabs, for the scheme page. */
export type SlabView = { uptoDays: number; rate: number };

/** The city of a city or scheme page's path name ("gold-loan/pune", "/gold-loan/pune/fed-jmp-1188"), if listed. */
export function cityOfPagePath<C extends Pick<City, "id" | "name">>(pathName: string, cities: readonly C[]): C | null {
  const match = /^\/?gold-loan\/([a-z0-9-]+)(?:\/|$)/.exec(pathName.trim());
  return match ? cityBySlug(cities, match[1]!) : null;
}

/**
 * The head tags that tie a search page to its other languages (decision 028): an hreflang link for
 * each language and x-default, and Open Graph's locale. `path` is the page's plain path.
 */
export function languageMeta(meta: readonly MetaDescriptor[], origin: string, path: string, lang: Language): MetaDescriptor[] {
  const alternates = alternatesOf(origin, path).map(({ hrefLang, href }): MetaDescriptor => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href,
  }));
  const locale = `${lang}_IN`;
  return [...meta.map((tag) => ("property" in tag && tag.property === "og:locale" ? { ...tag, content: locale } : tag)), ...alternates];
}

/** The calculator's URL (with the city chosen, "?city=3") in a language. */
export function localizedCalculatorHref(lang: Language, href: string): string {
  return href.startsWith(CALCULATOR_PATH) ? `${localizedPath(lang, CALCULATOR_PATH)}${href.slice(CALCULATOR_PATH.length)}` : href;
}

/** A city or scheme page's headers: its loader's Cache-Control, varying by the cookie (the language and the session). */
export const searchPageHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache",
  Vary: "Cookie",
});
