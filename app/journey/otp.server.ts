/**
 * Verifying the lead's phone (requirements §4, requirements §A11): the code is sent on
 * arrival by SMS, sent again by SMS or by a voice call after a cool-down that this
 * server enforces (and the upstream too), and verified. Sends and checks go through the
 * abuse limits of app/platform/rate-limit.server.ts first: a refusal sends nothing upstream.
 */
import { msg, type Message } from "~/i18n/message";
import { personMessage } from "~/platform/person-message";
import { toLeadRequest, type LeadState } from "~/journey/lead";
import { env } from "~/platform/env.server";
import { emitEvent, type EventContext } from "~/site/events.server";
import { log } from "~/platform/log.server";
import { allowCodeCheck, allowCodeSend, codeNotSent, codeSent } from "~/platform/rate-limit.server";
import type { AppSession } from "~/platform/session.server";
import { grantLead, limited, type Limited } from "~/journey/lead.server";
import { updateLead } from "~/upstream/lead.server";
import type { OwnedLeadId } from "~/upstream/owned-lead";
import { sendLeadOtp, verifyLeadOtp } from "~/upstream/otp.server";
import type { OtpChannel } from "~/upstream/schemas/otp";

/** The session's lead, whatever its id's origin (a 409 too): enough to send and check its code, never to write it. */
export type SessionLead = LeadState & { lead_id: string };

/** The session's lead with the id the ownership check returned (app/journey/lead.server.ts): the steps write with it. */
export type VerifiedLead = LeadState & { lead_id: OwnedLeadId };

export type SendOutcome = { kind: "sent"; channel: OtpChannel } | { kind: "cooldown"; secondsLeft: number } | Limited;

export type VerifyOutcome =
  | { kind: "verified" }
  /** The upstream's own message when it has one for a person, else ours. */
  | { kind: "wrong"; message: Message | string }
  | Limited;

export const WRONG_CODE_FALLBACK = msg("That code is not right. Please check the SMS and try again.");

/** Seconds before another code may be sent for this lead (0 when one may be sent now). */
export function resendSecondsLeft(session: AppSession, leadId: string, now = Date.now()): number {
  const otp = session.get("otp");
  if (!otp || otp.leadId !== leadId) return 0;
  return Math.max(0, Math.ceil((otp.sentAt + otp.retryAfterSeconds * 1000 - now) / 1000));
}

export function hasSentOtp(session: AppSession, leadId: string): boolean {
  return session.get("otp")?.leadId === leadId;
}

export async function sendOtp(
  session: AppSession,
  lead: SessionLead,
  channel: OtpChannel,
  address: string,
  events: EventContext,
): Promise<SendOutcome> {
  const resend = hasSentOtp(session, lead.lead_id);
  const secondsLeft = resendSecondsLeft(session, lead.lead_id);
  if (secondsLeft > 0) return { kind: "cooldown", secondsLeft };
  const recipient = lead.phone ?? lead.lead_id;
  const allowed = await allowCodeSend(recipient, address);
  if (!allowed.allowed) {
    log.warn("otp.send_limited", { leadId: lead.lead_id, reason: allowed.reason, address });
    if (allowed.reason === "cooldown") return { kind: "cooldown", secondsLeft: allowed.retryAfterSeconds };
    return limited(allowed);
  }
  const { status, data } = await sendLeadOtp(lead.lead_id, channel).catch(async (error: unknown) => {
    await codeNotSent(recipient);
    throw error;
  });
  const upstreamWait = data.retryAfterSeconds ?? 0;
  if (status === 429) return { kind: "cooldown", secondsLeft: Math.max(1, upstreamWait) };
  session.set("otp", {
    leadId: lead.lead_id,
    sentAt: Date.now(),
    channel,
    retryAfterSeconds: Math.max(env().OTP_RESEND_COOLDOWN_SECONDS, upstreamWait),
  });
  await codeSent("lead-otp", lead.lead_id);
  emitEvent(events, { name: "otp_sent", data: { leadId: lead.lead_id, channel, resend } });
  return { kind: "sent", channel };
}

export async function verifyOtp(
  session: AppSession,
  lead: SessionLead,
  code: string,
  address: string,
  events: EventContext,
): Promise<VerifyOutcome> {
  const allowed = await allowCodeCheck({ kind: "lead-otp", target: lead.lead_id, address });
  if (!allowed.allowed) {
    log.warn("otp.verify_limited", { leadId: lead.lead_id, reason: allowed.reason, address });
    return limited(allowed);
  }
  const { data } = await verifyLeadOtp(allowed.check, lead.lead_id, code);
  if (!data.verified) return { kind: "wrong", message: personMessage(data.message) ?? WRONG_CODE_FALLBACK };
  // The code proves the phone: this session may change the lead from now on (decision 010).
  const verified: VerifiedLead = { ...lead, lead_id: grantLead(session, lead.lead_id), isOtpVerified: true };
  // The lead model carries the verification too (isOtpVerified -> otpVerified); a failure here rethrows.
  await updateLead(verified.lead_id, toLeadRequest(verified));
  session.set("lead", verified);
  session.unset("otp");
  emitEvent(events, { name: "otp_verified", data: { leadId: lead.lead_id } });
  return { kind: "verified" };
}
