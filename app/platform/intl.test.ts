import { describe, expect, it } from "vitest";
import { dateFormat, numberFormat } from "~/platform/intl";

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
