/**
 * A store outage degrades, never stops a write (docs/architecture.md, standing rules): with Redis
 * gone the locks of app/site/write-once.server.ts fail open (the log line and the lock itself are
 * proven in app/platform/shared-store.server.test.ts), and a reward is still claimed and a
 * release request still raised, once each. This file stops its own redis-server halfway, so it
 * has one of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { journal, useSimulatedApp } from "./helpers";
import { cardholderEnv, logIn, postPage } from "./cardholder";
import * as releaseRequests from "~/routes/lp_.cards._account.release-requests";
import * as rewards from "~/routes/lp_.cards._account.rewards";

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

const app = useSimulatedApp({ env: () => ({ ...cardholderEnv()(), REDIS_URL: redis.url }) });

describe("with Redis gone", () => {
  it("a cardholder still claims a reward and raises a release request", async () => {
    const jar = await logIn(app.sim.otp);
    await redis.stop();

    const claimed = await postPage(rewards.action, jar, "/lp/cards/rewards", { groupId: "FESTIVE-2026" });
    expect(claimed.location, JSON.stringify(claimed.data)).toBe("/lp/cards/rewards");
    expect(await journal(app, "/supabase/update", "PUT")).toHaveLength(1);

    const request = { actionDesired: "PART_RELEASE", priority: "NORMAL", customerNotes: "" };
    const raised = await postPage(releaseRequests.action, jar, "/lp/cards/release-requests", request);
    expect(raised.location, JSON.stringify(raised.data)).toBe("/lp/cards/release-requests");
    expect(await journal(app, "/release-requests", "POST")).toHaveLength(1);
  });
});
