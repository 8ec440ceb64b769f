/**
 * Resending the OTP once the cool-down has passed. The simulator's cool-down and the
 * app's (OTP_RESEND_COOLDOWN_SECONDS) are both 0 here, so a resend is allowed at once;
 * the app reads its configuration once per process, hence this file of its own.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, fault, journal, useSimulatedApp, formReply } from "./helpers";
import { loadOtpPage, postOtp, rootFlash, rootPopup, startJourney } from "./journey";
import { LEAD_PATHS } from "../support/fixtures";

const app = useSimulatedApp({ sim: { otpCooldownSeconds: 0 }, env: () => ({ OTP_RESEND_COOLDOWN_SECONDS: "0" }) });

async function otpSends() {
  return journal(app, LEAD_PATHS.otpSend, "POST");
}

describe("/lp/otp/auth/$id action after the cool-down", () => {
  it("asks for a voice call, then the page says once that a call is coming (the flash, never the URL)", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);

    const outcome = await postOtp(jar, leadId, { intent: "voice" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/lp/otp/auth/${leadId}`);
    const sends = await otpSends();
    expect(sends.map((s) => s.body)).toEqual([
      { type: "SMS", leadId },
      { type: "VOICE", leadId },
    ]);

    expect((await rootFlash(jar, `/lp/otp/auth/${leadId}`))?.notice).toEqual({ page: "lead-otp", sent: "VOICE" });
    const page = await loadOtpPage(jar, leadId);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ channel: "VOICE", notice: null, secondsLeft: 0 });
    // Said once: the next load has no notice.
    expect(await rootFlash(jar, `/lp/otp/auth/${leadId}`)).toBeNull();
    expect(await otpSends()).toHaveLength(2);
  });

  it("sends a new SMS on resend, said once on the page", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);

    const outcome = await postOtp(jar, leadId, { intent: "resend" });

    expect(outcome.location).toBe(`/lp/otp/auth/${leadId}`);
    expect((await rootFlash(jar, `/lp/otp/auth/${leadId}`))?.notice).toEqual({ page: "lead-otp", sent: "SMS" });
    expect((await otpSends()).map((s) => s.body.type)).toEqual(["SMS", "SMS"]);
  });

  it("a link with the old ?sent= says nothing was sent", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);

    expect(await rootFlash(jar, `/lp/otp/auth/${leadId}?sent=VOICE`)).toBeNull();
    expect((await loadOtpPage(jar, leadId, "?sent=VOICE")).data.notice).toBeNull();
  });

  it("verifies the code of the latest send", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);
    await postOtp(jar, leadId, { intent: "voice" });

    const outcome = await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });

    expect(outcome.location).toBe("/lp/pincode");
  });

  it("limits the sends per phone (5 in ten minutes) and then answers 429 without calling the upstream", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);
    for (let i = 0; i < 4; i += 1) expect((await postOtp(jar, leadId, { intent: "resend" })).status).toBe(302);

    const outcome = await postOtp(jar, leadId, { intent: "voice" });

    expect(outcome.status).toBe(429);
    expect(outcome.data.notice).toMatch(
      /^You have asked for several codes in a short time\. You can ask for another one in (9|10) minutes\.$/,
    );
    expect(Number(outcome.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(await otpSends()).toHaveLength(5);
  });

  it("shows a message on the page when a resend fails with a 409 (which opens no popup)", async () => {
    // Requirements §8: a 409 opens no popup; requirements §A11: every failure re-renders the form with one clear message.
    // The page shows an action's `notice` in the resend area, and its `error` only after a verify.
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);
    await fault(app, { path: LEAD_PATHS.otpSend, method: "POST", status: 409, body: { code: 409, message: "A code was already sent" } });

    const outcome = await postOtp(jar, leadId, { intent: "resend" });

    expect(outcome.status).toBeGreaterThanOrEqual(400);
    expect(outcome.data.result).toEqual(formReply({}, { intent: "resend" }));
    expect(outcome.data.notice).toEqual(expect.stringMatching(/\S/));
    expect(await rootPopup(jar, `/lp/otp/auth/${leadId}`)).toBeNull();
  });

  it("redirects with a popup when the resend fails upstream", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);
    await fault(app, { path: LEAD_PATHS.otpSend, method: "POST", status: 500, body: { code: 500, message: "Voice provider is down" } });

    const outcome = await postOtp(jar, leadId, { intent: "voice" });

    expect(outcome.location).toBe(`/lp/otp/auth/${leadId}`);
    expect((await rootPopup(jar, `/lp/otp/auth/${leadId}`))?.message).toBe("");
  });
});
