/**
 * Lead OTP client (requirements §7): the GET-with-query form and the POST-by-leadId form of
 * send and verify. A 429 (cool-down, too many attempts) is an answer, not a failure.
 * Contract: app/upstream/schemas/otp.ts, docs/upstream-contract.md.
 */
import { spendCodeCheck, type AllowedCodeCheck } from "~/platform/rate-limit.server";
import { callUpstream } from "~/upstream/http.server";
import { OtpSendResponseSchema, OtpVerifyResponseSchema, type OtpChannel } from "~/upstream/schemas/otp";

/** POST /lead-service/v1/otp/leadId {type, leadId}. */
export async function sendLeadOtp(leadId: string, type: OtpChannel) {
  return callUpstream({
    service: "lead",
    method: "post",
    path: "lead-service/v1/otp/leadId",
    json: { type, leadId },
    schema: OtpSendResponseSchema,
    answerStatuses: [429],
  });
}

/** POST /lead-service/v1/otp/verify/leadId {otp, leadId}: with the limiter's leave (allowCodeCheck). */
export async function verifyLeadOtp(allowed: AllowedCodeCheck<"lead-otp">, leadId: string, otp: string) {
  spendCodeCheck(allowed, "lead-otp");
  return callUpstream({
    service: "lead",
    method: "post",
    path: "lead-service/v1/otp/verify/leadId",
    json: { otp, leadId },
    schema: OtpVerifyResponseSchema,
    answerStatuses: [429],
  });
}
