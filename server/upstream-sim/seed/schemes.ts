/**
 * Seeded gold loan scheme templates from partner lenders, and how a scheme is computed for
 * an asked amount at a 22K gold rate. Pure code.
 */
import { cityIdByName } from "./cities";
import type { InterestSlab, InterestType, Scheme } from "~/upstream/schemas/pricing";

export const FEDERAL_BANK = "Federal Bank Limited";
export const CHOLA = "Cholamandalam Investment and Finance";

export interface SchemeTemplate {
  id: string;
  name: string;
  lender: string;
  interestType: InterestType;
  /** Jumping interest only, ascending; empty for flat interest. */
  slabs: InterestSlab[];
  /** Flat interest: the annual rate. Jumping interest: the lowest slab's rate. */
  interestRate: number;
  cashbackinterestrate: number;
  customerLtv: number;
  minAmount: number;
  maxAmount: number;
  tenureMonths: number;
  processingFeePercent: number;
  /** City ids the scheme is offered in; "all" includes Others (-1). */
  cityIds: readonly number[] | "all";
}

const jumping = (rates: [number, number, number], uptoDays: [number, number, number] = [30, 60, 365]): InterestSlab[] =>
  rates.map((rate, i) => ({ uptoDays: uptoDays[i] ?? 365, rate }));

export const SEEDED_SCHEMES: readonly SchemeTemplate[] = [
  {
    id: "FED-JMP-1188",
    name: "Federal Gold Smart 11.88%",
    lender: FEDERAL_BANK,
    interestType: "jumping",
    slabs: jumping([11.88, 14, 18]),
    interestRate: 11.88,
    cashbackinterestrate: 11.4,
    customerLtv: 75,
    minAmount: 25_000,
    maxAmount: 10_000_000,
    tenureMonths: 12,
    processingFeePercent: 0.5,
    cityIds: "all",
  },
  {
    id: "FED-FLT-1499",
    name: "Federal Gold Flat 14.99%",
    lender: FEDERAL_BANK,
    interestType: "flat",
    slabs: [],
    interestRate: 14.99,
    cashbackinterestrate: 14.99,
    customerLtv: 72,
    minAmount: 30_000,
    maxAmount: 5_000_000,
    tenureMonths: 12,
    processingFeePercent: 0.25,
    cityIds: "all",
  },
  {
    id: "CHOLA-JMP-1199",
    name: "Chola Gold Saver 11.99%",
    lender: CHOLA,
    interestType: "jumping",
    slabs: jumping([11.99, 15.5, 19.5], [30, 90, 365]),
    interestRate: 11.99,
    cashbackinterestrate: 10.99,
    customerLtv: 70,
    minAmount: 50_000,
    maxAmount: 2_500_000,
    tenureMonths: 6,
    processingFeePercent: 1,
    cityIds: "all",
  },
  {
    id: "CHOLA-FLT-1350",
    name: "Chola Gold Flat 13.5%",
    lender: CHOLA,
    interestType: "flat",
    slabs: [],
    interestRate: 13.5,
    cashbackinterestrate: 12.9,
    customerLtv: 68,
    minAmount: 30_000,
    maxAmount: 1_500_000,
    tenureMonths: 12,
    processingFeePercent: 0.75,
    cityIds: "all",
  },
  {
    id: "SIB-JMP-1099",
    name: "SIB Gold Express 10.99%",
    lender: "South Indian Bank Limited",
    interestType: "jumping",
    slabs: jumping([10.99, 13.5, 17.5]),
    interestRate: 10.99,
    cashbackinterestrate: 10.49,
    customerLtv: 65,
    minAmount: 30_000,
    maxAmount: 3_000_000,
    tenureMonths: 12,
    processingFeePercent: 0.5,
    cityIds: ["Bangalore", "Chennai", "Coimbatore", "Kochi", "Thiruvananthapuram", "Thrissur", "Kozhikode"].map(cityIdByName),
  },
  {
    id: "KVB-FLT-1250",
    name: "KVB Gold Flat 12.5%",
    lender: "Karur Vysya Bank Limited",
    interestType: "flat",
    slabs: [],
    interestRate: 12.5,
    cashbackinterestrate: 12.5,
    customerLtv: 70,
    minAmount: 25_000,
    maxAmount: 2_000_000,
    tenureMonths: 6,
    processingFeePercent: 0.4,
    cityIds: ["Bangalore", "Hyderabad", "Chennai", "Coimbatore", "Madurai", "Salem", "Tiruppur"].map(cityIdByName),
  },
  {
    id: "BOM-JMP-1125",
    name: "Maha Gold Loan 11.25%",
    lender: "Bank of Maharashtra",
    interestType: "jumping",
    slabs: jumping([11.25, 13.75, 17]),
    interestRate: 11.25,
    cashbackinterestrate: 11,
    customerLtv: 74,
    minAmount: 30_000,
    maxAmount: 7_500_000,
    tenureMonths: 12,
    processingFeePercent: 0.3,
    cityIds: "all",
  },
  {
    id: "FED-FLT-0999",
    name: "Federal Gold Bullet 9.99%",
    lender: FEDERAL_BANK,
    interestType: "flat",
    slabs: [],
    interestRate: 9.99,
    cashbackinterestrate: 9.49,
    customerLtv: 66,
    minAmount: 100_000,
    maxAmount: 1_000_000,
    tenureMonths: 6,
    processingFeePercent: 1,
    cityIds: "all",
  },
];

