/** Seeded CMS content entries (GET /api/v1/strapi/contents), by type. */
import { SEEDED_SCHEMES } from "./schemes";
import type { ContentEntry } from "~/upstream/schemas/content";

export const LENDING_PARTNERS_TYPE = "lending-partners";

export const CHOLA_UNSERVICEABLE_PINCODES_TYPE = "chola-unserviceable-pincodes";

/** Serviceable pincodes where Chola does not lend. */
export const CHOLA_UNSERVICEABLE_PINCODES: readonly string[] = ["560100", "500081", "560066", "400070"];

/** An entry as the simulator keeps it: English, and its translations by language (Strapi's localizations). */
export type SeededEntry = ContentEntry & { translations?: Readonly<Record<string, { title: string; body: string }>> };

export const SEEDED_CONTENTS: readonly SeededEntry[] = [
  {
    id: 1,
    type: CHOLA_UNSERVICEABLE_PINCODES_TYPE,
    title: "Pincodes where Chola does not lend",
    body: null,
    values: [...CHOLA_UNSERVICEABLE_PINCODES],
    city: null,
    locale: "en",
  },
  {
    id: 2,
    type: "faq",
    title: "How much can I borrow against my gold?",
    body: "Up to 85% of the value of your gold for loans up to ₹2,50,000, 80% up to ₹5,00,000 and 75% above that (RBI's 2025 directions on lending against gold), depending also on the scheme. The value is worked out from the weight and purity of your jewellery and the day's gold rate.",
    values: [],
    city: null,
    locale: "en",
  },
  {
    id: 3,
    type: "faq",
    title: "Which documents do I need?",
    body: "Only your Aadhaar card and PAN card. Bring the originals to the branch, or keep them ready when our team visits you at home.",
    values: [],
    city: null,
    // The CMS's own Hindi, worded its own way (the site's translation is its fallback for the other entries).
    translations: {
      hi: {
        title: "गोल्ड लोन के लिए कौन-कौन से काग़ज़ात लगते हैं?",
        body: "बस आधार कार्ड और PAN कार्ड। मूल काग़ज़ात शाखा में साथ लाएँ, या घर पर हमारी टीम के आने पर तैयार रखें।",
      },
    },
    locale: "en",
  },
  {
    id: 4,
    type: "faq",
    title: "Is my gold safe?",
    body: "Your jewellery is sealed in a tamper-proof packet in front of you, kept in the partner bank's vault and fully insured until you take it back.",
    values: [],
    city: null,
    locale: "en",
  },
  {
    id: 5,
    type: "faq",
    title: "How do I repay the loan?",
    body: "Pay only the interest every month and the principal at the end, or repay part of the loan whenever you like. There is no charge for closing the loan early.",
    values: [],
    city: null,
    locale: "en",
  },
  {
    id: 6,
    type: "faq",
    title: "Where are your branches in Bangalore?",
    body: "Our partner branches are in Koramangala, MG Road, Jayanagar and Electronic City, open Monday to Saturday from 9:30 AM to 5:30 PM. Our team also visits homes across the city.",
    values: [],
    city: { id: 1, name: "Bangalore" },
    locale: "en",
  },
  {
    id: 7,
    type: LENDING_PARTNERS_TYPE,
    title: "Our lending partners",
    body: null,
    // As the CMS keeps it: one name per scheme, repeats and all.
    values: SEEDED_SCHEMES.map((scheme) => scheme.lender),
    city: null,
    locale: "en",
  },
];

export function contentsOfType(type: string | undefined): SeededEntry[] {
  return SEEDED_CONTENTS.filter((entry) => type === undefined || entry.type === type);
}
