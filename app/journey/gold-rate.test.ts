import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateFormat } from "~/platform/intl";
import { goldRateKey, indiaDate, indiaIsoDate, rateChange } from "~/journey/gold-rate";

describe("goldRateKey", () => {
  it("takes the date in India time (midnight India is 18:30 UTC)", () => {
    expect(goldRateKey(new Date("2026-11-20T18:29:59Z"))).toBe("goldPrice-20112026");
    expect(goldRateKey(new Date("2026-11-20T18:30:00Z"))).toBe("goldPrice-21112026");
  });

  it("zero-pads the day and the month", () => {
    expect(goldRateKey(new Date("2027-01-05T06:00:00Z"))).toBe("goldPrice-05012027");
    expect(goldRateKey(new Date("2027-01-04T20:00:00Z"))).toBe("goldPrice-05012027");
  });

  it("rolls over the year in India before UTC does", () => {
    expect(goldRateKey(new Date("2026-12-31T18:30:00Z"))).toBe("goldPrice-01012027");
    expect(goldRateKey(new Date("2026-12-31T18:29:59Z"))).toBe("goldPrice-31122026");
  });

  it("matches the upstream's key format", () => {
    expect(goldRateKey(new Date("2026-03-09T10:00:00Z"))).toMatch(/^goldPrice-\d{8}$/);
  });
});

describe("indiaIsoDate and indiaDate", () => {
  it.each([
    ["2026-11-20T18:29:59Z", "2026-11-20"],
    ["2026-11-20T18:30:00Z", "2026-11-21"],
    ["2027-01-04T20:00:00Z", "2027-01-05"],
    ["2026-12-31T18:30:00Z", "2027-01-01"],
  ])("%s is %s in India", (instant, expected) => {
    expect(indiaIsoDate(new Date(instant))).toBe(expected);
  });

  it("gives numbers", () => {
    expect(indiaDate(new Date("2027-01-04T20:00:00Z"))).toEqual({ day: 5, month: 1, year: 2027 });
  });
});

describe("rateChange", () => {
  it.each([[null], [undefined]])("is null when the previous rate is %j", (previous) => {
    expect(rateChange(7300, previous)).toBeNull();
  });

  it.each([
    [7300, 7250, 50],
    [7250, 7300, -50],
    [7300, 7300, 0],
    [7261.237, 7250.1, 11.14],
    [7250.1, 7261.237, -11.14],
    [0.3, 0.1, 0.2],
    [7000.004, 7000, 0],
  ])("rate %j after %j changes by %j (rounded to paise)", (rate, previous, expected) => {
    expect(rateChange(rate, previous)).toBe(expected);
  });
});

describe("indiaDate", () => {
  it("is the day India's clocks show, for any instant (checked against Intl in Asia/Kolkata)", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }), (at) => {
        const parts = dateFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "numeric", year: "numeric" }).formatToParts(
          at,
        );
        const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
        expect(indiaDate(at)).toEqual({ day: part("day"), month: part("month"), year: part("year") });
      }),
    );
  });

  it("turns the day at midnight in India, 18:30 UTC", () => {
    expect(indiaDate(new Date("2026-11-26T18:29:59Z"))).toEqual({ day: 26, month: 11, year: 2026 });
    expect(indiaDate(new Date("2026-11-26T18:30:00Z"))).toEqual({ day: 27, month: 11, year: 2026 });
  });
});
