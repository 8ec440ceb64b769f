import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { activeCardholder, CARD_SESSION_MAX_AGE_MS, endCardSession, signOutPath } from "~/cards/auth.server";
import { CARD_HOME_PATH } from "~/cards/paths";
import { loginKind, parseLoginIdentity } from "~/cards/login";
import { logInWithCode, startLogin } from "~/cards/login.server";
import * as z from "zod";
import { translate } from "~/i18n/catalogue.server";
import { readBodyFields } from "~/site/form.server";
import { log } from "~/platform/log.server";
import { allowWork, spendWork, type AllowedWork } from "~/platform/rate-limit.server";
import { describeError } from "~/platform/server-errors";
import { popupFor } from "~/site/error-popup.server";
import { POPUP_FALLBACK_TEXT } from "~/site/error-popup";
import type { Said } from "~/site/form-action.server";
import { clientAddressOf, safeRedirectPath, limitedInit } from "~/platform/request.server";
import { commitSession, getSession, type AppSession } from "~/platform/session.server";

/**
 * The auth session endpoints under /lp/api/auth (requirements §2, §7 "Session client"), answered for
 * the Android app in the shape of a NextAuth session client:
 * - GET session: `{}` signed out, else `{user: {name, customerId}, expires}`; never the token.
 * - GET csrf: `{csrfToken}` (kept in the session; every POST here must send it back).
 * - GET providers: the two OTP providers.
 * - POST signin: `{csrfToken, kind: phone|email, identity}` sends the code; with `otp` too it
 *   logs in (the code pages' own steps, app/cards/login.server.ts) and answers `{ok, url}`.
 * - POST signout: ends the cardholder session, `{ok, url}` of the sign-out page.
 * - POST log: the app's client log lines, logged at info, masked and capped; past 120 lines per
 *   client address in ten minutes a line is dropped, with the same answer.
 *
 * A resource route: every answer is a real Response (Response.json), so its status, its
 * Set-Cookie and `Cache-Control: no-store` reach the app (`data()` here would lose them under
 * single fetch). Refusals thrown on the way (a cross-site post, a body too large) get no-store too.
 */

const MAX_LOG_BODY_BYTES = 4096;

/** One of the two OTP providers, as the session client lists them. */
const provider = (id: string, name: string) => ({
  id,
  name,
  type: "credentials",
  signinUrl: "/lp/api/auth/signin",
  callbackUrl: CARD_HOME_PATH,
});
const PROVIDERS = { "phone-otp": provider("phone-otp", "Mobile number and OTP"), "email-otp": provider("email-otp", "E-mail and OTP") };

/** The levels a client log line may name; the line itself is always logged at info. */
const CLIENT_LOG_LEVELS = new Set(["debug", "info", "warn", "error"]);
const MAX_CLIENT_LOG_CODE = 80;
const MAX_CLIENT_LOG_MESSAGE = 500;

/** A JSON answer of these endpoints, with the session's cookie when the session changed (`noStore` makes every answer never cached). */
async function answer(body: unknown, changed?: AppSession): Promise<Response> {
  return Response.json(body, changed && { headers: { "Set-Cookie": await commitSession(changed) } });
}

/**
 * Runs a handler; a Response thrown on the way (a refusal) is answered too, and a failure of ours
 * is a logged 500 in the same JSON shape: every answer is never cached.
 */
async function noStore(handler: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await handler();
  } catch (error) {
    if (error instanceof Response) {
      response = error;
    } else {
      log.error("auth_api.failed", { error: describeError(error) });
      response = refusal(500, POPUP_FALLBACK_TEXT);
    }
  }
  // A copy: the headers of some responses (Response.redirect, fetched ones) cannot be changed.
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A refusal of ours, as JSON the app can read: `{ ok: false, error }` (in English: the app shows it
 * as it comes); a limit's says when to come back (Retry-After).
 */
function refusal(status: number, error: Said, retryAfterSeconds?: number): Response {
  return Response.json(
    { ok: false, error: typeof error === "string" ? error : translate("en", error.key, error.params) },
    { status, headers: retryAfterSeconds === undefined ? undefined : limitedInit(retryAfterSeconds).headers },
  );
}

