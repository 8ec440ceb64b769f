import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("~/upstream/referral.server", () => ({
  validateReferralCode: vi.fn(),
  validateReferee: vi.fn(),
  validateGpayVoucher: vi.fn(),
  addMwebReferral: vi.fn(),
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
import { checkExistingUser } from "~/upstream/customer.server";
import { validateGpayVoucher, validateReferee, validateReferralCode } from "~/upstream/referral.server";

const PHONE = "+919876543210";

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
    await expect(isValidReferralCode(code)).resolves.toBe(false);
    expect(referralCode).not.toHaveBeenCalled();
  });

  it("is true when the answer's data.valid is true, and sends the trimmed code", async () => {
    referralCode.mockResolvedValue(answer<typeof validateReferralCode>({ data: { valid: true } }));
    await expect(isValidReferralCode("  GOLD50 ")).resolves.toBe(true);
    expect(referralCode).toHaveBeenCalledWith("GOLD50");
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
    await expect(isValidReferralCode("GOLD50")).resolves.toBe(false);
  });

  it("lets an upstream failure through", async () => {
    referralCode.mockRejectedValue(new Error("The server answered 500."));
    await expect(isValidReferralCode("GOLD50")).rejects.toThrow("The server answered 500.");
  });
});

describe("checkReferral", () => {
  it("refuses an empty code without calling either upstream", async () => {
    await expect(checkReferral(" ", PHONE)).resolves.toEqual({ valid: false, message: INVALID_REFERRAL });
    expect(referralCode).not.toHaveBeenCalled();
    expect(referee).not.toHaveBeenCalled();
  });

  it("refuses an invalid code without checking the phone", async () => {
    referralCode.mockResolvedValue(answer<typeof validateReferralCode>({ data: { valid: false } }));
    await expect(checkReferral("NOPE", PHONE)).resolves.toEqual({ valid: false, message: INVALID_REFERRAL });
    expect(referee).not.toHaveBeenCalled();
  });

  it("accepts a valid code for a phone that may be referred", async () => {
    referralCode.mockResolvedValue(answer<typeof validateReferralCode>({ data: { valid: true } }));
    referee.mockResolvedValue(answer<typeof validateReferee>({ data: { valid: true } }));
    await expect(checkReferral("GOLD50", PHONE)).resolves.toEqual({ valid: true });
    expect(referee).toHaveBeenCalledWith(PHONE);
  });

  it("shows the upstream's trimmed message when the phone may not be referred", async () => {
    referralCode.mockResolvedValue(answer<typeof validateReferralCode>({ data: { valid: true } }));
    referee.mockResolvedValue(answer<typeof validateReferee>({ data: { valid: false, message: "  You are already a customer.  " } }));
    await expect(checkReferral("GOLD50", PHONE)).resolves.toEqual({ valid: false, message: "You are already a customer." });
  });

  it.each([
    ["no message", { data: { valid: false } }],
    ["a blank message", { data: { valid: false, message: "   " } }],
    ["a null message", { data: { valid: false, message: null } }],
    ["data null", { data: null }],
  ])("falls back to the new-customers message with %s", async (_, body) => {
    referralCode.mockResolvedValue(answer<typeof validateReferralCode>({ data: { valid: true } }));
    referee.mockResolvedValue(answer<typeof validateReferee>(body));
    await expect(checkReferral("GOLD50", PHONE)).resolves.toEqual({ valid: false, message: REFERRAL_NOT_FOR_YOU });
  });
});

describe("checkVoucher", () => {
  it.each([[""], ["  "]])("refuses %j without calling the upstream", async (code) => {
    await expect(checkVoucher(code, PHONE)).resolves.toEqual({ valid: false, message: INVALID_VOUCHER });
    expect(voucher).not.toHaveBeenCalled();
  });

  it("accepts a valid voucher with its amount, sending the trimmed code and the phone", async () => {
    voucher.mockResolvedValue(answer<typeof validateGpayVoucher>({ data: { valid: true, amount: 500 } }));
    await expect(checkVoucher(" GPAY500 ", PHONE)).resolves.toEqual({ valid: true, amount: 500 });
    expect(voucher).toHaveBeenCalledWith({ voucherCode: "GPAY500", phone: PHONE });
  });

  it("accepts a valid voucher without an amount", async () => {
    voucher.mockResolvedValue(answer<typeof validateGpayVoucher>({ data: { valid: true, amount: null } }));
    const result = await checkVoucher("GPAY500", PHONE);
    expect(result.valid).toBe(true);
    expect(result.valid && result.amount).toBeUndefined();
  });

  it.each([
    ["valid false", { data: { valid: false, message: "Expired" } }],
    ["data null", { data: null }],
    ["valid missing", { data: { amount: 500 } }],
  ])("refuses with its own message when %s", async (_, body) => {
    voucher.mockResolvedValue(answer<typeof validateGpayVoucher>(body));
    await expect(checkVoucher("GPAY500", PHONE)).resolves.toEqual({ valid: false, message: INVALID_VOUCHER });
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
