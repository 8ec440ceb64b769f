/**
 * Cardholder login and sign-up against the simulator's auth service (requirements §2, §7 "Auth",
 * §8): by phone (v2) and by e-mail (v1), the code page (app/cards/login.server.ts),
 * the refusals shown on the form, the send failure's popup, sign-up with createaccount, and
 * the resend cool-down.
 */
import { describe, expect, it, vi } from "vitest";
import { call, CookieJar, fault, formReply, getRequest, journal, postRequest, setCookieNames, useSimulatedApp } from "./helpers";
import { CARD_HOME_PATH, cardholderEnv, loadPage, logIn, pageNotice, postCode, postLogin } from "./cardholder";
import { rootPopup } from "./journey";
import * as limits from "~/routes/lp_.cards._account.limits";
import * as loginRoute from "~/routes/lp_.cards.login";
import * as otpRoute from "~/routes/lp_.cards.otp";
import * as signup from "~/routes/lp_.cards.signup";
import { DEMO_CARDHOLDER, freshPhone } from "../support/fixtures";

const app = useSimulatedApp({ env: cardholderEnv() });

const PHONE_PROBLEM = "Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.";
// Our own words: an upstream's own text never reaches a page (decision 047).
const WRONG_OTP = "That code is not right. Please check it and try again.";

function postSignup(jar: CookieJar, fields: Record<string, string>) {
  return call(signup.action, postRequest("/lp/cards/signup", fields, jar), {}, jar);
}

