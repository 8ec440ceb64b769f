/**
 * Referral, voucher and existing-user rules (spec §5): an empty referral code is false; a
 * code is valid only when the response says so; the existing-user check treats any status
 * but 200, or a failure, as an existing user.
 */
import { personMessage } from "~/platform/person-message";
import { log } from "~/platform/log.server";
import { checkExistingUser } from "~/upstream/customer.server";
import { validateGpayVoucher, validateReferee, validateReferralCode } from "~/upstream/referral.server";

export type CodeCheck = { valid: true; amount?: number } | { valid: false; message: string };

export const INVALID_REFERRAL = "This referral code is not valid. Please check it, or leave it empty.";
export const INVALID_VOUCHER = "This voucher code is not valid. Please check it, or leave it empty.";
export const REFERRAL_NOT_FOR_YOU = "Referral codes are for new customers only. Please leave it empty.";

/** Spec §5: empty gives false; otherwise whatever data.valid says (anything else is false). Failures are thrown. */
export async function isValidReferralCode(code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (trimmed === "") return false;
  const { data } = await validateReferralCode(trimmed);
  return data.data?.valid === true;
}

/** A referral code and this phone: the code must be valid and the phone one that may be referred. */
export async function checkReferral(code: string, phone: string): Promise<CodeCheck> {
  if (!(await isValidReferralCode(code))) return { valid: false, message: INVALID_REFERRAL };
  const { data } = await validateReferee(phone);
  return data.data?.valid === true ? { valid: true } : { valid: false, message: personMessage(data.data?.message) ?? REFERRAL_NOT_FOR_YOU };
}

export async function checkVoucher(code: string, phone: string): Promise<CodeCheck> {
  const trimmed = code.trim();
  if (trimmed === "") return { valid: false, message: INVALID_VOUCHER };
  const { data } = await validateGpayVoucher({ voucherCode: trimmed, phone });
  return data.data?.valid === true ? { valid: true, amount: data.data.amount ?? undefined } : { valid: false, message: INVALID_VOUCHER };
}

/** Spec §5: a 200 saying "not existing" is the only answer that makes a user new. */
export async function isExistingUser(phone: string): Promise<boolean> {
  try {
    const { status, data } = await checkExistingUser(phone);
    return status !== 200 || data.data?.existing !== false;
  } catch (error) {
    log.warn("customer.existing_check_failed", { error: error instanceof Error ? error.message : String(error) });
    return true;
  }
}
