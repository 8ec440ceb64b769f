import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCHEME_VIEW,
  SCHEME_FILTERS,
  SCHEME_SORTS,
  SORT_LABELS,
  applySchemeView,
  FILTER_LABELS,
  interestLabel,
  plainSchemeName,
  filterSchemes,
  readSchemeView,
  resetSchemeView,
  schemeViewQuery,
  sortSchemes,
  withoutUnservedLenders,
  type SchemeSort,
  type SchemeView,
} from "~/journey/schemes";
import type { Scheme } from "~/upstream/schemas/pricing";

const JUMPING_SLABS = [
  { uptoDays: 30, rate: 9.5 },
  { uptoDays: 90, rate: 14 },
  { uptoDays: 180, rate: 18.25 },
];

function scheme(
  id: string,
  type: "jumping" | "flat",
  values: { cashbackinterestrate: number; goldWeight: number; customerLtv: number; loanAmount: number; lender: string },
): Scheme & { apr: number } {
  return {
    apr: APRS[id]!,
    id,
    name: `Scheme ${id.toUpperCase()}`,
    lender: values.lender,
    interestCalculation: { type, slabs: type === "jumping" ? JUMPING_SLABS.map((s) => ({ ...s })) : [] },
    interestRate: values.cashbackinterestrate + 1,
    cashbackinterestrate: values.cashbackinterestrate,
    loanAmount: values.loanAmount,
    goldWeight: values.goldWeight,
    customerLtv: values.customerLtv,
    tenureMonths: 12,
    processingFeePercent: 0.5,
  };
}

/**
 * The APRs as the cards show them: not in the order of the cashback rates (the cards of main read
 * 11.8%, 14.1%, 11.6%, 12.4% under "Low interest"); a and f tie.
 */
const APRS: Record<string, number> = { a: 12.1, b: 14.3, c: 11.6, d: 12.4, e: 11.8, f: 12.1 };

/**
 * Ties on purpose: a and c share the cashback rate, a and f the APR, b and d the gold weight, a and d the LTV,
 * c and e the loan amount. A stable sort keeps them in this (upstream) order.
 */
const SCHEMES: readonly (Scheme & { apr: number })[] = [
  scheme("a", "jumping", { cashbackinterestrate: 9.5, goldWeight: 40, customerLtv: 75, loanAmount: 200_000, lender: "Chola Finance" }),
  scheme("b", "flat", { cashbackinterestrate: 8, goldWeight: 25, customerLtv: 70, loanAmount: 150_000, lender: "Rupeek Capital" }),
  scheme("c", "jumping", { cashbackinterestrate: 9.5, goldWeight: 55, customerLtv: 72, loanAmount: 300_000, lender: "Federal Bank" }),
  scheme("d", "flat", {
    cashbackinterestrate: 11,
    goldWeight: 25,
    customerLtv: 75,
    loanAmount: 100_000,
    lender: "Cholamandalam Investment",
  }),
  scheme("e", "jumping", { cashbackinterestrate: 7.25, goldWeight: 60, customerLtv: 68, loanAmount: 300_000, lender: "ICICI Bank" }),
  scheme("f", "flat", { cashbackinterestrate: 12, goldWeight: 10, customerLtv: 65, loanAmount: 50_000, lender: "IIFL" }),
];

