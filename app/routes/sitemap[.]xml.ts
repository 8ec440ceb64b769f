import { env } from "~/platform/env.server";
import { sitemapUrls } from "~/content/seo-pages.server";
import { sitemapXml } from "~/content/sitemap";

/**
 * GET /sitemap.xml: the home page, every city page and the page of each scheme offered there, the calculator, the
 * landing pages and the policy pages (lastmod from their content dates), with absolute
 * URLs on the configured PUBLIC_ORIGIN (never the request's Host). A 503 (Retry-After) when the cities cannot be read at all.
 */
export async function loader() {
  const origin = env().publicOrigin;
  const urls = await sitemapUrls(origin);
  return new Response(sitemapXml(urls), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
