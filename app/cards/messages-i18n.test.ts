/**
 * The cardholder pages' server rules speak the page's language: every message a card form's rule
 * can produce is in the namespaces its page sends (looked up by its English text, templates
 * included), in every language, and a page's strings reach it in Hindi and Tamil.
 */
import { describe, expect, it } from "vitest";
import { messagesFor, type Namespace } from "~/i18n/catalogue.server";
import { LANGUAGES } from "~/i18n/language";
import { translateText } from "~/i18n/translate";
import { CODE_FORMAT_MESSAGE } from "~/cards/otp-code";
import { EMAIL_PROBLEM, FIRSTNAME_PROBLEM, PHONE_PROBLEM } from "~/cards/login";
import { goldCardAmountProblem, goldCardGoldHint, goldCardGoldProblem, GOLD_WEIGHT_PROBLEM } from "~/cards/gold-card-limits";
import { GOLD_QUALITY_PROBLEM, SLOT_PROBLEM } from "~/cards/limit-increase";
import { ACTION_PROBLEM, NOTES_PROBLEM, PRIORITY_PROBLEM, RELEASE_STATUS_LABEL } from "~/cards/release-requests";
import {
  DOCUMENT_LABEL,
  DOCUMENT_TYPE_PROBLEM,
  IMAGE_MISSING,
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  NAME_PROBLEM,
  PAN_NOT_PERSONAL,
  PAN_PROBLEM,
  UPLOAD_UNREADABLE,
} from "~/cards/documents";
import { SIGN_OUT_NOTICE_TEXT } from "~/cards/sign-out-notice";
import { limitMessage } from "~/platform/limit-message";
import { REQUEST_ID_REQUIRED_MESSAGE, VERIFY_PARAMS_MISSING_MESSAGE } from "~/upstream/limit-request";
import { NOT_SAVED_MESSAGE } from "~/site/error-popup.server";
import { goldQualityLabel } from "~/journey/gold-quality";

const OTHER = LANGUAGES.filter((lang) => lang !== "en");

const waits = [1, 25, 60, 61, 600];
const limits = waits.flatMap((seconds) =>
  (["cooldown", "recipient", "address", "attempts"] as const).map((reason) => limitMessage(reason, seconds)),
);

/** Each page's namespaces, and the rule messages it may show. */
const PAGES: { page: string; namespaces: Namespace[]; messages: string[] }[] = [
  {
    page: "login, code and sign-up",
    namespaces: ["cards-login", "cards-code"],
    messages: [
      PHONE_PROBLEM,
      EMAIL_PROBLEM,
      FIRSTNAME_PROBLEM,
      CODE_FORMAT_MESSAGE,
      "That code is not right. Please check it and try again.",
      "Please ask for a code first.",
      "We could not find a gold card account for these details.",
      "An account already exists for this number. Please log in.",
      "We sent a new code.",
      NOT_SAVED_MESSAGE,
      ...limits,
    ],
  },
  { page: "consent", namespaces: ["cards", "cards-consent", "cards-code"], messages: [CODE_FORMAT_MESSAGE, NOT_SAVED_MESSAGE, ...limits] },
  {
    page: "limit increase",
    namespaces: ["cards", "cards-limit-increase", "booking", "cards-code"],
    messages: [
      GOLD_WEIGHT_PROBLEM,
      goldCardGoldProblem("doorstep", 2)!,
      goldCardGoldProblem("doorstep", 5000)!,
      goldCardGoldProblem("doorstep", 12.55)!,
      goldCardAmountProblem("doorstep", 1000)!,
      goldCardAmountProblem("doorstep", 90_000_000)!,
      goldCardGoldHint("doorstep"),
      GOLD_QUALITY_PROBLEM,
      SLOT_PROBLEM,
      REQUEST_ID_REQUIRED_MESSAGE,
      VERIFY_PARAMS_MISSING_MESSAGE,
      goldQualityLabel("22K"),
      CODE_FORMAT_MESSAGE,
      NOT_SAVED_MESSAGE,
      ...limits,
    ],
  },
  {
    page: "release requests",
    namespaces: ["cards", "cards-release"],
    messages: [ACTION_PROBLEM, PRIORITY_PROBLEM, NOTES_PROBLEM, NOT_SAVED_MESSAGE, ...Object.values(RELEASE_STATUS_LABEL)],
  },
  {
    page: "documents",
    namespaces: ["cards", "cards-documents"],
    messages: [
      PAN_PROBLEM,
      PAN_NOT_PERSONAL,
      NAME_PROBLEM,
      IMAGE_TOO_LARGE,
      IMAGE_WRONG_TYPE,
      IMAGE_MISSING,
      DOCUMENT_TYPE_PROBLEM,
      UPLOAD_UNREADABLE,
      ...Object.values(DOCUMENT_LABEL),
      NOT_SAVED_MESSAGE,
    ],
  },
  { page: "rewards", namespaces: ["cards", "cards-rewards"], messages: ["This reward cannot be claimed now.", NOT_SAVED_MESSAGE] },
  { page: "gold card page", namespaces: ["cards-public"], messages: Object.values(SIGN_OUT_NOTICE_TEXT) },
];

describe("the cardholder pages' rule messages", () => {
  it.each(PAGES)("are all in the namespaces of the $page page, in every language", ({ namespaces, messages }) => {
    const missing: string[] = [];
    for (const lang of OTHER) {
      const page = messagesFor(lang, namespaces);
      for (const message of messages) if (translateText(page, message) === message) missing.push(`${lang}: ${message}`);
    }
    expect(missing).toEqual([]);
  });

  it("fills a template's values back in (a limit's wait, the gold card's bounds)", () => {
    expect(translateText(messagesFor("hi", ["cards-code"]), limitMessage("cooldown", 25))).toBe("आप 25 सेकंड बाद नया कोड मँगवा सकते हैं।");
    expect(translateText(messagesFor("ta", ["cards-limit-increase"]), goldCardGoldProblem("doorstep", 2)!)).toContain("6 g");
  });

  it("reach the login page in Hindi and Tamil, and nothing in English", () => {
    expect(messagesFor("hi", ["cards-login"])["Log in to your gold card"]).toBe("अपने गोल्ड कार्ड में लॉग इन करें");
    expect(messagesFor("ta", ["cards-login"])["Log in to your gold card"]).toBe("உங்கள் கோல்டு கார்டில் உள்நுழையவும்");
    expect(messagesFor("en", ["cards-login", "cards-code"])).toEqual({});
  });
});
