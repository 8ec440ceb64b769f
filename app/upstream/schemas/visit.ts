/**
 * Visit booking contract: the sales-visit create, its reschedule and cancel, and the legacy
 * lead update, all at configured URLs (SALES_VISIT_URL, RESCHEDULE_LOAN_URL, CANCEL_SLOTS_URL,
 * LEGACY_LEAD_UPDATE_URL; requirements §7). The sales-visit fields are the requirements §3 entity; the
 * reschedule and cancel bodies and every answer are our assumption (docs/upstream-contract.md,
 * docs/decisions/017-reschedule-and-cancel.md).
 */
import * as z from "zod";
import { E164IndianPhoneSchema } from "~/upstream/schemas/lead";
import { VisitTypeSchema } from "~/upstream/schemas/insight";

export const SalesVisitAddressSchema = z
  .object({
    floor: z.string(),
    house: z.string(),
    apartment: z.string(),
    street: z.string(),
    subarea: z.string(),
    area: z.string(),
    landmark: z.string(),
    pincode: z.string(),
  })
  .strict();
export type SalesVisitAddress = z.infer<typeof SalesVisitAddressSchema>;

/** A visit's slot: "YYYY-MM-DD HH:MM-HH:MM" (India time). */
const ScheduleSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}-\d{2}:\d{2}$/);

/** The sales visit's id as the create answered it ("SV-1A2B3C4D" from the simulator). */
const SalesVisitIdSchema = z.string().min(1).max(64);

export const SalesVisitRequestSchema = z
  .object({
    /** The lead id. */
    lead: z.string().min(1),
    firstname: z.string().min(1),
    lastname: z.string().min(1),
    phone: E164IndianPhoneSchema,
    altphone: z.string(),
    address: SalesVisitAddressSchema,
    /** Epoch milliseconds: now plus 3 hours (requirements §9). */
    requestedtime: z.number().int().positive(),
    requestedlocation: z.object({ lat: z.number(), lng: z.number() }).strict(),
    city: z.string().min(1),
    reason: z.string(),
    loanaplid: z.string(),
    type: VisitTypeSchema,
    loanamount: z.number().positive(),
    /** The booked slot: "YYYY-MM-DD HH:MM-HH:MM" (India time). */
    schedule: ScheduleSchema,
    meeting_type: z.enum(["branch", "doorstep"]),
    estimatedTicket_size_v2: z.string().min(1),
  })
  .strict();
export type SalesVisitRequest = z.infer<typeof SalesVisitRequestSchema>;

export const SalesVisitResponseSchema = z.object({
  code: z.number().int(),
  message: z.string().nullish(),
  data: z.object({ id: z.string() }).nullish(),
});

/**
 * POST {RESCHEDULE_LOAN_URL}: a booked visit moves to another slot. `id` is the create's
 * `data.id`, `lead` the lead it was booked for (both must match); `requestedtime` is worked out
 * as for the create (requirements §9: now plus 3 hours).
 */
export const SalesVisitRescheduleRequestSchema = z
  .object({
    id: SalesVisitIdSchema,
    lead: z.string().min(1),
    type: VisitTypeSchema,
    schedule: ScheduleSchema,
    requestedtime: z.number().int().positive(),
  })
  .strict();
export type SalesVisitRescheduleRequest = z.infer<typeof SalesVisitRescheduleRequestSchema>;

/** The rescheduled visit: its id (the same one; a new id, should the upstream issue one) and slot. */
export const SalesVisitRescheduleResponseSchema = z.object({
  code: z.number().int(),
  message: z.string().nullish(),
  data: z.object({ id: SalesVisitIdSchema, schedule: ScheduleSchema }).nullish(),
});

/** POST {CANCEL_SLOTS_URL}: a booked visit is cancelled, with why. */
export const SalesVisitCancelRequestSchema = z
  .object({
    id: SalesVisitIdSchema,
    lead: z.string().min(1),
    reason: z.string().trim().min(1).max(200),
  })
  .strict();
export type SalesVisitCancelRequest = z.infer<typeof SalesVisitCancelRequestSchema>;

export const SalesVisitCancelResponseSchema = z.object({
  code: z.number().int(),
  message: z.string().nullish(),
  data: z.object({ id: SalesVisitIdSchema, status: z.literal("CANCELLED") }).nullish(),
});

/** The legacy lead update: what the older lead store keeps about a booking. */
export const LegacyLeadUpdateRequestSchema = z
  .object({
    leadId: z.string().min(1),
    phone: E164IndianPhoneSchema,
    cityId: z.number().int().optional(),
    city: z.string().optional(),
    loanAmount: z.number().optional(),
    ctaId: z.number().int(),
    slot: z.string(),
    pincode: z.string().nullable(),
  })
  .strict();
export type LegacyLeadUpdateRequest = z.infer<typeof LegacyLeadUpdateRequestSchema>;

export const LegacyLeadUpdateResponseSchema = z.object({ code: z.number().int(), message: z.string().nullish() });
