import { describe, expect, it } from "vitest";
import { EMAIL_PROBLEM, loginKind, maskedIdentity, parseLoginIdentity } from "~/cards/login";
import { PHONE_PROBLEM } from "~/journey/phone";

describe("parseLoginIdentity (phone)", () => {
  it.each([["9000000601"], ["+91 90000 00601"], ["09000000601"], ["919000000601"], [" 90000-00601 "]])("%j -> +919000000601", (raw) => {
    expect(parseLoginIdentity("phone", raw)).toEqual({ value: "+919000000601" });
  });

  it.each([["5000000601"], ["12345"], [""], ["90000006011"], ["abcdefghij"]])("%j is a phone problem", (raw) => {
    expect(parseLoginIdentity("phone", raw)).toEqual({ problem: PHONE_PROBLEM });
  });

  it("has the phone problem text", () => {
    expect(PHONE_PROBLEM.key).toBe("Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.");
  });
});

describe("parseLoginIdentity (email)", () => {
  it("trims and lower-cases", () => {
    expect(parseLoginIdentity("email", "  Asha.Rao@Example.COM ")).toEqual({ value: "asha.rao@example.com" });
  });

  it.each([["a@b"], ["no-at"], [""], ["a b@example.com"], ["a@example.c"]])("%j is an e-mail problem", (raw) => {
    expect(parseLoginIdentity("email", raw)).toEqual({ problem: EMAIL_PROBLEM });
  });

  it("refuses an address longer than 254 characters", () => {
    const long = `${"a".repeat(243)}@example.com`; // 255 characters
    expect(long.length).toBe(255);
    expect(parseLoginIdentity("email", long)).toEqual({ problem: EMAIL_PROBLEM });
    expect(parseLoginIdentity("email", long.slice(1))).toEqual({ value: long.slice(1) });
  });

  it("counts the 254 in bytes: an address in Devanagari is refused at a third of the characters", () => {
    const local = (characters: number) => `${"क".repeat(characters)}@example.com`;
    expect(parseLoginIdentity("email", local(80))).toEqual({ value: local(80) }); // 252 bytes
    expect(parseLoginIdentity("email", local(81))).toEqual({ problem: EMAIL_PROBLEM }); // 255 bytes, 93 characters
  });

  it("does not read a phone number as an e-mail", () => {
    expect(parseLoginIdentity("email", "9000000601")).toEqual({ problem: EMAIL_PROBLEM });
  });

  it("has the e-mail problem text", () => {
    expect(EMAIL_PROBLEM.key).toBe("Enter an e-mail address like name@example.com.");
  });
});

describe("loginKind", () => {
  it.each([
    ["email", "email"],
    ["phone", "phone"],
    [null, "phone"],
    [undefined, "phone"],
    ["", "phone"],
    ["EMAIL", "phone"],
  ] as const)("%j -> %j", (raw, kind) => {
    expect(loginKind(raw)).toBe(kind);
  });
});

describe("maskedIdentity", () => {
  it("shows only the last four digits of a phone", () => {
    expect(maskedIdentity("phone", "+919000000601")).toBe("+91 ******0601");
  });

  it("shows the first two characters of the e-mail local part and the domain", () => {
    expect(maskedIdentity("email", "asha.rao@example.com")).toBe("as******@example.com");
  });

  it("shows a one-character local part as is", () => {
    expect(maskedIdentity("email", "a@example.com")).toBe("a******@example.com");
  });
});
