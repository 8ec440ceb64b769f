/**
 * What tsc cannot see about the cardholder pages' messages: a rule's message is a key of the
 * catalogue (MessageKey), but only a page's loaders decide which namespaces reach the page. Each
 * page sends (app/cards/namespaces.ts, with the root's "chrome" and the account layout's "cards")
 * the namespaces that hold every message its forms' rules and use-cases can say.
 */
import { describe, expect, it } from "vitest";
import { messagesFor, type Namespace } from "~/i18n/catalogue.server";
import { keyHash } from "~/i18n/key-hash";
import { CATALOGUE } from "~/i18n/messages/index.server";
import { msg, type Message } from "~/i18n/message";
import { CARD_PAGE_NAMESPACES } from "~/cards/namespaces";
import { OTP_CODE_PROBLEM } from "~/journey/otp";
import { EMAIL_PROBLEM, FIRSTNAME_PROBLEM } from "~/cards/login";
import { PHONE_PROBLEM } from "~/journey/phone";
import {
  ACCOUNT_EXISTS_FALLBACK,
  LOG_IN_OFFER,
  NO_ACCOUNT_FALLBACK,
  NO_PENDING_LOGIN,
  SIGN_UP_OFFER,
  WRONG_LOGIN_CODE,
} from "~/cards/login.server";
import { CODE_SENT_AGAIN } from "~/cards/notices";
import {
  goldCardAmountProblem,
  goldCardGoldHint,
  goldCardGoldProblem,
  GOLD_WEIGHT_PROBLEM,
  GOLD_WEIGHT_STEP_PROBLEM,
} from "~/cards/gold-card-limits";
import { DAY_NOT_OFFERED, GOLD_QUALITY_PROBLEM, SLOT_NOT_OFFERED, SLOT_PROBLEM } from "~/cards/limit-increase";
import {
  ACTION_PROBLEM,
  NOTES_PROBLEM,
  PRIORITY_PROBLEM,
  RELEASE_ACTIONS,
  RELEASE_FILTERS,
  RELEASE_STATUS_LABEL,
} from "~/cards/release-requests";
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
import { CUSTOMER_UNKNOWN } from "~/cards/documents.server";
import { ALREADY_CLAIMED, NOT_CLAIMABLE } from "~/cards/rewards.server";
import { STILL_WORKING } from "~/site/write-once.server";
import { SIGN_OUT_NOTICE_TEXT } from "~/cards/sign-out-notice";
import { limitProblem } from "~/site/limit-problem";
import { NOT_SAVED } from "~/site/form-action.server";
import { POPUP_FALLBACK_TEXT } from "~/site/error-popup";
import { readMessage } from "~/i18n/message";
import { REQUEST_ID_REQUIRED_MESSAGE, VERIFY_PARAMS_MISSING_MESSAGE } from "~/upstream/limit-request";
import type { LimitReason } from "~/platform/limit-message";

/** The root's strings, on every page; the account layout's, on every page under it. */
const ROOT: Namespace[] = ["chrome"];
const ACCOUNT: Namespace[] = [...ROOT, "cards"];

const waits = [1, 25, 60, 61, 600];
const limits = (...reasons: LimitReason[]) => waits.flatMap((seconds) => reasons.map((reason) => limitProblem(reason, seconds)));
const SENDS = limits("cooldown", "recipient", "address");
const CHECKS = limits("attempts", "address");
/** Costly work refused (a PAN check, an upload: decision 042). */
const WORK = limits("repeats", "address");
const labels = (keys: readonly Message["key"][]) => keys.map((key) => msg(key));

/** What any card form may say: "not saved" (a failure that opens no popup), and an upstream's refusal without a message. */
const ANY_FORM = [readMessage(NOT_SAVED)!, msg(POPUP_FALLBACK_TEXT)];

