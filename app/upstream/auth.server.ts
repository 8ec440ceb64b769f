/**
 * Auth clients (requirements §7 "Auth"): OTP sends and logins for cardholders, sign-up, and token
 * validation. The rules of requirements §8 live here: an OTP send answered 404 returns its body
 * (no account: the page offers sign-up); any other failure is "Error in generating OTP".
 * jwtvalidate's 401 is an answer (the session is then signed out), not a failure.
 * Contract: app/upstream/schemas/auth.ts, docs/upstream-contract.md.
 */
import { spendCodeCheck, type AllowedCodeCheck } from "~/platform/rate-limit.server";
import * as z from "zod";
import { jwtHeaders } from "~/upstream/token";
import { callUpstream, UpstreamError } from "~/upstream/http.server";
import {
  AuthOtpResponseSchema,
  JwtValidateResponseSchema,
  LoginResponseSchema,
  type AuthUser,
  type CreateAccountRequest,
} from "~/upstream/schemas/auth";

/** Requirements §8's text of a failed send (a catalogue key: the popup says it in the page's language). */
export const OTP_GENERATION_FAILED = "Error in generating OTP";

/** How the cardholder identifies: an e-mail (v1 paths) or a +91 phone (v2 paths). */
export type LoginIdentity = { kind: "email"; email: string } | { kind: "phone"; phone: string };

async function sendAuthOtp(path: string, json: unknown, answerStatuses: readonly number[] = [404]) {
  try {
    const { status, data } = await callUpstream({
      service: "auth",
      method: "post",
      path,
      json,
      schema: AuthOtpResponseSchema,
      answerStatuses,
    });
    return { status, ...data };
  } catch (error) {
    // Requirements §8: any other failure is this one message (the upstream's own text is logged, not shown).
    if (error instanceof UpstreamError) throw new UpstreamError(error.kind, OTP_GENERATION_FAILED, error.url, error.status);
    throw error;
  }
}

/** POST /auth/v1/send-otp {email} or /auth/v2/send-otp {phone}. A 404 (no account) is returned. */
export function sendLoginOtp(identity: LoginIdentity) {
  return identity.kind === "email"
    ? sendAuthOtp("auth/v1/send-otp", { email: identity.email })
    : sendAuthOtp("auth/v2/send-otp", { phone: identity.phone });
}

/** POST /auth/v1/resend-otp {email}. Phones resend through send-otp v2. */
export function resendEmailOtp(email: string) {
  return sendAuthOtp("auth/v1/resend-otp", { email });
}

/** POST /auth/v2/signUpOtp {phone}: the code for a new account; 409 (the phone has an account) is returned too. */
export function sendSignUpOtp(phone: string) {
  return sendAuthOtp("auth/v2/signUpOtp", { phone }, [404, 409]);
}

/** A refused code (wrong, expired, too many tries) answers with a message; it is not a failure. */
const RefusedLoginSchema = z.object({ code: z.number().int(), message: z.string().nullish() });
const LoginAnswerSchema = z.union([LoginResponseSchema, RefusedLoginSchema]);
const REFUSED_STATUSES = [400, 401, 409, 429] as const;

export type LoginAnswer = { kind: "ok"; token: string; user: AuthUser } | { kind: "refused" };

async function login(path: string, json: unknown): Promise<LoginAnswer> {
  const { data } = await callUpstream({
    service: "auth",
    method: "post",
    path,
    json,
    schema: LoginAnswerSchema,
    answerStatuses: REFUSED_STATUSES,
  });
  if ("data" in data && data.data) return { kind: "ok", token: data.data.token, user: data.data.user };
  return { kind: "refused" };
}

/** POST /auth/v1/otplogin {email, otp} or /auth/v2/otplogin {phone, otp}: with the limiter's leave (allowCodeCheck). */
export function otpLogin(allowed: AllowedCodeCheck<"card-login">, identity: LoginIdentity, otp: string) {
  spendCodeCheck(allowed, "card-login");
  return identity.kind === "email"
    ? login("auth/v1/otplogin", { email: identity.email, otp })
    : login("auth/v2/otplogin", { phone: identity.phone, otp });
}

/** POST /auth/v2/createaccount {firstname, lastname?, phone, otp}: checks the sign-up code, so with the limiter's leave. */
export function createAccount(allowed: AllowedCodeCheck<"card-login">, body: CreateAccountRequest) {
  spendCodeCheck(allowed, "card-login");
  return login("auth/v2/createaccount", body);
}

export type TokenCheck = { valid: true; user: AuthUser | null } | { valid: false };

/** POST /auth/jwtvalidate with an empty body and the token header; 401 is an answer (requirements §8). */
export async function validateToken(token: string): Promise<TokenCheck> {
  const { status, data } = await callUpstream({
    service: "auth",
    method: "post",
    path: "auth/jwtvalidate",
    headers: jwtHeaders(token),
    schema: JwtValidateResponseSchema,
    answerStatuses: [401],
  });
  if (status === 401 || data.data?.valid !== true) return { valid: false };
  return { valid: true, user: data.data.user ?? null };
}
