/** Seeded referral and Google Pay voucher codes (matched case-insensitively). */
export const REFERRAL_CODES: readonly string[] = ["GOLD100", "KANAK50"];

/** Voucher code to its amount in rupees. */
export const GPAY_VOUCHERS: Readonly<Record<string, number>> = { GPAY500: 500, GPAY1000: 1000 };

export function isReferralCode(code: string): boolean {
  return REFERRAL_CODES.includes(code.trim().toUpperCase());
}

/** The voucher's amount, or null for an unknown code. */
export function voucherAmount(code: string): number | null {
  const key = code.trim().toUpperCase();
  return Object.hasOwn(GPAY_VOUCHERS, key) ? (GPAY_VOUCHERS[key] ?? null) : null;
}
