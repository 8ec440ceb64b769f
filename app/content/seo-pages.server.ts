/**
 * The use-cases of the SEO pages (docs/seo-and-content.md): a city page, a scheme page and the
 * sitemap. Every read is cached (stale-while-revalidate, stale-if-error) and read in parallel;
 * a read that fails with nothing cached leaves its block out of the page, it never fails the
 * page. Only what decides whether a page exists can stop one: an unknown city or scheme is a
 * 404, and a city list (or, for a scheme page, a price list) that cannot be read at all is a
 * 503 with Retry-After, which tells a crawler to come back rather than to forget the page.
 */
import { cmsPage, allCityInfos, faqEntries, type CmsPage } from "~/content/cms.server";
import { faqsFor, type Faq } from "~/content/faq";
import type { Language } from "~/content/language";
import {
  cityBySlug,
  hasBranches,
  seoAmount,
  seoCitiesFrom,
  toBranchView,
  toSeoCity,
  type BranchView,
  type SeoCity,
  type SeoScheme,
  type SlabView,
} from "~/content/seo-pages";
import { isSlug, schemePagePath, slugify } from "~/content/slug";
import type { SitemapUrl } from "~/content/sitemap";
import { toGoldRateView, type GoldRateView } from "~/journey/blocks.server";
import { getCityList } from "~/journey/flow.server";
import { indiaIsoDate } from "~/journey/gold-rate";
import { CALCULATOR_PATH } from "~/journey/rbi-ltv";
import { schemesFor, todayGoldRate } from "~/journey/reference.server";
import { loanCost, loanTermsOf, type LoanCost } from "~/journey/loan-cost";
import { sortSchemes } from "~/journey/schemes";
import { toSchemeCard } from "~/journey/schemes.server";
import { cached, type CachePolicy } from "~/platform/cache.server";
import { log } from "~/platform/log.server";
import { getLendingBranches } from "~/upstream/insight.server";
import type { City } from "~/upstream/schemas/cities";
import type { CityInfo } from "~/upstream/schemas/content";
import type { Branch } from "~/upstream/schemas/insight";
import type { Scheme } from "~/upstream/schemas/pricing";

/** Branches move rarely: the same windows as the other place data (reference.server.ts). */
export const BRANCHES_POLICY: CachePolicy = { freshMs: 30 * 60_000, staleMs: 24 * 60 * 60_000 };

/** How long a crawler should wait before asking again after a 503. */
const RETRY_AFTER_SECONDS = "120";

export function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
}

function unavailable(): Response {
  return new Response("Service unavailable", { status: 503, headers: { "Retry-After": RETRY_AFTER_SECONDS, "Cache-Control": "no-store" } });
}

/** The lending branches of a city (GET /lender/mds/lendingBranches), cached. */
export async function lendingBranches(cityId: number): Promise<Branch[]> {
  return cached(`lending-branches:${cityId}`, BRANCHES_POLICY, async () => (await getLendingBranches(cityId)).data.data);
}

