/**
 * JSON-LD for the SEO pages (docs/seo-and-content.md): the breadcrumb trail, the FAQ, the
 * gold loan of a city or one scheme (schema.org LoanOrCredit, a FinancialProduct), and each
 * partner branch as a LocalBusiness (FinancialService) with its address and coordinates.
 * Pure code: the pages render each object in its own <script type="application/ld+json">.
 */
import { BRAND } from "~/brand";
import { slugify } from "~/content/slug";
import { percentText } from "~/journey/loan-cost";

export const SCHEMA_ORG = "https://schema.org";

export type JsonLd = { "@context": typeof SCHEMA_ORG; "@type": string; [property: string]: unknown };

export type Crumb = { name: string; url: string };

export function breadcrumbListLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The FAQ as a FAQPage; null without questions (a FAQPage must have at least one). */
export function faqPageLd(faqs: readonly { question: string; answer: string }[]): JsonLd | null {
  if (faqs.length === 0) return null;
  return {
    "@context": SCHEMA_ORG,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
  };
}

/** The lender's brand: the site itself, a marketplace of partner lenders. */
export function brandOrganization(origin: string) {
  return { "@type": "Organization", name: BRAND.name, url: `${origin}/`, telephone: BRAND.supportPhone };
}

const GOLD_COLLATERAL = "Gold jewellery of 18 to 24 karat";

export type CityLoanInput = {
  origin: string;
  /** The page's canonical URL. */
  url: string;
  name: string;
  description: string;
  cityName: string;
  /** The amounts a visitor may ask for in the city, in rupees. */
  amount: { min: number; max: number };
  /** The yearly rates the page shows (one per scheme, in percent); no interestRate when empty. */
  rates: readonly number[];
};

/** The gold loan offered in a city (LoanOrCredit), with the range of its schemes' rates. */
export function cityLoanLd(input: CityLoanInput): JsonLd {
  const ld: JsonLd = {
    "@context": SCHEMA_ORG,
    "@type": "LoanOrCredit",
    "@id": `${input.url}#loan`,
    name: input.name,
    description: input.description,
    url: input.url,
    loanType: "Gold loan",
    requiredCollateral: GOLD_COLLATERAL,
    currency: "INR",
    amount: { "@type": "MonetaryAmount", currency: "INR", minValue: input.amount.min, maxValue: input.amount.max },
    areaServed: { "@type": "City", name: input.cityName },
    provider: brandOrganization(input.origin),
  };
  if (input.rates.length > 0) {
    ld.interestRate = { "@type": "QuantitativeValue", minValue: Math.min(...input.rates), maxValue: Math.max(...input.rates), unitText: "percent a year" };
  }
  return ld;
}

export type SchemeLoanInput = {
  origin: string;
  url: string;
  cityName: string;
  scheme: {
    name: string;
    lender: string;
    /** What the scheme's interest is, in words. */
    interestText: string;
    /** The yearly rate the page shows, in percent: the APR (docs/decisions/021-apr-and-key-facts.md). */
    rate: number;
    loanAmount: number;
    tenureMonths: number;
    processingFeePercent: number | null;
  };
};

/** One scheme (LoanOrCredit): offered by its lender, brokered by us. */
export function schemeLoanLd({ origin, url, cityName, scheme }: SchemeLoanInput): JsonLd {
  const ld: JsonLd = {
    "@context": SCHEMA_ORG,
    "@type": "LoanOrCredit",
    "@id": `${url}#loan`,
    name: scheme.name,
    description: scheme.interestText,
    url,
    loanType: "Gold loan",
    requiredCollateral: GOLD_COLLATERAL,
    currency: "INR",
    amount: { "@type": "MonetaryAmount", currency: "INR", value: scheme.loanAmount },
    interestRate: scheme.rate,
    loanTerm: { "@type": "QuantitativeValue", value: scheme.tenureMonths, unitCode: "MON" },
    areaServed: { "@type": "City", name: cityName },
    provider: { "@type": "Organization", name: scheme.lender },
    broker: brandOrganization(origin),
  };
  if (scheme.processingFeePercent !== null) {
    ld.feesAndCommissionsSpecification = `Processing fee ${percentText(scheme.processingFeePercent)} of the loan amount`;
  }
  return ld;
}

/**
 * The gold loan calculator as a free WebApplication, with the query it answers as its
 * potentialAction (a GET form: each answer is a URL).
 */
export function loanCalculatorLd({ origin, url, name, description }: { origin: string; url: string; name: string; description: string }): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "WebApplication",
    "@id": `${url}#calculator`,
    name,
    description,
    url,
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: 0, priceCurrency: "INR" },
    provider: brandOrganization(origin),
    potentialAction: {
      "@type": "Action",
      name: "How much can I borrow?",
      target: { "@type": "EntryPoint", urlTemplate: `${url}?weight={weight}&purity={purity}&city={city}&scheme={scheme}`, httpMethod: "GET" },
    },
  };
}

export type BranchFacts = {
  id: string;
  name: string;
  lender: string;
  address: string;
  pincode: string;
  city: string;
  lat: number;
  lng: number;
  phone: string | null;
};

/** A partner branch as a LocalBusiness (FinancialService) with its postal address and coordinates. */
export function branchLd(branch: BranchFacts, pageUrl: string): JsonLd {
  const ld: JsonLd = {
    "@context": SCHEMA_ORG,
    "@type": "FinancialService",
    "@id": `${pageUrl}#branch-${slugify(branch.id)}`,
    name: branch.name,
    url: pageUrl,
    address: {
      "@type": "PostalAddress",
      streetAddress: branch.address,
      addressLocality: branch.city,
      postalCode: branch.pincode,
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: branch.lat, longitude: branch.lng },
    parentOrganization: { "@type": "Organization", name: branch.lender },
  };
  if (branch.phone) ld.telephone = branch.phone;
  return ld;
}

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
