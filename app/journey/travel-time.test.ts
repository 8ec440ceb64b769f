import { describe, expect, it } from "vitest";
import { travelMinutes, travelTime } from "~/journey/travel-time";

describe("a branch's travel time", () => {
  it("reads the distance service's words as minutes", () => {
    expect(travelMinutes("1 min")).toBe(1);
    expect(travelMinutes("25 mins")).toBe(25);
    expect(travelMinutes("1 hour 40 mins")).toBe(100);
    expect(travelMinutes("2 hours")).toBe(120);
    expect(travelMinutes("1 day 3 hours")).toBe(27 * 60);
    expect(travelMinutes("about a while")).toBeNull();
    expect(travelMinutes("")).toBeNull();
  });

  it("says it in the page's language, with Latin digits", () => {
    expect(travelTime("1 hour 40 mins", "en")).toEqual({ text: "1 hour 40 minutes", english: false });
    expect(travelTime("1 min", "en")).toEqual({ text: "1 minute", english: false });
    expect(travelTime("1 hour 40 mins", "hi")).toEqual({ text: "1 घंटा 40 मिनट", english: false });
    expect(travelTime("2 hours", "hi")).toEqual({ text: "2 घंटे", english: false });
    expect(travelTime("25 mins", "mr").text).toBe("25 मिनिटे");
    expect(travelTime("25 mins", "ta").text).toBe("25 நிமிடங்கள்");
  });

  it("keeps words that are not a time as they came, marked English on another language's page", () => {
    expect(travelTime("a short walk", "hi")).toEqual({ text: "a short walk", english: true });
    expect(travelTime("a short walk", "en")).toEqual({ text: "a short walk", english: false });
  });
});
