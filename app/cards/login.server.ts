/**
 * The cardholder's login (requirements §7 "Auth"; docs/decisions/033-cardholder-login.md): a code sent
 * for a login (v1 e-mail, v2 phone) or a sign-up (signUpOtp), a resend after the cool-down, and
 * the check of the code (otplogin, or createaccount for a sign-up), which starts the cardholder's
 * session with the JWT. Each is behind the abuse limits of app/platform/rate-limit.server.ts (a
 * cardholder's phone counts with the same phone's lead codes). The login in progress is kept in
 * the session for the code page.
 *
 * The code pages' forms and the app's JSON sign-in (/lp/api/auth/signin) call the same steps with
 * values already read: `startLogin` and `logInWithCode` answer a refusal, or null when the code
 * went or logged in; `requestLoginCode`, `requestSignUpCode` and `submitLoginCode` are the pages'
 * use-cases.
 */
import { msg, type Message } from "~/i18n/message";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import {
  allowCodeCheck,
  allowCodeSend,
  codeInFlight,
  codeNotSent,
  codeRecipient,
  codeSent,
  type AllowedCodeCheck,
} from "~/platform/rate-limit.server";
import type { LimitReason } from "~/platform/limit-message";
import { redirect } from "@remix-run/node";
import { getSession, type AppSession } from "~/platform/session.server";
import { limitProblem } from "~/site/limit-problem";
import { failed, moveTo, notSavedOn, refuse, type Outcome, type Said } from "~/site/form-action.server";
import { startCardSession } from "~/cards/auth.server";
import type { LoginCodeForm, LoginForm, SignUpForm } from "~/cards/login-form";
import { OtpCodeSchema } from "~/cards/otp-code";
import { OTP_CODE_PROBLEM } from "~/journey/otp";
import { CARD_HOME_PATH, CODE_PATH, LOGIN_PATH } from "~/cards/paths";
import type { CardLogin } from "~/cards/session";
import {
  createAccount,
  otpLogin,
  resendEmailOtp,
  sendLoginOtp,
  sendSignUpOtp,
  type LoginAnswer,
  type LoginIdentity,
} from "~/upstream/auth.server";

export const NO_ACCOUNT_FALLBACK = msg("We could not find a gold card account for these details.");
export const ACCOUNT_EXISTS_FALLBACK = msg("An account already exists for this number. Please log in.");
export const WRONG_LOGIN_CODE = msg("That code is not right. Please check it and try again.");
export const NO_PENDING_LOGIN = msg("Please ask for a code first.");
/** Under an unknown phone's refusal, the login page offers sign-up ("New to the gold card? Create your account"). */
export const SIGN_UP_OFFER = msg("New to the gold card?");
/** After a phone that has an account, the sign-up page links to the login, with these words. */
export const LOG_IN_OFFER = msg("Log in");

/**
 * Why a code was not sent, or did not log in: what to say, and the status the app's JSON sign-in
 * answers (400 no login in progress, 401 a wrong code, 404 no account, 409 an account exists, 429
 * a limit, with when to come back).
 */
type LoginRefusal = { message: Said; status: number; retryAfterSeconds?: number; reason?: LimitReason };

function identityOf(login: Pick<CardLogin, "kind" | "value">): LoginIdentity {
  return login.kind === "email" ? { kind: "email", email: login.value } : { kind: "phone", phone: login.value };
}

/** The login pages' visitor, with their session: a cardholder already logged in goes to the card instead. */
export async function requireLoggedOut(request: Request): Promise<AppSession> {
  const session = await getSession(request);
  if (session.has("cardholder")) throw redirect(CARD_HOME_PATH);
  return session;
}

/** Who may post the code page's forms: a visitor with a login in progress; anyone else asks for a code first. */
export async function requireLoginInProgress(request: Request): Promise<{ session: AppSession }> {
  const session = await getSession(request);
  if (!session.has("cardLogin")) throw redirect(LOGIN_PATH);
  return { session };
}

