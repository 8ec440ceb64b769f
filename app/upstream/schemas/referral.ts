/**
 * Referral and voucher contract (requirements §7 "Referral and vouchers"). Referral calls carry the
 * server's static token (REFERRAL_STATIC_TOKEN) as `Authorization: Bearer {token}`.
 * Shapes besides data.data.valid are our assumption (docs/upstream-contract.md).
 */
import * as z from "zod";
import { E164IndianPhoneSchema } from "~/upstream/schemas/lead";

/** GET /referral/validatereferralcode?referralCode: the body's data.valid says whether it is valid (requirements §5). */
export const ReferralCodeQuerySchema = z.object({ referralCode: z.string().min(1) });
export const ValidityResponseSchema = z.object({
  data: z.object({ valid: z.boolean(), message: z.string().nullish() }).nullish(),
});

/** GET /referral/validate/{phone}: whether this phone may be referred (not already a customer or referee). Same answer shape. */

/** POST /referral/add-mweb-referral */
export const AddReferralRequestSchema = z.object({ refereePhone: E164IndianPhoneSchema, referralCode: z.string().min(1) }).strict();
export type AddReferralRequest = z.infer<typeof AddReferralRequestSchema>;
export const AddReferralResponseSchema = z.object({ code: z.number().int(), message: z.string().nullish() });

/** GET /gpay-voucher-code/validate?voucherCode&phone: same answer shape, plus the voucher's amount when valid. */
export const VoucherQuerySchema = z.object({ voucherCode: z.string().min(1), phone: z.string().min(1) });
export const VoucherResponseSchema = z.object({
  data: z.object({ valid: z.boolean(), message: z.string().nullish(), amount: z.number().nullish() }).nullish(),
});
