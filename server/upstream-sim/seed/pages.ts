/**
 * Seeded CMS pages, in English, some with translations. A request in a language a page has no
 * translation for gets the English content with its own lang echoed (the CMS falls back to
 * English). The SEO city pages (/gold-loan/{city}) read "gold-loan/{city}" for their copy.
 */
import { DIGITAL_JOURNEY_FLOW } from "./flow";
import type { FlowConfig } from "~/upstream/schemas/content";

export interface PageCopy {
  title: string;
  description: string;
  sections: { type: string; heading: string; body: string }[];
}

export interface SeededPage extends PageCopy {
  urlName: string;
  flow: FlowConfig | null;
  /** The page in other languages, by language code. */
  translations?: Readonly<Record<string, PageCopy>>;
}

/** A city's gold loan page: its copy and a few lines on why to borrow here. */
function cityPage(slug: string, copy: PageCopy & { translations?: Readonly<Record<string, PageCopy>> }): [string, SeededPage] {
  const urlName = `gold-loan/${slug}`;
  return [urlName, { urlName, flow: null, ...copy }];
}

const benefit = (heading: string, body: string) => ({ type: "benefit", heading, body });

/** The CMS copy of the SEO city pages of the cities with partner branches. */
export const SEEDED_CITY_PAGES: Readonly<Record<string, SeededPage>> = Object.fromEntries([
  cityPage("bangalore", {
    title: "Gold loan in Bangalore at low interest",
    description:
      "Borrow from ₹30,000 to ₹1 crore against your gold in Bangalore, at a partner branch from Koramangala to Electronic City or at your doorstep. The money reaches your account the same day.",
    sections: [
      benefit("Four partner branches", "Walk in at Koramangala, MG Road, Jayanagar or Electronic City, Monday to Saturday."),
      benefit("A gold check at home", "Our team visits homes across Bangalore to test and weigh your jewellery in front of you."),
    ],
  }),
  cityPage("pune", {
    title: "Gold loan in Pune at low interest",
    description:
      "Get a gold loan in Pune from ₹50,000 to ₹1 crore through partner banks in Shivajinagar, Camp and Baner, or have our team check your gold at home.",
    sections: [
      benefit("Compare banks in one place", "Federal Bank, Bank of Maharashtra and Chola schemes side by side, with every charge shown."),
      benefit(
        "Money the same day",
        "Once your gold is checked and weighed, the loan is paid into your bank account, usually within 30 minutes.",
      ),
    ],
    translations: {
      hi: {
        title: "पुणे में कम ब्याज पर गोल्ड लोन",
        description: "पुणे में शिवाजीनगर, कैंप और बाणेर की पार्टनर बैंक शाखाओं से ₹50,000 से ₹1 करोड़ तक का गोल्ड लोन लें, या हमारी टीम को घर बुलाएँ।",
        sections: [benefit("उसी दिन पैसा", "सोने की जाँच के बाद लोन सीधे आपके बैंक खाते में, आमतौर पर 30 मिनट में।")],
      },
      mr: {
        title: "पुण्यात कमी व्याजदरात गोल्ड लोन",
        description: "पुण्यात शिवाजीनगर, कॅम्प आणि बाणेर येथील भागीदार बँक शाखांमधून ₹50,000 ते ₹1 कोटी पर्यंत गोल्ड लोन घ्या, किंवा आमची टीम घरी बोलवा.",
        sections: [],
      },
    },
  }),
  cityPage("hyderabad", {
    title: "Gold loan in Hyderabad at low interest",
    description:
      "Borrow against your gold in Hyderabad at partner branches in Ameerpet, Abids and Gachibowli, from ₹50,000 to ₹1 crore, with the money in your account the same day.",
    sections: [benefit("Doorstep visits", "Our team visits homes in Madhapur and HITEC City to check your gold.")],
  }),
  cityPage("mumbai", {
    title: "Gold loan in Mumbai at low interest",
    description:
      "Gold loans in Mumbai from Fort to Andheri East: compare partner bank schemes, book a branch visit or a gold check at home.",
    sections: [],
  }),
  cityPage("delhi", {
    title: "Gold loan in Delhi at low interest",
    description: "Gold loans in Delhi at partner branches in Connaught Place, Karol Bagh and Lajpat Nagar, from ₹50,000 to ₹1 crore.",
    sections: [],
  }),
  cityPage("chennai", {
    title: "Gold loan in Chennai at low interest",
    description:
      "Borrow against your gold in Chennai at partner branches in T. Nagar, Parrys and Anna Nagar, or at home, with the money in your account the same day.",
    sections: [],
  }),
]);

