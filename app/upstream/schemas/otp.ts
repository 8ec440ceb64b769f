/**
 * The lead OTP contract (requirements §7 "Leads and OTP"). Assumed shapes are listed in
 * docs/upstream-contract.md.
 */
import * as z from "zod";

export const OtpChannelSchema = z.enum(["SMS", "VOICE"]);
export type OtpChannel = z.infer<typeof OtpChannelSchema>;

/** GET /lead-service/v1/otp query. */
export const OtpSendQuerySchema = z.object({
  leadId: z.string().min(1),
  phone: z
    .string()
    .regex(/^\+91[6-9]\d{9}$/)
    .optional(),
  type: OtpChannelSchema,
});

/** POST /lead-service/v1/otp/leadId body. */
export const OtpSendBodySchema = z.object({ type: OtpChannelSchema, leadId: z.string().min(1) }).strict();

/** Both send forms answer the same way. A resend inside the upstream cool-down is a 429 with this body too. */
export const OtpSendResponseSchema = z.object({
  code: z.number().int(),
  message: z.string().nullish(),
  /** Seconds before another code may be sent to this lead. */
  retryAfterSeconds: z.number().int().nonnegative().nullish(),
});

/** GET /lead-service/v1/otp/verify query. */
export const OtpVerifyQuerySchema = z.object({ leadId: z.string().min(1), otp: z.string().regex(/^\d{4,8}$/) });

/** POST /lead-service/v1/otp/verify/leadId body. */
export const OtpVerifyBodySchema = z.object({ otp: z.string().regex(/^\d{4,8}$/), leadId: z.string().min(1) }).strict();

/**
 * A wrong code is an answer, not a failure: 200 with verified false. Too many attempts
 * is a 429 with a message (verified absent, read as false).
 */
export const OtpVerifyResponseSchema = z.object({
  code: z.number().int(),
  verified: z.boolean().default(false),
  message: z.string().nullish(),
  attemptsLeft: z.number().int().nonnegative().nullish(),
});