/** Seconds before another code may be sent for the login in progress (0: now). */
export function loginResendSecondsLeft(login: CardLogin): number {
  return Math.max(0, Math.ceil((login.sentAt + env().OTP_RESEND_COOLDOWN_SECONDS * 1000 - Date.now()) / 1000));
}

/** What the per-code limit counts a login's code by: its recipient (one code per person at a time). */
const loginCode = (login: Pick<CardLogin, "value">) => codeRecipient(login.value);

function limited(reason: LimitReason, retryAfterSeconds: number): LoginRefusal {
  return { message: limitProblem(reason, retryAfterSeconds), status: 429, retryAfterSeconds, reason };
}

function upstreamSend(login: Omit<CardLogin, "sentAt">, resend: boolean) {
  if (login.purpose === "signup") return sendSignUpOtp(login.value);
  if (resend && login.kind === "email") return resendEmailOtp(login.value);
  return sendLoginOtp(identityOf(login));
}

/**
 * Sends the code for a new login or sign-up (`resend`: the login in progress's code again),
 * within the limits, and remembers the login in the session; null when the code went. A 404 answer (no account) is
 * returned, not thrown (requirements §8), and so is a sign-up's 409 (the phone has an account);
 * when nothing is sent, no cool-down follows. Other failures throw "Error in generating OTP".
 */
export async function startLogin(
  session: AppSession,
  login: Omit<CardLogin, "sentAt">,
  address: string,
  resend = false,
): Promise<LoginRefusal | null> {
  const allowed = await allowCodeSend(login.value, address);
  if (!allowed.allowed) {
    log.warn("cards.login_send_limited", { kind: login.kind, reason: allowed.reason, address });
    return limited(allowed.reason, allowed.retryAfterSeconds);
  }
  const answer = await upstreamSend(login, resend).catch(async (error: unknown) => {
    await codeNotSent(login.value);
    throw error;
  });
  if (answer.status === 404 || answer.status === 409) await codeNotSent(login.value);
  if (answer.status === 404) return { message: NO_ACCOUNT_FALLBACK, status: 404 };
  // A resend goes on as sent whatever its 409 said: only the sign-up's first send is refused.
  if (answer.status === 409 && !resend) return { message: ACCOUNT_EXISTS_FALLBACK, status: 409 };
  session.set("cardLogin", { ...login, sentAt: Date.now() });
  await codeSent("card-login", loginCode(login));
  return null;
}

/** When the code now in its cool-down was sent: the cool-down less the seconds left of it. */
function sentAtOf(secondsLeft: number): number {
  return Date.now() - Math.max(0, env().OTP_RESEND_COOLDOWN_SECONDS - secondsLeft) * 1000;
}

/** Sends the code of the login in progress again, once the cool-down is over; null when it went. */
async function resendLogin(session: AppSession, address: string): Promise<LoginRefusal | null> {
  const login = session.get("cardLogin");
  if (!login) return { message: NO_ACCOUNT_FALLBACK, status: 404 };
  const secondsLeft = loginResendSecondsLeft(login);
  if (secondsLeft > 0) return limited("cooldown", secondsLeft);
  return startLogin(session, login, address, true);
}

/** The upstream's check of the code: otplogin, or createaccount for a sign-up (with the limiter's leave for this one check). */
function checkCode(allowed: AllowedCodeCheck<"card-login">, login: CardLogin, otp: string): Promise<LoginAnswer> {
  if (login.purpose === "signup") {
    return createAccount(allowed, { firstname: login.firstname ?? "", lastname: login.lastname || undefined, phone: login.value, otp });
  }
  return otpLogin(allowed, identityOf(login), otp);
}

/**
 * Checks `code` for the login in progress, and on a right code starts the cardholder's session.
 * A code that is not 6 digits is refused first and costs nothing; then 5 checks per code and the
 * cardholders' budget of the client address (a 429), and only then the upstream.
 */
