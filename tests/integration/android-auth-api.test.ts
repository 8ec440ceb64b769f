/**
 * /lp/api/auth as the Android app drives it (docs/android-bridge.md), through the built server
 * (server/serve.ts) over HTTP with a client that keeps cookies: the csrf call sets the session
 * cookie, the code is sent and checked, the session shows the cardholder, sign-out ends it, in
 * JSON and in form bodies. Every refusal keeps its status (400, 401, 403, 404, 429, 502) and
 * every answer is `Cache-Control: no-store`.
 */
import { describe, expect, it } from "vitest";
import { Browser, useBuiltApp } from "../support/app-process";
import { CARD_HOME_PATH, SIGN_OUT_PATH } from "./cardholder";
import { DEMO_CARDHOLDER } from "../support/fixtures";

const EXPIRED = "The form has expired. Please try again.";

// Many logins of the same test account in one file: no cool-down and no per-phone budget to meet.
const built = useBuiltApp({ OTP_RESEND_COOLDOWN_SECONDS: "0", OTP_SENDS_PER_PHONE: "1000" }, { otpCooldownSeconds: 0 });

type Answer = { status: number; body: any; headers: Headers };

/** The app's session client: one cookie jar, JSON (or form) bodies. */
class AppClient {
  readonly browser = new Browser();

  async get(action: string): Promise<Answer> {
    return read(await this.browser.request(`${built.app.url}/lp/api/auth/${action}`));
  }

  async post(
    action: string,
    body: Record<string, string>,
    as: "json" | "form" = "json",
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const init = as === "json" ? { json: body, headers } : { form: body, headers };
    return read(await this.browser.request(`${built.app.url}/lp/api/auth/${action}`, init));
  }

  async csrf(): Promise<string> {
    return (await this.get("csrf")).body.csrfToken;
  }
}

async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body, headers: response.headers };
}

function expectNoStore(...answers: Answer[]) {
  for (const answer of answers) expect(answer.headers.get("cache-control"), JSON.stringify(answer.body)).toBe("no-store");
}

const injectFault = built.control.fault;

describe("the app signs in and out", () => {
  it("with JSON bodies: csrf sets the cookie, the code is sent, the OTP logs in, the session shows the user, sign-out ends it", async () => {
    const client = new AppClient();

    const csrf = await client.get("csrf");
    expect(csrf.status).toBe(200);
    expect(csrf.body).toEqual({ csrfToken: expect.stringMatching(/^[\w-]{32}$/) });
    // The session cookie (its production name may carry a prefix such as __Host-).
    expect(csrf.headers.getSetCookie().some((line) => /^(?:__Host-)?gl_session=/.test(line))).toBe(true);
    const csrfToken = csrf.body.csrfToken as string;
    expect(await client.csrf()).toBe(csrfToken);

    const signedOut = await client.get("session");
    expect(signedOut.body).toEqual({});

    const sent = await client.post("signin", { csrfToken, kind: "phone", identity: DEMO_CARDHOLDER.phone });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ ok: true, status: "otp-sent" });

    const loggedIn = await client.post("signin", { csrfToken, otp: built.sim.otp, callbackUrl: "/lp/cards/rewards" });
    expect(loggedIn.status, JSON.stringify(loggedIn.body)).toBe(200);
    expect(loggedIn.body).toEqual({ ok: true, url: "/lp/cards/rewards" });

    const session = await client.get("session");
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ user: { name: "Asha", customerId: DEMO_CARDHOLDER.customerId }, expires: expect.any(String) });

    const signOut = await client.post("signout", { csrfToken });
    expect(signOut.status).toBe(200);
    expect(signOut.body).toEqual({ ok: true, url: SIGN_OUT_PATH });
    const after = await client.get("session");
    expect(after.body).toEqual({});

    expectNoStore(csrf, signedOut, sent, loggedIn, session, signOut, after);
  });

  it("with form bodies, by e-mail; an off-site callbackUrl gives the card home", async () => {
    const client = new AppClient();
    const csrfToken = await client.csrf();

    const sent = await client.post("signin", { csrfToken, kind: "email", identity: DEMO_CARDHOLDER.email }, "form");
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ ok: true, status: "otp-sent" });

    const loggedIn = await client.post("signin", { csrfToken, otp: built.sim.otp, callbackUrl: "https://evil.example/steal" }, "form");
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body).toEqual({ ok: true, url: CARD_HOME_PATH });
    expect((await client.get("session")).body).toMatchObject({ user: { name: "Asha", customerId: DEMO_CARDHOLDER.customerId } });

    const signOut = await client.post("signout", { csrfToken }, "form");
    expect(signOut.body).toEqual({ ok: true, url: SIGN_OUT_PATH });
    expect((await client.get("session")).body).toEqual({});
    expectNoStore(sent, loggedIn, signOut);
  });

  it("lists the providers, never cached", async () => {
    const providers = await new AppClient().get("providers");

    expect(providers.status).toBe(200);
    expect(Object.keys(providers.body).sort()).toEqual(["email-otp", "phone-otp"]);
    expectNoStore(providers);
  });
});

