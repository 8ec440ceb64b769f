import { describe, expect, it } from "vitest";
import { PINCODE_PATTERN, isValidPincode, normalisePincode, pincodeProblem } from "~/journey/pincode";

const ENTER = "Please enter your 6-digit pincode.";
const DIGITS_ONLY = "A pincode has digits only.";
const SIX_DIGITS = "A pincode has exactly 6 digits.";
const FIRST_DIGIT = "Please check your pincode: it should start with a digit from 1 to 8.";

describe("valid pincodes", () => {
  it.each([["560034"], ["560 034"], [" 560034 "], ["560-034"], ["110001"], ["855117"]])("accepts %j", (input) => {
    expect(isValidPincode(input)).toBe(true);
    expect(pincodeProblem(input)).toBeNull();
  });

  it("tidies spaces and dashes away", () => {
    expect(normalisePincode("560 034")).toBe("560034");
    expect(normalisePincode(" 411-038 ")).toBe("411038");
  });
});

describe("invalid pincodes", () => {
  it.each([
    ["060034", FIRST_DIGIT],
    ["960034", FIRST_DIGIT],
    ["56003", SIX_DIGITS],
    ["5600341", SIX_DIGITS],
    ["56O034", DIGITS_ONLY],
    ["abcdef", DIGITS_ONLY],
    ["560.34", DIGITS_ONLY],
    ["", ENTER],
    ["   ", ENTER],
  ])("refuses %j with %j", (input, message) => {
    expect(isValidPincode(input)).toBe(false);
    expect(pincodeProblem(input)?.key).toBe(message);
  });
});

describe("PINCODE_PATTERN (the input's pattern attribute)", () => {
  const pattern = new RegExp(`^(?:${PINCODE_PATTERN})$`);

  it("agrees with isValidPincode on tidy input", () => {
    for (const value of ["560034", "110001", "060034", "960034", "56003", "5600341"]) {
      expect(pattern.test(value)).toBe(isValidPincode(value));
    }
  });
});
