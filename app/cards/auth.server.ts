/**
 * Cardholder authentication (requirements §2, §4, §6; requirements §A8).
 *
 * - Login (app/cards/login.server.ts): the upstream sends and checks the codes (otplogin v1 by
 *   e-mail, v2 by phone; createaccount for a new phone) and answers a JWT, which our session
 *   holds (docs/decisions/033-cardholder-login.md).
 * - Protected pages validate the token (jwtvalidate) on every navigation; no session, or a
 *   rejected token, signs out to /india/goldfd-card/93, or to /lp/cards/login-expire in the
 *   Android webview, where a `jwt` cookie creates the session first.
 * - The token never leaves the server: loaders return the cardholder's first name, not the token
 *   (the session cookie is encrypted: app/platform/session.server.ts).
 * - Each cardholder session has a random id from its start. Sign-out records the id as revoked in
 *   the shared store for the session's whole life (CARD_SESSION_MAX_AGE_MS), so a copy of the
 *   cookie from before the sign-out opens nothing, on any instance; a session older than that
 *   life has ended too. When the store cannot answer, the check fails open (an error log at most
 *   every 10 s), as the abuse limits do (docs/decisions/011).
 */
import { randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import { log } from "~/platform/log.server";
import { commitSession, getSession, type AppSession } from "~/platform/session.server";
import type { Cardholder, CardholderIdentity } from "~/cards/session";
import { sharedStore, storeOutage } from "~/platform/shared-store.server";
import { isWebView, webViewJwt } from "~/site/webview.server";
import { moveTo, type Outcome } from "~/site/form-action.server";
import { validateToken } from "~/upstream/auth.server";
import { UpstreamError } from "~/upstream/http.server";
import { LOGIN_EXPIRE_PATH, SIGN_OUT_PATH } from "~/cards/paths";
import { signOutNoticeFor, signOutNoticeToShow, type SignOutNotice, type SignOutReason } from "~/cards/sign-out-notice";
import { takeFlash } from "~/site/flash.server";

/**
 * The longest a cardholder session lives: the life of the upstream's token, and what
 * /lp/api/auth/session tells the app. A revocation is kept as long.
 */
export const CARD_SESSION_MAX_AGE_MS = 4 * 60 * 60 * 1000;

/** Session ids are 16 random bytes, base64url: a revocation key is short whatever a cookie says. */
const CARD_SESSION_ID = /^[\w-]{22}$/;
const CLOCK_SKEW_MS = 60_000;
const revokedKey = (sid: string) => `gl:card-session:revoked:${sid}`;

/** Starts the cardholder's session with a new id: the JWT in, the login in progress and old confirmations out. */
export function startCardSession(session: AppSession, identity: CardholderIdentity): void {
  forgetCardholder(session);
  session.unset("cardSignedOut");
  session.set("cardholder", { ...identity, sid: randomBytes(16).toString("base64url"), startedAt: Date.now() });
}

function revocationStoreFailed(error: unknown, during: "check" | "revoke"): void {
  storeOutage("cards.revocation_store_unavailable", error, { during });
}

/** The session's cardholder: none, one whose session goes on, or one whose session has ended (signed out elsewhere, or too old). */
type CardholderState = { kind: "none" } | { kind: "active"; cardholder: Cardholder } | { kind: "ended"; reason: "revoked" | "expired" };

async function cardholderState(session: AppSession): Promise<CardholderState> {
  const cardholder = session.get("cardholder");
  if (!cardholder) return { kind: "none" };
  const { sid, startedAt } = cardholder;
  if (typeof sid !== "string" || !CARD_SESSION_ID.test(sid) || typeof startedAt !== "number") return { kind: "ended", reason: "expired" };
  const age = Date.now() - startedAt;
  // Instances' clocks may differ a little: a start a minute "in the future" is still this session.
  if (age < -CLOCK_SKEW_MS || age > CARD_SESSION_MAX_AGE_MS) return { kind: "ended", reason: "expired" };
  try {
    if (await sharedStore().isMarked(revokedKey(sid))) return { kind: "ended", reason: "revoked" };
  } catch (error) {
    revocationStoreFailed(error, "check");
  }
  return { kind: "active", cardholder };
}

/** The session's cardholder while their session goes on; null when signed out, revoked or too old. */
export async function activeCardholder(session: AppSession): Promise<Cardholder | null> {
  const state = await cardholderState(session);
  return state.kind === "active" ? state.cardholder : null;
}

/** Where a signed-out cardholder lands. */
export function signOutPath(request: Request, session: AppSession): string {
  return isWebView(request, session) ? LOGIN_EXPIRE_PATH : SIGN_OUT_PATH;
}

/** Removes the cardholder's part of the session: the visitor's journey state stays. */
function forgetCardholder(session: AppSession): void {
  session.unset("cardholder");
  session.unset("cardLogin");
  session.unset("cardSteps");
  // A notice not said yet (a PAN check's answer) goes with the cardholder.
  takeFlash(session);
}

/**
 * Ends the cardholder's session: its id is revoked in the shared store (a copy of the cookie
 * is signed out too, on every instance) and the cardholder's part of the session is removed.
 */
export async function endCardSession(session: AppSession): Promise<void> {
  const sid = session.get("cardholder")?.sid;
  forgetCardholder(session);
  if (typeof sid !== "string" || !CARD_SESSION_ID.test(sid)) return;
  try {
    await sharedStore().mark(revokedKey(sid), CARD_SESSION_MAX_AGE_MS);
  } catch (error) {
    // The cookie that goes back has no cardholder; only a copy kept from before could still be used.
    revocationStoreFailed(error, "revoke");
  }
}

/**
 * Ends the cardholder's session (the visitor's journey state stays) and sends them to the
 * sign-out page, leaving the notice that page shows (app/cards/sign-out-notice.ts).
 */
export async function signOut(request: Request, session: AppSession, reason: SignOutReason): Promise<Response> {
  const to = await endCardholderSession(request, session, reason);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}

/** Who may post the login, sign-up and sign-out forms: any visitor, with their session. */
export async function cardVisitor(request: Request): Promise<{ session: AppSession }> {
  return { session: await getSession(request) };
}

/** The cardholder's own sign-out (the account bar's button, the sign-out form): on to the sign-out page. */
export async function signOutCardholder(request: Request, session: AppSession): Promise<Outcome> {
  return moveTo(await endCardholderSession(request, session, "signed-out"));
}

/** The sign-out itself, for a caller that commits the session: the page to go to. */
async function endCardholderSession(request: Request, session: AppSession, reason: SignOutReason): Promise<string> {
  const to = signOutPath(request, session);
  const hadSession = session.has("cardholder");
  await endCardSession(session);
  const notice = signOutNoticeFor(reason, hadSession);
  if (notice) session.set("cardSignedOut", { notice, at: Date.now() });
  log.info("cards.signed_out", { reason, hadSession, to });
  return to;
}

/**
 * What the gold card page (/india/goldfd-card/93) needs: whether a cardholder's session goes
 * on, else the sign-out notice to show, if the visitor just signed out or their session ended.
 */
export async function goldCardVisitor(session: AppSession): Promise<{ signedIn: boolean; notice: SignOutNotice | null }> {
  if (await activeCardholder(session)) return { signedIn: true, notice: null };
  return { signedIn: false, notice: signOutNoticeToShow(session.get("cardSignedOut"), Date.now()) };
}

/** A card page's request, and who is asking: the session, the cardholder's token and who it belongs to. */
export type CardContext = { request: Request; session: AppSession; token: string; cardholder: CardholderIdentity };

/**
 * Who the cardholder is, for what is counted or done once per person (the limits of
 * app/platform/rate-limit.server.ts, the locks of app/site/write-once.server.ts): their customer
 * id, the same in every session of theirs; the token while the webview's cookie alone speaks for
 * them (no session, so no customer id yet). Never what a form sent, which a caller varies.
 */
export function cardholderOf(ctx: CardContext): string {
  return ctx.cardholder.customerId || `token:${ctx.token}`;
}

/**
 * The request's session and its cardholder, null when there is none. A session that has ended
 * (revoked, too old) throws the sign-out as a missing one would; it is already revoked.
 */
async function currentCardholder(request: Request): Promise<{ session: AppSession; cardholder: Cardholder | null }> {
  const session = await getSession(request);
  const state = await cardholderState(session);
  if (state.kind === "ended") {
    forgetCardholder(session);
    throw await signOut(request, session, state.reason);
  }
  return { session, cardholder: state.kind === "active" ? state.cardholder : null };
}

/** The app's jwt cookie, in the Android webview only. */
async function webViewToken(request: Request, session: AppSession): Promise<string | null> {
  return isWebView(request, session) ? await webViewJwt(request) : null;
}

/**
 * For the pages under the protected layout: the cardholder's token, from the session or, in
 * the webview, from the app's jwt cookie. No token, or a session that has ended, throws the
 * sign-out redirect. The layout validates the token on the same navigation.
 */
export async function requireCardToken(request: Request): Promise<CardContext> {
  const { session, cardholder } = await currentCardholder(request);
  if (cardholder) return { request, session, token: cardholder.token, cardholder };
  const jwt = await webViewToken(request, session);
  if (jwt) return { request, session, token: jwt, cardholder: { token: jwt, customerId: "", firstname: "" } };
  throw await signOut(request, session, "no-session");
}

/**
 * The protected layout's check, on every navigation: a session that has not ended (created from
 * the webview's jwt cookie first, then the same URL again), and a token jwtvalidate accepts. A
 * 401 signs out. When the validation service itself fails, the page goes on: the card calls
 * carry the token and are refused upstream if it is bad. A revoked session signs out without a
 * check, even in the webview: only the app's jwt cookie, on a later request, starts a new one.
 */
export async function requireValidCardholder(request: Request): Promise<{ cardholder: Cardholder; validationFailed: unknown }> {
  const { session, cardholder } = await currentCardholder(request);
  if (!cardholder) {
    const jwt = await webViewToken(request, session);
    if (!jwt) throw await signOut(request, session, "no-session");
    const check = await validateToken(jwt);
    if (!check.valid) throw await signOut(request, session, "webview-token-rejected");
    startCardSession(session, { token: jwt, customerId: check.user?.customerId ?? "", firstname: check.user?.firstname ?? "" });
    session.set("webView", true);
    const { pathname, search } = new URL(request.url);
    throw redirect(pathname + search, { headers: { "Set-Cookie": await commitSession(session) } });
  }
  try {
    const check = await validateToken(cardholder.token);
    if (!check.valid) throw await signOut(request, session, "token-rejected");
    return { cardholder, validationFailed: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { cardholder, validationFailed: error };
  }
}

/** A card call answered 401 (the token expired between the layout's check and the call): sign out. */
export async function signOutOnRejectedToken<T>(request: Request, session: AppSession, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) throw await signOut(request, session, "card-call-401");
    throw error;
  }
}
