/**
 * The one signed cookie session (ARCHITECTURE.md §7) and the lead id cookie.
 * It holds what the old client kept in session storage; keep it small: ids, not lists.
 */
import { createCookie, createCookieSessionStorage, type Session } from "@remix-run/node";
import type { Attribution } from "~/journey/attribution";
import type { LeadState } from "~/journey/lead";
import { env } from "~/platform/env.server";

export type OtpState = { leadId: string; sentAt: number; channel: "SMS" | "VOICE"; retryAfterSeconds: number };

/** What the visitor chose on the schemes step (spec §3 schemeContext): a summary, not the list. */
export type SchemeContext = {
  scheme: { id: string; name: string; lender: string; interestType: "jumping" | "flat"; interestRate: number; loanAmount: number; goldWeight: number };
  /** The visitor came back to change a scheme already chosen. */
  isEdit: boolean;
};

/** How the lead's pincode can be served (spec §3 fullfillmentChannel): "branch" when only a branch visit is possible. */
export type FulfillmentChannel = "any" | "branch";

/** The booked visit, for the confirmation step. */
export type BookingSummary = {
  kind: "branch" | "doorstep";
  date: string;
  slotId: string;
  slotLabel: string;
  place: string;
  salesVisitId: string | null;
  referralApplied: boolean;
  voucherAmount: number | null;
};

/** A logged-in cardholder: the upstream JWT (never sent to the browser) and who it belongs to. */
export type Cardholder = { token: string; customerId: string; firstname: string };

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
export type CardSteps = { consentTrackingId?: string; limitRequestId?: string; limitTrackingId?: string };

export type SessionData = {
  sessionId: string;
  attribution: Attribution;
  lead: LeadState;
  /** The one lead this session may change: the lead it created, or one whose OTP it verified (decision 010). */
  ownedLeadId: string;
  otp: OtpState;
  scheme: SchemeContext;
  fulfillmentChannel: FulfillmentChannel;
  booking: BookingSummary;
  /** The visitor asked for a call back (the alert-seek prompt then stays hidden). */
  callbackRequested: boolean;
  cardholder: Cardholder;
  cardLogin: CardLogin;
  cardSteps: CardSteps;
  /** Seen with ?webView=true: the page runs inside the Android app (sign-out goes to login-expire). */
  webView: boolean;
  /** The CSRF token of the /lp/api/auth endpoints. */
  csrfToken: string;
};

export type PopupFlash = {
  id: string;
  message: string;
  /** What the user typed, kept across the post/redirect/get that follows an upstream failure. */
  formValues?: Record<string, string>;
};

/** Flash data is read (and so cleared) by the root loader only: one reader, one Set-Cookie. */
export type SessionFlashData = { popup: PopupFlash };

export type AppSession = Session<SessionData, SessionFlashData>;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const config = env();
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: "gl_session",
      httpOnly: true,
      secure: config.isProduction,
      sameSite: "lax",
      path: "/",
      secrets: config.sessionSecrets,
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export async function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export async function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

/**
 * For loaders below the root that write the session: the root loader shows and clears a
 * pending popup flash in the same request, so this cookie must not carry it back.
 */
export async function commitLoaderSession(session: AppSession): Promise<string> {
  session.get("popup");
  return commitSession(session);
}

/** Session ids are random, up to 1e14 (spec §9). */
export function ensureSessionId(session: AppSession): string {
  let id = session.get("sessionId");
  if (!id) {
    id = String(Math.floor(Math.random() * 1e14));
    session.set("sessionId", id);
  }
  return id;
}

/** The lead id cookie (spec §4: "stored in a cookie and in session state"). */
export const leadIdCookie = createCookie("gl_lead_id", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60 * 24 * 30,
});

export async function leadIdCookieHeader(leadId: string): Promise<string> {
  return leadIdCookie.serialize(leadId, { secure: env().isProduction });
}

export function flashPopup(session: AppSession, message: string, formValues?: Record<string, string>) {
  session.flash("popup", { id: Math.random().toString(36).slice(2, 10), message, formValues });
}