function csrfMatches(session: AppSession, sent: string | undefined): boolean {
  const expected = session.get("csrfToken");
  if (!expected || !sent) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function loader({ request, params }: LoaderFunctionArgs) {
  return noStore(() => read(request, params.action));
}

async function read(request: Request, action: string | undefined): Promise<Response> {
  const session = await getSession(request);
  switch (action) {
    case "session": {
      const cardholder = await activeCardholder(session);
      if (!cardholder) return answer({});
      return answer({
        user: { name: cardholder.firstname, customerId: cardholder.customerId },
        // When the session ends by itself (sign-out ends it sooner).
        expires: new Date(cardholder.startedAt + CARD_SESSION_MAX_AGE_MS).toISOString(),
      });
    }
    case "csrf": {
      const kept = session.get("csrfToken");
      if (kept) return answer({ csrfToken: kept });
      const token = randomBytes(24).toString("base64url");
      session.set("csrfToken", token);
      return answer({ csrfToken: token }, session);
    }
    case "providers":
      return answer(PROVIDERS);
    default:
      return refusal(404, "Not found");
  }
}

/** The names these endpoints read; an app's other names (NextAuth's `json`, `redirect`) are not read. */
const AuthBodySchema = z.object({
  csrfToken: z.string().max(100).optional(),
  callbackUrl: z.string().max(500).optional(),
  kind: z.string().max(10).optional(),
  identity: z.string().max(254).optional(),
  otp: z.string().max(20).optional(),
  level: z.string().max(10).optional(),
  code: z.string().max(MAX_CLIENT_LOG_CODE).optional(),
  message: z.string().max(MAX_CLIENT_LOG_MESSAGE).optional(),
});
type AuthBody = Partial<Record<keyof z.infer<typeof AuthBodySchema>, string>>;

/** Form posts and JSON bodies are both accepted (the app sends either), read by the one reader. */
async function readBody(request: Request): Promise<AuthBody> {
  const read = await readBodyFields(request, AuthBodySchema, MAX_LOG_BODY_BYTES);
  if (read === "too-large") throw refusal(413, "Request body too large");
  if (read === "unreadable") throw refusal(400, "Invalid JSON");
  return Object.fromEntries([...read.entries()].map(([name, value]) => [name, String(value)]));
}

/**
 * A client log line: always at info (the client does not choose how loud our logs are); the
 * level it named is kept only when it is one of CLIENT_LOG_LEVELS; the code and the message are
 * capped (and masked, as every log line is). Anyone may post one, so each line takes the
 * limiter's leave.
 */
function logClientLine(allowed: AllowedWork<"client-log">, body: AuthBody): void {
  spendWork(allowed, "client-log");
  const level = body.level?.trim().toLowerCase();
  log.info("auth.client_log", {
    clientLevel: level && CLIENT_LOG_LEVELS.has(level) ? level : null,
    clientCode: body.code?.replace(/[^\w.:-]/g, "").slice(0, MAX_CLIENT_LOG_CODE) || null,
    message: body.message?.slice(0, MAX_CLIENT_LOG_MESSAGE) ?? null,
  });
}

export function action(args: ActionFunctionArgs) {
  return noStore(() => submit(args));
}

async function submit({ request, params, context }: ActionFunctionArgs): Promise<Response> {
  const session = await getSession(request);
  const body = await readBody(request);
  if (params.action === "log") {
    // Past the address's budget the line is dropped and the answer is the same, as for the
    // browser's click reports: a log line is never worth a refusal, and a client told 429 might
    // only send it again.
    const allowed = await allowWork({ kind: "client-log", address: clientAddressOf(context), person: null });
    if (allowed.allowed) logClientLine(allowed.leave, body);
    return answer({ ok: true });
  }
  if (!csrfMatches(session, body.csrfToken)) return refusal(403, "The form has expired. Please try again.");

  if (params.action === "signout") {
    const url = signOutPath(request, session);
    await endCardSession(session);
    return answer({ ok: true, url }, session);
  }
  if (params.action !== "signin") return refusal(404, "Not found");

  const callbackUrl = safeRedirectPath(body.callbackUrl, CARD_HOME_PATH);
  const address = clientAddressOf(context);
  try {
    if (!body.otp) {
      const kind = loginKind(body.kind);
      const parsed = parseLoginIdentity(kind, body.identity ?? "");
      if ("problem" in parsed) return refusal(400, parsed.problem);
      const refused = await startLogin(session, { purpose: "login", kind, value: parsed.value }, address);
      if (refused) return refusal(refused.status, refused.message, refused.retryAfterSeconds);
      return answer({ ok: true, status: "otp-sent" }, session);
    }
    const refused = await logInWithCode(session, body.otp, address);
    if (refused) return refusal(refused.status, refused.message, refused.retryAfterSeconds);
    return answer({ ok: true, url: callbackUrl }, session);
  } catch (error) {
    if (error instanceof Response) throw error;
    return refusal(502, popupFor(error) || POPUP_FALLBACK_TEXT);
  }
}
