/**
 * Card services (requirements §7 "Card"): limits, consent, limit increase, offers, release requests,
 * rewards, PAN validation and document images. Every route needs the cardholder's token as
 * `authorization: JWT <token>` (a 401 otherwise); the token decides whose data is read.
 */
import { randomBytes, randomUUID } from "node:crypto";
import * as z from "zod";
import { HttpError, json, parseWith, type MultipartBody, type RouteTable, type SimRequest, type SimResponse } from "../router";
import { NO_APPLICATION_BODY, NO_CARDS_BODY, SEEDED_OFFERS, seededRewards, TEST_PANS } from "../seed/cardholders";
import { CALCULATOR_LTV, eligibleLimit, ratePerGram } from "../seed/card-calculator";
import type { CardholderAccount, LimitRequestRecord, ReleaseRequestRecord } from "../card-records";
import { OTP_ATTEMPTS, type SimContext, type TrackedChallenge } from "../state";
import { tokenCustomer, WRONG_OTP_MESSAGE } from "./auth";
import {
  CalculatorQuerySchema,
  DocumentTypeSchema,
  LimitSlotRequestSchema,
  ReleaseRequestBodySchema,
  ReleaseRequestsQuerySchema,
  ReleaseStatusSchema,
  RewardUpdateRequestSchema,
  PanValidationRequestSchema,
  SaveImagesRequestSchema,
  SendLimitOtpRequestSchema,
  ValidateConsentRequestSchema,
  VerifyLimitOtpRequestSchema,
  type Card,
  type LimitRequest,
  type ReleaseRequest,
  type ReleaseStatus,
  type Reward,
} from "~/upstream/schemas/card";

export const CODE_EXPIRED_MESSAGE = "This code has expired. Please ask for a new one.";
export const CARD_NOT_YOURS_BODY = { code: 403, message: "This card is not yours" } as const;
export const CONFIRMED_REQUEST_MESSAGE = "You already have a confirmed limit increase request.";
export const NO_OPEN_REQUEST_MESSAGE = "No open request with this id";
export const PAN_NOT_FOUND_MESSAGE = "We could not find this PAN";
export const UNSUPPORTED_IMAGE_MESSAGE = "Only JPEG, PNG or WebP images are accepted";
export const IMAGE_TOO_LARGE_MESSAGE = "The image is larger than 5 MB";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp"];

const ACTIVE_LIMIT_STATUSES: ReadonlySet<string> = new Set(["SLOT_BOOKED", "OTP_VERIFIED"]);
const ActiveRequestQuerySchema = z.object({ requestType: z.string().min(1) });
const UploadFieldsSchema = z.object({ documentType: DocumentTypeSchema });

type AuthedHandler = (req: SimRequest, ctx: SimContext, account: CardholderAccount) => SimResponse;

/** Every card route: the token first (401), then the handler with the token's account. */
const authed =
  (handler: AuthedHandler) =>
  (req: SimRequest, ctx: SimContext): SimResponse =>
    handler(req, ctx, tokenCustomer(req, ctx));

/** The account's card, or the 404 "no card" answer of its kind. */
function requireCard(ctx: SimContext, account: CardholderAccount): Card {
  const card = ctx.state.cards.get(account.customerId);
  if (card) return card;
  throw new HttpError(404, account.noCardCode === "CCAPPLICATION_NOT_FOUND" ? NO_APPLICATION_BODY : NO_CARDS_BODY);
}

/** A 403 unless `cardId` is the account's card. */
function requireOwnCard(ctx: SimContext, account: CardholderAccount, cardId: string): Card {
  const card = ctx.state.cards.get(account.customerId);
  if (!card || card.cardId !== cardId) throw new HttpError(403, CARD_NOT_YOURS_BODY);
  return card;
}

/** Sends a consent or limit code to the account's phone; answers with the tracking id. */
function sendTrackedOtp(
  ctx: SimContext,
  account: CardholderAccount,
  purpose: TrackedChallenge["purpose"],
  requestId: string | null,
): SimResponse {
  const trackingId = `TRK-${randomBytes(6).toString("hex").toUpperCase()}`;
  ctx.state.trackedChallenges.set(trackingId, {
    trackingId,
    customerId: account.customerId,
    purpose,
    requestId,
    code: ctx.otp,
    attemptsLeft: OTP_ATTEMPTS,
  });
  ctx.state.outbox.push({ phone: account.phone, type: "SMS", purpose, code: ctx.otp, at: new Date(ctx.now()).toISOString() });
  return json(200, { code: 200, message: "OTP sent", data: { trackingId } });
}

