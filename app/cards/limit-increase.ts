/**
 * The limit-increase form rules (pure): the gold to pledge and its purity, as the calculator
 * takes them, within the gold card's limits for the visit (spec §9, cards/gold-card-limits.ts),
 * the visit slot as the lead service takes it, and the code.
 */
import * as z from "zod";
import { GOLD_WEIGHT_PROBLEM, goldCardGoldProblem } from "~/cards/gold-card-limits";
import { OtpCodeSchema } from "~/cards/otp-code";
import { DEFAULT_GOLD_QUALITY, GOLD_QUALITIES } from "~/journey/gold-quality";
import type { VisitKind } from "~/journey/visit";

/** The page of these forms. */
export const LIMIT_INCREASE_PATH = "/lp/cards/limit-increase";

/** The gold for a limit increase is taken at the cardholder's home (a doorstep visit): its limits apply. */
export const LIMIT_INCREASE_VISIT: VisitKind = "doorstep";

export const GOLD_QUALITY_PROBLEM = "Choose the purity of your gold.";
export const SLOT_PROBLEM = "Pick a time for our visit.";
/** A day the page did not offer (a made-up, past or far day). */
export const DAY_NOT_OFFERED = "Please pick one of the days shown.";
/** A time the day does not offer, or no longer has free. */
export const SLOT_NOT_OFFERED = "That time is no longer free. Please pick another time.";

/** The weight of gold a visit of this kind may take, with the message of the bound it passes. */
function goldWeightFor(kind: VisitKind) {
  return z.number({ error: GOLD_WEIGHT_PROBLEM }).superRefine((grams, ctx) => {
    const problem = goldCardGoldProblem(kind, grams);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

/** The calculator's figures (a GET form: the query), as conform's parseWithZod reads them; no purity is 22 karat. */
export const CalculatorInputSchema = z.object({
  goldWeight: goldWeightFor(LIMIT_INCREASE_VISIT),
  goldQuality: z.enum(GOLD_QUALITIES, { error: GOLD_QUALITY_PROBLEM }).default(DEFAULT_GOLD_QUALITY),
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
