import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSimulator, type Simulator } from "./index";
import { SEEDED_LEAD_ID, SEEDED_TRANSACTION_ID, TEST_PHONES } from "./state";
import { CitiesResponseSchema } from "~/upstream/schemas/cities";
import { PageResponseSchema } from "~/upstream/schemas/content";
import { LeadReadResponseSchema, LeadResponseSchema, type LeadRequest } from "~/upstream/schemas/lead";
import { OtpSendResponseSchema, OtpVerifyResponseSchema } from "~/upstream/schemas/otp";
import { LEAD_MODEL_DEFAULTS } from "./seed/lead-defaults";

interface Reply {
  status: number;
  // Tests read arbitrary fields; the contract schemas check the shapes.
  body: any;
  text: string;
}

function clientFor(sim: () => Simulator) {
  return async function call(method: string, path: string, body?: unknown): Promise<Reply> {
    const response = await fetch(`${sim().url}${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json", "x-test": "yes" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, text };
  };
}

let phoneCounter = 0;
function freshPhone(): string {
  phoneCounter += 1;
  return `+91876${String(phoneCounter).padStart(7, "0")}`;
}

function leadBody(overrides: Partial<LeadRequest> = {}): LeadRequest {
  return {
    phone: freshPhone(),
    name: "Asha Rao",
    cityId: 1,
    city: "Bangalore",
    loanAmount: 150_000,
    loanType: "FRESH",
    ...LEAD_MODEL_DEFAULTS,
    customParams: { device_type: "mobile" },
    ...overrides,
  };
}

let sim: Simulator;
const call = clientFor(() => sim);

async function newLead(overrides: Partial<LeadRequest> = {}): Promise<{ leadId: string; phone: string }> {
  const body = leadBody(overrides);
  const reply = await call("POST", "/lead-service/v1/lead", body);
  expect(reply.status).toBe(200);
  return { leadId: reply.body.leadId, phone: body.phone };
}

beforeAll(async () => {
  sim = await createSimulator({ port: 0, quiet: true });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.reset();
});

describe("simulator basics", () => {
  it("listens on an ephemeral loopback port and answers /health", async () => {
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sim.port).toBeGreaterThan(0);
    expect(sim.otp).toBe("123456");
    const reply = await call("GET", "/health");
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("answers 404 for an unknown path and 405 for a wrong method", async () => {
    expect((await call("GET", "/nope")).status).toBe(404);
    const wrongMethod = await call("DELETE", "/lead-service/v1/lead");
    expect(wrongMethod.status).toBe(405);
  });

  it("refuses a body that is not JSON", async () => {
    const reply = await call("POST", "/lead-service/v1/lead", "{not json");
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^Invalid request: /);
  });
});

describe("lead service", () => {
  it("creates a lead", async () => {
    const body = leadBody();
    const reply = await call("POST", "/lead-service/v1/lead", body);
    expect(reply.status).toBe(200);
    const parsed = LeadResponseSchema.parse(reply.body);
    expect(parsed).toMatchObject({ code: 200, message: "Lead created", lead: { transactionId: null } });
    expect(parsed.leadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.body.lead).toMatchObject({ leadId: parsed.leadId, phone: body.phone, name: "Asha Rao", otpVerified: false });
  });

  it("answers 409 without a transaction for the 409 test phone", async () => {
    const reply = await call("POST", "/lead-service/v1/lead", leadBody({ phone: TEST_PHONES.duplicateWithoutTransaction }));
    expect(reply.status).toBe(409);
    expect(LeadResponseSchema.parse(reply.body)).toEqual({
      code: 409,
      leadId: null,
      message: "You have already shared your details with us. Our team will call you shortly.",
      lead: null,
    });
  });

  it("answers 409 with the seeded lead and its transaction for the 410 test phone", async () => {
    const reply = await call("POST", "/lead-service/v1/lead", leadBody({ phone: TEST_PHONES.duplicateWithTransaction }));
    expect(reply.status).toBe(409);
    expect(LeadResponseSchema.parse(reply.body)).toEqual({
      code: 409,
      leadId: SEEDED_LEAD_ID,
      message: "Lead already exists",
      lead: { transactionId: SEEDED_TRANSACTION_ID, phone: TEST_PHONES.duplicateWithTransaction },
    });
    const read = await call("GET", `/lead-service/v1/lead/${SEEDED_LEAD_ID}`);
    expect(read.status).toBe(200);
  });

  it("answers 409 with the same lead and a stable transaction id for a phone used twice", async () => {
    const body = leadBody();
    const first = await call("POST", "/lead-service/v1/lead", body);
    const second = await call("POST", "/lead-service/v1/lead", { ...body, name: "Someone Else" });
    const third = await call("POST", "/public/v1/lead", { ...body, source: "Paid_LP_DigitalJourney" });
    expect(second.status).toBe(409);
    expect(second.body.leadId).toBe(first.body.leadId);
    expect(second.body.message).toBe("Lead already exists");
    expect(second.body.lead.transactionId).toMatch(/^TXN-/);
    expect(second.body.lead.phone).toBe(body.phone);
    expect(third.status).toBe(409);
    expect(third.body.lead.transactionId).toBe(second.body.lead.transactionId);
  });

  it("refuses an unknown field, naming it", async () => {
    const reply = await call("POST", "/lead-service/v1/lead", { ...leadBody(), favouriteColour: "gold" });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toMatch(/^Invalid request: /);
    expect(reply.body.message).toContain("favouriteColour");
  });

  it("names an unknown field even when many others are missing", async () => {
    const reply = await call("POST", "/lead-service/v1/lead", { phone: "+919876500000", foo: 1 });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^Invalid request: Unrecognized key: "foo"; source: /);
    expect(reply.body.message).toMatch(/and \d+ more$/);
  });

  it("refuses a phone without +91, naming the field", async () => {
    const reply = await call("POST", "/lead-service/v1/lead", leadBody({ phone: "9876543210" }));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/Invalid request: .*phone/);
  });

  it("takes public leads only from the paid digital journey", async () => {
    const wrongSource = await call("POST", "/public/v1/lead", leadBody());
    expect(wrongSource.status).toBe(400);
    expect(wrongSource.body.message).toContain("source");
    const notDigital = await call("POST", "/public/v1/lead", leadBody({ source: "Paid_LP_DigitalJourney", digitalJourney: false }));
    expect(notDigital.status).toBe(400);
    expect(notDigital.body.message).toContain("digitalJourney");
    const ok = await call("POST", "/public/v1/lead", leadBody({ source: "Paid_LP_DigitalJourney" }));
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Lead created");
  });

  it("updates and reads a lead on both update paths", async () => {
    const { leadId, phone } = await newLead();
    const put = await call("PUT", `/lead-service/v1/lead/${leadId}`, { pincode: "560001", goldWeight: 25, ctaId: 3 });
    expect(put.status).toBe(200);
    expect(LeadResponseSchema.parse(put.body)).toMatchObject({ code: 200, leadId, message: "Lead updated" });
    expect(put.body.lead).toMatchObject({ phone, pincode: "560001", goldWeight: 25, name: "Asha Rao" });

    const post = await call("POST", `/public/v1/lead/update?leadId=${leadId}`, { slot: "2025-01-10T10:00", loanAmount: 200_000 });
    expect(post.status).toBe(200);
    expect(post.body.lead).toMatchObject({ slot: "2025-01-10T10:00", loanAmount: 200_000, pincode: "560001" });

    const read = await call("GET", `/lead-service/v1/lead/${leadId}`);
    expect(read.status).toBe(200);
    const parsed = LeadReadResponseSchema.parse(read.body);
    expect(parsed.lead).toMatchObject({
      leadId,
      phone,
      otpVerified: false,
      cityid: 1,
      loanType: "FRESH",
      loanAmount: 200_000,
      pincode: "560001",
      slot: "2025-01-10T10:00",
      goldProductDto: { goldWeight: 25, ctaId: 3 },
    });
  });

  it("answers 404 for an unknown lead and 400 for a bad update", async () => {
    expect(await call("GET", "/lead-service/v1/lead/unknown")).toMatchObject({
      status: 404,
      body: { code: 404, message: "Lead not found" },
    });
    expect((await call("PUT", "/lead-service/v1/lead/unknown", { pincode: "560001" })).status).toBe(404);
    expect((await call("POST", "/public/v1/lead/update?leadId=unknown", { pincode: "560001" })).status).toBe(404);
    const noLeadId = await call("POST", "/public/v1/lead/update", { pincode: "560001" });
    expect(noLeadId.status).toBe(400);
    expect(noLeadId.body.message).toContain("leadId");
    const { leadId } = await newLead();
    const badUpdate = await call("PUT", `/lead-service/v1/lead/${leadId}`, { loanAmount: "lots" });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.message).toContain("loanAmount");
  });
});

describe("OTP", () => {
  it("sends by SMS and voice, records the outbox and enforces the cool-down", async () => {
    const { leadId, phone } = await newLead();
    const sent = await call("GET", `/lead-service/v1/otp?leadId=${leadId}&type=SMS&phone=${encodeURIComponent(phone)}`);
    expect(sent.status).toBe(200);
    expect(OtpSendResponseSchema.parse(sent.body)).toEqual({ code: 200, message: "OTP sent by SMS", retryAfterSeconds: 30 });

    const again = await call("POST", "/lead-service/v1/otp/leadId", { type: "VOICE", leadId });
    expect(again.status).toBe(429);
    const parsed = OtpSendResponseSchema.parse(again.body);
    expect(parsed.code).toBe(429);
    expect(parsed.retryAfterSeconds).toBeGreaterThan(0);
    expect(parsed.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(parsed.message).toBe(`Please wait ${parsed.retryAfterSeconds} seconds before asking for another code.`);

    const outbox = await call("GET", "/__sim/otp-outbox");
    expect(outbox.body.messages).toHaveLength(1);
    expect(outbox.body.messages[0]).toMatchObject({ leadId, phone, type: "SMS", code: "123456" });
    expect(Date.parse(outbox.body.messages[0].at)).not.toBeNaN();
  });

  it("answers a voice send with its own message", async () => {
    const { leadId } = await newLead();
    const sent = await call("POST", "/lead-service/v1/otp/leadId", { type: "VOICE", leadId });
    expect(sent.body).toEqual({ code: 200, message: "You will get a call with your code shortly", retryAfterSeconds: 30 });
  });

  it("validates sends", async () => {
    const { leadId } = await newLead();
    expect((await call("GET", "/lead-service/v1/otp?leadId=nobody&type=SMS")).status).toBe(404);
    const badType = await call("GET", `/lead-service/v1/otp?leadId=${leadId}&type=EMAIL`);
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain("type");
    const extra = await call("POST", "/lead-service/v1/otp/leadId", { type: "SMS", leadId, phone: "+919876543210" });
    expect(extra.status).toBe(400);
    const otherPhone = await call("GET", `/lead-service/v1/otp?leadId=${leadId}&type=SMS&phone=%2B919999999999`);
    expect(otherPhone.status).toBe(400);
  });

  it("verifies: no code yet, wrong codes with attempts left, then the right code", async () => {
    const { leadId } = await newLead();
    const tooEarly = await call("GET", `/lead-service/v1/otp/verify?leadId=${leadId}&otp=123456`);
    expect(tooEarly).toMatchObject({ status: 400, body: { code: 400, message: "Please request a code first." } });
    expect((await call("GET", "/lead-service/v1/otp/verify?leadId=nobody&otp=123456")).status).toBe(404);

    await call("GET", `/lead-service/v1/otp?leadId=${leadId}&type=SMS`);
    const wrong = await call("GET", `/lead-service/v1/otp/verify?leadId=${leadId}&otp=000000`);
    expect(wrong.status).toBe(200);
    expect(OtpVerifyResponseSchema.parse(wrong.body)).toEqual({
      code: 200,
      verified: false,
      message: "That code is not right. Please check the SMS and try again.",
      attemptsLeft: 4,
    });
    const right = await call("POST", "/lead-service/v1/otp/verify/leadId", { otp: "123456", leadId });
    expect(OtpVerifyResponseSchema.parse(right.body)).toEqual({ code: 200, verified: true, message: "OTP verified" });

    const read = await call("GET", `/lead-service/v1/lead/${leadId}`);
    expect(LeadReadResponseSchema.parse(read.body).lead.otpVerified).toBe(true);
  });

  it("refuses a malformed code", async () => {
    const { leadId } = await newLead();
    const reply = await call("GET", `/lead-service/v1/otp/verify?leadId=${leadId}&otp=12ab`);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain("otp");
  });

  it("locks verification after 5 wrong codes until a new code is sent", async () => {
    const quick = await createSimulator({ quiet: true, otpCooldownSeconds: 0, otp: "424242" });
    const callQuick = clientFor(() => quick);
    try {
      const created = await callQuick("POST", "/lead-service/v1/lead", leadBody());
      const leadId: string = created.body.leadId;
      await callQuick("POST", "/lead-service/v1/otp/leadId", { type: "SMS", leadId });
      const left: number[] = [];
      for (let i = 0; i < 5; i++) {
        const wrong = await callQuick("POST", "/lead-service/v1/otp/verify/leadId", { otp: "111111", leadId });
        left.push(wrong.body.attemptsLeft);
      }
      expect(left).toEqual([4, 3, 2, 1, 0]);
      const locked = await callQuick("POST", "/lead-service/v1/otp/verify/leadId", { otp: "424242", leadId });
      expect(locked).toMatchObject({
        status: 429,
        body: { code: 429, message: "Too many wrong attempts. Please ask for a new code." },
      });
      const resent = await callQuick("GET", `/lead-service/v1/otp?leadId=${leadId}&type=SMS`);
      expect(resent.status).toBe(200);
      expect(resent.body.retryAfterSeconds).toBe(0);
      const right = await callQuick("GET", `/lead-service/v1/otp/verify?leadId=${leadId}&otp=424242`);
      expect(right.body).toMatchObject({ verified: true });
    } finally {
      await quick.close();
    }
  });
});

describe("content", () => {
  it("serves the digital journey flow", async () => {
    const reply = await call("GET", "/api/v1/strapi/pages/v2?lang=en&urlName=digital-journey&city=Pune&client_ip=1.2.3.4&sessionId=s1");
    expect(reply.status).toBe(200);
    const page = PageResponseSchema.parse(reply.body).data;
    expect(page?.city).toBe("Pune");
    expect(page?.flow?.steps.map((step) => [step.path, step.title, step.items.map((item) => item.type)])).toEqual([
      ["/lp/basic-details", "Tell us about your loan", ["lead-form"]],
      ["/lp/otp/auth/[id]", "Verify your mobile number", ["otp-form"]],
      ["/lp/pincode", "Check your pincode", ["pincode-form", "daily-visit-count", "alert-seek"]],
      ["/lp/schemes", "Choose a scheme", ["gold-rate", "scheme-list"]],
      [
        "/lp/book-visit",
        "Book a branch or doorstep visit",
        ["visit-booking", "branch-distance", "city-info", "referral-code", "gpay-voucher"],
      ],
      ["/lp/confirmation", "Your visit is booked", ["booking-summary"]],
    ]);
    const pincodeStep = page?.flow?.steps[2];
    expect(pincodeStep?.items[1]?.props).toEqual({ counts: [1184, 1342, 967, 1420, 1275, 1093, 1518] });
    expect(pincodeStep?.items[2]?.props).toEqual({
      message: "Need help choosing? Ask for a call back and our gold loan expert will call you.",
    });
  });

  it("serves the home page, falling back to English for another language", async () => {
    const reply = await call("GET", "/api/v1/strapi/pages/v2?lang=hi&urlName=home");
    expect(reply.status).toBe(200);
    const page = PageResponseSchema.parse(reply.body).data;
    expect(page?.lang).toBe("en");
    expect(page?.title).toMatch(/gold loan/i);
    expect(page?.description).toBeTruthy();
    expect(page?.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of page?.sections ?? []) {
      expect(section).toMatchObject({ type: "benefit", heading: expect.any(String), body: expect.any(String) });
    }
  });

  it("answers 404 for an unknown page and 400 without lang", async () => {
    expect(await call("GET", "/api/v1/strapi/pages/v2?lang=en&urlName=nowhere")).toMatchObject({
      status: 404,
      body: { data: null, message: "Page not found" },
    });
    expect(await call("GET", "/api/v1/strapi/pages/v2?lang=en&urlName=toString")).toMatchObject({ status: 404 });
    const noLang = await call("GET", "/api/v1/strapi/pages/v2?urlName=home");
    expect(noLang.status).toBe(400);
    expect(noLang.body.message).toContain("lang");
  });
});

describe("cities", () => {
  it("lists about 80 cities with their limits, then Others", async () => {
    const reply = await call("GET", "/api/v1/cities");
    expect(reply.status).toBe(200);
    const cities = CitiesResponseSchema.parse(reply.body).data;
    expect(cities.length).toBeGreaterThanOrEqual(81);
    expect(cities[0]).toMatchObject({ id: 1, name: "Bangalore", min_amount: 30_000, min_to_amount: 100_000 });
    expect(cities.at(-1)).toMatchObject({ id: -1, name: "Others", min_amount: 30_000, min_gold: 10 });
    const hyderabad = cities.find((city) => city.name === "Hyderabad");
    expect(hyderabad).toMatchObject({ min_amount: 50_000, min_gold: 14.5, doorstep_min_amount: 50_000, doorstep_min_gold: 14.5 });
    const ids = cities.map((city) => city.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(cities.map((city) => city.name)).size).toBe(cities.length);
    for (const name of [
      "Bangalore",
      "Hyderabad",
      "Pune",
      "Mumbai",
      "Delhi",
      "Ghaziabad",
      "Faridabad",
      "Chennai",
      "Kolkata",
      "Ahmedabad",
      "Coimbatore",
      "Madurai",
      "Kochi",
      "Thiruvananthapuram",
      "Vijayawada",
      "Visakhapatnam",
      "Jaipur",
      "Lucknow",
    ]) {
      expect(
        cities.some((city) => city.name === name),
        name,
      ).toBe(true);
    }
  });
});

describe("request journal", () => {
  it("records service requests with query, lower-case headers and body, and filters them", async () => {
    const body = leadBody();
    await call("POST", "/lead-service/v1/lead", body);
    await call("GET", "/api/v1/cities?x=1");
    await call("GET", "/health");
    await call("GET", "/__sim/faults");

    const all = await call("GET", "/__sim/requests");
    expect(all.body.requests.map((entry: { path: string }) => entry.path)).toEqual(["/lead-service/v1/lead", "/api/v1/cities", "/health"]);
    const [lead, cities] = all.body.requests;
    expect(lead).toMatchObject({ method: "POST", query: {}, body });
    expect(lead.headers["content-type"]).toBe("application/json");
    expect(lead.headers["x-test"]).toBe("yes");
    expect(typeof lead.seq).toBe("number");
    expect(Date.parse(lead.at)).not.toBeNaN();
    expect(cities).toMatchObject({ method: "GET", query: { x: "1" }, body: null });

    const onlyPosts = await call("GET", "/__sim/requests?method=post");
    expect(onlyPosts.body.requests).toHaveLength(1);
    const byPath = await call("GET", "/__sim/requests?path=/api/v1/cities&method=GET");
    expect(byPath.body.requests).toHaveLength(1);
    const since = await call("GET", `/__sim/requests?since=${lead.seq}`);
    expect(since.body.requests).toHaveLength(2);

    expect((await call("DELETE", "/__sim/requests")).status).toBe(200);
    expect((await call("GET", "/__sim/requests")).body.requests).toEqual([]);
  });
});

describe("fault injection", () => {
  it("answers with a status (and a default body) for a given number of times", async () => {
    const added = await call("POST", "/__sim/faults", { path: "/api/v1/cities", status: 503, times: 2 });
    expect(added.status).toBe(200);
    expect(added.body.id).toEqual(expect.any(String));
    expect((await call("GET", "/__sim/faults")).body.faults).toHaveLength(1);
    const first = await call("GET", "/api/v1/cities");
    expect(first).toMatchObject({ status: 503, body: { code: 503 } });
    expect((await call("GET", "/api/v1/cities")).status).toBe(503);
    expect((await call("GET", "/api/v1/cities")).status).toBe(200);
    expect((await call("GET", "/__sim/faults")).body.faults).toEqual([]);
    // Faulted requests are journalled too.
    expect((await call("GET", "/__sim/requests?path=/api/v1/cities")).body.requests).toHaveLength(3);
  });

  it("answers with a given body, matching a prefix and a method, ignoring the query", async () => {
    await call("POST", "/__sim/faults", {
      path: "/lead-service/*",
      method: "post",
      status: 500,
      body: { code: 500, message: "Something went wrong while processing lead" },
    });
    const faulted = await call("POST", "/lead-service/v1/lead?x=1", leadBody());
    expect(faulted).toMatchObject({ status: 500, body: { message: "Something went wrong while processing lead" } });
    expect((await call("GET", "/lead-service/v1/lead/unknown")).status).toBe(404);
  });

  it("delays and then answers normally", async () => {
    await call("POST", "/__sim/faults", { path: "/health", delayMs: 200, times: 1 });
    // The simulator's delay on the test's clock: the answer comes when 200 ms of it have passed, not before.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      let answered = false;
      const reply = call("GET", "/health").finally(() => (answered = true));
      // Arrived (journalled) and held. (Polled between turns of the event loop: vi.waitFor would move the fake clock.)
      for (;;) {
        const { requests } = (await call("GET", "/__sim/requests?path=/health")).body as { requests: unknown[] };
        if (requests.length > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await vi.advanceTimersByTimeAsync(199);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await reply).toMatchObject({ status: 200, body: { ok: true } });
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a body that is not JSON", async () => {
    await call("POST", "/__sim/faults", { path: "/api/v1/cities", malformed: true });
    const reply = await call("GET", "/api/v1/cities");
    expect(reply.status).toBe(200);
    expect(reply.body).toBeUndefined();
    expect(() => JSON.parse(reply.text) as unknown).toThrow();
    await call("POST", "/__sim/faults", { path: "/health", malformed: true, status: 502 });
    expect((await call("GET", "/health")).status).toBe(502);
  });

  it("resets the connection", async () => {
    await call("POST", "/__sim/faults", { path: "/health", reset: true, times: 1 });
    await expect(fetch(`${sim.url}/health`)).rejects.toThrow();
    expect((await call("GET", "/health")).status).toBe(200);
  });

  it("refuses an invalid fault, and can remove one or all", async () => {
    const bad = await call("POST", "/__sim/faults", { path: "health", status: 99 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("path");
    const { body } = await call("POST", "/__sim/faults", { path: "/health", status: 500 });
    await call("POST", "/__sim/faults", { path: "/api/*", status: 500 });
    expect((await call("DELETE", `/__sim/faults/${body.id}`)).status).toBe(200);
    expect((await call("GET", "/health")).status).toBe(200);
    expect((await call("DELETE", "/__sim/faults")).status).toBe(200);
    expect((await call("GET", "/api/v1/cities")).status).toBe(200);
  });
});

describe("reset", () => {
  it("restores the seeded state and clears journal, faults and outbox", async () => {
    const { leadId, phone } = await newLead();
    await call("GET", `/lead-service/v1/otp?leadId=${leadId}&type=SMS`);
    await call("POST", "/__sim/faults", { path: "/api/v1/cities", status: 500 });

    expect((await call("POST", "/__sim/reset")).status).toBe(200);

    expect((await call("GET", "/__sim/requests")).body.requests).toEqual([]);
    expect((await call("GET", "/__sim/faults")).body.faults).toEqual([]);
    expect((await call("GET", "/__sim/otp-outbox")).body.messages).toEqual([]);
    expect((await call("GET", `/lead-service/v1/lead/${leadId}`)).status).toBe(404);
    expect((await call("GET", `/lead-service/v1/lead/${SEEDED_LEAD_ID}`)).status).toBe(200);
    expect((await call("GET", "/api/v1/cities")).status).toBe(200);
    expect((await call("POST", "/lead-service/v1/lead", leadBody({ phone }))).status).toBe(200);
  });
});

describe("request log", () => {
  it("writes one masked line per request to stdout, without codes", async () => {
    const loud = await createSimulator({ otpCooldownSeconds: 0 });
    const callLoud = clientFor(() => loud);
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const phone = "+919812345678";
      const created = await callLoud("POST", "/lead-service/v1/lead", leadBody({ phone }));
      const leadId: string = created.body.leadId;
      await callLoud("GET", `/lead-service/v1/otp?leadId=${leadId}&type=SMS&phone=${encodeURIComponent(phone)}`);
      await callLoud("GET", `/lead-service/v1/otp/verify?leadId=${leadId}&otp=${loud.otp}`);
    } finally {
      write.mockRestore();
      await loud.close();
    }
    expect(lines).toHaveLength(3);
    const log = lines.join("");
    expect(log).toContain("POST /lead-service/v1/lead -> 200");
    expect(log).toContain("+91******5678");
    expect(log).not.toContain("9812345678");
    expect(log).not.toContain("123456");
  });
});
