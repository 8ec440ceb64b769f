/**
 * The cardholder endpoints of the simulator over HTTP: auth (OTP login, sign-up, tokens) and
 * the card services. Answers are checked against the app's auth and card contracts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type * as z from "zod";
import { createSimulator, type Simulator } from "./index";
import {
  APPLICANT_PHONE,
  DEMO_CARD_ID,
  DEMO_CARDHOLDER_EMAIL,
  DEMO_CARDHOLDER_PHONE,
  DEMO_CUSTOMER_ID,
  DEMO_LIMIT_REQUEST_ID,
  NO_CARD_CUSTOMER_ID,
  NO_CARD_PHONE,
  REWARD_GROUPS,
  SEEDED_RELEASE_REQUEST_IDS,
  TEST_PANS,
} from "./seed/cardholders";
import { SEEDED_LEAD_ID } from "./state";
import { goldRatesToday } from "./seed/gold-rates";
import { JwtValidateResponseSchema, LoginResponseSchema } from "~/upstream/schemas/auth";
import {
  ActiveRequestResponseSchema,
  CalculatorResponseSchema,
  CreditLimitResponseSchema,
  LimitSlotResponseSchema,
  OfferResponseSchema,
  OffersResponseSchema,
  PanValidationResponseSchema,
  ReleaseRequestCreatedSchema,
  ReleaseRequestsResponseSchema,
  RewardsResponseSchema,
  RewardUpdateResponseSchema,
  TrackingResponseSchema,
  UploadImageResponseSchema,
  type LimitSlotRequest,
  type ReleaseRequestBody,
} from "~/upstream/schemas/card";

interface Reply {
  status: number;
  body: any;
}

/** An India-time wall-clock instant as epoch ms. */
const ist = (local: string) => Date.parse(`${local}:00+05:30`);
/** Thursday 24 December 2026, noon in India. */
const NOON = ist("2026-12-24T12:00");
const HOUR_MS = 3_600_000;

let sim: Simulator;
let clock = NOON;
/** The seeded 22K rate on the test's day (the card calculator's rates follow pricing's). */
const RATE_22K = goldRatesToday(NOON).rate22k;

