/**
 * The lead form's loader and use-case, shared by the organic home page (/) and the paid
 * landing step (/lp/basic-details). Outcomes follow requirements §4: saved -> next step (the
 * OTP page); 409 without a transaction -> the server's message above the form; 409 with a
 * transaction -> the OTP page of that transaction; a failed digital-journey call (paid
 * landings, requirements §8) -> its message on the form with what was typed; anything else -> the
 * error popup. The form's schema is lead-form.ts; the checks that need the city list are here.
 */
import { place } from "~/i18n/place";
import { msg, type Message } from "~/i18n/message";
import { parseRCity, type Attribution } from "~/journey/attribution";
import { formatRupees, indianNumber } from "~/journey/money";
import { continueTo, getCityList, nextStepHref, requireFlowSteps, requireLead } from "~/journey/flow.server";
import { sendCodeOnTheWay } from "~/journey/otp.server";
import { BASIC_DETAILS_PATH, isOtpPath, otpPath } from "~/journey/paths";
import { DEFAULT_CITY_ID, loanLimits } from "~/journey/city-limits";
import { DEFAULT_LOAN_TYPE, LOAN_TYPES, type LoanType } from "~/journey/lead";
import { LeadFormSchema, type LeadForm } from "~/journey/lead-form";
import { submitLead, type LeadOutcome } from "~/journey/lead.server";
import { emitErrorEvent, PageReads } from "~/site/error-popup.server";
import { eventContext, type EventContext } from "~/site/events.server";
import { failed, formAction, moveTo, refuse, type Outcome } from "~/site/form-action.server";
import { clientAddressOf, deviceType } from "~/platform/request.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { errorText, log } from "~/platform/log.server";
import { cookies, leadIdCookieHeader, setCookie } from "~/platform/cookies.server";
import { ensureSessionId, getSession, type AppSession } from "~/platform/session.server";
import type { City } from "~/upstream/schemas/cities";
import { cityLines, type CityOption } from "~/journey/city-rows";
import { browserId } from "~/site/browser-id.server";
import { resumeOffer } from "~/journey/resume.server";

export type { CityOption };

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

export const CITIES_UNAVAILABLE = msg("We could not load the list of cities just now. Please try again in a moment.");

/** What the form says when its upstream failure opens no popup (ERROR_POPUP_IGNORED_URL). */
const SAVE_FAILED = msg("We could not save your details just now. Please try again.");

/** The city options, or why they cannot be read (logged). */
async function readCityOptions(): Promise<{ cities: CityOption[] } | { error: unknown }> {
  try {
    return { cities: cityOptions(await getCityList()) };
  } catch (error) {
    log.warn("lead_form.cities_unavailable", { error: errorText(error) });
    return { error };
  }
}

/**
 * The form's cities (as lines of text, app/journey/city-rows.ts) and defaults, and the offer to resume a lead (from `address`: its look-up is
 * limited per client). A city list that cannot be read and is not cached gives no
 * cities and the popup, an ERRORS event too, `where` the form is.
 */
export async function leadFormLoader(request: Request, address: string) {
  const session = await getSession(request);
  const url = new URL(request.url);
  const [read, resume] = await Promise.all([readCityOptions(), resumeOffer(request, session, address)]);
  const cities = "cities" in read ? read.cities : [];
  const reads = new PageReads(eventContext(request, session));
  if ("error" in read) reads.failed(url.pathname, read.error, CITIES_UNAVAILABLE);
  // On the very first landing the root loader stores the attribution in this same request, so read r_city from the URL too.
  const rCity = session.get("attribution")?.rCity ?? parseRCity(url.searchParams.get("r_city"));
  const remembered = await rememberedCity(request);
  return { cities: cityLines(cities), defaults: leadFormDefaults(session, cities, rCity, remembered), popup: reads.popup, resume };
}

/** The city this browser chose last on the lead form (`gl_city`), or undefined. */
async function rememberedCity(request: Request): Promise<number | undefined> {
  const value: unknown = await cookies.city.parse(request.headers.get("Cookie"));
  // "Others" is a city of the list too (id -1); leadFormDefaults keeps only a listed one.
  return typeof value === "string" && /^-?\d{1,6}$/.test(value) ? Number(value) : undefined;
}

/** Remembers the city chosen on the lead form for the next visit (a returning visitor sees their own city, decision 047). */
function rememberCity(cityId: number): Promise<string> {
  return setCookie(cookies.city, String(cityId));
}

/**
 * The form's first values: this session's lead, else the ad's r_city, else the city this browser
 * chose last (a returning visitor in a new session), else the default city.
 */
function leadFormDefaults(session: AppSession, cities: CityOption[], rCity: Attribution["rCity"], remembered?: number): LeadFormDefaults {
  const lead = session.get("lead");
  const known = (id: number | undefined) => (id !== undefined && cities.some((c) => c.id === id) ? String(id) : undefined);
  return {
    phone: lead?.phone ?? "",
    cityId: known(lead?.cityid) ?? known(rCity?.id) ?? known(remembered) ?? known(DEFAULT_CITY_ID) ?? "",
    // In Indian grouping, as every amount is shown (decision 047); the form reads "1,50,000" back.
    loanAmount: lead?.loan_amount ? indianNumber(lead.loan_amount) : "",
    loanType: LOAN_TYPES.find((t) => t === lead?.loanType) ?? DEFAULT_LOAN_TYPE,
  };
}

