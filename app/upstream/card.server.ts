/**
 * Card clients (requirements §7 "Card"): one function per path. Every call carries the cardholder's
 * token as `Authorization: JWT {token}`; a call without one, or a limit call without its ids,
 * is refused here with the requirements §8 message before anything is sent.
 * Contract: app/upstream/schemas/card.ts, docs/upstream-contract.md.
 */
import { spendCodeCheck, spendWork, type AllowedCodeCheck, type AllowedWork } from "~/platform/rate-limit.server";
import { requireRequestId, requireVerifyParams } from "~/upstream/limit-request";
import { jwtHeaders } from "~/upstream/token";
import { callUpstream, UpstreamError } from "~/upstream/http.server";
import {
  AckResponseSchema,
  ActiveRequestResponseSchema,
  CalculatorResponseSchema,
  type CalculatorQuery,
  CreditLimitResponseSchema,
  LimitSlotResponseSchema,
  NO_CARD_CODES,
  OfferResponseSchema,
  OffersResponseSchema,
  PanValidationResponseSchema,
  ReleaseRequestCreatedSchema,
  ReleaseRequestsResponseSchema,
  RewardsResponseSchema,
  RewardUpdateResponseSchema,
  TrackingResponseSchema,
  UploadImageResponseSchema,
  type Card,
  type DocumentType,
  type LimitSlotRequest,
  type NoCardCode,
  type ReleaseRequestBody,
  type ReleaseStatus,
  type SaveImagesRequest,
} from "~/upstream/schemas/card";

export type CardLookup = { kind: "card"; card: Card } | { kind: "no-card"; code: NoCardCode };

const isNoCardCode = (code: unknown): code is NoCardCode => (NO_CARD_CODES as readonly unknown[]).includes(code);

/** GET /credit-limit/user. GS_NO_CARDS_FOR_CUSTOMER and CCAPPLICATION_NOT_FOUND are results (requirements §8). */
export async function getCreditLimit(token: string): Promise<CardLookup> {
  const { status, data } = await callUpstream({
    service: "card",
    method: "get",
    path: "credit-limit/user",
    headers: jwtHeaders(token),
    schema: CreditLimitResponseSchema,
    answerStatuses: [400, 404],
  });
  if (data.code === 200 && "data" in data && data.data) return { kind: "card", card: data.data };
  if (isNoCardCode(data.code)) return { kind: "no-card", code: data.code };
  throw new UpstreamError("http", `The server answered ${status}. Please try again.`, "credit-limit/user", status, data);
}

/** POST /credit-limit/send-consent-otp: answers the tracking id of the code sent. */
export async function sendConsentOtp(token: string) {
  const { data } = await callUpstream({
    service: "card",
    method: "post",
    path: "credit-limit/send-consent-otp",
    headers: jwtHeaders(token),
    schema: TrackingResponseSchema,
  });
  return data.data;
}

/** POST /credit-limit/validate-consent-otp {trackingId, otp}: with the limiter's leave (allowCodeCheck). */
export async function validateConsentOtp(allowed: AllowedCodeCheck<"card-otp">, token: string, body: { trackingId: string; otp: string }) {
  spendCodeCheck(allowed, "card-otp");
  const { data } = await callUpstream({
    service: "card",
    method: "post",
    path: "credit-limit/validate-consent-otp",
    json: body,
    headers: jwtHeaders(token),
    schema: AckResponseSchema,
  });
  return data;
}

/** GET /goldswiper/credit-limit/calculator?goldWeight&goldQuality */
export async function calculateCreditLimit(token: string, query: CalculatorQuery) {
  const { data } = await callUpstream({
    service: "card",
    method: "get",
    path: "goldswiper/credit-limit/calculator",
    searchParams: query,
    headers: jwtHeaders(token),
    schema: CalculatorResponseSchema,
  });
  return data.data;
}

/** GET /credit-limit-management/active-request?requestType: null when there is none. */
export async function getActiveRequest(token: string, requestType: string) {
  const { data } = await callUpstream({
    service: "card",
    method: "get",
    path: "credit-limit-management/active-request",
    searchParams: { requestType },
    headers: jwtHeaders(token),
    schema: ActiveRequestResponseSchema,
  });
  return data.data;
}

/** POST /lead-service/v2/lead with the token: books the limit-increase visit (requirements §7 "slot for limit increase"). */
export async function bookLimitIncreaseSlot(token: string, body: LimitSlotRequest) {
  const { data } = await callUpstream({
    service: "lead",
    method: "post",
    path: "lead-service/v2/lead",
    json: body,
    headers: jwtHeaders(token),
    schema: LimitSlotResponseSchema,
  });
  return data.data;
}

/** POST /credit-limit-management/send-limit-otp {requestId}: answers the tracking id. */
export async function sendLimitOtp(token: string, requestId: string) {
  const headers = jwtHeaders(token);
  const body = { requestId: requireRequestId(requestId) };
  const { data } = await callUpstream({
    service: "card",
    method: "post",
    path: "credit-limit-management/send-limit-otp",
    json: body,
    headers,
    schema: TrackingResponseSchema,
  });
  return data.data;
}

