/**
 * Every upstream client of this issue against the simulator: the answers parse with their
 * contracts, and failures become UpstreamError with the requirements §8 texts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSimulator, type Simulator } from "../../server/upstream-sim/index";
import { LEAD_MODEL_DEFAULTS } from "../../server/upstream-sim/seed/lead-defaults";
import { allowedCheck } from "../support/code-check";
import { freshPhone, simulator } from "../support/fixtures";
import { ownedForTest } from "../support/owned-lead";
import { allowWork, recipientKey, WorkNotAllowedError } from "~/platform/rate-limit.server";

const UPSTREAM_TIMEOUT_MS = 5_000;
let sim: Simulator;
let lead: typeof import("~/upstream/lead.server");
let otp: typeof import("~/upstream/otp.server");
let content: typeof import("~/upstream/content.server");
let cities: typeof import("~/upstream/cities.server");
let http: typeof import("~/upstream/http.server");

const base = { ...LEAD_MODEL_DEFAULTS, source: "Paid_LP_DigitalJourney" };
const phone = () => `+91${freshPhone()}`;
const control = simulator(() => sim.url);
const fault = control.fault;

beforeAll(async () => {
  sim = await createSimulator({ port: 0, quiet: true });
  process.env.UPSTREAM_BASE_URL = sim.url;
  // Far above what any answer of the simulator takes on a busy machine: only a held answer times
  // out, and the timeout test runs the timeout on the test's own clock.
  process.env.UPSTREAM_TIMEOUT_MS = String(UPSTREAM_TIMEOUT_MS);
  process.env.LOG_LEVEL = "silent";
  [lead, otp, content, cities, http] = await Promise.all([
    import("~/upstream/lead.server"),
    import("~/upstream/otp.server"),
    import("~/upstream/content.server"),
    import("~/upstream/cities.server"),
    import("~/upstream/http.server"),
  ]);
});
beforeEach(() => sim.reset());
afterAll(() => sim.close());

describe("lead clients", () => {
  it("creates, updates and reads a lead through the lead service", async () => {
    const created = await lead.createLead({ ...base, phone: phone(), cityId: 1, loanAmount: 50000 });
    expect(created.status).toBe(200);
    const leadId = created.data.leadId!;
    const updated = await lead.updateLead(ownedForTest(leadId), { pincode: "560001" });
    expect(updated.data.code).toBe(200);
    const read = await lead.readOwnedLead(ownedForTest(leadId));
    expect(read).toMatchObject({ leadId, otpVerified: false, pincode: "560001" });
  });

  it("reads only the unverified view of a lead this session does not own, and only with the limiter's leave", async () => {
    const number = phone();
    const leadId = (await lead.createLead({ ...base, phone: number, cityId: 1, loanAmount: 50000 })).data.leadId!;
    const limit = await allowWork({ kind: "lead-lookup", address: "203.0.113.40", person: leadId });
    if (!limit.allowed) throw new Error("unreachable");
    const view = await lead.readUnverifiedLead(limit.leave, leadId);
    expect(view).toEqual({ leadId, phoneEnd: number.slice(-4), recipient: recipientKey(number) });
    expect(JSON.stringify(view)).not.toContain(number);
    // A spent leave is no leave: nothing more is read.
    const before = (await control.requests(`/lead-service/v1/lead/${leadId}`)).length;
    await expect(lead.readUnverifiedLead(limit.leave, leadId)).rejects.toThrow(WorkNotAllowedError);
    expect(await control.requests(`/lead-service/v1/lead/${leadId}`)).toHaveLength(before);
  });

  it("creates and updates through the public digital-journey endpoints with the paid source", async () => {
    const created = await lead.createDigitalLead({ ...base, source: "Organic_Website_HomePage", phone: phone() });
    expect(created.status).toBe(200);
    const journal = await control.requests("/public/v1/lead");
    expect(journal[0]!.body).toMatchObject({ source: "Paid_LP_DigitalJourney", digitalJourney: true });
    const updated = await lead.updateDigitalLead(ownedForTest(created.data.leadId!), { ctaId: 3 });
    expect(updated.data.code).toBe(200);
    const update = await control.requests("/public/v1/lead/update");
    expect(update[0]!.query).toEqual({ leadId: created.data.leadId });
  });

  it("answers a duplicate with 409 instead of throwing", async () => {
    const duplicate = await lead.createLead({ ...base, phone: "+919000000409" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.data.lead?.transactionId ?? null).toBeNull();
    const active = await lead.createLead({ ...base, phone: "+919000000410" });
    expect(active.data).toMatchObject({ code: 409, lead: { transactionId: "TXN-SIM-0410" } });
  });

  it("rethrows an update failure with the server's message", async () => {
    await fault({ path: "/lead-service/v1/lead/*", method: "PUT", status: 503, body: { message: "Leads are read-only right now" } });
    const error = await lead.updateLead(ownedForTest("any"), { pincode: "560001" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(http.UpstreamError);
    expect(error).toMatchObject({ kind: "http", status: 503, responseMessage: "Leads are read-only right now" });
  });
});

describe("OTP clients", () => {
  it("sends (SMS, then VOICE inside the cool-down: an answer), and verifies a wrong and a right code", async () => {
    const { data } = await lead.createLead({ ...base, phone: phone() });
    const leadId = data.leadId!;
    expect((await otp.sendLeadOtp(leadId, "SMS")).status).toBe(200);
    const again = await otp.sendLeadOtp(leadId, "VOICE");
    expect(again.status).toBe(429);
    expect(again.data.retryAfterSeconds).toBeGreaterThan(0);
    expect((await otp.verifyLeadOtp(await allowedCheck("lead-otp"), leadId, "000000")).data.verified).toBe(false);
    expect((await otp.verifyLeadOtp(await allowedCheck("lead-otp"), leadId, sim.otp)).data.verified).toBe(true);
  });
});

describe("content and cities clients", () => {
  it("reads the flow configuration page with the page-content query", async () => {
    const { data } = await content.getPage({ pathName: "digital-journey", clientIp: "203.0.113.9", sessionId: "42" });
    expect(data.data?.flow?.steps.map((s) => s.path)).toContain("/lp/basic-details");
    const journal = await control.requests("/api/v1/strapi/pages/v2");
    expect(journal[0]!.query).toEqual({ lang: "en", urlName: "digital-journey", client_ip: "203.0.113.9", sessionId: "42" });
  });

  it("answers an unknown page with data null", async () => {
    const { status, data } = await content.getPage({ pathName: "no-such-page" });
    expect(status).toBe(404);
    expect(data.data).toBeNull();
  });

  it("reads the cities, retrying a GET once after a 503", async () => {
    await fault({ path: "/api/v1/cities", status: 503, times: 1 });
    const { data } = await cities.getCities();
    expect(data.data.length).toBeGreaterThan(80);
    const journal = await control.requests("/api/v1/cities");
    expect(journal).toHaveLength(2);
  });

  it("never retries a POST", async () => {
    await fault({ path: "/lead-service/v1/lead", method: "POST", status: 503, times: 1 });
    await expect(lead.createLead({ ...base, phone: phone() })).rejects.toBeInstanceOf(http.UpstreamError);
    const journal = await control.requests("/lead-service/v1/lead", "POST");
    expect(journal).toHaveLength(1);
  });

  it("maps a timeout, a malformed answer and a reset connection to their messages", async () => {
    // Held for a minute (the simulator's delay is on the test's clock too, which never gets there):
    // the call fails when the test's clock passes UPSTREAM_TIMEOUT_MS, not before.
    await fault({ path: "/api/v1/cities", delayMs: 60_000 });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      let failed = false;
      const call = cities.getCities().catch((error: unknown) => {
        failed = true;
        throw error;
      });
      call.catch(() => undefined);
      // Arrived (journalled) and held; polled between turns of the event loop, which leaves the fake clock alone.
      for (;;) {
        if ((await control.requests("/api/v1/cities")).length > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS - 1);
      expect(failed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(call).rejects.toMatchObject({ kind: "timeout", message: "The server took too long to answer. Please try again." });
    } finally {
      vi.useRealTimers();
    }
    await control.clearFaults();
    await fault({ path: "/api/v1/cities", malformed: true });
    await expect(cities.getCities()).rejects.toMatchObject({ kind: "contract" });
    await control.clearFaults();
    await fault({ path: "/api/v1/cities", reset: true });
    await expect(cities.getCities()).rejects.toMatchObject({ kind: "network" });
  });
});