/** A landing page's copy (no flow). */
function landingPage(urlName: string, copy: PageCopy): [string, SeededPage] {
  return [urlName, { urlName, flow: null, ...copy }];
}

/** The CMS-driven landing pages: the gold card (/lp/cards/...) and personal loans (/personal-loans/...). */
export const SEEDED_LANDING_PAGES: Readonly<Record<string, SeededPage>> = Object.fromEntries([
  landingPage("lp/cards", {
    title: "The gold card: spend against your gold",
    description: "A credit card with a limit of up to 75% of your gold's value. Your gold stays insured in a bank vault.",
    sections: [
      benefit("No income proof", "Your gold is the security: no salary slips. We look at your credit report only with your consent."),
      benefit("Raise your limit any time", "Pledge more gold at a branch or at home and your limit goes up the same day."),
    ],
  }),
  landingPage("lp/cards/rewards", {
    title: "Rewards on every gold card spend",
    description: "Cashback on groceries, fuel and festive shopping, claimed from your card page.",
    sections: [benefit("Festive bonus", "Spend ₹10,000 in festive week and get ₹500 back.")],
  }),
  landingPage("personal-loans", {
    title: "Personal loans, with your gold or without",
    description: "Compare a personal loan with a gold loan and choose what costs you less.",
    sections: [benefit("Lower interest with gold", "A gold loan usually costs half the interest of an unsecured personal loan.")],
  }),
  landingPage("personal-loans/wedding", {
    title: "Loans for a wedding",
    description: "Pay for the wedding without selling the family's gold: borrow against it and take it back later.",
    sections: [benefit("Keep the jewellery", "Your gold is returned when you repay, sealed as you gave it.")],
  }),
]);

const clause = (heading: string, body: string) => ({ type: "clause", heading, body });

/** The policy pages' copy as the CMS keeps it (the site has its own copy for when the CMS cannot answer). */
export const SEEDED_POLICY_PAGES: Readonly<Record<string, SeededPage>> = {
  privacy: {
    urlName: "privacy",
    flow: null,
    title: "Privacy policy",
    description: "What personal data we collect when you apply for a gold loan, why, for how long, with whom we share it and your rights.",
    sections: [
      clause(
        "What we collect",
        "Your name, mobile number, city, pincode and, for a doorstep visit, your address; the one-time password only to confirm the number is yours.",
      ),
      clause(
        "Cookies",
        "When you ask for a loan, this browser also gets an identifier of its own: a random number in a cookie (gl_browser_id), kept for a year and sent with your request, so that requests from one browser can be told apart from others. It is not worked out from your device (we do not fingerprint it), and clearing the site's cookies removes it.",
      ),
      clause(
        "Your rights",
        "Under the Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase your data, withdraw consent and nominate someone.",
      ),
    ],
  },
  terms: {
    urlName: "terms",
    flow: null,
    title: "Terms of use",
    description: "The terms on which you use this website and apply for a gold loan through us.",
    sections: [clause("The loan", "The loan is given by the lender named on your scheme, on that lender's terms and sanction letter.")],
  },
  "grievance-redressal": {
    urlName: "grievance-redressal",
    flow: null,
    title: "Grievance redressal",
    description: "How to raise a complaint, whom to write to, when you will hear back and how to escalate.",
    sections: [
      clause(
        "Raise a complaint",
        "Call or e-mail our grievance redressal officer. We acknowledge within 2 working days and reply within 7.",
      ),
    ],
  },
  "fair-practices": {
    urlName: "fair-practices",
    flow: null,
    title: "Fair practices code",
    description: "How we and our lending partners treat you, from application to the return of your gold.",
    sections: [
      clause("Clear terms", "The key facts, interest rate, charges and the lender's name are given to you in writing before you sign."),
    ],
  },
  "interest-rate-policy": {
    urlName: "interest-rate-policy",
    flow: null,
    title: "Interest rate policy",
    description: "How the interest rates of the gold loans we offer are set, and what the annual percentage rate includes.",
    sections: [clause("Who sets the rate", "Each lender sets the rate of its schemes under its board-approved interest rate policy.")],
  },
};

