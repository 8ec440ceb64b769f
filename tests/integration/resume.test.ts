/**
 * A lead that can be resumed (issue 33, app/journey/resume.server.ts): a visitor who comes back in
 * a new session with the lead id cookie is offered to continue; the code goes to the lead's
 * phone, and once verified the journey goes on from the step the lead had reached. Nothing is
 * shown but the phone's last four digits, and nothing is written, before the code.
 */
import { citiesOfLines } from "~/journey/city-rows";
import { describe, expect, it } from "vitest";
import { call, CookieJar, fault, getRequest, journal, postRequest, useSimulatedApp } from "./helpers";
import { choosePincode, freeSlot, land, chooseScheme, loadOtpPage, postBooking, postOtp, readyToBook, verifiedJourney } from "./journey";
import { leadIdCookieHeader } from "~/platform/cookies.server";
import * as basicDetails from "~/routes/lp.basic-details";
import * as resume from "~/routes/lp_.resume";
import * as callbackRoute from "~/routes/lp.callback";
import { PINCODES } from "../support/fixtures";

const app = useSimulatedApp();

/** A new session of the same browser: only the lead id cookie is kept. */
async function comeBack(leadId: string): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.absorb(new Headers({ "Set-Cookie": leadIdCookieHeader(leadId) }));
  return jar;
}

const offerOf = async (jar: CookieJar) => (await call(basicDetails.loader, getRequest("/lp/basic-details", jar), {}, jar)).data.resume;
const postResume = (jar: CookieJar) =>
  call(resume.action, postRequest("/lp/resume", { intent: "resume" }, jar, { Origin: "http://localhost" }), {}, jar);

let lastOtpPage: { phone: string; notice: string | null; asked: boolean } | null = null;

/** Resumes in `jar` and verifies the code; resolves with where the journey went on to. */
async function resumeAndVerify(jar: CookieJar, leadId: string): Promise<string | null | undefined> {
  const resumed = await postResume(jar);
  expect(resumed.status).toBe(302);
  expect(resumed.location).toBe(`/lp/otp/auth/${leadId}`);
  const otpPage = await loadOtpPage(jar, leadId);
  expect(otpPage.status).toBe(200);
  lastOtpPage = otpPage.data;
  const verified = await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });
  expect(verified.status, JSON.stringify(verified.data)).toBe(302);
  return verified.location;
}

