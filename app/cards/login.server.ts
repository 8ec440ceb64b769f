/**
 * Asking for a cardholder's login code (spec §7 "Auth"): a send for a login (v1 e-mail, v2
 * phone) or a sign-up (signUpOtp), a resend after the cool-down this server enforces, and
 * the per-identity and per-IP send limits of ARCHITECTURE.md §11. The login in progress is
 * kept in the session for the code page and the strategy.
 */
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { otpSendPerIp, otpSendPerPhone } from "~/platform/rate-limit.server";
import type { AppSession, CardLogin } from "~/platform/session.server";
import { identityOf } from "~/cards/auth.server";
import { resendEmailOtp, sendLoginOtp, sendSignUpOtp } from "~/upstream/auth.server";

export const TOO_MANY_LOGIN_SENDS = "You have asked for many codes. Please wait a few minutes and try again.";
export const NO_ACCOUNT_FALLBACK = "We could not find a gold card account for these details.";
export const ACCOUNT_EXISTS_FALLBACK = "An account already exists for this number. Please log in.";

export type LoginSendOutcome =
  | { kind: "sent" }
  | { kind: "no-account"; message: string }
  | { kind: "account-exists"; message: string }
  | { kind: "cooldown"; secondsLeft: number }
  | { kind: "limited"; message: string };

/** Seconds before another code may be sent for the login in progress (0: now). */
export function loginResendSecondsLeft(login: CardLogin | undefined, now = Date.now()): number {
  if (!login) return 0;
  return Math.max(0, Math.ceil((login.sentAt + env().OTP_RESEND_COOLDOWN_SECONDS * 1000 - now) / 1000));
}

function allowed(identity: string, ip: string | undefined): boolean {
  return otpSendPerPhone.hit(`card:${identity}`) && (!ip || otpSendPerIp.hit(ip));
}

async function send(login: Omit<CardLogin, "sentAt">, resend: boolean) {
  if (login.purpose === "signup") return sendSignUpOtp(login.value);
  if (resend && login.kind === "email") return resendEmailOtp(login.value);
  return sendLoginOtp(identityOf(login));
}

/**
 * Sends the code for a new login or sign-up and remembers it in the session. A 404 answer
 * (no account) is returned, not thrown (spec §8), and so is a sign-up's 409 (the phone has an
 * account). Other failures throw "Error in generating OTP".
 */
export async function startLogin(session: AppSession, login: Omit<CardLogin, "sentAt">, ip: string | undefined): Promise<LoginSendOutcome> {
  if (!allowed(login.value, ip)) {
    log.warn("cards.login_send_limited", { kind: login.kind, ip });
    return { kind: "limited", message: TOO_MANY_LOGIN_SENDS };
  }
  const answer = await send(login, false);
  if (answer.status === 404) return { kind: "no-account", message: answer.message?.trim() || NO_ACCOUNT_FALLBACK };
  if (answer.status === 409) return { kind: "account-exists", message: answer.message?.trim() || ACCOUNT_EXISTS_FALLBACK };
  session.set("cardLogin", { ...login, sentAt: Date.now() });
  return { kind: "sent" };
}

/** Sends the code of the login in progress again, once the cool-down is over. */
export async function resendLogin(session: AppSession, ip: string | undefined): Promise<LoginSendOutcome> {
  const login = session.get("cardLogin");
  if (!login) return { kind: "no-account", message: NO_ACCOUNT_FALLBACK };
  const secondsLeft = loginResendSecondsLeft(login);
  if (secondsLeft > 0) return { kind: "cooldown", secondsLeft };
  if (!allowed(login.value, ip)) return { kind: "limited", message: TOO_MANY_LOGIN_SENDS };
  const answer = await send(login, true);
  if (answer.status === 404) return { kind: "no-account", message: answer.message?.trim() || NO_ACCOUNT_FALLBACK };
  session.set("cardLogin", { ...login, sentAt: Date.now() });
  return { kind: "sent" };
}