describe("login by phone", () => {
  it("sends the code (send-otp v2), then the code logs in (otplogin v2): limits page, session cookie set", async () => {
    const jar = new CookieJar();

    const sent = await postLogin(jar, { kind: "phone", identity: DEMO_CARDHOLDER.phone });

    expect(sent.status).toBe(302);
    expect(sent.location).toBe("/lp/cards/otp");
    expect(setCookieNames(sent.headers)).toContain("gl_session");
    const sends = await journal(app, "/auth/v2/send-otp", "POST");
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toEqual({ phone: DEMO_CARDHOLDER.e164 });

    const page = await call(otpRoute.loader, getRequest("/lp/cards/otp", jar), {}, jar);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ sentTo: "+91 ******0601", kind: "phone", purpose: "login" });

    const verified = await postCode(jar, { intent: "verify", otp: app.sim.otp });

    expect(verified.status).toBe(302);
    expect(verified.location).toBe(CARD_HOME_PATH);
    expect(setCookieNames(verified.headers)).toContain("gl_session");
    const logins = await journal(app, "/auth/v2/otplogin", "POST");
    expect(logins).toHaveLength(1);
    expect(logins[0]!.body).toEqual({ phone: DEMO_CARDHOLDER.e164, otp: app.sim.otp });

    // The session now holds the cardholder: the card page loads and the login page moves on.
    const card = await loadPage(limits.loader, jar, CARD_HOME_PATH);
    expect(card.status).toBe(200);
    expect(card.data.lookup).toMatchObject({ kind: "card", card: { cardId: "GC-0601" } });
    const again = await call(loginRoute.loader, getRequest("/lp/cards/login", jar), {}, jar);
    expect(again.status).toBe(302);
    expect(again.location).toBe(CARD_HOME_PATH);
  });

  it("accepts the number typed with +91 and spaces", async () => {
    const jar = new CookieJar();

    const sent = await postLogin(jar, { kind: "phone", identity: "+91 90000 00601" });

    expect(sent.location).toBe("/lp/cards/otp");
    expect((await journal(app, "/auth/v2/send-otp", "POST"))[0]!.body).toEqual({ phone: DEMO_CARDHOLDER.e164 });
  });

  it("answers 404 with our own message (not the upstream's) and offers sign-up for an unknown phone", async () => {
    const jar = new CookieJar();
    const phone = freshPhone();

    const outcome = await postLogin(jar, { kind: "phone", identity: phone });

    expect(outcome.status).toBe(404);
    expect(outcome.location).toBeNull();
    expect(outcome.data).toEqual({
      result: formReply({ identity: ["We could not find a gold card account for these details."] }, { kind: "phone", identity: phone }),
      // The sign-up offer's words, above its link.
      notice: "New to the gold card?",
    });
    // Nothing is pending: the code page sends the visitor back to the login page.
    const otpPage = await call(otpRoute.loader, getRequest("/lp/cards/otp", jar), {}, jar);
    expect(otpPage.location).toBe("/lp/cards/login");
  });

  it.each(["12345", "5000000601", "90000006011", "abcdefghij", ""])(
    "refuses %j with 400, the phone problem and the typed value, calling nothing",
    async (typed) => {
      const jar = new CookieJar();

      const outcome = await postLogin(jar, { kind: "phone", identity: typed });

      expect(outcome.status).toBe(400);
      expect(outcome.data).toEqual({ result: formReply({ identity: [PHONE_PROBLEM] }, { kind: "phone", identity: typed }), notice: null });
      expect(await journal(app, "/auth/v2/send-otp")).toHaveLength(0);
    },
  );

  it("answers 400 with our own message for a wrong code, and the right code still logs in", async () => {
    const jar = new CookieJar();
    await postLogin(jar, { kind: "phone", identity: DEMO_CARDHOLDER.phone });

    const wrong = await postCode(jar, { intent: "verify", otp: "000000" });

    expect(wrong.status).toBe(400);
    expect(wrong.data).toEqual({ result: formReply({ otp: [WRONG_OTP] }, { intent: "verify" }), notice: null });
    // Not logged in: the code page still asks for the code.
    expect((await call(otpRoute.loader, getRequest("/lp/cards/otp", jar), {}, jar)).status).toBe(200);

    const right = await postCode(jar, { intent: "verify", otp: app.sim.otp });
    expect(right.location).toBe(CARD_HOME_PATH);
  });

  it("refuses a sixth check of one code (even the right code) without calling the upstream: the code is dead", async () => {
    const jar = new CookieJar();
    await postLogin(jar, { kind: "phone", identity: DEMO_CARDHOLDER.phone });
    for (let i = 0; i < 5; i += 1) expect((await postCode(jar, { intent: "verify", otp: "000000" })).status).toBe(400);

    const outcome = await postCode(jar, { intent: "verify", otp: app.sim.otp });

    expect(outcome.status).toBe(429);
    expect(outcome.data.result.error).toEqual({ otp: ["This code has been tried too many times. Please ask for a new code."] });
    expect(await journal(app, "/auth/v2/otplogin")).toHaveLength(5);
  });

  it("refuses a code that is not 6 digits without calling the upstream", async () => {
    const jar = new CookieJar();
    await postLogin(jar, { kind: "phone", identity: DEMO_CARDHOLDER.phone });

    const outcome = await postCode(jar, { intent: "verify", otp: "12ab" });

    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({ otp: ["Enter the 6-digit code we sent to you."] });
    expect(await journal(app, "/auth/v2/otplogin")).toHaveLength(0);
  });

  // Requirements §8: the upstream's own text of a failed send is not shown, only "Error in generating OTP".
  it("goes back to the login page with the popup 'Error in generating OTP' and the typed number when the send fails", async () => {
    const jar = new CookieJar();
    await fault(app, { path: "/auth/v2/send-otp", method: "POST", status: 500 });

    const outcome = await postLogin(jar, { kind: "phone", identity: DEMO_CARDHOLDER.phone });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/cards/login");
    const popup = await rootPopup(jar, "/lp/cards/login");
    expect(popup?.message).toBe("Error in generating OTP");
    expect(popup?.formValues).toEqual({ kind: "phone", identity: DEMO_CARDHOLDER.phone });
    expect(await rootPopup(jar, "/lp/cards/login")).toBeNull();
  });

  it("shows 'Error in generating OTP' when the failed send answers without a message", async () => {
    const jar = new CookieJar();
    await fault(app, { path: "/auth/v2/send-otp", method: "POST", status: 503, body: { code: 503 } });

    const outcome = await postLogin(jar, { kind: "phone", identity: DEMO_CARDHOLDER.phone });

    expect(outcome.location).toBe("/lp/cards/login");
    const popup = await rootPopup(jar, "/lp/cards/login");
    expect(popup?.message).toBe("Error in generating OTP");
    expect(popup?.formValues).toEqual({ kind: "phone", identity: DEMO_CARDHOLDER.phone });
  });
});

