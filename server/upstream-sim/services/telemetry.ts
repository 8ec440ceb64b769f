/** An OTLP/HTTP traces receiver (v1/traces): filled in by the telemetry work. */
import type { RouteTable } from "../router";
import type { SimContext } from "../state";

export const telemetryRoutes: RouteTable<SimContext> = [];
