/**
 * The cardholder's session (requirements §2, §6, §8): the protected layout validates the token with
 * jwtvalidate on every navigation, signs out on no session or a rejected token (to
 * /india/goldfd-card/93, or /lp/cards/login-expire in the Android webview, where the app's
 * jwt cookie creates the session), a card call answered 401 signs out too, and the sign-out
 * action. Then the /lp/api/auth endpoints the app uses as a session client.
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, fault, getRequest, HELD_MS, journal, postRequest, setCookieNames, useSimulatedApp } from "./helpers";
import {
  CARD_HOME_PATH,
  cardholderEnv,
  jsonRequest,
  jwtPayload,
  loadLayout,
  loadPage,
  LOGIN_EXPIRE_PATH,
  logIn,
  SIGN_OUT_PATH,
  simulatorToken,
  tokenOf,
  withCookie,
} from "./cardholder";
import * as authApi from "~/routes/lp_.api.auth.$action";
import * as limits from "~/routes/lp_.cards._account.limits";
import * as signOutRoute from "~/routes/lp_.cards.sign-out";
import { DEMO_CARDHOLDER } from "../support/fixtures";

const app = useSimulatedApp({ env: cardholderEnv() });

const JWTVALIDATE = "/auth/jwtvalidate";
const CREDIT_LIMIT = "/credit-limit/user";

function apiGet(action: string, jar?: CookieJar) {
  return call(authApi.loader, getRequest(`/lp/api/auth/${action}`, jar), { action }, jar);
}

function apiPost(action: string, body: unknown, jar?: CookieJar, headers: Record<string, string> = {}) {
  return call(authApi.action, jsonRequest(`/lp/api/auth/${action}`, body, jar, headers), { action }, jar);
}

/** The signed-in state as the app's session client sees it. */
async function sessionOf(jar: CookieJar) {
  return (await apiGet("session", jar.clone())).data;
}

/** The token the layout validated last (from the simulator's journal). */
async function validatedToken(): Promise<string> {
  const entry = (await journal(app, JWTVALIDATE, "POST")).at(-1);
  return tokenOf(entry?.headers.authorization);
}