describe("login by e-mail", () => {
  it("sends the code (send-otp v1) and logs in (otplogin v1)", async () => {
    const jar = new CookieJar();

    const sent = await postLogin(jar, { kind: "email", identity: " Demo.Cardholder@Example.com " });

    expect(sent.location).toBe("/lp/cards/otp");
    const sends = await journal(app, "/auth/v1/send-otp", "POST");
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toEqual({ email: DEMO_CARDHOLDER.email });
    const page = await call(otpRoute.loader, getRequest("/lp/cards/otp", jar), {}, jar);
    expect(page.data).toMatchObject({ sentTo: "de******@example.com", kind: "email" });

    const verified = await postCode(jar, { intent: "verify", otp: app.sim.otp });

    expect(verified.location).toBe(CARD_HOME_PATH);
    const logins = await journal(app, "/auth/v1/otplogin", "POST");
    expect(logins).toHaveLength(1);
    expect(logins[0]!.body).toEqual({ email: DEMO_CARDHOLDER.email, otp: app.sim.otp });
    expect(await journal(app, "/auth/v2/otplogin")).toHaveLength(0);
    expect((await loadPage(limits.loader, jar, CARD_HOME_PATH)).data.lookup.kind).toBe("card");
  });

  it("answers 404 with our own message for an unknown address, without offering sign-up", async () => {
    const jar = new CookieJar();

    const outcome = await postLogin(jar, { kind: "email", identity: "nobody@example.com" });

    expect(outcome.status).toBe(404);
    expect(outcome.data).toEqual({
      result: formReply(
        { identity: ["We could not find a gold card account for these details."] },
        { kind: "email", identity: "nobody@example.com" },
      ),
      notice: null,
    });
  });

  it("refuses a malformed address with 400 and the typed value", async () => {
    const jar = new CookieJar();

    const outcome = await postLogin(jar, { kind: "email", identity: "asha@" });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      result: formReply({ identity: ["Enter an e-mail address like name@example.com."] }, { kind: "email", identity: "asha@" }),
      notice: null,
    });
    expect(await journal(app, "/auth/v1/send-otp")).toHaveLength(0);
  });

  it("goes back to the e-mail login page with the popup when the send fails", async () => {
    const jar = new CookieJar();
    await fault(app, { path: "/auth/v1/send-otp", method: "POST", status: 502, body: { code: 502 } });

    const outcome = await postLogin(jar, { kind: "email", identity: DEMO_CARDHOLDER.email });

    expect(outcome.location).toBe("/lp/cards/login?with=email");
    const popup = await rootPopup(jar, "/lp/cards/login?with=email");
    expect(popup?.message).toBe("Error in generating OTP");
    expect(popup?.formValues).toEqual({ kind: "email", identity: DEMO_CARDHOLDER.email });
  });
});