/**
 * When each page was first published and last edited (Strapi's publishedAt and updatedAt), fixed
 * so that the sitemap's lastmod is stable. A page not listed here carries no dates.
 */
export const SEEDED_PAGE_DATES: Readonly<Record<string, { publishedAt: string; updatedAt: string }>> = {
  home: { publishedAt: "2025-03-10T06:00:00.000Z", updatedAt: "2026-11-02T07:30:00.000Z" },
  "gold-loan/bangalore": { publishedAt: "2025-04-01T06:00:00.000Z", updatedAt: "2026-10-28T09:10:00.000Z" },
  "gold-loan/pune": { publishedAt: "2025-04-01T06:00:00.000Z", updatedAt: "2026-11-09T10:00:00.000Z" },
  "gold-loan/hyderabad": { publishedAt: "2025-05-15T06:00:00.000Z", updatedAt: "2026-09-03T08:40:00.000Z" },
  "gold-loan/mumbai": { publishedAt: "2025-06-20T06:00:00.000Z", updatedAt: "2026-08-17T12:00:00.000Z" },
  "gold-loan/delhi": { publishedAt: "2025-06-20T06:00:00.000Z", updatedAt: "2026-10-14T06:25:00.000Z" },
  "gold-loan/chennai": { publishedAt: "2025-07-08T06:00:00.000Z", updatedAt: "2026-09-29T11:05:00.000Z" },
  "personal-loans": { publishedAt: "2025-08-01T06:00:00.000Z", updatedAt: "2026-06-24T09:00:00.000Z" },
  "personal-loans/wedding": { publishedAt: "2025-08-01T06:00:00.000Z", updatedAt: "2026-10-19T09:00:00.000Z" },
  privacy: { publishedAt: "2025-03-10T06:00:00.000Z", updatedAt: "2026-04-01T05:30:00.000Z" },
  terms: { publishedAt: "2025-03-10T06:00:00.000Z", updatedAt: "2026-04-01T05:30:00.000Z" },
  "grievance-redressal": { publishedAt: "2025-03-10T06:00:00.000Z", updatedAt: "2026-05-12T05:30:00.000Z" },
  "fair-practices": { publishedAt: "2025-03-10T06:00:00.000Z", updatedAt: "2026-02-20T05:30:00.000Z" },
  "interest-rate-policy": { publishedAt: "2025-03-10T06:00:00.000Z", updatedAt: "2026-07-07T05:30:00.000Z" },
};

export const SEEDED_PAGES: Readonly<Record<string, SeededPage>> = {
  ...SEEDED_CITY_PAGES,
  ...SEEDED_POLICY_PAGES,
  ...SEEDED_LANDING_PAGES,
  "digital-journey": {
    urlName: "digital-journey",
    title: "Apply for a gold loan",
    description:
      "Share a few details, verify your mobile number, choose a scheme and book a branch or doorstep visit. It takes about five minutes.",
    flow: DIGITAL_JOURNEY_FLOW,
    sections: [],
  },
  home: {
    urlName: "home",
    title: "Gold loans at low interest, in 30 minutes",
    description:
      "Borrow from ₹30,000 to ₹1 crore against your gold jewellery, through our partner banks. Visit a branch near you or have our team come to your home.",
    flow: null,
    sections: [
      {
        type: "benefit",
        heading: "Money in your account the same day",
        body: "Once your gold is checked and weighed, the loan is paid straight into your bank account, usually within 30 minutes.",
      },
      {
        type: "benefit",
        heading: "Your gold stays safe",
        body: "Your jewellery is sealed in front of you, kept in a partner bank's vault and insured until you take it back.",
      },
      {
        type: "benefit",
        heading: "Clear interest, no hidden charges",
        body: "See the interest rate, processing fee and repayment terms of every scheme before you choose. What you see is what you pay.",
      },
      {
        type: "benefit",
        heading: "Repay the way that suits you",
        body: "Pay only the interest each month and the principal at the end, or repay part of the loan early whenever you like.",
      },
    ],
  },
};
