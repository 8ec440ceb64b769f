/**
 * The cardholder pages' reads and writes: every card call goes through `cardCall`, which
 * signs the cardholder out when the upstream rejects the token (401), and page reads go
 * through PageReads so a failure shows the popup and the rest of the page.
 */
import { signOut, signOutOnRejectedToken, type CardContext } from "~/cards/auth.server";
import { CardRequestError } from "~/upstream/token";
import { NOT_SAVED_MESSAGE, redirectWithPopup, type PageReads } from "~/site/error-popup.server";
import { personMessage } from "~/platform/person-message";
import { POPUP_FALLBACK_TEXT } from "~/site/error-popup";
import { log } from "~/platform/log.server";
import { allowCodeAttempt, allowCodeSend, codeNotSent, type CodePurpose, type LimitCheck } from "~/platform/rate-limit.server";
import { eventContext } from "~/site/events.server";
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
    return { refused: personMessage(error.responseMessage) ?? POPUP_FALLBACK_TEXT };
  }
  return (await redirectWithPopup(ctx.session, error, path, typed, eventContext(request, ctx.session))) ?? { refused: NOT_SAVED_MESSAGE };
}

/** A card form refused by an abuse limit: nothing was sent upstream. */
export type CardLimitRefusal = { message: string; retryAfterSeconds: number };

function refusal(check: LimitCheck, what: string, address: string): CardLimitRefusal | null {
  if (check.allowed) return null;
  log.warn("cards.code_limited", { what, reason: check.reason, address });
  return { message: check.message, retryAfterSeconds: check.retryAfterSeconds };
}

/**
 * Sends a consent or limit-increase code through `send`, when the limits allow. These codes go
 * to the cardholder's registered mobile, which the site does not hold, so they count per
 * cardholder (decision 010). A send that fails upstream leaves no cool-down behind.
 */
export async function sendCardholderCode<T>(
  request: Request,
  ctx: CardContext,
  address: string,
  purpose: Exclude<CodePurpose, "phone">,
  send: (token: string) => Promise<T>
): Promise<{ refused: CardLimitRefusal } | { sent: T }> {
  const recipient = `cardholder:${ctx.cardholder.customerId || ctx.token}`;
  const refused = refusal(await allowCodeSend(recipient, address, purpose), `${purpose}-send`, address);
  if (refused) return { refused };
  try {
    return { sent: await cardCall(request, ctx, send) };
  } catch (error) {
    await codeNotSent(recipient, purpose);
    throw error;
  }
}

/** A consent or limit-increase code (`code` names it by its tracking id) may be checked now. */
export async function refusedCardholderCodeCheck(code: string, address: string): Promise<CardLimitRefusal | null> {
  return refusal(await allowCodeAttempt(code, address, "card"), "check", address);
}
