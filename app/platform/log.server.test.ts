import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { log, mask, maskPhone } from "~/platform/log.server";

describe("maskPhone", () => {
  it.each([
    ["+919876543210", "+91******3210"],
    ["9876543210", "******3210"],
    ["919876543210", "91******3210"],
  ])("%j -> %j", (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it("hides a value too short to keep four digits", () => {
    expect(maskPhone("12")).toBe("****");
  });
});

describe("mask", () => {
  it.each([["otp"], ["token"], ["jwt"], ["authorization"], ["Authorization"], ["pan"], ["cookie"], ["OTP"]])(
    "hides the value under %j entirely",
    (key) => {
      expect(mask({ [key]: "123456-secret" })).toEqual({ [key]: "***" });
    },
  );

  it("hides non-string secret values too", () => {
    expect(mask({ otp: 482913, token: { a: "b" } })).toEqual({ otp: "***", token: "***" });
  });

  it.each([["phone"], ["mobile"], ["unbounce_phone"], ["refereePhone"], ["mobileNumber"]])(
    "masks the phone under the phone-like key %j",
    (key) => {
      expect(mask({ [key]: "+919876543210" })).toEqual({ [key]: "+91******3210" });
    },
  );

  it("masks a phone held as a number under a phone-like key", () => {
    const masked = JSON.stringify(mask({ phone: 9876543210 }));
    expect(masked).not.toContain("9876543210");
  });

  it("masks phone numbers inside text", () => {
    expect(mask({ msg: "lead created for 9876543210 today" })).toEqual({ msg: "lead created for ******3210 today" });
    expect(mask({ msg: "lead created for +919876543210" })).toEqual({ msg: "lead created for +91******3210" });
  });

  it("masks a phone typed with spaces inside text", () => {
    const masked = JSON.stringify(mask({ msg: "invalid input +91 98765 43210" }));
    expect(masked).not.toMatch(/98765\s*43210/);
  });

  it('masks "JWT <token>" and "Bearer <token>" inside strings', () => {
    expect(mask({ header: "JWT eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-_x" })).toEqual({ header: "JWT ***" });
    expect(mask({ header: "Bearer abc.def.ghi" })).toEqual({ header: "Bearer ***" });
    expect(mask("sent with Bearer abc123 to card")).toBe("sent with Bearer *** to card");
  });

  it("masks otp=... in URLs", () => {
    expect(mask({ url: "https://api.example.in/lead-service/v1/otp/verify?leadId=L1&otp=482913" })).toEqual({
      url: "https://api.example.in/lead-service/v1/otp/verify?leadId=L1&otp=***",
    });
    expect(mask("/verify?otp=482913&leadId=L1")).toBe("/verify?otp=***&leadId=L1");
  });

  it("masks PAN-shaped text", () => {
    expect(mask({ detail: "pan check ABCDE1234F failed" })).toEqual({ detail: "pan check ********** failed" });
  });

  it("masks recursively in nested objects and arrays", () => {
    const masked = mask({
      request: { body: { phone: "9876543210", otp: "482913", city: "Pune" }, headers: { authorization: "JWT abc" } },
      list: ["9123456789", { token: "t" }, "ok"],
    });
    expect(masked).toEqual({
      request: { body: { phone: "******3210", otp: "***", city: "Pune" }, headers: { authorization: "***" } },
      list: ["******6789", { token: "***" }, "ok"],
    });
  });

  it("leaves other values intact", () => {
    const value = { city: "Pune", cityId: 12, loanAmount: 150000, ok: true, nothing: null, leadId: "5f2c-1", at: "2025-01-01" };
    expect(mask(value)).toEqual(value);
  });
});

describe("log.info", () => {
  const previous = process.env.LOG_LEVEL;
  beforeEach(() => {
    delete process.env.LOG_LEVEL;
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = previous;
  });

  it("writes one masked JSON line to stdout", () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    log.info("otp.sent", { phone: "+919876543210", otp: "482913", leadId: "L1" });
    expect(write).toHaveBeenCalledTimes(1);
    const output = String(write.mock.calls[0]![0]);
    write.mockRestore();

    expect(output.endsWith("\n")).toBe(true);
    expect(output.trimEnd()).not.toContain("\n");
    expect(output).not.toContain("9876543210");
    expect(output).not.toContain("482913");
    const line = JSON.parse(output) as Record<string, unknown>;
    expect(line).toMatchObject({ level: "info", event: "otp.sent", phone: "+91******3210", otp: "***", leadId: "L1" });
    expect(typeof line.at).toBe("string");
  });
});
