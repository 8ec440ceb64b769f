/**
 * Referral, voucher and existing-user rules (requirements §5): an empty referral code is false; a
 * code is valid only when the response says so; the existing-user check treats any status
 * but 200, or a failure, as an existing user.
 */
import { msg, type Message } from "~/i18n/message";
import { errorText, log } from "~/platform/log.server";
import { allowCodeCheck, codeRecipient, type AllowedCodeCheck } from "~/platform/rate-limit.server";
import { checkExistingUser } from "~/upstream/customer.server";
import { validateGpayVoucher, validateReferee, validateReferralCode } from "~/upstream/referral.server";
import { limitProblem } from "~/site/limit-problem";

/**
 * A code's answer; a refusal by the limits (no check was made) says when to try again. Its message
 * is ours, or the upstream's own (the referee check's, the limits' text), shown as it came.
 */
export type CodeCheck = { valid: true; amount?: number } | { valid: false; message: Message | string; retryAfterSeconds?: number };

export const INVALID_REFERRAL = msg("This referral code is not valid. Please check it, or leave it empty.");
export const INVALID_VOUCHER = msg("This voucher code is not valid. Please check it, or leave it empty.");
export const REFERRAL_NOT_FOR_YOU = msg("Referral codes are for new customers only. Please leave it empty.");

/** Who tries a code: the lead's phone, however it is written (the per-target budget of the limits). */
type Trier = { phone: string; address: string };

/** The limits' leave for a check of a referral or voucher code, or the refusal as the form says it. */
async function allowCheck<K extends "referral" | "voucher">(kind: K, { phone, address }: Trier) {
  const limit = await allowCodeCheck({ kind, target: codeRecipient(phone), address });
  if (limit.allowed) return limit;
  log.warn("journey.code_check_limited", { kind, reason: limit.reason, address });
  return {
    allowed: false,
    refusal: { valid: false, message: limitProblem(limit.reason, limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds },
  } as const;
}

/** Requirements §5: empty gives false; otherwise whatever data.valid says (anything else is false). Failures are thrown. */
export async function isValidReferralCode(allowed: AllowedCodeCheck<"referral">, code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (trimmed === "") return false;
  const { data } = await validateReferralCode(allowed, trimmed);
  return data.data?.valid === true;
}

/**
 * A referral code and this phone: the code must be valid and the phone one that may be referred.
 * A non-empty code is checked within the limits (per lead and per client address).
 */
export async function checkReferral(code: string, trier: Trier): Promise<CodeCheck> {
  if (code.trim() === "") return { valid: false, message: INVALID_REFERRAL };
  const limit = await allowCheck("referral", trier);
  if (!limit.allowed) return limit.refusal;
  if (!(await isValidReferralCode(limit.check, code))) return { valid: false, message: INVALID_REFERRAL };
  const { data } = await validateReferee(trier.phone);
  return data.data?.valid === true ? { valid: true } : { valid: false, message: REFERRAL_NOT_FOR_YOU };
}

/** A voucher code for this phone, checked within the limits (per lead and per client address). */
export async function checkVoucher(code: string, trier: Trier): Promise<CodeCheck> {
  const trimmed = code.trim();
  if (trimmed === "") return { valid: false, message: INVALID_VOUCHER };
  const limit = await allowCheck("voucher", trier);
  if (!limit.allowed) return limit.refusal;
  const { data } = await validateGpayVoucher(limit.check, { voucherCode: trimmed, phone: trier.phone });
  return data.data?.valid === true ? { valid: true, amount: data.data.amount ?? undefined } : { valid: false, message: INVALID_VOUCHER };
}

/** Requirements §5: a 200 saying "not existing" is the only answer that makes a user new. */
export async function isExistingUser(phone: string): Promise<boolean> {
  try {
    const { status, data } = await checkExistingUser(phone);
    return status !== 200 || data.data?.existing !== false;
  } catch (error) {
    log.warn("customer.existing_check_failed", { error: errorText(error) });
    return true;
  }
}
