/**
 * Lead service client (requirements §7 "Leads and OTP"). One function per upstream path.
 * Contract: app/upstream/schemas/lead.ts, docs/upstream-contract.md.
 */
import { factsOf, log, mask } from "~/platform/log.server";
import { callUpstream, UpstreamError } from "~/upstream/http.server";
import type { OwnedLeadId } from "~/upstream/owned-lead";
import { LeadReadResponseSchema, LeadResponseSchema, type LeadRequest, type LeadUpdateRequest } from "~/upstream/schemas/lead";

/** POST /lead-service/v1/lead. A 409 (duplicate) is an answer, not a failure. */
export async function createLead(lead: LeadRequest) {
  return logCreateFailure(lead, () =>
    callUpstream({
      service: "lead",
      method: "post",
      path: "lead-service/v1/lead",
      json: lead,
      schema: LeadResponseSchema,
      answerStatuses: [409],
    }),
  );
}

/**
 * POST /public/v1/lead: the digital-journey create (requirements §7: source Paid_LP_DigitalJourney,
 * digitalJourney true), for the paid landings' lead form (docs/decisions/001). Same answers as
 * the lead service's create, 409 included.
 */
export async function createDigitalLead(lead: LeadRequest) {
  const body: LeadRequest = { ...lead, source: "Paid_LP_DigitalJourney", digitalJourney: true };
  return logCreateFailure(body, () =>
    callUpstream({
      service: "lead",
      method: "post",
      path: "public/v1/lead",
      json: body,
      schema: LeadResponseSchema,
      answerStatuses: [409],
    }),
  );
}

/** PUT /lead-service/v1/lead/{leadId}, for a lead this session owns. Failures are rethrown (requirements §8). */
export async function updateLead(leadId: OwnedLeadId, lead: LeadUpdateRequest) {
  return callUpstream({
    service: "lead",
    method: "put",
    path: `lead-service/v1/lead/${encodeURIComponent(leadId)}`,
    json: lead,
    schema: LeadResponseSchema,
  });
}

/** POST /public/v1/lead/update?leadId=...: the digital-journey update of the paid landings' lead form (docs/decisions/001). */
export async function updateDigitalLead(leadId: OwnedLeadId, lead: LeadUpdateRequest) {
  return callUpstream({
    service: "lead",
    method: "post",
    path: "public/v1/lead/update",
    searchParams: { leadId },
    json: lead,
    schema: LeadResponseSchema,
  });
}

/** GET /lead-service/v1/lead/{leadId}: a lead to resume in a new session (app/journey/resume.server.ts); `timeoutMs` when a page must not wait long. */
export async function readLead(leadId: string, timeoutMs?: number) {
  return callUpstream({
    service: "lead",
    method: "get",
    path: `lead-service/v1/lead/${encodeURIComponent(leadId)}`,
    schema: LeadReadResponseSchema,
    ...(timeoutMs !== undefined && { timeoutMs }),
  });
}

/** Requirements §8: a lead creation failure is logged with its request and response. */
async function logCreateFailure<T>(request: LeadRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UpstreamError) {
      log.error("lead.create_failed", { request: factsOf(mask(request)), status: error.status, response: factsOf(error.body) });
    }
    throw error;
  }
}
