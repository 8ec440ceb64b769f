/**
 * Visit booking at the configured URLs (spec §7): the sales-visit create and the legacy
 * lead update.
 */
import { randomBytes } from "node:crypto";
import { json, parseWith, type RouteTable } from "../router";
import type { SimContext } from "../state";
import { findLead } from "./lead";
import { LegacyLeadUpdateRequestSchema, SalesVisitRequestSchema } from "~/upstream/schemas/visit";

export const VISIT_PATHS = { salesVisit: "/salesvisit/create", legacyLeadUpdate: "/legacy/lead/update" } as const;

export const visitRoutes: RouteTable<SimContext> = [
  {
    method: "POST",
    path: VISIT_PATHS.salesVisit,
    handler: (req, ctx) => {
      const request = parseWith(SalesVisitRequestSchema, req.body);
      const id = `SV-${randomBytes(4).toString("hex").toUpperCase()}`;
      ctx.state.salesVisits.push({ id, request, at: new Date(ctx.now()).toISOString() });
      return json(200, { code: 200, message: "Sales visit created", data: { id } });
    },
  },
  {
    method: "POST",
    path: VISIT_PATHS.legacyLeadUpdate,
    handler: (req, ctx) => {
      const { leadId } = parseWith(LegacyLeadUpdateRequestSchema, req.body);
      findLead(ctx, leadId);
      return json(200, { code: 200, message: "Lead updated" });
    },
  },
];
