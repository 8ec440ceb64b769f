/**
 * Insight, lender and loan clients (requirements §7 "Pricing and branches"): branches, pincode
 * serviceability, branch distance, working days, slots, geocoding and the walk-in check.
 * Contract: app/upstream/schemas/insight.ts, docs/upstream-contract.md.
 */
import { callUpstream } from "~/upstream/http.server";
import { jwtHeaders } from "~/upstream/token";
import {
  BranchDistanceResponseSchema,
  GeocodeResponseSchema,
  LendingBranchesResponseSchema,
  ServiceabilityResponseSchema,
  ViewSlotsResponseSchema,
  WalkinEligibilityResponseSchema,
  WorkingDaysResponseSchema,
  type ViewSlotsRequest,
  type VisitType,
  type WalkinEligibilityRequest,
} from "~/upstream/schemas/insight";

/** GET /lender/mds/lendingBranches?cityId */
export async function getLendingBranches(cityId: number) {
  return callUpstream({
    service: "insight",
    method: "get",
    path: "lender/mds/lendingBranches",
    searchParams: { cityId },
    schema: LendingBranchesResponseSchema,
  });
}

/** GET /insight/pincode-serviceability?pincode[&cityId]. Failures are rethrown by its callers (requirements §8). */
export async function getPincodeServiceability(query: { pincode: string; cityId?: number }) {
  return callUpstream({
    service: "insight",
    method: "get",
    path: "insight/pincode-serviceability",
    searchParams: query,
    schema: ServiceabilityResponseSchema,
  });
}

export type BranchDistanceQuery = { pincode?: string; lat?: number; lng?: number; cityId?: number; limit?: number };

/** GET /v3/insight/branches/distance: "branch details v2", the one whose failures are rethrown (requirements §8). */
export async function getBranchDistancesV3(query: BranchDistanceQuery) {
  return callUpstream({
    service: "insight",
    method: "get",
    path: "v3/insight/branches/distance",
    searchParams: query,
    schema: BranchDistanceResponseSchema,
  });
}

/** GET /insight/workingDays?cityId[&days] */
export async function getWorkingDays(query: { cityId: number; days?: number }) {
  return callUpstream({
    service: "insight",
    method: "get",
    path: "insight/workingDays",
    searchParams: query,
    schema: WorkingDaysResponseSchema,
  });
}

/** GET /insight/view-slots?cityId&date&type[&branchId] */
export async function viewSlots(query: { cityId: number; date: string; type: VisitType; branchId?: string }) {
  return callUpstream({
    service: "insight",
    method: "get",
    path: "insight/view-slots",
    searchParams: query,
    schema: ViewSlotsResponseSchema,
  });
}

/** GET /insight/view-slots for a limit increase (a doorstep visit): with the cardholder's token, as `JWT {token}` (requirements §6). */
export async function viewLimitIncreaseSlots(token: string, query: { cityId: number; date: string }) {
  return callUpstream({
    service: "insight",
    method: "get",
    path: "insight/view-slots",
    searchParams: { ...query, type: "DOORSTEP" },
    headers: jwtHeaders(token),
    schema: ViewSlotsResponseSchema,
  });
}

/** POST /insight/v1/view-slots: the slots for a visit at a pincode or point. */
export async function viewSlotsV1(body: ViewSlotsRequest) {
  return callUpstream({ service: "insight", method: "post", path: "insight/v1/view-slots", json: body, schema: ViewSlotsResponseSchema });
}

/** GET /insight/geocode?address[&pincode]; `data` is null when nothing matched. */
export async function geocode(query: { address: string; pincode?: string }) {
  return callUpstream({
    service: "insight",
    method: "get",
    path: "insight/geocode",
    searchParams: query,
    schema: GeocodeResponseSchema,
    answerStatuses: [404],
  });
}

/** POST /loan/checkBranchWalkinEligibility */
export async function checkBranchWalkinEligibility(body: WalkinEligibilityRequest) {
  return callUpstream({
    service: "insight",
    method: "post",
    path: "loan/checkBranchWalkinEligibility",
    json: body,
    schema: WalkinEligibilityResponseSchema,
  });
}
