/**
 * The use-cases of the SEO pages (docs/seo-and-content.md): a city page, a scheme page and the
 * sitemap. Every read is cached (stale-while-revalidate, stale-if-error) and read in parallel;
 * a read that fails with nothing cached leaves its block out of the page, it never fails the
 * page. Only what decides whether a page exists can stop one: an unknown city or scheme is a
 * 404, and a city list (or, for a scheme page, a price list) that cannot be read at all is a
 * 503 with Retry-After, which tells a crawler to come back rather than to forget the page.
 */
import { place } from "~/i18n/place";
import { cmsPage, allCityInfos, faqEntries, type CmsPage } from "~/content/cms.server";
import { faqsFor, type Faq } from "~/content/faq";
import { cmsCopyIn } from "~/site/cms-copy.server";
import { cityInfoView, type CityInfoView } from "~/journey/city-info.server";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "~/i18n/language";
import { messageRefs, translate, type Namespace } from "~/i18n/catalogue.server";
import { redirectLanguageChoice, searchPageLanguage } from "~/i18n/search-page.server";
import { env } from "~/platform/env.server";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import {
  cityBySlug,
  cityLimitsOf,
  ctaForm,
  schemeStanding,
  type CityLimits,
  type SchemeStanding,
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
import { GOLD_LOAN_PATH, isSlug, schemePagePath, slugify } from "~/content/slug";
import { everyLanguage, LANDING_SITEMAP_PAGES, lastmodOf, policySitemapUrls, type SitemapUrl } from "~/content/sitemap";
import { POLICY_PAGES } from "~/content/disclosures";
import { toGoldRateView, type GoldRateView } from "~/journey/blocks.server";
import { getCityList } from "~/journey/flow.server";
import { CALCULATOR_PATH } from "~/journey/rbi-ltv";
import { rateTrend, type RateTrend } from "~/journey/rate-trend";
import { recentGoldRates, schemesFor, todayGoldRate } from "~/journey/reference.server";
import { isLendersBranch } from "~/journey/lender";
import type { KeyFactsStatement } from "~/journey/key-facts";
import { keyFactsStatement } from "~/journey/key-facts.server";
import { loanCost, loanTermsOf, rateMessage, type LoanCost } from "~/journey/loan-cost";
import { sortSchemes } from "~/journey/schemes";
import { withApr, withoutUncheckedFigures } from "~/journey/advertised";
import { toSchemeCard } from "~/journey/schemes.server";
import { cached, type CachePolicy } from "~/platform/cache.server";
import { errorText, log } from "~/platform/log.server";
import { getLendingBranches } from "~/upstream/insight.server";
import type { City } from "~/upstream/schemas/cities";
import type { CityInfo } from "~/upstream/schemas/content";
import type { Branch } from "~/upstream/schemas/insight";
import type { Scheme } from "~/upstream/schemas/pricing";

/** Branches move rarely: the same windows as the other place data (reference.server.ts). */
const BRANCHES_POLICY: CachePolicy = { freshMs: 30 * 60_000, staleMs: 24 * 60 * 60_000 };

/** How long a crawler should wait before asking again after a 503. */
const RETRY_AFTER_SECONDS = "120";

function notFound(): Response {
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
    log.warn("seo_page.read_failed", { read: name, error: errorText(error) });
    return null;
  }
}

async function requireCityList(): Promise<City[]> {
  try {
    return await getCityList();
  } catch (error) {
    log.warn("seo_page.cities_unavailable", { error: errorText(error) });
    throw unavailable();
  }
}

/**
 * A case variant of a page's URL ("/gold-loan/Pune", "/Gold-Loan/pune/FED-JMP-1188", "/HI/gold-loan/pune",
 * a trailing "/"): a thrown 301 to the lower-case URL in the page's language, query kept, when the
 * city has a page. Anything else is left to the loader (an unknown city is still a 404, not a
 * redirect to one). An unknown scheme in a known city is redirected, and its lower-case URL answers the 404.
 */