async function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const response = await fetch(`${sim.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token === undefined ? {} : { authorization: `JWT ${options.token}` }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
}

/** The reply's body, parsed by its contract (and so known to satisfy it). */
function parsed<S extends z.ZodType>(schema: S, reply: Reply): z.output<S> {
  const result = schema.safeParse(reply.body);
  if (!result.success) throw new Error(`Not in the contract: ${JSON.stringify(reply.body)}\n${result.error.message}`);
  return result.data;
}

/** Logs in by phone with the simulator's code and returns the token. */
async function login(phone: string): Promise<string> {
  expect((await call("POST", "/auth/v2/send-otp", { body: { phone } })).status).toBe(200);
  const reply = await call("POST", "/auth/v2/otplogin", { body: { phone, otp: sim.otp } });
  expect(reply.status).toBe(200);
  return parsed(LoginResponseSchema, reply).data.token;
}

const WRONG_CODE = { code: 401, message: "The OTP is not correct. Please try again." };
const INVALID_TOKEN = { code: 401, message: "Authorization token is missing or invalid" };
const NO_CARDS = { code: "GS_NO_CARDS_FOR_CUSTOMER", message: "No cards found for this customer" };
const EXPIRED_CODE = { code: 400, message: "This code has expired. Please ask for a new one." };
const WRONG_CARD_CODE = { code: 400, message: "The OTP is not correct. Please try again." };

beforeAll(async () => {
  sim = await createSimulator({ port: 0, quiet: true, now: () => clock });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  clock = NOON;
  sim.reset();
});

describe("auth", () => {
  it("logs in by phone: send, wrong code 401, right code a JWT-shaped token", async () => {
    const sent = await call("POST", "/auth/v2/send-otp", { body: { phone: DEMO_CARDHOLDER_PHONE } });
    expect(sent).toEqual({ status: 200, body: { code: 200, message: "OTP sent", data: { retryAfterSeconds: 30 } } });
    const outbox = await call("GET", `/__sim/otp-outbox?purpose=login&phone=${encodeURIComponent(DEMO_CARDHOLDER_PHONE)}`);
    expect(outbox.body.messages).toEqual([
      { phone: DEMO_CARDHOLDER_PHONE, type: "SMS", purpose: "login", code: "123456", at: new Date(NOON).toISOString() },
    ]);

    const wrong = await call("POST", "/auth/v2/otplogin", { body: { phone: DEMO_CARDHOLDER_PHONE, otp: "000000" } });
    expect(wrong).toEqual({ status: 401, body: WRONG_CODE });

    const right = await call("POST", "/auth/v2/otplogin", { body: { phone: DEMO_CARDHOLDER_PHONE, otp: sim.otp } });
    expect(right.status).toBe(200);
    const { data } = parsed(LoginResponseSchema, right);
    expect(right.body.message).toBe("Logged in");
    expect(data.user).toEqual({ customerId: DEMO_CUSTOMER_ID, firstname: "Asha", lastname: "Rao" });
    const [header, payload, signature] = data.token.split(".");
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    expect(JSON.parse(Buffer.from(payload!, "base64url").toString())).toEqual({
      sub: DEMO_CUSTOMER_ID,
      iat: NOON / 1000,
      exp: NOON / 1000 + 4 * 3600,
    });
    expect(signature).toMatch(/^[\w-]{20,}$/);

    // The code is consumed; a second login needs a new send and gets another token.
    expect((await call("POST", "/auth/v2/otplogin", { body: { phone: DEMO_CARDHOLDER_PHONE, otp: sim.otp } })).body).toEqual({
      code: 400,
      message: "Please ask for a code first.",
    });
    expect(await login(DEMO_CARDHOLDER_PHONE)).not.toBe(data.token);
  });

  it("logs in by e-mail (any case) and resends", async () => {
    expect((await call("POST", "/auth/v1/send-otp", { body: { email: DEMO_CARDHOLDER_EMAIL.toUpperCase() } })).status).toBe(200);
    expect((await call("POST", "/auth/v1/resend-otp", { body: { email: DEMO_CARDHOLDER_EMAIL } })).status).toBe(200);
    const outbox = await call("GET", `/__sim/otp-outbox?email=${DEMO_CARDHOLDER_EMAIL}`);
    expect(outbox.body.messages).toHaveLength(2);
    expect(outbox.body.messages[0]).toMatchObject({ email: DEMO_CARDHOLDER_EMAIL, type: "EMAIL", purpose: "login", code: "123456" });

    const wrong = await call("POST", "/auth/v1/otplogin", { body: { email: DEMO_CARDHOLDER_EMAIL, otp: "111111" } });
    expect(wrong).toEqual({ status: 401, body: WRONG_CODE });
    const right = await call("POST", "/auth/v1/otplogin", { body: { email: DEMO_CARDHOLDER_EMAIL, otp: sim.otp } });
    expect(parsed(LoginResponseSchema, right).data.user.customerId).toBe(DEMO_CUSTOMER_ID);
  });

  it("answers unknown accounts with a 404 and invalid bodies with a 400", async () => {
    expect(await call("POST", "/auth/v2/send-otp", { body: { phone: "+919876500000" } })).toEqual({
      status: 404,
      body: { code: 404, message: "We could not find an account for this phone number." },
    });
    expect(await call("POST", "/auth/v1/send-otp", { body: { email: "nobody@example.com" } })).toEqual({
      status: 404,
      body: { code: 404, message: "We could not find an account for this e-mail address." },
    });
    expect((await call("POST", "/auth/v2/send-otp", { body: { phone: "9000000601" } })).status).toBe(400);
    expect((await call("POST", "/auth/v1/send-otp", { body: { email: DEMO_CARDHOLDER_EMAIL, extra: 1 } })).status).toBe(400);
  });

  it("allows 5 wrong codes, then 429 until a new code is sent", async () => {
    await call("POST", "/auth/v2/send-otp", { body: { phone: DEMO_CARDHOLDER_PHONE } });
    for (let i = 0; i < 5; i++) {
      expect((await call("POST", "/auth/v2/otplogin", { body: { phone: DEMO_CARDHOLDER_PHONE, otp: "000000" } })).status).toBe(401);
    }
    expect(await call("POST", "/auth/v2/otplogin", { body: { phone: DEMO_CARDHOLDER_PHONE, otp: sim.otp } })).toEqual({
      status: 429,
      body: { code: 429, message: "Too many wrong attempts. Please ask for a new code." },
    });
    expect(await login(DEMO_CARDHOLDER_PHONE)).toEqual(expect.any(String));
  });

  it("signs up a new number: sign-up OTP, create account, no card", async () => {
    expect(await call("POST", "/auth/v2/signUpOtp", { body: { phone: NO_CARD_PHONE } })).toEqual({
      status: 409,
      body: { code: 409, message: "An account already exists for this number. Please log in." },
    });
    const phone = "+919812300001";
    const account = { firstname: "Ravi", lastname: "Kumar", phone };
    expect((await call("POST", "/auth/v2/createaccount", { body: { ...account, otp: sim.otp } })).status).toBe(400);
    expect((await call("POST", "/auth/v2/signUpOtp", { body: { phone } })).body).toEqual({
      code: 200,
      message: "OTP sent",
      data: { retryAfterSeconds: 30 },
    });
    expect((await call("GET", "/__sim/otp-outbox?purpose=signup")).body.messages).toMatchObject([{ phone, purpose: "signup" }]);
    // A login code is not a sign-up code.
    expect((await call("POST", "/auth/v2/send-otp", { body: { phone } })).status).toBe(404);

    expect(await call("POST", "/auth/v2/createaccount", { body: { ...account, otp: "999999" } })).toEqual({
      status: 401,
      body: WRONG_CODE,
    });
    const created = await call("POST", "/auth/v2/createaccount", { body: { ...account, otp: sim.otp } });
    const { data } = parsed(LoginResponseSchema, created);
    expect(data.user).toEqual({ customerId: expect.stringMatching(/^CUS-/), firstname: "Ravi", lastname: "Kumar" });

    expect(await call("GET", "/credit-limit/user", { token: data.token })).toEqual({ status: 404, body: NO_CARDS });
    // The new account can log in, and cannot sign up again.
    expect(await login(phone)).toEqual(expect.any(String));
    expect((await call("POST", "/auth/v2/signUpOtp", { body: { phone } })).status).toBe(409);
  });

  it("validates tokens: 200 with the user, 401 when missing, unknown or expired", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    const valid = await call("POST", "/auth/jwtvalidate", { token });
    expect(valid.status).toBe(200);
    expect(parsed(JwtValidateResponseSchema, valid)).toEqual({
      code: 200,
      message: "Token is valid",
      data: { valid: true, user: { customerId: DEMO_CUSTOMER_ID, firstname: "Asha", lastname: "Rao" } },
    });

    const expired = { status: 401, body: { code: 401, message: "Your session has expired. Please log in again.", data: { valid: false } } };
    expect(await call("POST", "/auth/jwtvalidate")).toEqual(expired);
    expect(await call("POST", "/auth/jwtvalidate", { token: `${token}x` })).toEqual(expired);
    clock = NOON + 4 * HOUR_MS - 1;
    expect((await call("POST", "/auth/jwtvalidate", { token })).status).toBe(200);
    clock = NOON + 4 * HOUR_MS;
    expect(await call("POST", "/auth/jwtvalidate", { token })).toEqual(expired);
  });
});

describe("card: token and card", () => {
  it("refuses card routes without a live JWT token", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    expect(await call("GET", "/credit-limit/user")).toEqual({ status: 401, body: INVALID_TOKEN });
    expect(await call("GET", "/credit-limit/user", { headers: { authorization: `Bearer ${token}` } })).toEqual({
      status: 401,
      body: INVALID_TOKEN,
    });
    expect(await call("GET", "/goldswiper/offers")).toEqual({ status: 401, body: INVALID_TOKEN });
    // The scheme is case-insensitive.
    expect((await call("GET", "/credit-limit/user", { headers: { authorization: `jwt ${token}` } })).status).toBe(200);
    clock = NOON + 5 * HOUR_MS;
    expect(await call("GET", "/credit-limit/user", { token })).toEqual({ status: 401, body: INVALID_TOKEN });
  });

  it("answers the card, or the no-card codes", async () => {
    const demo = await call("GET", "/credit-limit/user", { token: await login(DEMO_CARDHOLDER_PHONE) });
    expect(demo.status).toBe(200);
    expect(parsed(CreditLimitResponseSchema, demo).data).toMatchObject({
      cardId: DEMO_CARD_ID,
      customerId: DEMO_CUSTOMER_ID,
      cardholderName: "Asha Rao",
      cardNumberLast4: "0601",
      cardStatus: "ACTIVE",
      creditLimit: 150_000,
      availableLimit: 112_500,
      utilisedLimit: 37_500,
      goldWeight: 42.5,
      consentGiven: false,
      pincode: "560034",
    });
    const noCard = await call("GET", "/credit-limit/user", { token: await login(NO_CARD_PHONE) });
    expect(noCard).toEqual({ status: 404, body: NO_CARDS });
    parsed(CreditLimitResponseSchema, noCard);
    expect(await call("GET", "/credit-limit/user", { token: await login(APPLICANT_PHONE) })).toEqual({
      status: 404,
      body: { code: "CCAPPLICATION_NOT_FOUND", message: "No card application found" },
    });
  });

  it("records consent with an OTP", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    const sent = await call("POST", "/credit-limit/send-consent-otp", { token });
    const { trackingId } = parsed(TrackingResponseSchema, sent).data;
    expect(trackingId).toMatch(/^TRK-/);
    expect((await call("GET", "/__sim/otp-outbox?purpose=consent")).body.messages).toMatchObject([
      { phone: DEMO_CARDHOLDER_PHONE, type: "SMS", code: "123456" },
    ]);

    const validate = (body: unknown) => call("POST", "/credit-limit/validate-consent-otp", { token, body });
    expect(await validate({ trackingId: "TRK-NOPE", otp: sim.otp })).toEqual({ status: 400, body: EXPIRED_CODE });
    expect(await validate({ trackingId, otp: "000000" })).toEqual({ status: 400, body: WRONG_CARD_CODE });
    expect(await validate({ trackingId, otp: sim.otp })).toEqual({ status: 200, body: { code: 200, message: "Consent recorded" } });
    expect((await call("GET", "/credit-limit/user", { token })).body.data.consentGiven).toBe(true);
    expect(await validate({ trackingId, otp: sim.otp })).toEqual({ status: 400, body: EXPIRED_CODE });

    // Another customer cannot use the tracking id; a customer without a card cannot ask for consent.
    const other = await login(NO_CARD_PHONE);
    expect(await call("POST", "/credit-limit/send-consent-otp", { token: other })).toEqual({ status: 404, body: NO_CARDS });
    const second = parsed(TrackingResponseSchema, await call("POST", "/credit-limit/send-consent-otp", { token })).data.trackingId;
    expect(await call("POST", "/credit-limit/validate-consent-otp", { token: other, body: { trackingId: second, otp: sim.otp } })).toEqual({
      status: 400,
      body: EXPIRED_CODE,
    });
  });
});

describe("card: limit increase", () => {
  it("calculates the eligible limit", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    const reply = await call("GET", "/goldswiper/credit-limit/calculator?goldWeight=10&goldQuality=22K", { token });
    expect(parsed(CalculatorResponseSchema, reply)).toEqual({
      code: 200,
      message: "OK",
      // Today's seeded 22K rate, the one pricing's getgoldrate answers: 10 g at 75% of it, to the hundred below.
      data: {
        goldWeight: 10,
        goldQuality: "22K",
        ratePerGram: RATE_22K,
        ltv: 0.75,
        eligibleLimit: Math.floor((10 * RATE_22K * 0.75) / 100) * 100,
      },
    });
    const odd = await call("GET", "/goldswiper/credit-limit/calculator?goldWeight=12.34&goldQuality=18K", { token });
    const rate18 = Math.round((RATE_22K * 18) / 22);
    expect(odd.body.data).toMatchObject({ ratePerGram: rate18, eligibleLimit: Math.floor((12.34 * rate18 * 0.75) / 100) * 100 });
    const capped = await call("GET", "/goldswiper/credit-limit/calculator?goldWeight=1000&goldQuality=24K", { token });
    expect(capped.body.data.eligibleLimit).toBe(5_000_000);
    for (const query of ["goldQuality=21K", "goldQuality=22", "karat=22", ""]) {
      expect((await call("GET", `/goldswiper/credit-limit/calculator?goldWeight=10&${query}`, { token })).status).toBe(400);
    }
  });

  it("values a gram in proportion to its karat: a lower purity, a lower limit", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    const of = async (goldQuality: string) =>
      parsed(
        CalculatorResponseSchema,
        await call("GET", `/goldswiper/credit-limit/calculator?goldWeight=100&goldQuality=${goldQuality}`, { token }),
      ).data;
    for (const karat of [24, 22, 20, 18]) {
      const rate = Math.round((RATE_22K * karat) / 22);
      expect(await of(`${karat}K`)).toMatchObject({ ratePerGram: rate, eligibleLimit: Math.floor((100 * rate * 0.75) / 100) * 100 });
    }
  });

  it("books, updates and confirms the seeded limit-increase request", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    const active = () => call("GET", "/credit-limit-management/active-request?requestType=LIMIT_INCREASE", { token });
    expect((await call("GET", "/credit-limit-management/active-request", { token })).status).toBe(400);
    expect(parsed(ActiveRequestResponseSchema, await active()).data).toEqual({
      requestId: DEMO_LIMIT_REQUEST_ID,
      requestType: "LIMIT_INCREASE",
      status: "SLOT_BOOKED",
      cardId: DEMO_CARD_ID,
      goldWeight: 20,
      requestedLimit: Math.floor((20 * RATE_22K * 0.75) / 100) * 100,
      slot: "2026-12-25 11:00-12:00",
      createdAt: expect.any(String),
    });

    const booking: LimitSlotRequest = {
      requestType: "LIMIT_INCREASE",
      cardId: DEMO_CARD_ID,
      goldWeight: 30,
      goldQuality: "22K",
      requestedLimit: 220_000,
      slot: "2026-12-28 15:00-16:00",
      pincode: "560034",
    };
    expect(await call("POST", "/lead-service/v2/lead", { token, body: { ...booking, cardId: "GC-9999" } })).toEqual({
      status: 403,
      body: { code: 403, message: "This card is not yours" },
    });
    expect((await call("POST", "/lead-service/v2/lead", { token, body: { ...booking, goldQuality: undefined, karat: 22 } })).status).toBe(
      400,
    );
    const booked = await call("POST", "/lead-service/v2/lead", { token, body: booking });
    expect(parsed(LimitSlotResponseSchema, booked).data).toEqual({ requestId: DEMO_LIMIT_REQUEST_ID, leadId: expect.any(String) });
    expect((await active()).body.data).toMatchObject({
      requestId: DEMO_LIMIT_REQUEST_ID,
      goldWeight: 30,
      requestedLimit: 220_000,
      slot: booking.slot,
    });

    const send = (requestId: string) => call("POST", "/credit-limit-management/send-limit-otp", { token, body: { requestId } });
    expect(await send("LIR-NOPE")).toEqual({ status: 400, body: { code: 400, message: "No open request with this id" } });
    const { trackingId } = parsed(TrackingResponseSchema, await send(DEMO_LIMIT_REQUEST_ID)).data;
    expect((await call("GET", "/__sim/otp-outbox?purpose=limit")).body.messages).toHaveLength(1);

    const verify = (body: object) =>
      call("POST", "/credit-limit-management/verify-limit-otp", { token, body: { requestId: DEMO_LIMIT_REQUEST_ID, ...body } });
    const consentTracking = parsed(TrackingResponseSchema, await call("POST", "/credit-limit/send-consent-otp", { token })).data.trackingId;
    expect(await verify({ trackingId: consentTracking, otp: sim.otp })).toEqual({ status: 400, body: EXPIRED_CODE });
    expect(await verify({ trackingId, otp: "000000" })).toEqual({ status: 400, body: WRONG_CARD_CODE });
    expect(await verify({ trackingId, otp: sim.otp })).toEqual({
      status: 200,
      body: { code: 200, message: "Your limit increase request is confirmed." },
    });
    expect((await active()).body.data).toMatchObject({ requestId: DEMO_LIMIT_REQUEST_ID, status: "OTP_VERIFIED" });

    expect(await call("POST", "/lead-service/v2/lead", { token, body: booking })).toEqual({
      status: 409,
      body: { code: 409, message: "You already have a confirmed limit increase request." },
    });
    expect((await send(DEMO_LIMIT_REQUEST_ID)).status).toBe(400);
  });

  it("has no active request for a customer without a card, and refuses its bookings", async () => {
    const token = await login(NO_CARD_PHONE);
    expect((await call("GET", "/credit-limit-management/active-request?requestType=LIMIT_INCREASE", { token })).body).toEqual({
      code: 200,
      message: "OK",
      data: null,
    });
    const booking = {
      requestType: "LIMIT_INCREASE",
      cardId: DEMO_CARD_ID,
      goldWeight: 5,
      goldQuality: "24K",
      requestedLimit: 10_000,
      slot: "2026-12-28 10:00-11:00",
    };
    expect((await call("POST", "/lead-service/v2/lead", { token, body: booking })).status).toBe(403);
  });
});

describe("card: offers", () => {
  it("lists the offers and reads one", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    const offers = parsed(OffersResponseSchema, await call("GET", "/goldswiper/offers/", { token })).data;
    expect(offers).toHaveLength(4);
    expect(offers.every((offer) => offer.validTill.startsWith("2027-"))).toBe(true);
    const one = await call("GET", "/goldswiper/offers/OFF-AMZ10", { token });
    expect(parsed(OfferResponseSchema, one).data).toEqual(offers.find((offer) => offer.id === "OFF-AMZ10"));
    expect(await call("GET", "/goldswiper/offers/OFF-NOPE", { token })).toEqual({
      status: 404,
      body: { code: 404, message: "Offer not found" },
    });
  });
});

describe("card: release requests", () => {
  it("lists newest first, filters by a comma list of statuses and creates", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    const list = async (query: string) =>
      parsed(ReleaseRequestsResponseSchema, await call("GET", `/release-requests?${query}`, { token })).data.data;

    const all = await list(`cardId=${DEMO_CARD_ID}`);
    expect(all.map((request) => request.releaseStatus)).toEqual(["REQUESTED", "IN_PROGRESS", "REJECTED", "RELEASED"]);
    expect(all.every((request) => request.source === "WEBSITE" && Date.parse(request.createdAt) < NOON)).toBe(true);
    expect((await list(`cardId=${DEMO_CARD_ID}&releaseStatus=RELEASED,REQUESTED`)).map((request) => request.id)).toEqual([
      SEEDED_RELEASE_REQUEST_IDS.REQUESTED,
      SEEDED_RELEASE_REQUEST_IDS.RELEASED,
    ]);
    expect(await call("GET", `/release-requests?cardId=${DEMO_CARD_ID}&releaseStatus=REQUESTED,LOST`, { token })).toEqual({
      status: 400,
      body: { code: 400, message: 'Invalid request: releaseStatus: unknown status "LOST"' },
    });
    expect((await call("GET", "/release-requests?cardId=GC-9999", { token })).status).toBe(403);
    expect((await call("GET", "/release-requests", { token })).status).toBe(400);

    const body: ReleaseRequestBody = {
      cardId: DEMO_CARD_ID,
      actionDesired: "PART_RELEASE",
      priority: "NORMAL",
      source: "WEBSITE",
      releaseStatus: "REQUESTED",
      customerNotes: "Only the ring, please.",
    };
    const created = await call("POST", "/release-requests", { token, body });
    expect(created.status).toBe(201);
    expect(parsed(ReleaseRequestCreatedSchema, created)).toEqual({
      code: 201,
      message: "Release request created",
      data: { ...body, id: "RR-1005", createdAt: new Date(NOON).toISOString() },
    });
    expect((await list(`cardId=${DEMO_CARD_ID}&releaseStatus=REQUESTED`)).map((request) => request.id)).toEqual([
      "RR-1005",
      SEEDED_RELEASE_REQUEST_IDS.REQUESTED,
    ]);
    expect((await call("POST", "/release-requests", { token, body: { ...body, cardId: "GC-9999" } })).status).toBe(403);
  });
});

describe("card: rewards", () => {
  it("lists claimable, upcoming and running groups, and claims", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    const rewards = async () => parsed(RewardsResponseSchema, await call("GET", "/goldswiper/rewards", { token })).data;
    const seeded = await rewards();
    expect(seeded).toHaveLength(6);
    const group = (id: string) => seeded.filter((reward) => reward.group_id === id);
    expect(group(REWARD_GROUPS.claimable).every((reward) => Date.parse(reward.endDate) < NOON && reward.current_status === "ACTIVE")).toBe(
      true,
    );
    expect(
      group(REWARD_GROUPS.claimable)
        .map((reward) => reward.status)
        .sort(),
    ).toEqual(["Achieved", "Missed"]);
    expect(group(REWARD_GROUPS.upcoming).every((reward) => Date.parse(reward.startDate) > NOON)).toBe(true);
    expect(
      group(REWARD_GROUPS.running).every(
        (reward) => Date.parse(reward.startDate) < NOON && Date.parse(reward.endDate) > NOON && reward.status === "Pending",
      ),
    ).toBe(true);

    const claimIds = group(REWARD_GROUPS.claimable).map((reward) => reward.reward_id);
    const update = (ids: string[], as = token) =>
      call("PUT", "/supabase/update", {
        token: as,
        body: { tableName: "reward", identifierColumnValues: { reward_id: ids }, columnsToUpdate: { current_status: "CLAIMED" } },
      });
    expect((await update(["RW-NOPE", ...claimIds])).status).toBe(403);
    expect((await update(claimIds, await login(NO_CARD_PHONE))).status).toBe(403);
    expect(parsed(RewardUpdateResponseSchema, await update(claimIds))).toEqual({ code: 200, message: "Updated", data: { updated: 2 } });
    const after = await rewards();
    expect(
      after
        .filter((reward) => reward.current_status === "CLAIMED")
        .map((reward) => reward.reward_id)
        .sort(),
    ).toEqual([...claimIds].sort());

    sim.reset();
    const fresh = await login(DEMO_CARDHOLDER_PHONE);
    const reset = parsed(RewardsResponseSchema, await call("GET", "/goldswiper/rewards", { token: fresh })).data;
    expect(reset.some((reward) => reward.current_status === "CLAIMED")).toBe(false);
  });

  it("has no rewards for a customer without a card", async () => {
    expect((await call("GET", "/goldswiper/rewards", { token: await login(NO_CARD_PHONE) })).body).toEqual({
      code: 200,
      message: "OK",
      data: [],
    });
  });
});

describe("card: PAN validation", () => {
  it("answers the test PANs", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    const check = async (pan: string, name: string) =>
      parsed(PanValidationResponseSchema, await call("POST", "/kyc/pan-validation", { token, body: { pan, name } }));
    expect((await check(TEST_PANS.linked, "ASHA Rao")).data).toEqual({ valid: true, nameMatches: true, aadhaarLinked: true });
    expect((await check(TEST_PANS.linked, "Vikram Shah")).data).toEqual({ valid: true, nameMatches: false, aadhaarLinked: true });
    expect((await check(TEST_PANS.notLinked, "Anyone")).data).toEqual({ valid: true, nameMatches: true, aadhaarLinked: false });
    expect(await check("ABCDE1234F", "Asha Rao")).toEqual({
      code: 200,
      message: "We could not find this PAN",
      data: { valid: false, nameMatches: false, aadhaarLinked: false },
    });
    expect((await call("POST", "/kyc/pan-validation", { token, body: { pan: "abcpr1234k", name: "Asha" } })).status).toBe(400);
  });
});

describe("card: document images", () => {
  /** The 8-byte PNG signature and a little more: enough for a content-typed blob. */
  const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

  async function upload(token: string, file: Blob | null, fileName = "gold.png", documentType = "GOLD_PHOTO"): Promise<Reply> {
    const form = new FormData();
    if (file) form.append("image", file, fileName);
    form.append("documentType", documentType);
    const response = await fetch(`${sim.url}/customer/uploadImageForCustomer`, {
      method: "POST",
      headers: { authorization: `JWT ${token}` },
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }

  it("uploads an image, journals a summary, and refuses wrong types and sizes", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    const ok = await upload(token, new Blob([PNG], { type: "image/png" }));
    expect(ok.status).toBe(200);
    expect(parsed(UploadImageResponseSchema, ok)).toEqual({
      code: 200,
      message: "Uploaded",
      data: { imageId: expect.stringMatching(/^IMG-/), size: PNG.length, contentType: "image/png" },
    });
    const journal = await call("GET", "/__sim/requests?path=/customer/uploadImageForCustomer");
    expect(journal.body.requests[0].body).toEqual({
      fields: { documentType: "GOLD_PHOTO" },
      files: [{ field: "image", fileName: "gold.png", contentType: "image/png", size: PNG.length }],
    });

    expect(await upload(token, new Blob(["hello"], { type: "text/plain" }), "note.txt")).toEqual({
      status: 415,
      body: { code: 415, message: "Only JPEG, PNG or WebP images are accepted" },
    });
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: "image/jpeg" });
    expect(await upload(token, big, "big.jpg")).toEqual({ status: 413, body: { code: 413, message: "The image is larger than 5 MB" } });
    const huge = new Blob([new Uint8Array(6 * 1024 * 1024 + 1)], { type: "image/jpeg" });
    expect(await upload(token, huge, "huge.jpg")).toEqual({ status: 413, body: { code: 413, message: "Request body too large" } });
    expect((await upload(token, null)).status).toBe(400);
    expect((await upload(token, new Blob([PNG], { type: "image/png" }), "gold.png", "SELFIE")).status).toBe(400);
    expect((await call("POST", "/customer/uploadImageForCustomer", { token, body: { image: "x" } })).status).toBe(400);
  });

  it("saves the customer's own images only", async () => {
    const token = await login(DEMO_CARDHOLDER_PHONE);
    const imageId: string = (await upload(token, new Blob([PNG], { type: "image/webp" }), "gold.webp")).body.data.imageId;
    const other = await login(NO_CARD_PHONE);
    const otherImage: string = (await upload(other, new Blob([PNG], { type: "image/png" }))).body.data.imageId;
    const save = (customerId: string, ids: string[]) =>
      call("POST", `/customer/saveImagesForCustomer/${customerId}`, {
        token,
        body: { images: ids.map((id) => ({ imageId: id, documentType: "GOLD_PHOTO" })) },
      });

    expect((await save(NO_CARD_CUSTOMER_ID, [imageId])).status).toBe(403);
    expect((await save(DEMO_CUSTOMER_ID, [imageId, "IMG-NOPE"])).status).toBe(400);
    expect((await save(DEMO_CUSTOMER_ID, [imageId, otherImage])).status).toBe(400);
    expect(await save(DEMO_CUSTOMER_ID, [imageId])).toEqual({ status: 200, body: { code: 200, message: "Images saved" } });
  });
});

describe("OTP outbox", () => {
  it("reports lead OTPs with purpose lead and filters by purpose", async () => {
    await call("GET", `/lead-service/v1/otp?leadId=${SEEDED_LEAD_ID}&type=SMS`);
    await call("POST", "/auth/v2/send-otp", { body: { phone: DEMO_CARDHOLDER_PHONE } });
    const lead = (await call("GET", "/__sim/otp-outbox?purpose=lead")).body.messages;
    expect(lead).toEqual([expect.objectContaining({ leadId: SEEDED_LEAD_ID, type: "SMS", purpose: "lead", code: "123456" })]);
    expect((await call("GET", "/__sim/otp-outbox")).body.messages).toHaveLength(2);
    expect((await call("GET", "/__sim/otp-outbox?purpose=nope")).status).toBe(400);
  });
});
