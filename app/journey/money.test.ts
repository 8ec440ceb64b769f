import { describe, expect, it } from "vitest";
import { msg } from "~/i18n/message";
import { formatPerGram, formatRupees, perGramMessage } from "~/journey/money";

describe("formatRupees (Indian grouping)", () => {
  it.each([
    [100000, "₹1,00,000"],
    [10000000, "₹1,00,00,000"],
    [30000, "₹30,000"],
    [999, "₹999"],
  ])("%j -> %j", (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});

describe("formatPerGram", () => {
  it("shows paise only when the rate has some", () => {
    expect(formatPerGram(7636.36)).toBe("₹7,636.36 a gram");
    expect(formatPerGram(7387)).toBe("₹7,387 a gram");
    expect(perGramMessage(7636.36)).toEqual(msg("{amount} a gram", { amount: "₹7,636.36" }));
  });
});