export const DEFAULT_SCHEME_AMOUNT = 100_000;

export function isOfferedIn(template: SchemeTemplate, cityId: number): boolean {
  return template.cityIds === "all" || template.cityIds.includes(cityId);
}

export function findSchemeTemplate(id: string): SchemeTemplate | undefined {
  return SEEDED_SCHEMES.find((template) => template.id === id);
}

/**
 * A scheme for an asked amount: the loan is the amount capped by the scheme's maximum, and
 * the gold weight is the grams of 22K gold that give that loan at the scheme's LTV.
 */
/**
 * When each scheme's terms were last changed (Strapi-style ISO times, fixed so the sitemap's
 * lastmod is stable): the pages of a scheme change when its terms do, not every day.
 */
export const SCHEME_UPDATED_AT: Readonly<Record<string, string>> = {
  "FED-JMP-1188": "2026-09-18T06:30:00.000Z",
  "FED-FLT-1499": "2026-07-02T05:00:00.000Z",
  "CHOLA-JMP-1199": "2026-10-07T04:45:00.000Z",
  "CHOLA-FLT-1350": "2026-08-21T07:15:00.000Z",
  "SIB-JMP-1099": "2026-06-11T06:00:00.000Z",
  "KVB-FLT-1250": "2026-05-29T08:20:00.000Z",
  "BOM-JMP-1125": "2026-10-30T05:40:00.000Z",
  "FED-FLT-0999": "2026-11-03T06:10:00.000Z",
};

export function computeScheme(template: SchemeTemplate, amount: number, rate22k: number): Scheme {
  const loanAmount = Math.round(Math.min(amount, template.maxAmount));
  const goldWeight = Math.round((loanAmount / (rate22k * (template.customerLtv / 100))) * 10) / 10;
  return {
    id: template.id,
    name: template.name,
    lender: template.lender,
    interestCalculation: { type: template.interestType, slabs: template.slabs.map((slab) => ({ ...slab })) },
    interestRate: template.interestRate,
    cashbackinterestrate: template.cashbackinterestrate,
    loanAmount,
    goldWeight,
    customerLtv: template.customerLtv,
    tenureMonths: template.tenureMonths,
    processingFeePercent: template.processingFeePercent,
    ...(Object.hasOwn(SCHEME_UPDATED_AT, template.id) ? { updatedAt: SCHEME_UPDATED_AT[template.id] } : {}),
  };
}
