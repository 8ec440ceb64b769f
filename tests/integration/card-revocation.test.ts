/**
 * Sign-out revokes (requirements §A7, docs/decisions/011): a copy of the session cookie kept
 * from before the sign-out opens no cardholder page afterwards; it lands where an expired
 * session does, without asking the upstream. The shared store here is the in-memory one;
 * card-revocation-redis.test.ts runs the same through Redis with several store clients.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, CookieJar, getRequest, journal, postRequest, setCookieNames, useSimulatedApp } from "./helpers";
import {
  CARD_HOME_PATH,
  cardholderEnv,
  jsonRequest,
  loadLayout,
  loadPage,
  LOGIN_EXPIRE_PATH,
  logIn,
  SIGN_OUT_PATH,
  simulatorToken,
  withCookie,
} from "./cardholder";
import { CARD_SESSION_MAX_AGE_MS } from "~/cards/auth.server";
import * as authApi from "~/routes/lp_.api.auth.$action";
import * as limits from "~/routes/lp_.cards._account.limits";
import * as signOutRoute from "~/routes/lp_.cards.sign-out";

// Several logins of the one test account follow each other at once: no cool-down between their codes.
const app = useSimulatedApp({ env: cardholderEnv({ OTP_RESEND_COOLDOWN_SECONDS: "0" }) });

const JWTVALIDATE = "/auth/jwtvalidate";
const CREDIT_LIMIT = "/credit-limit/user";

function signOut(jar: CookieJar, query = "") {
  return call(signOutRoute.action, postRequest(`/lp/cards/sign-out${query}`, {}, jar), {}, jar);
}

function apiSession(jar: CookieJar) {
  return call(authApi.loader, getRequest("/lp/api/auth/session", jar), { action: "session" }, jar);
}

/** Every upstream call a replayed cookie could make. */
async function upstreamCalls() {
  return (await journal(app, JWTVALIDATE)).length + (await journal(app, CREDIT_LIMIT)).length;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a cookie kept from before the sign-out", () => {
  it("opens /lp/cards/limits no more: it lands where an expired session does, and asks the upstream nothing", async () => {
    const jar = await logIn(app.sim.otp);
    expect((await loadPage(limits.loader, jar, CARD_HOME_PATH)).status).toBe(200);
    const kept = jar.clone();

    const signedOut = await signOut(jar);
    expect(signedOut.location).toBe(SIGN_OUT_PATH);
    const before = await upstreamCalls();

    const page = await loadPage(limits.loader, kept, CARD_HOME_PATH);
    expect(page.thrown).toBe(true);
    expect(page.status).toBe(302);
    expect(page.location).toBe(SIGN_OUT_PATH);
    expect(setCookieNames(page.headers)).toContain("gl_session");
    const layout = await loadLayout(kept.clone());
    expect(layout.location).toBe(SIGN_OUT_PATH);
    expect((await apiSession(kept.clone())).data).toEqual({});
    expect(await upstreamCalls()).toBe(before);
  });

  it("is refused after the app's sign-out (/lp/api/auth/signout) too", async () => {
    const jar = await logIn(app.sim.otp);
    const { csrfToken } = (await call(authApi.loader, getRequest("/lp/api/auth/csrf", jar), { action: "csrf" }, jar)).data;
    const kept = jar.clone();

    const signedOut = await call(authApi.action, jsonRequest("/lp/api/auth/signout", { csrfToken }, jar), { action: "signout" }, jar);
    expect(signedOut.data).toEqual({ ok: true, url: SIGN_OUT_PATH });

    expect((await loadLayout(kept.clone())).location).toBe(SIGN_OUT_PATH);
    expect((await loadPage(limits.loader, kept.clone(), CARD_HOME_PATH)).location).toBe(SIGN_OUT_PATH);
    expect((await apiSession(kept)).data).toEqual({});
  });

  it("revokes that one session only: a new login, and another browser's session, go on", async () => {
    const other = await logIn(app.sim.otp);
    const jar = await logIn(app.sim.otp);
    const kept = jar.clone();
    await signOut(jar);

    const again = await logIn(app.sim.otp, undefined, undefined, jar);

    expect((await loadPage(limits.loader, again, CARD_HOME_PATH)).status).toBe(200);
    expect((await loadPage(limits.loader, other, CARD_HOME_PATH)).status).toBe(200);
    expect((await loadPage(limits.loader, kept, CARD_HOME_PATH)).location).toBe(SIGN_OUT_PATH);
  });
});

describe("in the Android webview", () => {
  it("a site cookie from before the sign-out does not come back to life; the app's jwt cookie may start a new session", async () => {
    const path = `${CARD_HOME_PATH}?webView=true`;
    const jar = withCookie(new CookieJar(), "jwt", await simulatorToken(app));
    expect((await loadLayout(jar, path)).location).toBe(path); // the jwt cookie created the session
    expect((await loadLayout(jar, path)).status).toBe(200);
    const kept = jar.clone();
    expect((await signOut(jar, "?webView=true")).location).toBe(LOGIN_EXPIRE_PATH);
    const checks = (await journal(app, JWTVALIDATE)).length;

    const replayed = await loadLayout(kept, path);

    expect(replayed.location).toBe(LOGIN_EXPIRE_PATH);
    expect((await journal(app, JWTVALIDATE)).length).toBe(checks);
    // The app's cookie is still there: on the next page it is validated and starts a new session.
    const fresh = await loadLayout(kept, path);
    expect(fresh.location).toBe(path);
    expect((await journal(app, JWTVALIDATE)).length).toBe(checks + 1);
    expect((await loadLayout(kept, path)).status).toBe(200);
  });
});

describe("a session's life", () => {
  it("ends after CARD_SESSION_MAX_AGE_MS, without asking the upstream", async () => {
    const jar = await logIn(app.sim.otp);
    expect((await loadLayout(jar)).status).toBe(200);
    const checks = (await journal(app, JWTVALIDATE)).length;

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + CARD_SESSION_MAX_AGE_MS + 60_000 });
    const outcome = await loadLayout(jar);

    expect(outcome.location).toBe(SIGN_OUT_PATH);
    expect((await journal(app, JWTVALIDATE)).length).toBe(checks);
  });
});
