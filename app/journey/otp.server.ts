/**
 * Verifying the lead's phone (requirements §4, requirements §A11): the code is sent by SMS by the
 * post that leads to the OTP page (the lead form, the resume offer; no GET sends one), sent again
 * by SMS or by a voice call after a cool-down that this server enforces (and the upstream too),
 * and verified. Sends and checks go through the abuse limits of app/platform/rate-limit.server.ts
 * first: a refusal sends nothing upstream.
 */
import { msg, type Message } from "~/i18n/message";
import { toLeadRequest, type LeadState } from "~/journey/lead";
import type { LimitReason } from "~/platform/limit-message";
import { env } from "~/platform/env.server";
import { emitEvent, type EventContext } from "~/site/events.server";
import { log } from "~/platform/log.server";
import { allowCodeCheck, allowCodeSend, codeNotSent, codeSent } from "~/platform/rate-limit.server";
import type { AppSession } from "~/platform/session.server";
import { grantLead, limited, type Limited } from "~/journey/lead.server";
import { resumedLeadOf, verifiedResumedLead } from "~/journey/resume.server";
import { popupFor } from "~/site/error-popup.server";
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

/** Whether this session has asked for a code for this lead (sent, or held back by a limit that says when to ask again). */
export function hasSentOtp(session: AppSession, leadId: string): boolean {
  return session.get("otp")?.leadId === leadId;
}

/** The limit that held back this lead's code, while its wait lasts: what the OTP page says. */
export function heldOtp(session: AppSession, leadId: string, now = Date.now()): { reason: LimitReason; secondsLeft: number } | null {
  const otp = session.get("otp");
  const secondsLeft = resendSecondsLeft(session, leadId, now);
  return otp?.leadId === leadId && otp.held && secondsLeft > 0 ? { reason: otp.held, secondsLeft } : null;
}

/**
 * The code sent by the post that leads to the OTP page (the lead form, the resume offer), so that
 * opening the page sends nothing (ARCHITECTURE §11: no GET changes anything). A code this session
 * sent for the lead moments ago is not sent again. A limit's refusal is kept with the session's
 * OTP state, for the page to say when to ask again; an upstream failure is the popup there (its
 * message is the answer, for the move's flash), and the page offers to send the code.
 */
export async function sendCodeOnTheWay(
  session: AppSession,
  lead: SessionLead,
  address: string,
  events: EventContext,
): Promise<string | null> {
  if (resendSecondsLeft(session, lead.lead_id) > 0) return null;
  let outcome: SendOutcome;
  try {
    outcome = await sendOtp(session, lead, "SMS", address, events);
  } catch (error) {
    return popupFor(error, { events, where: "otp-send" });
  }
  if (outcome.kind === "sent") return null;
  const [held, wait] =
    outcome.kind === "cooldown" ? (["cooldown", outcome.secondsLeft] as const) : [outcome.reason, outcome.retryAfterSeconds];
  session.set("otp", { leadId: lead.lead_id, sentAt: Date.now(), channel: "SMS", retryAfterSeconds: wait, held });
  return null;
}

export async function sendOtp(
  session: AppSession,
  lead: SessionLead,
  channel: OtpChannel,
  address: string,
  events: EventContext,
): Promise<SendOutcome> {
  // A code sent before in this session (not one a limit held back).
  const resend = hasSentOtp(session, lead.lead_id) && !session.get("otp")?.held;
  const secondsLeft = resendSecondsLeft(session, lead.lead_id);
  if (secondsLeft > 0) return { kind: "cooldown", secondsLeft };
  // A resumed lead's phone is not in the session before its code: its limit key is.
  const recipient = lead.phone ?? resumedLeadOf(session, lead.lead_id)?.recipient ?? lead.lead_id;
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
  if (!data.verified) return { kind: "wrong", message: WRONG_CODE_FALLBACK };
  // The code proves the phone: this session may change the lead from now on (decision 010), and
  // may know the whole of a resumed lead, which is read now.
  const owned = grantLead(session, lead.lead_id);
  try {
    const known = await verifiedResumedLead(session, owned);
    const verified: VerifiedLead = { ...(known ?? lead), lead_id: owned, isOtpVerified: true };
    // The lead model carries the verification too (isOtpVerified -> otpVerified).
    await updateLead(verified.lead_id, toLeadRequest(verified));
    session.set("lead", verified);
  } catch (error) {
    // Not verified after all: the session owns nothing it has not recorded (the code may be tried again).
    session.unset("ownedLeadId");
    throw error;
  }
  session.unset("otp");
  emitEvent(events, { name: "otp_verified", data: { leadId: lead.lead_id } });
  return { kind: "verified" };
}
