/**
 * The lead service contract: what we send and what we accept back.
 * Requirements §3 and §7 name the fields; shapes the spec does not show are our
 * assumption and are listed in docs/upstream-contract.md.
 * The simulator validates requests with these same schemas.
 */
import * as z from "zod";

/** +91 followed by a 10-digit Indian mobile number. */
export const E164IndianPhoneSchema = z.string().regex(/^\+91[6-9]\d{9}$/);

/** The lead model: the only fields the backend accepts (requirements §3, "only lead-model fields are sent"). */
export const LeadRequestSchema = z
  .object({
    phone: E164IndianPhoneSchema,
    name: z.string().optional(),
    cityId: z.number().int().optional(),
    city: z.string().optional(),
    loanAmount: z.number().nonnegative().optional(),
    loanType: z
      .string()
      .regex(/^[A-Z_]+$/)
      .optional(),
    googleAddress: z.string().optional(),
    googleCoordinates: z.string().optional(),
    otpVerified: z.boolean().optional(),
    goldQuality: z.string().optional(),
    goldWeight: z.number().nonnegative().optional(),
    ctaId: z.number().int().optional(),
    productType: z.literal("GOLD").optional(),
    lenderBranch: z
      .object({ id: z.union([z.string(), z.number()]).optional(), name: z.string().optional(), distance: z.number().optional() })
      .optional(),
    pincode: z.string().nullable().optional(),
    source: z.string(),
    subSource: z.string(),
    timeStamp: z.string().optional(),
    consentToCall: z.boolean(),
    digitalJourney: z.boolean(),
    utmCampaign: z.string(),
    utmSource: z.string(),
    utmMedium: z.string(),
    utmContent: z.string(),
    gclid: z.string().optional(),
    fbclid: z.string().optional(),
    unbounceUrl: z.string().optional(),
    is_skip_gsheet: z.boolean().optional(),
    slot: z.string().optional(),
    customParams: z.object({ device_type: z.enum(["mobile", "desktop"]) }).optional(),
    customParamsDB: z.object({ sessionId: z.string().optional(), browserFingerprintId: z.string().optional() }).optional(),
  })
  .strict();
export type LeadRequest = z.infer<typeof LeadRequestSchema>;

/** An update may carry any subset of the lead model (the phone included or not). */
export const LeadUpdateRequestSchema = LeadRequestSchema.partial().strict();
export type LeadUpdateRequest = z.infer<typeof LeadUpdateRequestSchema>;

/** Response of create and update (requirements §3 "Lead response: code, leadId, message, lead (with transactionId)"). */
export const LeadResponseSchema = z.object({
  code: z.number().int(),
  leadId: z.string().nullish(),
  message: z.string().nullish(),
  lead: z.object({ transactionId: z.string().nullish() }).loose().nullish(),
});

/** Response of the lead read (requirements §3 "Lead read returns a lead object ..."). */
export const LeadReadResponseSchema = z.object({
  code: z.number().int(),
  lead: z
    .object({
      leadId: z.string(),
      phone: z.string(),
      name: z.string().max(120).nullish(),
      otpVerified: z.boolean().default(false),
      city: z.string().max(120).nullish(),
      cityid: z.number().int().nullish(),
      loanType: z.string().nullish(),
      loanAmount: z.number().nullish(),
      pincode: z.string().nullish(),
      slot: z.string().nullish(),
      coreId: z.string().nullish(),
      transactionId: z.string().max(64).nullish(),
      source: z.string().max(64).nullish(),
      googleAddress: z.string().max(300).nullish(),
      lenderBranch: z
        .object({ id: z.union([z.string(), z.number()]).nullish(), name: z.string().max(120).nullish() })
        .nullish()
        .catch(null),
      address: z
        .object({
          house: z.string().nullish(),
          street: z.string().nullish(),
          area: z.string().nullish(),
          landmark: z.string().nullish(),
          pincode: z.string().nullish(),
        })
        .nullish(),
      goldProductDto: z
        .object({ goldWeight: z.number().nullish(), goldQuality: z.string().nullish(), ctaId: z.number().nullish() })
        .nullish(),
    })
    .loose(),
});
export type LeadRead = z.infer<typeof LeadReadResponseSchema>["lead"];
