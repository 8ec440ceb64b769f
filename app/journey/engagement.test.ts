import { describe, expect, it } from "vitest";
import {
  alertSeekSettings,
  DEFAULT_OTHER_DATA,
  dailyVisitCount,
  exitFlowTarget,
  MAX_ALERT_DISMISSED_TIMEOUT_MS,
  MAX_ALERT_TIMEOUT_MS,
  OTHER_DATA_FLAGS,
  otherDataFromFlags,
  type FlagState,
} from "~/journey/engagement";

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

  it.each([[null], [undefined], [""], ["https://evil.example"], ["//evil.example"], ["/\\evil.example"], ["basic-details"], ["javascript:alert(1)"]])(
    "goes home for %j",
    (input) => {
      expect(exitFlowTarget(input)).toBe("/");
    },
  );

  it.each([["/lp//evil.example"], ["/lp//evil.example/path?x=1"], ["/lp/\\evil.example"]])("never leaves the site once /lp is removed (%j)", (input) => {
    const target = exitFlowTarget(input);
    expect(target).toBe("/");
    expect(new URL(target, "https://site.example").origin).toBe("https://site.example");
  });
});

describe("DEFAULT_OTHER_DATA", () => {
  it("shows the exit intent and the alert seek by default, webflow off", () => {
    expect(DEFAULT_OTHER_DATA).toEqual({ webflowActive: false, showExitIntentonPage: true, alertSeekActive: true, alertTimeout: 8_000, alertDissmissedTimeout: 60_000 });
  });
});

describe("otherDataFromFlags", () => {
  const on = (value?: FlagState["value"]): FlagState => ({ enabled: true, value });
  const off = (value?: FlagState["value"]): FlagState => ({ enabled: false, value });

  it("gives the defaults when no flag is known (the flag service is down or empty)", () => {
    expect(otherDataFromFlags({})).toEqual(DEFAULT_OTHER_DATA);
  });

  it("names one flag per otherData key", () => {
    expect([...OTHER_DATA_FLAGS].sort()).toEqual(Object.keys(DEFAULT_OTHER_DATA).sort());
  });

  it("reads each switch from its flag's enabled state, whatever its value", () => {
    expect(otherDataFromFlags({ showExitIntentonPage: off(), alertSeekActive: off(true), webflowActive: on() })).toEqual({
      ...DEFAULT_OTHER_DATA,
      showExitIntentonPage: false,
      alertSeekActive: false,
      webflowActive: true,
    });
    expect(otherDataFromFlags({ showExitIntentonPage: on(false), alertSeekActive: on() })).toMatchObject({ showExitIntentonPage: true, alertSeekActive: true });
  });

  it("reads each delay from its enabled flag's value in milliseconds, a number or its text", () => {
    expect(otherDataFromFlags({ alertTimeout: on(1500), alertDissmissedTimeout: on(" 120000 ") })).toMatchObject({ alertTimeout: 1500, alertDissmissedTimeout: 120_000 });
    expect(otherDataFromFlags({ alertTimeout: on(0) }).alertTimeout).toBe(0);
  });

  it("keeps a delay's default while its flag is disabled", () => {
    expect(otherDataFromFlags({ alertTimeout: off(1500), alertDissmissedTimeout: off(5) })).toMatchObject({ alertTimeout: 8_000, alertDissmissedTimeout: 60_000 });
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], ["soon"], ["12ms"], [""], [null], [undefined], [true]])("keeps a delay's default for the unusable value %j", (value) => {
    expect(otherDataFromFlags({ alertTimeout: on(value as FlagState["value"]) }).alertTimeout).toBe(8_000);
  });

  it("keeps a delay's default above its upper bound, and takes the bound itself", () => {
    expect(otherDataFromFlags({ alertTimeout: on(MAX_ALERT_TIMEOUT_MS + 1) }).alertTimeout).toBe(8_000);
    expect(otherDataFromFlags({ alertTimeout: on(MAX_ALERT_TIMEOUT_MS) }).alertTimeout).toBe(MAX_ALERT_TIMEOUT_MS);
    expect(otherDataFromFlags({ alertDissmissedTimeout: on(MAX_ALERT_DISMISSED_TIMEOUT_MS + 1) }).alertDissmissedTimeout).toBe(60_000);
  });

  it("ignores flags of other names and inherited keys", () => {
    const inherited = Object.create({ showExitIntentonPage: off() }) as Record<string, FlagState>;
    expect(otherDataFromFlags({ ...{ somethingElse: off() } })).toEqual(DEFAULT_OTHER_DATA);
    expect(otherDataFromFlags(inherited)).toEqual(DEFAULT_OTHER_DATA);
  });

  it("falls back to the defaults it is given", () => {
    const defaults = { ...DEFAULT_OTHER_DATA, showExitIntentonPage: false, alertTimeout: 1 };
    expect(otherDataFromFlags({}, defaults)).toEqual(defaults);
  });
});

describe("alertSeekSettings", () => {
  it("is the alert-seek part of otherData", () => {
    expect(alertSeekSettings({ ...DEFAULT_OTHER_DATA, alertSeekActive: false, alertTimeout: 1, alertDissmissedTimeout: 2 })).toEqual({ active: false, timeoutMs: 1, dismissedTimeoutMs: 2 });
  });
});
