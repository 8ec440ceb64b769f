/**
 * The setup of the stalling and flooding upstream tests (upstream-stall.test.ts,
 * upstream-flood.test.ts): the content, lead, Flagsmith and PostHog services point at a small
 * server of the test's (tests/support/misbehaving-upstream.ts) that passes every request on to
 * the simulator except those on the path a test names, which it answers badly.
 */
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { useSimulatedApp } from "./helpers";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../support/misbehaving-upstream";
import { SIMULATOR_FLAGSMITH_ENVIRONMENT_ID, SIMULATOR_POSTHOG_API_KEY } from "~/platform/env.server";
import { shutdownAnalytics } from "~/site/analytics.server";
import { clearFlagsCache, shutdownFlags } from "~/site/flags.server";

/** The test file's misbehaving upstream (from beforeAll on), with the app's deadline UPSTREAM_TIMEOUT_MS = `timeoutMs`. */
export function useMisbehavingUpstream(timeoutMs: number): { readonly upstream: MisbehavingUpstream } {
  let upstream: MisbehavingUpstream | undefined;
  // Registered before useSimulatedApp's own beforeAll, so the server's URL is known when the app's configuration is set.
  beforeAll(async () => {
    upstream = await startMisbehavingUpstream(() => app.sim.url);
  });
  const app = useSimulatedApp({
    env: () => ({
      UPSTREAM_TIMEOUT_MS: String(timeoutMs),
      CONTENT_URL: upstream!.url,
      LEAD_SERVICE_URL: upstream!.url,
      FLAGSMITH_API_URL: `${upstream!.url}/flagsmith/api/v1`,
      FLAGSMITH_ENVIRONMENT_ID: SIMULATOR_FLAGSMITH_ENVIRONMENT_ID,
      POSTHOG_HOST: `${upstream!.url}/posthog`,
      POSTHOG_API_KEY: SIMULATOR_POSTHOG_API_KEY,
    }),
  });
  beforeEach(() => {
    upstream!.misbehave(null);
    // Each test sees only the bad answers given during it.
    upstream!.answers.length = 0;
    clearFlagsCache();
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await shutdownAnalytics();
    await shutdownFlags();
    await upstream?.close();
  });
  return {
    get upstream() {
      if (!upstream) throw new Error("The misbehaving upstream starts in beforeAll");
      return upstream;
    },
  };
}

/** How long `work` took, in ms (printed, never asserted: the machine may be busy). */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}
