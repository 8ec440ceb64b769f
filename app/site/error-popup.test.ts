import { describe, expect, it } from "vitest";
import { POPUP_AUTO_CLOSE_MS, POPUP_FALLBACK_TEXT, opensPopup, popupText } from "~/site/error-popup";
import { msg, readMessage } from "~/i18n/message";

const FALLBACK = "Some Error Happened on the Server. Please try after some time";

describe("popupText", () => {
  it("shows the message", () => {
    expect(popupText("Pincode not serviceable")).toBe("Pincode not serviceable");
  });

  it.each([[null], [undefined], [""], ["   "]])("shows the fallback for %j, the spec's text as a message", (message) => {
    expect(POPUP_FALLBACK_TEXT).toBe(FALLBACK);
    expect(readMessage(popupText(message))).toEqual(msg(FALLBACK));
  });
});

describe("opensPopup", () => {
  const ignored = "https://api.example.in/insight/pincode-serviceability";

  it("does not open for a 409", () => {
    expect(opensPopup({ status: 409, url: "https://api.example.in/lead-service/v1/lead" }, ignored)).toBe(false);
    expect(opensPopup({ status: 409, url: "https://api.example.in/lead-service/v1/lead" }, undefined)).toBe(false);
  });

  it("does not open for the ignored URL", () => {
    expect(opensPopup({ status: 500, url: ignored }, ignored)).toBe(false);
  });

  it("does not open for the ignored URL with a query string", () => {
    expect(opensPopup({ status: 500, url: `${ignored}?pincode=411004` }, ignored)).toBe(false);
  });

  it("opens for other URLs and statuses", () => {
    expect(opensPopup({ status: 500, url: "https://api.example.in/pricing/v1/schemes" }, ignored)).toBe(true);
    expect(opensPopup({ status: 404, url: "https://api.example.in/insight/branches/distance" }, ignored)).toBe(true);
    expect(opensPopup({ status: 400, url: "https://api.example.in/lead-service/v1/lead" }, ignored)).toBe(true);
  });

  it("opens for a failure without a status (network error)", () => {
    expect(opensPopup({ url: "https://api.example.in/pricing/v1/schemes" }, ignored)).toBe(true);
  });

  it("opens when no ignored URL is configured", () => {
    expect(opensPopup({ status: 500, url: ignored }, undefined)).toBe(true);
    expect(opensPopup({ status: 500, url: ignored }, "")).toBe(true);
  });
});

describe("POPUP_AUTO_CLOSE_MS", () => {
  it("is 3 seconds", () => {
    expect(POPUP_AUTO_CLOSE_MS).toBe(3000);
  });
});
