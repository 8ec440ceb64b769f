/**
 * Indian mobile numbers (requirements §5, requirements §D): exactly 10 digits starting 6-9.
 * People type "+91", "91" or a leading "0" in front, and spaces or dashes: we accept
 * those and keep the 10 digits. The backend gets "+91" + the 10 digits.
 */
import { msg } from "~/i18n/message";

export const COUNTRY_PREFIX = "+91";
const MOBILE = /^[6-9]\d{9}$/;

/** What every form that takes a mobile number (the lead's, the cardholder's) says of one that is not one. */
export const PHONE_PROBLEM = msg("Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.");

/** Native `pattern` for the phone input (anchored by the browser). */
export const MOBILE_INPUT_PATTERN = "(\\+?91[ \\-]?|0)?[6-9][0-9 \\-]{9,11}";

/** The 10-digit number, or null when the input is not an Indian mobile number. */
export function parseIndianMobile(raw: string): string | null {
  let digits = raw.trim().replace(/[\s-]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return MOBILE.test(digits) ? digits : null;
}

export function isValidIndianMobile(raw: string): boolean {
  return parseIndianMobile(raw) !== null;
}

/** "9876543210" (or any accepted form) -> "+919876543210". */
export function toE164(raw: string): string {
  const digits = parseIndianMobile(raw);
  if (!digits) throw new Error("Not an Indian mobile number");
  return `${COUNTRY_PREFIX}${digits}`;
}

/**
 * The typing rule of requirements §5: while the field holds a single character, it must be a
 * digit (or the "+" of +91). Longer input is checked as a whole on submit.
 */
export function isAcceptablePartialMobile(value: string): boolean {
  if (value.length !== 1) return true;
  return /[0-9+]/.test(value);
}
