/**
 * JSON-LD for the SEO pages (docs/seo-and-content.md): the breadcrumb trail, the FAQ, the
 * gold loan of a city or one scheme (schema.org LoanOrCredit, a FinancialProduct), and each
 * partner branch as a LocalBusiness (FinancialService) with its address and coordinates.
 * Pure code: the pages render each object in its own <script type="application/ld+json">.
 */
import { BRAND } from "~/brand";
import { slugify } from "~/content/slug";
import { percentText } from "~/journey/loan-cost";
import { BRAND_IMAGE_PATH, SCHEMA_ORG, type JsonLd } from "~/content/json-ld";

export { BRAND_IMAGE_PATH, homeLd } from "~/content/home-ld";
export { jsonLdText, SCHEMA_ORG, type JsonLd } from "~/content/json-ld";

export type Crumb = { name: string; url: string };

/** `inLanguage`: the page's language (a BCP 47 code, "hi"), on a page that has one URL per language. */
export function breadcrumbListLd(crumbs: readonly Crumb[], inLanguage?: string): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "BreadcrumbList",
    ...(inLanguage ? { inLanguage } : {}),
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The FAQ as a FAQPage; null without questions (a FAQPage must have at least one). `inLanguage`: the language its questions are in. */
export function faqPageLd(faqs: readonly { question: string; answer: string }[], inLanguage?: string): JsonLd | null {
  if (faqs.length === 0) return null;
  return {
    "@context": SCHEMA_ORG,
    "@type": "FAQPage",
    ...(inLanguage ? { inLanguage } : {}),
    mainEntity: faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
  };
}

/**
 * A search page as a WebPage in its language (decision 028: one URL per language), with its name
 * and description in that language.
 */
export function webPageLd({
  url,
  name,
  description,
  inLanguage,
}: {
  url: string;
  name: string;
  description: string;
  inLanguage: string;
}): JsonLd {
  return { "@context": SCHEMA_ORG, "@type": "WebPage", "@id": `${url}#page`, url, name, description, inLanguage };
}

/** The words of the loan's structured data, in the page's language (English by default). */
export type LoanLdWords = {
  loanType: string;
  collateral: string;
  /** The interest rate's unit. */
  rateUnit: string;
  /** "Processing fee {percent} of the loan amount". */
  processingFee: (percent: string) => string;
};

const ENGLISH_LOAN_LD_WORDS: LoanLdWords = {
  loanType: "Gold loan",
  collateral: "Gold jewellery of 18 to 24 karat",
  rateUnit: "percent a year",
  processingFee: (percent) => `Processing fee ${percent} of the loan amount`,
};

/** The lender's brand: the site itself, a marketplace of partner lenders. */
function brandOrganization(origin: string, telephone: string) {
  return { "@type": "Organization", name: BRAND.name, url: `${origin}/`, telephone };
}

export type CityLoanInput = {
  origin: string;
  /** The site's phone line (useSupportLine). */
  telephone: string;
  /** The page's canonical URL. */
  url: string;
  name: string;
  description: string;
  cityName: string;
  /** The amounts a visitor may ask for in the city, in rupees. */
  amount: { min: number; max: number };
  /** The yearly rates the page shows (one per scheme, in percent); no interestRate when empty. */
  rates: readonly number[];
  words?: LoanLdWords;
};

/** The gold loan offered in a city (LoanOrCredit), with the range of its schemes' rates. */
export function cityLoanLd(input: CityLoanInput): JsonLd {
  const words = input.words ?? ENGLISH_LOAN_LD_WORDS;
  const ld: JsonLd = {
    "@context": SCHEMA_ORG,
    "@type": "LoanOrCredit",
    "@id": `${input.url}#loan`,
    name: input.name,
    description: input.description,
    url: input.url,
    loanType: words.loanType,
    requiredCollateral: words.collateral,
    currency: "INR",
    amount: { "@type": "MonetaryAmount", currency: "INR", minValue: input.amount.min, maxValue: input.amount.max },
    areaServed: { "@type": "City", name: input.cityName },
    provider: brandOrganization(input.origin, input.telephone),
  };
  if (input.rates.length > 0) {
    ld.interestRate = {
      "@type": "QuantitativeValue",
      minValue: Math.min(...input.rates),
      maxValue: Math.max(...input.rates),
      unitText: words.rateUnit,
    };
  }
  return ld;
}

export type SchemeLoanInput = {
  origin: string;
  /** The site's phone line (useSupportLine). */
  telephone: string;
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
  words?: LoanLdWords;
};

