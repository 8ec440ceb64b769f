import { describe, expect, it, vi } from "vitest";
import {
  allowCodeCheck,
  allowCodeSend,
  allowLeadCreation,
  allowWork,
  codeRecipient,
  codeSent,
  recipientKey,
  CodeCheckNotAllowedError,
  spendCodeCheck,
  spendWork,
  WorkNotAllowedError,
  type AllowedCodeCheck,
  type AllowedWork,
} from "~/platform/rate-limit.server";
import { closeSharedStore } from "~/platform/shared-store.server";
import { withInMemoryStore } from "../../tests/support/in-memory-store";

// The in-memory store; the Redis store keeps the same contract.
withInMemoryStore();

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

describe("recipientKey", () => {
  it("counts a phone's key as the phone itself, without holding its digits", async () => {
    const number = phone();
    const key = recipientKey(`+91 ${number}`);
    expect(JSON.stringify(key)).not.toContain(number.slice(-6));
    expect(await allowCodeSend(key, "203.0.113.31")).toMatchObject({ allowed: true });
    // The cool-down the key started holds for the phone typed in full, and back.
    expect(await allowCodeSend(number, "203.0.113.32")).toMatchObject({ allowed: false, reason: "cooldown" });
  });
});

describe("allowCodeCheck", () => {
  it("allows 5 checks of one code, then refuses until a new code is sent", async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await allowCodeCheck({ kind: "lead-otp", target: "L-1", address: `203.0.113.${i}` })).allowed);
    expect(answers).toEqual([true, true, true, true, true, false]);
    expect(await allowCodeCheck({ kind: "lead-otp", target: "L-1", address: "203.0.113.9" })).toMatchObject({
      allowed: false,
      reason: "attempts",
    });
    await codeSent("lead-otp", "L-1");
    expect(await allowCodeCheck({ kind: "lead-otp", target: "L-1", address: "203.0.113.9" })).toMatchObject({ allowed: true });
  });

  it("counts lead and cardholder checks from one address separately (60 each); referral and voucher codes are lead checks", async () => {
    for (let i = 0; i < 20; i += 1) {
      for (const kind of ["lead-otp", "referral", "voucher"] as const)
        expect((await allowCodeCheck({ kind, target: `L-${i}`, address: "203.0.113.77" })).allowed).toBe(true);
    }
    expect(await allowCodeCheck({ kind: "voucher", target: "L-x", address: "203.0.113.77" })).toMatchObject({
      allowed: false,
      reason: "address",
    });
    expect(await allowCodeCheck({ kind: "card-login", target: "9876543210", address: "203.0.113.77" })).toMatchObject({ allowed: true });
  });

  it("allows 5 referral or voucher codes per target, each kind apart, and says when to try again", async () => {
    const tries = [];
    for (let i = 0; i < 6; i += 1) tries.push(await allowCodeCheck({ kind: "voucher", target: "9876543210", address: `203.0.113.${i}` }));
    expect(tries.slice(0, 5).every((t) => t.allowed)).toBe(true);
    expect(tries[5]).toMatchObject({
      allowed: false,
      reason: "guesses",
      retryAfterSeconds: expect.toSatisfy((seconds: number) => seconds > 28 * 60 && seconds <= 30 * 60),
    });
    expect(await allowCodeCheck({ kind: "referral", target: "9876543210", address: "203.0.113.9" })).toMatchObject({ allowed: true });
  });

  it("gives a leave that a client spends once, for its own kind only", async () => {
    const limit = await allowCodeCheck({ kind: "voucher", target: "L-leave", address: "203.0.113.5" });
    if (!limit.allowed) throw new Error("unreachable");
    expect(() => spendCodeCheck(limit.check as unknown as AllowedCodeCheck<"referral">, "referral")).toThrow(CodeCheckNotAllowedError);
    expect(() => spendCodeCheck(limit.check, "voucher")).not.toThrow();
    expect(() => spendCodeCheck(limit.check, "voucher")).toThrow(CodeCheckNotAllowedError);
    // A look-alike is no leave.
    expect(() => spendCodeCheck({ kind: "voucher" } as unknown as AllowedCodeCheck<"voucher">, "voucher")).toThrow(
      CodeCheckNotAllowedError,
    );
  });
});

describe("allowWork", () => {
  it("counts a kind's work per person, then per client address", async () => {
    const perLead = [];
    for (let i = 0; i < 11; i += 1) perLead.push(await allowWork({ kind: "lead-lookup", address: `198.51.100.${i}`, person: "L-looked" }));
    expect(perLead.filter((limit) => limit.allowed)).toHaveLength(10);
    expect(perLead[10]).toMatchObject({ allowed: false, reason: "repeats" });
    // Another lead from one of those addresses is still allowed: the person's budget is its own.
    expect(await allowWork({ kind: "lead-lookup", address: "198.51.100.1", person: "L-other" })).toMatchObject({ allowed: true });

    const perAddress = [];
    for (let i = 0; i < 31; i += 1) perAddress.push(await allowWork({ kind: "lead-lookup", address: "198.51.100.200", person: `L-${i}` }));
    expect(perAddress.filter((limit) => limit.allowed)).toHaveLength(30);
    expect(perAddress[30]).toMatchObject({ allowed: false, reason: "address" });
  });

  it("keeps each kind's budget apart", async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await allowWork({ kind: "pan-check", address: "198.51.100.50", person: "S-1" })).allowed).toBe(true);
    expect(await allowWork({ kind: "pan-check", address: "198.51.100.50", person: "S-1" })).toMatchObject({
      allowed: false,
      reason: "repeats",
    });
    expect(await allowWork({ kind: "pdf", address: "198.51.100.50", person: "S-1" })).toMatchObject({ allowed: true });
  });

  it("counts only the address when there is no person", async () => {
    const answers = [];
    for (let i = 0; i < 121; i += 1)
      answers.push((await allowWork({ kind: "client-log", address: "198.51.100.60", person: null })).allowed);
    expect(answers.filter(Boolean)).toHaveLength(120);
  });

  it("gives a leave that the work spends once, for its own kind only", async () => {
    const limit = await allowWork({ kind: "pdf", address: "198.51.100.70", person: null });
    if (!limit.allowed) throw new Error("unreachable");
    expect(() => spendWork(limit.leave as unknown as AllowedWork<"upload">, "upload")).toThrow(WorkNotAllowedError);
    expect(() => spendWork(limit.leave, "pdf")).not.toThrow();
    expect(() => spendWork(limit.leave, "pdf")).toThrow(WorkNotAllowedError);
    expect(() => spendWork({ kind: "pdf" } as unknown as AllowedWork<"pdf">, "pdf")).toThrow(WorkNotAllowedError);
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
