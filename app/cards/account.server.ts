/**
 * The cardholder pages' reads and writes: every card call goes through `cardCall`, which
 * signs the cardholder out when the upstream rejects the token (401), and page reads go
 * through PageReads so a failure shows the popup and the rest of the page.
 */
import { signOut, signOutOnRejectedToken, type CardContext } from "~/cards/auth.server";
import { CardRequestError } from "~/cards/token";
import { NOT_SAVED_MESSAGE, redirectWithPopup, type PageReads } from "~/platform/error-popup.server";
import { eventContext } from "~/platform/events.server";
import { UpstreamError } from "~/upstream/http.server";
import { getCreditLimit, type CardLookup } from "~/upstream/card.server";

/** Runs one card call with the cardholder's token; a 401 throws the sign-out redirect. */
export function cardCall<T>(request: Request, ctx: CardContext, call: (token: string) => Promise<T>): Promise<T> {
  return signOutOnRejectedToken(request, ctx.session, () => call(ctx.token));
}

/** The card (or the no-card answer) for a page; null with the popup when the call failed. */
export function readCard(request: Request, ctx: CardContext, reads: PageReads): Promise<CardLookup | null> {
  return reads.read("card", () => cardCall(request, ctx, getCreditLimit));
}

/** What a card form shows when its call failed: the message under the form, or a redirect (sign-out, popup). */
export type CardActionFailure = { refused: string } | Response;

/** Answers the upstream gave about the input (a wrong code, a bad field): shown on the form, not in the popup. */
const REFUSAL_STATUSES = new Set([400, 404, 409, 422]);

/**
 * The failure rules of a card form: a refused token signs out; a call refused before it was
 * sent (CardRequestError) or an upstream answer about the input shows its message on the
 * form; anything else goes back to the page with the popup and what was typed (spec §8).
 */
export async function cardActionFailure(
  request: Request,
  ctx: CardContext,
  error: unknown,
  path: string,
  typed?: Record<string, string>
): Promise<CardActionFailure> {
  if (error instanceof Response) return error;
  if (error instanceof UpstreamError && error.status === 401) return signOut(request, ctx.session, "card-call-401");
  if (error instanceof CardRequestError) return { refused: error.message };
  if (error instanceof UpstreamError && error.status !== undefined && REFUSAL_STATUSES.has(error.status) && error.responseMessage) {
    return { refused: error.responseMessage };
  }
  return (await redirectWithPopup(ctx.session, error, path, typed, eventContext(request, ctx.session))) ?? { refused: NOT_SAVED_MESSAGE };
}
