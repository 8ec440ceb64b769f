import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CalculatorInputSchema, GOLD_WEIGHT_PROBLEM, KARAT_PROBLEM, LimitIncreaseFormSchema, MAX_CARD_GOLD_GRAMS, SLOT_PROBLEM } from "~/cards/limit-increase";

/** The calculator's query as the loader reads it: the figures, or the messages of each field. */
const readCalculatorInput = (query: URLSearchParams) => {
  const submission = parseWithZod(query, { schema: CalculatorInputSchema });
  return submission.status === "success" ? { ok: true, input: submission.value } : { ok: false, problems: submission.error };
};

const params = (goldWeight: string | null, karat: string | null) => {
  const p = new URLSearchParams();
  if (goldWeight !== null) p.set("goldWeight", goldWeight);
  if (karat !== null) p.set("karat", karat);
  return p;
};

describe("CalculatorInputSchema", () => {
  it("reads the gold weight and karat as numbers", () => {
    expect(readCalculatorInput(params("20", "22"))).toEqual({ ok: true, input: { goldWeight: 20, karat: 22 } });
  });

  it("trims and accepts decimals and the bounds", () => {
    expect(readCalculatorInput(params(" 12.5 ", " 24 "))).toEqual({ ok: true, input: { goldWeight: 12.5, karat: 24 } });
    expect(readCalculatorInput(params("1", "18"))).toEqual({ ok: true, input: { goldWeight: 1, karat: 18 } });
    expect(readCalculatorInput(params("1365", "20"))).toEqual({ ok: true, input: { goldWeight: 1365, karat: 20 } });
    expect(MAX_CARD_GOLD_GRAMS).toBe(1365);
  });

  it.each([[""], ["0"], ["0.5"], ["1366"], ["abc"], ["-5"]])("goldWeight %j is a problem", (goldWeight) => {
    expect(readCalculatorInput(params(goldWeight, "22"))).toEqual({ ok: false, problems: { goldWeight: [GOLD_WEIGHT_PROBLEM] } });
  });

  it("treats a missing goldWeight as a problem", () => {
    expect(readCalculatorInput(params(null, "22"))).toEqual({ ok: false, problems: { goldWeight: [GOLD_WEIGHT_PROBLEM] } });
  });

  it.each([["23"], [""], ["abc"], ["21.9"]])("karat %j is a problem", (karat) => {
    expect(readCalculatorInput(params("20", karat))).toEqual({ ok: false, problems: { karat: [KARAT_PROBLEM] } });
  });

  it("reports both problems", () => {
    expect(readCalculatorInput(params("0", "23"))).toEqual({ ok: false, problems: { goldWeight: [GOLD_WEIGHT_PROBLEM], karat: [KARAT_PROBLEM] } });
  });

  it("has the problem texts", () => {
    expect(GOLD_WEIGHT_PROBLEM).toBe("Enter the weight of your gold in grams, between 1 and 1365.");
    expect(KARAT_PROBLEM).toBe("Choose the purity of your gold.");
  });
});

describe("LimitIncreaseFormSchema (book)", () => {
  const book = (date: string, slot: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "book", goldWeight: "20", karat: "22", date, slot })) form.set(k, v);
    return parseWithZod(form, { schema: LimitIncreaseFormSchema });
  };

  it("takes the day and the slot", () => {
    expect(book("2026-11-23", "10:00-11:00")).toMatchObject({ status: "success", value: { intent: "book", goldWeight: 20, karat: 22, date: "2026-11-23", slot: "10:00-11:00" } });
  });

  it.each([
    ["23-11-2026", "10:00-11:00"],
    ["2026-11-23", "10:00"],
    ["2026-11-23", "10-11"],
    ["", "10:00-11:00"],
    ["2026-11-23", ""],
    ["2026-11-23 ", "10:00-11:00"],
    ["2026-11-23", "10:00-11:00x"],
  ])("%j + %j is refused: pick a time", (date, slot) => {
    const submission = book(date, slot);
    expect(submission.status).toBe("error");
    expect(Object.values((submission.status === "error" && submission.error) || {})).toEqual([[SLOT_PROBLEM]]);
  });
});
