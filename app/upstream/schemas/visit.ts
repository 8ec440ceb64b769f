/**
 * Visit booking contract: the sales-visit create and the legacy lead update, both at
 * configured URLs (SALES_VISIT_URL, LEGACY_LEAD_UPDATE_URL; spec §7). The sales-visit
 * fields are the spec §3 entity; the answers are our assumption (docs/upstream-contract.md).
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

export const SalesVisitRequestSchema = z
  .object({
    /** The lead id. */
    lead: z.string().min(1),
    firstname: z.string().min(1),
    lastname: z.string().min(1),
    phone: E164IndianPhoneSchema,
    altphone: z.string(),
    address: SalesVisitAddressSchema,
    /** Epoch milliseconds: now plus 3 hours (spec §9). */
    requestedtime: z.number().int().positive(),
    requestedlocation: z.object({ lat: z.number(), lng: z.number() }).strict(),
    city: z.string().min(1),
    reason: z.string(),
    loanaplid: z.string(),
    type: VisitTypeSchema,
    loanamount: z.number().positive(),
    /** The booked slot: "YYYY-MM-DD HH:MM-HH:MM" (India time). */
    schedule: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}-\d{2}:\d{2}$/),
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
