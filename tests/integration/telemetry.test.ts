/**
 * Tracing against the simulator's OTLP receiver: a request span and the upstream calls under
 * it reach POST /v1/traces as OTLP JSON, the upstream sees the trace (traceparent), and a slow
 * or failing collector never slows a call.
 */
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { fault, getRequest, HELD_MS, journal, useSimulatedApp } from "./helpers";
import { DEFAULT_SERVICE_NAME, endRequestSpan, startTelemetry, withRequestSpan, type Telemetry } from "~/platform/telemetry.server";
import { captureEvent, settleAnalytics, shutdownAnalytics } from "~/site/analytics.server";
import { clearFlagsCache, getFlags, shutdownFlags } from "~/site/flags.server";
import { getCities } from "~/upstream/cities.server";

const app = useSimulatedApp();
let telemetry: Telemetry | null = null;

afterEach(async () => {
  await telemetry?.shutdown();
  telemetry = null;
});

afterAll(async () => {
  await shutdownFlags();
  await shutdownAnalytics();
});

type OtlpSpan = { name: string; traceId: string; spanId: string; parentSpanId?: string };
type OtlpAttribute = { key: string; value: { stringValue?: string } };
type OtlpResourceSpans = { resource?: { attributes?: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] };

async function exportedResourceSpans(): Promise<OtlpResourceSpans[]> {
  const exports = await journal(app, "/v1/traces", "POST");
  return exports.flatMap((entry) => (entry.body as { resourceSpans: OtlpResourceSpans[] }).resourceSpans);
}

async function exportedSpans(): Promise<OtlpSpan[]> {
  return (await exportedResourceSpans()).flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans));
}

describe("tracing to an OTLP/HTTP collector", () => {
  it("exports the request span and its upstream calls, and the upstream gets the trace", async () => {
    telemetry = startTelemetry(`${app.url}/v1/traces`);
    await withRequestSpan({ method: "GET", path: "/lp/basic-details", headers: {} }, async (span) => {
      await getCities();
      endRequestSpan(span, 200);
    });
    await telemetry!.shutdown(); // flushes the batch
    telemetry = null;

    const spans = await exportedSpans();
    const request = spans.find((s) => s.name === "GET /lp/basic-details");
    const upstream = spans.find((s) => s.name === "GET content /api/v1/cities");
    expect(request).toBeDefined();
    expect(upstream?.traceId).toBe(request?.traceId);
    expect(upstream?.parentSpanId).toBe(request?.spanId);
    const [citiesCall] = await journal(app, "/api/v1/cities", "GET");
    expect(citiesCall?.headers.traceparent).toMatch(new RegExp(`^00-${request!.traceId}-${upstream!.spanId}-01$`));
  });

  it("names the service in every export, and traces a flag read and an analytics capture", async () => {
    clearFlagsCache();
    telemetry = startTelemetry(`${app.url}/v1/traces`);
    await withRequestSpan({ method: "GET", path: "/lp/basic-details", headers: {} }, async (span) => {
      await getFlags(getRequest("/lp/basic-details"));
      captureEvent(getRequest("/lp/basic-details"), "lead_form_seen");
      await settleAnalytics();
      endRequestSpan(span, 200);
    });
    await telemetry!.shutdown();
    telemetry = null;

    const resources = await exportedResourceSpans();
    expect(resources.length).toBeGreaterThan(0);
    for (const { resource } of resources) {
      expect(resource?.attributes?.find((a) => a.key === "service.name")?.value.stringValue).toBe(DEFAULT_SERVICE_NAME);
    }
    const spans = await exportedSpans();
    const request = spans.find((s) => s.name === "GET /lp/basic-details")!;
    const flags = spans.find((s) => s.name === "GET flagsmith /flagsmith/api/v1/flags/");
    const capture = spans.find((s) => s.name.startsWith("POST posthog /posthog/"));
    expect(flags?.parentSpanId).toBe(request.spanId);
    expect(capture?.traceId).toBe(request.traceId);
    // The third parties are not sent the trace.
    const [flagsCall] = await journal(app, "/flagsmith/api/v1/flags", "GET");
    expect(flagsCall?.headers.traceparent).toBeUndefined();
  });

  it("is not slowed by a collector that does not answer", async () => {
    await fault(app, { path: "/v1/traces", method: "POST", delayMs: HELD_MS });
    telemetry = startTelemetry(`${app.url}/v1/traces`);
    for (let i = 0; i < 60; i++) await getCities(); // more than one batch, so an export starts
    // The export reaches the collector, which holds it unanswered...
    await vi.waitFor(async () => expect(await journal(app, "/v1/traces", "POST")).not.toHaveLength(0), { timeout: 10_000, interval: 20 });
    // ...and an upstream call made meanwhile is answered all the same.
    expect((await getCities()).status).toBe(200);
    const [firstExport] = await journal(app, "/v1/traces", "POST");
    const calls = await journal(app, "/api/v1/cities", "GET");
    expect(calls.at(-1)!.seq).toBeGreaterThan(firstExport!.seq);
  });

  it("sends nothing when it is off", async () => {
    expect(startTelemetry(undefined)).toBeNull();
    await getCities();
    // With no exporter there is nothing that could send later: the journal is complete now.
    expect(await journal(app, "/v1/traces")).toHaveLength(0);
    const [citiesCall] = await journal(app, "/api/v1/cities", "GET");
    expect(citiesCall?.headers.traceparent).toBeUndefined();
  });
});
