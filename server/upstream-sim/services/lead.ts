/**
 * Lead service (requirements §7 "Leads and OTP"): create, update and read, on the
 * lead-service paths and the public paths.
 */
import * as z from "zod";
import { HttpError, json, parseWith, type RouteTable, type SimResponse } from "../router";
import { TEST_PHONES, type LeadRecord, type SimContext } from "../state";
import { LeadRequestSchema, LeadUpdateRequestSchema, type LeadRequest } from "~/upstream/schemas/lead";

export const PUBLIC_LEAD_SOURCE = "Paid_LP_DigitalJourney";

/** The public endpoint takes the same lead model, pinned to the paid digital journey. */
const PublicLeadRequestSchema = LeadRequestSchema.extend({
  source: z.literal(PUBLIC_LEAD_SOURCE),
  digitalJourney: z.literal(true),
});

const LeadIdQuerySchema = z.object({ leadId: z.string().min(1) });

export const LEAD_NOT_FOUND = { code: 404, message: "Lead not found" } as const;
export const DUPLICATE_WITHOUT_TRANSACTION_MESSAGE = "You have already shared your details with us. Our team will call you shortly.";

export function findLead(ctx: SimContext, leadId: string): LeadRecord {
  const lead = ctx.state.leads.get(leadId);
  if (!lead) throw new HttpError(404, LEAD_NOT_FOUND);
  return lead;
}

/** The lead as create and update return it. */
function storedLead(lead: LeadRecord): Record<string, unknown> {
  return { leadId: lead.leadId, ...lead.data, otpVerified: lead.otpVerified };
}

function createLead(ctx: SimContext, input: LeadRequest): SimResponse {
  if (input.phone === TEST_PHONES.duplicateWithoutTransaction) {
    return json(409, { code: 409, leadId: null, message: DUPLICATE_WITHOUT_TRANSACTION_MESSAGE, lead: null });
  }
  const existing = ctx.state.leadByPhone(input.phone);
  if (existing) {
    return json(409, {
      code: 409,
      leadId: existing.leadId,
      message: "Lead already exists",
      lead: { transactionId: ctx.state.transactionIdFor(existing), phone: existing.data.phone },
    });
  }
  const lead = ctx.state.createLead(input);
  return json(200, { code: 200, leadId: lead.leadId, message: "Lead created", lead: { transactionId: null, ...storedLead(lead) } });
}

function updateLead(ctx: SimContext, leadId: string, body: unknown): SimResponse {
  const changes = parseWith(LeadUpdateRequestSchema, body);
  const lead = findLead(ctx, leadId);
  const previousPhone = lead.data.phone;
  lead.data = { ...lead.data, ...changes, phone: changes.phone ?? previousPhone };
  if (lead.data.phone !== previousPhone) {
    if (ctx.state.leadIdByPhone.get(previousPhone) === lead.leadId) ctx.state.leadIdByPhone.delete(previousPhone);
    if (!ctx.state.leadIdByPhone.has(lead.data.phone)) ctx.state.leadIdByPhone.set(lead.data.phone, lead.leadId);
  }
  return json(200, {
    code: 200,
    leadId: lead.leadId,
    message: "Lead updated",
    lead: { transactionId: lead.transactionId, ...storedLead(lead) },
  });
}

/** The read shape (LeadReadResponseSchema): backend field names, not the request's. */
function readLead(lead: LeadRecord): SimResponse {
  const d = lead.data;
  return json(200, {
    code: 200,
    lead: {
      leadId: lead.leadId,
      phone: d.phone,
      name: d.name ?? null,
      otpVerified: lead.otpVerified,
      city: d.city ?? null,
      cityid: d.cityId ?? null,
      loanType: d.loanType ?? null,
      loanAmount: d.loanAmount ?? null,
      pincode: d.pincode ?? null,
      slot: d.slot ?? null,
      coreId: null,
      transactionId: lead.transactionId,
      source: d.source ?? null,
      subSource: d.subSource ?? null,
      digitalJourney: d.digitalJourney ?? null,
      googleAddress: d.googleAddress ?? null,
      googleCoordinates: d.googleCoordinates ?? null,
      lenderBranch: d.lenderBranch ?? null,
      address: { house: null, street: null, area: null, landmark: null, pincode: d.pincode ?? null },
      goldProductDto: {
        goldWeight: d.goldWeight ?? null,
        goldQuality: d.goldQuality ?? null,
        ctaId: d.ctaId ?? null,
      },
    },
  });
}

export const leadRoutes: RouteTable<SimContext> = [
  {
    method: "POST",
    path: "/lead-service/v1/lead",
    handler: (req, ctx) => createLead(ctx, parseWith(LeadRequestSchema, req.body)),
  },
  {
    method: "POST",
    path: "/public/v1/lead",
    handler: (req, ctx) => createLead(ctx, parseWith(PublicLeadRequestSchema, req.body)),
  },
  {
    method: "PUT",
    path: "/lead-service/v1/lead/:leadId",
    handler: (req, ctx) => updateLead(ctx, req.params.leadId ?? "", req.body),
  },
  {
    method: "POST",
    path: "/public/v1/lead/update",
    handler: (req, ctx) => updateLead(ctx, parseWith(LeadIdQuerySchema, req.query).leadId, req.body),
  },
  {
    method: "GET",
    path: "/lead-service/v1/lead/:leadId",
    handler: (req, ctx) => readLead(findLead(ctx, req.params.leadId ?? "")),
  },
];
