import { describe, expect, it } from "vitest";
import { msg } from "~/i18n/message";
import { formatRupees, perGramMessage } from "~/journey/money";

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

describe("perGramMessage", () => {
  it("shows paise only when the rate has some", () => {
    expect(perGramMessage(7387)).toEqual(msg("{amount} a gram", { amount: "₹7,387" }));
    expect(perGramMessage(7636.36)).toEqual(msg("{amount} a gram", { amount: "₹7,636.36" }));
  });
});