describe("the refusals keep their status", () => {
  it("403 for a wrong or missing csrf token, and for a token without its cookie; nothing is sent", async () => {
    const client = new AppClient();
    const csrfToken = await client.csrf();

    const wrong = await client.post("signin", { csrfToken: "x".repeat(32), kind: "phone", identity: DEMO_CARDHOLDER.phone });
    const missing = await client.post("signin", { kind: "phone", identity: DEMO_CARDHOLDER.phone }, "form");
    const noCookie = await new AppClient().post("signin", { csrfToken, kind: "phone", identity: DEMO_CARDHOLDER.phone });
    const signOut = await client.post("signout", { csrfToken: "y".repeat(32) });

    for (const answer of [wrong, missing, noCookie, signOut]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ ok: false, error: EXPIRED });
    }
    expectNoStore(wrong, missing, noCookie, signOut);
    expect(await built.control.requests("/auth/v2/send-otp")).toHaveLength(0);
  });

  it("401 for a wrong code, and the session stays signed out", async () => {
    const client = new AppClient();
    const csrfToken = await client.csrf();
    await client.post("signin", { csrfToken, kind: "phone", identity: DEMO_CARDHOLDER.phone });

    const wrong = await client.post("signin", { csrfToken, otp: "000000" });

    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ ok: false, error: expect.any(String) });
    expect((await client.get("session")).body).toEqual({});
    expectNoStore(wrong);
  });

  it("404 for an unknown account", async () => {
    const client = new AppClient();
    const csrfToken = await client.csrf();

    const unknown = await client.post("signin", { csrfToken, kind: "phone", identity: "9123456780" });

    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ok: false, error: "We could not find a gold card account for these details." });
    expectNoStore(unknown);
  });

  it("429 with Retry-After once a code has been tried too many times", async () => {
    const client = new AppClient();
    const csrfToken = await client.csrf();
    await client.post("signin", { csrfToken, kind: "phone", identity: DEMO_CARDHOLDER.phone });
    for (let i = 0; i < 5; i += 1) expect((await client.post("signin", { csrfToken, otp: "000000" })).status).toBe(401);

    const sixth = await client.post("signin", { csrfToken, otp: built.sim.otp });

    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sixth.body).toEqual({ ok: false, error: expect.any(String) });
    expectNoStore(sixth);
  });

  it("502 when the upstream fails to send the code", async () => {
    const client = new AppClient();
    const csrfToken = await client.csrf();
    await injectFault({ path: "/auth/v2/send-otp", method: "POST", status: 500, body: { code: 500, message: "SMS gateway is down" } });

    const failed = await client.post("signin", { csrfToken, kind: "phone", identity: DEMO_CARDHOLDER.phone });

    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ ok: false, error: expect.any(String) });
    expectNoStore(failed);
  });

  it("400 for an identity that is not a phone number, for a code before any was sent, and for bad JSON", async () => {
    const client = new AppClient();
    const csrfToken = await client.csrf();

    const badPhone = await client.post("signin", { csrfToken, kind: "phone", identity: "12345" });
    const early = await client.post("signin", { csrfToken, otp: built.sim.otp });
    const badJson = await read(
      await fetch(`${built.app.url}/lp/api/auth/signin`, {
        method: "POST",
        headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
        body: '{"csrfToken": ',
      }),
    );

    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toEqual({ ok: false, error: expect.any(String) });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ ok: false, error: "Please ask for a code first." });
    expect(badJson.status).toBe(400);
    expectNoStore(badPhone, early, badJson);
  });

  it("404 for an unknown action, never cached", async () => {
    const client = new AppClient();
    const csrfToken = await client.csrf();

    const get = await client.get("nothing");
    const post = await client.post("nothing", { csrfToken });

    expect(get.status).toBe(404);
    expect(post.status).toBe(404);
    expectNoStore(get, post);
  });
});

describe("POST log", () => {
  it("answers {ok: true}, never cached, without a csrf token", async () => {
    const answer = await new AppClient().post("log", { level: "error", code: "E_APP", message: "Something broke in the app" });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expectNoStore(answer);
  });

  it("refuses a body over 4 KB with 413, never cached", async () => {
    const answer = await new AppClient().post("log", { message: "x".repeat(5000) });

    expect(answer.status).toBe(413);
    expectNoStore(answer);
  });
});
