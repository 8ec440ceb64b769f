import { msg } from "~/i18n/message";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("~/upstream/referral.server", () => ({
  validateReferralCode: vi.fn(),
  validateReferee: vi.fn(),
  validateGpayVoucher: vi.fn(),
  addMwebReferral: vi.fn(),
}));
// The limits allow every check here (their budgets: app/platform/rate-limit.server.test.ts); a leave is a token.
const LEAVE = vi.hoisted(() => ({ kind: "leave" }));
vi.mock("~/platform/rate-limit.server", () => ({
  allowCodeCheck: vi.fn(async () => ({ allowed: true, check: LEAVE })),
  codeRecipient: (phone: string) => phone.slice(-10),
}));
vi.mock("~/upstream/customer.server", () => ({
  checkExistingUser: vi.fn(),
  createCustomer: vi.fn(),
}));

import {
  INVALID_REFERRAL,
  INVALID_VOUCHER,
  REFERRAL_NOT_FOR_YOU,
  checkReferral,
  checkVoucher,
  isExistingUser,
  isValidReferralCode,
} from "~/journey/referral.server";
import { allowCodeCheck, type AllowedCodeCheck } from "~/platform/rate-limit.server";
import { checkExistingUser } from "~/upstream/customer.server";
import { validateGpayVoucher, validateReferee, validateReferralCode } from "~/upstream/referral.server";

const PHONE = "+919876543210";
const TRIER = { phone: PHONE, address: "203.0.113.1" };
const leave = LEAVE as unknown as AllowedCodeCheck<"referral">;

const referralCode = vi.mocked(validateReferralCode);
const referee = vi.mocked(validateReferee);
const voucher = vi.mocked(validateGpayVoucher);
const existingUser = vi.mocked(checkExistingUser);

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
/** An upstream answer; the body may break the contract on purpose (e.g. valid missing). */
const answer = <F extends (...args: never[]) => unknown>(body: unknown, status = 200) => ({ status, data: body }) as Answer<F>;

beforeEach(() => {
  for (const mock of [referralCode, referee, voucher, existingUser]) mock.mockReset();
});

describe("isValidReferralCode", () => {
  it.each([[""], ["   "]])("is false for %j without calling the upstream", async (code) => {
    await expect(isValidReferralCode(leave, code)).resolves.toBe(false);
    expect(referralCode).not.toHaveBeenCalled();
  });

  it("is true when the answer's data.valid is true, and sends the trimmed code", async () => {
    referralCode.mockResolvedValue(answer<typeof validateReferralCode>({ data: { valid: true } }));
    await expect(isValidReferralCode(leave, "  GOLD50 ")).resolves.toBe(true);
    expect(referralCode).toHaveBeenCalledWith(leave, "GOLD50");
    expect(referralCode).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["valid false", { data: { valid: false, message: "Unknown code" } }],
    ["data null", { data: null }],
    ["data missing", {}],
    ["valid missing", { data: {} }],
    ["valid the text true", { data: { valid: "true" } }],
  ])("is false when %s", async (_, body) => {
    referralCode.mockResolvedValue(answer<typeof validateReferralCode>(body));
    await expect(isValidReferralCode(leave, "GOLD50")).resolves.toBe(false);
  });

  it("lets an upstream failure through", async () => {
    referralCode.mockRejectedValue(new Error("The server answered 500."));
    await expect(isValidReferralCode(leave, "GOLD50")).rejects.toThrow("The server answered 500.");
  });
});

describe("checkReferral", () => {
  it("refuses an empty code without calling either upstream", async () => {
    await expect(checkReferral(" ", TRIER)).resolves.toEqual({ valid: false, message: INVALID_REFERRAL });
    expect(referralCode).not.toHaveBeenCalled();
    expect(referee).not.toHaveBeenCalled();
  });

  it("refuses an invalid code without checking the phone", async () => {
    referralCode.mockResolvedValue(answer<typeof validateReferralCode>({ data: { valid: false } }));
    await expect(checkReferral("NOPE", TRIER)).resolves.toEqual({ valid: false, message: INVALID_REFERRAL });
    expect(referee).not.toHaveBeenCalled();
  });

  it("accepts a valid code for a phone that may be referred", async () => {
    referralCode.mockResolvedValue(answer<typeof validateReferralCode>({ data: { valid: true } }));
    referee.mockResolvedValue(answer<typeof validateReferee>({ data: { valid: true } }));
    await expect(checkReferral("GOLD50", TRIER)).resolves.toEqual({ valid: true });
    expect(referee).toHaveBeenCalledWith(PHONE);
  });

  it("says our own words, in the page's language, when the phone may not be referred (never the upstream's, decision 047)", async () => {
    referralCode.mockResolvedValue(answer<typeof validateReferralCode>({ data: { valid: true } }));
    referee.mockResolvedValue(answer<typeof validateReferee>({ data: { valid: false, message: "  You are already a customer.  " } }));
    await expect(checkReferral("GOLD50", TRIER)).resolves.toEqual({
      valid: false,
      message: msg("Referral codes are for new customers only. Please leave it empty."),
    });
  });

  it.each([
    ["no message", { data: { valid: false } }],
    ["a blank message", { data: { valid: false, message: "   " } }],
    ["a null message", { data: { valid: false, message: null } }],
    ["data null", { data: null }],
  ])("falls back to the new-customers message with %s", async (_, body) => {
    referralCode.mockResolvedValue(answer<typeof validateReferralCode>({ data: { valid: true } }));
    referee.mockResolvedValue(answer<typeof validateReferee>(body));
    await expect(checkReferral("GOLD50", TRIER)).resolves.toEqual({ valid: false, message: REFERRAL_NOT_FOR_YOU });
  });
});

