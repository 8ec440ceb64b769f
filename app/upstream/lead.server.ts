/**
 * Lead service client (requirements §7 "Leads and OTP"). One function per upstream path.
 * Contract: app/upstream/schemas/lead.ts, docs/upstream-contract.md.
 */
import { factsOf, log, mask } from "~/platform/log.server";
import { callUpstream, UpstreamError } from "~/upstream/http.server";
import type { OwnedLeadId } from "~/upstream/owned-lead";
import { codeRecipient, recipientKey, spendWork, type AllowedWork, type RecipientKey } from "~/platform/rate-limit.server";
import {
  LeadReadResponseSchema,
  LeadResponseSchema,
  type LeadRead,
  type LeadRequest,
  type LeadUpdateRequest,
} from "~/upstream/schemas/lead";

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

/** GET /lead-service/v1/lead/{leadId}: private, so that what a caller gets of a lead depends on whether it owns it (below). */
async function readLead(leadId: string, timeoutMs?: number): Promise<LeadRead> {
  const { data } = await callUpstream({
    service: "lead",
    method: "get",
    path: `lead-service/v1/lead/${encodeURIComponent(leadId)}`,
    schema: LeadReadResponseSchema,
    ...(timeoutMs !== undefined && { timeoutMs }),
  });
  return data.lead;
}

/**
 * What may be known of a lead before this session has verified its phone (ARCHITECTURE §11
 * "personal data only after the code"): its id, the last four digits of its phone, and the
 * phone's key for the code limits (a digest, which shows nothing). Nothing else of the lead
 * leaves this module for a lead id that is a plain string.
 */
export type UnverifiedLead = { readonly leadId: string; readonly phoneEnd: string; readonly recipient: RecipientKey };

/**
 * GET /lead-service/v1/lead/{leadId} for a lead this session does not own yet (the resume offer:
 * app/journey/resume.server.ts): with the limiter's leave, and only its unverified view; null
 * when the service answers another lead, or one without an Indian mobile number. `timeoutMs` when a page must not wait long.
 */
export async function readUnverifiedLead(
  leave: AllowedWork<"lead-lookup">,
  leadId: string,
  timeoutMs?: number,
): Promise<UnverifiedLead | null> {
  spendWork(leave, "lead-lookup");
  const lead = await readLead(leadId, timeoutMs);
  const phone = codeRecipient(lead.phone);
  // The lead asked for (the one the limits counted), and a phone a code can go to.
  if (lead.leadId !== leadId || !/^[6-9]\d{9}$/.test(phone)) return null;
  return { leadId, phoneEnd: phone.slice(-4), recipient: recipientKey(phone) };
}

/** The whole lead, once this session owns it (its phone verified again on its OTP page). */
export function readOwnedLead(leadId: OwnedLeadId): Promise<LeadRead> {
  return readLead(leadId);
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
