/**
 * What every JSON-LD block shares (docs/seo-and-content.md): the schema.org context, the block's
 * type and the escaping of its text. A small module of its own, so that a page with JavaScript
 * (the home page) renders its blocks without the search pages' code. Pure code.
 */
export const SCHEMA_ORG = "https://schema.org";

export type JsonLd = { "@context": typeof SCHEMA_ORG; "@type": string; [property: string]: unknown };

/** The brand's mark (public/favicon.svg): the one image the site has of itself. */
export const BRAND_IMAGE_PATH = "/favicon.svg";

/**
 * The text of a JSON-LD script: JSON with "<", ">" and "&" (and the two JavaScript line
 * separators) escaped, so no value can close the script element or open a comment in it.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
