import { describe, expect, it } from "vitest";
import { formatRupees } from "~/journey/money";

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
