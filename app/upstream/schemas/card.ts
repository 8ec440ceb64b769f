/**
 * Card contract (requirements §7 "Card"): limits, consent, limit increase, offers, release requests,
 * rewards, PAN validation and document images. Every call carries the cardholder's token as
 * `Authorization: JWT {token}` (requirements §6); a missing or rejected token is a 401.
 * Paths and shapes beyond the spec's field lists are our assumption (docs/upstream-contract.md).
 */
import * as z from "zod";

const Money = z.number().nonnegative();
const Message = z.string().nullish();

/* ---------- limits ---------- */

export const CardSchema = z.object({
  cardId: z.string().min(1),
  customerId: z.string().min(1),
  cardholderName: z.string(),
  /** Only the last four digits ever leave the upstream. */
  cardNumberLast4: z.string().regex(/^\d{4}$/),
  cardStatus: z.enum(["ACTIVE", "BLOCKED", "PENDING_ACTIVATION"]),
  creditLimit: Money,
  availableLimit: Money,
  utilisedLimit: Money,
  /** Gold pledged against the card, in grams. */
  goldWeight: z.number().nonnegative(),
  consentGiven: z.boolean(),
  cityId: z.number().int(),
  city: z.string(),
  pincode: z.string().nullish(),
});
export type Card = z.infer<typeof CardSchema>;

/** The two "no card" codes of requirements §8: answers, not errors. */
export const NO_CARD_CODES = ["GS_NO_CARDS_FOR_CUSTOMER", "CCAPPLICATION_NOT_FOUND"] as const;
export type NoCardCode = (typeof NO_CARD_CODES)[number];

/**
 * GET /credit-limit/user: 200 with the card, or 404 with `code` GS_NO_CARDS_FOR_CUSTOMER
 * (no card) or CCAPPLICATION_NOT_FOUND (no application either).
 */
export const CreditLimitResponseSchema = z.union([
  z.object({ code: z.literal(200), message: Message, data: CardSchema }),
  z.object({ code: z.union([z.string(), z.number()]), message: Message, data: z.null().optional() }),
]);

/* ---------- consent ---------- */

/** POST /credit-limit/send-consent-otp: empty body; the OTP goes to the cardholder's phone. */
export const TrackingResponseSchema = z.object({
  code: z.number().int(),
  message: Message,
  data: z.object({ trackingId: z.string().min(1) }),
});
/** POST /credit-limit/validate-consent-otp {trackingId, otp}; a wrong code is a 400 with a message. */
export const ValidateConsentRequestSchema = z.object({ trackingId: z.string().min(1), otp: z.string().regex(/^\d{6}$/) }).strict();
export const AckResponseSchema = z.object({ code: z.number().int(), message: Message });

/* ---------- limit increase ---------- */

/**
 * The gold's purity as the lead service takes it (requirements §3 "quality becomes goldQuality"): "22K".
 * The calculator takes and answers it the same way (our assumption). The same four values as
 * GOLD_QUALITIES in app/journey/gold-quality.ts (a test holds them equal).
 */
export const GoldQualitySchema = z.enum(["18K", "20K", "22K", "24K"]);
/** GET /goldswiper/credit-limit/calculator?goldWeight&goldQuality */
export const CalculatorQuerySchema = z.object({ goldWeight: z.coerce.number().positive().max(1365), goldQuality: GoldQualitySchema });
export type CalculatorQuery = { goldWeight: number; goldQuality: z.infer<typeof GoldQualitySchema> };
export const CalculatorResponseSchema = z.object({
  code: z.number().int(),
  message: Message,
  data: z.object({
    goldWeight: z.number(),
    goldQuality: GoldQualitySchema,
    ratePerGram: Money,
    ltv: z.number().min(0).max(1),
    eligibleLimit: Money,
  }),
});

export const REQUEST_TYPE_LIMIT_INCREASE = "LIMIT_INCREASE";
const LimitRequestStatusSchema = z.enum(["SLOT_BOOKED", "OTP_VERIFIED", "COMPLETED", "CANCELLED"]);
export const LimitRequestSchema = z.object({
  requestId: z.string().min(1),
  requestType: z.string(),
  status: LimitRequestStatusSchema,
  cardId: z.string(),
  goldWeight: z.number().nonnegative(),
  requestedLimit: Money,
  /** "YYYY-MM-DD HH:MM-HH:MM", India time. */
  slot: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LimitRequest = z.infer<typeof LimitRequestSchema>;
/** GET /credit-limit-management/active-request?requestType: null data when there is none. */
export const ActiveRequestResponseSchema = z.object({ code: z.number().int(), message: Message, data: LimitRequestSchema.nullable() });

/** POST /lead-service/v2/lead (with the token): books the limit-increase visit and opens the request. */
export const LimitSlotRequestSchema = z
  .object({
    requestType: z.literal(REQUEST_TYPE_LIMIT_INCREASE),
    cardId: z.string().min(1),
    goldWeight: z.number().positive(),
    goldQuality: GoldQualitySchema,
    requestedLimit: z.number().positive(),
    slot: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}-\d{2}:\d{2}$/),
    pincode: z.string().nullish(),
  })
  .strict();
export type LimitSlotRequest = z.infer<typeof LimitSlotRequestSchema>;
export const LimitSlotResponseSchema = z.object({
  code: z.number().int(),
  message: Message,
  data: z.object({ requestId: z.string().min(1), leadId: z.string().nullish() }),
});