async function redirectCaseVariant(
  request: Request,
  citySlug: string | undefined,
  schemeSlug: string | undefined,
  lang: Language,
): Promise<void> {
  const city = citySlug?.toLowerCase();
  const scheme = schemeSlug?.toLowerCase();
  const url = new URL(request.url);
  const path = localizedPath(lang, `${GOLD_LOAN_PATH}/${city}${scheme === undefined ? "" : `/${scheme}`}`);
  if (url.pathname === path || !isSlug(city) || (scheme !== undefined && !isSlug(scheme))) return;
  let listed: City | null;
  try {
    listed = cityBySlug(await getCityList(), city);
  } catch {
    return; // The loader answers 503 for a city list that cannot be read.
  }
  if (!listed) return;
  // A listed city without partner branches has no page: no redirect to a 404.
  const infos = await optional("city-infos", allCityInfos);
  if (infos && !hasBranches(infos, listed.id)) return;
  // A data request's own parameter is not part of the page's URL.
  url.searchParams.delete("_data");
  throw new Response(null, { status: 301, headers: { Location: `${path}${url.search}`, "Cache-Control": "public, max-age=86400" } });
}

/**
 * The language of a city or scheme page, from its URL's prefix (searchPageLanguage), once the URL
 * has been through its redirects: a case variant's 301, then `?lang=`'s 302 (redirectLanguageChoice).
 */
export async function searchPageLanguageOf(request: Request, params: LoaderFunctionArgs["params"]): Promise<Language> {
  const lang = searchPageLanguage(request, params.lang);
  await redirectCaseVariant(request, params.city, params.scheme, lang);
  await redirectLanguageChoice(request, lang);
  return lang;
}

/**
 * A city or scheme page's data as its loader answers it: the page, its language, the site's
 * origin, its canonical URL, the call to action's form and the strings of `namespaces`. Browsers
 * keep it five minutes (the root may set the session cookie: private).
 */
export function searchPageData<P extends { city: SeoCity }>(page: P, lang: Language, path: string, namespaces: Namespace[]) {
  const origin = env().publicOrigin;
  return data(
    {
      ...page,
      lang,
      origin,
      canonical: `${origin}${localizedPath(lang, path)}`,
      cta: ctaForm(page.city),
      i18n: messageRefs(lang, namespaces),
    },
    { headers: { "Cache-Control": "private, max-age=300" } },
  );
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
  return schemes && sortSchemes(withApr(schemes), "low_interest");
}

export type PageCopy = { title: string; description: string; sections: { heading: string; body: string }[] };

/**
 * The CMS page of a city page ("gold-loan/{slug}") as the page's language shows it
 * (cms-copy.server.ts): the CMS's where it has the language, else the site's own copy.
 */
function cityCopy(city: SeoCity, page: CmsPage | null, lang: Language): PageCopy {
  const copy = cmsCopyIn(lang, "cms-copy");
  // CMS copy with a percentage is not shown: the page's own says the figures it computes (decision 045).
  const checked = withoutUncheckedFigures(copy);
  const own = (text: string | null | undefined) => (page ? checked(text, page.lang) : null);
  return {
    title: own(page?.title) ?? translate(lang, "Gold loan in {city}", { city: place(city.name) }),
    description:
      own(page?.description) ??
      translate(
        lang,
        "Gold loans in {city} from partner banks: compare schemes, see today's gold rate and find a branch near you, or have our team come home.",
        { city: place(city.name) },
      ),
    sections: (page?.sections ?? []).flatMap((s) => {
      const heading = own(s.heading);
      const body = own(s.body);
      return heading && body ? [{ heading, body }] : [];
    }),
  };
}

/** The CMS page of a city ("gold-loan/{slug}" in the page's language); a miss is cached too. */
function cityCmsPage(city: SeoCity, lang: Language): Promise<CmsPage | null> {
  return cmsPage({ pathName: `gold-loan/${city.slug}`, lang, city: city.name }, { cacheMissing: true });
}

