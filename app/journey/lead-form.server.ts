/**
 * The lead form's loader and action, shared by the organic home page (/) and the paid
 * landing step (/lp/basic-details). Outcomes follow spec §4: saved -> next step (the
 * OTP page); 409 without a transaction -> the server's message on the form; 409 with a
 * transaction -> the OTP page of that transaction; a failed digital-journey call (paid
 * landings, spec §8) -> its message on the form with what was typed; anything else -> the
 * error popup.
 */
import { data, redirect } from "@remix-run/node";
import * as z from "zod";
import { parseRCity, type Attribution } from "~/journey/attribution";
import { formatRupees } from "~/journey/money";
import { continueTo, getCityList, nextStepHref, requireFlowSteps } from "~/journey/flow.server";
import { BASIC_DETAILS_PATH, OTP_PATH_PREFIX } from "~/journey/paths";
import { DEFAULT_CITY_ID, loanLimits } from "~/journey/city-limits";
import { DEFAULT_LOAN_TYPE, LEAD_FORM_FIELDS, LOAN_TYPES, type LoanType } from "~/journey/lead";
import { submitLead } from "~/journey/lead.server";
import { isValidIndianMobile, parseIndianMobile } from "~/journey/phone";
import { emitErrorEvent, redirectWithPopup, typedFields } from "~/site/error-popup.server";
import { eventContext, type EventContext } from "~/site/events.server";
import { parseForm, readFields } from "~/site/form.server";
import { log } from "~/platform/log.server";
import { deviceType, limitedInit } from "~/platform/request.server";
import { commitSession, ensureSessionId, getSession, leadIdCookieHeader, type AppSession } from "~/platform/session.server";
import { flashPopup } from "~/site/error-popup.server";
import type { City } from "~/upstream/schemas/cities";

const SAVE_FAILED_MESSAGE = "We could not save your details just now. Please try again.";

export type CityOption = {
  id: number;
  name: string;
  minAmount: number;
  maxAmount: number;
  takeover: { minAmount: number; maxAmount: number };
};

export type LeadFormDefaults = { phone: string; cityId: string; loanAmount: string; loanType: LoanType };

function cityOptions(cities: City[]): CityOption[] {
  return cities.map((c) => {
    const takeover = loanLimits(c, "TAKEOVER");
    return {
      id: c.id,
      name: c.name,
      minAmount: c.min_amount,
      maxAmount: c.max_amount,
      takeover: { minAmount: takeover.minAmount, maxAmount: takeover.maxAmount },
    };
  });
}

const digitsOnly = (value: unknown) => (typeof value === "string" ? value.replace(/[₹,\s]/g, "") : value);

export function leadFormSchema(cities: CityOption[]) {
  return z
    .object({
      phone: z
        .string({ error: "Enter your 10-digit mobile number." })
        .refine(isValidIndianMobile, "Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9."),
      cityId: z
        .number({ error: "Choose your city." })
        .int()
        .refine((id) => cities.some((c) => c.id === id), "Choose your city from the list."),
      loanAmount: z.preprocess(
        digitsOnly,
        z.coerce.number({ error: "Enter the loan amount you need." }).int("Enter the amount in whole rupees."),
      ),
      loanType: z.enum(LOAN_TYPES as [LoanType, ...LoanType[]]).default(DEFAULT_LOAN_TYPE),
    })
    .superRefine((value, ctx) => {
      const city = cities.find((c) => c.id === value.cityId);
      if (!city) return;
      // Spec §9: a takeover uses the city's to-amount range.
      const takeover = value.loanType === "TAKEOVER";
      const { minAmount, maxAmount } = takeover ? city.takeover : city;
      if (value.loanAmount < minAmount || value.loanAmount > maxAmount) {
        ctx.addIssue({
          code: "custom",
          path: ["loanAmount"],
          message: `Enter an amount between ${formatRupees(minAmount)} and ${formatRupees(maxAmount)} for ${takeover ? `a takeover loan in ${city.name}` : city.name}.`,
        });
      }
    });
}

export const CITIES_UNAVAILABLE = "We could not load the list of cities just now. Please try again in a moment.";

/**
 * The city options, or none (and the popup text) when the city list cannot be read and is not
 * cached. That popup is an ERRORS event too, `where` the form is.
 */
async function loadCityOptions(
  events: EventContext,
  where: string,
): Promise<{ cities: CityOption[]; popup: { id: string; message: string } | null }> {
  try {
    return { cities: cityOptions(await getCityList()), popup: null };
  } catch (error) {
    log.warn("lead_form.cities_unavailable", { error: error instanceof Error ? error.message : String(error) });
    emitErrorEvent({ events, where }, error, CITIES_UNAVAILABLE);
    return { cities: [], popup: { id: `cities-${Date.now()}`, message: CITIES_UNAVAILABLE } };
  }
}

