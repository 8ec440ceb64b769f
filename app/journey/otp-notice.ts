/**
 * What the OTP page says once when a new code went (the flash, app/site/flash.ts). Its own
 * module, so only the OTP page carries these words.
 */
import { msg, type Message } from "~/i18n/message";
import type { OtpChannel } from "~/upstream/schemas/otp";

declare module "~/site/flash" {
  interface Notices {
    /** A new code went, by SMS or a call. */
    "lead-otp": { sent: OtpChannel };
  }
}

/** What the OTP page says when a new code went. */
export function codeSentNotice(channel: OtpChannel): Message {
  return channel === "VOICE" ? msg("You will get a call with your code shortly.") : msg("We have sent you a new code by SMS.");
}
