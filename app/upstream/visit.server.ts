/**
 * Visit booking clients at the configured URLs of requirements §7: the sales-visit create
 * (SALES_VISIT_URL), its reschedule (RESCHEDULE_LOAN_URL) and cancel (CANCEL_SLOTS_URL), and
 * the legacy lead update (LEGACY_LEAD_UPDATE_URL).
 * Contract: app/upstream/schemas/visit.ts, docs/upstream-contract.md. Each writes for a lead, so
 * each takes the lead id as an OwnedLeadId (app/upstream/owned-lead.ts).
 */
import { callUpstream } from "~/upstream/http.server";
import type { ForOwnedLead } from "~/upstream/owned-lead";
import {
  LegacyLeadUpdateResponseSchema,
  SalesVisitCancelResponseSchema,
  SalesVisitRescheduleResponseSchema,
  SalesVisitResponseSchema,
  type LegacyLeadUpdateRequest,
  type SalesVisitCancelRequest,
  type SalesVisitRequest,
  type SalesVisitRescheduleRequest,
} from "~/upstream/schemas/visit";

/**
 * A 409 is the answer "not in this state" (a create while the lead holds a booked visit; a
 * reschedule or cancel of a cancelled one), with the upstream's message: not a failure.
 */
const STATE_CONFLICT = [409] as const;

/** POST {SALES_VISIT_URL}; 409: the lead already holds a booked visit. */
export async function createSalesVisit(body: ForOwnedLead<SalesVisitRequest, "lead">) {
  return callUpstream({
    service: "salesVisit",
    method: "post",
    path: "",
    json: body,
    schema: SalesVisitResponseSchema,
    answerStatuses: STATE_CONFLICT,
  });
}

/** POST {RESCHEDULE_LOAN_URL}; 409: the visit is cancelled. */
export async function rescheduleSalesVisit(body: ForOwnedLead<SalesVisitRescheduleRequest, "lead">) {
  return callUpstream({
    service: "rescheduleLoan",
    method: "post",
    path: "",
    json: body,
    schema: SalesVisitRescheduleResponseSchema,
    answerStatuses: STATE_CONFLICT,
  });
}

/** POST {CANCEL_SLOTS_URL}; 409: the visit is cancelled already. */
export async function cancelSalesVisit(body: ForOwnedLead<SalesVisitCancelRequest, "lead">) {
  return callUpstream({
    service: "cancelSlots",
    method: "post",
    path: "",
    json: body,
    schema: SalesVisitCancelResponseSchema,
    answerStatuses: STATE_CONFLICT,
  });
}

/** POST {LEGACY_LEAD_UPDATE_URL} */
export async function updateLegacyLead(body: ForOwnedLead<LegacyLeadUpdateRequest, "leadId">) {
  return callUpstream({ service: "legacyLeadUpdate", method: "post", path: "", json: body, schema: LegacyLeadUpdateResponseSchema });
}
