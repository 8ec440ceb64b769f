/**
 * Visit booking rules (requirements §1, §3, §9): the two calls to action (3 branch visit, 4 doorstep
 * visit), the city's amount and gold limits for each, the slot value, the requested time
 * (now plus 3 hours) and the sales-visit request with its defaults. Pure code.
 */
import { place } from "~/i18n/place";
import { dateText, inGrams, shortDateText, timeRange } from "~/i18n/formats";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/language";
import type { MessageKey } from "~/i18n/keys";
import { msg, type Message } from "~/i18n/message";
import { formatRupees } from "~/journey/money";
import type { City } from "~/upstream/schemas/cities";
import type { VisitType } from "~/upstream/schemas/insight";
import type { SalesVisitAddress, SalesVisitRequest } from "~/upstream/schemas/visit";

export type VisitKind = "branch" | "doorstep";
export const VISIT_KINDS: readonly VisitKind[] = ["branch", "doorstep"];

/** Call-to-action ids (requirements §1). */
export const CTA_ID: Record<VisitKind, number> = { branch: 3, doorstep: 4 };
export const VISIT_TYPE: Record<VisitKind, VisitType> = { branch: "BRANCH", doorstep: "DOORSTEP" };
export const VISIT_LABEL: Record<VisitKind, MessageKey> = { branch: "Branch visit", doorstep: "Doorstep visit" };

/** A lead holds one booked visit at a time (decision 017): what a second booking is told. */
export const ALREADY_BOOKED_MESSAGE = msg("You already have a visit booked with us. Our team will call you before it.");

/** Requirements §9: the sales visit is requested for now plus 3 hours. */
export const REQUESTED_TIME_OFFSET_MS = 10_800_000;

export function requestedTime(now: number): number {
  return now + REQUESTED_TIME_OFFSET_MS;
}

export type VisitLimits = { minAmount: number; maxAmount: number; minGold: number; maxGold: number };

/** The city's limits for a visit kind (requirements §9; the mapping is docs/decisions/003-city-limits.md). */
export function visitLimits(city: City, kind: VisitKind): VisitLimits {
  return kind === "doorstep"
    ? {
        minAmount: city.doorstep_min_amount,
        maxAmount: city.doorstep_max_amount,
        minGold: city.doorstep_min_gold,
        maxGold: city.doorstep_max_gold,
      }
    : {
        minAmount: city.branch_min_amount,
        maxAmount: city.branch_max_amount,
        minGold: city.branch_min_gold,
        maxGold: city.branch_max_gold,
      };
}

/** What each visit kind says when a loan is outside the city's limits for it. */
const LIMIT_PROBLEMS: Record<VisitKind, Record<"minAmount" | "maxAmount" | "minGold" | "maxGold", MessageKey>> = {
  branch: {
    minAmount: "Branch visits in {city} are for loans of {amount} or more.",
    maxAmount: "Branch visits in {city} are for loans up to {amount}.",
    minGold: "Branch visits in {city} need at least {grams} of gold.",
    maxGold: "Branch visits in {city} take up to {grams} of gold.",
  },
  doorstep: {
    minAmount: "Doorstep visits in {city} are for loans of {amount} or more.",
    maxAmount: "Doorstep visits in {city} are for loans up to {amount}.",
    minGold: "Doorstep visits in {city} need at least {grams} of gold.",
    maxGold: "Doorstep visits in {city} take up to {grams} of gold.",
  },
};

/**
 * Why this visit kind cannot be booked for this loan, or null when it can. `goldWeight` is
 * the grams the chosen scheme needs (unknown before a scheme is chosen: only the amount is checked).
 */
