import { env } from "~/platform/env.server";
import { robotsTxt } from "~/content/sitemap";

/** GET /robots.txt: crawl everything but the journey (/lp/) and its APIs; the sitemap's absolute URL. */
export function loader() {
  return new Response(robotsTxt(env().publicOrigin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
