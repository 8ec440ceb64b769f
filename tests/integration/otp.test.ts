/**
 * The OTP step (/lp/otp/auth/$id) against the simulator: the SMS sent by the lead form's post, the
 * guards of the loader, verify (wrong, right, malformed, upstream failure) and the resend
 * cool-down the server enforces (requirements §4, §8; requirements §A8, §A11).
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, fault, getRequest, journal, leadFields, otpId, useSimulatedApp, formReply } from "./helpers";
import { land, loadDocument, loadOtpPage, loadPincodePage, postOtp, rootPopup, startJourney, submitLeadForm } from "./journey";
import { clearCache } from "~/platform/cache.server";
import * as otpRoute from "~/routes/lp.otp.auth.$id";
import { LEAD_PATHS, LEAD_PHONES } from "../support/fixtures";

const app = useSimulatedApp();

const WRONG_CODE_MESSAGE = "That code is not right. Please check the SMS and try again.";

async function otpSends() {
  return journal(app, LEAD_PATHS.otpSend, "POST");
}

describe("/lp/otp/auth/$id loader", () => {
  it("sends a visitor without a lead in the session to the home page", async () => {
    const jar = new CookieJar();
    await land(jar);

    const outcome = await loadOtpPage(jar, "some-lead-id");

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
    expect(await otpSends()).toHaveLength(0);
  });

  it("sends a visitor with no cookie at all to the home page", async () => {
    const outcome = await call(otpRoute.loader, getRequest("/lp/otp/auth/abc"), { id: "abc" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
  });

  it("is sent by SMS by the lead form's post; opening the page, however often, sends nothing", async () => {
    const jar = new CookieJar();
    await land(jar);
    const fields = leadFields();
    const submitted = await submitLeadForm(jar, fields);
    const leadId = otpId(submitted.location);
    const sends = await otpSends();
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toEqual({ type: "SMS", leadId });
    expect(await app.control.otpOutbox(leadId)).toHaveLength(1);

    for (let i = 0; i < 3; i += 1) {
      const page = await loadOtpPage(jar, leadId);
      expect(page.status).toBe(200);
      expect(page.data).toMatchObject({ phone: `+91 ******${fields.phone!.slice(-4)}`, asked: true, channel: "SMS", notice: null });
      expect(page.data.secondsLeft).toBeGreaterThan(25);
      // The page writes no session: it changes nothing.
      expect(page.headers.getSetCookie()).toEqual([]);
    }
    expect(await otpSends()).toHaveLength(1);
  });

  it("never shows the full phone number", async () => {
    const jar = new CookieJar();
    const { leadId, phone } = await startJourney(jar);

    const outcome = await loadOtpPage(jar, leadId);

    expect(JSON.stringify(outcome.data)).not.toContain(phone);
  });

  it("redirects an id that is neither the lead's nor its transaction's to the lead's own OTP page", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);

    const outcome = await loadOtpPage(jar, "someone-elses-lead");

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/lp/otp/auth/${leadId}`);
    expect((await otpSends()).map((send) => send.body.leadId)).toEqual([leadId]);
  });

  it("accepts the transaction id of an existing lead, whose code the form's post sent to that lead", async () => {
    const jar = new CookieJar();
    await land(jar);
    const submitted = await submitLeadForm(jar, leadFields({ phone: LEAD_PHONES.activeTransaction }));
    expect(submitted.location).toBe("/lp/otp/auth/TXN-SIM-0410");

    const outcome = await loadOtpPage(jar, "TXN-SIM-0410");

    expect(outcome.status).toBe(200);
    expect(outcome.data.asked).toBe(true);
    const sends = await otpSends();
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toEqual({ type: "SMS", leadId: "5eed0410-0000-4000-8000-000000000410" });
  });

  it("shows a popup with the server's message on the OTP page when the form's send fails; the page offers to send again", async () => {
    const jar = new CookieJar();
    await app.control.failWith({ path: LEAD_PATHS.otpSend, status: 500, message: "SMS gateway is down", times: 1 });
    const { leadId } = await startJourney(jar);

    expect((await rootPopup(jar, `/lp/otp/auth/${leadId}`))?.message).toBe("");
    const outcome = await loadOtpPage(jar, leadId);
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ asked: false, secondsLeft: 0, channel: null });

    // Nothing was sent, and opening the page again sends nothing either: the visitor asks.
    await loadOtpPage(jar, leadId);
    expect(await otpSends()).toHaveLength(1);
    expect((await postOtp(jar, leadId, { intent: "resend" })).location).toBe(`/lp/otp/auth/${leadId}`);
    expect(await otpSends()).toHaveLength(2);
  });

  it("shows a popup when the connection is reset during the form's send", async () => {
    const jar = new CookieJar();
    await fault(app, { path: LEAD_PATHS.otpSend, method: "POST", reset: true, times: 1 });
    const { leadId } = await startJourney(jar);

    expect((await rootPopup(jar, `/lp/otp/auth/${leadId}`))?.message).toBe("");
    expect((await loadOtpPage(jar, leadId)).data.asked).toBe(false);
  });

  it("shows the simulator's cool-down as a notice when the upstream refuses the form's send with a 429", async () => {
    const jar = new CookieJar();
    await fault(app, {
      path: LEAD_PATHS.otpSend,
      method: "POST",
      status: 429,
      body: { code: 429, message: "Please wait 12 seconds before asking for another code.", retryAfterSeconds: 12 },
      times: 1,
    });
    const { leadId } = await startJourney(jar);

    const outcome = await loadOtpPage(jar, leadId);

    expect(outcome.status).toBe(200);
    expect(outcome.data.notice).toMatch(/^You can ask for a new code in 1[12] seconds\.$/);
    // A code went moments ago (the service's cool-down says so): the page says it was sent.
    expect(outcome.data).toMatchObject({ asked: true, notSent: false });
    expect(await rootPopup(jar, `/lp/otp/auth/${leadId}`)).toBeNull();
  });

  it("sends a visitor home when the flow configuration is missing", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    clearCache(); // The flow configuration was read (and cached) by the lead submit.
    await fault(app, { path: LEAD_PATHS.page, status: 404, body: { data: null, message: "Page not found" } });

    const outcome = await loadOtpPage(jar, leadId);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
  });
});

describe("/lp/otp/auth/$id action", () => {
  it("answers 400 with the simulator's message for a wrong code", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);

    const outcome = await postOtp(jar, leadId, { intent: "verify", otp: "000000" });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ result: formReply({ otp: [WRONG_CODE_MESSAGE] }, { intent: "verify" }), notice: null });
    // The typed code is never sent back to the page.
    expect(outcome.data.result.initialValue).not.toHaveProperty("otp");
    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toHaveLength(0);
  });

  it("verifies the right code, marks the lead verified upstream and goes to the next step (/lp/pincode)", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);

    const outcome = await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/pincode");
    const verifies = await journal(app, LEAD_PATHS.otpVerify, "POST");
    expect(verifies).toHaveLength(1);
    expect(verifies[0]!.body).toEqual({ otp: app.sim.otp, leadId });
    const updates = await journal(app, LEAD_PATHS.update(leadId), "PUT");
    expect(updates).toHaveLength(1);
    expect(updates[0]!.body).toMatchObject({ otpVerified: true });

    const again = await loadOtpPage(jar, leadId);
    expect(again.status).toBe(302);
    expect(again.location).toBe("/lp/pincode");
  });

  it("accepts the code typed with spaces", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);

    const outcome = await postOtp(jar, leadId, { intent: "verify", otp: ` ${app.sim.otp.slice(0, 3)} ${app.sim.otp.slice(3)} ` });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/pincode");
  });

  it("verifies a lead that arrived through its transaction id", async () => {
    const jar = new CookieJar();
    await land(jar);
    await submitLeadForm(jar, leadFields({ phone: LEAD_PHONES.activeTransaction }));
    await loadOtpPage(jar, "TXN-SIM-0410");

    const outcome = await postOtp(jar, "TXN-SIM-0410", { intent: "verify", otp: app.sim.otp });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/pincode");
    const updates = await journal(app, LEAD_PATHS.update("5eed0410-0000-4000-8000-000000000410"), "PUT");
    expect(updates[0]!.body).toMatchObject({ otpVerified: true, phone: "+919000000410" });
  });

  it("answers 400 without calling the upstream for a code that is not 6 digits", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);

    for (const otp of ["12ab", "12345", "1234567", ""]) {
      const outcome = await postOtp(jar, leadId, { intent: "verify", otp });
      expect(outcome.status).toBe(400);
      expect(outcome.data.result.error).toEqual({ otp: ["Enter the 6-digit code we sent to you."] });
    }
    expect(await journal(app, LEAD_PATHS.otpVerify)).toHaveLength(0);
  });

  it("treats a post without an intent as a verify", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);

    const outcome = await postOtp(jar, leadId, { otp: app.sim.otp });

    expect(outcome.location).toBe("/lp/pincode");
  });

  it("refuses a resend inside the cool-down with 429 and the seconds left, without calling the upstream", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);

    for (const intent of ["resend", "voice"]) {
      const outcome = await postOtp(jar, leadId, { intent });
      expect(outcome.status).toBe(429);
      expect(outcome.data.result).toEqual(formReply({}, { intent }));
      expect(outcome.data.notice).toMatch(/^You can ask for a new code in (\d+) seconds\.$/);
      const seconds = Number(/(\d+) seconds/.exec(outcome.data.notice)![1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(30);
    }
    expect(await otpSends()).toHaveLength(1);
  });

  it("redirects to its own page with a popup when the verify call fails upstream", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);
    await fault(app, { path: LEAD_PATHS.otpVerify, method: "POST", status: 500, body: { code: 500, message: "OTP service unavailable" } });

    const outcome = await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/lp/otp/auth/${leadId}`);
    expect((await rootPopup(jar, `/lp/otp/auth/${leadId}`))?.message).toBe("");
    // Still not verified: the OTP page renders again, without sending another code.
    const again = await loadOtpPage(jar, leadId);
    expect(again.status).toBe(200);
    expect(await otpSends()).toHaveLength(1);
  });

  it("redirects with a popup when marking the lead verified fails, and does not move on", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);
    await app.control.failWith({ path: LEAD_PATHS.update(leadId), method: "PUT", status: 500, message: "Could not update lead" });

    const outcome = await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });

    expect(outcome.location).toBe(`/lp/otp/auth/${leadId}`);
    expect((await rootPopup(jar, `/lp/otp/auth/${leadId}`))?.message).toBe("");
    expect((await loadOtpPage(jar, leadId)).status).toBe(200);
    // The session owns nothing it did not record: the next step sends it back to the code.
    const pincode = await loadPincodePage(jar);
    expect(pincode.location).toBe(`/lp/otp/auth/${leadId}`);
  });

  it("shows a popup when the verify call answers a body that is not JSON", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);
    await fault(app, { path: LEAD_PATHS.otpVerify, method: "POST", malformed: true, times: 1 });

    const outcome = await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });

    expect(outcome.location).toBe(`/lp/otp/auth/${leadId}`);
    expect((await rootPopup(jar, `/lp/otp/auth/${leadId}`))?.message).toBe("");
  });

  // A sixth check of one code is refused before the upstream: tests/integration/abuse-limits.test.ts.

  it("sends a visitor without a lead home", async () => {
    const jar = new CookieJar();
    await land(jar);

    const outcome = await postOtp(jar, "abc", { intent: "verify", otp: "123456" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
  });

  it("sends a code again to the new lead after the phone was changed", async () => {
    const jar = new CookieJar();
    const first = await startJourney(jar);
    await loadOtpPage(jar, first.leadId);

    const changed = await submitLeadForm(jar, leadFields());
    const secondId = otpId(changed.location);
    const outcome = await loadOtpPage(jar, secondId);

    expect(outcome.status).toBe(200);
    const sends = await otpSends();
    expect(sends.map((s) => s.body.leadId)).toEqual([first.leadId, secondId]);
  });
});

describe("/lp/otp/auth/$id document request (root and OTP loaders together)", () => {
  it("shows an action's popup flash once, and the page's loads send no code", async () => {
    // The form's send fails: no code has been sent, the page offers to send it.
    await app.control.failWith({ path: LEAD_PATHS.otpSend, status: 500, message: "SMS gateway is down", times: 1 });
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    const first = await loadDocument(jar, `/lp/otp/auth/${leadId}`, otpRoute.loader, { id: leadId });
    expect(first.root.data.flash?.popup).toBe("");
    // Asking fails too: the action flashes the popup and redirects to the page.
    await fault(app, { path: LEAD_PATHS.otpSend, method: "POST", status: 500, body: { code: 500, message: "Still down" }, times: 1 });
    const resend = await postOtp(jar, leadId, { intent: "resend" });
    expect(resend.location).toBe(`/lp/otp/auth/${leadId}`);

    const page = await loadDocument(jar, `/lp/otp/auth/${leadId}`, otpRoute.loader, { id: leadId });
    // A new popup (its own id), in our words (decision 047).
    expect(page.root.data.flash?.popup).toBe("");
    expect(page.root.data.flash?.id).not.toBe(first.root.data.flash?.id);
    expect(page.route.status).toBe(200);
    expect(page.route.data.asked).toBe(false);

    // The next page load does not show the same popup again, and sends nothing.
    const next = await loadDocument(jar, `/lp/otp/auth/${leadId}`, otpRoute.loader, { id: leadId });
    expect(next.root.data.flash).toBeNull();
    expect(await otpSends()).toHaveLength(2);
  });
});
