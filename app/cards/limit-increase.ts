/**
 * The limit-increase form rules (pure): the gold to pledge and its purity, as the
 * calculator takes them, the visit slot as the lead service takes it, and the code.
 */
import * as z from "zod";
import { OtpCodeSchema } from "~/cards/otp-code";
import { KaratSchema } from "~/upstream/schemas/card";

/** The page of these forms. */
export const LIMIT_INCREASE_PATH = "/lp/cards/limit-increase";

export const KARATS = [24, 22, 20, 18] as const;
export const MAX_CARD_GOLD_GRAMS = 1365;
export const GOLD_WEIGHT_PROBLEM = `Enter the weight of your gold in grams, between 1 and ${MAX_CARD_GOLD_GRAMS}.`;
export const KARAT_PROBLEM = "Choose the purity of your gold.";

export const SLOT_PROBLEM = "Pick a time for our visit.";

/** The calculator's figures (a GET form: the query), as conform's parseWithZod reads them. */
export const CalculatorInputSchema = z.object({
  goldWeight: z.number({ error: GOLD_WEIGHT_PROBLEM }).min(1, GOLD_WEIGHT_PROBLEM).max(MAX_CARD_GOLD_GRAMS, GOLD_WEIGHT_PROBLEM),
  karat: z.union(KaratSchema.options, { error: KARAT_PROBLEM }),
});
export type CalculatorInput = z.infer<typeof CalculatorInputSchema>;

/** The limit-increase page's forms, by their submit button: book a visit, send the code, check it. */
export const LimitIncreaseFormSchema = z.discriminatedUnion("intent", [
  CalculatorInputSchema.extend({
    intent: z.literal("book"),
    // The day and the time as the lead service takes them (spec lead slot format "2026-11-23 10:00-11:00").
    date: z.string({ error: SLOT_PROBLEM }).regex(/^\d{4}-\d{2}-\d{2}$/, SLOT_PROBLEM),
    slot: z.string({ error: SLOT_PROBLEM }).regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, SLOT_PROBLEM),
  }),
  // The request id is checked by the client (spec §8 "Request ID is required"), not here.
  z.object({ intent: z.literal("send-otp"), requestId: z.string().default("") }),
  // No code at all is the client's refusal too (spec §8 "Required parameters missing").
  z.object({ intent: z.literal("verify-otp"), otp: OtpCodeSchema.optional() }),
]);
export type { LimitRequest } from "~/upstream/schemas/card";
