import { describe, expect, it } from "vitest";
import { FALLBACK_LENDERS, lenderList, LSP_ROLE } from "~/content/disclosures";
import { fill } from "~/i18n/translate";

describe("lenderList", () => {
  it("names each lender once, in alphabetical order", () => {
    expect(
      lenderList(["Federal Bank Limited", "Cholamandalam Investment and Finance", "Federal Bank Limited", "Bank of Maharashtra"]),
    ).toEqual(["Bank of Maharashtra", "Cholamandalam Investment and Finance", "Federal Bank Limited"]);
  });

  it("treats other spacing or capitals as the same lender, keeps the first spelling and drops blanks", () => {
    expect(lenderList(["  Federal Bank  Limited ", "federal bank limited", "", "   ", "axis Bank"])).toEqual([
      "axis Bank",
      "Federal Bank Limited",
    ]);
  });

  it("answers an empty list for no names", () => {
    expect(lenderList([])).toEqual([]);
  });

  it("has a fallback list that is already in order and without repeats", () => {
    expect(lenderList(FALLBACK_LENDERS)).toEqual(FALLBACK_LENDERS);
  });

  it("says the site's role with the brand's name", () => {
    expect(fill(LSP_ROLE.key, LSP_ROLE.params)).toBe(
      "Kanak Gold Loan is a lending service provider (LSP) for these banks and NBFCs; the loan is given by the lender named on your scheme.",
    );
  });
});