describe("the protected layout", () => {
  it("sends a visitor without a session to /india/goldfd-card/93 and validates nothing", async () => {
    const outcome = await loadLayout(new CookieJar());

    expect(outcome.thrown).toBe(true);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(SIGN_OUT_PATH);
    expect(await journal(app, JWTVALIDATE)).toHaveLength(0);
  });

  it("sends a webview visitor without a session or a jwt cookie to /lp/cards/login-expire", async () => {
    const outcome = await loadLayout(new CookieJar(), `${CARD_HOME_PATH}?webView=true`);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(LOGIN_EXPIRE_PATH);
    expect(await journal(app, JWTVALIDATE)).toHaveLength(0);
  });

  it("returns the cardholder's first name after POST /auth/jwtvalidate with `JWT <token>` and an empty body", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadLayout(jar);

    expect(outcome.status).toBe(200);
    expect(outcome.data).toEqual({ firstname: "Asha", popup: null, i18n: [] });
    const checks = await journal(app, JWTVALIDATE, "POST");
    expect(checks).toHaveLength(1);
    expect(checks[0]!.headers.authorization).toMatch(/^JWT [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(checks[0]!.body).toBeNull();
    expect(jwtPayload(tokenOf(checks[0]!.headers.authorization)).sub).toBe(DEMO_CARDHOLDER.customerId);
    // The token validated is the one the card calls carry, and it is never in the page data.
    await loadPage(limits.loader, jar, CARD_HOME_PATH);
    const [cardCall] = await journal(app, CREDIT_LIMIT, "GET");
    expect(cardCall!.headers.authorization).toBe(checks[0]!.headers.authorization);
    expect(JSON.stringify(outcome.data)).not.toContain(tokenOf(checks[0]!.headers.authorization));
  });

  it("validates the token again on every navigation", async () => {
    const jar = await logIn(app.sim.otp);

    await loadLayout(jar);
    await loadLayout(jar, "/lp/cards/offers");
    await loadLayout(jar, "/lp/cards/rewards");

    expect(await journal(app, JWTVALIDATE, "POST")).toHaveLength(3);
  });

  it("signs out to /india/goldfd-card/93 when jwtvalidate answers 401; the cookie no longer holds the cardholder", async () => {
    const jar = await logIn(app.sim.otp);
    expect(await sessionOf(jar)).toMatchObject({ user: { name: "Asha" } });
    await fault(app, { path: JWTVALIDATE, method: "POST", status: 401, times: 1 });

    const outcome = await loadLayout(jar);

    expect(outcome.thrown).toBe(true);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(SIGN_OUT_PATH);
    expect(setCookieNames(outcome.headers)).toContain("gl_session");
    expect(await sessionOf(jar)).toEqual({});

    // The fault is used up, but the cookie has no cardholder any more: signed out again, without a check.
    const second = await loadLayout(jar);
    expect(second.status).toBe(302);
    expect(second.location).toBe(SIGN_OUT_PATH);
    expect(await journal(app, JWTVALIDATE)).toHaveLength(1);
    const card = await loadPage(limits.loader, jar, CARD_HOME_PATH);
    expect(card.location).toBe(SIGN_OUT_PATH);
  });

  it("signs out when the simulator forgets the token (its real 401 body)", async () => {
    const jar = await logIn(app.sim.otp);
    app.sim.reset();

    const outcome = await loadLayout(jar);

    expect(outcome.location).toBe(SIGN_OUT_PATH);
    expect(await sessionOf(jar)).toEqual({});
  });

  it("signs out to /lp/cards/login-expire in the webview when jwtvalidate answers 401", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, {
      path: JWTVALIDATE,
      method: "POST",
      status: 401,
      body: { code: 401, message: "Your session has expired. Please log in again.", data: { valid: false } },
      times: 1,
    });

    const outcome = await loadLayout(jar, `${CARD_HOME_PATH}?webView=true`);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(LOGIN_EXPIRE_PATH);
    expect(await sessionOf(jar)).toEqual({});
  });

  it("creates the session from the webview's jwt cookie, then the same URL loads with the cardholder", async () => {
    const token = await simulatorToken(app);
    const jar = withCookie(new CookieJar(), "jwt", token);
    const path = `${CARD_HOME_PATH}?webView=true&utm_source=app`;

    const first = await loadLayout(jar, path);

    expect(first.thrown).toBe(true);
    expect(first.status).toBe(302);
    expect(first.location).toBe(path);
    expect(setCookieNames(first.headers)).toContain("gl_session");
    const checks = await journal(app, JWTVALIDATE, "POST");
    expect(checks).toHaveLength(1);
    expect(checks[0]!.headers.authorization).toBe(`JWT ${token}`);

    const second = await loadLayout(jar, path);

    expect(second.status).toBe(200);
    expect(second.data).toEqual({ firstname: "Asha", popup: null, i18n: [] });
    expect(await sessionOf(jar)).toMatchObject({ user: { name: "Asha", customerId: DEMO_CARDHOLDER.customerId } });
    // The session remembers the webview: a later rejection goes to login-expire even without the query.
    await fault(app, { path: JWTVALIDATE, method: "POST", status: 401, times: 1 });
    expect((await loadLayout(jar, CARD_HOME_PATH)).location).toBe(LOGIN_EXPIRE_PATH);
  });

  it("ignores the jwt cookie outside the webview", async () => {
    const token = await simulatorToken(app);
    const jar = withCookie(new CookieJar(), "jwt", token);

    const outcome = await loadLayout(jar);

    expect(outcome.location).toBe(SIGN_OUT_PATH);
    expect(await journal(app, JWTVALIDATE)).toHaveLength(0);
  });

  it("sends the webview to login-expire when jwtvalidate refuses its jwt cookie", async () => {
    const forged = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJDVVMtMSJ9.bm90LXNpZ25lZA";
    const jar = withCookie(new CookieJar(), "jwt", forged);

    const outcome = await loadLayout(jar, `${CARD_HOME_PATH}?webView=true`);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(LOGIN_EXPIRE_PATH);
    expect((await journal(app, JWTVALIDATE, "POST"))[0]!.headers.authorization).toBe(`JWT ${forged}`);
    expect(await sessionOf(jar)).toEqual({});
  });

  it("takes a jwt cookie that is not the shape of a token for none: login-expire, nothing sent", async () => {
    const jar = withCookie(new CookieJar(), "jwt", "not-a-token");

    const outcome = await loadLayout(jar, `${CARD_HOME_PATH}?webView=true`);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(LOGIN_EXPIRE_PATH);
    expect(await journal(app, JWTVALIDATE)).toHaveLength(0);
  });

  it("sends the webview to login-expire when its jwt cookie is not even well-formed (a broken %-escape)", async () => {
    const jar = withCookie(new CookieJar(), "jwt", "%E0%A4%A");

    const outcome = await loadLayout(jar, `${CARD_HOME_PATH}?webView=true`);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(LOGIN_EXPIRE_PATH);
  });

  it("still loads the page, with the popup, when jwtvalidate itself fails (500)", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: JWTVALIDATE, method: "POST", status: 500, body: { code: 500, message: "Auth service is down" } });

    const outcome = await loadLayout(jar);

    expect(outcome.status).toBe(200);
    expect(outcome.thrown).toBe(false);
    expect(outcome.data.firstname).toBe("Asha");
    expect(outcome.data.popup).toMatchObject({ message: "" });
    expect(await sessionOf(jar)).toMatchObject({ user: { name: "Asha" } });
  });

  it("still loads the page with a popup when jwtvalidate times out", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: JWTVALIDATE, method: "POST", delayMs: HELD_MS, times: 1 });

    const outcome = await loadLayout(jar);

    expect(outcome.status).toBe(200);
    expect(outcome.data.popup?.message).toBe("");
  });
});

