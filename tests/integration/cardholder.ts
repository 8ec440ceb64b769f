/**
 * The cardholder's steps through the real route modules (log in by phone or e-mail, the
 * protected layout, the card pages), and direct calls to the simulator's auth service for
 * what the Android app would hold (a real token for the webview's jwt cookie).
 */
import { expect } from "vitest";
import { DEMO_CARDHOLDER } from "../support/fixtures";
import { call, CookieJar, getRequest, ORIGIN, postRequest, type Outcome, type SimulatedApp } from "./helpers";
import * as accountLayout from "~/routes/lp_.cards._account";
import * as root from "~/root";
import { noticeOf, type Flash, type NoticePage, type Notices } from "~/site/flash";
import * as loginRoute from "~/routes/lp_.cards.login";
import * as otpRoute from "~/routes/lp_.cards.otp";

export const SIGN_OUT_PATH = "/india/goldfd-card/93";
export const LOGIN_EXPIRE_PATH = "/lp/cards/login-expire";
export const CARD_HOME_PATH = "/lp/cards/limits";

/**
 * The environment the cardholder test files run with: many logins of the same test accounts
 * in one file would otherwise reach the per-phone send limit (5 in ten minutes).
 */
export function cardholderEnv(more: Record<string, string> = {}): () => Record<string, string> {
  return () => ({ OTP_SENDS_PER_PHONE: "1000", ...more });
}

export function postLogin(jar: CookieJar, fields: Record<string, string>): Promise<Outcome> {
  return call(loginRoute.action, postRequest("/lp/cards/login", fields, jar), {}, jar);
}

export function postCode(jar: CookieJar, fields: Record<string, string>): Promise<Outcome> {
  return call(otpRoute.action, postRequest("/lp/cards/otp", fields, jar), {}, jar);
}

/**
 * Logs a cardholder in (login page, then the code page) and returns the jar holding the
 * session cookie. By phone unless `kind` is "email".
 */
export async function logIn(
  otp: string,
  identity: string = DEMO_CARDHOLDER.phone,
  kind: "phone" | "email" = "phone",
  jar = new CookieJar(),
): Promise<CookieJar> {
  const sent = await postLogin(jar, { kind, identity });
  expect(sent.status, JSON.stringify(sent.data)).toBe(302);
  expect(sent.location).toBe("/lp/cards/otp");
  const verified = await postCode(jar, { intent: "verify", otp });
  expect(verified.status, JSON.stringify(verified.data)).toBe(302);
  expect(verified.location).toBe(CARD_HOME_PATH);
  return jar;
}

/** The protected layout's loader, as every cardholder page navigation runs it. */
export function loadLayout(jar: CookieJar | undefined, path = CARD_HOME_PATH, headers: Record<string, string> = {}): Promise<Outcome> {
  return call(accountLayout.loader, getRequest(path, jar, headers), {}, jar);
}

/** A GET of a card page's own loader. */
export function loadPage(loader: (a: any) => unknown, jar: CookieJar, path: string, params: Record<string, string> = {}): Promise<Outcome> {
  return call(loader, getRequest(path, jar), params, jar);
}

/**
 * What the page at `path` says now of its own notice (the root takes the flash, so it is read
 * once, as a browser loading the page would), or null.
 */
export async function pageNotice<P extends NoticePage>(jar: CookieJar, path: string, page: P): Promise<Notices[P] | null> {
  const outcome = await call(root.loader, getRequest(path, jar), {}, jar);
  return noticeOf((outcome.data as { flash?: Flash | null }).flash?.notice, page);
}

/** A form post to a card page's action. */
export function postPage(action: (a: any) => unknown, jar: CookieJar, path: string, fields: Record<string, string>): Promise<Outcome> {
  return call(action, postRequest(path, fields, jar), {}, jar);
}

/** A form post as a browser sends a form without a file (urlencoded; postPage sends multipart), as the documents page's PAN form. */
export function postPlainForm(action: (a: any) => unknown, jar: CookieJar, path: string, fields: Record<string, string>): Promise<Outcome> {
  return call(
    action,
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", cookie: jar.header() },
    }),
    {},
    jar,
  );
}

/** A JSON post, as the Android app sends to /lp/api/auth. */
export function jsonRequest(path: string, body: unknown, jar?: CookieJar, headers: Record<string, string> = {}): Request {
  const cookie = jar?.header();
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** A real token for a phone, straight from the simulator's auth service (what the app holds). */
export function simulatorToken(app: SimulatedApp, phone: string = DEMO_CARDHOLDER.phone): Promise<string> {
  return app.control.cardToken(phone, app.sim.otp);
}

/** The JSON payload of a JWT-shaped token. */
export function jwtPayload(token: string): { sub: string; iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
}

/** The token of an `authorization: JWT <token>` header. */
export function tokenOf(authorization: string | undefined): string {
  const match = /^JWT (\S+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`Not a JWT authorization header: ${authorization}`);
  return match[1]!;
}

/** A jar with a cookie the browser (or the Android app) set itself. */
export function withCookie(jar: CookieJar, name: string, value: string): CookieJar {
  jar.absorb(new Headers([["set-cookie", `${name}=${value}; Path=/`]]));
  return jar;
}

/**
 * A day and a free time the limit-increase page offers for 10 g of 22 karat (today may have no
 * time left): what a booking must send.
 */
export async function offeredLimitVisit(loader: (a: any) => unknown, jar: CookieJar): Promise<{ date: string; slot: string }> {
  const path = "/lp/cards/limit-increase?goldWeight=10&goldQuality=22K";
  const first = await loadPage(loader, jar, path);
  expect(first.status, JSON.stringify(first.data)).toBe(200);
  for (const day of first.data.days as { date: string }[]) {
    const page = day.date === first.data.date ? first : await loadPage(loader, jar, `${path}&date=${day.date}`);
    const slot = (page.data.slots as { id: string; available: boolean }[] | null)?.find((s) => s.available);
    if (slot) return { date: day.date, slot: slot.id };
  }
  throw new Error("No free slot in the days offered");
}
