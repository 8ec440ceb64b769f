import { describe, expect, it } from "vitest";
import { mask } from "~/platform/log.server";

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJDVVMifQ.c2lnbmF0dXJl";

describe("mask hides secrets", () => {
  it("hides a JWT-looking value under an innocuous key", () => {
    const masked = JSON.stringify(mask({ note: `token ${JWT}` }));
    expect(masked).not.toContain(JWT);
    expect(masked).not.toContain("c2lnbmF0dXJl");
  });

  it("hides a bare JWT-looking string", () => {
    expect(JSON.stringify(mask(JWT))).not.toContain(JWT);
  });

  it.each([["accessToken"], ["jwt"], ["otp"], ["authorization"]])("hides the value under %j", (key) => {
    const masked = mask({ [key]: "s3cr3t-value-123" }) as Record<string, unknown>;
    expect(masked[key]).toBe("***");
    expect(JSON.stringify(masked)).not.toContain("s3cr3t-value-123");
  });

  it('hides the token in "JWT abc.def.ghi"', () => {
    expect(mask("JWT abc.def.ghi")).toBe("JWT ***");
    expect(mask({ header: "sent JWT abc.def.ghi" })).toEqual({ header: "sent JWT ***" });
  });

  it.each([
    ["otp 123456 failed", "otp *** failed"],
    ["Your OTP: 482913", "Your OTP: ***"],
    ["code=1234", "code=***"],
  ])("hides a code quoted in text: %j", (text, expected) => {
    expect(mask({ message: text })).toEqual({ message: expected });
  });

  it("keeps other numbers in text", () => {
    expect(mask({ message: "The server answered 500 after 2000 ms" })).toEqual({ message: "The server answered 500 after 2000 ms" });
  });
});
