/** /sitemap.xml and /robots.txt (docs/seo-and-content.md). Pure code. */
import { POLICY_PAGES } from "~/content/disclosures";
import { indiaIsoDate } from "~/journey/gold-rate";

export type SitemapUrl = {
  /** An absolute URL. */
  loc: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
  changefreq?: "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";
};

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** A sitemaps.org urlset, one <url> per entry in the given order. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const url of urls) {
    const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
    if (url.lastmod) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    if (url.changefreq) parts.push(`<changefreq>${url.changefreq}</changefreq>`);
    lines.push(`  <url>${parts.join("")}</url>`);
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** Paths crawlers must not fetch: the paid-ad journey and its APIs (and the cardholder pages under /lp/cards), and the lite-mode switch. */
export const DISALLOWED_PATHS = ["/lp/", "/lp/api/", "/lite-mode"] as const;

/** Everything may be crawled except the journey and its APIs; the sitemap is named with its absolute URL. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
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