/** POST /credit-limit-management/send-limit-otp {requestId} -> trackingId */
export const SendLimitOtpRequestSchema = z.object({ requestId: z.string().min(1) }).strict();
/** POST /credit-limit-management/verify-limit-otp {requestId, trackingId, otp}; a wrong code is a 400 with a message. */
export const VerifyLimitOtpRequestSchema = z
  .object({ requestId: z.string().min(1), trackingId: z.string().min(1), otp: z.string().regex(/^\d{6}$/) })
  .strict();

/* ---------- offers ---------- */

export const OfferSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  merchant: z.string(),
  summary: z.string(),
  validTill: z.iso.date(),
  terms: z.array(z.string()).default([]),
  code: z.string().nullish(),
});
export type Offer = z.infer<typeof OfferSchema>;
/** GET /goldswiper/offers/ */
export const OffersResponseSchema = z.object({ code: z.number().int(), message: Message, data: z.array(OfferSchema) });
/** GET /goldswiper/offers/{id}; an unknown id is a 404. */
export const OfferResponseSchema = z.object({ code: z.number().int(), message: Message, data: OfferSchema });

/* ---------- release requests ---------- */

export const ReleaseStatusSchema = z.enum(["REQUESTED", "IN_PROGRESS", "RELEASED", "REJECTED"]);
export type ReleaseStatus = z.infer<typeof ReleaseStatusSchema>;
export const ReleaseActionSchema = z.enum(["FULL_RELEASE", "PART_RELEASE"]);
export const ReleasePrioritySchema = z.enum(["NORMAL", "URGENT"]);
/** POST /release-requests: the release request entity of requirements §3. */
export const ReleaseRequestBodySchema = z
  .object({
    cardId: z.string().min(1),
    actionDesired: ReleaseActionSchema,
    priority: ReleasePrioritySchema,
    source: z.string().min(1),
    releaseStatus: ReleaseStatusSchema,
    customerNotes: z.string().max(500),
  })
  .strict();
export type ReleaseRequestBody = z.infer<typeof ReleaseRequestBodySchema>;
export const ReleaseRequestSchema = ReleaseRequestBodySchema.extend({ id: z.string().min(1), createdAt: z.iso.datetime({ offset: true }) });
export type ReleaseRequest = z.infer<typeof ReleaseRequestSchema>;
/** GET /release-requests?cardId&releaseStatus (a comma list): the list is in data.data (requirements §7). */
export const ReleaseRequestsQuerySchema = z.object({ cardId: z.string().min(1), releaseStatus: z.string().optional() });
export const ReleaseRequestsResponseSchema = z.object({
  code: z.number().int(),
  message: Message,
  data: z.object({ data: z.array(ReleaseRequestSchema) }),
});
export const ReleaseRequestCreatedSchema = z.object({ code: z.number().int(), message: Message, data: ReleaseRequestSchema });

/* ---------- rewards ---------- */

export const RewardSchema = z.object({
  reward_id: z.string().min(1),
  /** Rewards of one campaign share a group. */
  group_id: z.string().min(1),
  group_title: z.string(),
  title: z.string(),
  amount: Money,
  current_status: z.string(),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  status: z.string(),
});
export type Reward = z.infer<typeof RewardSchema>;
/** GET /goldswiper/rewards: the cardholder's rewards (requirements §3 "rewardData"). */
export const RewardsResponseSchema = z.object({ code: z.number().int(), message: Message, data: z.array(RewardSchema) });
/** PUT /supabase/update {tableName reward, identifierColumnValues, columnsToUpdate current_status CLAIMED} */
export const RewardUpdateRequestSchema = z
  .object({
    tableName: z.literal("reward"),
    identifierColumnValues: z.object({ reward_id: z.array(z.string().min(1)).min(1) }).strict(),
    columnsToUpdate: z.object({ current_status: z.literal("CLAIMED") }).strict(),
  })
  .strict();
export const RewardUpdateResponseSchema = z.object({
  code: z.number().int(),
  message: Message,
  data: z.object({ updated: z.number().int() }),
});

/* ---------- KYC and documents ---------- */

/** POST /kyc/pan-validation {pan, name}: whether the PAN is valid and linked to Aadhaar. */
export const PanValidationRequestSchema = z
  .object({ pan: z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/), name: z.string().min(1).max(100) })
  .strict();
export const PanValidationResponseSchema = z.object({
  code: z.number().int(),
  message: Message,
  data: z.object({ valid: z.boolean(), nameMatches: z.boolean(), aadhaarLinked: z.boolean() }),
});
export type PanValidation = z.infer<typeof PanValidationResponseSchema>["data"];

export const DocumentTypeSchema = z.enum(["GOLD_PHOTO", "INVOICE", "ADDRESS_PROOF"]);
export type DocumentType = z.infer<typeof DocumentTypeSchema>;
/** POST /customer/uploadImageForCustomer: multipart/form-data with `image` (the file) and `documentType`. */
export const UploadImageResponseSchema = z.object({
  code: z.number().int(),
  message: Message,
  data: z.object({ imageId: z.string().min(1), size: z.number().int(), contentType: z.string() }),
});
/** POST /customer/saveImagesForCustomer/{customerId} {images: [{imageId, documentType}]} */
export const SaveImagesRequestSchema = z
  .object({ images: z.array(z.object({ imageId: z.string().min(1), documentType: DocumentTypeSchema }).strict()).min(1) })
  .strict();
export type SaveImagesRequest = z.infer<typeof SaveImagesRequestSchema>;
