/**
 * Lead OTP (requirements §7): send by SMS or voice with a per-lead cool-down, and
 * verify with a fixed code and a limited number of wrong attempts.
 */
import { HttpError, json, parseWith, type RouteTable, type SimResponse } from "../router";
import { OTP_ATTEMPTS, type SimContext } from "../state";
import { findLead } from "./lead";
import { OtpSendBodySchema, OtpSendQuerySchema, OtpVerifyBodySchema, OtpVerifyQuerySchema, type OtpChannel } from "~/upstream/schemas/otp";

export const WRONG_CODE_MESSAGE = "That code is not right. Please check the SMS and try again.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many wrong attempts. Please ask for a new code.";

function sendOtp(ctx: SimContext, input: { leadId: string; type: OtpChannel; phone?: string }): SimResponse {
  const lead = findLead(ctx, input.leadId);
  if (input.phone !== undefined && input.phone !== lead.data.phone) {
    throw new HttpError(400, { code: 400, message: "Invalid request: phone does not match the lead" });
  }
  const now = ctx.now();
  const cooldownMs = ctx.otpCooldownSeconds * 1000;
  const previous = ctx.state.otpChallenges.get(lead.leadId);
  if (previous && cooldownMs > 0 && now - previous.sentAt < cooldownMs) {
    const wait = Math.max(1, Math.ceil((previous.sentAt + cooldownMs - now) / 1000));
    return json(429, {
      code: 429,
      message: `Please wait ${wait} seconds before asking for another code.`,
      retryAfterSeconds: wait,
    });
  }
  ctx.state.otpChallenges.set(lead.leadId, { code: ctx.otp, channel: input.type, sentAt: now, attemptsLeft: OTP_ATTEMPTS });
  ctx.state.outbox.push({
    leadId: lead.leadId,
    phone: lead.data.phone,
    type: input.type,
    code: ctx.otp,
    at: new Date(now).toISOString(),
  });
  return json(200, {
    code: 200,
    message: input.type === "SMS" ? "OTP sent by SMS" : "You will get a call with your code shortly",
    retryAfterSeconds: ctx.otpCooldownSeconds,
  });
}

function verifyOtp(ctx: SimContext, input: { leadId: string; otp: string }): SimResponse {
  const lead = findLead(ctx, input.leadId);
  const challenge = ctx.state.otpChallenges.get(lead.leadId);
  if (!challenge) return json(400, { code: 400, message: "Please request a code first." });
  if (challenge.attemptsLeft <= 0) return json(429, { code: 429, message: TOO_MANY_ATTEMPTS_MESSAGE });
  if (input.otp === challenge.code) {
    lead.otpVerified = true;
    return json(200, { code: 200, verified: true, message: "OTP verified" });
  }
  challenge.attemptsLeft -= 1;
  return json(200, { code: 200, verified: false, message: WRONG_CODE_MESSAGE, attemptsLeft: challenge.attemptsLeft });
}

export const otpRoutes: RouteTable<SimContext> = [
  {
    method: "GET",
    path: "/lead-service/v1/otp",
    handler: (req, ctx) => sendOtp(ctx, parseWith(OtpSendQuerySchema, req.query)),
  },
  {
    method: "POST",
    path: "/lead-service/v1/otp/leadId",
    handler: (req, ctx) => sendOtp(ctx, parseWith(OtpSendBodySchema, req.body)),
  },
  {
    method: "GET",
    path: "/lead-service/v1/otp/verify",
    handler: (req, ctx) => verifyOtp(ctx, parseWith(OtpVerifyQuerySchema, req.query)),
  },
  {
    method: "POST",
    path: "/lead-service/v1/otp/verify/leadId",
    handler: (req, ctx) => verifyOtp(ctx, parseWith(OtpVerifyBodySchema, req.body)),
  },
];
