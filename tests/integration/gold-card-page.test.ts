/**
 * The gold card page /india/goldfd-card/93 (requirements §2: the sign-out landing): what its loader
 * tells the page for a first-time visitor, after the cardholder's own sign-out, after a session
 * that ended (a token the upstream rejected, a revoked copy of the cookie), and for a
 * signed-in cardholder. Only a visitor who just signed out or whose session ended is told so.
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, fault, getRequest, postRequest, useSimulatedApp } from "./helpers";
import { cardholderEnv, loadLayout, loadPage, logIn, SIGN_OUT_PATH } from "./cardholder";
import * as goldCard from "~/routes/india.goldfd-card.93";
import * as signOutRoute from "~/routes/lp_.cards.sign-out";
import * as rewards from "~/routes/lp_.cards._account.rewards";
import { DEMO_CARDHOLDER } from "../support/fixtures";

const app = useSimulatedApp({ env: cardholderEnv() });

async function goldCardPage(jar: CookieJar) {
  const outcome = await call(goldCard.loader, getRequest(SIGN_OUT_PATH, jar), {}, jar);
  expect(outcome.status).toBe(200);
  // The page's canonical URL is its own path, whoever visits.
  const { canonical, i18n, ...visitor } = outcome.data;
  // English: the page's strings are its keys, so none are sent.
  expect(i18n).toEqual([]);
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/india\/goldfd-card\/93$/);
  return visitor;
}

describe("/india/goldfd-card/93", () => {
  it("says nothing about signing out to a first-time visitor", async () => {
    expect(await goldCardPage(new CookieJar())).toEqual({ signedIn: false, notice: null });
  });

  it("says nothing to a visitor sent there from a card page without ever having had a session", async () => {
    const jar = new CookieJar();
    const refused = await loadPage(rewards.loader, jar, "/lp/cards/rewards");
    expect(refused.location).toBe(SIGN_OUT_PATH);
    expect(await goldCardPage(jar)).toEqual({ signedIn: false, notice: null });
  });

  it("tells a cardholder who just signed out that they signed out, also on a later card page refused", async () => {
    const jar = await logIn(app.sim.otp);
    const signedOut = await call(signOutRoute.action, postRequest("/lp/cards/sign-out", {}, jar), {}, jar);
    expect(signedOut.location).toBe(SIGN_OUT_PATH);

    expect(await goldCardPage(jar)).toEqual({ signedIn: false, notice: "signed-out" });
    expect((await loadLayout(jar)).location).toBe(SIGN_OUT_PATH);
    expect(await goldCardPage(jar)).toEqual({ signedIn: false, notice: "signed-out" });
  });

  it("tells a cardholder whose token the upstream rejected that the session ended", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: "/auth/jwtvalidate", method: "POST", status: 401, times: 1 });
    expect((await loadLayout(jar)).location).toBe(SIGN_OUT_PATH);

    expect(await goldCardPage(jar)).toEqual({ signedIn: false, notice: "ended" });
  });

  it("tells the holder of a copy of a signed-out cookie that the session ended", async () => {
    const jar = await logIn(app.sim.otp);
    const copy = jar.clone();
    await call(signOutRoute.action, postRequest("/lp/cards/sign-out", {}, jar), {}, jar);

    expect((await loadLayout(copy)).location).toBe(SIGN_OUT_PATH);
    expect(await goldCardPage(copy)).toEqual({ signedIn: false, notice: "ended" });
  });

  it("has no notice for a signed-in cardholder, nor after signing in again", async () => {
    const jar = await logIn(app.sim.otp);
    expect(await goldCardPage(jar)).toEqual({ signedIn: true, notice: null });
    await call(signOutRoute.action, postRequest("/lp/cards/sign-out", {}, jar), {}, jar);
    // Again, by e-mail (the phone is inside its resend cool-down).
    await logIn(app.sim.otp, DEMO_CARDHOLDER.email, "email", jar);
    expect(await goldCardPage(jar)).toEqual({ signedIn: true, notice: null });
  });
});
