/**
 * Cardholder auth (requirements §7 "Auth"): OTP login by e-mail (v1) or phone (v2), sign-up, and
 * token validation. Codes are the simulator's fixed OTP; tokens are JWT-shaped, random and
 * valid for 4 hours of the simulator's clock. Card routes use `tokenCustomer()`.
 */
import { randomBytes } from "node:crypto";
import { HttpError, json, parseWith, type RouteTable, type SimRequest, type SimResponse } from "../router";
import type { CardholderAccount } from "../card-records";
import { OTP_ATTEMPTS, type AuthChallenge, type OutboxMessage, type SimContext } from "../state";
import {
  CreateAccountRequestSchema,
  EmailLoginRequestSchema,
  EmailOtpRequestSchema,
  PhoneLoginRequestSchema,
  PhoneOtpRequestSchema,
  type AuthUser,
} from "~/upstream/schemas/auth";

export const TOKEN_TTL_MS = 4 * 60 * 60_000;
/** What every auth send tells the caller to wait; the simulator itself has no auth cool-down. */
export const AUTH_RETRY_AFTER_SECONDS = 30;

export const NO_ACCOUNT_FOR_PHONE_MESSAGE = "We could not find an account for this phone number.";
export const NO_ACCOUNT_FOR_EMAIL_MESSAGE = "We could not find an account for this e-mail address.";
export const ACCOUNT_EXISTS_MESSAGE = "An account already exists for this number. Please log in.";
export const ASK_FOR_CODE_FIRST_MESSAGE = "Please ask for a code first.";
export const WRONG_OTP_MESSAGE = "The OTP is not correct. Please try again.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many wrong attempts. Please ask for a new code.";
export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";
export const INVALID_TOKEN_BODY = { code: 401, message: "Authorization token is missing or invalid" } as const;

type Identity = { kind: "phone"; phone: string } | { kind: "email"; email: string };

/** The key of a login or sign-up challenge in `state.authChallenges`. */
export function authChallengeKey(purpose: "login" | "signup", identity: Identity): string {
  return identity.kind === "phone" ? `${purpose}:phone:${identity.phone}` : `${purpose}:email:${identity.email.trim().toLowerCase()}`;
}

export function authUser(account: CardholderAccount): AuthUser {
  return { customerId: account.customerId, firstname: account.firstname, lastname: account.lastname };
}

function findAccount(ctx: SimContext, identity: Identity): CardholderAccount | undefined {
  return identity.kind === "phone" ? ctx.state.accountByPhone(identity.phone) : ctx.state.accountByEmail(identity.email);
}

/** Stores a fresh challenge (5 attempts) and puts the code in the outbox. */
function issueChallenge(ctx: SimContext, purpose: "login" | "signup", identity: Identity): SimResponse {
  const now = ctx.now();
  ctx.state.authChallenges.set(authChallengeKey(purpose, identity), { code: ctx.otp, attemptsLeft: OTP_ATTEMPTS, sentAt: now });
  const message: OutboxMessage =
    identity.kind === "phone"
      ? { phone: identity.phone, type: "SMS", purpose, code: ctx.otp, at: new Date(now).toISOString() }
      : { email: identity.email.trim().toLowerCase(), type: "EMAIL", purpose, code: ctx.otp, at: new Date(now).toISOString() };
  ctx.state.outbox.push(message);
  return json(200, { code: 200, message: "OTP sent", data: { retryAfterSeconds: AUTH_RETRY_AFTER_SECONDS } });
}

function sendLoginOtp(ctx: SimContext, identity: Identity): SimResponse {
  if (!findAccount(ctx, identity)) {
    return json(404, { code: 404, message: identity.kind === "phone" ? NO_ACCOUNT_FOR_PHONE_MESSAGE : NO_ACCOUNT_FOR_EMAIL_MESSAGE });
  }
  return issueChallenge(ctx, "login", identity);
}

/**
 * Checks a code against a challenge: no challenge 400, none left 429, wrong 401 (one attempt
 * used). The right code consumes the challenge.
 */