describe("resuming a lead in a new session", () => {
  it("offers the lead of the cookie (its phone's last four digits only) and goes on to the schemes once the code is verified again", async () => {
    const first = new CookieJar();
    const { leadId, phone } = await verifiedJourney(first, app.sim.otp);
    await choosePincode(first, PINCODES.serviceable);

    const later = await comeBack(leadId);
    await land(later);
    expect(await offerOf(later)).toEqual({ phoneEnd: phone.slice(-4) });
    expect(await resumeAndVerify(later, leadId)).toBe("/lp/schemes");
    // The code goes to the lead's own phone, which the page names by its last four digits (here a
    // code was sent moments ago, in the first session: the service's cool-down says when to ask again).
    expect(lastOtpPage).toMatchObject({ phone: `+91 ******${phone.slice(-4)}`, asked: true });
  });

  it("goes on to the pincode step for a lead that had not reached it", async () => {
    const first = new CookieJar();
    const { leadId } = await verifiedJourney(first, app.sim.otp);
    const later = await comeBack(leadId);
    expect(await resumeAndVerify(later, leadId)).toBe("/lp/pincode");
  });

  it("sends a lead with a booked visit to the schemes; booking again says the visit stands", async () => {
    const first = new CookieJar();
    const { leadId } = await readyToBook(first, app.sim.otp);
    const { date, slot, page } = await freeSlot(first, "branch");
    const branchId = page.data.branches[0].id;
    expect((await postBooking(first, { kind: "branch", date, slot: slot.id, branchId })).location).toBe("/lp/confirmation");

    const later = await comeBack(leadId);
    expect(await resumeAndVerify(later, leadId)).toBe("/lp/schemes");
    await chooseScheme(later, "FED-JMP-1188", 300000);
    const again = await postBooking(later, { kind: "branch", date, slot: slot.id, branchId });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.data)).toMatch(/already/i);
    expect(await journal(app, "/salesvisit/create", "POST")).toHaveLength(2);
  });

  it("writes nothing for the lead before the code: resuming and a wrong code leave it as it was", async () => {
    const first = new CookieJar();
    const { leadId } = await verifiedJourney(first, app.sim.otp);
    const later = await comeBack(leadId);
    await postResume(later);
    await loadOtpPage(later, leadId);
    await postOtp(later, leadId, { intent: "verify", otp: "000000" });
    const writes = (await journal(app, "/public/v1/lead/update", "POST")).filter((entry) => entry.query.leadId === leadId);
    expect(writes).toHaveLength(0);
  });

  it("offers nothing without the cookie, for a lead the service does not have, or when the service fails; the form is there either way", async () => {
    expect(await offerOf(new CookieJar())).toBeNull();
    expect(await offerOf(await comeBack("2f8c9a1e-0000-4000-8000-000000000000"))).toBeNull();

    const first = new CookieJar();
    const { leadId } = await verifiedJourney(first, app.sim.otp);
    await fault(app, { path: `/lead-service/v1/lead/${leadId}`, method: "GET", status: 503 });
    const outcome = await call(basicDetails.loader, getRequest("/lp/basic-details", await comeBack(leadId)));
    expect(outcome.status).toBe(200);
    expect(outcome.data.resume).toBeNull();
    expect(citiesOfLines(outcome.data.cities as string).length).toBeGreaterThan(0);
  });

  it("reads nothing for a session that has its lead already", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp);
    expect(await offerOf(jar)).toBeNull();
    expect(await journal(app, `/lead-service/v1/lead/${leadId}`, "GET")).toHaveLength(0);
  });

  it("shows nothing of the lead but its phone's last four digits before the code: not on the form, not on the OTP page", async () => {
    const first = new CookieJar();
    const { leadId, phone } = await verifiedJourney(first, app.sim.otp, { loanAmount: "273000" });
    await choosePincode(first, PINCODES.serviceable);

    const later = await comeBack(leadId);
    await land(later);
    expect((await postResume(later)).location).toBe(`/lp/otp/auth/${leadId}`);
    const form = await call(basicDetails.loader, getRequest("/lp/basic-details", later), {}, later);
    expect(form.data.defaults).toMatchObject({ phone: "", loanAmount: "" });
    const otpPage = await loadOtpPage(later, leadId);
    expect(otpPage.data.phone).toBe(`+91 ******${phone.slice(-4)}`);
    for (const page of [form.data, otpPage.data]) {
      const text = JSON.stringify(page);
      expect(text).not.toContain(phone.slice(0, 6));
      expect(text).not.toContain("273000");
      expect(text).not.toContain(PINCODES.serviceable);
    }
  });

  it("looks up no lead for a lead id cookie the site did not write (a forged or old plain cookie)", async () => {
    const first = new CookieJar();
    const { leadId } = await verifiedJourney(first, app.sim.otp);
    const forged = new CookieJar();
    const plain = Buffer.from(JSON.stringify(leadId)).toString("base64");
    forged.absorb(new Headers({ "Set-Cookie": `gl_lead_id=${encodeURIComponent(plain)}; Path=/` }));
    expect(await offerOf(forged)).toBeNull();
    expect((await postResume(forged)).location).toBe("/lp/basic-details");
    expect(await journal(app, `/lead-service/v1/lead/${leadId}`, "GET")).toHaveLength(0);
  });

  it("limits the look-ups of a lead by its id: past ten in ten minutes the offer is not made and nothing more is read", async () => {
    const first = new CookieJar();
    const { leadId } = await verifiedJourney(first, app.sim.otp);
    const offers = [];
    for (let i = 0; i < 11; i += 1) offers.push(await offerOf(await comeBack(leadId)));
    expect(offers.filter(Boolean)).toHaveLength(10);
    expect(offers[10]).toBeNull();
    expect(await journal(app, `/lead-service/v1/lead/${leadId}`, "GET")).toHaveLength(10);
  });

  it("a resumed lead whose verification could not be recorded stays unowned: the call-back asks for the code, never a 500", async () => {
    const first = new CookieJar();
    const { leadId } = await verifiedJourney(first, app.sim.otp);
    const later = await comeBack(leadId);
    await postResume(later);
    await app.control.failWith({ path: `/lead-service/v1/lead/${leadId}`, method: "PUT", status: 500, message: "Could not update lead" });
    expect((await postOtp(later, leadId, { intent: "verify", otp: app.sim.otp })).location).toBe(`/lp/otp/auth/${leadId}`);

    const callback = await call(callbackRoute.action, postRequest("/lp/callback", { returnTo: "/lp/pincode" }, later), {}, later);
    expect(callback.status).toBe(302);
    expect(callback.location).toBe(`/lp/otp/auth/${leadId}`);
  });

  it("sends a visitor with nothing to resume to the lead form", async () => {
    const outcome = await postResume(new CookieJar());
    expect(outcome.location).toBe("/lp/basic-details");
  });
});
