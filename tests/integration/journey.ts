/**
 * The visitor's steps, as the browser would take them, through the real route modules:
 * land (the root loader stores the attribution), submit the lead form, arrive on the OTP
 * page (the code is sent), verify.
 */
import type { Flash } from "~/site/flash";
import { expect } from "vitest";
import { call, CookieJar, getRequest, leadFields, otpId, postRequest, type Outcome } from "./helpers";
import { getSession } from "~/platform/session.server";
import { eventsSettled } from "~/site/events.server";
import * as root from "~/root";
import * as basicDetails from "~/routes/lp.basic-details";
import * as home from "~/routes/_index";
import * as otpRoute from "~/routes/lp.otp.auth.$id";
import * as pincodeRoute from "~/routes/lp.pincode";
import * as schemesRoute from "~/routes/lp.schemes";
import * as bookVisitRoute from "~/routes/lp.book-visit";
import * as confirmationRoute from "~/routes/lp.confirmation";
import { PINCODES } from "../support/fixtures";

/** A GET of any page: the root loader runs first; its cookie is kept. */
export async function land(jar: CookieJar, path = "/lp/basic-details"): Promise<Outcome> {
  return call(root.loader, getRequest(path, jar), {}, jar);
}

/**
 * A landing, createEvent's answer (asked after the first page: decision 030), and the next page,
 * whose root loader puts it in the gl_event_id cookie; the id and the session id.
 */
export async function landWithEventId(jar: CookieJar, path = "/lp/basic-details"): Promise<{ eventId: string; sessionId: string }> {
  await land(jar, path);
  await eventsSettled();
  await land(jar, path);
  const eventId = jar.get("gl_event_id");
  expect(eventId, "the second page sets gl_event_id").toMatch(/^evt-/);
  return { eventId: eventId!, sessionId: await sessionIdOf(jar) };
}

/** The session id in a jar's session cookie. */
export async function sessionIdOf(jar: CookieJar): Promise<string> {
  return (await getSession(getRequest("/", jar))).get("sessionId")!;
}

/** What the root takes of the flash on the next navigation (read once): app/site/flash.ts. */
export async function rootFlash(jar: CookieJar, path = "/lp/basic-details") {
  const outcome = await land(jar, path);
  return outcome.data.flash as Flash | null;
}

/** What the root would render after the next navigation: the flash's popup (read once), with what was typed. */
export async function rootPopup(jar: CookieJar, path = "/lp/basic-details") {
  const flash = await rootFlash(jar, path);
  return flash?.popup === undefined ? null : { id: flash.id, message: flash.popup, formValues: flash.formValues };
}

export async function submitLeadForm(
  jar: CookieJar,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  return call(basicDetails.action, postRequest("/lp/basic-details", fields, jar, headers), {}, jar);
}

/** The organic home page's lead form (the lead service, decision 001). */
export async function submitHomeForm(
  jar: CookieJar,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  return call(home.action, postRequest("/?index", fields, jar, headers), {}, jar);
}

/** Lands on /lp/basic-details and submits a valid new lead; returns its id (from the OTP URL). */
export async function startJourney(jar: CookieJar, overrides: Record<string, string> = {}, landing = "/lp/basic-details") {
  await land(jar, landing);
  const fields = leadFields(overrides);
  const outcome = await submitLeadForm(jar, fields);
  expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
  return { leadId: otpId(outcome.location), phone: fields.phone!, outcome };
}

export async function loadOtpPage(jar: CookieJar, id: string, query = ""): Promise<Outcome> {
  return call(otpRoute.loader, getRequest(`/lp/otp/auth/${encodeURIComponent(id)}${query}`, jar), { id }, jar);
}

export async function postOtp(jar: CookieJar, id: string, fields: Record<string, string>): Promise<Outcome> {
  return call(otpRoute.action, postRequest(`/lp/otp/auth/${encodeURIComponent(id)}`, fields, jar), { id }, jar);
}

/**
 * A document request for an /lp page as Remix serves it: the root loader and the route's
 * loader run on the same request cookie, and the answer carries the Set-Cookie headers of
 * the root first, then of the route (getDocumentHeaders), which the browser applies in
 * that order: the last gl_session wins.
 */
export async function loadDocument(jar: CookieJar, path: string, route: (a: any) => unknown, params: Record<string, string> = {}) {
  const request = () => getRequest(path, jar);
  const [rootOutcome, routeOutcome] = await Promise.all([call(root.loader, request()), call(route, request(), params)]);
  jar.absorb(rootOutcome.headers);
  jar.absorb(routeOutcome.headers);
  return { root: rootOutcome, route: routeOutcome };
}