/** One scheme (LoanOrCredit): offered by its lender, brokered by us. */
export function schemeLoanLd({ origin, telephone, url, cityName, scheme, words = ENGLISH_LOAN_LD_WORDS }: SchemeLoanInput): JsonLd {
  const ld: JsonLd = {
    "@context": SCHEMA_ORG,
    "@type": "LoanOrCredit",
    "@id": `${url}#loan`,
    name: scheme.name,
    description: scheme.interestText,
    url,
    loanType: words.loanType,
    requiredCollateral: words.collateral,
    currency: "INR",
    amount: { "@type": "MonetaryAmount", currency: "INR", value: scheme.loanAmount },
    interestRate: scheme.rate,
    loanTerm: { "@type": "QuantitativeValue", value: scheme.tenureMonths, unitCode: "MON" },
    areaServed: { "@type": "City", name: cityName },
    provider: { "@type": "Organization", name: scheme.lender },
    broker: brandOrganization(origin, telephone),
  };
  if (scheme.processingFeePercent !== null) {
    ld.feesAndCommissionsSpecification = words.processingFee(percentText(scheme.processingFeePercent));
  }
  return ld;
}

/**
 * The gold loan calculator as a free WebApplication, with the query it answers as its
 * potentialAction (a GET form: each answer is a URL).
 */
export function loanCalculatorLd({
  origin,
  telephone,
  url,
  name,
  description,
}: {
  origin: string;
  telephone: string;
  url: string;
  name: string;
  description: string;
}): JsonLd {
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
    provider: brandOrganization(origin, telephone),
    potentialAction: {
      "@type": "Action",
      name: "How much can I borrow?",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${url}?weight={weight}&purity={purity}&city={city}&scheme={scheme}`,
        httpMethod: "GET",
      },
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
  /** The state or union territory, when the upstream says. */
  state: string | null;
  lat: number;
  lng: number;
  phone: string | null;
};

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const DAY_PREFIXES = DAYS.map((day) => day.slice(0, 3).toLowerCase());

/** "9:30 AM" to "09:30"; null when it is not such a time. */
function clock24(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const hour24 = (hour % 12) + (match[3]!.toLowerCase() === "p" ? 12 : 0);
  return `${String(hour24).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** "Mon–Sat" to Monday..Saturday, "Mon, Wed" to the two days; null when a part is not a day. */
function dayList(text: string): string[] | null {
  const days: string[] = [];
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [from, to] = part.split(/\s*[-–—]\s*|\s+to\s+/i).map((d) => DAY_PREFIXES.indexOf(d.trim().slice(0, 3).toLowerCase()));
    if (from === undefined || from < 0 || (to !== undefined && (to < 0 || to < from))) return null;
    for (let day = from; day <= (to ?? from); day++) days.push(DAYS[day]!);
  }
  return days.length > 0 ? days : null;
}

/**
 * The opening hours a branch page prints ("Mon–Sat, 9:30 AM – 5:30 PM") as schema.org
 * OpeningHoursSpecification; null when the text is not in that form (nothing is guessed).
 */
export function openingHoursSpecification(text: string | null): JsonLd["openingHoursSpecification"] | null {
  if (!text) return null;
  const match = /^(.+?),\s*(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\s*[-–—]\s*(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)$/i.exec(text.trim());
  if (!match) return null;
  const days = dayList(match[1]!);
  const opens = clock24(match[2]!);
  const closes = clock24(match[3]!);
  if (!days || !opens || !closes || closes <= opens) return null;
  return [{ "@type": "OpeningHoursSpecification", dayOfWeek: days.map((day) => `${SCHEMA_ORG}/${day}`), opens, closes }];
}

/** What the page says about every branch alike: the loan amounts asked for in its city (priceRange) and the site's image. */
export type BranchPageFacts = { origin: string; priceRange: string | null };

/**
 * A partner branch as a LocalBusiness (FinancialService) with its postal address (region when
 * known), coordinates, opening hours (those the page prints), the brand's image and, as
 * priceRange, the loan amounts one may ask for in the city (docs/seo-and-content.md).
 */
export function branchLd(branch: BranchFacts & { openingHours?: string | null }, pageUrl: string, page?: BranchPageFacts): JsonLd {
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
      ...(branch.state ? { addressRegion: branch.state } : {}),
      postalCode: branch.pincode,
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: branch.lat, longitude: branch.lng },
    parentOrganization: { "@type": "Organization", name: branch.lender },
  };
  if (branch.phone) ld.telephone = branch.phone;
  const hours = openingHoursSpecification(branch.openingHours ?? null);
  if (hours) ld.openingHoursSpecification = hours;
  if (page) ld.image = `${page.origin}${BRAND_IMAGE_PATH}`;
  if (page?.priceRange) ld.priceRange = page.priceRange;
  return ld;
}
