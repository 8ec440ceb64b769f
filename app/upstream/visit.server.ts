/**
 * Visit booking clients at the configured URLs of spec §7: the sales-visit create
 * (SALES_VISIT_URL) and the legacy lead update (LEGACY_LEAD_UPDATE_URL).
 * Contract: app/upstream/schemas/visit.ts, docs/upstream-contract.md.
 */
import { callUpstream } from "~/upstream/http.server";
import {
  LegacyLeadUpdateResponseSchema,
  SalesVisitResponseSchema,
  type LegacyLeadUpdateRequest,
  type SalesVisitRequest,
} from "~/upstream/schemas/visit";

/** POST {SALES_VISIT_URL} */
export async function createSalesVisit(body: SalesVisitRequest) {
  return callUpstream({ service: "salesVisit", method: "post", path: "", json: body, schema: SalesVisitResponseSchema });
}

/** POST {LEGACY_LEAD_UPDATE_URL} */
export async function updateLegacyLead(body: LegacyLeadUpdateRequest) {
  return callUpstream({ service: "legacyLeadUpdate", method: "post", path: "", json: body, schema: LegacyLeadUpdateResponseSchema });
}
