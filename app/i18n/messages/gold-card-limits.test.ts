import { describe, expect, it } from "vitest";
import {
  GOLD_WEIGHT_PROBLEM,
  GOLD_WEIGHT_STEP_PROBLEM,
  goldCardAmountProblem,
  goldCardGoldHint,
  goldCardGoldProblem,
} from "~/cards/gold-card-limits";
import { messagesFor } from "~/i18n/catalogue.server";
import { fill } from "~/i18n/translate";
import { keyHash } from "~/i18n/key-hash";

/** Every message gold-card-limits.ts makes is a key of its namespace, so a page that sends it shows it in its language. */
describe("the gold card's limit messages", () => {
  const messages = [
    GOLD_WEIGHT_PROBLEM,
    GOLD_WEIGHT_STEP_PROBLEM,
    goldCardGoldProblem("doorstep", 2),
    goldCardGoldProblem("doorstep", 5000),
    goldCardGoldProblem("branch", 500),
    goldCardAmountProblem("doorstep", 1_000),
    goldCardAmountProblem("doorstep", 90_000_000),
    goldCardAmountProblem("branch", 900_000),
    goldCardGoldHint("doorstep"),
  ];

  it.each(["hi", "ta"] as const)("are all translated in %s, with their figures", (lang) => {
    const strings = messagesFor(lang, ["gold-card-limits"]);
    for (const message of messages) {
      expect(message).not.toBeNull();
      const { key, params } = message!;
      expect(strings[keyHash(key)], key).toBeDefined();
      const translated = fill(strings[keyHash(key)]!, params);
      const english = fill(key, params);
      expect(translated).not.toBe(english);
      for (const figure of english.match(/[\d,.]*\d/g) ?? []) expect(translated).toContain(figure);
    }
  });
});