/** The form's checks that need the city list: a city of the list, and an amount in its range (requirements §9: a takeover has its own). */
export function cityProblem(input: LeadForm, cities: readonly CityOption[]): { cityId: Message } | { loanAmount: Message } | null {
  const city = cities.find((c) => c.id === input.cityId);
  if (!city) return { cityId: msg("Choose your city from the list.") };
  const takeover = input.loanType === "TAKEOVER";
  const { minAmount, maxAmount } = takeover ? city.takeover : city;
  if (input.loanAmount >= minAmount && input.loanAmount <= maxAmount) return null;
  const range = { min: formatRupees(minAmount), max: formatRupees(maxAmount), city: place(city.name) };
  return {
    loanAmount: takeover
      ? msg("Enter an amount between {min} and {max} for a takeover loan in {city}.", range)
      : msg("Enter an amount between {min} and {max} for {city}.", range),
  };
}

type LeadFormRequest = {
  /** The browser's id, and its Set-Cookie when it is new (sent with the step that saved the lead). */
  browser: { id: string; setCookie: string | null };
  /** The form was sent from the organic home page. */
  viaHomePage: boolean;
  /** The client's address (lead creations are limited per address). */
  address: string;
  deviceType: "mobile" | "desktop";
  events: EventContext;
};

/** The page the lead form is on. */
const formPath = (viaHomePage: boolean) => (viaHomePage ? "/" : BASIC_DETAILS_PATH);

/**
 * The lead form: checked against the city list, then the lead saved (lead.server.ts) and on to
 * its OTP page. The city list that cannot be read is the popup with what was typed.
 */
async function submitLeadForm(input: LeadForm, session: AppSession, request: LeadFormRequest): Promise<Outcome> {
  const read = await readCityOptions();
  if ("error" in read) return failed(read.error, { popup: CITIES_UNAVAILABLE });
  const { cities } = read;
  const problem = cityProblem(input, cities);
  if (problem) return refuse({ fields: problem });
  const steps = await requireFlowSteps();
  const sessionId = ensureSessionId(session);
  const { viaHomePage, address, deviceType, events, browser } = request;
  let outcome: LeadOutcome;
  try {
    // The journey's first event happens here; it waits for the visitor's event id after the
    // response (when the landing's createEvent has not answered yet, or failed: then it asks again).
    outcome = await submitLead(
      session,
      { ...input, cityName: cities.find((c) => c.id === input.cityId)!.name },
      { viaHomePage, deviceType, sessionId, browserId: browser.id, address, events },
    );
  } catch (error) {
    return failed(error, { otherwise: refuse({ form: SAVE_FAILED, status: 502 }) });
  }
  switch (outcome.kind) {
    case "limited":
      // Nothing was sent upstream; the form comes back as typed, with when to try again.
      return refuse({ form: outcome.message, retryAfterSeconds: outcome.retryAfterSeconds });
    case "failed":
      // Requirements §8 "digital call-to-action failure": the message on the form (no popup), what was typed kept.
      emitErrorEvent({ events, where: formPath(viaHomePage) }, outcome.cause, outcome.message);
      return refuse({ form: outcome.message, status: 502 });
    case "duplicate":
      return refuse({ notice: outcome.message, status: 409 });
    case "existing": {
      // A lead learned from a 409 opens its OTP page, where the code this post sends is asked for.
      const popup = await sendCodeOnTheWay(session, requireLead(session), address, events);
      const headers = await leadHeaders(outcome.leadId, browser.setCookie, input.cityId);
      return moveTo(continueTo(otpPath(outcome.transactionId), session), { headers, popup });
    }
    case "saved": {
      // The step after this one (the OTP step in the seeded flow; its page moves on when the lead is already verified).
      const next = nextStepHref(steps, BASIC_DETAILS_PATH, outcome.leadId) ?? BASIC_DETAILS_PATH;
      const popup = isOtpPath(next) && !outcome.otpVerified ? await sendCodeOnTheWay(session, requireLead(session), address, events) : null;
      const headers = await leadHeaders(outcome.leadId, browser.setCookie, input.cityId);
      return moveTo(continueTo(next, session), { headers, popup });
    }
  }
}

/** The lead form's action, on the organic home page or on the landing's first step. */
export function leadFormAction(args: ActionFunctionArgs, viaHomePage: boolean) {
  return formAction(args, {
    guard: async ({ request }) => ({ session: await getSession(request) }),
    schema: LeadFormSchema,
    page: () => formPath(viaHomePage),
    run: async (input, { session }, { request, context, events }) =>
      submitLeadForm(input, session, {
        viaHomePage,
        address: clientAddressOf(context),
        deviceType: deviceType(request),
        events,
        browser: await browserId(request),
      }),
  });
}

/** The lead id's cookie, the browser id's when it is new, and the city chosen. */
async function leadHeaders(leadId: string, browserIdCookie: string | null, cityId: number): Promise<Headers> {
  const headers = new Headers({ "Set-Cookie": leadIdCookieHeader(leadId) });
  if (browserIdCookie) headers.append("Set-Cookie", browserIdCookie);
  headers.append("Set-Cookie", await rememberCity(cityId));
  return headers;
}
