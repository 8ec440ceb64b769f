import { describe, expect, it } from "vitest";
import { isLendersBranch, lenderKey, sameLender } from "~/journey/lender";

describe("lenderKey", () => {
  it("ignores case, punctuation, spacing and the company form at the end", () => {
    expect(lenderKey("Federal Bank Limited")).toBe("federal bank");
    expect(lenderKey("FEDERAL BANK LTD.")).toBe("federal bank");
    expect(lenderKey("  Federal   Bank ")).toBe("federal bank");
    expect(lenderKey("Cholamandalam Investment & Finance Company Limited")).toBe("cholamandalam investment and finance");
    expect(lenderKey("Karur Vysya Bank Pvt. Ltd.")).toBe("karur vysya bank");
  });

  it("keeps a company word that is the whole name, and a word inside the name", () => {
    expect(lenderKey("Limited")).toBe("limited");
    expect(lenderKey("Company Finance Limited")).toBe("company finance");
  });
});

describe("sameLender", () => {
  it("pairs the spellings of one lender", () => {
    expect(sameLender("Federal Bank Limited", "Federal Bank Ltd")).toBe(true);
    expect(sameLender("Cholamandalam Investment and Finance", "Cholamandalam Investment & Finance Co. Ltd.")).toBe(true);
  });

  it("tells lenders apart, however alike their names", () => {
    expect(sameLender("Federal Bank Limited", "Bank of Maharashtra")).toBe(false);
    expect(sameLender("Federal Bank Limited", "South Indian Bank Limited")).toBe(false);
    expect(sameLender("Indian Bank", "South Indian Bank")).toBe(false);
  });

  it("pairs nobody with an empty name", () => {
    expect(sameLender("", "")).toBe(false);
    expect(sameLender("  ", "Ltd")).toBe(false);
  });
});

describe("isLendersBranch", () => {
  it("is the branch's lender against the scheme's", () => {
    expect(isLendersBranch({ lender: "Federal Bank Limited" }, "Federal Bank Limited")).toBe(true);
    expect(isLendersBranch({ lender: "Bank of Maharashtra" }, "Federal Bank Limited")).toBe(false);
  });
});
