import { describe, expect, it } from "vitest";
import { limitProblem } from "~/site/limit-problem";
import { fill } from "~/i18n/translate";

const english = (...args: Parameters<typeof limitProblem>) => {
  const message = limitProblem(...args);
  return fill(message.key, message.params);
};

describe("limitProblem", () => {
  it("says when to try again in seconds under a minute and whole minutes (rounded up) above", () => {
    expect(english("cooldown", 0)).toBe("You can ask for a new code in 1 second.");
    expect(english("cooldown", 1)).toBe("You can ask for a new code in 1 second.");
    expect(english("cooldown", 25)).toBe("You can ask for a new code in 25 seconds.");
    expect(english("cooldown", 59.2)).toBe("You can ask for a new code in 1 minute.");
    expect(english("cooldown", 60)).toBe("You can ask for a new code in 1 minute.");
    expect(english("cooldown", 61)).toBe("You can ask for a new code in 2 minutes.");
    expect(english("recipient", 479)).toBe("You have asked for several codes in a short time. You can ask for another one in 8 minutes.");
    expect(english("address", 600)).toBe("We have had too many requests from your internet connection. Please try again in 10 minutes.");
    expect(english("guesses", 1800)).toBe("You have tried several codes in a short time. Please try again in 30 minutes.");
    expect(english("repeats", 30)).toBe("You have asked for this several times in a short time. Please try again in 30 seconds.");
  });

  it("asks for a new code when the code itself is used up, whatever the wait", () => {
    expect(english("attempts", 1800)).toBe("This code has been tried too many times. Please ask for a new code.");
  });

  it("gives the wait as a value of the message, for the page's language", () => {
    expect(limitProblem("cooldown", 25)).toEqual({ key: "You can ask for a new code in {seconds} seconds.", params: { seconds: 25 } });
    expect(limitProblem("address", 479)).toEqual({
      key: "We have had too many requests from your internet connection. Please try again in {minutes} minutes.",
      params: { minutes: 8 },
    });
  });
});
