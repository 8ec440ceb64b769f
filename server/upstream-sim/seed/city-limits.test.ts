import { describe, expect, it } from "vitest";
import { MAX_GOLD_GRAMS, MAX_LOAN_AMOUNT, cityLimits } from "./city-limits";

const HIGHER_TO_RANGE = ["Bangalore", "Hyderabad", "Pune", "Mumbai", "Delhi", "Ghaziabad", "Faridabad"];

describe("cityLimits minimums", () => {
  it.each([["Chennai"], ["Kolkata"], ["Bangalore"], ["Mumbai"], ["Others"]])("uses 10 g and 30,000 by default (%s)", (city) => {
    expect(cityLimits(city)).toMatchObject({ min_gold: 10, min_amount: 30_000 });
  });

  it.each([["Hyderabad"], ["Delhi"], ["Pune"], ["hyderabad"], ["DELHI"], ["pUNe"], [" Pune "]])("uses 14.5 g and 50,000 in %j", (city) => {
    expect(cityLimits(city)).toMatchObject({ min_gold: 14.5, min_amount: 50_000 });
  });
});

describe("cityLimits doorstep minimums", () => {
  it.each([["Delhi"], ["Hyderabad"], ["delhi"], ["HYDERABAD"]])("are 50,000 and 14.5 g in %j", (city) => {
    expect(cityLimits(city)).toMatchObject({ doorstep_min_amount: 50_000, doorstep_min_gold: 14.5 });
  });

  it.each([["Pune"], ["Chennai"]])("are the default 30,000 and 10 g in %j", (city) => {
    expect(cityLimits(city)).toMatchObject({ doorstep_min_amount: 30_000, doorstep_min_gold: 10 });
  });
});

describe("cityLimits maximums", () => {
  it("caps gold at 2730 g and the amount at 10,000,000", () => {
    expect(MAX_GOLD_GRAMS).toBe(2730);
    expect(MAX_LOAN_AMOUNT).toBe(10_000_000);
    for (const city of ["Chennai", "Pune", "Delhi"]) {
      expect(cityLimits(city)).toMatchObject({ max_gold: 2730, max_amount: 10_000_000 });
    }
  });
});

describe("cityLimits to-range", () => {
  it("is 40,000 to 9,999,999 and 11.6 g to 2730 g by default", () => {
    expect(cityLimits("Chennai")).toMatchObject({
      min_to_amount: 40_000,
      max_to_amount: 9_999_999,
      min_to_gold: 11.6,
      max_to_gold: 2730,
    });
  });

  it.each(HIGHER_TO_RANGE.flatMap((city) => [[city], [city.toUpperCase()]]))("is 100,000 to 9,999,999 and 29 g to 2730 g in %j", (city) => {
    expect(cityLimits(city!)).toMatchObject({
      min_to_amount: 100_000,
      max_to_amount: 9_999_999,
      min_to_gold: 29,
      max_to_gold: 2730,
    });
  });
});
