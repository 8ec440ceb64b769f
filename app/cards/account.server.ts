/**
 * What every cardholder page's use-case shares: every card call goes through `cardCall`, which
 * signs the cardholder out when the upstream rejects the token (401); page reads go through
 * PageReads so a failure shows the popup and the rest of the page; every card form's use-case
 * runs in `runCardForm`, which answers the card calls' refusals on the form; the consent and
 * limit-increase codes are sent and checked within the abuse limits.
 */
import { cardholderOf, signOut, signOutOnRejectedToken, type CardContext } from "~/cards/auth.server";
import { msg } from "~/i18n/message";
import { CardRequestError, TOKEN_REQUIRED_MESSAGE, type CardRequestLack } from "~/upstream/token";
import { REQUEST_ID_REQUIRED_MESSAGE, VERIFY_PARAMS_MISSING_MESSAGE } from "~/upstream/limit-request";
import { PageReads } from "~/site/error-popup.server";
import { refuse, type Outcome, type Refusal, type Said } from "~/site/form-action.server";
import { limitProblem } from "~/site/limit-problem";
import { log } from "~/platform/log.server";
import {
  allowCodeCheck,
  allowCodeSend,
  allowWork,
  codeNotSent,
  type AllowedCodeCheck,
  type AllowedWork,
  type CodePurpose,
  type LimitCheck,
} from "~/platform/rate-limit.server";
import { eventContext } from "~/site/events.server";
import { UpstreamError } from "~/upstream/http.server";
import { getCreditLimit, type CardLookup } from "~/upstream/card.server";

/** Runs one card call with the cardholder's token; a 401 throws the sign-out redirect. */
export function cardCall<T>(ctx: CardContext, call: (token: string) => Promise<T>): Promise<T> {
  return signOutOnRejectedToken(ctx.request, ctx.session, () => call(ctx.token));
}

/** The card (or the no-card answer) for a page; null with the popup when the call failed. */
export function readCard(ctx: CardContext, reads: PageReads): Promise<CardLookup | null> {
  return reads.read("card", () => cardCall(ctx, getCreditLimit));
}

/** The reads of a card page: a failed read shows the popup and the rest of the page. */
export function cardReads(ctx: CardContext): PageReads {
  return new PageReads(eventContext(ctx.request, ctx.session));
}

/** The card page: the card and its limits (credit-limit/user), or the no-card answer. */
export async function cardPage(ctx: CardContext) {
  const reads = cardReads(ctx);
  const lookup = await readCard(ctx, reads);
  return { lookup, popup: reads.popup };
}

/** What the form says when the upstream refused its input (a wrong code, a bad field). */
export const INPUT_REFUSED = msg("We could not accept this. Please check what you entered and try again.");

/** Answers the upstream gave about the input (a wrong code, a bad field): shown on the form, not in the popup. */
const REFUSAL_STATUSES = new Set([400, 404, 409, 422]);

/** The spec's refusals of a card call made without what it needs (requirements §8), as the form says them. */
const REQUEST_REFUSALS = {
  // Not in the catalogue: the spec's English, as it came (a card page always has a token, requireCardToken).
  token: TOKEN_REQUIRED_MESSAGE,
  "request-id": msg(REQUEST_ID_REQUIRED_MESSAGE),
  "verify-params": msg(VERIFY_PARAMS_MISSING_MESSAGE),
} satisfies Record<CardRequestLack, Said>;

/**
 * Runs a card form's use-case with the failure rules of every card form: a refused token signs
 * out (the thrown redirect); a code the abuse limits refused (LimitRefusal), a call refused
 * before it was sent (CardRequestError) or an upstream answer about the input is said on the
 * form; anything else is thrown on, for the pipeline's popup with what was typed (requirements §8).
 */
export async function runCardForm(ctx: CardContext, run: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) throw await signOut(ctx.request, ctx.session, "card-call-401");
    if (error instanceof LimitRefusal) return error.refusal;
    if (error instanceof CardRequestError) return refuse({ form: REQUEST_REFUSALS[error.lack] });
    if (error instanceof UpstreamError && error.status !== undefined && REFUSAL_STATUSES.has(error.status) && error.responseMessage) {
      // The upstream's own words are not shown (decision 047): ours, about the input.
      return refuse({ form: INPUT_REFUSED });
    }
    throw error;
  }
}

/** A send or check of a code, or costly work, that the abuse limits refused, thrown to runCardForm, which says it on the form (429). */
class LimitRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super("limited");
  }
}

function refuseLimited(check: Extract<LimitCheck, { allowed: false }>, what: string, address: string, event = "cards.code_limited"): never {
  log.warn(event, { what, reason: check.reason, address });
  throw new LimitRefusal(refuse({ form: limitProblem(check.reason, check.retryAfterSeconds), retryAfterSeconds: check.retryAfterSeconds }));
}

/**
 * Sends a consent or limit-increase code through `send`, when the limits allow (else throws their
 * refusal, for runCardForm). These codes go
 * to the cardholder's registered mobile, which the site does not hold, so they count per
 * cardholder (decision 010). A send that fails upstream leaves no cool-down behind.
 */
export async function sendCardholderCode<T>(
  ctx: CardContext,
  address: string,
  purpose: Exclude<CodePurpose, "phone">,
  send: (token: string) => Promise<T>,
): Promise<T> {
  const recipient = `cardholder:${cardholderOf(ctx)}`;
  const limit = await allowCodeSend(recipient, address, purpose);
  if (!limit.allowed) refuseLimited(limit, `${purpose}-send`, address);
  try {
    return await cardCall(ctx, send);
  } catch (error) {
    await codeNotSent(recipient, purpose);
    throw error;
  }
}

/**
 * Whether a consent or limit-increase code (`target` names it by its tracking ids) may be
 * checked now: the limiter's leave for the client's call, or (thrown, for runCardForm) the refusal.
 */
export async function allowCardholderCodeCheck(target: string, address: string): Promise<AllowedCodeCheck<"card-otp">> {
  const limit = await allowCodeCheck({ kind: "card-otp", target, address });
  if (!limit.allowed) refuseLimited(limit, "check", address);
  return limit.check;
}

/**
 * Whether costly work of `kind` (a PAN check, an upload) may be done for the cardholder now, per
 * cardholder and per client address: the limiter's leave for the client that does it, or (thrown,
 * for runCardForm) the refusal, said on the form with what was typed.
 */
export async function allowCardholderWork<K extends "pan-check" | "upload">(
  ctx: CardContext,
  kind: K,
  address: string,
): Promise<AllowedWork<K>> {
  const limit = await allowWork({ kind, address, person: cardholderOf(ctx) });
  if (!limit.allowed) refuseLimited(limit, kind, address, "cards.work_limited");
  return limit.leave;
}
