/**
 * The Android app's webview (requirements §2 "webview mode", §6): every rule that asks "is this page
 * inside the app?", in one place.
 *
 * - A request says so with the `webView` query parameter (a yes/no flag: app/platform/query-flag.ts).
 * - The session remembers it (key `webView`): from the landing URL (`rememberWebView`, called by
 *   the root loader with the landing attribution), or once the app's jwt cookie started a card
 *   session. Later pages without the parameter still know: card sign-out goes to login-expire,
 *   the journey continues through the hand-off page.
 * - The app hands over the cardholder's token in its `jwt` cookie (app/platform/cookies.server.ts).
 * - Event calls follow a narrower rule of their own (requirements §6): `eventAuthorization`.
 */
import { parseFlag } from "~/platform/query-flag";
import type { AppSession } from "~/platform/session.server";
import { cookies } from "~/platform/cookies.server";
import { asToken } from "~/upstream/token";

declare module "~/platform/session.server" {
  interface SessionData {
    /** Inside the Android app, as the landing URL or the app's jwt cookie said. */
    webView: boolean;
  }
}

const WEBVIEW_PARAM = "webView";

/** What this request's `webView` parameter says: undefined when it has none. */
function webViewParam(request: Request): boolean | undefined {
  return parseFlag(new URL(request.url).searchParams.get(WEBVIEW_PARAM));
}

/** Whether the request carries a `webView` parameter at all, whatever its value (createEvent's property, the event rule). */
export function hasWebViewParam(request: Request): boolean {
  return new URL(request.url).searchParams.has(WEBVIEW_PARAM);
}

/** Inside the Android app: this request's parameter, else what the session remembers. */
export function isWebView(request: Request, session: AppSession): boolean {
  return webViewParam(request) ?? session.get("webView") ?? false;
}

/** Keeps the request's `webView` answer in the session; true when the session changed (commit it). */
export function rememberWebView(request: Request, session: AppSession): boolean {
  const said = webViewParam(request);
  if (said === undefined || session.get("webView") === said) return false;
  session.set("webView", said);
  return true;
}

/**
 * The token in the app's `jwt` cookie (set by the app, so neither signed nor encoded by us); null
 * for none, and for a value that is not the shape of a token (a broken %-escape, a character a
 * header cannot carry, kilobytes of text): a malformed cookie is an absent one, so the card pages
 * sign the webview out to login-expire as they do without it, and nothing is sent upstream.
 */
export async function webViewJwt(request: Request): Promise<string | null> {
  const value: unknown = await cookies.webViewJwt.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? asToken(value) : null;
}

/**
 * Requirements §6: event calls carry "JWT {token}" only when the current request has a webView query
 * parameter (present, whatever its value) and the app's jwt cookie exists (its raw value, as
 * webViewJwt reads it). Unlike the card pages, the session's memory does not count.
 */
export async function eventAuthorization(request: Request): Promise<string | null> {
  if (!hasWebViewParam(request)) return null;
  const jwt = await webViewJwt(request);
  return jwt ? `JWT ${jwt}` : null;
}
