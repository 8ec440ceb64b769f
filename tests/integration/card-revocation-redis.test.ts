/**
 * Sign-out revokes on every instance (docs/decisions/011): the revocation lives in Redis, so a
 * session signed out through one store client is refused through another, as two instances of
 * the site would be (each its own client on the one redis-server). When Redis is gone, the check
 * fails open: card-revocation-redis-outage.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { call, CookieJar, postRequest, useSimulatedApp } from "./helpers";
import { CARD_HOME_PATH, cardholderEnv, loadLayout, loadPage, logIn, SIGN_OUT_PATH } from "./cardholder";
import { createClient } from "@redis/client";
import { CARD_SESSION_MAX_AGE_MS } from "~/cards/auth.server";
import { closeSharedStore, RedisStore, sharedStore } from "~/platform/shared-store.server";
import * as limits from "~/routes/lp_.cards._account.limits";
import * as signOutRoute from "~/routes/lp_.cards.sign-out";

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

// Several logins of the one test account follow each other at once: no cool-down between their codes.
const app = useSimulatedApp({ env: () => ({ ...cardholderEnv({ OTP_RESEND_COOLDOWN_SECONDS: "0" })(), REDIS_URL: redis.url }) });

function signOut(jar: CookieJar) {
  return call(signOutRoute.action, postRequest("/lp/cards/sign-out", {}, jar), {}, jar);
}

/**
 * What another instance of the site would do: answer through a store client of its own, once
 * connected, as a running instance's is (a client still connecting fails open, which a busy
 * machine must not turn into a refusal this test did not mean to check).
 */
async function asAnotherInstance(): Promise<void> {
  await closeSharedStore();
  await vi.waitFor(() => sharedStore().isMarked("gl:test:connected"), { timeout: 10_000, interval: 20 });
}

describe("with Redis", () => {
  it("a session signed out through one store client is refused through another", async () => {
    const jar = await logIn(app.sim.otp);
    const first = sharedStore();
    expect(first).toBeInstanceOf(RedisStore);
    const kept = jar.clone();

    await asAnotherInstance();
    expect((await loadPage(limits.loader, jar, CARD_HOME_PATH)).status).toBe(200);
    expect((await signOut(jar)).location).toBe(SIGN_OUT_PATH);
    const second = sharedStore();
    expect(second).not.toBe(first);

    await asAnotherInstance();
    const replayed = await loadPage(limits.loader, kept.clone(), CARD_HOME_PATH);

    expect(sharedStore()).not.toBe(second);
    expect(replayed.location).toBe(SIGN_OUT_PATH);
    expect((await loadLayout(kept)).location).toBe(SIGN_OUT_PATH);
  });

  it("keeps the revocation in Redis, one short key that lives as long as a session may", async () => {
    const jar = await logIn(app.sim.otp);
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      expect(await client.keys("gl:card-session:*")).toEqual([]);

      await signOut(jar);

      const keys = await client.keys("gl:card-session:*");
      expect(keys).toEqual([expect.stringMatching(/^gl:card-session:revoked:[\w-]{22}$/)]);
      const ttl = await client.pTTL(keys[0]!);
      expect(ttl).toBeGreaterThan(CARD_SESSION_MAX_AGE_MS / 2);
      expect(ttl).toBeLessThanOrEqual(CARD_SESSION_MAX_AGE_MS);
    } finally {
      await client.close();
    }
  });
});