export async function leadFormLoader(request: Request) {
  const session = await getSession(request);
  const { cities, popup } = await loadCityOptions(eventContext(request, session), new URL(request.url).pathname);
  // On the very first landing the root loader stores the attribution in this same request, so read r_city from the URL too.
  const rCity = session.get("attribution")?.rCity ?? parseRCity(new URL(request.url).searchParams.get("r_city"));
  return { cities, defaults: leadFormDefaults(session, cities, rCity), popup };
}

function leadFormDefaults(session: AppSession, cities: CityOption[], rCity: Attribution["rCity"]): LeadFormDefaults {
  const lead = session.get("lead");
  const known = (id: number | undefined) => (id !== undefined && cities.some((c) => c.id === id) ? String(id) : undefined);
  return {
    phone: lead?.phone ?? "",
    cityId: known(lead?.cityid) ?? known(rCity?.id) ?? known(DEFAULT_CITY_ID) ?? "",
    loanAmount: lead?.loan_amount ? String(lead.loan_amount) : "",
    loanType: LOAN_TYPES.find((t) => t === lead?.loanType) ?? DEFAULT_LOAN_TYPE,
  };
}

export async function leadFormAction(request: Request, { viaHomePage, address }: { viaHomePage: boolean; address: string }) {
  const formData = await readFields(request, leadFormSchema([]));
  const typed = typedFields(formData, LEAD_FORM_FIELDS, 40);
  const session = await getSession(request);
  const { cities, popup } = await loadCityOptions(eventContext(request, session), formPath(viaHomePage));
  if (popup) {
    flashPopup(session, popup.message, typed);
    return redirect(formPath(viaHomePage), { headers: { "Set-Cookie": await commitSession(session) } });
  }
  const submission = parseForm(formData, leadFormSchema(cities));
  if (submission.status !== "success") {
    return data({ result: submission.reply(), duplicate: null }, { status: 400 });
  }
  const input = submission.value;
  const steps = await requireFlowSteps();
  const sessionId = ensureSessionId(session);
  // The journey's first event happens here; it waits for the visitor's event id after the
  // response (when the landing's createEvent has not answered yet, or failed: then it asks again).
  const events = eventContext(request, session);
  try {
    const outcome = await submitLead(
      session,
      {
        phone: parseIndianMobile(input.phone)!,
        cityId: input.cityId,
        cityName: cities.find((c) => c.id === input.cityId)!.name,
        loanAmount: input.loanAmount,
        loanType: input.loanType,
      },
      { viaHomePage, deviceType: deviceType(request), sessionId, address, events },
    );
    if (outcome.kind === "limited") {
      // Nothing was sent upstream; the form comes back as typed, with when to try again.
      return data({ result: submission.reply({ formErrors: [outcome.message] }), duplicate: null }, limitedInit(outcome.retryAfterSeconds));
    }
    if (outcome.kind === "failed") {
      // Spec §8 "digital call-to-action failure": the message on the form (no popup), what was typed kept.
      emitErrorEvent({ events, where: formPath(viaHomePage) }, outcome.cause, outcome.message);
      return data(
        { result: submission.reply({ formErrors: [outcome.message] }), duplicate: null },
        { status: 502, headers: { "Set-Cookie": await commitSession(session) } },
      );
    }
    if (outcome.kind === "duplicate") {
      return data(
        { result: submission.reply(), duplicate: outcome.message },
        { status: 409, headers: { "Set-Cookie": await commitSession(session) } },
      );
    }
    const headers = new Headers();
    headers.append("Set-Cookie", await leadIdCookieHeader(outcome.leadId));
    headers.append("Set-Cookie", await commitSession(session));
    if (outcome.kind === "existing") {
      return redirect(continueTo(`${OTP_PATH_PREFIX}${encodeURIComponent(outcome.transactionId)}`, session), { headers });
    }
    // The step after this one (the OTP step in the seeded flow; its page moves on when the lead is already verified).
    const next = nextStepHref(steps, BASIC_DETAILS_PATH, outcome.leadId) ?? BASIC_DETAILS_PATH;
    return redirect(continueTo(next, session), { headers });
  } catch (error) {
    const back = await redirectWithPopup(session, error, formPath(viaHomePage), typed, events);
    if (back) return back;
    // The one failure that opens no popup (ERROR_POPUP_IGNORED_URL): say it on the form instead.
    return data({ result: submission.reply({ formErrors: [SAVE_FAILED_MESSAGE] }), duplicate: null }, { status: 502 });
  }
}

const formPath = (viaHomePage: boolean) => (viaHomePage ? "/" : BASIC_DETAILS_PATH);
