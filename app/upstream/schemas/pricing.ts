/**
 * Pricing contract (requirements §7 "Pricing and branches"): the dated gold rate and the loan
 * schemes. The spec names the paths and the scheme fields it relies on
 * (interestCalculation.type, goldWeight, customerLtv, loanAmount, cashbackinterestrate);
 * the rest of each shape is our assumption (docs/upstream-contract.md).
 */
import * as z from "zod";
import { ContentDateSchema } from "~/upstream/schemas/content";

/** GET /pricing/getgoldrate?key=goldPrice-DDMMYYYY (the key rule: app/journey/gold-rate.ts). */
export const GoldRateQuerySchema = z.object({ key: z.string().regex(/^goldPrice-\d{8}$/) });

/** Rupees per gram of 24K and 22K gold on `date` (YYYY-MM-DD, India time), with the previous day's rates. */
export const GoldRateSchema = z.object({
  key: z.string(),
  date: z.iso.date(),
  rate24k: z.number().positive(),
  rate22k: z.number().positive(),
  previousRate24k: z.number().positive().nullish(),
  previousRate22k: z.number().positive().nullish(),
});
export type GoldRate = z.infer<typeof GoldRateSchema>;

/** A 404 (no rate published for that key yet) answers `data: null`. */
export const GoldRateResponseSchema = z.object({ data: GoldRateSchema.nullable() });

/** Jumping interest: the annual rate rises with the days since interest was last paid. */
export const InterestSlabSchema = z.object({ uptoDays: z.number().int().positive(), rate: z.number().nonnegative() });
export type InterestSlab = z.infer<typeof InterestSlabSchema>;

export const InterestTypeSchema = z.enum(["jumping", "flat"]);
export type InterestType = z.infer<typeof InterestTypeSchema>;

export const SchemeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  lender: z.string().min(1),
  interestCalculation: z.object({
    type: InterestTypeSchema,
    /** Jumping interest only, ascending by uptoDays; empty for flat interest. */
    slabs: z.array(InterestSlabSchema).default([]),
  }),
  /** Headline annual rate in percent (the lowest slab for jumping interest). */
  interestRate: z.number().nonnegative(),
  /** Annual rate in percent after the on-time-payment cashback: the "low interest" sort key. */
  cashbackinterestrate: z.number().nonnegative(),
  /** Loan amount in rupees this scheme gives for the asked amount (capped by its LTV and limits). */
  loanAmount: z.number().nonnegative(),
  /** Grams of 22K gold needed for `loanAmount`. */
  goldWeight: z.number().nonnegative(),
  /** Loan-to-value in percent. */
  customerLtv: z.number().positive().max(100),
  tenureMonths: z.number().int().positive(),
  /** Processing fee in percent of the loan amount. */
  processingFeePercent: z.number().nonnegative().nullish(),
  /** When the scheme's terms last changed (optional; the sitemap's lastmod of its pages). */
  updatedAt: ContentDateSchema,
});
export type Scheme = z.infer<typeof SchemeSchema>;

/** GET /pricing/masterschemes?cityId&amount: the schemes of a city computed for an amount. */
export const MasterSchemesQuerySchema = z.object({
  cityId: z.coerce.number().int(),
  amount: z.coerce.number().positive(),
});
export const MasterSchemesResponseSchema = z.object({
  data: z.object({ cityId: z.number().int(), amount: z.number(), schemes: z.array(SchemeSchema) }),
});

/** GET /pricing/v1/schemes?cityId[&amount]: the scheme catalogue of a city (amount defaults to 1,00,000). */
export const SchemesQuerySchema = z.object({
  cityId: z.coerce.number().int(),
  amount: z.coerce.number().positive().optional(),
});
export const SchemesResponseSchema = z.object({ data: z.array(SchemeSchema) });

/** GET /scheme?schemeId[&amount]: one scheme; 404 answers `data: null`. */
export const SchemeQuerySchema = z.object({
  schemeId: z.string().min(1),
  amount: z.coerce.number().positive().optional(),
});
export const SchemeResponseSchema = z.object({ data: SchemeSchema.nullable() });
