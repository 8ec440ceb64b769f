/**
 * Visit booking at the configured URLs (requirements §7): the sales-visit create, its reschedule
 * (reschedule-loan) and cancel (cancelslots), and the legacy lead update. A lead holds one
 * booked visit at a time: a second create while one is booked is refused, and only a booked
 * visit of that lead can be moved or cancelled.
 */
import { randomBytes } from "node:crypto";
import { HttpError, json, parseWith, type RouteTable } from "../router";
import type { SalesVisitRecord, SimContext } from "../state";
import { findLead } from "./lead";
import {
  LegacyLeadUpdateRequestSchema,
  SalesVisitCancelRequestSchema,
  SalesVisitRequestSchema,
  SalesVisitRescheduleRequestSchema,
} from "~/upstream/schemas/visit";

export const VISIT_PATHS = {
  salesVisit: "/salesvisit/create",
  reschedule: "/salesvisit/reschedule-loan",
  cancel: "/salesvisit/cancelslots",
  legacyLeadUpdate: "/legacy/lead/update",
} as const;

export const VISIT_MESSAGES = {
  alreadyBooked: "You already have a visit booked with us. Please change its time or cancel it first.",
  notFound: "We could not find this visit.",
  cancelled: "This visit has been cancelled.",
  otherType: "A visit keeps its type. Please cancel it and book the other kind.",
} as const;

/** The booked visit `id` of `lead`: 404 when there is none (or it is another lead's), 409 once cancelled. */
function bookedVisit(ctx: SimContext, id: string, lead: string): SalesVisitRecord {
  const visit = ctx.state.salesVisits.find((v) => v.id === id && v.request.lead === lead);
  if (!visit) throw new HttpError(404, { code: 404, message: VISIT_MESSAGES.notFound });
  if (visit.status === "CANCELLED") throw new HttpError(409, { code: 409, message: VISIT_MESSAGES.cancelled });
  return visit;
}

export const visitRoutes: RouteTable<SimContext> = [
  {
    method: "POST",
    path: VISIT_PATHS.salesVisit,
    handler: (req, ctx) => {
      const request = parseWith(SalesVisitRequestSchema, req.body);
      if (ctx.state.bookedVisitOf(request.lead)) return json(409, { code: 409, message: VISIT_MESSAGES.alreadyBooked });
      const id = `SV-${randomBytes(4).toString("hex").toUpperCase()}`;
      ctx.state.salesVisits.push({ id, request, at: new Date(ctx.now()).toISOString(), status: "BOOKED" });
      return json(200, { code: 200, message: "Sales visit created", data: { id } });
    },
  },
  {
    method: "POST",
    path: VISIT_PATHS.reschedule,
    handler: (req, ctx) => {
      const { id, lead, type, schedule, requestedtime } = parseWith(SalesVisitRescheduleRequestSchema, req.body);
      const visit = bookedVisit(ctx, id, lead);
      if (type !== visit.request.type) throw new HttpError(400, { code: 400, message: VISIT_MESSAGES.otherType });
      visit.request = { ...visit.request, schedule, requestedtime };
      return json(200, { code: 200, message: "Sales visit rescheduled", data: { id, schedule } });
    },
  },
  {
    method: "POST",
    path: VISIT_PATHS.cancel,
    handler: (req, ctx) => {
      const { id, lead, reason } = parseWith(SalesVisitCancelRequestSchema, req.body);
      const visit = bookedVisit(ctx, id, lead);
      visit.status = "CANCELLED";
      visit.cancelReason = reason;
      return json(200, { code: 200, message: "Sales visit cancelled", data: { id, status: "CANCELLED" } });
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
