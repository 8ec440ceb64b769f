/** The home page's JSON-LD (docs/seo-and-content.md). Pure code. */
import { BRAND } from "~/brand";
import { BRAND_IMAGE_PATH, SCHEMA_ORG, type JsonLd } from "~/content/json-ld";

export { BRAND_IMAGE_PATH };

/**
 * The home page's blocks: the brand as an Organization (a lending service provider, not a
 * lender: it has no branch of its own, so no LocalBusiness), serving the cities that have pages,
 * and the WebSite it publishes.
 */
export function homeLd({
  origin,
  telephone,
  description,
  cityNames,
}: {
  origin: string;
  /** The site's phone line (useSupportLine). */
  telephone: string;
  description: string;
  cityNames: readonly string[];
}): JsonLd[] {
  const organization: JsonLd = {
    "@context": SCHEMA_ORG,
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: BRAND.name,
    url: `${origin}/`,
    description,
    logo: `${origin}${BRAND_IMAGE_PATH}`,
    telephone,
    contactPoint: { "@type": "ContactPoint", telephone, contactType: "customer service", areaServed: "IN" },
  };
  if (cityNames.length > 0) organization.areaServed = cityNames.map((name) => ({ "@type": "City", name }));
  const website: JsonLd = {
    "@context": SCHEMA_ORG,
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: BRAND.name,
    url: `${origin}/`,
    inLanguage: "en-IN",
    publisher: { "@id": `${origin}/#organization` },
  };
  return [organization, website];
}
