import { describe, expect, it } from "vitest";
import {
  GOLD_CARD_GRAM_STEP,
  GOLD_CARD_LIMITS,
  GOLD_WEIGHT_PROBLEM,
  GOLD_WEIGHT_STEP_PROBLEM,
  goldCardAmountProblem,
  goldCardGoldHint,
  goldCardGoldProblem,
} from "~/cards/gold-card-limits";
import { fill } from "~/i18n/translate";
import type { Message } from "~/i18n/message";

const TOO_LITTLE_GOLD = "The least gold we can take for a gold card is 6 g.";
const TOO_MUCH_GOLD = "The most gold we can take for a gold card is 1,365 g.";
const BRANCH = "A branch visit can take at most 140 g (₹5,00,000); choose a home visit for more.";

/** A message as an English page says it. */
const english = (message: Message | null) => message && fill(message.key, message.params);

describe("GOLD_CARD_LIMITS (requirements §9)", () => {
  it("are 6 g to 1,365 g and ₹25,000 to ₹50,00,000 at home; a branch at most 140 g and ₹5,00,000", () => {
    expect(GOLD_CARD_LIMITS).toEqual({
      doorstep: { minAmount: 25_000, maxAmount: 5_000_000, minGold: 6, maxGold: 1365 },
      branch: { minAmount: 25_000, maxAmount: 500_000, minGold: 6, maxGold: 140 },
    });
    expect(GOLD_CARD_GRAM_STEP).toBe(0.1);
  });
});

describe("goldCardGoldProblem", () => {
  it.each([
    ["doorstep", 5.99, TOO_LITTLE_GOLD],
    ["doorstep", 0, TOO_LITTLE_GOLD],
    ["doorstep", -6, TOO_LITTLE_GOLD],
    ["doorstep", 1365.01, TOO_MUCH_GOLD],
    ["doorstep", 1366, TOO_MUCH_GOLD],
    ["branch", 5.99, TOO_LITTLE_GOLD],
    ["branch", 140.01, BRANCH],
    ["branch", 1365, BRANCH],
    ["doorstep", Number.NaN, english(GOLD_WEIGHT_PROBLEM)],
    ["doorstep", Number.POSITIVE_INFINITY, english(GOLD_WEIGHT_PROBLEM)],
    ["doorstep", 12.35, english(GOLD_WEIGHT_STEP_PROBLEM)],
    ["doorstep", 6.01, english(GOLD_WEIGHT_STEP_PROBLEM)],
    ["branch", 139.99, english(GOLD_WEIGHT_STEP_PROBLEM)],
  ] as const)("%s %d g is refused", (kind, grams, message) => {
    expect(english(goldCardGoldProblem(kind, grams))).toBe(message);
  });

  it.each([
    ["doorstep", 6],
    ["doorstep", 1365],
    ["doorstep", 12.3],
    ["doorstep", 140.1],
    ["doorstep", 1364.9],
    ["doorstep", 0.1 * 123],
    ["branch", 6],
    ["branch", 140],
    ["branch", 139.9],
  ] as const)("%s %d g is taken", (kind, grams) => {
    expect(goldCardGoldProblem(kind, grams)).toBeNull();
  });
});

describe("goldCardAmountProblem", () => {
  it.each([
    ["doorstep", 24_999, "A gold card limit goes up by at least ₹25,000, and this gold adds ₹24,999. Enter more gold or a higher purity."],
    ["doorstep", 0, "A gold card limit goes up by at least ₹25,000, and this gold adds ₹0. Enter more gold or a higher purity."],
    ["doorstep", 5_000_001, "A gold card limit goes up by at most ₹50,00,000, and this gold would add ₹50,00,001. Enter less gold."],
    ["branch", 24_999, "A gold card limit goes up by at least ₹25,000, and this gold adds ₹24,999. Enter more gold or a higher purity."],
    ["branch", 500_001, BRANCH],
    ["branch", 5_000_000, BRANCH],
  ] as const)("%s ₹%d is refused", (kind, amount, message) => {
    expect(english(goldCardAmountProblem(kind, amount))).toBe(message);
  });

  it.each([
    ["doorstep", 25_000],
    ["doorstep", 5_000_000],
    ["doorstep", 500_001],
    ["branch", 25_000],
    ["branch", 500_000],
  ] as const)("%s ₹%d is taken", (kind, amount) => {
    expect(goldCardAmountProblem(kind, amount)).toBeNull();
  });
});

describe("goldCardGoldHint", () => {
  it("states the range of each kind", () => {
    expect(english(goldCardGoldHint("doorstep"))).toBe("From 6 g to 1,365 g, to one decimal place.");
    expect(english(goldCardGoldHint("branch"))).toBe("From 6 g to 140 g, to one decimal place.");
  });
});