describe("a card call answered 401", () => {
  it("signs out from a page loader (GET /credit-limit/user 401)", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: CREDIT_LIMIT, method: "GET", status: 401 });

    const outcome = await loadPage(limits.loader, jar, CARD_HOME_PATH);

    expect(outcome.thrown).toBe(true);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(SIGN_OUT_PATH);
    expect(await sessionOf(jar)).toEqual({});
  });

  it("signs out to login-expire in the webview", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: CREDIT_LIMIT, method: "GET", status: 401 });

    const outcome = await loadPage(limits.loader, jar, `${CARD_HOME_PATH}?webView=1`);

    expect(outcome.location).toBe(LOGIN_EXPIRE_PATH);
  });
});

describe("sign-out", () => {
  it("ends the session and goes to /india/goldfd-card/93", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await call(signOutRoute.action, postRequest("/lp/cards/sign-out", {}, jar), {}, jar);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(SIGN_OUT_PATH);
    expect(setCookieNames(outcome.headers)).toContain("gl_session");
    expect(await sessionOf(jar)).toEqual({});
    expect((await loadLayout(jar)).location).toBe(SIGN_OUT_PATH);
  });

  it("goes to login-expire from the webview", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await call(signOutRoute.action, postRequest("/lp/cards/sign-out?webView=true", {}, jar), {}, jar);

    expect(outcome.location).toBe(LOGIN_EXPIRE_PATH);
  });

  it("a GET goes back to the card", async () => {
    const outcome = await call(signOutRoute.loader, getRequest("/lp/cards/sign-out"));

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(CARD_HOME_PATH);
  });
});

