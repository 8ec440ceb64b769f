/**
 * No token or one-time code in any log line (requirements §A5, issue 4): the app's JSON logs
 * are captured while a cardholder logs in, mistypes a code, meets upstream failures that log the
 * request and the response (login, consent, limit OTP), is signed out by a 401, and while the
 * Android app posts a client log line that carries the token.
 */
import { describe, expect, it } from "vitest";
import { useLogLines } from "../support/log-lines";
import { CookieJar, fault, journal, ORIGIN, useSimulatedApp } from "./helpers";
import { cardholderEnv, jsonRequest, loadLayout, loadPage, logIn, postCode, postLogin, postPage, tokenOf } from "./cardholder";
import * as authApi from "~/routes/lp_.api.auth.$action";
import * as consent from "~/routes/lp_.cards._account.consent";
import * as documents from "~/routes/lp_.cards._account.documents";
import * as limitIncrease from "~/routes/lp_.cards._account.limit-increase";
import * as limits from "~/routes/lp_.cards._account.limits";
import * as releaseRequests from "~/routes/lp_.cards._account.release-requests";
import { DEMO_CARDHOLDER } from "../support/fixtures";

// Two logins of the demo cardholder in one test: no cool-down between their codes (the limits are tested elsewhere).
const app = useSimulatedApp({ env: cardholderEnv({ OTP_RESEND_COOLDOWN_SECONDS: "0" }) });
const WRONG_CODE = "987650";

const written = useLogLines();

async function currentToken(): Promise<string> {
  const validations = await journal(app, "/auth/jwtvalidate", "POST");
  return tokenOf(validations.at(-1)?.headers.authorization);
}

describe("the app's logs during a cardholder's visit", () => {
  it("never hold the JWT or a one-time code, while still logging the failures", async () => {
    // A failed login whose request body ({phone, otp}) is logged by the upstream client.
    const failed = new CookieJar();
    await postLogin(failed, { kind: "phone", identity: DEMO_CARDHOLDER.phone });
    await app.control.failWith({ path: "/auth/v2/otplogin", status: 500, message: `otp ${app.sim.otp} failed`, times: 1 });
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
    await authApi.action({
      request: jsonRequest("/lp/api/auth/log", { level: "error", code: "CLIENT", message: `jwt=${token} JWT ${token}` }, jar),
      params: { action: "log" },
      context: {},
    });

    // The token is rejected: the sign-out is logged.
    await fault(app, { path: "/auth/jwtvalidate", method: "POST", status: 401 });
    await loadLayout(jar);

    const text = written().join("");
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
    expect(text).not.toContain(DEMO_CARDHOLDER.phone);
  });
});

/** The log lines written so far, parsed. */
function logLines(): Record<string, any>[] {
  return written()
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

describe("error logs hold ids, codes, statuses and lengths, never what the cardholder wrote", () => {
  const HOLDER = "Asharani Venkataraman";
  const PAN = "ABCPR1234K";
  const NOTES = "Please call my husband Ravikumar before you come";
  const EMAIL = "asha.venkat@example.com";

  it("a failed PAN check and a failed release request log the failure without the name, the PAN or the notes", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, {
      path: "/kyc/pan-validation",
      method: "POST",
      status: 500,
      body: { code: 500, message: `No match for ${HOLDER} (${EMAIL})`, pan: PAN, name: HOLDER },
    });
    await fault(app, {
      path: "/release-requests",
      method: "POST",
      status: 500,
      body: { code: 500, message: "Release service is down", customerNotes: NOTES },
    });

    const pan = await documents.action({
      request: new Request(`${ORIGIN}/lp/cards/documents`, {
        method: "POST",
        body: new URLSearchParams({ intent: "pan", pan: PAN, name: HOLDER }),
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", cookie: jar.header() },
      }),
      params: {},
      context: {},
    });
    expect((pan as Response).status).toBe(302);
    await postPage(releaseRequests.action, jar, "/lp/cards/release-requests", {
      actionDesired: "FULL_RELEASE",
      priority: "NORMAL",
      customerNotes: NOTES,
    });

    const failed = logLines().filter((line) => line.event === "upstream.failed");
    // The failures were logged, with what helps: the call, the status, the lengths...
    expect(failed.map((line) => line.url)).toEqual([
      expect.stringContaining("/kyc/pan-validation"),
      expect.stringContaining("/release-requests"),
    ]);
    expect(failed.map((line) => line.status)).toEqual([500, 500]);
    expect(failed[0]!.request).toEqual({ pan: "***", name: `[${HOLDER.length} chars]` });
    expect(failed[1]!.request).toMatchObject({
      cardId: "GC-0601",
      actionDesired: "FULL_RELEASE",
      customerNotes: `[${NOTES.length} chars]`,
    });
    // ...and nothing the cardholder wrote, nor what the upstream echoed of it.
    const text = written().join("");
    for (const personal of [HOLDER, "Asharani", "Venkataraman", PAN, "Ravikumar", NOTES, EMAIL]) expect(text).not.toContain(personal);
  });

  it("a client log line is logged at info whatever level it names; the level is kept only from the known ones, the rest capped", async () => {
    const post = (body: Record<string, string>) =>
      authApi.action({ request: jsonRequest("/lp/api/auth/log", body), params: { action: "log" }, context: {} });

    await post({ level: "error", code: "E_APP", message: `Crash for ${EMAIL}` });
    await post({ level: 'EMERGENCY\n{"level":"error"}', code: "bad code<script>".repeat(20), message: "m".repeat(2000) });

    const clientLines = logLines().filter((line) => line.event === "auth.client_log");
    expect(clientLines).toHaveLength(2);
    for (const line of clientLines) expect(line.level).toBe("info");
    expect(clientLines[0]).toMatchObject({ clientLevel: "error", clientCode: "E_APP" });
    expect(clientLines[0]!.message).not.toContain("asha.venkat");
    expect(clientLines[1]!.clientLevel).toBeNull();
    expect(clientLines[1]!.clientCode).toMatch(/^[\w.:-]{1,80}$/);
    expect(clientLines[1]!.message).toHaveLength(500);
    // Nothing at warn or error: a client cannot raise an alarm in our logs.
    expect(
      written().filter((chunk) => /"level":"(?:warn|error)"/.test(String(chunk)) && String(chunk).includes("auth.client_log")),
    ).toHaveLength(0);
  });
});
