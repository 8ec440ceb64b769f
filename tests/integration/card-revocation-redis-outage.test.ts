/**
 * Sign-out's revocation check when Redis is gone (docs/decisions/011): it fails open with an error
 * log, so cardholders keep their pages. This file stops its own redis-server, so it has one of its own.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { call, CookieJar, postRequest, useSimulatedApp } from "./helpers";
import { CARD_HOME_PATH, cardholderEnv, loadLayout, loadPage, logIn, SIGN_OUT_PATH } from "./cardholder";
import { log } from "~/platform/log.server";
import * as limits from "~/routes/lp_.cards._account.limits";
import * as signOutRoute from "~/routes/lp_.cards.sign-out";

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

const app = useSimulatedApp({ env: () => ({ ...cardholderEnv()(), REDIS_URL: redis.url }) });

function signOut(jar: CookieJar) {
  return call(signOutRoute.action, postRequest("/lp/cards/sign-out", {}, jar), {}, jar);
}

describe("with Redis gone", () => {
  it("a cardholder keeps their pages (the check fails open) and an error is logged, not one per request", async () => {
    const jar = await logIn(app.sim.otp);
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    await redis.stop();

    for (let i = 0; i < 3; i += 1) {
      expect((await loadLayout(jar)).status).toBe(200);
      expect((await loadPage(limits.loader, jar, CARD_HOME_PATH)).status).toBe(200);
    }
    expect((await signOut(jar)).location).toBe(SIGN_OUT_PATH);

    const revocationErrors = errors.mock.calls.filter(([event]) => event === "cards.revocation_store_unavailable");
    expect(revocationErrors.length).toBeGreaterThanOrEqual(1);
    expect(revocationErrors.length).toBeLessThan(7);
    expect(revocationErrors[0]![1]).toMatchObject({ failOpen: true });
  });
});
