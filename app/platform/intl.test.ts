import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateFormat, indiaCalendarDay, numberFormat } from "~/platform/intl";

describe("kept formatters", () => {
  it("gives the same formatter for the same locale and options, and formats as a new one would", () => {
    const options = { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" } as const;
    expect(dateFormat("hi-IN", { ...options })).toBe(dateFormat("hi-IN", { ...options }));
    expect(dateFormat("hi-IN", options)).not.toBe(dateFormat("ta-IN", options));
    const day = new Date("2026-11-27T06:30:00Z");
    expect(dateFormat("ta-IN", options).format(day)).toBe(new Intl.DateTimeFormat("ta-IN", options).format(day));
    expect(numberFormat("en-IN").format(1234567)).toBe("12,34,567");
  });
});

describe("indiaCalendarDay", () => {
  it("is the day India's clocks show, for any instant (checked against Intl in Asia/Kolkata)", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }), (at) => {
        const parts = dateFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "numeric", year: "numeric" }).formatToParts(
          at,
        );
        const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
        expect(indiaCalendarDay(at)).toEqual({ day: part("day"), month: part("month"), year: part("year") });
      }),
    );
  });

  it("turns the day at midnight in India, 18:30 UTC", () => {
    expect(indiaCalendarDay(new Date("2026-11-26T18:29:59Z"))).toEqual({ day: 26, month: 11, year: 2026 });
    expect(indiaCalendarDay(new Date("2026-11-26T18:30:00Z"))).toEqual({ day: 27, month: 11, year: 2026 });
  });
});
