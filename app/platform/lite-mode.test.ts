import { describe, expect, it } from "vitest";
import { liteModeHref } from "./lite-mode";
import { chosenLiteMode, liteModeOf } from "./lite-mode.server";
import { cookies } from "./cookies.server";

const headers = (init: Record<string, string>) => new Headers(init);

describe("liteModeOf", () => {
  it("is off for an ordinary visit", async () => {
    expect(await liteModeOf(headers({}))).toEqual({ on: false, reason: null, chosen: false });
  });

  it("is on when the browser asks to save data", async () => {
    expect(await liteModeOf(headers({ "Save-Data": "on" }))).toEqual({ on: true, reason: "save-data", chosen: false });
    expect((await liteModeOf(headers({ "Save-Data": " ON " }))).on).toBe(true);
    expect((await liteModeOf(headers({ "Save-Data": "off" }))).on).toBe(false);
  });

  it("is on for a 2G or slow-2G connection, off for 3G and 4G", async () => {
    expect(await liteModeOf(headers({ ECT: "2g" }))).toEqual({ on: true, reason: "slow-connection", chosen: false });
    expect((await liteModeOf(headers({ ECT: "slow-2g" }))).on).toBe(true);
    expect((await liteModeOf(headers({ ECT: "3g" }))).on).toBe(false);
    expect((await liteModeOf(headers({ ECT: "4g" }))).on).toBe(false);
  });

  it("follows the visitor's choice over the hints, both ways", async () => {
    expect(await liteModeOf(headers({ Cookie: "gl_lite=off", "Save-Data": "on", ECT: "2g" }))).toEqual({
      on: false,
      reason: null,
      chosen: true,
    });
    expect(await liteModeOf(headers({ Cookie: "a=b; gl_lite=on" }))).toEqual({ on: true, reason: "chosen", chosen: true });
  });

  it("ignores a cookie value it does not know", async () => {
    expect(await chosenLiteMode("gl_lite=maybe")).toBeNull();
    expect(await chosenLiteMode("gl_lite=")).toBeNull();
    expect(await chosenLiteMode("xgl_lite=on")).toBeNull();
    expect(await chosenLiteMode(null)).toBeNull();
  });

  it("reads the choice a browser already holds, and the one the switch writes", async () => {
    expect(await chosenLiteMode("gl_lite=on")).toBe(true);
    expect(await chosenLiteMode((await cookies.lite.serialize("off")).split(";")[0]!)).toBe(false);
  });
});

describe("the switch", () => {
  it("keeps the choice for a year, as the plain on or off browsers already hold, Secure in production", async () => {
    expect(await cookies.lite.serialize("on")).toBe("gl_lite=on; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax");
    expect(await cookies.lite.serialize("off", { secure: true })).toBe(
      "gl_lite=off; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("links back to the page it was on, query included", () => {
    expect(liteModeHref(true, "/lp/schemes?amount=100000")).toBe("/lite-mode?to=on&back=%2Flp%2Fschemes%3Famount%3D100000");
  });
});