export function visitLimitProblem(
  city: City,
  kind: VisitKind,
  loan: { amount: number | undefined; goldWeight: number | undefined },
): Message | null {
  const limits = visitLimits(city, kind);
  const says = LIMIT_PROBLEMS[kind];
  const { amount, goldWeight } = loan;
  if (amount !== undefined && amount < limits.minAmount)
    return msg(says.minAmount, { city: place(city.name), amount: formatRupees(limits.minAmount) });
  if (amount !== undefined && amount > limits.maxAmount)
    return msg(says.maxAmount, { city: place(city.name), amount: formatRupees(limits.maxAmount) });
  if (goldWeight !== undefined && goldWeight < limits.minGold)
    return msg(says.minGold, { city: place(city.name), grams: inGrams(limits.minGold) });
  if (goldWeight !== undefined && goldWeight > limits.maxGold)
    return msg(says.maxGold, { city: place(city.name), grams: inGrams(limits.maxGold) });
  return null;
}

/** The lead's slot and the sales visit's schedule: "2026-11-23 10:00-11:00". */
export function slotValue(date: string, slotId: string): string {
  return `${date} ${slotId}`;
}

/**
 * A slot's time in a language: the upstream's label in English ("10:00 AM – 11:00 AM"), else the
 * slot's hours ("10:00-11:00") in the language's words for the time of day ("सुबह 10:00–11:00").
 * Formatted on the server, the page gets the text as data (no hydration difference).
 */
export function slotLabelIn(lang: Language, _date: string, slotId: string, label: string): string {
  const hours = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(slotId);
  if (lang === DEFAULT_LANGUAGE || !hours) return label;
  return timeRange(hours[1]!, hours[2]!, lang);
}

/** A slot's hours as the slot services write them in English: "10:00-11:00" -> "10:00 AM – 11:00 AM" (the id itself when it is not two times). */
export function englishSlotLabel(slotId: string): string {
  const hours = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(slotId);
  return hours ? timeRange(hours[1]!, hours[2]!, DEFAULT_LANGUAGE) : slotId;
}

/** "Monday, 23 November, 10:00 AM – 11:00 AM"; in another language, its words and the slot's hours. */
export function describeSlot(date: string, slotLabel: string, lang: Language = DEFAULT_LANGUAGE, slotId = ""): string {
  const day = dateText(date, lang, { weekday: "long", year: false });
  return `${day}, ${slotLabelIn(lang, date, slotId, slotLabel)}`;
}

/** "Mon, 23 Nov" for the day chips, in the page's language. */
export function shortDay(date: string, lang: Language = DEFAULT_LANGUAGE): string {
  return shortDateText(date, lang, { weekday: "short", year: false });
}

export function ticketSize(amount: number): string {
  return amount < 500_000 ? "less than 5 lakh" : "5 lakh and above";
}

export type SalesVisitInput = {
  leadId: string;
  phone: string;
  name?: string;
  kind: VisitKind;
  date: string;
  slotId: string;
  address: SalesVisitAddress;
  location: { lat: number; lng: number };
  city: string;
  loanAmount?: number;
  transactionId?: string;
  now: number;
};

/**
 * The sales-visit request (requirements §3) with the §9 defaults (a loan of ₹3,00,000) and
 * placeholder values for the fields the journey does not ask for; its lead id of the type given
 * (an owned one, to send it).
 */
export function buildSalesVisit<LeadId extends string>(
  input: SalesVisitInput & { leadId: LeadId },
): Omit<SalesVisitRequest, "lead"> & { lead: LeadId } {
  const [first, ...rest] = (input.name ?? "").trim().split(/\s+/).filter(Boolean);
  const loanamount = input.loanAmount ?? 300_000;
  return {
    lead: input.leadId,
    firstname: first ?? "Website",
    lastname: rest.length > 0 ? rest.join(" ") : "Customer",
    phone: input.phone,
    altphone: input.phone,
    address: input.address,
    requestedtime: requestedTime(input.now),
    requestedlocation: input.location,
    city: input.city,
    reason: "Gold loan",
    loanaplid: input.transactionId ?? "NA",
    type: VISIT_TYPE[input.kind],
    loanamount,
    schedule: slotValue(input.date, input.slotId),
    meeting_type: input.kind,
    estimatedTicket_size_v2: ticketSize(loanamount),
  };
}
