/**
 * An OTLP/HTTP traces receiver (`POST /v1/traces`, JSON), so the journal shows the spans the
 * site exports when OTEL_EXPORTER_OTLP_TRACES_ENDPOINT points here.
 */
import * as z from "zod";
import { json, parseWith, type RouteTable } from "../router";
import type { SimContext } from "../state";

/** The part of an OTLP ExportTraceServiceRequest the simulator checks. */
const ExportTraceRequestSchema = z.object({
  resourceSpans: z.array(
    z
      .object({ scopeSpans: z.array(z.object({ spans: z.array(z.object({ name: z.string(), traceId: z.string() }).loose()) }).loose()) })
      .loose(),
  ),
});

export const telemetryRoutes: RouteTable<SimContext> = [
  {
    method: "POST",
    path: "/v1/traces",
    handler: (req) => {
      parseWith(ExportTraceRequestSchema, req.body);
      return json(200, { partialSuccess: {} });
    },
  },
];
