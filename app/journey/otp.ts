/**
 * The one-time code (requirements §4): its length, and the one rule of its shape, with its message,
 * for the lead's OTP step and the cardholder's forms alike.
 * Pure, and light: pages import it.
 */
import { msg, type Message } from "~/i18n/message";

export const OTP_LENGTH = 6;
const OTP_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A code as typed, tidied: spaces removed ("123 456" -> "123456"). */
export function normaliseOtpCode(input: string): string {
  return input.replace(/\s/g, "");
}

/** What every form that takes a code (the lead's and the cardholder's) says of one that is not 6 digits. */
export const OTP_CODE_PROBLEM = msg("Enter the 6-digit code we sent to you.");

/** The message for a code that is not 6 digits (spaces aside), or null when it is. */
export function otpCodeProblem(input: string): Message | null {
  return OTP_CODE.test(normaliseOtpCode(input)) ? null : OTP_CODE_PROBLEM;
}
