import { describe, expect, it } from "vitest";
import { chosenLiteMode, liteModeCookie, liteModeHref, liteModeOf } from "./lite-mode";

const headers = (init: Record<string, string>) => new Headers(init);

describe("liteModeOf", () => {
  it("is off for an ordinary visit", () => {
    expect(liteModeOf(headers({}))).toEqual({ on: false, reason: null, chosen: false });
  });

  it("is on when the browser asks to save data", () => {
    expect(liteModeOf(headers({ "Save-Data": "on" }))).toEqual({ on: true, reason: "save-data", chosen: false });
    expect(liteModeOf(headers({ "Save-Data": " ON " })).on).toBe(true);
    expect(liteModeOf(headers({ "Save-Data": "off" })).on).toBe(false);
  });

  it("is on for a 2G or slow-2G connection, off for 3G and 4G", () => {
    expect(liteModeOf(headers({ ECT: "2g" }))).toEqual({ on: true, reason: "slow-connection", chosen: false });
    expect(liteModeOf(headers({ ECT: "slow-2g" })).on).toBe(true);
    expect(liteModeOf(headers({ ECT: "3g" })).on).toBe(false);
    expect(liteModeOf(headers({ ECT: "4g" })).on).toBe(false);
  });

  it("follows the visitor's choice over the hints, both ways", () => {
    expect(liteModeOf(headers({ Cookie: "gl_lite=off", "Save-Data": "on", ECT: "2g" }))).toEqual({ on: false, reason: null, chosen: true });
    expect(liteModeOf(headers({ Cookie: "a=b; gl_lite=on" }))).toEqual({ on: true, reason: "chosen", chosen: true });
  });

  it("ignores a cookie value it does not know", () => {
    expect(chosenLiteMode("gl_lite=maybe")).toBeNull();
    expect(chosenLiteMode("xgl_lite=on")).toBeNull();
    expect(chosenLiteMode(null)).toBeNull();
  });
});

describe("the switch", () => {
  it("keeps the choice for a year, Secure in production", () => {
    expect(liteModeCookie(true, true)).toBe("gl_lite=on; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure");
    expect(liteModeCookie(false, false)).toBe("gl_lite=off; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
  });

  it("links back to the page it was on, query included", () => {
    expect(liteModeHref(true, "/lp/schemes?amount=100000")).toBe("/lite-mode?to=on&back=%2Flp%2Fschemes%3Famount%3D100000");
  });
});
