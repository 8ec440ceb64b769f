import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/content/seo-meta";
import { robotsTxt } from "~/content/sitemap";

/** GET /robots.txt: crawl everything but the journey (/lp/) and its APIs; the sitemap's absolute URL. */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