/** A read whose failure leaves its block out: logged, answered null. */
async function optional<T>(name: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    log.warn("seo_page.read_failed", { read: name, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

async function requireCityList(): Promise<City[]> {
  try {
    return await getCityList();
  } catch (error) {
    log.warn("seo_page.cities_unavailable", { error: error instanceof Error ? error.message : String(error) });
    throw unavailable();
  }
}

/** The listed city (not Others) of a page's slug, or a thrown 404. */
async function requireListedCity(slug: string | undefined): Promise<SeoCity> {
  if (!isSlug(slug)) throw notFound();
  const listed = cityBySlug(await requireCityList(), slug);
  if (!listed) throw notFound();
  return toSeoCity(listed);
}

/**
 * A listed city keeps its page when the CMS counts partner branches in it. When the CMS infos
 * cannot be read, the branches decide; when neither can, it keeps its page.
 */
function requirePartnerBranches(city: SeoCity, infos: CityInfo[] | null, branches: Branch[] | null): void {
  const withBranches = infos ? hasBranches(infos, city.id) : branches ? branches.length > 0 : true;
  if (!withBranches) throw notFound();
}


function toSeoScheme(city: SeoCity, scheme: Scheme): SeoScheme {
  return { ...toSchemeCard(scheme), path: schemePagePath(city.name, scheme.id) };
}

/** The city's schemes at the pages' amount, lowest interest first; null when they cannot be read. */
async function citySchemes(city: SeoCity): Promise<Scheme[] | null> {
  const schemes = await optional("schemes", () => schemesFor(city.id, seoAmount(city)));
  return schemes && sortSchemes(schemes, "low_interest");
}

export type PageCopy = { title: string; description: string; sections: { heading: string; body: string }[] };

/** The CMS page of a city page ("gold-loan/{slug}" in the visitor's language), or the built-in copy. */
function cityCopy(city: SeoCity, page: CmsPage | null): PageCopy {
  const fallback = {
    title: `Gold loan in ${city.name}`,
    description: `Gold loans in ${city.name} from partner banks: compare schemes, see today's gold rate and find a branch near you, or have our team come home.`,
  };
  return {
    title: page?.title.trim() || fallback.title,
    description: page?.description?.trim() || fallback.description,
    sections: (page?.sections ?? []).filter((s) => s.heading?.trim() && s.body?.trim()).map((s) => ({ heading: s.heading!.trim(), body: s.body!.trim() })),
  };
}

export type CityPageData = {
  city: SeoCity;
  copy: PageCopy;
  amount: number;
  /** null: the prices could not be read (the block says so). */
  schemes: SeoScheme[] | null;
  goldRate: GoldRateView | null;
  branches: BranchView[];
  info: Pick<CityInfo, "description" | "branchCount" | "customersServed" | "highlights"> | null;
  faqs: Faq[];
  otherCities: { name: string; path: string }[];
};

export async function loadCityPage(slug: string | undefined, lang: Language, now = new Date()): Promise<CityPageData> {
  const city = await requireListedCity(slug);
  // Every read starts at once (one round trip on a cold cache); the city's branches decide first whether the page exists.
  const infosRead = optional("city-infos", allCityInfos);
  const branchesRead = optional("branches", () => lendingBranches(city.id));
  const rest = Promise.all([
    optional("cms-page", () => cmsPage({ pathName: `gold-loan/${city.slug}`, lang, city: city.name }, { cacheMissing: true })),
    citySchemes(city),
    optional("gold-rate", () => todayGoldRate(now)),
    optional("faq", faqEntries),
    // Already read by requireListedCity: a cache hit.
    optional("cities", getCityList),
  ]);
  const [infos, branches] = await Promise.all([infosRead, branchesRead]);
  requirePartnerBranches(city, infos, branches);
  const [page, schemes, rate, entries, cities] = await rest;
  const info = infos?.find((i) => i.city_id === city.id) ?? null;
  return {
    city,
    copy: cityCopy(city, page),
    amount: seoAmount(city),
    schemes: schemes && schemes.map((scheme) => toSeoScheme(city, scheme)),
    goldRate: toGoldRateView(rate),
    branches: (branches ?? []).map(toBranchView),
    info: info && { description: info.description, branchCount: info.branchCount, customersServed: info.customersServed, highlights: info.highlights },
    faqs: faqsFor(entries ?? [], city.id),
    otherCities: cities && infos ? seoCitiesFrom(cities, infos).filter((c) => c.id !== city.id).map((c) => ({ name: c.name, path: c.path })) : [],
  };
}

export type SchemePageData = {
  city: SeoCity;
  amount: number;
  scheme: SeoScheme;
  slabs: SlabView[];
  goldRate: GoldRateView | null;
  /** The scheme's lender's branches in the city, else every partner branch there. */
  branches: BranchView[];
  lenderBranches: boolean;
  otherSchemes: { name: string; path: string; apr: number }[];
  /** The key facts of the scheme's loan at the page's amount. */
  cost: LoanCost;
};

export async function loadSchemePage(citySlug: string | undefined, schemeSlug: string | undefined, now = new Date()): Promise<SchemePageData> {
  if (!isSlug(schemeSlug)) throw notFound();
  const city = await requireListedCity(citySlug);
  const [infos, branches, schemes, rate] = await Promise.all([
    optional("city-infos", allCityInfos),
    optional("branches", () => lendingBranches(city.id)),
    citySchemes(city),
    optional("gold-rate", () => todayGoldRate(now)),
  ]);
  requirePartnerBranches(city, infos, branches);
  // Without the city's prices there is no telling whether the scheme exists: come back later.
  if (!schemes) throw unavailable();
  const scheme = schemes.find((s) => slugify(s.id) === schemeSlug);
  if (!scheme) throw notFound();
  const all = (branches ?? []).map(toBranchView);
  const own = all.filter((branch) => branch.lender === scheme.lender);
  return {
    city,
    amount: seoAmount(city),
    scheme: toSeoScheme(city, scheme),
    slabs: scheme.interestCalculation.slabs.map((slab) => ({ uptoDays: slab.uptoDays, rate: slab.rate })),
    goldRate: toGoldRateView(rate),
    branches: own.length > 0 ? own : all,
    lenderBranches: own.length > 0,
    otherSchemes: schemes
      .filter((s) => s.id !== scheme.id)
      .map((s) => toSeoScheme(city, s))
      .map((s) => ({ name: s.name, path: s.path, apr: s.apr })),
    cost: loanCost(loanTermsOf(scheme), scheme.loanAmount),
  };
}

/**
 * Every city page and the page of each scheme offered there, then the gold loan calculator, as
 * absolute URLs. The city list and the CMS infos decide which cities have pages: when either cannot be read (nothing
 * cached), the sitemap is a 503 rather than a partial list. A city whose prices cannot be read
 * is listed without its schemes.
 */
export async function sitemapUrls(origin: string, now = new Date()): Promise<SitemapUrl[]> {
  const cities = await requireCityList();
  const infos = await optional("city-infos", allCityInfos);
  if (!infos) throw unavailable();
  const lastmod = indiaIsoDate(now);
  const pages = seoCitiesFrom(cities, infos);
  const schemes = await Promise.all(pages.map((city) => citySchemes(city)));
  const calculator = { loc: `${origin}${CALCULATOR_PATH}`, lastmod, changefreq: "daily" as const };
  return pages
    .flatMap((city, index) => [
      { loc: `${origin}${city.path}`, lastmod, changefreq: "daily" as const },
      ...(schemes[index] ?? []).map((scheme) => ({ loc: `${origin}${schemePagePath(city.name, scheme.id)}`, lastmod, changefreq: "daily" as const })),
    ])
    .concat(calculator);
}
