/**
 * A stalling upstream (issue 30 item 3; requirements §A10, §A11): pages whose upstream writes
 * its headers and one byte and then nothing answer once the deadline (UPSTREAM_TIMEOUT_MS,
 * 500 ms here) has passed, with the requirements §8 handling, and no socket to the upstream stays open
 * afterwards (the misbehaving server's count of open connections reaches 0). Flagsmith and
 * PostHog likewise. The flooding upstream is upstream-flood.test.ts.
 */
import { citiesOfLines } from "~/journey/city-rows";
import { describe, expect, it } from "vitest";
import { call, getRequest } from "./helpers";
import { timed, useMisbehavingUpstream } from "./upstream-bounds";
import { captureEvent, settleAnalytics } from "~/site/analytics.server";
import * as basicDetails from "~/routes/lp.basic-details";
import * as cityPage from "~/routes/($lang).gold-loan.$city";
import * as layout from "~/routes/lp";
import { LEAD_PATHS } from "../support/fixtures";

const DEADLINE_MS = 500;
const bad = useMisbehavingUpstream(DEADLINE_MS);

describe("an upstream that stalls after its headers and one byte", () => {
  it("the lead form's page answers (cities unavailable popup) once the deadline passes, and its socket is closed", async () => {
    bad.upstream.misbehave(LEAD_PATHS.cities, "stall");

    const { result: outcome, ms } = await timed(() => call(basicDetails.loader, getRequest("/lp/basic-details")));

    console.log(`[upstream-bounds] /lp/basic-details with the cities stalled answered in ${ms} ms (deadline ${DEADLINE_MS} ms)`);
    expect(outcome.status).toBe(200);
    expect(citiesOfLines(outcome.data.cities as string)).toEqual([]);
    expect(outcome.data.popup).toMatchObject({ message: expect.any(String) });
    expect(bad.upstream.answers.some((answer) => answer.mode === "stall")).toBe(true);
    await bad.upstream.allClosed();
  });

  it("a city's search page answers without a 500 when all its content stalls, and leaves no socket open", async () => {
    bad.upstream.misbehave("/api/v1/", "stall");

    const { result: outcome, ms } = await timed(() => call(cityPage.loader, getRequest("/gold-loan/pune"), { city: "pune" }));

    console.log(`[upstream-bounds] /gold-loan/pune with the content stalled answered ${outcome.status} in ${ms} ms`);
    expect(outcome.status).not.toBe(500);
    await bad.upstream.allClosed();
  });

  it("a huge Content-Length and then a stall: refused from the headers, the page answers and the socket is closed after one byte", async () => {
    bad.upstream.misbehave(LEAD_PATHS.cities, "huge-length");

    const outcome = await call(basicDetails.loader, getRequest("/lp/basic-details"));

    expect(outcome.data.popup).toMatchObject({ message: expect.any(String) });
    await bad.upstream.allClosed();
    expect(bad.upstream.answers.filter((answer) => answer.mode === "huge-length").every((answer) => answer.bytesWritten === 1)).toBe(true);
  });

  it("a Flagsmith that stalls: the /lp layout answers with the default flags, and the socket is closed", async () => {
    bad.upstream.misbehave("/flagsmith/", "stall");

    const { result: outcome, ms } = await timed(() => call(layout.loader, getRequest("/lp/basic-details")));

    console.log(`[upstream-bounds] /lp layout with Flagsmith stalled answered in ${ms} ms`);
    expect(outcome.data).toMatchObject({ flagsSource: "default flags" });
    await bad.upstream.allClosed();
  });

  // posthog-node already cut its sends at its timeout; this keeps it so through boundedFetch.
  it("a PostHog that stalls: its sends end (the retry too) and no socket stays open", async () => {
    bad.upstream.misbehave("/posthog/", "stall");

    captureEvent(getRequest("/lp/basic-details"), "bounds_checked");
    await settleAnalytics();

    expect(bad.upstream.answers.some((answer) => answer.path.startsWith("/posthog/"))).toBe(true);
    await bad.upstream.allClosed();
  });
});
