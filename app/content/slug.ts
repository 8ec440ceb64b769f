/**
 * URL slugs of the SEO pages (docs/seo-and-content.md): a city page per city at
 * /gold-loan/{city}, a scheme page per scheme offered there at /gold-loan/{city}/{scheme}.
 * Pure code.
 */

/** "Navi Mumbai" -> "navi-mumbai", "Thiruvananthapuram" -> "thiruvananthapuram", "FED-JMP-1188" -> "fed-jmp-1188". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const MAX_SLUG_LENGTH = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A well-formed slug: lower-case letters and digits in words joined by single hyphens. */
export function isSlug(value: string | undefined): value is string {
  return value !== undefined && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

export const GOLD_LOAN_PATH = "/gold-loan";

/** The city page of a city: "/gold-loan/pune". */
export function cityPagePath(cityName: string): string {
  return `${GOLD_LOAN_PATH}/${slugify(cityName)}`;
}

/**
 * The page of a scheme in a city: "/gold-loan/pune/fed-jmp-1188". The slug is the scheme's id,
 * not its name: names carry the rate ("Federal Gold Smart 11.88%") and change with it, the id is
 * the upstream's key.
 */
export function schemePagePath(cityName: string, schemeId: string): string {
  return `${cityPagePath(cityName)}/${slugify(schemeId)}`;
}

/** A scheme's Key Facts Statement as a PDF, beside its page (a page's path, in any language). */
export function keyFactsPdfPath(schemePath: string): string {
  return `${schemePath}/key-facts.pdf`;
}

/**
 * The r_city landing parameter for a city (requirements §2: underscore-separated, the city name second and
 * its id third; app/journey/attribution.ts parseRCity): "gl_pune_3".
 */
export function rCityParam(cityName: string, cityId: number): string {
  return `gl_${slugify(cityName)}_${cityId}`;
}
