/**
 * What every cardholder page's use-case shares: every card call goes through `cardCall`, which
 * signs the cardholder out when the upstream rejects the token (401); page reads go through
 * PageReads so a failure shows the popup and the rest of the page; every card form's calls run
 * in `runCardForm`, whose failures the route answers with `replyToFailure`; the consent and
 * limit-increase codes are sent and checked within the abuse limits.
 */
import { signOut, signOutOnRejectedToken, type CardContext } from "~/cards/auth.server";
import { CardRequestError } from "~/upstream/token";
import type { Submission } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { NOT_SAVED_MESSAGE, PageReads, redirectWithPopup } from "~/site/error-popup.server";
import { personMessage } from "~/platform/person-message";
import { POPUP_FALLBACK_TEXT } from "~/site/error-popup";
import { log } from "~/platform/log.server";
import { limitedInit } from "~/platform/request.server";
import {
  allowCodeCheck,
  allowCodeSend,
  codeNotSent,
  type AllowedCodeCheck,
  type CodePurpose,
  type LimitCheck,
} from "~/platform/rate-limit.server";
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

/** The reads of a card page: a failed read shows the popup and the rest of the page. */
export function cardReads(request: Request, ctx: CardContext): PageReads {
  return new PageReads(eventContext(request, ctx.session));
}

/**
 * A card form whose calls did not go through: a message for the form (with when to try again,
 * for an abuse limit), or the answer to give instead (the sign-out, the popup).
 */
export type CardFailure = { kind: "refused"; message: string; retryAfterSeconds?: number } | { kind: "redirect"; response: Response };

/** Where a card form goes back to with the popup, and what was typed into it. */
export type CardFormBack = { path: string; typed?: Record<string, string> };

/** Answers the upstream gave about the input (a wrong code, a bad field): shown on the form, not in the popup. */
const REFUSAL_STATUSES = new Set([400, 404, 409, 422]);

/**
 * The failure rules of every card form: a refused token signs out; a call refused before it
 * was sent (CardRequestError) or an upstream answer about the input shows its message on the
 * form; anything else goes back to the page with the popup and what was typed (spec §8).
 */
async function cardFailure(request: Request, ctx: CardContext, error: unknown, back: CardFormBack): Promise<CardFailure> {
  if (error instanceof Response) return { kind: "redirect", response: error };
  if (error instanceof UpstreamError && error.status === 401)
    return { kind: "redirect", response: await signOut(request, ctx.session, "card-call-401") };
  if (error instanceof CardRequestError) return { kind: "refused", message: error.message };
  if (error instanceof UpstreamError && error.status !== undefined && REFUSAL_STATUSES.has(error.status) && error.responseMessage) {
    return { kind: "refused", message: personMessage(error.responseMessage) ?? POPUP_FALLBACK_TEXT };
  }
  const popup = await redirectWithPopup(ctx.session, error, back.path, back.typed, eventContext(request, ctx.session));
  return popup ? { kind: "redirect", response: popup } : { kind: "refused", message: NOT_SAVED_MESSAGE };
}

/** Runs a card form's calls: what they give, or the CardFailure their error is. */
export async function runCardForm<T>(
  request: Request,
  ctx: CardContext,
  back: CardFormBack,
  run: () => Promise<T>,
): Promise<T | CardFailure> {
  try {
    return await run();
  } catch (error) {
    return cardFailure(request, ctx, error, back);
  }
}

/**
 * How a card route answers a CardFailure: the redirect as it is, else the form's reply with the
 * message (and `more` of the route's answer), 400, or 429 with Retry-After for a limit.
 */
export function replyToFailure<More extends object = object>(
  submission: Pick<Submission<unknown>, "reply">,
  failure: CardFailure,
  more?: More,
) {
  if (failure.kind === "redirect") return failure.response;
  const init = failure.retryAfterSeconds === undefined ? { status: 400 } : limitedInit(failure.retryAfterSeconds);
  return data({ ...(more as More), result: submission.reply({ formErrors: [failure.message], hideFields: ["otp"] }) }, init);
}

function refusal(check: LimitCheck, what: string, address: string): CardFailure | null {
  if (check.allowed) return null;
  log.warn("cards.code_limited", { what, reason: check.reason, address });
  return { kind: "refused", message: check.message, retryAfterSeconds: check.retryAfterSeconds };
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
  send: (token: string) => Promise<T>,
): Promise<{ refused: CardFailure } | { sent: T }> {
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

/**
 * Whether a consent or limit-increase code (`target` names it by its tracking ids) may be
 * checked now: the limiter's leave for the client's call, or the form's refusal.
 */
export async function allowCardholderCodeCheck(
  target: string,
  address: string,
): Promise<{ refused: CardFailure } | { allowed: AllowedCodeCheck<"card-otp"> }> {
  const limit = await allowCodeCheck({ kind: "card-otp", target, address });
  return limit.allowed ? { allowed: limit.check } : { refused: refusal(limit, "check", address)! };
}
