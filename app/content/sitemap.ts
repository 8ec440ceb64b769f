/** /sitemap.xml and /robots.txt (docs/seo-and-content.md). Pure code. */
import { POLICY_PAGES } from "~/content/disclosures";

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

/** The policy pages (app/content/disclosures.ts), listed after the city and scheme pages; they change seldom. */
export function policySitemapUrls(origin: string): SitemapUrl[] {
  return POLICY_PAGES.map((page) => ({ loc: `${origin}${page.path}`, changefreq: "monthly" as const }));
}
