/**
 * The gold card's limits (requirements §9): what a visit to pledge gold for the card may take, and the
 * messages that say why a weight or an amount is refused. A home (doorstep) visit takes 6 g to
 * 1,365 g of gold for ₹25,000 to ₹50,00,000; a branch visit the same but at most 140 g and
 * ₹5,00,000. The amount is what the pledge adds to the card's limit (the calculator's figure).
 * Pure code. docs/decisions/020-gold-card-limits-and-purity.md.
 */
import { msg, type Message } from "~/i18n/message";
import { inGrams } from "~/i18n/formats";
import { formatRupees } from "~/journey/money";
import type { VisitKind } from "~/journey/visit";

type GoldCardLimits = { minAmount: number; maxAmount: number; minGold: number; maxGold: number };

export const GOLD_CARD_LIMITS: Readonly<Record<VisitKind, Readonly<GoldCardLimits>>> = {
  doorstep: { minAmount: 25_000, maxAmount: 5_000_000, minGold: 6, maxGold: 1365 },
  branch: { minAmount: 25_000, maxAmount: 500_000, minGold: 6, maxGold: 140 },
};

/** Gold is weighed to a tenth of a gram (as the pages write it, app/i18n/formats.ts): the weight field's `step`. */
export const GOLD_CARD_GRAM_STEP = 0.1;

export const GOLD_WEIGHT_PROBLEM = msg("Enter the weight of your gold in grams, for example 12.5.");
export const GOLD_WEIGHT_STEP_PROBLEM = msg("Enter the weight to one decimal place at most, for example 12.5.");

/** A branch takes less than a home visit: the one message for more gold or more money than a branch takes. */
function branchProblem(): Message {
  const { maxGold, maxAmount } = GOLD_CARD_LIMITS.branch;
  return msg("A branch visit can take at most {grams} ({amount}); choose a home visit for more.", {
    grams: inGrams(maxGold),
    amount: formatRupees(maxAmount),
  });
}

/** Why this weight of gold cannot be pledged for the card on this kind of visit, or null when it can. */
export function goldCardGoldProblem(kind: VisitKind, grams: number): Message | null {
  const { minGold, maxGold } = GOLD_CARD_LIMITS[kind];
  if (!Number.isFinite(grams)) return GOLD_WEIGHT_PROBLEM;
  if (grams < minGold) return msg("The least gold we can take for a gold card is {grams}.", { grams: inGrams(minGold) });
  if (grams > maxGold) {
    return kind === "branch" ? branchProblem() : msg("The most gold we can take for a gold card is {grams}.", { grams: inGrams(maxGold) });
  }
  // Rounded first, so that float noise (12.3 / 0.1 = 122.99999…) is not a second decimal.
  const tenths = Number((grams / GOLD_CARD_GRAM_STEP).toFixed(6));
  if (!Number.isInteger(tenths)) return GOLD_WEIGHT_STEP_PROBLEM;
  return null;
}

/** Why the limit this gold adds (the calculator's amount) cannot be asked for on this kind of visit, or null when it can. */
export function goldCardAmountProblem(kind: VisitKind, amount: number): Message | null {
  const { minAmount, maxAmount } = GOLD_CARD_LIMITS[kind];
  if (amount < minAmount) {
    return msg("A gold card limit goes up by at least {min}, and this gold adds {amount}. Enter more gold or a higher purity.", {
      min: formatRupees(minAmount),
      amount: formatRupees(amount),
    });
  }
  if (amount > maxAmount) {
    return kind === "branch"
      ? branchProblem()
      : msg("A gold card limit goes up by at most {max}, and this gold would add {amount}. Enter less gold.", {
          max: formatRupees(maxAmount),
          amount: formatRupees(amount),
        });
  }
  return null;
}

/** The range under the weight field: "From 6 g to 1,365 g, to one decimal place." */
export function goldCardGoldHint(kind: VisitKind): Message {
  const { minGold, maxGold } = GOLD_CARD_LIMITS[kind];
  return msg("From {min} to {max}, to one decimal place.", { min: inGrams(minGold), max: inGrams(maxGold) });
}
