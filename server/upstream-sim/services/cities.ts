/** City list with per-city loan limits (requirements §3 "City", §9). The path is our assumption (docs/upstream-contract.md). */
import { json, type RouteTable } from "../router";
import { SEEDED_CITIES } from "../seed/cities";
import type { SimContext } from "../state";

export const cityRoutes: RouteTable<SimContext> = [
  {
    method: "GET",
    path: "/api/v1/cities",
    handler: () => json(200, { data: SEEDED_CITIES }),
  },
];