export async function logInWithCode(session: AppSession, code: string, address: string): Promise<LoginRefusal | null> {
  const login = session.get("cardLogin");
  if (!login) return { message: NO_PENDING_LOGIN, status: 400 };
  const otp = OtpCodeSchema.safeParse(code);
  if (!otp.success) return { message: OTP_CODE_PROBLEM, status: 401 };
  const allowed = await allowCodeCheck({ kind: "card-login", target: loginCode(login), address });
  if (!allowed.allowed) {
    log.warn("cards.login_check_limited", { kind: login.kind, reason: allowed.reason, address });
    return limited(allowed.reason, allowed.retryAfterSeconds);
  }
  const answer = await checkCode(allowed.check, login, otp.data);
  if (answer.kind === "refused") return { message: WRONG_LOGIN_CODE, status: 401 };
  startCardSession(session, { token: answer.token, customerId: answer.user.customerId, firstname: answer.user.firstname });
  return null;
}

/** A send refused, on the form: the message on `field`, with its status (a limit: 429 and when to come back). */
function refusedOn(field: string, refused: LoginRefusal, notice?: Message): Outcome {
  return refuse({ fields: { [field]: refused.message }, status: refused.status, retryAfterSeconds: refused.retryAfterSeconds, notice });
}

/** The login page's form: the code is sent (on to the code page); an unknown phone is offered sign-up. */
export async function requestLoginCode(input: LoginForm, session: AppSession, address: string): Promise<Outcome> {
  const login = { purpose: "login", kind: input.kind, value: input.identity } as const;
  let refused: LoginRefusal | null;
  try {
    refused = await startLogin(session, login, address);
  } catch (error) {
    return failed(error, { otherwise: notSavedOn("identity") });
  }
  if (!refused) return moveTo(CODE_PATH);
  if (refused.reason === "cooldown" && refused.retryAfterSeconds !== undefined && (await codeInFlight("card-login", loginCode(login)))) {
    // A login code went to this number a moment ago (another tab, another session): its entry, not
    // a dead end (decision 047). Only a login's code: a lead's OTP in the same cool-down would not
    // log in. The code page shows only what was typed, masked, as after a send, and its resend
    // waits out the same cool-down.
    session.set("cardLogin", { ...login, sentAt: sentAtOf(refused.retryAfterSeconds) });
    return moveTo(CODE_PATH);
  }
  return refusedOn("identity", refused, refused.status === 404 && input.kind === "phone" ? SIGN_UP_OFFER : undefined);
}

/** The sign-up page's form: the sign-up code is sent (on to the code page); a phone with an account is offered the login. */
export async function requestSignUpCode(input: SignUpForm, session: AppSession, address: string): Promise<Outcome> {
  const { firstname, lastname, phone } = input;
  const refused = await startLogin(session, { purpose: "signup", kind: "phone", value: phone, firstname, lastname }, address);
  if (!refused) return moveTo(CODE_PATH);
  return refusedOn("phone", refused, refused.status === 409 ? LOG_IN_OFFER : undefined);
}

/** The code page's forms: the code logs in (to the card), or a new code is sent (said above the resend button). */
export async function submitLoginCode(input: LoginCodeForm, session: AppSession, address: string): Promise<Outcome> {
  if (input.intent === "resend") {
    const refused = await resendLogin(session, address);
    // The page again, saying above its resend button that a code went.
    if (!refused) return moveTo(CODE_PATH, { notice: { page: "card-code", sentAgain: true } });
    return refuse({ notice: refused.message, status: refused.status, retryAfterSeconds: refused.retryAfterSeconds });
  }
  const refused = await logInWithCode(session, input.otp, address);
  if (!refused) return moveTo(CARD_HOME_PATH);
  // Said on the form (400), whatever the JSON sign-in answers; a limit's 429 says when to come back.
  return refuse({ fields: { otp: refused.message }, retryAfterSeconds: refused.retryAfterSeconds });
}
