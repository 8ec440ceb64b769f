/**
 * The visitor's steps, as the browser would take them, through the real route modules:
 * land (the root loader stores the attribution), submit the lead form, arrive on the OTP
 * page (the code is sent), verify.
 */
import { expect } from "vitest";
import { call, CookieJar, getRequest, leadFields, otpId, postRequest, type Outcome } from "./helpers";
import * as root from "~/root";
import * as basicDetails from "~/routes/lp.basic-details";
import * as otpRoute from "~/routes/lp.otp.auth.$id";

/** A GET of any page: the root loader runs first; its cookie is kept. */
export async function land(jar: CookieJar, path = "/lp/basic-details"): Promise<Outcome> {
  return call(root.loader, getRequest(path, jar), {}, jar);
}

/** What the root would render after the next navigation: the popup flash (read once). */
export async function rootPopup(jar: CookieJar, path = "/lp/basic-details") {
  const outcome = await land(jar, path);
  return outcome.data.popup as { id: string; message: string; formValues?: Record<string, string> } | null;
}

export async function submitLeadForm(jar: CookieJar, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Outcome> {
  return call(basicDetails.action, postRequest("/lp/basic-details", fields, jar, headers), {}, jar);
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
export async function verifiedJourney(jar: CookieJar, otp: string) {
  const started = await startJourney(jar);
  await loadOtpPage(jar, started.leadId);
  const verified = await postOtp(jar, started.leadId, { intent: "verify", otp });
  expect(verified.status, JSON.stringify(verified.data)).toBe(302);
  return started;
}
