import { describe, expect, it } from "vitest";
import {
  COUNTRY_PREFIX,
  MOBILE_INPUT_PATTERN,
  isAcceptablePartialMobile,
  isValidIndianMobile,
  parseIndianMobile,
  toE164,
} from "~/journey/phone";

describe("parseIndianMobile / isValidIndianMobile", () => {
  it.each([["6000000000"], ["7012345678"], ["8123456789"], ["9876543210"]])("accepts the 10-digit number %j", (input) => {
    expect(parseIndianMobile(input)).toBe(input);
    expect(isValidIndianMobile(input)).toBe(true);
  });

  it.each([
    ["+919876543210"],
    ["+91 9876543210"],
    ["+91 98765 43210"],
    ["+91-98765-43210"],
    ["919876543210"],
    ["91 98765 43210"],
    ["09876543210"],
    ["098765 43210"],
    ["98765-43210"],
    ["  9876543210  "],
  ])("accepts %j and keeps the 10 digits", (input) => {
    expect(parseIndianMobile(input)).toBe("9876543210");
  });

  it.each([
    ["5876543210", "starts with 5"],
    ["0876543210", "starts with 0"],
    ["987654321", "9 digits"],
    ["98765432101", "11 digits without a 0 prefix"],
    ["987654321012", "12 digits not starting 91"],
    ["98765abcde", "letters"],
    ["abcdefghij", "letters"],
    ["+915876543210", "+91 then 5"],
    ["+9198765432", "+91 then 8 digits"],
    ["", "empty"],
  ])("rejects %j (%s)", (input) => {
    expect(parseIndianMobile(input)).toBeNull();
    expect(isValidIndianMobile(input)).toBe(false);
  });
});

describe("toE164", () => {
  it("uses the +91 country prefix", () => {
    expect(COUNTRY_PREFIX).toBe("+91");
  });

  it.each([["9876543210"], ["+91 98765 43210"], ["09876543210"], ["919876543210"]])("%j -> +919876543210", (input) => {
    expect(toE164(input)).toBe("+919876543210");
  });

  it("throws on a number that is not an Indian mobile", () => {
    expect(() => toE164("12345")).toThrow();
    expect(() => toE164("5876543210")).toThrow();
  });
});

describe("isAcceptablePartialMobile (single-character rule)", () => {
  it.each([["7"], ["0"], ["9"], ["+"]])("accepts the single character %j", (input) => {
    expect(isAcceptablePartialMobile(input)).toBe(true);
  });

  it.each([["a"], [" "], ["-"]])("rejects the single character %j", (input) => {
    expect(isAcceptablePartialMobile(input)).toBe(false);
  });

  it.each([[""], ["98"], ["+91 98"], ["ab"]])("leaves %j to the whole-value check", (input) => {
    expect(isAcceptablePartialMobile(input)).toBe(true);
  });
});

describe("MOBILE_INPUT_PATTERN as a browser pattern", () => {
  // Browsers compile the pattern attribute as ^(?:pattern)$ with the v flag.
  const pattern = new RegExp(`^(?:${MOBILE_INPUT_PATTERN})$`, "v");

  it.each([["9876543210"], ["+91 9876543210"], ["09876543210"]])("accepts %j", (input) => {
    expect(pattern.test(input)).toBe(true);
  });

  it.each([["12345"], ["5876543210"], ["abcdefghij"]])("rejects %j", (input) => {
    expect(pattern.test(input)).toBe(false);
  });
});
