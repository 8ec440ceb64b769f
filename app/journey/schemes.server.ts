/**
 * The schemes step's use-cases: the schemes for the lead's city and amount as the visitor
 * filters and sorts them (scheme-view-form.ts), and choosing one (scheme-choice-form.ts; requirements §3
 * schemeContext: scheme, isEdit).
 */
import { msg, type Message } from "~/i18n/message";
import { loanLimits } from "~/journey/city-limits";
import { continueTo, getCityList } from "~/journey/flow.server";
import { leadPincode } from "~/journey/lead";
import type { VerifiedLead } from "~/journey/otp.server";
import { SCHEMES_PATH } from "~/journey/paths";
import type { SchemeChoiceForm } from "~/journey/scheme-choice-form";
import { SchemeViewFormSchema, type AskedAmount } from "~/journey/scheme-view-form";
import type { JourneyStep } from "~/journey/step.server";
import { cholaUnserviceablePincodes, schemeById, schemesFor } from "~/journey/reference.server";
import { cashbackWords, loanCost, loanTermsOf, rateWords } from "~/journey/loan-cost";
import { calculatorHref } from "~/journey/rbi-ltv";
import {
  applySchemeView,
  DEFAULT_SCHEME_VIEW,
  plainSchemeName,
  withoutUnservedLenders,
  type SchemeCard,
  type SchemeView,
} from "~/journey/schemes";
import { formatRupees } from "~/journey/money";
import { withApr } from "~/journey/advertised";
import { emitEvent, type EventContext } from "~/site/events.server";
import type { PageReads } from "~/site/error-popup.server";
import { moveTo, refuse, type Outcome } from "~/site/form-action.server";
import { readQuery } from "~/site/form.server";
import type { AppSession } from "~/platform/session.server";
import { errorText, log } from "~/platform/log.server";
import type { City } from "~/upstream/schemas/cities";
import type { Scheme } from "~/upstream/schemas/pricing";

const DEFAULT_AMOUNT = 100_000;

export function toSchemeCard(scheme: Scheme): SchemeCard {
  const terms = loanTermsOf(scheme);
  return {
    id: scheme.id,
    name: plainSchemeName(scheme.name),
    lender: scheme.lender,
    interestType: scheme.interestCalculation.type,
    apr: loanCost(terms, scheme.loanAmount).apr,
    interestText: rateWords(terms),
    cashbackText: cashbackWords(terms),
    cashbackRate: scheme.cashbackinterestrate,
    loanAmount: scheme.loanAmount,
    goldWeight: scheme.goldWeight,
    ltv: scheme.customerLtv,
    tenureMonths: scheme.tenureMonths,
    processingFeePercent: scheme.processingFeePercent ?? null,
  };
}

type AmountChoice = { value: number; text: string; min: number; max: number; error: Message | null };

/** The amount asked (none: the lead's), within the city's limits for the loan type; else the lead's, and why. */
function amountChoice(asked: AskedAmount | null, fallback: number | undefined, city: City | null, loanType?: string): AmountChoice {
  const limits = city ? loanLimits(city, loanType) : null;
  const min = limits?.minAmount ?? 1;
  const max = limits?.maxAmount ?? Number.MAX_SAFE_INTEGER;
  const base = fallback && fallback >= min && fallback <= max ? fallback : Math.max(min, DEFAULT_AMOUNT);
  if (asked === null) return { value: base, text: String(base), min, max, error: null };
  const { value } = asked;
  if (!Number.isInteger(value) || value < min || value > max) {
    const error = msg("Enter an amount from {min} to {max}.", { min: formatRupees(min), max: formatRupees(max) });
    return { value: base, text: asked.typed.slice(0, 12), min, max, error };
  }
  return { value, text: String(value), min, max, error: null };
}

/** What the schemes step shows for its query (the filter form): the lead's city, the amount (as asked, or why not) and the view. */
export async function schemesView(lead: VerifiedLead, url: URL, reads: PageReads) {
  const { submission } = readQuery(url, SchemeViewFormSchema);
  // The form's fields are all optional text: it never refuses.
  const query = submission.status === "success" ? submission.value : { amount: null, view: DEFAULT_SCHEME_VIEW };
  const city = await leadCity(lead, reads);
  return { city, view: query.view, amount: amountChoice(query.amount, lead.loan_amount, city, lead.loanType) };
}