const ids = (schemes: readonly { id: string }[]) => schemes.map((s) => s.id);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe("sortSchemes", () => {
  it.each<[SchemeSort, string[]]>([
    ["low_interest", ["e", "b", "a", "c", "d", "f"]],
    ["low_apr", ["c", "e", "a", "f", "d", "b"]],
    ["lowest_gold", ["f", "b", "d", "a", "c", "e"]],
    ["high_gold_required", ["e", "c", "a", "b", "d", "f"]],
    ["highest_gram", ["a", "d", "c", "b", "e", "f"]],
    ["high_loan_amount", ["c", "e", "a", "b", "d", "f"]],
    ["lowest_loan_amount", ["f", "d", "b", "a", "c", "e"]],
  ])("%s gives %j", (sort, expected) => {
    expect(ids(sortSchemes(SCHEMES, sort))).toEqual(expected);
  });

  it("has a case for every sort the page offers", () => {
    expect([...SCHEME_SORTS].sort()).toEqual([
      "high_gold_required",
      "high_loan_amount",
      "highest_gram",
      "low_apr",
      "low_interest",
      "lowest_gold",
      "lowest_loan_amount",
    ]);
  });

  it.each<[SchemeSort, string[]]>([
    // Same data in reverse upstream order: the tied pairs come out reversed too.
    ["low_interest", ["e", "b", "c", "a", "d", "f"]],
    ["low_apr", ["c", "e", "f", "a", "d", "b"]],
    ["lowest_gold", ["f", "d", "b", "a", "c", "e"]],
    ["high_gold_required", ["e", "c", "a", "d", "b", "f"]],
    ["highest_gram", ["d", "a", "c", "b", "e", "f"]],
    ["high_loan_amount", ["e", "c", "a", "b", "d", "f"]],
    ["lowest_loan_amount", ["f", "d", "b", "a", "e", "c"]],
  ])("keeps the upstream order of ties (%s on the reversed list gives %j)", (sort, expected) => {
    expect(ids(sortSchemes([...SCHEMES].reverse(), sort))).toEqual(expected);
  });

  it("does not mutate its input and returns a new array", () => {
    const frozen = deepFreeze(SCHEMES.map((s) => structuredClone(s)));
    const before = structuredClone(frozen);
    for (const sort of SCHEME_SORTS) {
      const sorted = sortSchemes(frozen, sort);
      expect(sorted).not.toBe(frozen);
    }
    expect(frozen).toEqual(before);
    expect(ids(frozen)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
});

describe("filterSchemes", () => {
  it("monthly keeps only jumping-interest schemes", () => {
    const result = filterSchemes(SCHEMES, "monthly");
    expect(ids(result)).toEqual(["a", "c", "e"]);
    expect(result.every((s) => s.interestCalculation.type === "jumping")).toBe(true);
  });

  it("half_yearly keeps only flat-interest schemes", () => {
    const result = filterSchemes(SCHEMES, "half_yearly");
    expect(ids(result)).toEqual(["b", "d", "f"]);
    expect(result.every((s) => s.interestCalculation.type === "flat")).toBe(true);
  });

  it("all keeps every scheme in order, in a new array", () => {
    const result = filterSchemes(SCHEMES, "all");
    expect(ids(result)).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(result).not.toBe(SCHEMES);
  });

  it("does not mutate its input", () => {
    const frozen = deepFreeze(SCHEMES.map((s) => structuredClone(s)));
    for (const filter of SCHEME_FILTERS) filterSchemes(frozen, filter);
    expect(ids(frozen)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
});

describe("applySchemeView", () => {
  it.each<[SchemeView, string[]]>([
    [{ filter: "monthly", sort: "low_interest" }, ["e", "a", "c"]],
    [{ filter: "monthly", sort: "lowest_gold" }, ["a", "c", "e"]],
    [{ filter: "half_yearly", sort: "high_loan_amount" }, ["b", "d", "f"]],
    [{ filter: "half_yearly", sort: "lowest_loan_amount" }, ["f", "d", "b"]],
    [{ filter: "half_yearly", sort: "highest_gram" }, ["d", "b", "f"]],
    [{ filter: "all", sort: "high_gold_required" }, ["e", "c", "a", "b", "d", "f"]],
  ])("filters then sorts (%j -> %j)", (view, expected) => {
    expect(ids(applySchemeView(SCHEMES, view))).toEqual(expected);
  });

  it("leaves the input untouched", () => {
    const frozen = deepFreeze(SCHEMES.map((s) => structuredClone(s)));
    applySchemeView(frozen, { filter: "monthly", sort: "high_loan_amount" });
    expect(ids(frozen)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
});

describe("readSchemeView", () => {
  it("defaults to all and low_interest", () => {
    expect(readSchemeView(new URLSearchParams())).toEqual({ filter: "all", sort: "low_interest" });
  });

  it("reads a known filter and sort", () => {
    expect(readSchemeView(new URLSearchParams("filter=half_yearly&sort=highest_gram"))).toEqual({
      filter: "half_yearly",
      sort: "highest_gram",
    });
  });

  it.each([
    ["filter=weekly&sort=cheapest", { filter: "all", sort: "low_interest" }],
    ["filter=Monthly&sort=LOW_INTEREST", { filter: "all", sort: "low_interest" }],
    ["filter=&sort=", { filter: "all", sort: "low_interest" }],
    ["filter=monthly&sort=toString", { filter: "monthly", sort: "low_interest" }],
    ["filter=constructor&sort=lowest_gold", { filter: "all", sort: "lowest_gold" }],
  ])("falls back on unknown values (%j)", (query, expected) => {
    expect(readSchemeView(new URLSearchParams(query))).toEqual(expected);
  });
});

describe("resetSchemeView", () => {
  it("returns the defaults", () => {
    expect(resetSchemeView()).toEqual({ filter: "all", sort: "low_interest" });
  });

  it("returns a fresh object each time, not the shared default", () => {
    const first = resetSchemeView();
    expect(first).not.toBe(DEFAULT_SCHEME_VIEW);
    expect(first).not.toBe(resetSchemeView());
    first.filter = "monthly";
    first.sort = "high_loan_amount";
    expect(DEFAULT_SCHEME_VIEW).toEqual({ filter: "all", sort: "low_interest" });
    expect(resetSchemeView()).toEqual({ filter: "all", sort: "low_interest" });
  });
});

describe("schemeViewQuery", () => {
  it("is empty for the default view", () => {
    expect(schemeViewQuery({ filter: "all", sort: "low_interest" })).toBe("");
  });

  it("leaves out the default filter or sort", () => {
    expect(schemeViewQuery({ filter: "monthly", sort: "low_interest" })).toBe("?filter=monthly");
    expect(schemeViewQuery({ filter: "all", sort: "lowest_gold" })).toBe("?sort=lowest_gold");
  });

  it("keeps extra params and drops empty ones", () => {
    expect(schemeViewQuery({ filter: "all", sort: "low_interest" }, { amount: "150000" })).toBe("?amount=150000");
    const query = schemeViewQuery({ filter: "half_yearly", sort: "high_loan_amount" }, { amount: "150000", city: undefined, ref: "" });
    const params = new URLSearchParams(query);
    expect(query.startsWith("?")).toBe(true);
    expect(params.get("amount")).toBe("150000");
    expect(params.get("filter")).toBe("half_yearly");
    expect(params.get("sort")).toBe("high_loan_amount");
    expect(params.has("city")).toBe(false);
    expect(params.has("ref")).toBe(false);
  });

  it("round-trips every view through readSchemeView, keeping the extra params", () => {
    for (const filter of SCHEME_FILTERS) {
      for (const sort of SCHEME_SORTS) {
        const params = new URLSearchParams(schemeViewQuery({ filter, sort }, { amount: "250000" }));
        expect(readSchemeView(params)).toEqual({ filter, sort });
        expect(params.get("amount")).toBe("250000");
      }
    }
  });
});

describe("withoutUnservedLenders", () => {
  const UNSERVED = ["600001", "600002"];

  it("hides Chola lenders in a listed pincode, and only them", () => {
    expect(ids(withoutUnservedLenders(SCHEMES, "600002", UNSERVED))).toEqual(["b", "c", "e", "f"]);
  });

  it("hides Chola lenders for a lead with a pincode when the list could not be read, and keeps them without a pincode", () => {
    expect(ids(withoutUnservedLenders(SCHEMES, "560034", null))).toEqual(["b", "c", "e", "f"]);
    expect(ids(withoutUnservedLenders(SCHEMES, null, null))).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("keeps Chola lenders in a pincode that is not listed", () => {
    expect(ids(withoutUnservedLenders(SCHEMES, "560034", UNSERVED))).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it.each([[null], [undefined], [""]])("keeps every scheme when the pincode is %j", (pincode) => {
    expect(ids(withoutUnservedLenders(SCHEMES, pincode, UNSERVED))).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("keeps every scheme when no pincode is listed", () => {
    expect(ids(withoutUnservedLenders(SCHEMES, "600001", []))).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("matches Chola whatever the case", () => {
    const lenders = [
      { id: "x", lender: "CHOLA" },
      { id: "y", lender: "chola finance" },
      { id: "z", lender: "Muthoot" },
    ];
    expect(ids(withoutUnservedLenders(lenders, "600001", UNSERVED))).toEqual(["z"]);
  });

  it("does not mutate its input", () => {
    const frozen = deepFreeze(SCHEMES.map((s) => structuredClone(s)));
    withoutUnservedLenders(frozen, "600001", UNSERVED);
    expect(ids(frozen)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
});

describe("plainSchemeName", () => {
  it.each([
    ["Federal Gold Smart 11.88%", "Federal Gold Smart"],
    ["Chola Gold Flat 13.5%", "Chola Gold Flat"],
    ["Gold @ 9% p.a. Plus", "Gold Plus"],
    ["Gold Express", "Gold Express"],
    ["12%", "12%"],
  ])("%j -> %j", (input, expected) => {
    expect(plainSchemeName(input)).toBe(expected);
  });
});

describe("interestLabel", () => {
  it("a badge says the words of its filter", () => {
    expect(interestLabel("jumping")).toBe(FILTER_LABELS.monthly);
    expect(interestLabel("flat")).toBe(FILTER_LABELS.half_yearly);
    expect(FILTER_LABELS.monthly).toBe("Monthly interest (rate can rise if late)");
    expect(FILTER_LABELS.half_yearly).toBe("Flat rate (fixed)");
  });
});

describe("SORT_LABELS: each names the figure it orders by, the figure every card shows", () => {
  it("the requirement's cashback order says 'cashback', the APR order says 'APR' (main's 'Low interest' named neither)", () => {
    expect(SORT_LABELS.low_interest).toBe("Lowest rate after cashback");
    expect(SORT_LABELS.low_apr).toBe("Lowest APR");
  });
});
