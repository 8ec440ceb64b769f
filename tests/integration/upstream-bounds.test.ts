/**
 * A stalling and a flooding upstream (issue 30 items 3 and 4; ARCHITECTURE.md §10, §11): pages
 * whose upstream stalls after its headers answer once the deadline (UPSTREAM_TIMEOUT_MS, 500 ms
 * here) has passed, with the spec §8 handling; an answer larger than the cap is refused while
 * it is still arriving, so memory stays bounded with eight of them at once; and no socket to
 * the upstream stays open afterwards. Flagsmith and PostHog likewise.
 *
 * The content, lead, Flagsmith and PostHog services point at a small server of the test's
 * (tests/support/misbehaving-upstream.ts) that passes every request on to the simulator except
 * those on the path a test names, which it answers badly.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { call, CookieJar, getRequest, leadFields, LEAD_PATHS, useSimulatedApp } from "./helpers";
import { land, submitLeadForm } from "./journey";
import { FLOOD_BYTES, startMisbehavingUpstream, type MisbehavingUpstream } from "../support/misbehaving-upstream";
import { SIMULATOR_FLAGSMITH_ENVIRONMENT_ID, SIMULATOR_POSTHOG_API_KEY } from "~/platform/env.server";
import { captureEvent, settleAnalytics, shutdownAnalytics } from "~/site/analytics.server";
import { clearFlagsCache, shutdownFlags } from "~/site/flags.server";
import { log } from "~/platform/log.server";
import * as basicDetails from "~/routes/lp.basic-details";
import * as cityPage from "~/routes/($lang).gold-loan.$city";
import * as layout from "~/routes/lp";

let upstream: MisbehavingUpstream;
// Registered before useSimulatedApp's own beforeAll, so the server's URL is known when the app's configuration is set.
beforeAll(async () => {
  upstream = await startMisbehavingUpstream(() => app.sim.url);
});
const app = useSimulatedApp({
  env: () => ({
    CONTENT_URL: upstream.url,
    LEAD_SERVICE_URL: upstream.url,
    FLAGSMITH_API_URL: `${upstream.url}/flagsmith/api/v1`,
    FLAGSMITH_ENVIRONMENT_ID: SIMULATOR_FLAGSMITH_ENVIRONMENT_ID,
    POSTHOG_HOST: `${upstream.url}/posthog`,
    POSTHOG_API_KEY: SIMULATOR_POSTHOG_API_KEY,
  }),
});
beforeEach(() => {
  upstream.misbehave(null);
  clearFlagsCache();
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await shutdownAnalytics();
  await shutdownFlags();
  await upstream.close();
});

const MB = 1024 * 1024;

/** How long `work` took, in ms (printed, never asserted: the machine may be busy). */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

describe("an upstream that stalls after its headers and one byte", () => {
  it("the lead form's page answers (cities unavailable popup) once the deadline passes, and its socket is closed", async () => {
    upstream.misbehave(LEAD_PATHS.cities, "stall");

    const { result: outcome, ms } = await timed(() => call(basicDetails.loader, getRequest("/lp/basic-details")));

    console.log(`[upstream-bounds] /lp/basic-details with the cities stalled answered in ${ms} ms (deadline 500 ms)`);
    expect(outcome.status).toBe(200);
    expect(outcome.data.cities).toEqual([]);
    expect(outcome.data.popup).toMatchObject({ message: expect.any(String) });
    expect(upstream.answers.some((answer) => answer.mode === "stall")).toBe(true);
    await upstream.allClosed();
  });

  it("a city's search page answers without a 500 when all its content stalls, and leaves no socket open", async () => {
    upstream.misbehave("/api/v1/", "stall");

    const { result: outcome, ms } = await timed(() => call(cityPage.loader, getRequest("/gold-loan/pune"), { city: "pune" }));

    console.log(`[upstream-bounds] /gold-loan/pune with the content stalled answered ${outcome.status} in ${ms} ms`);
    expect(outcome.status).not.toBe(500);
    await upstream.allClosed();
  });

  it("a huge Content-Length is refused from the headers: the page answers and the socket is closed after one byte", async () => {
    upstream.misbehave(LEAD_PATHS.cities, "huge-length");

    const outcome = await call(basicDetails.loader, getRequest("/lp/basic-details"));

    expect(outcome.data.popup).toMatchObject({ message: expect.any(String) });
    await upstream.allClosed();
    expect(upstream.answers.filter((answer) => answer.mode === "huge-length").every((answer) => answer.bytesWritten === 1)).toBe(true);
  });
});

