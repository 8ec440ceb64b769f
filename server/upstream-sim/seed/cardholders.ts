/**
 * Cardholder seed (auth and card services): three accounts, the demo cardholder's card, its
 * open limit-increase request, its release requests and rewards, and the offers.
 * Dates are relative to the simulator's clock (see README.md, "Cardholders").
 */
import { formatIsoDate, fromDayNumber, indiaDayNumber } from "../calendar";
import { eligibleLimit, ratePerGram } from "./card-calculator";
import type { CardholderAccount, LimitRequestRecord, ReleaseRequestRecord } from "../card-records";
import type { Card, Offer, Reward } from "~/upstream/schemas/card";

const DAY_MS = 86_400_000;

/** The demo cardholder: has an active card. */
export const DEMO_CARDHOLDER_PHONE = "+919000000601";
export const DEMO_CARDHOLDER_EMAIL = "demo.cardholder@example.com";
export const DEMO_CUSTOMER_ID = "CUS-DEMO0601";
export const DEMO_CARD_ID = "GC-0601";
/** The demo cardholder's seeded open limit-increase request (SLOT_BOOKED). */
export const DEMO_LIMIT_REQUEST_ID = "LIR-0601";

/** An account without a card: GET /credit-limit/user is 404 GS_NO_CARDS_FOR_CUSTOMER. */
export const NO_CARD_PHONE = "+919000000602";
export const NO_CARD_EMAIL = "nocard@example.com";
export const NO_CARD_CUSTOMER_ID = "CUS-NOCARD0602";

/** An account without a card application: GET /credit-limit/user is 404 CCAPPLICATION_NOT_FOUND. */
export const APPLICANT_PHONE = "+919000000603";
export const APPLICANT_EMAIL = "applicant@example.com";
export const APPLICANT_CUSTOMER_ID = "CUS-APPL0603";

export const NO_CARDS_BODY = { code: "GS_NO_CARDS_FOR_CUSTOMER", message: "No cards found for this customer" } as const;
export const NO_APPLICATION_BODY = { code: "CCAPPLICATION_NOT_FOUND", message: "No card application found" } as const;

/** PANs with a fixed outcome at POST /kyc/pan-validation; any other well-formed PAN is not found. */
export const TEST_PANS = {
  /** Valid and linked to Aadhaar; the name matches when it contains "asha". */
  linked: "ABCPR1234K",
  /** Valid, not linked to Aadhaar; any name matches. */
  notLinked: "ABCPR9999Z",
} as const;

/** Seeded release requests of the demo card, one per status. */
export const SEEDED_RELEASE_REQUEST_IDS = {
  RELEASED: "RR-1001",
  REJECTED: "RR-1002",
  IN_PROGRESS: "RR-1003",
  REQUESTED: "RR-1004",
} as const;
/** The next created release request is RR-1005. */
export const FIRST_NEW_RELEASE_NUMBER = 1005;

export const REWARD_GROUPS = {
  claimable: "FESTIVE-2026",
  upcoming: "NEW-YEAR-2027",
  running: "MONTHLY-SPEND",
} as const;

export function seedAccounts(): CardholderAccount[] {
  return [
    {
      customerId: DEMO_CUSTOMER_ID,
      phone: DEMO_CARDHOLDER_PHONE,
      email: DEMO_CARDHOLDER_EMAIL,
      firstname: "Asha",
      lastname: "Rao",
      noCardCode: "GS_NO_CARDS_FOR_CUSTOMER",
    },
    {
      customerId: NO_CARD_CUSTOMER_ID,
      phone: NO_CARD_PHONE,
      email: NO_CARD_EMAIL,
      firstname: "Vikram",
      lastname: "Shah",
      noCardCode: "GS_NO_CARDS_FOR_CUSTOMER",
    },
    {
      customerId: APPLICANT_CUSTOMER_ID,
      phone: APPLICANT_PHONE,
      email: APPLICANT_EMAIL,
      firstname: "Meera",
      lastname: null,
      noCardCode: "CCAPPLICATION_NOT_FOUND",
    },
  ];
}

export function seedCards(): Card[] {
  return [
    {
      cardId: DEMO_CARD_ID,
      customerId: DEMO_CUSTOMER_ID,
      cardholderName: "Asha Rao",
      cardNumberLast4: "0601",
      cardStatus: "ACTIVE",
      creditLimit: 150_000,
      availableLimit: 112_500,
      utilisedLimit: 37_500,
      goldWeight: 42.5,
      consentGiven: false,
      cityId: 1,
      city: "Bangalore",
      pincode: "560034",
    },
  ];
}

/** "YYYY-MM-DD 11:00-12:00" on the India-time day after `nowMs`. */
export function nextDaySlot(nowMs: number): string {
  return `${formatIsoDate(fromDayNumber(indiaDayNumber(nowMs) + 1))} 11:00-12:00`;
}

export function seedLimitRequests(nowMs: number): LimitRequestRecord[] {
  return [
    {
      requestId: DEMO_LIMIT_REQUEST_ID,
      requestType: "LIMIT_INCREASE",
      status: "SLOT_BOOKED",
      cardId: DEMO_CARD_ID,
      goldWeight: 20,
      // What the calculator answers for its gold today (20 g of 22K), as a request booked from the page would hold.
      requestedLimit: eligibleLimit(20, ratePerGram("22K", nowMs)),
      slot: nextDaySlot(nowMs),
      createdAt: new Date(nowMs - 2 * 60 * 60_000).toISOString(),
      customerId: DEMO_CUSTOMER_ID,
      goldQuality: "22K",
      pincode: "560034",
      leadId: "5eed0601-0000-4000-8000-000000000601",
    },
  ];
}