describe("checkVoucher", () => {
  it.each([[""], ["  "]])("refuses %j without calling the upstream", async (code) => {
    await expect(checkVoucher(code, TRIER)).resolves.toEqual({ valid: false, message: INVALID_VOUCHER });
    expect(voucher).not.toHaveBeenCalled();
  });

  it("accepts a valid voucher with its amount, sending the trimmed code and the phone", async () => {
    voucher.mockResolvedValue(answer<typeof validateGpayVoucher>({ data: { valid: true, amount: 500 } }));
    await expect(checkVoucher(" GPAY500 ", TRIER)).resolves.toEqual({ valid: true, amount: 500 });
    expect(voucher).toHaveBeenCalledWith(LEAVE, { voucherCode: "GPAY500", phone: PHONE });
    expect(allowCodeCheck).toHaveBeenCalledWith({ kind: "voucher", target: "9876543210", address: "203.0.113.1" });
  });

  it("accepts a valid voucher without an amount", async () => {
    voucher.mockResolvedValue(answer<typeof validateGpayVoucher>({ data: { valid: true, amount: null } }));
    const result = await checkVoucher("GPAY500", TRIER);
    expect(result.valid).toBe(true);
    expect(result.valid && result.amount).toBeUndefined();
  });

  it.each([
    ["valid false", { data: { valid: false, message: "Expired" } }],
    ["data null", { data: null }],
    ["valid missing", { data: { amount: 500 } }],
  ])("refuses with its own message when %s", async (_, body) => {
    voucher.mockResolvedValue(answer<typeof validateGpayVoucher>(body));
    await expect(checkVoucher("GPAY500", TRIER)).resolves.toEqual({ valid: false, message: INVALID_VOUCHER });
  });
});

describe("a code refused by the limits", () => {
  it.each([
    ["checkReferral", checkReferral],
    ["checkVoucher", checkVoucher],
  ] as const)("%s says when to try again and checks nothing upstream", async (_, check) => {
    vi.mocked(allowCodeCheck).mockResolvedValueOnce({
      allowed: false,
      reason: "guesses",
      retryAfterSeconds: 1500,
    });
    await expect(check("GOLD50", TRIER)).resolves.toEqual({
      valid: false,
      message: msg("You have tried several codes in a short time. Please try again in {minutes} minutes.", { minutes: 25 }),
      retryAfterSeconds: 1500,
    });
    for (const client of [referralCode, referee, voucher]) expect(client).not.toHaveBeenCalled();
  });
});

describe("isExistingUser", () => {
  it("is false only for a 200 saying existing: false", async () => {
    existingUser.mockResolvedValue(answer<typeof checkExistingUser>({ data: { existing: false } }, 200));
    await expect(isExistingUser(PHONE)).resolves.toBe(false);
    expect(existingUser).toHaveBeenCalledWith(PHONE);
  });

  it("is true for a 200 saying existing: true", async () => {
    existingUser.mockResolvedValue(answer<typeof checkExistingUser>({ data: { existing: true } }, 200));
    await expect(isExistingUser(PHONE)).resolves.toBe(true);
  });

  it.each([[{ data: null }], [{}]])("is true for a 200 without data (%j)", async (body) => {
    existingUser.mockResolvedValue(answer<typeof checkExistingUser>(body, 200));
    await expect(isExistingUser(PHONE)).resolves.toBe(true);
  });

  it.each([[204], [201], [404]])("is true for a %i answer, even one saying existing: false", async (status) => {
    existingUser.mockResolvedValue(answer<typeof checkExistingUser>({ data: { existing: false } }, status));
    await expect(isExistingUser(PHONE)).resolves.toBe(true);
  });

  it("is true when the call throws, and logs a warning", async () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      existingUser.mockRejectedValue(new Error("We could not reach our server."));
      await expect(isExistingUser(PHONE)).resolves.toBe(true);
      const written = stderr.mock.calls.map(([chunk]) => String(chunk)).join("");
      expect(written).toContain("customer.existing_check_failed");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
