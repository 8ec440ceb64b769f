/**
 * Insight and lender contract (requirements §7 "Pricing and branches"): branches, pincode
 * serviceability, branch distance, working days, slots, geocoding and the branch walk-in
 * eligibility check. Shapes are our assumption (docs/upstream-contract.md).
 */
import * as z from "zod";

/** Six digits, the first 1-8 (9 is the Army Postal Service): app/journey/pincode.ts. */
export const PincodeSchema = z.string().regex(/^[1-8]\d{5}$/);

export const BranchSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  lender: z.string().min(1),
  address: z.string().min(1),
  pincode: PincodeSchema,
  cityId: z.number().int(),
  city: z.string(),
  /** The state or union territory (optional; the branch's addressRegion in structured data). */
  state: z.string().nullish(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  phone: z.string().nullish(),
  openingHours: z.string().nullish(),
});
export type Branch = z.infer<typeof BranchSchema>;

/** GET /lender/mds/lendingBranches?cityId */
export const LendingBranchesQuerySchema = z.object({ cityId: z.coerce.number().int() });
export const LendingBranchesResponseSchema = z.object({ data: z.array(BranchSchema) });

/** GET /insight/pincode-serviceability?pincode[&cityId] */
export const ServiceabilityQuerySchema = z.object({ pincode: z.string(), cityId: z.coerce.number().int().optional() });
const ServiceabilitySchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  /** Our agents can come home to this pincode. */
  doorstep: z.boolean(),
  /** A partner branch serves this pincode. */
  branch: z.boolean(),
  cityId: z.number().int().nullish(),
  city: z.string().nullish(),
  area: z.string().nullish(),
});
export type Serviceability = z.infer<typeof ServiceabilitySchema>;
export const ServiceabilityResponseSchema = z.object({ data: ServiceabilitySchema });

/**
 * GET /insight/branches/distance and GET /v3/insight/branches/distance: branches nearest
 * first from a pincode or a point, within a city when given. `distance` is display text
 * ("1,204.5 km"): the lead's lenderBranch.distance, parsed by parseDistance (requirements §3).
 */
export const BranchDistanceQuerySchema = z
  .object({
    pincode: z.string().optional(),
    lat: z.coerce.number().optional(),
    lng: z.coerce.number().optional(),
    cityId: z.coerce.number().int().optional(),
    limit: z.coerce.number().int().positive().max(50).optional(),
  })
  .refine((q) => q.pincode !== undefined || (q.lat !== undefined && q.lng !== undefined), "pincode or lat and lng are required");
export const BranchDistanceSchema = z.object({ branch: BranchSchema, distance: z.string().min(1), duration: z.string().nullish() });
export type BranchDistance = z.infer<typeof BranchDistanceSchema>;
export const BranchDistanceResponseSchema = z.object({ data: z.array(BranchDistanceSchema) });

/** GET /insight/workingDays?cityId[&days]: the next working days (YYYY-MM-DD, India time), today excluded after closing. */
export const WorkingDaysQuerySchema = z.object({
  cityId: z.coerce.number().int(),
  days: z.coerce.number().int().positive().max(30).optional(),
});
export const WorkingDaysResponseSchema = z.object({ data: z.object({ workingDays: z.array(z.iso.date()) }) });

export const VisitTypeSchema = z.enum(["BRANCH", "DOORSTEP"]);
export type VisitType = z.infer<typeof VisitTypeSchema>;

/** GET /insight/view-slots?cityId&date&type[&branchId] */
export const ViewSlotsQuerySchema = z.object({
  cityId: z.coerce.number().int(),
  date: z.iso.date(),
  type: VisitTypeSchema,
  branchId: z.string().optional(),
});
/** POST /insight/v1/view-slots: the same question with the visit's pincode and point (doorstep). */
export const ViewSlotsRequestSchema = z
  .object({
    cityId: z.number().int(),
    date: z.iso.date(),
    type: VisitTypeSchema,
    pincode: z.string().optional(),
    branchId: z.string().optional(),
    lat: z.number().optional(),
    lng: z.number().optional(),
  })
  .strict();
export type ViewSlotsRequest = z.infer<typeof ViewSlotsRequestSchema>;
/** `id` is "HH:MM-HH:MM" (24 h, India time); `label` is for people ("10:00 AM - 11:00 AM"). */
export const SlotSchema = z.object({ id: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/), label: z.string(), available: z.boolean() });
export type Slot = z.infer<typeof SlotSchema>;
export const ViewSlotsResponseSchema = z.object({ data: z.object({ date: z.iso.date(), slots: z.array(SlotSchema) }) });

/** GET /insight/geocode?address[&pincode]; no match answers 404 with `data: null`. */
export const GeocodeQuerySchema = z.object({ address: z.string().min(1), pincode: z.string().optional() });
export const GeocodeSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  formattedAddress: z.string(),
  pincode: z.string().nullish(),
});
export type Geocode = z.infer<typeof GeocodeSchema>;
export const GeocodeResponseSchema = z.object({ data: GeocodeSchema.nullable() });

/** POST /loan/checkBranchWalkinEligibility */
export const WalkinEligibilityRequestSchema = z
  .object({
    leadId: z.string().min(1),
    cityId: z.number().int(),
    branchId: z.string().min(1),
    loanAmount: z.number().nonnegative(),
    pincode: z.string().nullish(),
  })
  .strict();
export type WalkinEligibilityRequest = z.infer<typeof WalkinEligibilityRequestSchema>;
export const WalkinEligibilityResponseSchema = z.object({
  data: z.object({ eligible: z.boolean(), message: z.string().nullish() }),
});
