import { describe, expect, it } from "vitest";
import {
  DEFAULT_OTHER_DATA,
  MAX_ALERT_DISMISSED_TIMEOUT_MS,
  MAX_ALERT_TIMEOUT_MS,
  OTHER_DATA_FLAGS,
  otherDataFromFlags,
  type FlagState,
} from "~/site/other-data";

describe("DEFAULT_OTHER_DATA", () => {
  it("shows the exit intent and the alert seek by default, webflow off", () => {
    expect(DEFAULT_OTHER_DATA).toEqual({
      webflowActive: false,
      showExitIntentonPage: true,
      alertSeekActive: true,
      alertTimeout: 8_000,
      alertDissmissedTimeout: 60_000,
    });
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
    expect(otherDataFromFlags({ showExitIntentonPage: on(false), alertSeekActive: on() })).toMatchObject({
      showExitIntentonPage: true,
      alertSeekActive: true,
    });
  });

  it("reads each delay from its enabled flag's value in milliseconds, a number or its text", () => {
    expect(otherDataFromFlags({ alertTimeout: on(1500), alertDissmissedTimeout: on(" 120000 ") })).toMatchObject({
      alertTimeout: 1500,
      alertDissmissedTimeout: 120_000,
    });
    expect(otherDataFromFlags({ alertTimeout: on(0) }).alertTimeout).toBe(0);
  });

  it("keeps a delay's default while its flag is disabled", () => {
    expect(otherDataFromFlags({ alertTimeout: off(1500), alertDissmissedTimeout: off(5) })).toMatchObject({
      alertTimeout: 8_000,
      alertDissmissedTimeout: 60_000,
    });
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY], ["soon"], ["12ms"], [""], [null], [undefined], [true]])(
    "keeps a delay's default for the unusable value %j",
    (value) => {
      expect(otherDataFromFlags({ alertTimeout: on(value as FlagState["value"]) }).alertTimeout).toBe(8_000);
    },
  );

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