export type CityPageData = {
  city: SeoCity;
  copy: PageCopy;
  amount: number;
  /** null: the prices could not be read (the block says so). */
  schemes: SeoScheme[] | null;
  goldRate: GoldRateView | null;
  /** The 22-karat rate over the 30 days before today and today: null when it cannot be read. */
  rateTrend: RateTrend | null;
  branches: BranchView[];
  info: CityInfoView | null;
  faqs: Faq[];
  otherCities: { name: string; path: string }[];
};

export async function loadCityPage(slug: string | undefined, lang: Language, now = new Date()): Promise<CityPageData> {
  const city = await requireListedCity(slug);
  // Every read starts at once (one round trip on a cold cache); the city's branches decide first whether the page exists.
  const infosRead = optional("city-infos", () => allCityInfos(lang));
  const branchesRead = optional("branches", () => lendingBranches(city.id));
  const rest = Promise.all([
    optional("cms-page", () => cityCmsPage(city, lang)),
    citySchemes(city),
    optional("gold-rate", () => todayGoldRate(now)),
    optional("gold-rate-trend", () => recentGoldRates(now)),
    optional("faq", () => faqEntries(lang)),
    // Already read by requireListedCity: a cache hit.
    optional("cities", getCityList),
  ]);
  const [infos, branches] = await Promise.all([infosRead, branchesRead]);
  requirePartnerBranches(city, infos, branches);
  const [page, schemes, rate, recent, entries, cities] = await rest;
  return {
    city,
    copy: cityCopy(city, page, lang),
    amount: seoAmount(city),
    schemes: schemes && schemes.map((scheme) => toSeoScheme(city, scheme)),
    goldRate: toGoldRateView(rate),
    rateTrend: recent && rateTrend(rate ? [...recent, { date: rate.date, rate22k: rate.rate22k }] : recent),
    branches: (branches ?? []).map(toBranchView),
    info: cityInfoView(
      infos?.find((info) => info.city_id === city.id),
      lang,
    ),
    faqs: faqsFor(entries ?? [], city.id, cmsCopyIn(lang, "cms-copy")),
    otherCities:
      cities && infos
        ? seoCitiesFrom(cities, infos)
            .filter((c) => c.id !== city.id)
            .map((c) => ({ name: c.name, path: c.path }))
        : [],
  };
}

/**
 * The search pages the home page links to: each city with a page (empty when the city list or the
 * CMS infos cannot be read: the home page never fails for them).
 */
export async function searchPageLinks(): Promise<{ name: string; path: string }[]> {
  const [cities, infos] = await Promise.all([optional("cities", getCityList), optional("city-infos", allCityInfos)]);
  return cities && infos ? seoCitiesFrom(cities, infos).map((city) => ({ name: city.name, path: city.path })) : [];
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
  /** Its whole Key Facts Statement (decision 044), as the PDF states it. */
  statement: KeyFactsStatement;
  /** What the page says of this city alone (docs/seo-and-content.md "City-specific scheme pages"). */
  local: SchemeInCity;
};

/** The city's side of a scheme page: each part from the data, left out when its read fails. */
export type SchemeInCity = {
  standing: SchemeStanding;
  limits: CityLimits | null;
  /** The scheme at the city's smallest loan (priced by the upstream), when it is offered at that amount. */
  smallest: { amount: number; goldWeight: number; cost: LoanCost } | null;
  info: CityInfoView | null;
  /** The city page's copy in the page's language (the CMS's where it has the language). */
  copy: PageCopy | null;
  /** The city's own questions (not the general ones every page shares). */
  faqs: Faq[];
  /** The city's other partner branches, when the page shows the lender's own. */
  otherBranches: BranchView[];
};

