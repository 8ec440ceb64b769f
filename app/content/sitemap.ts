/** /sitemap.xml and /robots.txt (docs/seo-and-content.md). Pure code. */
import { POLICY_PAGES } from "~/content/disclosures";
import { alternatesOf, localizedPath, SWITCHER_ORDER } from "~/i18n/language";
import { indiaIsoDate } from "~/journey/gold-rate";

export type SitemapUrl = {
  /** An absolute URL. */
  loc: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
  changefreq?: "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";
  /** The page's URL in every language and x-default (a search page, decision 028): xhtml:link alternates. */
  alternates?: readonly { hrefLang: string; href: string }[];
};

/** The namespace of the sitemap's language alternates (Google's hreflang in sitemaps). */
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** A sitemaps.org urlset, one <url> per entry in the given order, each with its language alternates. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="${XHTML_NAMESPACE}">`,
  ];
  for (const url of urls) {
    const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
    if (url.lastmod) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    if (url.changefreq) parts.push(`<changefreq>${url.changefreq}</changefreq>`);
    for (const alternate of url.alternates ?? []) {
      parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hrefLang)}" href="${escapeXml(alternate.href)}"/>`);
    }
    lines.push(`  <url>${parts.join("")}</url>`);
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/**
 * A search page in every language (decision 028): one entry per language, English first, each
 * with the same lastmod and the alternates of all of them. `path` is the page's plain path.
 */
export function everyLanguage(origin: string, path: string, entry: Omit<SitemapUrl, "loc" | "alternates">): SitemapUrl[] {
  const alternates = alternatesOf(origin, path);
  return SWITCHER_ORDER.map((lang) => ({ loc: `${origin}${localizedPath(lang, path)}`, ...entry, alternates }));
}

/** Paths crawlers must not fetch: the paid-ad journey and its APIs (and the cardholder pages under /lp/cards), and the lite-mode switch. */
const DISALLOWED_PATHS = ["/lp/", "/lp/api/", "/lite-mode"] as const;

/** Everything may be crawled except the journey and its APIs; the sitemap is named with its absolute URL. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/**
 * A page's lastmod: the latest of the content dates it is made of (a CMS page's updatedAt, a city
 * info's, its schemes'), as an India date; undefined when none is known. Never "today" by default:
 * a page without a date gets no lastmod rather than a false one.
 */
export function lastmodOf(dates: readonly (string | null | undefined)[]): string | undefined {
  const times = dates.flatMap((date) => {
    const time = date ? Date.parse(date) : NaN;
    return Number.isFinite(time) ? [time] : [];
  });
  return times.length > 0 ? indiaIsoDate(new Date(Math.max(...times))) : undefined;
}

/**
 * The pages of the sitemap that are neither search pages nor policy pages, after the calculator:
 * each with the CMS page its copy comes from (its updatedAt is the lastmod), or none. The journey
 * under /lp and the cardholder pages are not for search and are not listed.
 */
export const LANDING_SITEMAP_PAGES: readonly { path: string; cmsPage: string | null }[] = [
  { path: "/best-gold-loan-exp", cmsPage: "/best-gold-loan-exp" },
  { path: "/personal-loans", cmsPage: "/personal-loans" },
  { path: "/india/goldfd-card/93", cmsPage: null },
];

/** The policy pages (app/content/disclosures.ts), listed last; they change seldom. `updatedAt`: their CMS pages' dates, by path. */
export function policySitemapUrls(origin: string, updatedAt: Readonly<Record<string, string | null | undefined>> = {}): SitemapUrl[] {
  return POLICY_PAGES.map((page) => {
    const lastmod = lastmodOf([updatedAt[page.path]]);
    return { loc: `${origin}${page.path}`, ...(lastmod ? { lastmod } : {}), changefreq: "monthly" as const };
  });
}
