/**
 * What the journey's pages say once after one of their forms did something (the flash,
 * app/site/flash.ts): the OTP page that a new code went, the confirmation what became of the
 * visit. Pure: the pages' code words them.
 */
import type { MessageKey } from "~/i18n/keys";
import { msg, type Message } from "~/i18n/message";
import type { OtpChannel } from "~/upstream/schemas/otp";

/** What the confirmation step says after a change of the visit. */
export const VISIT_NOTICES = {
  "already-booked": "You already have this visit booked. You can change its time or cancel it here.",
  changed: "Done: your visit has its new time.",
  "cancelled-elsewhere": "This visit had already been cancelled, so it could not be changed. You can book a new one.",
} as const satisfies Record<string, MessageKey>;

export type VisitNotice = keyof typeof VISIT_NOTICES;

declare module "~/site/flash" {
  interface Notices {
    /** A new code went, by SMS or a call. */
    "lead-otp": { sent: OtpChannel };
    confirmation: { visit: VisitNotice };
  }
}

/** What the OTP page says when a new code went. */
export function codeSentNotice(channel: OtpChannel): Message {
  return channel === "VOICE" ? msg("You will get a call with your code shortly.") : msg("We have sent you a new code by SMS.");
}
