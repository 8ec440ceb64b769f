import { describe, expect, it } from "vitest";
import { limitMessage, waitPhrase } from "~/platform/limit-message";

describe("waitPhrase", () => {
  it("says seconds under a minute and whole minutes (rounded up) above", () => {
    expect(waitPhrase(1)).toBe("in 1 second");
    expect(waitPhrase(25)).toBe("in 25 seconds");
    expect(waitPhrase(59.2)).toBe("in 1 minute");
    expect(waitPhrase(60)).toBe("in 1 minute");
    expect(waitPhrase(61)).toBe("in 2 minutes");
    expect(waitPhrase(480)).toBe("in 8 minutes");
    expect(waitPhrase(0)).toBe("in 1 second");
  });
});

describe("limitMessage", () => {
  it("says when to try again for the time-bound limits", () => {
    expect(limitMessage("cooldown", 25)).toBe("You can ask for a new code in 25 seconds.");
    expect(limitMessage("recipient", 479)).toBe(
      "You have asked for several codes in a short time. You can ask for another one in 8 minutes.",
    );
    expect(limitMessage("address", 600)).toBe(
      "We have had too many requests from your internet connection. Please try again in 10 minutes.",
    );
  });

  it("asks for a new code when the code itself is used up", () => {
    expect(limitMessage("attempts", 1800)).toBe("This code has been tried too many times. Please ask for a new code.");
  });
});