/**
 * Checks a code against a tracking id: unknown, someone else's, of another purpose or request
 * (or out of attempts) is "expired"; a wrong code uses an attempt. The right code consumes it.
 */
function checkTrackedOtp(
  ctx: SimContext,
  account: CardholderAccount,
  input: { trackingId: string; otp: string; purpose: TrackedChallenge["purpose"]; requestId?: string },
): void {
  const challenge = ctx.state.trackedChallenges.get(input.trackingId);
  const matches =
    challenge !== undefined &&
    challenge.customerId === account.customerId &&
    challenge.purpose === input.purpose &&
    (input.requestId === undefined || challenge.requestId === input.requestId) &&
    challenge.attemptsLeft > 0;
  if (!matches) throw new HttpError(400, { code: 400, message: CODE_EXPIRED_MESSAGE });
  if (input.otp !== challenge.code) {
    challenge.attemptsLeft -= 1;
    if (challenge.attemptsLeft <= 0) ctx.state.trackedChallenges.delete(input.trackingId);
    throw new HttpError(400, { code: 400, message: WRONG_OTP_MESSAGE });
  }
  ctx.state.trackedChallenges.delete(input.trackingId);
}

function publicLimitRequest(record: LimitRequestRecord): LimitRequest {
  const { requestId, requestType, status, cardId, goldWeight, requestedLimit, slot, createdAt } = record;
  return { requestId, requestType, status, cardId, goldWeight, requestedLimit, slot, createdAt };
}

function activeRequest(ctx: SimContext, customerId: string, requestType: string): LimitRequestRecord | undefined {
  return ctx.state.limitRequests.find(
    (request) => request.customerId === customerId && request.requestType === requestType && ACTIVE_LIMIT_STATUSES.has(request.status),
  );
}

function publicReleaseRequest(record: ReleaseRequestRecord): ReleaseRequest {
  const { customerId: _customerId, ...request } = record;
  return request;
}

/** "REQUESTED,IN_PROGRESS" to statuses; an unknown status is a 400. */
function parseStatusList(list: string | undefined): Set<ReleaseStatus> | null {
  if (list === undefined || list.trim() === "") return null;
  const statuses = new Set<ReleaseStatus>();
  for (const item of list
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")) {
    const status = ReleaseStatusSchema.safeParse(item);
    if (!status.success) {
      throw new HttpError(400, { code: 400, message: `Invalid request: releaseStatus: unknown status "${item}"` });
    }
    statuses.add(status.data);
  }
  return statuses;
}

function rewardsOf(ctx: SimContext, customerId: string): Reward[] {
  return seededRewards(customerId, ctx.now()).map((reward) =>
    ctx.state.claimedRewardIds.has(reward.reward_id) ? { ...reward, current_status: "CLAIMED" } : reward,
  );
}

function isMultipartBody(body: unknown): body is MultipartBody {
  return typeof body === "object" && body !== null && "fields" in body && "files" in body && Array.isArray((body as MultipartBody).files);
}

function panValidation(
  pan: string,
  name: string,
): { message: string; data: { valid: boolean; nameMatches: boolean; aadhaarLinked: boolean } } {
  if (pan === TEST_PANS.linked) {
    const nameMatches = name.toLowerCase().includes("asha");
    return {
      message: nameMatches ? "PAN verified" : "The name does not match this PAN",
      data: { valid: true, nameMatches, aadhaarLinked: true },
    };
  }
  if (pan === TEST_PANS.notLinked) {
    return { message: "This PAN is not linked to Aadhaar", data: { valid: true, nameMatches: true, aadhaarLinked: false } };
  }
  return { message: PAN_NOT_FOUND_MESSAGE, data: { valid: false, nameMatches: false, aadhaarLinked: false } };
}

