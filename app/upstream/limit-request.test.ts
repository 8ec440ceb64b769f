import { describe, expect, it, vi } from "vitest";
import {
  REQUEST_ID_REQUIRED_MESSAGE,
  VERIFY_PARAMS_MISSING_MESSAGE,
  requireRequestId,
  requireVerifyParams,
} from "~/upstream/limit-request";
import { CardRequestError } from "~/upstream/token";
import { allowedCheck } from "../../tests/support/code-check";

const REQUEST_ID = "Request ID is required";
const VERIFY = "Required parameters missing: requestId, trackingId, and otp are required";
const TOKEN = "Authorization token is required";
/** A token of the shape the upstream issues (app/upstream/token.ts): only what is asked about is missing. */
const A_TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("messages", () => {
  it("are the requirements §8 texts", () => {
    expect(REQUEST_ID_REQUIRED_MESSAGE).toBe(REQUEST_ID);
    expect(VERIFY_PARAMS_MISSING_MESSAGE).toBe(VERIFY);
  });
});

describe("requireRequestId", () => {
  it.each([[""], ["   "], [null], [undefined]])("refuses %j", (id) => {
    const error = thrownBy(() => requireRequestId(id));
    expect(error).toBeInstanceOf(CardRequestError);
    expect((error as Error).message).toBe(REQUEST_ID);
  });

  it("returns the id trimmed", () => {
    expect(requireRequestId("  REQ-1 ")).toBe("REQ-1");
    expect(requireRequestId("REQ-2")).toBe("REQ-2");
  });
});

describe("requireVerifyParams", () => {
  const full = { requestId: "REQ-1", trackingId: "TRK-1", otp: "123456" };

  it.each([
    ["requestId", ""],
    ["requestId", "  "],
    ["requestId", null],
    ["requestId", undefined],
    ["trackingId", ""],
    ["trackingId", "  "],
    ["trackingId", null],
    ["trackingId", undefined],
    ["otp", ""],
    ["otp", "  "],
    ["otp", null],
    ["otp", undefined],
  ] as const)("refuses when %s is %j", (field, value) => {
    const error = thrownBy(() => requireVerifyParams({ ...full, [field]: value }));
    expect(error).toBeInstanceOf(CardRequestError);
    expect((error as Error).message).toBe(VERIFY);
  });

  it.each([["requestId"], ["trackingId"], ["otp"]] as const)("refuses when %s is absent", (field) => {
    const params: Partial<typeof full> = { ...full };
    delete params[field];
    expect(() => requireVerifyParams(params)).toThrow(VERIFY);
  });

  it("returns the three values trimmed", () => {
    expect(requireVerifyParams({ requestId: " REQ-1 ", trackingId: "\tTRK-1", otp: "123456 " })).toEqual({
      requestId: "REQ-1",
      trackingId: "TRK-1",
      otp: "123456",
    });
  });
});

describe("card clients refuse before sending", () => {
  async function loadClients() {
    process.env.UPSTREAM_BASE_URL = "http://127.0.0.1:9";
    process.env.LOG_LEVEL = "silent";
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("fetch must not be called"));
    const clients = await import("~/upstream/card.server");
    return { ...clients, fetchSpy };
  }

  it("sendLimitOtp refuses a blank request id", async () => {
    const { sendLimitOtp, fetchSpy } = await loadClients();
    await expect(sendLimitOtp(A_TOKEN, "")).rejects.toThrow(REQUEST_ID);
    await expect(sendLimitOtp(A_TOKEN, "   ")).rejects.toBeInstanceOf(CardRequestError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sendLimitOtp refuses an empty token", async () => {
    const { sendLimitOtp, fetchSpy } = await loadClients();
    await expect(sendLimitOtp("", "REQ-1")).rejects.toThrow(TOKEN);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("verifyLimitOtp refuses when any of the three is missing", async () => {
    const { verifyLimitOtp, fetchSpy } = await loadClients();
    await expect(
      verifyLimitOtp(await allowedCheck("card-otp"), A_TOKEN, { requestId: "", trackingId: "TRK-1", otp: "123456" }),
    ).rejects.toThrow(VERIFY);
    await expect(
      verifyLimitOtp(await allowedCheck("card-otp"), A_TOKEN, { requestId: "REQ-1", trackingId: null, otp: "123456" }),
    ).rejects.toThrow(VERIFY);
    await expect(verifyLimitOtp(await allowedCheck("card-otp"), A_TOKEN, { requestId: "REQ-1", trackingId: "TRK-1" })).rejects.toThrow(
      VERIFY,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("verifyLimitOtp refuses an empty token", async () => {
    const { verifyLimitOtp, fetchSpy } = await loadClients();
    await expect(
      verifyLimitOtp(await allowedCheck("card-otp"), "", { requestId: "REQ-1", trackingId: "TRK-1", otp: "123456" }),
    ).rejects.toThrow(TOKEN);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("getCreditLimit refuses an empty or blank token", async () => {
    const { getCreditLimit, fetchSpy } = await loadClients();
    await expect(getCreditLimit("")).rejects.toThrow(TOKEN);
    await expect(getCreditLimit("   ")).rejects.toBeInstanceOf(CardRequestError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