/** The city's schemes, or a thrown 503: without its prices there is no telling whether a scheme exists. */
function requirePrices(schemes: Scheme[] | null): Scheme[] {
  if (!schemes) throw unavailable();
  return schemes;
}

/** The scheme of a page's slug among the city's, or a thrown 404. */
function requireScheme(schemes: Scheme[], schemeSlug: string): Scheme {
  const scheme = schemes.find((s) => slugify(s.id) === schemeSlug);
  if (!scheme) throw notFound();
  return scheme;
}

/**
 * A scheme's key facts as its page shows them (at the pages' amount), for its PDF
 * (content/key-facts-pdf.server.ts): the same city and scheme checks, none of the page's other reads.
 */
export async function loadSchemeKeyFacts(
  citySlug: string | undefined,
  schemeSlug: string | undefined,
): Promise<{ city: SeoCity; scheme: SeoScheme; cost: LoanCost }> {
  if (!isSlug(schemeSlug)) throw notFound();
  const city = await requireListedCity(citySlug);
  const scheme = requireScheme(requirePrices(await citySchemes(city)), schemeSlug);
  return { city, scheme: toSeoScheme(city, scheme), cost: loanCost(loanTermsOf(scheme), scheme.loanAmount) };
}

export async function loadSchemePage(
  citySlug: string | undefined,
  schemeSlug: string | undefined,
  lang: Language,
): Promise<SchemePageData> {
  if (!isSlug(schemeSlug)) throw notFound();
  const city = await requireListedCity(citySlug);
  const [infos, branches, prices, rate, cities, smallestSchemes, page, entries] = await Promise.all([
    optional("city-infos", () => allCityInfos(lang)),
    optional("branches", () => lendingBranches(city.id)),
    citySchemes(city),
    optional("gold-rate", () => todayGoldRate(new Date())),
    // Already read by requireListedCity: a cache hit.
    optional("cities", getCityList),
    optional("schemes-smallest", () => schemesFor(city.id, city.minAmount)),
    optional("cms-page", () => cityCmsPage(city, lang)),
    optional("faq", () => faqEntries(lang)),
  ]);
  requirePartnerBranches(city, infos, branches);
  const schemes = requirePrices(prices);
  const scheme = requireScheme(schemes, schemeSlug);
  const all = (branches ?? []).map(toBranchView);
  const own = all.filter((branch) => isLendersBranch(branch, scheme.lender));
  const cards = schemes.map((s) => toSeoScheme(city, s));
  const terms = loanTermsOf(scheme);
  const cost = loanCost(terms, scheme.loanAmount);
  const statement = await keyFactsStatement(
    { lender: scheme.lender, goldWeight: scheme.goldWeight, cost, interestText: rateMessage(terms) },
    new Date(),
  );
  const atSmallest = smallestSchemes?.find((s) => s.id === scheme.id && s.loanAmount === city.minAmount) ?? null;
  const listed = cities?.find((c) => c.id === city.id) ?? null;
  const local: SchemeInCity = {
    standing: schemeStanding(
      cards.find((s) => s.id === scheme.id)!,
      cards,
    ),
    limits: listed && cityLimitsOf(listed),
    smallest: atSmallest && {
      amount: atSmallest.loanAmount,
      goldWeight: atSmallest.goldWeight,
      cost: loanCost(loanTermsOf(atSmallest), atSmallest.loanAmount),
    },
    info: cityInfoView(
      infos?.find((info) => info.city_id === city.id),
      lang,
    ),
    copy: page ? cityCopy(city, page, lang) : null,
    faqs: faqsFor(entries ?? [], city.id, cmsCopyIn(lang, "cms-copy")).filter((faq) => faq.city?.id === city.id),
    otherBranches: own.length > 0 ? all.filter((branch) => !isLendersBranch(branch, scheme.lender)) : [],
  };
  return {
    city,
    amount: seoAmount(city),
    scheme: toSeoScheme(city, scheme),
    slabs: scheme.interestCalculation.slabs.map((slab) => ({ uptoDays: slab.uptoDays, rate: slab.rate })),
    goldRate: toGoldRateView(rate),
    branches: own.length > 0 ? own : all,
    lenderBranches: own.length > 0,
    otherSchemes: cards.filter((s) => s.id !== scheme.id).map((s) => ({ name: s.name, path: s.path, apr: s.apr })),
    cost,
    statement,
    local,
  };
}

