/** The head tags of an SEO page: title, description, canonical link and Open Graph. Pure code. */
import type { MetaDescriptor } from "@remix-run/react";
import { BRAND } from "~/brand";

export type SeoMetaInput = { title: string; description: string; canonical: string };

export function seoMeta({ title, description, canonical }: SeoMetaInput): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
  ];
}

/**
 * The site's origin as the visitor sees it: the request URL's origin, with the scheme that the
 * proxy in front saw (Fly terminates TLS and says so in X-Forwarded-Proto; remix-serve does not
 * trust proxies, so its request URL says http).
 */
export function siteOrigin(request: Request): string {
  const url = new URL(request.url);
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded === "https" || forwarded === "http") url.protocol = `${forwarded}:`;
  return url.origin;
}