describe("/lp/api/auth", () => {
  it("GET session: {} signed out, then the user and an expiry after login, never the token", async () => {
    const signedOut = await apiGet("session");
    expect(signedOut.status).toBe(200);
    expect(signedOut.data).toEqual({});
    expect(signedOut.headers.get("Cache-Control")).toBe("no-store");

    const jar = await logIn(app.sim.otp);
    await loadLayout(jar);
    const token = await validatedToken();

    const signedIn = await apiGet("session", jar);

    expect(signedIn.data).toEqual({ user: { name: "Asha", customerId: DEMO_CARDHOLDER.customerId }, expires: expect.any(String) });
    const expires = Date.parse(signedIn.data.expires);
    expect(expires).toBeGreaterThan(Date.now() + 3.9 * 60 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 4 * 60 * 60 * 1000);
    const body = JSON.stringify(signedIn.data);
    expect(body).not.toContain(token);
    expect(body).not.toContain("token");
    expect(body).not.toContain(token.split(".")[2]!);
  });

  it("GET csrf: a token kept in the session (the same on the next call)", async () => {
    const jar = new CookieJar();

    const first = await apiGet("csrf", jar);

    expect(first.data).toEqual({ csrfToken: expect.stringMatching(/^[\w-]{32}$/) });
    expect(setCookieNames(first.headers)).toContain("gl_session");
    const second = await apiGet("csrf", jar);
    expect(second.data.csrfToken).toBe(first.data.csrfToken);
    expect(setCookieNames(second.headers)).toEqual([]);
  });

  it("GET providers: the phone and e-mail OTP providers", async () => {
    const outcome = await apiGet("providers");

    expect(Object.keys(outcome.data).sort()).toEqual(["email-otp", "phone-otp"]);
    expect(outcome.data["phone-otp"]).toMatchObject({
      id: "phone-otp",
      type: "credentials",
      signinUrl: "/lp/api/auth/signin",
      callbackUrl: CARD_HOME_PATH,
    });
  });

  it("GET of an unknown action is a 404, never cached", async () => {
    const outcome = await apiGet("nothing");

    expect(outcome.status).toBe(404);
    expect(outcome.headers.get("Cache-Control")).toBe("no-store");
  });

  it("POST signin without the csrf token is a 403 and sends nothing", async () => {
    const jar = new CookieJar();
    await apiGet("csrf", jar);

    const missing = await apiPost("signin", { kind: "phone", identity: DEMO_CARDHOLDER.phone }, jar);
    const wrong = await apiPost("signin", { csrfToken: "x".repeat(32), kind: "phone", identity: DEMO_CARDHOLDER.phone }, jar);

    for (const outcome of [missing, wrong]) {
      expect(outcome.status).toBe(403);
      expect(outcome.data).toEqual({ ok: false, error: "The form has expired. Please try again." });
    }
    expect(await journal(app, "/auth/v2/send-otp")).toHaveLength(0);
  });

  it("POST signin with the csrf token: the code is sent, then the code logs in ({ok, url})", async () => {
    const jar = new CookieJar();
    const { csrfToken } = (await apiGet("csrf", jar)).data;

    const sent = await apiPost("signin", { csrfToken, kind: "phone", identity: DEMO_CARDHOLDER.phone }, jar);

    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ ok: true, status: "otp-sent" });
    expect((await journal(app, "/auth/v2/send-otp", "POST"))[0]!.body).toEqual({ phone: DEMO_CARDHOLDER.e164 });

    const loggedIn = await apiPost("signin", { csrfToken, otp: app.sim.otp }, jar);

    expect(loggedIn.status).toBe(200);
    expect(loggedIn.data).toEqual({ ok: true, url: CARD_HOME_PATH });
    expect((await journal(app, "/auth/v2/otplogin", "POST"))[0]!.body).toEqual({ phone: DEMO_CARDHOLDER.e164, otp: app.sim.otp });
    expect(await sessionOf(jar)).toMatchObject({ user: { name: "Asha", customerId: DEMO_CARDHOLDER.customerId } });
    expect((await loadLayout(jar)).data.firstname).toBe("Asha");
  });

  it("POST signin as a form post, with a callback URL on this site (and not elsewhere)", async () => {
    const jar = new CookieJar();
    const { csrfToken } = (await apiGet("csrf", jar)).data;
    const formPost = (fields: Record<string, string>) =>
      call(
        authApi.action,
        new Request("http://localhost/lp/api/auth/signin", {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header(), "sec-fetch-site": "same-origin" },
        }),
        { action: "signin" },
        jar,
      );

    expect((await formPost({ csrfToken, kind: "email", identity: "demo.cardholder@example.com" })).data).toEqual({
      ok: true,
      status: "otp-sent",
    });
    const loggedIn = await formPost({ csrfToken, otp: app.sim.otp, callbackUrl: "/lp/cards/rewards" });
    expect(loggedIn.data).toEqual({ ok: true, url: "/lp/cards/rewards" });

    const again = new CookieJar();
    const second = (await apiGet("csrf", again)).data.csrfToken;
    await apiPost("signin", { csrfToken: second, kind: "phone", identity: DEMO_CARDHOLDER.phone }, again);
    const offSite = await apiPost("signin", { csrfToken: second, otp: app.sim.otp, callbackUrl: "https://evil.example/steal" }, again);
    expect(offSite.data).toEqual({ ok: true, url: CARD_HOME_PATH });
  });

  it("POST signin: a wrong code is a 401 with our message (never the upstream's); an unknown phone a 404", async () => {
    const jar = new CookieJar();
    const { csrfToken } = (await apiGet("csrf", jar)).data;

    const unknown = await apiPost("signin", { csrfToken, kind: "phone", identity: "9123456780" }, jar);
    expect(unknown.status).toBe(404);
    expect(unknown.data).toEqual({ ok: false, error: "We could not find a gold card account for these details." });

    const early = await apiPost("signin", { csrfToken, otp: app.sim.otp }, jar);
    expect(early.status).toBe(400);
    expect(early.data).toEqual({ ok: false, error: "Please ask for a code first." });

    await apiPost("signin", { csrfToken, kind: "phone", identity: DEMO_CARDHOLDER.phone }, jar);
    const wrong = await apiPost("signin", { csrfToken, otp: "000000" }, jar);
    expect(wrong.status).toBe(401);
    expect(wrong.data).toEqual({ ok: false, error: "That code is not right. Please check it and try again." });
    expect(await sessionOf(jar)).toEqual({});
  });

  it("POST signout ends the session: {ok, url: /india/goldfd-card/93}", async () => {
    const jar = await logIn(app.sim.otp);
    const { csrfToken } = (await apiGet("csrf", jar)).data;

    const outcome = await apiPost("signout", { csrfToken }, jar);

    expect(outcome.status).toBe(200);
    expect(outcome.data).toEqual({ ok: true, url: SIGN_OUT_PATH });
    expect(await sessionOf(jar)).toEqual({});
    expect((await loadLayout(jar)).location).toBe(SIGN_OUT_PATH);
  });

  it("POST signout without the csrf token is a 403 and keeps the session", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await apiPost("signout", {}, jar);

    expect(outcome.status).toBe(403);
    expect(await sessionOf(jar)).toMatchObject({ user: { name: "Asha" } });
  });

  it("POST log answers {ok: true} (no csrf token needed)", async () => {
    const outcome = await apiPost("log", { level: "error", code: "E_APP", message: "Something broke in the app" });

    expect(outcome.status).toBe(200);
    expect(outcome.data).toEqual({ ok: true });
  });

  it("POST log refuses a body over 4 KB with 413", async () => {
    const outcome = await apiPost("log", { message: "x".repeat(5000) });

    expect(outcome.status).toBe(413);
    expect(outcome.headers.get("Cache-Control")).toBe("no-store");
  });
});
