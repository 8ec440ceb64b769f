/** PostHog's capture API (batch/, gzip): filled in by the analytics work. */
import type { RouteTable } from "../router";
import type { SimContext } from "../state";

export const posthogRoutes: RouteTable<SimContext> = [];
