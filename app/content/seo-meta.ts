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
