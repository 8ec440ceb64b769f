/**
 * OpenTelemetry tracing (requirements §9, requirements §A9): a span for every request the site
 * answers and for every upstream call it makes, exported over OTLP/HTTP in batches of 50
 * spans or every 250 ms. W3C trace context and baggage travel to the upstreams; the baggage
 * propagator keeps the spec's limits (180 entries, 4096 bytes an entry, 8192 bytes in all).
 *
 * Off unless OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set: then `startTelemetry` (called once by
 * server/serve.ts before the app loads) registers the provider. Every span carries the resource
 * attribute `service.name`: OTEL_SERVICE_NAME, else "goldloan-web". The calls the Flagsmith and
 * PostHog SDKs make are client spans too (`tracedFetch`), without trace headers: those services
 * are not ours, so the trace and its baggage stay in-house. Without it the API is a no-op
 * and costs nothing. Exporting never delays or fails a response: spans are queued and sent in
 * the background, and a failed export is dropped.
 *
 * Imports are relative (not `~/`): server/serve.ts loads this file outside the app build.
 */
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-base";

/** The service name of the spans when OTEL_SERVICE_NAME does not give one (the package's name). */
export const DEFAULT_SERVICE_NAME = "goldloan-web";
/** Requirements §9: a batch is sent at 50 spans, or 250 ms after its first span. */
export const EXPORT_BATCH_SIZE = 50;
export const EXPORT_DELAY_MS = 250;
/**
 * Requirements §9 baggage limits. These are the W3C Baggage limits, which the W3C propagator of
 * @opentelemetry/core enforces; telemetry.server.test.ts proves it does for these values.
 */
export const BAGGAGE_LIMITS = { entries: 180, bytesPerEntry: 4096, bytesInAll: 8192 } as const;

export type Telemetry = { provider: BasicTracerProvider; shutdown(): Promise<void> };

/** The propagator of trace context and baggage, as registered. */
export function createPropagator() {
  return new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] });
}

export type TelemetryOptions = {
  /** The spans' `service.name` (OTEL_SERVICE_NAME); blank or absent: DEFAULT_SERVICE_NAME. */
  serviceName?: string | undefined;
  /** Where spans go instead of an OTLP/HTTP endpoint (tests). */
  exporter?: SpanExporter;
};

/**
 * Registers tracing for this process, exporting to `endpoint` (an OTLP/HTTP traces URL), or to
 * the given exporter (tests). Returns null (and registers nothing) without an endpoint.
 */
export function startTelemetry(endpoint: string | undefined, options: TelemetryOptions = {}): Telemetry | null {
  const { exporter } = options;
  if (!endpoint && !exporter) return null;
  const spanExporter = exporter ?? new OTLPTraceExporter({ url: endpoint, timeoutMillis: 2000 });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": options.serviceName?.trim() || DEFAULT_SERVICE_NAME }),
    spanProcessors: [
      new BatchSpanProcessor(spanExporter, {
        maxExportBatchSize: EXPORT_BATCH_SIZE,
        scheduledDelayMillis: EXPORT_DELAY_MS,
        // Bounded memory: beyond this, new spans are dropped rather than queued.
        maxQueueSize: 2048,
        exportTimeoutMillis: 2000,
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(createPropagator());
  trace.setGlobalTracerProvider(provider);
  return {
    provider,
    /** Sends what is queued (a collector that does not answer is given up on) and unregisters. */
    shutdown: async () => {
      try {
        await provider.shutdown();
      } catch {
        // The last batch is lost; stopping goes on.
      } finally {
        trace.disable();
        propagation.disable();
        context.disable();
      }
    },
  };
}

function tracer() {
  return trace.getTracer(DEFAULT_SERVICE_NAME);
}

/** Digits of phone numbers and long ids out of span names and paths: "/referral/validate/+91…" -> "/referral/validate/{id}". */
export function routeOf(path: string): string {
  return path
    .split("?")[0]!
    .split("/")
    .map((segment) => (/\d{4,}/.test(segment) || /^[0-9a-f-]{16,}$/i.test(segment) ? "{id}" : segment))
    .join("/");
}

/**
 * Runs the handling of one incoming request inside a server span that continues the caller's
 * trace (traceparent, baggage); the response status ends it.
 */
export function withRequestSpan<T>(
  request: { method: string; path: string; headers: Record<string, string | string[] | undefined> },
  handle: (span: Span) => T,
): T {
  const parent = propagation.extract(ROOT_CONTEXT, request.headers);
  const attributes: Attributes = { "http.request.method": request.method, "url.path": routeOf(request.path) };
  return context.with(parent, () =>
    tracer().startActiveSpan(`${request.method} ${routeOf(request.path)}`, { kind: SpanKind.SERVER, attributes }, handle),
  );
}

/** Ends a request span with its status. */
export function endRequestSpan(span: Span, status: number): void {
  span.setAttribute("http.response.status_code", status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * Runs one upstream call in a client span and hands it the headers that carry the trace to
 * the upstream (traceparent, baggage). Without a registered provider the headers are empty.
 */
export async function withUpstreamSpan<T>(
  call: { service: string; method: string; path: string },
  run: (traceHeaders: Record<string, string>) => Promise<T>,
  statusOf: (result: T) => number,
): Promise<T> {
  const name = `${call.method.toUpperCase()} ${call.service} /${routeOf(call.path)}`;
  const attributes: Attributes = {
    "http.request.method": call.method.toUpperCase(),
    "upstream.service": call.service,
    "url.path": `/${routeOf(call.path)}`,
  };
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    const headers: Record<string, string> = {};
    propagation.inject(context.active(), headers);
    try {
      const result = await run(headers);
      span.setAttribute("http.response.status_code", statusOf(result));
      return result;
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (typeof status === "number") span.setAttribute("http.response.status_code", status);
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : "error" });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * `base` with each call in a client span named after `service` and the URL's path, for the SDKs
 * that make their own calls (Flagsmith, PostHog). Sends no trace headers: the service is not ours.
 */
export function tracedFetch(service: string, base: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    return withUpstreamSpan(
      { service, method, path: url.pathname.replace(/^\//, "") },
      () => base(input, init),
      (response) => response.status,
    );
  };
}
