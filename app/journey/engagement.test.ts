import { describe, expect, it } from "vitest";
import { alertSeekSettings, dailyVisitCount, exitFlowTarget } from "~/journey/engagement";
import { DEFAULT_OTHER_DATA } from "~/site/other-data";

describe("dailyVisitCount", () => {
  const ITEMS = [100, 101, 102, 103, 104, 105, 106];

  it("picks items[day % (length - 1)] with the day taken in India time", () => {
    // 19:00 UTC on 20 Nov is 00:30 on 21 Nov in India: 21 % 6 = 3 (the UTC day would give 20 % 6 = 2).
    expect(dailyVisitCount(ITEMS, new Date("2026-11-20T19:00:00Z"))).toBe(103);
    // 18:29 UTC on 20 Nov is still 20 Nov in India: 20 % 6 = 2.
    expect(dailyVisitCount(ITEMS, new Date("2026-11-20T18:29:00Z"))).toBe(102);
  });

  it("never picks the last item", () => {
    const picked = new Set<number>();
    for (let day = 1; day <= 31; day += 1) {
      const at = new Date(Date.UTC(2026, 0, day, 6, 0));
      picked.add(dailyVisitCount(ITEMS, at)!);
    }
    expect(picked.has(106)).toBe(false);
    expect([...picked].sort()).toEqual([100, 101, 102, 103, 104, 105]);
  });

  it("uses day % 6 on the 6th (index 0) and the 31st (index 1)", () => {
    expect(dailyVisitCount(ITEMS, new Date("2026-12-06T06:00:00Z"))).toBe(100);
    expect(dailyVisitCount(ITEMS, new Date("2026-12-31T06:00:00Z"))).toBe(101);
  });

  it("gives the only item of a one-item list", () => {
    expect(dailyVisitCount(["42"], new Date("2026-11-20T19:00:00Z"))).toBe("42");
  });

  it("gives null for an empty list", () => {
    expect(dailyVisitCount([], new Date("2026-11-20T19:00:00Z"))).toBeNull();
  });

  it("for two items always picks the first", () => {
    expect(dailyVisitCount(["a", "b"], new Date("2026-11-21T06:00:00Z"))).toBe("a");
    expect(dailyVisitCount(["a", "b"], new Date("2026-11-22T06:00:00Z"))).toBe("a");
  });
});

describe("exitFlowTarget", () => {
  it.each([
    ["/lp/basic-details", "/basic-details"],
    ["/lp/schemes?amount=150000", "/schemes?amount=150000"],
    ["/gold-loan/pune", "/gold-loan/pune"],
    ["/lp", "/"],
    ["/lp/", "/"],
    ["/lp?x=1", "/?x=1"],
    ["/lpx", "/lpx"],
    ["/", "/"],
  ])("%j -> %j", (input, expected) => {
    expect(exitFlowTarget(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["https://evil.example"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["basic-details"],
    ["javascript:alert(1)"],
  ])("goes home for %j", (input) => {
    expect(exitFlowTarget(input)).toBe("/");
  });

  it.each([["/lp//evil.example"], ["/lp//evil.example/path?x=1"], ["/lp/\\evil.example"]])(
    "never leaves the site once /lp is removed (%j)",
    (input) => {
      const target = exitFlowTarget(input);
      expect(target).toBe("/");
      expect(new URL(target, "https://site.example").origin).toBe("https://site.example");
    },
  );
});

describe("alertSeekSettings", () => {
  it("is the alert-seek part of otherData", () => {
    expect(alertSeekSettings({ ...DEFAULT_OTHER_DATA, alertSeekActive: false, alertTimeout: 1, alertDissmissedTimeout: 2 })).toEqual({
      active: false,
      timeoutMs: 1,
      dismissedTimeoutMs: 2,
    });
  });
});