/** A new lead whose phone is verified: the jar then holds a verified session. */
export async function verifiedJourney(jar: CookieJar, otp: string, overrides: Record<string, string> = {}) {
  const started = await startJourney(jar, overrides);
  await loadOtpPage(jar, started.leadId);
  const verified = await postOtp(jar, started.leadId, { intent: "verify", otp });
  expect(verified.status, JSON.stringify(verified.data)).toBe(302);
  return started;
}

// ---------------------------------------------------------------------------------------
// The steps after the OTP step

export async function loadPincodePage(jar: CookieJar, query = ""): Promise<Outcome> {
  return call(pincodeRoute.loader, getRequest(`/lp/pincode${query}`, jar), {}, jar);
}

export async function postPincode(jar: CookieJar, fields: Record<string, string>): Promise<Outcome> {
  return call(pincodeRoute.action, postRequest("/lp/pincode", fields, jar), {}, jar);
}

export async function loadSchemesPage(jar: CookieJar, query = ""): Promise<Outcome> {
  return call(schemesRoute.loader, getRequest(`/lp/schemes${query}`, jar), {}, jar);
}

export async function postScheme(jar: CookieJar, fields: Record<string, string>): Promise<Outcome> {
  return call(schemesRoute.action, postRequest("/lp/schemes", fields, jar), {}, jar);
}

export async function loadBookVisitPage(jar: CookieJar, query = ""): Promise<Outcome> {
  return call(bookVisitRoute.loader, getRequest(`/lp/book-visit${query}`, jar), {}, jar);
}

export async function postBooking(jar: CookieJar, fields: Record<string, string>): Promise<Outcome> {
  return call(bookVisitRoute.action, postRequest("/lp/book-visit", fields, jar), {}, jar);
}

export async function loadConfirmationPage(jar: CookieJar, query = ""): Promise<Outcome> {
  return call(confirmationRoute.loader, getRequest(`/lp/confirmation${query}`, jar), {}, jar);
}

/** A form of the confirmation step (change the time, cancel the visit), posted to its URL with `query`. */
export async function postVisitChange(jar: CookieJar, fields: Record<string, string>, query = ""): Promise<Outcome> {
  return call(confirmationRoute.action, postRequest(`/lp/confirmation${query}`, fields, jar), {}, jar);
}

/** Saves a pincode on the pincode step; expects the redirect of a successful check. */
export async function choosePincode(jar: CookieJar, pincode: string): Promise<Outcome> {
  const outcome = await postPincode(jar, { intent: "check", pincode });
  expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
  return outcome;
}

/** Chooses a scheme at an amount on the schemes step; expects the redirect to the booking step. */
export async function chooseScheme(jar: CookieJar, schemeId: string, amount: string | number): Promise<Outcome> {
  const outcome = await postScheme(jar, { schemeId, amount: String(amount) });
  expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
  return outcome;
}

export type ReadyToBook = { leadId: string; phone: string };

/**
 * A verified lead with a saved pincode and a chosen scheme: the booking step's loader and
 * action can run. `lead` overrides the lead form's fields (phone, cityId, loanAmount).
 */
export async function readyToBook(
  jar: CookieJar,
  otp: string,
  options: { lead?: Record<string, string>; pincode?: string; schemeId?: string } = {},
): Promise<ReadyToBook> {
  const lead = { loanAmount: "300000", ...options.lead };
  const { leadId, phone } = await verifiedJourney(jar, otp, lead);
  await choosePincode(jar, options.pincode ?? PINCODES.serviceable);
  await chooseScheme(jar, options.schemeId ?? "FED-JMP-1188", lead.loanAmount);
  return { leadId, phone };
}

/**
 * The booking page for a kind on the first working day that has a free slot (today may have
 * none left: slots starting within 3 hours are taken). Returns the day, the free slot and the page.
 */
export async function freeSlot(jar: CookieJar, kind: "branch" | "doorstep") {
  const first = await loadBookVisitPage(jar, `?kind=${kind}`);
  expect(first.status, JSON.stringify(first.data)).toBe(200);
  for (const day of first.data.days as { date: string }[]) {
    const page = day.date === first.data.date ? first : await loadBookVisitPage(jar, `?kind=${kind}&date=${day.date}`);
    const slot = (page.data.slots as { id: string; label: string; available: boolean }[] | null)?.find((s) => s.available);
    if (slot) return { date: day.date as string, slot, page };
  }
  throw new Error(`No free ${kind} slot in the working days offered`);
}
