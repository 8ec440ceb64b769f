import { describe, expect, it } from "vitest";
import { MAX_PAGE_NAME_LENGTH, PAGE_NAME_MESSAGES, parsePageName } from "~/content/page-name";

describe("parsePageName", () => {
  it.each([
    ["gold-loan/pune", "gold-loan/pune"],
    ["/gold-loan/pune/", "/gold-loan/pune/"],
    ["  digital-journey ", "digital-journey"],
    ["home", "home"],
    ["/", "/"],
    ["india/goldfd_card/93", "india/goldfd_card/93"],
    ["a".repeat(MAX_PAGE_NAME_LENGTH), "a".repeat(MAX_PAGE_NAME_LENGTH)],
  ])("accepts %j", (value, pathName) => {
    expect(parsePageName(value)).toEqual({ ok: true, pathName });
  });

  it.each([null, undefined, "", "   "])("asks for a missing page %j", (value) => {
    expect(parsePageName(value)).toEqual({ ok: false, message: PAGE_NAME_MESSAGES.missing });
  });

  it("refuses a page longer than the bound", () => {
    expect(parsePageName("a".repeat(MAX_PAGE_NAME_LENGTH + 1))).toEqual({ ok: false, message: PAGE_NAME_MESSAGES.tooLong });
  });

  it.each([
    "../etc/passwd",
    "gold-loan/../admin",
    "gold-loan//pune",
    "gold-loan/pune?lang=hi",
    "gold-loan/pune&urlName=x",
    "gold-loan/pune#x",
    "gold loan",
    "https://evil.example/x",
    "-pune",
    "gold-loan/.hidden",
    "पुणे",
    "%2e%2e",
    "//",
  ])("refuses %j", (value) => {
    expect(parsePageName(value)).toEqual({ ok: false, message: PAGE_NAME_MESSAGES.invalid });
  });
});
