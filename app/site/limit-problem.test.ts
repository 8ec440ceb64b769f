import { describe, expect, it } from "vitest";
import { limitMessage, type LimitReason } from "~/platform/limit-message";
import { limitProblem } from "~/site/limit-problem";
import { fill } from "~/i18n/translate";

const REASONS: LimitReason[] = ["cooldown", "recipient", "address", "attempts", "guesses"];

describe("limitProblem", () => {
  it.each(REASONS)("says %s as limit-message.ts words it in English, whatever the wait", (reason) => {
    for (const seconds of [0, 1, 1.2, 25, 59, 59.2, 60, 61, 120, 479, 3600]) {
      const message = limitProblem(reason, seconds);
      expect(fill(message.key, message.params)).toBe(limitMessage(reason, seconds));
    }
  });

  it("gives the wait as a value of the message, for the page's language", () => {
    expect(limitProblem("cooldown", 25)).toEqual({ key: "You can ask for a new code in {seconds} seconds.", params: { seconds: 25 } });
    expect(limitProblem("address", 479)).toEqual({
      key: "We have had too many requests from your internet connection. Please try again in {minutes} minutes.",
      params: { minutes: 8 },
    });
  });
});