describe("resend", () => {
  it("says to wait before the cool-down is over, without calling the upstream", async () => {
    const jar = new CookieJar();
    await postLogin(jar, { kind: "phone", identity: DEMO_CARDHOLDER.phone });

    const outcome = await postCode(jar, { intent: "resend" });

    expect(outcome.status).toBe(429);
    expect(outcome.data.result).toEqual(formReply({}, { intent: "resend" }));
    expect(outcome.data.notice).toMatch(/^You can ask for a new code in (\d+) seconds\.$/);
    expect(Number(outcome.headers.get("Retry-After"))).toBeGreaterThan(0);
    const seconds = Number(/(\d+)/.exec(outcome.data.notice)![1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(await journal(app, "/auth/v2/send-otp")).toHaveLength(1);
  });

  it("the code page counts the cool-down down", async () => {
    const jar = new CookieJar();
    await postLogin(jar, { kind: "phone", identity: DEMO_CARDHOLDER.phone });

    const page = await call(otpRoute.loader, getRequest("/lp/cards/otp", jar), {}, jar);

    expect(page.data.secondsLeft).toBeGreaterThan(25);
    expect(page.data.secondsLeft).toBeLessThanOrEqual(30);
  });

  it("sends the code of an e-mail login again through resend-otp v1 once the cool-down is over", async () => {
    // The cool-down is read from the environment once; move the clock past it instead.
    const jar = new CookieJar();
    await postLogin(jar, { kind: "email", identity: DEMO_CARDHOLDER.email });
    const realNow = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => realNow + 31_000);
    const outcome = await postCode(jar, { intent: "resend" });
    clock.mockRestore();
    // The code page again, saying once that a code went (the flash).
    expect(outcome.location).toBe("/lp/cards/otp");
    expect(await pageNotice(jar, "/lp/cards/otp", "card-code")).toEqual({ page: "card-code", sentAgain: true });
    const resends = await journal(app, "/auth/v1/resend-otp", "POST");
    expect(resends).toHaveLength(1);
    expect(resends[0]!.body).toEqual({ email: DEMO_CARDHOLDER.email });
    expect((await postCode(jar, { intent: "verify", otp: app.sim.otp })).location).toBe(CARD_HOME_PATH);
  });

  it("the code page sends a visitor without a login in progress to the login page", async () => {
    const outcome = await postCode(new CookieJar(), { intent: "resend" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/cards/login");
  });
});

describe("sign-up", () => {
  it("asks for the sign-up code, creates the account with the code, and the new cardholder has no card", async () => {
    const jar = new CookieJar();
    const phone = freshPhone();

    const sent = await postSignup(jar, { firstname: " Ravi ", lastname: "Kumar", phone });

    expect(sent.status).toBe(302);
    expect(sent.location).toBe("/lp/cards/otp");
    const sends = await journal(app, "/auth/v2/signUpOtp", "POST");
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toEqual({ phone: `+91${phone}` });
    const page = await call(otpRoute.loader, getRequest("/lp/cards/otp", jar), {}, jar);
    expect(page.data).toMatchObject({ purpose: "signup", kind: "phone", sentTo: `+91 ******${phone.slice(-4)}` });

    const created = await postCode(jar, { intent: "verify", otp: app.sim.otp });

    expect(created.status).toBe(302);
    expect(created.location).toBe(CARD_HOME_PATH);
    const creates = await journal(app, "/auth/v2/createaccount", "POST");
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toEqual({ firstname: "Ravi", lastname: "Kumar", phone: `+91${phone}`, otp: app.sim.otp });

    const card = await loadPage(limits.loader, jar, CARD_HOME_PATH);
    expect(card.status).toBe(200);
    expect(card.data.lookup).toEqual({ kind: "no-card", code: "GS_NO_CARDS_FOR_CUSTOMER" });
    expect(card.data.popup).toBeNull();
  });

  it("leaves out an empty last name", async () => {
    const jar = new CookieJar();
    const phone = freshPhone();
    await postSignup(jar, { firstname: "Ravi", lastname: "", phone });

    await postCode(jar, { intent: "verify", otp: app.sim.otp });

    expect((await journal(app, "/auth/v2/createaccount", "POST"))[0]!.body).toEqual({
      firstname: "Ravi",
      phone: `+91${phone}`,
      otp: app.sim.otp,
    });
  });

  it("answers 409 with the login offered for a phone that has an account", async () => {
    const jar = new CookieJar();

    const outcome = await postSignup(jar, { firstname: "Asha", lastname: "", phone: DEMO_CARDHOLDER.phone });

    expect(outcome.status).toBe(409);
    expect(outcome.data).toEqual({
      result: formReply(
        { phone: ["An account already exists for this number. Please log in."] },
        { firstname: "Asha", lastname: "", phone: DEMO_CARDHOLDER.phone },
      ),
      // The words of the link to the login, after the phone's message.
      notice: "Log in",
    });
    const otpPage = await call(otpRoute.loader, getRequest("/lp/cards/otp", jar), {}, jar);
    expect(otpPage.location).toBe("/lp/cards/login");
  });

  it("refuses a missing name and a bad phone with 400, keeping the typed values and calling nothing", async () => {
    const jar = new CookieJar();

    const outcome = await postSignup(jar, { firstname: "  ", lastname: "K", phone: "12345" });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      result: formReply(
        { firstname: ["Enter your first name."], phone: [PHONE_PROBLEM] },
        { firstname: "  ", lastname: "K", phone: "12345" },
      ),
      notice: null,
    });
    expect(await journal(app, "/auth/v2/signUpOtp")).toHaveLength(0);
  });

  it("answers 400 with our own message for a wrong sign-up code and creates nothing", async () => {
    const jar = new CookieJar();
    await postSignup(jar, { firstname: "Ravi", phone: freshPhone() });

    const outcome = await postCode(jar, { intent: "verify", otp: "000000" });

    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({ otp: [WRONG_OTP] });
  });

  it("goes back to the sign-up page with the popup and the typed values when the send fails", async () => {
    const jar = new CookieJar();
    const phone = freshPhone();
    await fault(app, { path: "/auth/v2/signUpOtp", method: "POST", status: 500, body: { code: 500 } });

    const outcome = await postSignup(jar, { firstname: "Ravi", lastname: "Kumar", phone });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/cards/signup");
    const popup = await rootPopup(jar, "/lp/cards/signup");
    expect(popup?.message).toBe("Error in generating OTP");
    expect(popup?.formValues).toEqual({ firstname: "Ravi", lastname: "Kumar", phone });
  });

  it("sends a logged-in cardholder from the sign-up and login pages to the card", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await call(signup.loader, getRequest("/lp/cards/signup", jar), {}, jar);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(CARD_HOME_PATH);
  });
});
