import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { allowCodeAttempt, allowCodeSend, allowLeadCreation, codeRecipient, codeSent } from "~/platform/rate-limit.server";
import { closeSharedStore, sharedStore } from "~/platform/shared-store.server";

// The in-memory store (no REDIS_URL); the Redis store keeps the same contract (shared-store.server.test.ts).
beforeAll(() => {
  process.env.UPSTREAM_BASE_URL = "http://127.0.0.1:9";
  process.env.LOG_LEVEL = "silent";
  delete process.env.REDIS_URL;
});
beforeEach(() => sharedStore().clear());
afterAll(() => closeSharedStore());

let n = 0;
const phone = () => `98765${String(43210 + (n += 1)).padStart(5, "0")}`;

describe("codeRecipient", () => {
  it("counts a phone once however it is written, lead or cardholder", () => {
    expect(codeRecipient("9876543210")).toBe("9876543210");
    expect(codeRecipient("+919876543210")).toBe("9876543210");
    expect(codeRecipient("91 98765-43210")).toBe("9876543210");
  });

  it("counts an e-mail address whatever its case", () => {
    expect(codeRecipient(" Asha.Rao@Example.COM ")).toBe("asha.rao@example.com");
  });
});

describe("allowCodeSend", () => {
  it("waits out the cool-down between two sends to one recipient, whichever address asks", async () => {
    const to = phone();
    expect(await allowCodeSend(to, "203.0.113.1")).toEqual({ allowed: true });
    const again = await allowCodeSend(`+91${to}`, "198.51.100.2");
    expect(again).toMatchObject({ allowed: false, reason: "cooldown" });
    if (again.allowed) throw new Error("unreachable");
    expect(again.retryAfterSeconds).toBeGreaterThan(0);
    expect(again.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it("allows OTP_SENDS_PER_PHONE (5) sends per recipient in ten minutes, the cool-down waited out each time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const to = phone();
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        answers.push(await allowCodeSend(to, `203.0.113.${i}`));
        vi.setSystemTime(Date.now() + 31_000);
      }
      expect(answers.slice(0, 5).every((a) => a.allowed)).toBe(true);
      expect(answers[5]).toMatchObject({ allowed: false, reason: "recipient" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("allows 30 sends per client address in ten minutes, then says when to come back", async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await allowCodeSend(phone(), "203.0.113.50"));
    expect(answers.slice(0, 30).every((a) => a.allowed)).toBe(true);
    expect(answers[30]).toMatchObject({ allowed: false, reason: "address" });
  });

  it("counts an IPv6 client by its /64", async () => {
    for (let i = 0; i < 30; i += 1) await allowCodeSend(phone(), `2401:4900:1c2a:7f10::${i.toString(16)}`);
    expect(await allowCodeSend(phone(), "2401:4900:1c2a:7f10:aaaa::1")).toMatchObject({ allowed: false, reason: "address" });
    expect(await allowCodeSend(phone(), "2401:4900:1c2a:7f11::1")).toEqual({ allowed: true });
  });
});

describe("allowCodeAttempt", () => {
  it("allows 5 checks of one code, then refuses until a new code is sent", async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await allowCodeAttempt("lead:L-1", `203.0.113.${i}`, "lead")).allowed);
    expect(answers).toEqual([true, true, true, true, true, false]);
    expect(await allowCodeAttempt("lead:L-1", "203.0.113.9", "lead")).toMatchObject({ allowed: false, reason: "attempts" });
    await codeSent("lead:L-1");
    expect(await allowCodeAttempt("lead:L-1", "203.0.113.9", "lead")).toEqual({ allowed: true });
  });

  it("counts lead and cardholder checks from one address separately (60 each)", async () => {
    for (let i = 0; i < 60; i += 1) expect((await allowCodeAttempt(`lead:L-${i}`, "203.0.113.77", "lead")).allowed).toBe(true);
    expect(await allowCodeAttempt("lead:L-x", "203.0.113.77", "lead")).toMatchObject({ allowed: false, reason: "address" });
    expect(await allowCodeAttempt("login:9876543210", "203.0.113.77", "card")).toEqual({ allowed: true });
  });
});

describe("allowLeadCreation", () => {
  it("allows 30 lead creations per address in ten minutes", async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await allowLeadCreation("203.0.113.88")).allowed);
    expect(answers.filter(Boolean)).toHaveLength(30);
    expect(answers[30]).toBe(false);
  });
});

describe("a store outage", () => {
  it("allows the request and logs one error (fail open)", async () => {
    await closeSharedStore();
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    vi.resetModules();
    const fresh = await import("~/platform/rate-limit.server");
    const env = await import("~/platform/env.server");
    expect(env.env().REDIS_URL).toBe("redis://127.0.0.1:1");
    process.env.LOG_LEVEL = "";
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    try {
      expect(await fresh.allowLeadCreation("203.0.113.99")).toEqual({ allowed: true });
      expect(await fresh.allowCodeSend(phone(), "203.0.113.99")).toEqual({ allowed: true });
    } finally {
      process.env.LOG_LEVEL = "silent";
      delete process.env.REDIS_URL;
      await (await import("~/platform/shared-store.server")).closeSharedStore();
    }
    const errors = lines.filter((l) => l.includes("rate_limit.store_unavailable"));
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!)).toMatchObject({ level: "error", failOpen: true });
  });
});