export function seedReleaseRequests(nowMs: number): ReleaseRequestRecord[] {
  const daysAgo = (days: number) => new Date(nowMs - days * DAY_MS).toISOString();
  const base = { cardId: DEMO_CARD_ID, customerId: DEMO_CUSTOMER_ID, source: "WEBSITE" } as const;
  return [
    {
      ...base,
      id: SEEDED_RELEASE_REQUEST_IDS.RELEASED,
      actionDesired: "FULL_RELEASE",
      priority: "NORMAL",
      releaseStatus: "RELEASED",
      customerNotes: "Please release my bangles before the wedding.",
      createdAt: daysAgo(60),
    },
    {
      ...base,
      id: SEEDED_RELEASE_REQUEST_IDS.REJECTED,
      actionDesired: "PART_RELEASE",
      priority: "URGENT",
      releaseStatus: "REJECTED",
      customerNotes: "Part release of the chain only.",
      createdAt: daysAgo(30),
    },
    {
      ...base,
      id: SEEDED_RELEASE_REQUEST_IDS.IN_PROGRESS,
      actionDesired: "PART_RELEASE",
      priority: "NORMAL",
      releaseStatus: "IN_PROGRESS",
      customerNotes: "",
      createdAt: daysAgo(7),
    },
    {
      ...base,
      id: SEEDED_RELEASE_REQUEST_IDS.REQUESTED,
      actionDesired: "FULL_RELEASE",
      priority: "URGENT",
      releaseStatus: "REQUESTED",
      customerNotes: "I will collect it at the Koramangala branch.",
      createdAt: daysAgo(1),
    },
  ];
}

/**
 * The demo cardholder's rewards, dated relative to `nowMs` (every other customer has none).
 * `current_status` is "ACTIVE"; the service overrides it with "CLAIMED" for claimed ids.
 */
export function seededRewards(customerId: string, nowMs: number): Reward[] {
  if (customerId !== DEMO_CUSTOMER_ID) return [];
  const at = (days: number) => new Date(nowMs + days * DAY_MS).toISOString();
  const festive = {
    group_id: REWARD_GROUPS.claimable,
    group_title: "Festive spends",
    current_status: "ACTIVE",
    startDate: at(-45),
    endDate: at(-5),
  };
  const newYear = {
    group_id: REWARD_GROUPS.upcoming,
    group_title: "New year bonus",
    current_status: "ACTIVE",
    startDate: at(10),
    endDate: at(40),
  };
  const monthly = {
    group_id: REWARD_GROUPS.running,
    group_title: "Monthly spend milestone",
    current_status: "ACTIVE",
    startDate: at(-10),
    endDate: at(20),
  };
  return [
    { ...festive, reward_id: "RW-FEST-01", title: "Spend ₹10,000 in festive week", amount: 500, status: "Achieved" },
    { ...festive, reward_id: "RW-FEST-02", title: "Shop at 3 partner stores", amount: 250, status: "Missed" },
    { ...newYear, reward_id: "RW-NY-01", title: "First spend of the year", amount: 1000, status: "Upcoming" },
    { ...newYear, reward_id: "RW-NY-02", title: "Spend ₹25,000 in January", amount: 750, status: "Upcoming" },
    { ...monthly, reward_id: "RW-MON-01", title: "Spend ₹5,000 this month", amount: 200, status: "Pending" },
    { ...monthly, reward_id: "RW-MON-02", title: "Spend ₹15,000 this month", amount: 600, status: "Pending" },
  ];
}

export const SEEDED_OFFERS: readonly Offer[] = [
  {
    id: "OFF-AMZ10",
    title: "10% off on Amazon",
    merchant: "Amazon",
    summary: "Get 10% instant discount up to ₹1,000 on Amazon with your gold card.",
    validTill: "2027-03-31",
    terms: ["Minimum order value ₹2,000.", "Maximum discount ₹1,000 per card per month.", "Not valid on gift cards."],
    code: "GOLDAMZ10",
  },
  {
    id: "OFF-SWG100",
    title: "₹100 off on Swiggy",
    merchant: "Swiggy",
    summary: "Flat ₹100 off on food orders above ₹499.",
    validTill: "2027-06-30",
    terms: ["Valid twice a month per card.", "Applicable on food delivery only."],
    code: "GOLDSWIGGY",
  },
  {
    id: "OFF-TNQ5",
    title: "5% cashback at Tanishq",
    merchant: "Tanishq",
    summary: "5% cashback on jewellery purchases, credited within 30 days.",
    validTill: "2027-12-31",
    terms: ["Cashback up to ₹5,000.", "Not valid on gold coins.", "Cashback is credited to the card account."],
  },
  {
    id: "OFF-FUEL1",
    title: "1% fuel surcharge waiver",
    merchant: "All fuel stations",
    summary: "No fuel surcharge on fuel spends between ₹400 and ₹4,000.",
    validTill: "2027-09-30",
    terms: ["Waiver up to ₹250 per statement cycle."],
  },
];
