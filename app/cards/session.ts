/**
 * The cardholder pages' part of the session (app/platform/session.server.ts stores it): who is
 * logged in, a login in progress and the OTP confirmations under way.
 */

import type { SignOutMark } from "~/cards/sign-out-notice";

/** Who logged in: the upstream JWT (never sent to the browser) and who it belongs to. */
export type CardholderIdentity = { token: string; customerId: string; firstname: string };

/**
 * A cardholder's session: the identity, a random id given when the session starts (sign-out
 * revokes it: app/cards/auth.server.ts) and when it started (epoch ms; it lives at most
 * CARD_SESSION_MAX_AGE_MS).
 */
export type Cardholder = CardholderIdentity & { sid: string; startedAt: number };

/** A cardholder login in progress: who asked for a code, and whether it is for a new account. */
export type CardLogin = {
  purpose: "login" | "signup";
  kind: "phone" | "email";
  /** A +91 phone or an e-mail address. */
  value: string;
  firstname?: string;
  lastname?: string;
  sentAt: number;
};

/** Tracking ids of the cardholder's OTP confirmations in progress (consent, limit increase). */
type CardSteps = { consentTrackingId?: string; limitRequestId?: string; limitTrackingId?: string };

declare module "~/platform/session.server" {
  interface SessionData {
    cardholder: Cardholder;
    /** The last sign-out, for the gold card page's notice (app/cards/sign-out-notice.ts). */
    cardSignedOut: SignOutMark;
    cardLogin: CardLogin;
    cardSteps: CardSteps;
    /** The CSRF token of the /lp/api/auth endpoints. */
    csrfToken: string;
  }
}
