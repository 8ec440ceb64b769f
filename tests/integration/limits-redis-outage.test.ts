/**
 * A Redis outage must not take the site down (docs/decisions/010): the limits fail open (the
 * error log line is proven in app/platform/rate-limit.server.test.ts) and the journey goes on.
 * This file stops its own redis-server halfway, so it has one of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { CookieJar, journal, useSimulatedApp } from "./helpers";
import { loadOtpPage, postOtp, startJourney } from "./journey";
import { LEAD_PATHS } from "../support/fixtures";

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

const app = useSimulatedApp({ env: () => ({ REDIS_URL: redis.url }) });

describe("with Redis gone", () => {
  it("a visitor still leaves a lead, gets the code and verifies it", async () => {
    // Counted in Redis while it runs...
    await startJourney(new CookieJar());
    await redis.stop();

    // ...and allowed without it.
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);
    const page = await loadOtpPage(jar, leadId);
    expect(page.status).toBe(200);
    expect(page.data.notice).toBeNull();
    const verified = await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });
    expect(verified.status).toBe(302);
    expect(verified.location).toBe("/lp/pincode");
    expect(await journal(app, LEAD_PATHS.paidCreate, "POST")).toHaveLength(2);
  });
});