/** POST /credit-limit-management/verify-limit-otp {requestId, trackingId, otp}: with the limiter's leave (allowCodeCheck). */
export async function verifyLimitOtp(
  allowed: AllowedCodeCheck<"card-otp">,
  token: string,
  params: { requestId?: string | null; trackingId?: string | null; otp?: string | null },
) {
  const headers = jwtHeaders(token);
  const body = requireVerifyParams(params);
  spendCodeCheck(allowed, "card-otp");
  const { data } = await callUpstream({
    service: "card",
    method: "post",
    path: "credit-limit-management/verify-limit-otp",
    json: body,
    headers,
    schema: AckResponseSchema,
  });
  return data;
}

/** GET /goldswiper/offers/ */
export async function getOffers(token: string) {
  const { data } = await callUpstream({
    service: "card",
    method: "get",
    path: "goldswiper/offers/",
    headers: jwtHeaders(token),
    schema: OffersResponseSchema,
  });
  return data.data;
}

/** GET /goldswiper/offers/{id}; an unknown offer is null. */
export async function getOffer(token: string, id: string) {
  const { status, data } = await callUpstream({
    service: "card",
    method: "get",
    path: `goldswiper/offers/${encodeURIComponent(id)}`,
    headers: jwtHeaders(token),
    schema: OfferResponseSchema.or(AckResponseSchema),
    answerStatuses: [404],
  });
  return status === 404 || !("data" in data) ? null : data.data;
}

/** GET /release-requests?cardId&releaseStatus (a comma list); the list is in data.data. */
export async function getReleaseRequests(token: string, cardId: string, statuses: readonly ReleaseStatus[]) {
  const { data } = await callUpstream({
    service: "card",
    method: "get",
    path: "release-requests",
    searchParams: { cardId, releaseStatus: statuses.length > 0 ? statuses.join(",") : undefined },
    headers: jwtHeaders(token),
    schema: ReleaseRequestsResponseSchema,
  });
  return data.data.data;
}

/** POST /release-requests: the release request entity of requirements §3. */
export async function createReleaseRequest(token: string, body: ReleaseRequestBody) {
  const { data } = await callUpstream({
    service: "card",
    method: "post",
    path: "release-requests",
    json: body,
    headers: jwtHeaders(token),
    schema: ReleaseRequestCreatedSchema,
  });
  return data.data;
}

/** GET /goldswiper/rewards: the cardholder's rewards (requirements §3 rewardData). */
export async function getRewards(token: string) {
  const { data } = await callUpstream({
    service: "card",
    method: "get",
    path: "goldswiper/rewards",
    headers: jwtHeaders(token),
    schema: RewardsResponseSchema,
  });
  return data.data;
}

/** PUT /supabase/update {tableName reward, identifierColumnValues, columnsToUpdate current_status CLAIMED} */
export async function claimRewards(token: string, rewardIds: readonly string[]) {
  const { data } = await callUpstream({
    service: "card",
    method: "put",
    path: "supabase/update",
    json: { tableName: "reward", identifierColumnValues: { reward_id: [...rewardIds] }, columnsToUpdate: { current_status: "CLAIMED" } },
    headers: jwtHeaders(token),
    schema: RewardUpdateResponseSchema,
  });
  return data.data;
}

/**
 * POST /kyc/pan-validation {pan, name}: valid, name match and the Aadhaar link. A KYC check that
 * says whether a PAN exists and whose it is: only with the limiter's leave, spent first.
 */
export async function validatePan(allowed: AllowedWork<"pan-check">, token: string, body: { pan: string; name: string }) {
  spendWork(allowed, "pan-check");
  const { data } = await callUpstream({
    service: "card",
    method: "post",
    path: "kyc/pan-validation",
    json: body,
    headers: jwtHeaders(token),
    schema: PanValidationResponseSchema,
  });
  // The upstream's words are not shown: the page says what a refused PAN means in its own (decision 047).
  return { ...data.data };
}

/** POST /customer/uploadImageForCustomer: multipart, the file as `image` with its documentType; only with the limiter's leave, spent first. */
export async function uploadImageForCustomer(allowed: AllowedWork<"upload">, token: string, image: File, documentType: DocumentType) {
  spendWork(allowed, "upload");
  const form = new FormData();
  form.set("documentType", documentType);
  form.set("image", image, image.name);
  const { data } = await callUpstream({
    service: "card",
    method: "post",
    path: "customer/uploadImageForCustomer",
    formData: form,
    headers: jwtHeaders(token),
    schema: UploadImageResponseSchema,
  });
  return data.data;
}

/** POST /customer/saveImagesForCustomer/{customerId} {images} */
export async function saveImagesForCustomer(token: string, customerId: string, body: SaveImagesRequest) {
  const { data } = await callUpstream({
    service: "card",
    method: "post",
    path: `customer/saveImagesForCustomer/${encodeURIComponent(customerId)}`,
    json: body,
    headers: jwtHeaders(token),
    schema: AckResponseSchema,
  });
  return data;
}