/**
 * The calculator for the lead's city, as the schemes step links to it. Here, not in the route
 * module: a route's imports become the page's script chunks, and the calculator's rules are
 * not needed in the browser.
 */
export function calculatorLink(city: City | null): string {
  return calculatorHref(city?.id);
}

export async function leadCity(lead: VerifiedLead, reads: PageReads): Promise<City | null> {
  const cities = await reads.read("cities", getCityList);
  return cities?.find((c) => c.id === lead.cityid) ?? null;
}

/**
 * The schemes offered to this lead at this amount: its city's at the amount, without those of
 * a lender that does not lend at its pincode (Chola's unserved pincodes). What the page shows
 * (in the visitor's view) and the only schemes a choice may name. Failures are thrown.
 */
async function offeredSchemes(lead: VerifiedLead, amount: number): Promise<Scheme[]> {
  const [schemes, chola] = await Promise.all([
    schemesFor(lead.cityid ?? 1, amount),
    // An optional read (a CMS list): the schemes are offered without it.
    cholaUnserviceablePincodes().catch((error: unknown) => {
      log.warn("schemes.chola_pincodes_unavailable", { error: errorText(error) });
      return null;
    }),
  ]);
  return withoutUnservedLenders(schemes, leadPincode(lead), chola);
}

/** The schemes offered at this amount in the visitor's view; a failed read gives none and the popup. */
export async function visibleSchemes(lead: VerifiedLead, amount: number, view: SchemeView, reads: PageReads): Promise<SchemeCard[]> {
  const offered = await reads.read("schemes", () => offeredSchemes(lead, amount));
  return applySchemeView(withApr(offered ?? []), view).map(toSchemeCard);
}

/**
 * Stores the chosen scheme (and the amount it was chosen for), read as it is now. False when the
 * scheme is not among those offered to this lead at this amount (the page's own list, read
 * again: a posted scheme id is never taken on trust) or no longer exists.
 */
async function chooseScheme(
  session: AppSession,
  lead: VerifiedLead,
  schemeId: string,
  amount: number,
  events: EventContext,
): Promise<boolean> {
  if (!(await offeredSchemes(lead, amount)).some((offered) => offered.id === schemeId)) return false;
  const scheme = await schemeById(schemeId, amount);
  if (!scheme) return false;
  const isEdit = session.has("scheme");
  session.set("scheme", {
    scheme: {
      id: scheme.id,
      name: plainSchemeName(scheme.name),
      lender: scheme.lender,
      interestType: scheme.interestCalculation.type,
      interestRate: scheme.cashbackinterestrate,
      loanAmount: scheme.loanAmount,
      goldWeight: scheme.goldWeight,
      terms: loanTermsOf(scheme),
    },
    isEdit,
  });
  session.set("lead", { ...lead, loan_amount: amount, goldWeight: scheme.goldWeight });
  emitEvent(events, { name: "scheme_chosen", data: { leadId: lead.lead_id, schemeId: scheme.id, lender: scheme.lender, amount, isEdit } });
  return true;
}

/**
 * The schemes step's form: the scheme chosen at the amount the page showed, held to the city's
 * limits as the page is (the city list read again), and to the schemes offered at that amount.
 */
export async function submitSchemeChoice(
  input: SchemeChoiceForm,
  { session, lead, next }: JourneyStep,
  events: EventContext,
): Promise<Outcome> {
  const city = (await getCityList()).find((c) => c.id === lead.cityid) ?? null;
  const { error } = amountChoice({ typed: String(input.amount), value: input.amount }, lead.loan_amount, city, lead.loanType);
  if (error) return refuse({ form: error });
  if (!(await chooseScheme(session, lead, input.schemeId, input.amount, events))) {
    return refuse({ form: msg("That scheme is no longer offered. Please choose another one.") });
  }
  return moveTo(continueTo(next ?? SCHEMES_PATH, session));
}
