/**
 * The lead journey's server rules make their messages as catalogue keys (decision 032); the pages
 * show them through `t.message` (decision 028). Every message a rule of these pages can produce
 * must be in the namespaces the page sends, or a Hindi page would show it in English.
 */
import { describe, expect, it } from "vitest";
import { messagesFor, type Namespace } from "~/i18n/catalogue.server";
import { keyHash } from "~/i18n/key-hash";
import { LANGUAGES } from "~/i18n/language";
import { msg, readMessage, type Message } from "~/i18n/message";
import { fill } from "~/i18n/translate";
import { DIGITAL_FAILURE_MESSAGE, DUPLICATE_FALLBACK_MESSAGE } from "~/journey/lead.server";
import { LeadFormSchema } from "~/journey/lead-form";
import { CITIES_UNAVAILABLE, cityProblem, type CityOption } from "~/journey/lead-form.server";
import { otpCodeProblem } from "~/journey/otp";
import { WRONG_CODE_FALLBACK } from "~/journey/otp.server";
import { sendNotice } from "~/journey/otp-form.server";
import { pincodeProblem } from "~/journey/pincode";
import type { LimitReason } from "~/platform/limit-message";
import { limitProblem } from "~/site/limit-problem";
import { NOT_SAVED } from "~/site/form-action.server";

const OTHER = LANGUAGES.filter((lang) => lang !== "en");

/** Each message in every other language: translated (not the English text back) and without a placeholder left. */
function untranslated(namespaces: Namespace[], messages: (string | Message)[]): string[] {
  const problems: string[] = [];
  for (const lang of OTHER) {
    const catalogue = messagesFor(lang, namespaces);
    for (const message of messages) {
      const english = typeof message === "string" ? message : fill(message.key, message.params);
      const shown =
        typeof message === "string"
          ? (catalogue[keyHash(message)] ?? message)
          : fill(catalogue[keyHash(message.key)] ?? english, message.params);
      if (shown === english || /\{\w+\}/.test(shown)) problems.push(`${lang}: ${english} -> ${shown}`);
    }
  }
  return problems;
}

const PUNE: CityOption = {
  id: 7,
  name: "Pune",
  minAmount: 50_000,
  maxAmount: 1_00_00_000,
  takeover: { minAmount: 1_00_000, maxAmount: 50_00_000 },
};

/** The messages of the lead form: its schema's, then those that need the city list (Pune only). */
function leadFormMessages(fields: Record<string, unknown>): Message[] {
  const result = LeadFormSchema.safeParse(fields);
  if (!result.success) return result.error.issues.flatMap((issue) => readMessage(issue.message) ?? []);
  return Object.values(cityProblem(result.data, [PUNE]) ?? {});
}

describe("the lead journey's messages", () => {
  it("of the lead form are in the lead namespace, amounts and city filled back in", () => {
    const messages = [
      ...leadFormMessages({}),
      ...leadFormMessages({ phone: "12345", cityId: 99, loanAmount: "1.5", loanType: "FRESH" }),
      ...leadFormMessages({ phone: "9876543210", cityId: 99, loanAmount: "100", loanType: "FRESH" }),
      ...leadFormMessages({ phone: "9876543210", cityId: 7, loanAmount: "100", loanType: "FRESH" }),
      ...leadFormMessages({ phone: "9876543210", cityId: 7, loanAmount: "100", loanType: "TAKEOVER" }),
      CITIES_UNAVAILABLE,
      DUPLICATE_FALLBACK_MESSAGE,
      DIGITAL_FAILURE_MESSAGE,
      msg("We could not save your details just now. Please try again."),
    ];
    expect(messages.length).toBeGreaterThan(8);
    expect(untranslated(["lead"], messages)).toEqual([]);
    const hindi = messagesFor("hi", ["lead"]);
    const [takeover] = leadFormMessages({ phone: "9876543210", cityId: 7, loanAmount: "100", loanType: "TAKEOVER" });
    expect(fill(hindi[keyHash(takeover!.key)]!, takeover!.params)).toBe("Pune में टेकओवर लोन के लिए ₹1,00,000 से ₹50,00,000 के बीच की राशि लिखें।");
  });

  it("of the abuse limits are in the limits namespace, whatever the wait", () => {
    const reasons: LimitReason[] = ["cooldown", "recipient", "address", "attempts", "guesses"];
    const messages = reasons.flatMap((reason) => [1, 25, 60, 61, 600].map((seconds) => limitProblem(reason, seconds)));
    expect(untranslated(["limits", "limits-otp"], messages)).toEqual([]);
    // The lead form can be refused only by the per-connection limit.
    expect(
      untranslated(
        ["limits"],
        [1, 25, 61].map((seconds) => limitProblem("address", seconds)),
      ),
    ).toEqual([]);
  });

  it("of the OTP step are in its namespaces", () => {
    const notices = [
      sendNotice({ kind: "sent", channel: "VOICE" }),
      sendNotice({ kind: "sent", channel: "SMS" }),
      sendNotice({ kind: "cooldown", secondsLeft: 27 }),
    ];
    const errors = [
      otpCodeProblem("12ab")!,
      WRONG_CODE_FALLBACK,
      msg("We could not check the code just now. Please try again."),
      msg("We could not send a new code just now. Please try again."),
    ];
    expect(untranslated(["lead-otp", "otp-field", "limits-otp"], [...notices, ...errors, msg("your mobile number")])).toEqual([]);
  });

  it("of the pincode step are in its namespace", () => {
    const messages = ["", "56 0A34", "5600", "912345"].map((typed) => pincodeProblem(typed)!);
    expect(messages.every(Boolean)).toBe(true);
    expect(untranslated(["lead-pincode"], [...messages, readMessage(NOT_SAVED)!])).toEqual([]);
  });

  it("of the configured journey (step titles, the alert-seek prompt) are in the layout's and the blocks' namespaces", () => {
    const titles = [
      "Tell us about your loan",
      "Verify your mobile number",
      "Check your pincode",
      "Choose a scheme",
      "Book a branch or doorstep visit",
      "Your visit is booked",
    ];
    expect(untranslated(["lead-journey"], titles)).toEqual([]);
    expect(
      untranslated(
        ["step-blocks"],
        [
          "Need help? Ask for a call back and our gold loan expert will call you.",
          "Need help choosing? Ask for a call back and our gold loan expert will call you.",
        ],
      ),
    ).toEqual([]);
  });
});