export const cardRoutes: RouteTable<SimContext> = [
  /* ---------- limits and consent ---------- */
  {
    method: "GET",
    path: "/credit-limit/user",
    handler: authed((_req, ctx, account) => json(200, { code: 200, message: "OK", data: requireCard(ctx, account) })),
  },
  {
    method: "POST",
    path: "/credit-limit/send-consent-otp",
    handler: authed((_req, ctx, account) => {
      requireCard(ctx, account);
      return sendTrackedOtp(ctx, account, "consent", null);
    }),
  },
  {
    method: "POST",
    path: "/credit-limit/validate-consent-otp",
    handler: authed((req, ctx, account) => {
      const { trackingId, otp } = parseWith(ValidateConsentRequestSchema, req.body);
      checkTrackedOtp(ctx, account, { trackingId, otp, purpose: "consent" });
      requireCard(ctx, account).consentGiven = true;
      return json(200, { code: 200, message: "Consent recorded" });
    }),
  },

  /* ---------- limit increase ---------- */
  {
    method: "GET",
    path: "/goldswiper/credit-limit/calculator",
    handler: authed((req, ctx) => {
      const { goldWeight, goldQuality } = parseWith(CalculatorQuerySchema, req.query);
      const rate = ratePerGram(goldQuality, ctx.now());
      return json(200, {
        code: 200,
        message: "OK",
        data: { goldWeight, goldQuality, ratePerGram: rate, ltv: CALCULATOR_LTV, eligibleLimit: eligibleLimit(goldWeight, rate) },
      });
    }),
  },
  {
    method: "GET",
    path: "/credit-limit-management/active-request",
    handler: authed((req, ctx, account) => {
      const { requestType } = parseWith(ActiveRequestQuerySchema, req.query);
      const request = activeRequest(ctx, account.customerId, requestType);
      return json(200, { code: 200, message: "OK", data: request ? publicLimitRequest(request) : null });
    }),
  },
  {
    method: "POST",
    path: "/lead-service/v2/lead",
    handler: authed((req, ctx, account) => {
      const body = parseWith(LimitSlotRequestSchema, req.body);
      requireOwnCard(ctx, account, body.cardId);
      const active = activeRequest(ctx, account.customerId, body.requestType);
      if (active?.status === "OTP_VERIFIED") return json(409, { code: 409, message: CONFIRMED_REQUEST_MESSAGE });
      const fields = {
        goldWeight: body.goldWeight,
        goldQuality: body.goldQuality,
        requestedLimit: body.requestedLimit,
        slot: body.slot,
        pincode: body.pincode ?? null,
      };
      if (active) {
        Object.assign(active, fields);
        return json(200, { code: 200, message: "Slot booked", data: { requestId: active.requestId, leadId: active.leadId } });
      }
      const created: LimitRequestRecord = {
        requestId: `LIR-${randomBytes(4).toString("hex").toUpperCase()}`,
        requestType: body.requestType,
        status: "SLOT_BOOKED",
        cardId: body.cardId,
        createdAt: new Date(ctx.now()).toISOString(),
        customerId: account.customerId,
        leadId: randomUUID(),
        ...fields,
      };
      ctx.state.limitRequests.push(created);
      return json(200, { code: 200, message: "Slot booked", data: { requestId: created.requestId, leadId: created.leadId } });
    }),
  },
  {
    method: "POST",
    path: "/credit-limit-management/send-limit-otp",
    handler: authed((req, ctx, account) => {
      const { requestId } = parseWith(SendLimitOtpRequestSchema, req.body);
      const request = ctx.state.limitRequests.find((r) => r.requestId === requestId && r.customerId === account.customerId);
      if (request?.status !== "SLOT_BOOKED") return json(400, { code: 400, message: NO_OPEN_REQUEST_MESSAGE });
      return sendTrackedOtp(ctx, account, "limit", requestId);
    }),
  },
  {
    method: "POST",
    path: "/credit-limit-management/verify-limit-otp",
    handler: authed((req, ctx, account) => {
      const { requestId, trackingId, otp } = parseWith(VerifyLimitOtpRequestSchema, req.body);
      const request = ctx.state.limitRequests.find((r) => r.requestId === requestId && r.customerId === account.customerId);
      if (request?.status !== "SLOT_BOOKED") return json(400, { code: 400, message: CODE_EXPIRED_MESSAGE });
      checkTrackedOtp(ctx, account, { trackingId, otp, purpose: "limit", requestId });
      request.status = "OTP_VERIFIED";
      return json(200, { code: 200, message: "Your limit increase request is confirmed." });
    }),
  },

  /* ---------- offers ---------- */
  {
    method: "GET",
    path: "/goldswiper/offers",
    handler: authed(() => json(200, { code: 200, message: "OK", data: SEEDED_OFFERS })),
  },
  {
    method: "GET",
    path: "/goldswiper/offers/:id",
    handler: authed((req) => {
      const offer = SEEDED_OFFERS.find((candidate) => candidate.id === req.params.id);
      return offer ? json(200, { code: 200, message: "OK", data: offer }) : json(404, { code: 404, message: "Offer not found" });
    }),
  },

  /* ---------- release requests ---------- */
  {
    method: "GET",
    path: "/release-requests",
    handler: authed((req, ctx, account) => {
      const { cardId, releaseStatus } = parseWith(ReleaseRequestsQuerySchema, req.query);
      const statuses = parseStatusList(releaseStatus);
      requireOwnCard(ctx, account, cardId);
      const list = ctx.state.releaseRequests
        .filter((request) => request.cardId === cardId && (statuses === null || statuses.has(request.releaseStatus)))
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id))
        .map(publicReleaseRequest);
      return json(200, { code: 200, message: "OK", data: { data: list } });
    }),
  },
  {
    method: "POST",
    path: "/release-requests",
    handler: authed((req, ctx, account) => {
      const body = parseWith(ReleaseRequestBodySchema, req.body);
      requireOwnCard(ctx, account, body.cardId);
      const record: ReleaseRequestRecord = {
        ...body,
        id: `RR-${ctx.state.nextReleaseNumber++}`,
        createdAt: new Date(ctx.now()).toISOString(),
        customerId: account.customerId,
      };
      ctx.state.releaseRequests.push(record);
      return json(201, { code: 201, message: "Release request created", data: publicReleaseRequest(record) });
    }),
  },

  /* ---------- rewards ---------- */
  {
    method: "GET",
    path: "/goldswiper/rewards",
    handler: authed((_req, ctx, account) => json(200, { code: 200, message: "OK", data: rewardsOf(ctx, account.customerId) })),
  },
  {
    method: "PUT",
    path: "/supabase/update",
    handler: authed((req, ctx, account) => {
      const body = parseWith(RewardUpdateRequestSchema, req.body);
      const own = new Set(rewardsOf(ctx, account.customerId).map((reward) => reward.reward_id));
      const ids = [...new Set(body.identifierColumnValues.reward_id)];
      const foreign = ids.find((id) => !own.has(id));
      if (foreign !== undefined) return json(403, { code: 403, message: `Reward ${foreign} is not yours` });
      for (const id of ids) ctx.state.claimedRewardIds.add(id);
      return json(200, { code: 200, message: "Updated", data: { updated: ids.length } });
    }),
  },

  /* ---------- KYC and documents ---------- */
  {
    method: "POST",
    path: "/kyc/pan-validation",
    handler: authed((req) => {
      const { pan, name } = parseWith(PanValidationRequestSchema, req.body);
      const { message, data } = panValidation(pan, name);
      return json(200, { code: 200, message, data });
    }),
  },
  {
    method: "POST",
    path: "/customer/uploadImageForCustomer",
    handler: authed((req, ctx, account) => {
      if (!isMultipartBody(req.body)) {
        return json(400, { code: 400, message: "Invalid request: send multipart/form-data with an image file" });
      }
      const file = req.body.files.find((candidate) => candidate.field === "image");
      if (!file) return json(400, { code: 400, message: "Invalid request: image: a file is required" });
      const { documentType } = parseWith(UploadFieldsSchema, req.body.fields);
      if (!ACCEPTED_IMAGE_TYPES.includes(file.contentType)) return json(415, { code: 415, message: UNSUPPORTED_IMAGE_MESSAGE });
      if (file.size > MAX_IMAGE_BYTES) return json(413, { code: 413, message: IMAGE_TOO_LARGE_MESSAGE });
      const imageId = `IMG-${randomBytes(5).toString("hex").toUpperCase()}`;
      ctx.state.images.set(imageId, {
        imageId,
        customerId: account.customerId,
        documentType,
        size: file.size,
        contentType: file.contentType,
        fileName: file.fileName,
        saved: false,
      });
      return json(200, { code: 200, message: "Uploaded", data: { imageId, size: file.size, contentType: file.contentType } });
    }),
  },
  {
    method: "POST",
    path: "/customer/saveImagesForCustomer/:customerId",
    handler: authed((req, ctx, account) => {
      if (req.params.customerId !== account.customerId) return json(403, { code: 403, message: "You can only save your own images" });
      const { images } = parseWith(SaveImagesRequestSchema, req.body);
      const unknown = images.find(({ imageId }) => ctx.state.images.get(imageId)?.customerId !== account.customerId);
      if (unknown) return json(400, { code: 400, message: `Unknown image: ${unknown.imageId}` });
      for (const { imageId } of images) {
        const image = ctx.state.images.get(imageId);
        if (image) image.saved = true;
      }
      return json(200, { code: 200, message: "Images saved" });
    }),
  },
];