describe("an upstream that floods", () => {
  it("eight lead forms answered with 50 MB each at once: each form answers, none read the whole body, memory stays bounded", async () => {
    const jars = Array.from({ length: 8 }, () => new CookieJar());
    for (const jar of jars) await land(jar);
    upstream.misbehave(LEAD_PATHS.paidCreate, "flood");
    const errors = vi.spyOn(log, "error");

    const before = process.memoryUsage();
    let peak = before;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      if (now.heapUsed + now.arrayBuffers > peak.heapUsed + peak.arrayBuffers) peak = now;
      if (now.rss > peak.rss) peak = { ...peak, rss: now.rss };
    }, 5);
    let outcomes;
    try {
      outcomes = await Promise.all(jars.map((jar) => submitLeadForm(jar, leadFields())));
    } finally {
      clearInterval(sampler);
    }
    const after = process.memoryUsage();

    const held = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.arrayBuffers;
    const floods = upstream.answers.filter((answer) => answer.mode === "flood");
    console.log(
      `[upstream-bounds] 8 x ${FLOOD_BYTES / MB} MB answers: RSS ${Math.round(before.rss / MB)} MB before, ${Math.round(peak.rss / MB)} MB at most, ${Math.round(after.rss / MB)} MB after; ` +
        `heap + buffers of this worker ${Math.round(held(before) / MB)} MB before, ${Math.round(held(peak) / MB)} MB at most; ` +
        `bytes the upstream got to write per answer: ${floods.map((answer) => Math.round(answer.bytesWritten / MB)).join(", ")} MB`,
    );
    // The spec §8 handling of a failed lead creation (a message on the form, or a popup on the form's page), never a 500.
    for (const outcome of outcomes) expect([302, 502]).toContain(outcome.status);
    expect(floods).toHaveLength(8);
    for (const answer of floods) expect(answer.complete).toBe(false);
    // Refused for its size (a contract error), not cut by the deadline.
    expect(errors.mock.calls.filter(([event]) => event === "upstream.too_large")).toHaveLength(8);
    await upstream.allClosed();
    expect(held(peak) - held(before)).toBeLessThan(100 * MB);
  });
});

describe("Flagsmith and PostHog", () => {
  it("a Flagsmith that stalls after its headers: the /lp layout answers with the default flags, and the socket is closed", async () => {
    upstream.misbehave("/flagsmith/", "stall");

    const { result: outcome, ms } = await timed(() => call(layout.loader, getRequest("/lp/basic-details")));

    console.log(`[upstream-bounds] /lp layout with Flagsmith stalled answered in ${ms} ms`);
    expect(outcome.data).toMatchObject({ flagsSource: "default flags" });
    await upstream.allClosed();
  });

  it("a Flagsmith that floods: default flags, refused for its size (not only cut by the deadline) before its end", async () => {
    upstream.misbehave("/flagsmith/", "flood");
    const warnings = vi.spyOn(log, "warn");

    const outcome = await call(layout.loader, getRequest("/lp/basic-details"));

    expect(outcome.data).toMatchObject({ flagsSource: "default flags" });
    expect(warnings).toHaveBeenCalledWith("flags.load_failed", expect.objectContaining({ error: expect.stringContaining("larger than") }));
    await upstream.allClosed();
    expect(upstream.answers.filter((answer) => answer.mode === "flood").every((answer) => !answer.complete)).toBe(true);
  });

  // posthog-node already cut its sends at its timeout and never read a body; this keeps it so through boundedFetch.
  it("a PostHog that stalls or floods: its sends end (no retry left waiting) and no socket stays open", async () => {
    for (const mode of ["stall", "flood"] as const) {
      upstream.misbehave("/posthog/", mode);

      captureEvent(getRequest("/lp/basic-details"), "bounds_checked");
      await settleAnalytics();

      await upstream.allClosed();
      expect(upstream.answers.some((answer) => answer.mode === mode)).toBe(true);
    }
    expect(upstream.answers.filter((answer) => answer.mode === "flood").every((answer) => !answer.complete)).toBe(true);
  });
});
