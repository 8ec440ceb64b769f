/**
 * The lead's OTP code (requirements §4): its length, and the one rule of its shape, with its message.
 * Pure, and light: pages import it.
 */
import { msg, type Message } from "~/i18n/message";

export const OTP_LENGTH = 6;
const OTP_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A code as typed, tidied: spaces removed ("123 456" -> "123456"). */
export function normaliseOtpCode(input: string): string {
  return input.replace(/\s/g, "");
}

/** The message for a code that is not 6 digits (spaces aside), or null when it is: every form that takes the code says it. */
export function otpCodeProblem(input: string): Message | null {
  return OTP_CODE.test(normaliseOtpCode(input)) ? null : msg("Enter the 6-digit code we sent to you.");
}
