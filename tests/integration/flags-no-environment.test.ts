/**
 * A Flagsmith API configured without an environment id (requirements §5, §8): the client is not
 * created, "Please specify a environment id" is logged once, and every page gets the default
 * flags, source "default flags", without a call to Flagsmith.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { call, getRequest, journal, useSimulatedApp } from "./helpers";
import { DEFAULT_OTHER_DATA } from "~/site/other-data";
import { getFlags, shutdownFlags } from "~/site/flags.server";
import { log } from "~/platform/log.server";
import * as layout from "~/routes/lp";

// FLAGSMITH_API_URL set and FLAGSMITH_ENVIRONMENT_ID unset: env() then has no environment id.
const app = useSimulatedApp({ env: (sim) => ({ FLAGSMITH_API_URL: `${sim.url}/flagsmith/api/v1` }) });

afterAll(async () => {
  await shutdownFlags();
  delete process.env.FLAGSMITH_API_URL;
});

describe("flags without an environment id", () => {
  // One test: "logged once" is about the whole process, so no other test may read the flags first.
  it("gives the default flags, the /lp layout renders with them, and 'Please specify a environment id' is logged once, calling nothing", async () => {
    const error = vi.spyOn(log, "error");

    const first = await getFlags(getRequest("/lp/basic-details", undefined, { cookie: "flagsmithIdentity=noexit-1" }));
    const second = await getFlags(getRequest("/lp/basic-details"));
    const outcome = await call(layout.loader, getRequest("/lp/basic-details", undefined, { cookie: "flagsmithIdentity=noexit-2" }));

    expect(first).toEqual({ flags: DEFAULT_OTHER_DATA, source: "default flags" });
    expect(second).toEqual({ flags: DEFAULT_OTHER_DATA, source: "default flags" });
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({
      showExitIntentOnPage: true,
      alertSeek: { active: true, timeoutMs: 8000, dismissedTimeoutMs: 60000 },
      flagsSource: "default flags",
    });
    expect(error.mock.calls).toEqual([["flags.disabled", { error: "Please specify a environment id" }]]);
    expect((await journal(app)).filter((entry) => entry.path.startsWith("/flagsmith/"))).toEqual([]);
  });
});
