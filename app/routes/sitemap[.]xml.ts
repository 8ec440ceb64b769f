import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapUrls } from "~/content/seo-pages.server";
import { siteOrigin } from "~/content/seo-meta";
import { sitemapXml } from "~/content/sitemap";

/**
 * GET /sitemap.xml: every city page and the page of each scheme offered there, with absolute
 * URLs on this request's origin. A 503 (Retry-After) when the cities cannot be read at all.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const urls = await sitemapUrls(siteOrigin(request));
  return new Response(sitemapXml(urls), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
