/**
 * The limit-increase call rules (requirements §5, §8): sending the limit OTP needs a request id;
 * verifying it needs the request id, the tracking id and the code. A call that lacks one
 * is refused with the spec's message and never reaches the upstream.
 */
import { CardRequestError } from "~/upstream/token";

export const REQUEST_ID_REQUIRED_MESSAGE = "Request ID is required";
export const VERIFY_PARAMS_MISSING_MESSAGE = "Required parameters missing: requestId, trackingId, and otp are required";

const blank = (value: string | null | undefined) => (value?.trim() ?? "") === "";

export function requireRequestId(requestId: string | null | undefined): string {
  if (blank(requestId)) throw new CardRequestError("request-id", REQUEST_ID_REQUIRED_MESSAGE);
  return requestId!.trim();
}

export function requireVerifyParams(params: { requestId?: string | null; trackingId?: string | null; otp?: string | null }) {
  if (blank(params.requestId) || blank(params.trackingId) || blank(params.otp))
    throw new CardRequestError("verify-params", VERIFY_PARAMS_MISSING_MESSAGE);
  return { requestId: params.requestId!.trim(), trackingId: params.trackingId!.trim(), otp: params.otp!.trim() };
}
