/**
 * The limit-increase form rules (pure): the gold to pledge and its purity, as the
 * calculator takes them, and the visit slot as the lead service takes it.
 */
import * as z from "zod";
import { KaratSchema } from "~/upstream/schemas/card";

export const KARATS = [24, 22, 20, 18] as const;
export const MAX_CARD_GOLD_GRAMS = 1365;
export const GOLD_WEIGHT_PROBLEM = `Enter the weight of your gold in grams, between 1 and ${MAX_CARD_GOLD_GRAMS}.`;
export const KARAT_PROBLEM = "Choose the purity of your gold.";

export const CalculatorInputSchema = z.object({
  goldWeight: z.coerce.number({ error: GOLD_WEIGHT_PROBLEM }).min(1, GOLD_WEIGHT_PROBLEM).max(MAX_CARD_GOLD_GRAMS, GOLD_WEIGHT_PROBLEM),
  karat: z.coerce.number({ error: KARAT_PROBLEM }).pipe(KaratSchema),
});
export type CalculatorInput = z.infer<typeof CalculatorInputSchema>;

/** The calculator's input from a query or a form, or the problem of each field. */
export function readCalculatorInput(source: {
  get(name: string): unknown;
}): { ok: true; input: CalculatorInput } | { ok: false; problems: Partial<Record<"goldWeight" | "karat", string>> } {
  const raw = { goldWeight: String(source.get("goldWeight") ?? "").trim(), karat: String(source.get("karat") ?? "").trim() };
  const parsed = CalculatorInputSchema.safeParse({
    goldWeight: raw.goldWeight === "" ? undefined : raw.goldWeight,
    karat: raw.karat === "" ? undefined : raw.karat,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const problems: Partial<Record<"goldWeight" | "karat", string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === "goldWeight") problems.goldWeight = GOLD_WEIGHT_PROBLEM;
    if (field === "karat") problems.karat = KARAT_PROBLEM;
  }
  return { ok: false, problems };
}

/** "2026-11-23 10:00-11:00" (spec lead slot format) from the day and the slot id. */
export function limitSlot(date: string, slotId: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}-\d{2}:\d{2}$/.test(slotId) ? `${date} ${slotId}` : null;
}
