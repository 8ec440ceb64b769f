/**
 * Asking for a cardholder's login code (spec §7 "Auth"): a send for a login (v1 e-mail, v2
 * phone) or a sign-up (signUpOtp), a resend after the cool-down, and the check of the code,
 * each behind the abuse limits of app/platform/rate-limit.server.ts (a cardholder's phone counts
 * with the same phone's lead codes). The login in progress is kept in the session for the code
 * page and the strategy.
 */
import { personMessage } from "~/platform/person-message";
import { env } from "~/platform/env.server";
import { limitedInit } from "~/platform/request.server";
import { log } from "~/platform/log.server";
import { limitMessage } from "~/platform/limit-message";
import { allowCodeCheck, allowCodeSend, codeNotSent, codeRecipient, codeSent, type LimitCheck } from "~/platform/rate-limit.server";
import type { AppSession } from "~/platform/session.server";
import type { CardLogin, CardholderIdentity } from "~/cards/session";
import { authenticateLogin, identityOf, LoginRefusedError, NO_PENDING_LOGIN } from "~/cards/auth.server";
import { CODE_FORMAT_MESSAGE, OtpCodeSchema } from "~/cards/otp-code";
import { resendEmailOtp, sendLoginOtp, sendSignUpOtp } from "~/upstream/auth.server";

export const NO_ACCOUNT_FALLBACK = "We could not find a gold card account for these details.";
export const ACCOUNT_EXISTS_FALLBACK = "An account already exists for this number. Please log in.";

export type LoginSendOutcome =
  | { kind: "sent" }
  | { kind: "no-account"; message: string }
  | { kind: "account-exists"; message: string }
  | { kind: "cooldown"; secondsLeft: number }
  | { kind: "limited"; message: string; retryAfterSeconds: number };

/** Seconds before another code may be sent for the login in progress (0: now). */
export function loginResendSecondsLeft(login: CardLogin | undefined, now = Date.now()): number {
  if (!login) return 0;
  return Math.max(0, Math.ceil((login.sentAt + env().OTP_RESEND_COOLDOWN_SECONDS * 1000 - now) / 1000));
}

/** What the per-code limit counts a login's code by: its recipient (one code per person at a time). */
const loginCode = (login: Pick<CardLogin, "value">) => codeRecipient(login.value);

/** A refused send, as the pages say it. */
function refusedSend(check: Extract<LimitCheck, { allowed: false }>, login: Pick<CardLogin, "kind">, address: string): LoginSendOutcome {
  log.warn("cards.login_send_limited", { kind: login.kind, reason: check.reason, address });
  if (check.reason === "cooldown") return { kind: "cooldown", secondsLeft: check.retryAfterSeconds };
  return { kind: "limited", message: check.message, retryAfterSeconds: check.retryAfterSeconds };
}

function upstreamSend(login: Omit<CardLogin, "sentAt">, resend: boolean) {
  if (login.purpose === "signup") return sendSignUpOtp(login.value);
  if (resend && login.kind === "email") return resendEmailOtp(login.value);
  return sendLoginOtp(identityOf(login));
}

/** The upstream send; when it sends nothing (a failure, no account, an account already), no cool-down follows. */
async function send(login: Omit<CardLogin, "sentAt">, resend: boolean) {
  const answer = await upstreamSend(login, resend).catch(async (error: unknown) => {
    await codeNotSent(login.value);
    throw error;
  });
  if (answer.status === 404 || answer.status === 409) await codeNotSent(login.value);
  return answer;
}

/**
 * What a page answers when no code was sent: the message, and the status (404 no account,
 * 409 an account exists, 429 a limit with Retry-After).
 */
export function refusedSendAnswer(outcome: Exclude<LoginSendOutcome, { kind: "sent" }>): {
  message: string;
  status: number;
  headers?: HeadersInit;
} {
  switch (outcome.kind) {
    case "no-account":
      return { message: outcome.message, status: 404 };
    case "account-exists":
      return { message: outcome.message, status: 409 };
    case "cooldown":
      return { message: limitMessage("cooldown", outcome.secondsLeft), ...limitedInit(outcome.secondsLeft) };
    case "limited":
      return { message: outcome.message, ...limitedInit(outcome.retryAfterSeconds) };
  }
}

/**
 * Sends the code for a new login or sign-up and remembers it in the session. A 404 answer
 * (no account) is returned, not thrown (spec §8), and so is a sign-up's 409 (the phone has an
 * account). Other failures throw "Error in generating OTP".
 */
export async function startLogin(session: AppSession, login: Omit<CardLogin, "sentAt">, address: string): Promise<LoginSendOutcome> {
  const allowed = await allowCodeSend(login.value, address);
  if (!allowed.allowed) return refusedSend(allowed, login, address);
  const answer = await send(login, false);
  if (answer.status === 404) return { kind: "no-account", message: personMessage(answer.message) ?? NO_ACCOUNT_FALLBACK };
  if (answer.status === 409) return { kind: "account-exists", message: personMessage(answer.message) ?? ACCOUNT_EXISTS_FALLBACK };
  session.set("cardLogin", { ...login, sentAt: Date.now() });
  await codeSent("card-login", loginCode(login));
  return { kind: "sent" };
}

/** Sends the code of the login in progress again, once the cool-down is over. */
export async function resendLogin(session: AppSession, address: string): Promise<LoginSendOutcome> {
  const login = session.get("cardLogin");
  if (!login) return { kind: "no-account", message: NO_ACCOUNT_FALLBACK };
  const secondsLeft = loginResendSecondsLeft(login);
  if (secondsLeft > 0) return { kind: "cooldown", secondsLeft };
  const allowed = await allowCodeSend(login.value, address);
  if (!allowed.allowed) return refusedSend(allowed, login, address);
  const answer = await send(login, true);
  if (answer.status === 404) return { kind: "no-account", message: personMessage(answer.message) ?? NO_ACCOUNT_FALLBACK };
  session.set("cardLogin", { ...login, sentAt: Date.now() });
  await codeSent("card-login", loginCode(login));
  return { kind: "sent" };
}

export type LoginCheckOutcome =
  { kind: "in"; cardholder: CardholderIdentity } | { kind: "limited"; message: string; retryAfterSeconds: number };

/**
 * Checks `code`, the one `request`'s form carries, for the login in progress: a code that is not
 * 6 digits is refused first and costs nothing; then 5 checks per code and the cardholders' budget
 * of the client address (a 429 for the page), and only then the upstream, through the strategy.
 * A wrong code throws LoginRefusedError.
 */
export async function checkLoginCode(request: Request, session: AppSession, code: string, address: string): Promise<LoginCheckOutcome> {
  const login = session.get("cardLogin");
  if (!login) throw new LoginRefusedError(NO_PENDING_LOGIN);
  if (!OtpCodeSchema.safeParse(code).success) throw new LoginRefusedError(CODE_FORMAT_MESSAGE);
  const allowed = await allowCodeCheck({ kind: "card-login", target: loginCode(login), address });
  if (!allowed.allowed) {
    log.warn("cards.login_check_limited", { kind: login.kind, reason: allowed.reason, address });
    return { kind: "limited", message: allowed.message, retryAfterSeconds: allowed.retryAfterSeconds };
  }
  return { kind: "in", cardholder: await authenticateLogin(request, allowed.check) };
}
