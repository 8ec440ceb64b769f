import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { authenticator, CARD_HOME_PATH, endCardSession, LoginRefusedError, signOutPath, startCardSession } from "~/cards/auth.server";
import { loginKind, parseLoginIdentity } from "~/cards/login";
import { refusedLoginAttempt, refusedSendAnswer, startLogin } from "~/cards/login.server";
import { log } from "~/platform/log.server";
import { popupFor } from "~/platform/error-popup.server";
import { assertSameSite, clientAddressOf, safeRedirectPath, limitedInit } from "~/platform/request.server";
import { commitSession, getSession, type AppSession } from "~/platform/session.server";

/**
 * The auth session endpoints under /lp/api/auth (spec §2, §7 "Session client"), answered for
 * the Android app in the shape of a NextAuth session client:
 * - GET session: `{}` signed out, else `{user: {name, customerId}, expires}`; never the token.
 * - GET csrf: `{csrfToken}` (kept in the session; every POST here must send it back).
 * - GET providers: the two OTP providers.
 * - POST signin: `{csrfToken, kind: phone|email, identity}` sends the code; with `otp` too it
 *   logs in (remix-auth's upstream-otp strategy) and answers `{ok, url}`.
 * - POST signout: ends the cardholder session, `{ok, url}` of the sign-out page.
 * - POST log: the app's client log lines, masked and capped.
 */

/** How long the app may consider a session current before asking again. */
const SESSION_MAX_AGE_MS = 4 * 60 * 60 * 1000;
const MAX_LOG_BODY_BYTES = 4096;

const PROVIDERS = {
  "phone-otp": { id: "phone-otp", name: "Mobile number and OTP", type: "credentials", signinUrl: "/lp/api/auth/signin", callbackUrl: CARD_HOME_PATH },
  "email-otp": { id: "email-otp", name: "E-mail and OTP", type: "credentials", signinUrl: "/lp/api/auth/signin", callbackUrl: CARD_HOME_PATH },
};

const noStore = { "Cache-Control": "no-store" };

function ensureCsrf(session: AppSession): { token: string; created: boolean } {
  const existing = session.get("csrfToken");
  if (existing) return { token: existing, created: false };
  const token = randomBytes(24).toString("base64url");
  session.set("csrfToken", token);
  return { token, created: true };
}

function csrfMatches(session: AppSession, sent: string | null): boolean {
  const expected = session.get("csrfToken");
  if (!expected || !sent) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await getSession(request);
  switch (params.action) {
    case "session": {
      const cardholder = session.get("cardholder");
      if (!cardholder) return data({}, { headers: noStore });
      return data(
        { user: { name: cardholder.firstname, customerId: cardholder.customerId }, expires: new Date(Date.now() + SESSION_MAX_AGE_MS).toISOString() },
        { headers: noStore }
      );
    }
    case "csrf": {
      const { token, created } = ensureCsrf(session);
      return data({ csrfToken: token }, { headers: { ...noStore, ...(created ? { "Set-Cookie": await commitSession(session) } : {}) } });
    }
    case "providers":
      return data(PROVIDERS);
    default:
      throw new Response("Not found", { status: 404 });
  }
}

/** Form posts and JSON bodies are both accepted (the app sends either). */
async function readBody(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("content-type") ?? "";
  const text = await request.text();
  if (text.length > MAX_LOG_BODY_BYTES) throw new Response("Request body too large", { status: 413 });
  if (type.includes("application/json")) {
    try {
      const parsed: unknown = JSON.parse(text || "{}");
      if (typeof parsed !== "object" || parsed === null) return {};
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
    } catch {
      throw new Response("Invalid JSON", { status: 400 });
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** Builds the form the strategy reads (the code) on a copy of the request. */
function otpRequest(request: Request, otp: string): Request {
  return new Request(request.url, { method: "POST", headers: { cookie: request.headers.get("cookie") ?? "" }, body: new URLSearchParams({ otp }) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const session = await getSession(request);
  const body = await readBody(request);
  if (params.action === "log") {
    log.warn("auth.client_log", { level: body.level?.slice(0, 10), code: body.code?.slice(0, 80), message: body.message?.slice(0, 500) });
    return data({ ok: true });
  }
  if (!csrfMatches(session, body.csrfToken ?? null)) return data({ ok: false, error: "The form has expired. Please try again." }, { status: 403 });

  if (params.action === "signout") {
    const url = signOutPath(request, session);
    endCardSession(session);
    return data({ ok: true, url }, { headers: { "Set-Cookie": await commitSession(session) } });
  }
  if (params.action !== "signin") throw new Response("Not found", { status: 404 });

  const callbackUrl = safeRedirectPath(body.callbackUrl, CARD_HOME_PATH);
  try {
    if (!body.otp) {
      const kind = loginKind(body.kind);
      const parsed = parseLoginIdentity(kind, body.identity ?? "");
      if ("problem" in parsed) return data({ ok: false, error: parsed.problem }, { status: 400 });
      const outcome = await startLogin(session, { purpose: "login", kind, value: parsed.value }, clientAddressOf(context));
      if (outcome.kind !== "sent") {
        const refused = refusedSendAnswer(outcome);
        return data({ ok: false, error: refused.message }, { status: refused.status, headers: refused.headers });
      }
      return data({ ok: true, status: "otp-sent" }, { headers: { "Set-Cookie": await commitSession(session) } });
    }
    if (!session.has("cardLogin")) return data({ ok: false, error: "Please ask for a code first." }, { status: 400 });
    const refused = await refusedLoginAttempt(session, body.otp, clientAddressOf(context));
    if (refused) return data({ ok: false, error: refused.message }, limitedInit(refused.retryAfterSeconds));
    // The strategy reads the login in progress from the session cookie and the code from the form.
    const cardholder = await authenticator.authenticate("upstream-otp", otpRequest(request, body.otp));
    startCardSession(session, cardholder);
    return data({ ok: true, url: callbackUrl }, { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof LoginRefusedError) return data({ ok: false, error: error.message }, { status: 401 });
    return data({ ok: false, error: popupFor(error) || "Some Error Happened on the Server. Please try after some time" }, { status: 502 });
  }
}
