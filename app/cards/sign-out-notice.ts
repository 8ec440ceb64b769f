/**
 * What the gold card page (/india/goldfd-card/93, where a signed-out cardholder lands) tells a
 * visitor about their session (docs/decisions/019). Pure code, also in the page's
 * JavaScript.
 *
 * Only someone who just signed out, or whose session just ended, is told so: the sign-out
 * records which (the session's `cardSignedOut`, with the time) and the page says it for
 * SIGN_OUT_NOTICE_MS. A first-time visitor, or one sent there without ever having had a
 * cardholder session, is told nothing about signing out.
 */

export type SignOutNotice = "signed-out" | "ended";

/** Why a cardholder was signed out (the log's `reason`). */
export type SignOutReason =
  "signed-out" | "no-session" | "token-rejected" | "webview-token-rejected" | "card-call-401" | "revoked" | "expired";

/** The session's record of the last sign-out: which notice, and when (epoch ms). */
export type SignOutMark = { notice: SignOutNotice; at: number };

/** How long after a sign-out the page still says so. */
export const SIGN_OUT_NOTICE_MS = 10 * 60 * 1000;

export const SIGN_OUT_NOTICE_TEXT = {
  "signed-out": "You have signed out.",
  ended: "Your session ended, please log in again.",
} as const satisfies Record<SignOutNotice, string>;

/**
 * The notice a sign-out leaves: the cardholder's own sign-out says they signed out; a session
 * that ended (revoked, too old, a token the upstream rejected) says so, when there was one; a
 * visitor who had no session gets none.
 */
export function signOutNoticeFor(reason: SignOutReason, hadSession: boolean): SignOutNotice | null {
  if (reason === "signed-out") return "signed-out";
  if (reason === "revoked" || reason === "expired") return "ended";
  if (reason === "no-session") return null;
  return hadSession ? "ended" : null;
}

/** The notice to show now: the session's mark while it is recent (a clock a little behind counts as now). */
export function signOutNoticeToShow(mark: SignOutMark | null | undefined, now: number): SignOutNotice | null {
  if (!mark || (mark.notice !== "signed-out" && mark.notice !== "ended") || typeof mark.at !== "number") return null;
  const age = now - mark.at;
  return age >= -60_000 && age <= SIGN_OUT_NOTICE_MS ? mark.notice : null;
}
