/**
 * No token or one-time code in any log line (ARCHITECTURE.md §5, issue 4): the app's JSON logs
 * are captured while a cardholder logs in, mistypes a code, meets upstream failures that log the
 * request and the response (login, consent, limit OTP), is signed out by a 401, and while the
 * Android app posts a client log line that carries the token.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CookieJar, fault, journal, useSimulatedApp } from "./helpers";
import { cardholderEnv, jsonRequest, loadLayout, loadPage, logIn, postCode, postLogin, postPage, tokenOf } from "./cardholder";
import * as authApi from "~/routes/lp_.api.auth.$action";
import * as consent from "~/routes/lp_.cards._account.consent";
import * as limitIncrease from "~/routes/lp_.cards._account.limit-increase";
import * as limits from "~/routes/lp_.cards._account.limits";

// Two logins of the demo cardholder in one test: no cool-down between their codes (the limits are tested elsewhere).
const app = useSimulatedApp({ env: cardholderEnv({ OTP_RESEND_COOLDOWN_SECONDS: "0" }) });
const WRONG_CODE = "987650";

let lines: string[] = [];
let savedLevel: string | undefined;

beforeEach(() => {
  lines = [];
  savedLevel = process.env.LOG_LEVEL;
  delete process.env.LOG_LEVEL;
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, "write").mockImplementation(capture);
  vi.spyOn(process.stderr, "write").mockImplementation(capture);
});

afterEach(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = savedLevel;
});

async function currentToken(): Promise<string> {
  const validations = await journal(app, "/auth/jwtvalidate", "POST");
  return tokenOf(validations.at(-1)?.headers.authorization);
}

describe("the app's logs during a cardholder's visit", () => {
  it("never hold the JWT or a one-time code, while still logging the failures", async () => {
    // A failed login whose request body ({phone, otp}) is logged by the upstream client.
    const failed = new CookieJar();
    await postLogin(failed, { kind: "phone", identity: "9000000601" });
    await fault(app, { path: "/auth/v2/otplogin", method: "POST", status: 500, body: { code: 500, message: `otp ${app.sim.otp} failed` }, times: 1 });
    await postCode(failed, { intent: "verify", otp: app.sim.otp });
    // A mistyped code.
    await postCode(failed, { intent: "verify", otp: WRONG_CODE });

    const jar = await logIn(app.sim.otp);
    await loadLayout(jar);
    await loadPage(limits.loader, jar, "/lp/cards/limits");
    const token = await currentToken();

    // Consent: the code is sent, then its validation fails upstream (logged with {trackingId, otp}).
    await postPage(consent.action, jar, "/lp/cards/consent", { intent: "send" });
    await fault(app, { path: "/credit-limit/validate-consent-otp", method: "POST", status: 503, times: 1 });
    await postPage(consent.action, jar, "/lp/cards/consent", { intent: "validate", otp: app.sim.otp });

    // Limit OTP: verification fails upstream with the request and tracking ids and the code.
    await postPage(limitIncrease.action, jar, "/lp/cards/limit-increase", { intent: "send-otp", requestId: "LIR-0601" });
    await fault(app, { path: "/credit-limit-management/verify-limit-otp", method: "POST", status: 500, times: 1 });
    await postPage(limitIncrease.action, jar, "/lp/cards/limit-increase", { intent: "verify-otp", otp: app.sim.otp });

    // The app logs a client line that quotes the token.
    await authApi.action({ request: jsonRequest("/lp/api/auth/log", { level: "error", code: "CLIENT", message: `jwt=${token} JWT ${token}` }, jar), params: { action: "log" }, context: {} });

    // The token is rejected: the sign-out is logged.
    await fault(app, { path: "/auth/jwtvalidate", method: "POST", status: 401 });
    await loadLayout(jar);

    const text = lines.join("");
    // The failures were logged (so the test is looking at real lines)...
    expect(text).toContain("upstream.failed");
    expect(text).toContain("/auth/v2/otplogin");
    expect(text).toContain("/credit-limit/validate-consent-otp");
    expect(text).toContain("verify-limit-otp");
    expect(text).toContain("auth.client_log");
    expect(text).toContain("cards.signed_out");
    // ...and none holds a secret.
    expect(token.length).toBeGreaterThan(40);
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split(".")[2]);
    expect(text).not.toContain(app.sim.otp);
    expect(text).not.toContain(WRONG_CODE);
    expect(text).not.toContain("9000000601");
  });
});
