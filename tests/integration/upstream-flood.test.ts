/**
 * A flooding upstream (issue 30 item 4; requirements §A10, §A11): an answer larger than the
 * body cap (1 MiB) is refused while it is still arriving, so memory stays bounded with eight
 * 50 MB answers at once, the upstream never gets to write them whole, and no socket stays open.
 * Flagsmith and PostHog likewise. The stalling upstream is upstream-stall.test.ts.
 *
 * The deadline here is far above what reading 1 MiB takes on a busy machine, so each answer is
 * refused for its size, never cut by the deadline: the test tells the two bounds apart.
 */
import { describe, expect, it, vi } from "vitest";
import { call, CookieJar, getRequest, leadFields } from "./helpers";
import { land, submitLeadForm } from "./journey";
import { useMisbehavingUpstream } from "./upstream-bounds";
import { FLOOD_BYTES } from "../support/misbehaving-upstream";
import { captureEvent, settleAnalytics } from "~/site/analytics.server";
import { log } from "~/platform/log.server";
import * as layout from "~/routes/lp";
import { LEAD_PATHS } from "../support/fixtures";

const bad = useMisbehavingUpstream(10_000);
const MB = 1024 * 1024;

describe("an upstream that floods", () => {
  it("eight lead forms answered with 50 MB each at once: each form answers, none read the whole body, memory stays bounded", async () => {
    const jars = Array.from({ length: 8 }, () => new CookieJar());
    for (const jar of jars) await land(jar);
    bad.upstream.misbehave(LEAD_PATHS.paidCreate, "flood");
    const errors = vi.spyOn(log, "error");

    // heapUsed and arrayBuffers are this worker's; RSS is the whole process's (printed only).
    const held = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.arrayBuffers;
    const before = process.memoryUsage();
    let peak = before;
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      if (held(now) > held(peak)) peak = now;
      peakRss = Math.max(peakRss, now.rss);
    }, 5);
    let outcomes;
    try {
      outcomes = await Promise.all(jars.map((jar) => submitLeadForm(jar, leadFields())));
    } finally {
      clearInterval(sampler);
    }
    const after = process.memoryUsage();

    const floods = bad.upstream.answers.filter((answer) => answer.mode === "flood");
    console.log(
      `[upstream-bounds] 8 x ${FLOOD_BYTES / MB} MB answers: RSS ${Math.round(before.rss / MB)} MB before, ${Math.round(peakRss / MB)} MB at most, ${Math.round(after.rss / MB)} MB after; ` +
        `heap + buffers of this worker ${Math.round(held(before) / MB)} MB before, ${Math.round(held(peak) / MB)} MB at most; ` +
        `bytes the upstream got to write per answer: ${floods.map((answer) => Math.round(answer.bytesWritten / MB)).join(", ")} MB`,
    );
    // The requirements §8 handling of a failed lead creation (a message on the form, or a popup on the form's page), never a 500.
    for (const outcome of outcomes) expect([302, 502]).toContain(outcome.status);
    expect(floods).toHaveLength(8);
    for (const answer of floods) expect(answer.complete).toBe(false);
    expect(errors.mock.calls.filter(([event]) => event === "upstream.too_large")).toHaveLength(8);
    await bad.upstream.allClosed();
    expect(held(peak) - held(before)).toBeLessThan(100 * MB);
  });

  it("a Flagsmith that floods: the /lp layout gets the default flags, the answer refused for its size before its end", async () => {
    bad.upstream.misbehave("/flagsmith/", "flood");
    const warnings = vi.spyOn(log, "warn");

    const outcome = await call(layout.loader, getRequest("/lp/basic-details"));

    expect(outcome.data).toMatchObject({ flagsSource: "default flags" });
    expect(warnings).toHaveBeenCalledWith("flags.load_failed", expect.objectContaining({ error: expect.stringContaining("larger than") }));
    await bad.upstream.allClosed();
    expect(bad.upstream.answers.filter((answer) => answer.path.startsWith("/flagsmith/")).every((answer) => !answer.complete)).toBe(true);
  });

  it("a PostHog that floods: its sends end and no socket stays open, the answer not read to its end", async () => {
    bad.upstream.misbehave("/posthog/", "flood");

    captureEvent(getRequest("/lp/basic-details"), "bounds_checked");
    await settleAnalytics();

    await bad.upstream.allClosed();
    const answers = bad.upstream.answers.filter((answer) => answer.path.startsWith("/posthog/"));
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((answer) => !answer.complete)).toBe(true);
  });
});