function checkChallenge(ctx: SimContext, key: string, otp: string): void {
  const challenge: AuthChallenge | undefined = ctx.state.authChallenges.get(key);
  if (!challenge) throw new HttpError(400, { code: 400, message: ASK_FOR_CODE_FIRST_MESSAGE });
  if (challenge.attemptsLeft <= 0) throw new HttpError(429, { code: 429, message: TOO_MANY_ATTEMPTS_MESSAGE });
  if (otp !== challenge.code) {
    challenge.attemptsLeft -= 1;
    throw new HttpError(401, { code: 401, message: WRONG_OTP_MESSAGE });
  }
  ctx.state.authChallenges.delete(key);
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** A JWT-shaped token (random signature), stored with its customer for 4 hours. */
export function issueToken(ctx: SimContext, customerId: string): string {
  const now = ctx.now();
  const expiresAt = now + TOKEN_TTL_MS;
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64url(JSON.stringify({ sub: customerId, iat: Math.floor(now / 1000), exp: Math.floor(expiresAt / 1000) }));
  // The random signature makes every token unique, even two logins in the same second.
  const token = `${header}.${payload}.${base64url(randomBytes(32))}`;
  ctx.state.tokens.set(token, { customerId, expiresAt });
  return token;
}

function loggedIn(ctx: SimContext, account: CardholderAccount, message: string): SimResponse {
  return json(200, { code: 200, message, data: { token: issueToken(ctx, account.customerId), user: authUser(account) } });
}

function login(ctx: SimContext, identity: Identity, otp: string): SimResponse {
  checkChallenge(ctx, authChallengeKey("login", identity), otp);
  const account = findAccount(ctx, identity);
  if (!account) {
    return json(404, { code: 404, message: identity.kind === "phone" ? NO_ACCOUNT_FOR_PHONE_MESSAGE : NO_ACCOUNT_FOR_EMAIL_MESSAGE });
  }
  return loggedIn(ctx, account, "Logged in");
}

/** The account of a live token, or undefined (missing, unknown or expired). */
export function accountForToken(ctx: SimContext, token: string | undefined): CardholderAccount | undefined {
  if (!token) return undefined;
  const record = ctx.state.tokens.get(token);
  if (!record) return undefined;
  if (ctx.now() >= record.expiresAt) {
    ctx.state.tokens.delete(token);
    return undefined;
  }
  return ctx.state.accounts.get(record.customerId);
}

/** The token of an `authorization: JWT <token>` header (scheme in any case). */
export function bearerJwt(req: SimRequest): string | undefined {
  return /^JWT\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1];
}

/** The account the request's JWT belongs to; a 401 without a live token. */
export function tokenCustomer(req: SimRequest, ctx: SimContext): CardholderAccount {
  const account = accountForToken(ctx, bearerJwt(req));
  if (!account) throw new HttpError(401, INVALID_TOKEN_BODY);
  return account;
}

export const authRoutes: RouteTable<SimContext> = [
  {
    method: "POST",
    path: "/auth/v1/send-otp",
    handler: (req, ctx) => sendLoginOtp(ctx, { kind: "email", email: parseWith(EmailOtpRequestSchema, req.body).email }),
  },
  {
    method: "POST",
    path: "/auth/v1/resend-otp",
    handler: (req, ctx) => sendLoginOtp(ctx, { kind: "email", email: parseWith(EmailOtpRequestSchema, req.body).email }),
  },
  {
    method: "POST",
    path: "/auth/v2/send-otp",
    handler: (req, ctx) => sendLoginOtp(ctx, { kind: "phone", phone: parseWith(PhoneOtpRequestSchema, req.body).phone }),
  },
  {
    method: "POST",
    path: "/auth/v2/signUpOtp",
    handler: (req, ctx) => {
      const { phone } = parseWith(PhoneOtpRequestSchema, req.body);
      if (ctx.state.accountByPhone(phone)) return json(409, { code: 409, message: ACCOUNT_EXISTS_MESSAGE });
      return issueChallenge(ctx, "signup", { kind: "phone", phone });
    },
  },
  {
    method: "POST",
    path: "/auth/v1/otplogin",
    handler: (req, ctx) => {
      const { email, otp } = parseWith(EmailLoginRequestSchema, req.body);
      return login(ctx, { kind: "email", email }, otp);
    },
  },
  {
    method: "POST",
    path: "/auth/v2/otplogin",
    handler: (req, ctx) => {
      const { phone, otp } = parseWith(PhoneLoginRequestSchema, req.body);
      return login(ctx, { kind: "phone", phone }, otp);
    },
  },
  {
    method: "POST",
    path: "/auth/v2/createaccount",
    handler: (req, ctx) => {
      const { firstname, lastname, phone, otp } = parseWith(CreateAccountRequestSchema, req.body);
      checkChallenge(ctx, authChallengeKey("signup", { kind: "phone", phone }), otp);
      if (ctx.state.accountByPhone(phone)) return json(409, { code: 409, message: ACCOUNT_EXISTS_MESSAGE });
      const account: CardholderAccount = {
        customerId: `CUS-${randomBytes(4).toString("hex").toUpperCase()}`,
        phone,
        email: null,
        firstname,
        lastname: lastname ? lastname : null,
        noCardCode: "GS_NO_CARDS_FOR_CUSTOMER",
      };
      ctx.state.accounts.set(account.customerId, account);
      return loggedIn(ctx, account, "Account created");
    },
  },
  {
    method: "POST",
    path: "/auth/jwtvalidate",
    handler: (req, ctx) => {
      const account = accountForToken(ctx, bearerJwt(req));
      if (!account) return json(401, { code: 401, message: SESSION_EXPIRED_MESSAGE, data: { valid: false } });
      return json(200, { code: 200, message: "Token is valid", data: { valid: true, user: authUser(account) } });
    },
  },
];
