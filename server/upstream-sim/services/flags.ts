/** Flagsmith's API (flags/, identities/, analytics/flags/): filled in by the feature-flag work. */
import type { RouteTable } from "../router";
import type { SimContext } from "../state";

export const flagRoutes: RouteTable<SimContext> = [];
