/**
 * The limit-increase page's forms: the calculator (a GET form: the gold to pledge and its
 * purity, as the calculator takes them, within the gold card's limits for the visit, requirements §9),
 * and the page's posts by their submit button: book a visit (the slot as the lead service takes
 * it), send the code, check it. Only the loader and the action import this module, so zod stays
 * out of the page's JavaScript.
 */
import * as z from "zod";
import { asText } from "~/i18n/message";
import { GOLD_WEIGHT_PROBLEM, goldCardGoldProblem } from "~/cards/gold-card-limits";
import { GOLD_QUALITY_PROBLEM, LIMIT_INCREASE_VISIT, SLOT_PROBLEM } from "~/cards/limit-increase";
import { OtpCodeSchema } from "~/cards/otp-code";
import { DEFAULT_GOLD_QUALITY, GOLD_QUALITIES } from "~/journey/gold-quality";
import type { VisitKind } from "~/journey/visit";

/** The weight of gold a visit of this kind may take, with the message of the bound it passes. */
function goldWeightFor(kind: VisitKind) {
  return z.number({ error: asText(GOLD_WEIGHT_PROBLEM) }).superRefine((grams, ctx) => {
    const problem = goldCardGoldProblem(kind, grams);
    if (problem) ctx.addIssue({ code: "custom", message: asText(problem) });
  });
}

/** The calculator's figures (a GET form: the query), as conform's parseWithZod reads them; no purity is 22 karat. */
export const CalculatorInputSchema = z.object({
  goldWeight: goldWeightFor(LIMIT_INCREASE_VISIT),
  goldQuality: z.enum(GOLD_QUALITIES, { error: asText(GOLD_QUALITY_PROBLEM) }).default(DEFAULT_GOLD_QUALITY),
});
export type CalculatorInput = z.infer<typeof CalculatorInputSchema>;
export type CalculatorFields = z.input<typeof CalculatorInputSchema>;

const SLOT = asText(SLOT_PROBLEM);

/** The limit-increase page's posts, by their submit button: book a visit, send the code, check it. */
export const LimitIncreaseFormSchema = z.discriminatedUnion("intent", [
  CalculatorInputSchema.extend({
    intent: z.literal("book"),
    // The day and the time as the lead service takes them (spec lead slot format "2026-11-23 10:00-11:00").
    date: z.string({ error: SLOT }).regex(/^\d{4}-\d{2}-\d{2}$/, SLOT),
    slot: z.string({ error: SLOT }).regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, SLOT),
  }),
  // The request id is checked by the client (requirements §8 "Request ID is required"), not here.
  z.object({ intent: z.literal("send-otp"), requestId: z.string().default("") }),
  // No code at all is the client's refusal too (requirements §8 "Required parameters missing").
  z.object({ intent: z.literal("verify-otp"), otp: OtpCodeSchema.optional() }),
]);
export type LimitIncreaseForm = z.output<typeof LimitIncreaseFormSchema>;
export type LimitIncreaseFields = z.input<typeof LimitIncreaseFormSchema>;
