/** Indian PIN codes (requirements §D): 6 digits, the first 1-8 (9 is the Army Postal Service), and the pincode step's form. Pure code. */
import { msg, type Message } from "~/i18n/message";

export const PINCODE_PATTERN = "[1-8][0-9]{5}";
const PINCODE = /^[1-8]\d{5}$/;

/** What people type, tidied: spaces removed ("560 034" -> "560034"). */
export function normalisePincode(input: string): string {
  return input.replace(/[\s-]/g, "");
}

export function isValidPincode(input: string): boolean {
  return PINCODE.test(normalisePincode(input));
}

/** The message for a pincode that is not valid, or null when it is: every form that takes a pincode says these. */
export function pincodeProblem(input: string): Message | null {
  const value = normalisePincode(input);
  if (value === "") return msg("Please enter your 6-digit pincode.");
  if (!/^\d+$/.test(value)) return msg("A pincode has digits only.");
  if (value.length !== 6) return msg("A pincode has exactly 6 digits.");
  if (!PINCODE.test(value)) return msg("Please check your pincode: it should start with a digit from 1 to 8.");
  return null;
}
