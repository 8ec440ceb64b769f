import { propagation, ROOT_CONTEXT, SpanKind } from "@opentelemetry/api";
import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-base";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BAGGAGE_LIMITS,
  createPropagator,
  endRequestSpan,
  EXPORT_BATCH_SIZE,
  EXPORT_DELAY_MS,
  DEFAULT_SERVICE_NAME,
  routeOf,
  startTelemetry,
  tracedFetch,
  withRequestSpan,
  withUpstreamSpan,
  type Telemetry,
} from "~/platform/telemetry.server";

let telemetry: Telemetry | null = null;

afterEach(async () => {
  await telemetry?.shutdown();
  telemetry = null;
});

describe("startTelemetry", () => {
  it("is off without an endpoint: nothing is registered and calls still run", async () => {
    expect(startTelemetry(undefined)).toBeNull();
    const headers = await withUpstreamSpan(
      { service: "lead", method: "get", path: "x" },
      async (h) => h,
      () => 200,
    );
    expect(headers).toEqual({});
  });
});

describe("spans", () => {
  it("makes a server span per request that continues the caller's trace, and client spans for upstream calls under it", async () => {
    const exporter = new InMemorySpanExporter();
    telemetry = startTelemetry(undefined, { exporter });
    const traceId = "0af7651916cd43dd8448eb211c80319c";
    let sent: Record<string, string> = {};
    await withRequestSpan(
      {
        method: "GET",
        path: "/lp/otp/auth/5f2c0000-1111-4222-8333-444455556666",
        headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` },
      },
      async (span) => {
        sent = await withUpstreamSpan(
          { service: "lead", method: "get", path: "referral/validate/+919876543210" },
          async (h) => h,
          () => 200,
        );
        endRequestSpan(span, 200);
      },
    );
    await telemetry!.provider.forceFlush();
    const spans = exporter.getFinishedSpans();
    const server = spans.find((s) => s.kind === SpanKind.SERVER)!;
    const client = spans.find((s) => s.kind === SpanKind.CLIENT)!;
    expect(server.name).toBe("GET /lp/otp/auth/{id}");
    expect(server.spanContext().traceId).toBe(traceId);
    expect(server.parentSpanContext?.spanId).toBe("b7ad6b7169203331");
    expect(server.attributes["http.response.status_code"]).toBe(200);
    expect(client.name).toBe("GET lead /referral/validate/{id}");
    expect(client.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(client.attributes["http.response.status_code"]).toBe(200);
    // The upstream gets the trace: traceparent names the client span.
    expect(sent.traceparent).toBe(`00-${traceId}-${client.spanContext().spanId}-01`);
    // No phone number anywhere in the span.
    expect(JSON.stringify([server.attributes, client.attributes, server.name, client.name])).not.toContain("9876543210");
  });

  it("marks a failed upstream call as an error with its status", async () => {
    const exporter = new InMemorySpanExporter();
    telemetry = startTelemetry(undefined, { exporter });
    const failure = Object.assign(new Error("boom"), { status: 503 });
    await expect(
      withUpstreamSpan(
        { service: "pricing", method: "get", path: "pricing/getgoldrate" },
        () => Promise.reject(failure),
        () => 200,
      ),
    ).rejects.toBe(failure);
    await telemetry!.provider.forceFlush();
    const [span] = exporter.getFinishedSpans();
    expect(span?.attributes["http.response.status_code"]).toBe(503);
    expect(span?.status.code).toBe(2); // SpanStatusCode.ERROR
  });
});

describe("the service's name", () => {
  it.each([
    [undefined, DEFAULT_SERVICE_NAME],
    ["  ", DEFAULT_SERVICE_NAME],
    ["goldloan-web-canary", "goldloan-web-canary"],
  ])("OTEL_SERVICE_NAME %j: every span carries service.name %j", async (serviceName, expected) => {
    const exporter = new InMemorySpanExporter();
    telemetry = startTelemetry(undefined, { exporter, serviceName });
    await withRequestSpan({ method: "GET", path: "/", headers: {} }, async (span) => endRequestSpan(span, 200));
    await telemetry!.provider.forceFlush();
    const [span] = exporter.getFinishedSpans();
    expect(span?.resource.attributes["service.name"]).toBe(expected);
  });
});

describe("tracedFetch", () => {
  it("makes a client span of each call an SDK makes, and sends it no trace header", async () => {
    const exporter = new InMemorySpanExporter();
    telemetry = startTelemetry(undefined, { exporter });
    const seen: (HeadersInit | undefined)[] = [];
    const fetch = tracedFetch("flagsmith", async (_input, init) => {
      seen.push(init?.headers);
      return new Response("{}", { status: 200 });
    });
    await withRequestSpan({ method: "GET", path: "/lp/basic-details", headers: {} }, async (span) => {
      await fetch("http://flags.example/api/v1/identities/", { method: "POST", headers: { "x-environment-key": "k" } });
      endRequestSpan(span, 200);
    });
    await telemetry!.provider.forceFlush();
    const spans = exporter.getFinishedSpans();
    const server = spans.find((s) => s.kind === SpanKind.SERVER)!;
    const client = spans.find((s) => s.kind === SpanKind.CLIENT)!;
    expect(client.name).toBe("POST flagsmith /api/v1/identities/");
    expect(client.attributes["upstream.service"]).toBe("flagsmith");
    expect(client.attributes["http.response.status_code"]).toBe(200);
    expect(client.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(seen).toEqual([{ "x-environment-key": "k" }]);
  });
});

describe("export batches (requirements §9: 50 items or 250 ms)", () => {
  it("exports at most 50 spans at a time", async () => {
    const batches: number[] = [];
    const exporter = new InMemorySpanExporter();
    const record = exporter.export.bind(exporter);
    exporter.export = (spans, done) => {
      batches.push(spans.length);
      record(spans, done);
    };
    telemetry = startTelemetry(undefined, { exporter });
    for (let i = 0; i < 120; i++)
      await withUpstreamSpan(
        { service: "lead", method: "get", path: `p${i}` },
        async () => 1,
        () => 200,
      );
    await telemetry!.provider.forceFlush();
    expect(batches.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...batches)).toBe(EXPORT_BATCH_SIZE);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(120);
  });

  it(`sends a lone span after ${EXPORT_DELAY_MS} ms, without a flush`, async () => {
    // The test's clock: the batch's timer fires when the test moves it, however busy the machine.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    try {
      const exporter = new InMemorySpanExporter();
      telemetry = startTelemetry(undefined, { exporter });
      await withUpstreamSpan(
        { service: "lead", method: "get", path: "one" },
        async () => 1,
        () => 200,
      );
      await vi.advanceTimersByTimeAsync(EXPORT_DELAY_MS - 1);
      expect(exporter.getFinishedSpans()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(exporter.getFinishedSpans()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("baggage limits (requirements §9)", () => {
  const propagator = createPropagator();
  const inject = (entries: Record<string, string>) => {
    const baggage = propagation.createBaggage(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, { value: v }])));
    const carrier: Record<string, string> = {};
    propagator.inject(propagation.setBaggage(ROOT_CONTEXT, baggage), carrier, {
      set: (c, k, v) => {
        c[k] = v;
      },
    });
    return carrier.baggage ?? "";
  };

  it("are the W3C values", () => {
    expect(BAGGAGE_LIMITS).toEqual({ entries: 180, bytesPerEntry: 4096, bytesInAll: 8192 });
  });

  it("sends at most 180 entries", () => {
    const header = inject(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, "v"])));
    expect(header.split(",")).toHaveLength(BAGGAGE_LIMITS.entries);
  });

  it("drops an entry over 4096 bytes and keeps the header within 8192 bytes", () => {
    expect(inject({ big: "x".repeat(5000), small: "ok" })).toBe("small=ok");
    const header = inject(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, "y".repeat(3000)])));
    expect(header.length).toBeLessThanOrEqual(BAGGAGE_LIMITS.bytesInAll);
    expect(header.length).toBeGreaterThan(0);
  });

  it("reads at most 180 entries from a caller", () => {
    const incoming = Array.from({ length: 200 }, (_, i) => `k${i}=v`).join(",");
    const extracted = propagator.extract(
      ROOT_CONTEXT,
      { baggage: incoming },
      { get: (c, k) => c[k as "baggage"], keys: (c) => Object.keys(c) },
    );
    expect(propagation.getBaggage(extracted)?.getAllEntries().length ?? 0).toBeLessThanOrEqual(BAGGAGE_LIMITS.entries);
  });
});

describe("routeOf", () => {
  it.each([
    ["/lp/otp/auth/5f2c0000-1111-4222-8333-444455556666", "/lp/otp/auth/{id}"],
    ["referral/validate/+919876543210", "referral/validate/{id}"],
    ["/gold-loan/pune?lang=hi", "/gold-loan/pune"],
    ["lead-service/v1/lead", "lead-service/v1/lead"],
  ])("%j -> %j", (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});
