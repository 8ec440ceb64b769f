/**
 * Referral and voucher clients (requirements §7 "Referral and vouchers"). Referral calls carry the
 * server's static token (REFERRAL_STATIC_TOKEN). The rules on top of the answers (empty
 * code, "valid only if the response says valid") are in app/journey/referral.server.ts.
 * Contract: app/upstream/schemas/referral.ts, docs/upstream-contract.md.
 */
import { env } from "~/platform/env.server";
import { spendCodeCheck, type AllowedCodeCheck } from "~/platform/rate-limit.server";
import { callUpstream } from "~/upstream/http.server";
import {
  AddReferralResponseSchema,
  ValidityResponseSchema,
  VoucherResponseSchema,
  type AddReferralRequest,
} from "~/upstream/schemas/referral";

function referralHeaders() {
  return { accept: "application/json", authorization: `Bearer ${env().referralToken}` };
}

/** GET /referral/validatereferralcode?referralCode: with the limiter's leave (allowCodeCheck). */
export async function validateReferralCode(allowed: AllowedCodeCheck<"referral">, referralCode: string) {
  spendCodeCheck(allowed, "referral");
  return callUpstream({
    service: "lead",
    method: "get",
    path: "referral/validatereferralcode",
    searchParams: { referralCode },
    headers: referralHeaders(),
    schema: ValidityResponseSchema,
  });
}

/** GET /referral/validate/{phone}: whether this phone may be referred. */
export async function validateReferee(phone: string) {
  return callUpstream({
    service: "lead",
    method: "get",
    path: `referral/validate/${encodeURIComponent(phone)}`,
    headers: referralHeaders(),
    schema: ValidityResponseSchema,
  });
}

/** POST /referral/add-mweb-referral {refereePhone, referralCode} */
export async function addMwebReferral(body: AddReferralRequest) {
  return callUpstream({
    service: "lead",
    method: "post",
    path: "referral/add-mweb-referral",
    json: body,
    headers: referralHeaders(),
    schema: AddReferralResponseSchema,
  });
}

/** GET /gpay-voucher-code/validate?voucherCode&phone: with the limiter's leave (allowCodeCheck). */
export async function validateGpayVoucher(allowed: AllowedCodeCheck<"voucher">, query: { voucherCode: string; phone: string }) {
  spendCodeCheck(allowed, "voucher");
  return callUpstream({
    service: "lead",
    method: "get",
    path: "gpay-voucher-code/validate",
    searchParams: query,
    schema: VoucherResponseSchema,
  });
}
