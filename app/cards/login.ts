/**
 * Cardholder login input rules (pure, shared by the pages and the tests): a login is by an
 * Indian mobile number or an e-mail address, and the page shows who the code went to
 * without printing the whole number or address. The forms' schemas: login-form.ts.
 */
import { msg, type Message } from "~/i18n/message";
import { parseIndianMobile, COUNTRY_PREFIX, MOBILE_INPUT_PATTERN, PHONE_PROBLEM } from "~/journey/phone";
import { utf8Length } from "~/platform/bytes";

export type LoginKind = "phone" | "email";

export const EMAIL_PROBLEM = msg("Enter an e-mail address like name@example.com.");
export const FIRSTNAME_PROBLEM = msg("Enter your first name.");

/**
 * The mobile number field's input (login and sign-up): tel-national (the number without +91) is
 * an autofill token of text inputs, not of type=tel (HTML, autofill).
 */
export const PHONE_INPUT = {
  type: "text",
  autoComplete: "tel-national",
  inputMode: "numeric",
  pattern: MOBILE_INPUT_PATTERN,
  maxLength: 16,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function loginKind(value: string | null | undefined): LoginKind {
  return value === "email" ? "email" : "phone";
}

/** The identity the upstream gets (+91 phone, lower-case e-mail), or the problem to show. */
export function parseLoginIdentity(kind: LoginKind, raw: string): { value: string } | { problem: Message } {
  if (kind === "email") {
    const email = raw.trim().toLowerCase();
    return utf8Length(email) <= 254 && EMAIL.test(email) ? { value: email } : { problem: EMAIL_PROBLEM };
  }
  const digits = parseIndianMobile(raw);
  return digits ? { value: `${COUNTRY_PREFIX}${digits}` } : { problem: PHONE_PROBLEM };
}

/** "+919000000601" -> "+91 ******0601"; "asha.rao@example.com" -> "as******@example.com". */
export function maskedIdentity(kind: LoginKind, value: string): string {
  if (kind === "phone") return `${COUNTRY_PREFIX} ******${value.slice(-4)}`;
  const [local = "", domain = ""] = value.split("@");
  return `${local.slice(0, Math.min(2, local.length))}******@${domain}`;
}
