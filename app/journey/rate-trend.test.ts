import { describe, expect, it } from "vitest";
import { rateTrend, trendPaths } from "~/journey/rate-trend";

const day = (date: string, rate22k: number) => ({ date, rate22k });

describe("rateTrend", () => {
  it("orders the days, and says the first, last, lowest and highest rate and the change", () => {
    const trend = rateTrend([day("2026-11-03", 7300), day("2026-11-01", 7250.5), day("2026-11-02", 7400), day("2026-11-04", 7200)]);
    expect(trend?.days.map((d) => d.date)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"]);
    expect(trend).toMatchObject({
      first: day("2026-11-01", 7250.5),
      last: day("2026-11-04", 7200),
      low: day("2026-11-04", 7200),
      high: day("2026-11-02", 7400),
      change: -50.5,
    });
  });

  it("counts a date given twice once, and needs two days to be a trend", () => {
    expect(rateTrend([day("2026-11-01", 7250), day("2026-11-01", 7250)])).toBeNull();
    expect(rateTrend([])).toBeNull();
    expect(rateTrend([day("2026-11-01", 7250), day("2026-11-01", 7250), day("2026-11-02", 7260)])?.days).toHaveLength(2);
  });

  it("takes the earliest day of a repeated lowest or highest rate", () => {
    const trend = rateTrend([day("2026-11-01", 7000), day("2026-11-02", 7100), day("2026-11-03", 7000), day("2026-11-04", 7100)]);
    expect(trend?.low.date).toBe("2026-11-01");
    expect(trend?.high.date).toBe("2026-11-02");
  });
});

describe("trendPaths", () => {
  it("puts the highest rate a tenth from the top, the lowest a tenth from the bottom, and each day by its date", () => {
    const trend = rateTrend([day("2026-11-01", 7200), day("2026-11-02", 7400), day("2026-11-05", 7300)])!;
    const { line, area } = trendPaths(trend, 300, 100);
    // Four days from the first to the last: the 2nd is a quarter of the way, the 5th at the end.
    expect(line).toBe("M0,90L75,10L300,50");
    expect(area).toBe("M0,90L75,10L300,50L300,100L0,100Z");
  });

  it("draws a month without change as a line across the middle", () => {
    const trend = rateTrend([day("2026-11-01", 7200), day("2026-11-03", 7200)])!;
    expect(trendPaths(trend, 200, 80).line).toBe("M0,40L200,40");
  });
});
