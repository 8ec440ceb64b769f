/**
 * Lead ownership and the abuse limits (docs/decisions/010), through the real route modules,
 * with the limits in a real redis-server (REDIS_URL) as in production. Each test reproduces an
 * attack that used to work; the simulator's journal proves what reached the upstream.
 *
 * The client address is what the HTTP server puts in the load context (CookieJar.address here);
 * that no header can change it, that two instances share one budget and that spoofed headers
 * leave no keys behind are proven against real server processes in instances.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { jsonRequest, logIn, postCode, postLogin, postPage } from "./cardholder";
import { call, CookieJar, getRequest, journal, leadFields, otpId, postRequest, useSimulatedApp } from "./helpers";
import {
  chooseScheme,
  choosePincode,
  freeSlot,
  land,
  loadOtpPage,
  loadPincodePage,
  postBooking,
  postOtp,
  readyToBook,
  startJourney,
  submitLeadForm,
  verifiedJourney,
} from "./journey";
import * as callbackRoute from "~/routes/lp.callback";
import * as otpRoute from "~/routes/lp.otp.auth.$id";
import * as authApi from "~/routes/lp_.api.auth.$action";
import * as consent from "~/routes/lp_.cards._account.consent";
import * as bookVisit from "~/routes/lp.book-visit";
import { DEMO_CARDHOLDER, LEAD_PATHS, PINCODES } from "../support/fixtures";

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

// OTP_SENDS_PER_PHONE and the 30 s cool-down are the defaults here.
const app = useSimulatedApp({ env: () => ({ REDIS_URL: redis.url }) });

const leadUpdates = (leadId: string) => app.control.leadUpdates(leadId);
const leadOtpSends = async (leadId: string) =>
  (await journal(app, LEAD_PATHS.otpSend, "POST")).filter((entry) => (entry.body as { leadId: string }).leadId === leadId);

describe("lead ownership (a lead learned from a 409 opens its OTP page and nothing more)", () => {
  it("a stranger who types a customer's phone cannot change the customer's lead", async () => {
    // The customer: OTP, pincode and scheme on phone P.
    const customer = new CookieJar();
    const { leadId, phone } = await verifiedJourney(customer, app.sim.otp, { cityId: "1", loanAmount: "300000" });
    await choosePincode(customer, PINCODES.serviceable);
    await chooseScheme(customer, "FED-JMP-1188", "300000");
    const updatesBefore = (await leadUpdates(leadId)).length;
    const smsBefore = (await leadOtpSends(leadId)).length;

    // The stranger, from a fresh session: the 409 with a transaction opens the OTP page (requirements §8)...
    const stranger = new CookieJar();
    await land(stranger);
    const first = await submitLeadForm(stranger, { phone, cityId: "3", loanAmount: "60000", loanType: "FRESH" });
    expect(first.status).toBe(302);
    expect(first.location).toMatch(/^\/lp\/otp\/auth\/TXN-/);
    const otpPage = await loadOtpPage(stranger, otpId(first.location));
    expect(otpPage.status).toBe(200);

    // ...and posting the form again goes back there, sending no update.
    const again = await submitLeadForm(stranger, { phone, cityId: "5", loanAmount: "70000", loanType: "FRESH" });
    expect(again.status).toBe(302);
    expect(again.location).toBe(first.location);
    expect(await leadUpdates(leadId)).toHaveLength(updatesBefore);

    // The later steps stay closed: they send the stranger to the OTP page.
    const pincode = await loadPincodePage(stranger);
    expect(pincode.location).toBe(`/lp/otp/auth/${encodeURIComponent(leadId)}`);
    // The customer got no SMS from it: the cool-down since their own code holds, whoever asks.
    expect(await leadOtpSends(leadId)).toHaveLength(smsBefore);
  });

  it("a stranger's call-back request after the 409 goes to the lead's OTP page and writes nothing (issue 30, item 2)", async () => {
    const customer = new CookieJar();
    const { leadId, phone } = await verifiedJourney(customer, app.sim.otp, { cityId: "1", loanAmount: "100000" });
    await choosePincode(customer, PINCODES.serviceable);
    const updatesBefore = (await leadUpdates(leadId)).length;

    const stranger = new CookieJar();
    await land(stranger);
    expect((await submitLeadForm(stranger, { phone, cityId: "5", loanAmount: "2500000", loanType: "TAKEOVER" })).location).toMatch(
      /^\/lp\/otp\/auth\//,
    );
    const callback = await call(callbackRoute.action, postRequest("/lp/callback", { returnTo: "/lp/pincode" }, stranger), {}, stranger);

    expect(callback.status).toBe(302);
    expect(callback.location).toBe(`/lp/otp/auth/${encodeURIComponent(leadId)}`);
    expect(await leadUpdates(leadId)).toHaveLength(updatesBefore);
    // The customer's own call-back still works.
    const own = await call(callbackRoute.action, postRequest("/lp/callback", { returnTo: "/lp/pincode" }, customer), {}, customer);
    expect(own.location).toBe("/lp/pincode");
    expect((await leadUpdates(leadId)).at(-1)!.body).toMatchObject({
      cityId: 1,
      loanAmount: 100000,
      loanType: "FRESH",
      pincode: PINCODES.serviceable,
      consentToCall: true,
    });
  });

  it("the customer in a second session may change the lead once they have verified the code", async () => {
    const first = new CookieJar();
    const { leadId, phone } = await verifiedJourney(first, app.sim.otp);
    const second = new CookieJar(first.address);
    await land(second);
    const opened = await submitLeadForm(second, { phone, cityId: "3", loanAmount: "60000", loanType: "FRESH" });
    const transactionId = otpId(opened.location);
    await loadOtpPage(second, transactionId);

    const verified = await postOtp(second, transactionId, { intent: "verify", otp: app.sim.otp });
    expect(verified.status).toBe(302);
    const updates = await leadUpdates(leadId);
    expect(updates.at(-1)!.body).toMatchObject({ cityId: 3, loanAmount: 60000, otpVerified: true });

    const changed = await submitLeadForm(second, { phone, cityId: "5", loanAmount: "70000", loanType: "FRESH" });
    expect(changed.status).toBe(302);
    expect((await leadUpdates(leadId)).at(-1)!.body).toMatchObject({ cityId: 5, loanAmount: 70000 });
  });

  it("a session may still change the lead it created, before the OTP", async () => {
    const jar = new CookieJar();
    const { leadId, phone } = await startJourney(jar);
    const changed = await submitLeadForm(jar, { phone, cityId: "3", loanAmount: "60000", loanType: "FRESH" });
    expect(changed.status).toBe(302);
    expect((await leadUpdates(leadId)).at(-1)!.body).toMatchObject({ cityId: 3, loanAmount: 60000 });
  });
});

describe("limits per code", () => {
  it("allows 5 wrong codes for a lead; the sixth check is refused without reaching the upstream", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    await loadOtpPage(jar, leadId);
    for (let i = 0; i < 5; i += 1) expect((await postOtp(jar, leadId, { intent: "verify", otp: "000000" })).status).toBe(400);

    const sixth = await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });

    expect(sixth.status).toBe(429);
    expect(sixth.data.result.error).toEqual({ otp: ["This code has been tried too many times. Please ask for a new code."] });
    expect(await journal(app, LEAD_PATHS.otpVerify, "POST")).toHaveLength(5);
  });

  it("counts a lead's wrong codes across sessions and addresses (the lead is the target)", async () => {
    const owner = new CookieJar();
    const { leadId } = await startJourney(owner);
    await loadOtpPage(owner, leadId);
    for (let i = 0; i < 5; i += 1) {
      const other = owner.clone();
      const answer = await call(
        otpRoute.action,
        postRequest(`/lp/otp/auth/${leadId}`, { intent: "verify", otp: "000000" }, other),
        { id: leadId },
        new CookieJar(`203.0.113.${i + 1}`),
      );
      expect(answer.status).toBe(400);
    }
    expect((await postOtp(owner, leadId, { intent: "verify", otp: app.sim.otp })).status).toBe(429);
  });
});

describe("limits per client address", () => {
  it("keeps lead and cardholder checks apart: 60 lead checks do not lock out a card login from the same address", async () => {
    const address = "198.51.100.60";
    for (let lead = 0; lead < 12; lead += 1) {
      const jar = new CookieJar(address);
      const { leadId } = await startJourney(jar);
      await loadOtpPage(jar, leadId);
      for (let i = 0; i < 5; i += 1) expect((await postOtp(jar, leadId, { intent: "verify", otp: "000000" })).status).toBe(400);
    }
    const oneMore = new CookieJar(address);
    const { leadId } = await startJourney(oneMore);
    await loadOtpPage(oneMore, leadId);
    const refused = await postOtp(oneMore, leadId, { intent: "verify", otp: app.sim.otp });
    expect(refused.status).toBe(429);
    expect(refused.data.result.error.otp[0]).toMatch(
      /^We have had too many requests from your internet connection\. Please try again in (9|10) minutes\.$/,
    );

    const cardholder = new CookieJar(address);
    expect((await postLogin(cardholder, { kind: "phone", identity: DEMO_CARDHOLDER.phone })).status).toBe(302);
    const login = await postCode(cardholder, { intent: "verify", otp: app.sim.otp });
    expect(login.status).toBe(302);
    expect(login.location).toBe("/lp/cards/limits");
  });

  it("allows 30 lead creations per address; the 31st is a 429 that keeps what was typed and creates nothing", async () => {
    const address = "198.51.100.30";
    for (let i = 0; i < 30; i += 1) {
      const jar = new CookieJar(address);
      expect((await submitLeadForm(jar, leadFields())).status).toBe(302);
    }
    const jar = new CookieJar(address);
    const typed = leadFields({ cityId: "3", loanAmount: "65000" });

    const refused = await submitLeadForm(jar, typed);

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(refused.data.result.error[""]).toEqual([
      expect.stringMatching(/^We have had too many requests from your internet connection\. Please try again in (9|10) minutes\.$/),
    ]);
    expect(refused.data.result.initialValue).toMatchObject({ phone: typed.phone, cityId: "3", loanAmount: "65000" });
    expect(await journal(app, LEAD_PATHS.paidCreate, "POST")).toHaveLength(30);
    // Another address is another client.
    expect((await submitLeadForm(new CookieJar("198.51.100.31"), leadFields())).status).toBe(302);
  });
});

describe("limits per recipient", () => {
  it("one cool-down for every route that sends: 7 card-login posts in a row send one code, each then asks for it", async () => {
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await postLogin(new CookieJar(), { kind: "phone", identity: DEMO_CARDHOLDER.phone }));

    // Inside the cool-down the login is not refused: it goes to the entry of the code already sent (decision 047).
    expect(answers.map((a) => [a.status, a.headers.get("Location")])).toEqual(Array(7).fill([302, "/lp/cards/otp"]));
    expect(await journal(app, "/auth/v2/send-otp", "POST")).toHaveLength(1);
  });

  it("a lead's code and a card login to the same phone share the cool-down", async () => {
    const jar = new CookieJar();
    const { leadId, phone } = await startJourney(jar);
    await loadOtpPage(jar, leadId);
    expect(await leadOtpSends(leadId)).toHaveLength(1);

    const card = await postLogin(new CookieJar(), { kind: "phone", identity: `+91 ${phone}` });

    // No second code, and no code entry: the code on its way is the lead's, which would not log in.
    expect(card.status).toBe(429);
    expect(await journal(app, "/auth/v2/send-otp", "POST")).toHaveLength(0);
  });
});

describe("the cardholder's own codes", () => {
  const PATH = "/lp/cards/consent";

  it("consent: one cool-down for the first send and 'Send again', then 5 checks of the code", async () => {
    const jar = await logIn(app.sim.otp);
    expect((await postPage(consent.action, jar, PATH, { intent: "send" })).status).toBe(302);
    const again = await postPage(consent.action, jar, PATH, { intent: "send" });
    expect(again.status).toBe(429);
    expect(again.data.result.error).toEqual({ "": [expect.stringMatching(/^You can ask for a new code in \d+ seconds\.$/)] });
    expect(await journal(app, "/credit-limit/send-consent-otp", "POST")).toHaveLength(1);

    for (let i = 0; i < 5; i += 1)
      expect((await postPage(consent.action, jar, PATH, { intent: "validate", otp: "000000" })).status).toBe(400);
    const sixth = await postPage(consent.action, jar, PATH, { intent: "validate", otp: app.sim.otp });
    expect(sixth.status).toBe(429);
    expect(sixth.data.result.error).toEqual({ "": ["This code has been tried too many times. Please ask for a new code."] });
    expect(await journal(app, "/credit-limit/validate-consent-otp", "POST")).toHaveLength(5);
  });

  it("/lp/api/auth signin: the same cool-down and the same 5 checks per code as the pages", async () => {
    const jar = new CookieJar();
    const csrf = await call(authApi.loader, getRequest("/lp/api/auth/csrf", jar), { action: "csrf" }, jar);
    const csrfToken = csrf.data.csrfToken as string;
    const signin = (body: Record<string, string>) =>
      call(authApi.action, jsonRequest("/lp/api/auth/signin", { csrfToken, ...body }, jar), { action: "signin" }, jar);

    expect((await signin({ kind: "phone", identity: DEMO_CARDHOLDER.phone })).status).toBe(200);
    // The page's login for the same phone waits out the same cool-down: it opens the entry of the code already sent (decision 047).
    expect((await postLogin(new CookieJar(), { kind: "phone", identity: DEMO_CARDHOLDER.phone })).location).toBe("/lp/cards/otp");
    expect(await journal(app, "/auth/v2/send-otp", "POST")).toHaveLength(1);

    for (let i = 0; i < 5; i += 1) expect((await signin({ otp: "000000" })).status).toBe(401);
    const sixth = await signin({ otp: app.sim.otp });
    expect(sixth.status).toBe(429);
    expect(sixth.data).toEqual({ ok: false, error: "This code has been tried too many times. Please ask for a new code." });
    expect(await journal(app, "/auth/v2/otplogin", "POST")).toHaveLength(5);
  });
});

describe("referral and voucher codes (decision 031)", () => {
  const VOUCHER = "/gpay-voucher-code/validate";
  const REFERRAL = "/referral/validatereferralcode";
  const GUESSES = /^You have tried several codes in a short time\. Please try again in (29|30) minutes\.$/;

  /** A branch booking's form for a lead ready to book, on a day with a free slot. */
  async function bookingForm(jar: CookieJar) {
    await readyToBook(jar, app.sim.otp);
    const { date, slot, page } = await freeSlot(jar, "branch");
    return { kind: "branch", date, slot: slot.id, branchId: (page.data.branches[0] as { id: string }).id };
  }

  it("40 wrong vouchers: 5 reach the upstream, the rest are a 429 that keeps what was typed, and then the right one is refused too", async () => {
    const jar = new CookieJar();
    const fields = await bookingForm(jar);
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await postBooking(jar, { ...fields, voucherCode: `WRONG${i}` }));

    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(answers.slice(5).map((a) => a.status))).toEqual(new Set([429]));
    const refused = answers[39]!;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(1700);
    expect(refused.data.result.error.voucherCode).toEqual([expect.stringMatching(GUESSES)]);
    expect(refused.data.result.initialValue).toMatchObject({ voucherCode: "WRONG39", branchId: fields.branchId, slot: fields.slot });
    const right = await postBooking(jar, { ...fields, voucherCode: "GPAY500" });
    expect(right.status).toBe(429);
    expect(await journal(app, VOUCHER, "GET")).toHaveLength(5);
    expect(await journal(app, "/salesvisit/create")).toHaveLength(0);
  });

  it("wrong referral codes: the same budget per lead, and another session of the lead shares it", async () => {
    const jar = new CookieJar();
    const fields = await bookingForm(jar);
    for (let i = 0; i < 5; i += 1) expect((await postBooking(jar, { ...fields, referralCode: `NOPE${i}` })).status).toBe(400);

    const sixth = await postBooking(jar.clone(), { ...fields, referralCode: "GOLD100" });

    expect(sixth.status).toBe(429);
    expect(sixth.data.result.error.referralCode).toEqual([expect.stringMatching(GUESSES)]);
    expect(sixth.data.result.initialValue).toMatchObject({ referralCode: "GOLD100" });
    expect(await journal(app, REFERRAL, "GET")).toHaveLength(5);
  });

  it("one address trying codes for many leads is stopped by the address's budget of lead checks (60)", async () => {
    const address = "198.51.100.160";
    // Each lead spends 1 check on its OTP and 5 on vouchers: 10 leads spend the 60.
    for (let lead = 0; lead < 10; lead += 1) {
      const jar = new CookieJar(address);
      const fields = await bookingForm(jar);
      for (let i = 0; i < 5; i += 1) expect((await postBooking(jar, { ...fields, voucherCode: `WRONG${i}` })).status).toBe(400);
    }
    const checks = (await journal(app, VOUCHER, "GET")).length;
    expect(checks).toBe(50);
    // An eleventh lead, verified from another connection, still cannot try a code from this one.
    const owner = new CookieJar();
    const fields = await bookingForm(owner);
    const fromHere = owner.clone();
    const refused = await call(
      bookVisit.action,
      postRequest("/lp/book-visit", { ...fields, voucherCode: "GPAY500" }, fromHere),
      {},
      new CookieJar(address),
    );

    expect(refused.status).toBe(429);
    expect(refused.data.result.error.voucherCode).toEqual([
      expect.stringMatching(/^We have had too many requests from your internet connection\. Please try again in (9|10) minutes\.$/),
    ]);
    expect(await journal(app, VOUCHER, "GET")).toHaveLength(checks);
  });
});