/** A CMS page's date for the sitemap (read in English, as the pages' first visitors do; a miss is cached, the set is bounded). */
async function cmsUpdatedAt(pathName: string, city?: string): Promise<string | null> {
  const page = await optional("cms-page", () => cmsPage({ pathName, lang: DEFAULT_LANGUAGE, city }, { cacheMissing: true }));
  return page?.updatedAt ?? page?.publishedAt ?? null;
}

const withLastmod = (url: SitemapUrl): SitemapUrl =>
  url.lastmod ? url : { loc: url.loc, ...(url.changefreq ? { changefreq: url.changefreq } : {}) };

/**
 * Every page for search, as absolute URLs: the home page, each city page and the page of each
 * scheme offered there and the gold loan calculator (each in every language, with its
 * alternates), the landing pages and the policy pages. The
 * city list and the CMS infos decide which cities have pages: when either cannot be read (nothing
 * cached), the sitemap is a 503 rather than a partial list. A city whose prices cannot be read is
 * listed without its schemes. Each lastmod is the latest content date the page is made of
 * (sitemap.ts lastmodOf); a page without one has none.
 */
export async function sitemapUrls(origin: string): Promise<SitemapUrl[]> {
  const cities = await requireCityList();
  const infos = await optional("city-infos", allCityInfos);
  if (!infos) throw unavailable();
  const pages = seoCitiesFrom(cities, infos);
  const [schemes, cityPageDates, homeDate, landingDates, policyDates] = await Promise.all([
    Promise.all(pages.map((city) => citySchemes(city))),
    Promise.all(pages.map((city) => cmsUpdatedAt(`gold-loan/${city.slug}`, city.name))),
    cmsUpdatedAt("/"),
    Promise.all(LANDING_SITEMAP_PAGES.map((page) => (page.cmsPage ? cmsUpdatedAt(page.cmsPage) : null))),
    Promise.all(POLICY_PAGES.map((page) => cmsUpdatedAt(page.path))),
  ]);
  const home = withLastmod({ loc: `${origin}/`, lastmod: lastmodOf([homeDate]), changefreq: "weekly" });
  // Each search page in every language, the English URL first (decision 028).
  const searchPage = (path: string, lastmod: string | undefined, changefreq: SitemapUrl["changefreq"]) =>
    everyLanguage(origin, path, lastmod ? { lastmod, changefreq } : { changefreq });
  const searchPages = pages.flatMap((city, index) => {
    const infoDate = infos.find((info) => info.city_id === city.id)?.updatedAt;
    const offered = schemes[index] ?? [];
    return [
      ...searchPage(city.path, lastmodOf([cityPageDates[index], infoDate, ...offered.map((scheme) => scheme.updatedAt)]), "daily"),
      ...offered.flatMap((scheme) =>
        searchPage(schemePagePath(city.name, scheme.id), lastmodOf([scheme.updatedAt, infoDate, cityPageDates[index]]), "daily"),
      ),
    ];
  });
  const calculator = searchPage(CALCULATOR_PATH, undefined, "daily");
  const landings = LANDING_SITEMAP_PAGES.map((page, index) =>
    withLastmod({ loc: `${origin}${page.path}`, lastmod: lastmodOf([landingDates[index]]), changefreq: "weekly" }),
  );
  const policies = policySitemapUrls(origin, Object.fromEntries(POLICY_PAGES.map((page, index) => [page.path, policyDates[index]])));
  return [home, ...searchPages, ...calculator, ...landings, ...policies];
}
