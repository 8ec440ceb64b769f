/**
 * The string namespaces of each cardholder page (decision 028), beside the root's ("chrome") and,
 * under the account layout, the layout's ("cards"); each page's route names its list in its
 * handle (decision 051). One list per page, so that app/cards/messages-i18n.test.ts checks what
 * the pages send: every message the page's rules and use-cases can say is in one of them (what
 * tsc cannot see: a key is in some namespace).
 */
import type { Namespace } from "~/i18n/messages/index.server";

/** What the abuse limits say when they refuse a send or a check (app/site/limit-problem.ts). */
const LIMITS = ["limits", "limits-otp"] as const;

export const CARD_PAGE_NAMESPACES = {
  login: ["cards-login", "cards-code", ...LIMITS],
  signup: ["cards-login", "cards-code", ...LIMITS],
  code: ["cards-login", "cards-code", "otp-field", ...LIMITS],
  consent: ["cards-consent", "cards-code", "otp-field", ...LIMITS],
  "limit-increase": ["cards-limit-increase", "gold-card-limits", "booking", "cards-code", "otp-field", ...LIMITS],
  "release-requests": ["cards-release"],
  documents: ["cards-documents", "limits"],
  rewards: ["cards-rewards"],
} as const satisfies Record<string, readonly Namespace[]>;