/** Each page's namespaces (as its loader sends them), and the messages its rules and use-cases may say. */
const PAGES: { page: string; namespaces: readonly Namespace[]; messages: Message[] }[] = [
  {
    page: "login",
    namespaces: [...ROOT, ...CARD_PAGE_NAMESPACES.login],
    messages: [PHONE_PROBLEM, EMAIL_PROBLEM, NO_ACCOUNT_FALLBACK, SIGN_UP_OFFER, ...SENDS, ...ANY_FORM],
  },
  {
    page: "sign-up",
    namespaces: [...ROOT, ...CARD_PAGE_NAMESPACES.signup],
    messages: [FIRSTNAME_PROBLEM, PHONE_PROBLEM, ACCOUNT_EXISTS_FALLBACK, LOG_IN_OFFER, ...SENDS, ...ANY_FORM],
  },
  {
    page: "code",
    namespaces: [...ROOT, ...CARD_PAGE_NAMESPACES.code],
    messages: [
      OTP_CODE_PROBLEM,
      WRONG_LOGIN_CODE,
      NO_PENDING_LOGIN,
      CODE_SENT_AGAIN,
      NO_ACCOUNT_FALLBACK,
      ...SENDS,
      ...CHECKS,
      ...ANY_FORM,
    ],
  },
  {
    page: "consent",
    namespaces: [...ACCOUNT, ...CARD_PAGE_NAMESPACES.consent],
    messages: [OTP_CODE_PROBLEM, ...SENDS, ...CHECKS, ...ANY_FORM],
  },
  {
    page: "limit increase",
    namespaces: [...ACCOUNT, ...CARD_PAGE_NAMESPACES["limit-increase"]],
    messages: [
      GOLD_WEIGHT_PROBLEM,
      GOLD_WEIGHT_STEP_PROBLEM,
      goldCardGoldProblem("doorstep", 2)!,
      goldCardGoldProblem("doorstep", 5000)!,
      goldCardAmountProblem("doorstep", 1000)!,
      goldCardAmountProblem("doorstep", 90_000_000)!,
      goldCardGoldHint("doorstep"),
      GOLD_QUALITY_PROBLEM,
      SLOT_PROBLEM,
      DAY_NOT_OFFERED,
      SLOT_NOT_OFFERED,
      msg(REQUEST_ID_REQUIRED_MESSAGE),
      msg(VERIFY_PARAMS_MISSING_MESSAGE),
      OTP_CODE_PROBLEM,
      STILL_WORKING,
      ...SENDS,
      ...CHECKS,
      ...ANY_FORM,
    ],
  },
  {
    page: "release requests",
    namespaces: [...ACCOUNT, ...CARD_PAGE_NAMESPACES["release-requests"]],
    messages: [
      ACTION_PROBLEM,
      PRIORITY_PROBLEM,
      NOTES_PROBLEM,
      ...labels(Object.values(RELEASE_STATUS_LABEL)),
      ...labels(RELEASE_FILTERS.map((f) => f.label)),
      ...labels(RELEASE_ACTIONS.flatMap((a) => [a.label, a.hint])),
      STILL_WORKING,
      ...ANY_FORM,
    ],
  },
  {
    page: "documents",
    namespaces: [...ACCOUNT, ...CARD_PAGE_NAMESPACES.documents],
    messages: [
      PAN_PROBLEM,
      PAN_NOT_PERSONAL,
      NAME_PROBLEM,
      IMAGE_TOO_LARGE,
      IMAGE_WRONG_TYPE,
      IMAGE_MISSING,
      DOCUMENT_TYPE_PROBLEM,
      UPLOAD_UNREADABLE,
      CUSTOMER_UNKNOWN,
      ...labels(Object.values(DOCUMENT_LABEL)),
      ...WORK,
      ...ANY_FORM,
    ],
  },
  {
    page: "rewards",
    namespaces: [...ACCOUNT, ...CARD_PAGE_NAMESPACES.rewards],
    messages: [NOT_CLAIMABLE, ALREADY_CLAIMED, STILL_WORKING, ...ANY_FORM],
  },
  // The gold card page (app/routes/india.goldfd-card.93.tsx) sends "cards-public".
  { page: "gold card", namespaces: [...ROOT, "cards-public"], messages: labels(Object.values(SIGN_OUT_NOTICE_TEXT)) },
];

describe("the cardholder pages' messages", () => {
  it.each(PAGES)("are all in the namespaces the $page page sends", ({ namespaces, messages }) => {
    const sent = new Set(namespaces.flatMap((namespace) => Object.keys(CATALOGUE[namespace])));
    expect([...new Set(messages.map((message) => message.key))].filter((key) => !sent.has(key))).toEqual([]);
  });

  it("reach the login page in Hindi and Tamil, and nothing in English", () => {
    expect(messagesFor("hi", ["cards-login"])[keyHash("Log in to your gold card")]).toBe("अपने गोल्ड कार्ड में लॉग इन करें");
    expect(messagesFor("ta", ["cards-login"])[keyHash("Log in to your gold card")]).toBe("உங்கள் கோல்டு கார்டில் உள்நுழையவும்");
    expect(messagesFor("en", ["cards-login", "cards-code"])).toEqual({});
  });
});
