/**
 * Consent by OTP (spec §4 "Card consent"): the consent code is sent to the cardholder's
 * registered mobile (its tracking id kept in the session), then validated with the code typed.
 * A consent already given forgets a code still waiting.
 */
import {
  cardCall,
  cardReads,
  readCard,
  allowCardholderCodeCheck,
  runCardForm,
  sendCardholderCode,
  type CardFailure,
} from "~/cards/account.server";
import type { CardContext } from "~/cards/auth.server";
import { sendConsentOtp, validateConsentOtp } from "~/upstream/card.server";

/** The page: the card, whether a code is waiting, whether consent is given; `sessionChanged` when a waiting code was forgotten. */
export async function consentPage(request: Request, ctx: CardContext) {
  const reads = cardReads(request, ctx);
  const lookup = await readCard(request, ctx, reads);
  const given = lookup?.kind === "card" && lookup.card.consentGiven;
  const steps = ctx.session.get("cardSteps");
  const forget = given && Boolean(steps?.consentTrackingId);
  if (forget) ctx.session.set("cardSteps", { ...steps, consentTrackingId: undefined });
  return { lookup, codeSent: !forget && Boolean(steps?.consentTrackingId), given, popup: reads.popup, sessionChanged: forget };
}

export type ConsentOutcome = { kind: "sent" } | { kind: "given" } | { kind: "no-code" } | CardFailure;

const BACK = { path: "/lp/cards/consent" };

/** Sends the consent code, within the abuse limits. */
export function sendConsentCode(request: Request, ctx: CardContext, address: string): Promise<ConsentOutcome> {
  return runCardForm(request, ctx, BACK, async () => {
    const sent = await sendCardholderCode(request, ctx, address, "consent", sendConsentOtp);
    if ("refused" in sent) return sent.refused;
    ctx.session.set("cardSteps", { ...ctx.session.get("cardSteps"), consentTrackingId: sent.sent.trackingId });
    return { kind: "sent" } as const;
  });
}

/** Gives consent with the code sent last; no code sent yet is "no-code". */
export function giveConsent(request: Request, ctx: CardContext, otp: string, address: string): Promise<ConsentOutcome> {
  return runCardForm(request, ctx, BACK, async () => {
    const steps = ctx.session.get("cardSteps") ?? {};
    const trackingId = steps.consentTrackingId;
    if (!trackingId) return { kind: "no-code" } as const;
    const check = await allowCardholderCodeCheck(`consent:${trackingId}`, address);
    if ("refused" in check) return check.refused;
    await cardCall(request, ctx, (token) => validateConsentOtp(check.allowed, token, { trackingId, otp }));
    ctx.session.set("cardSteps", { ...steps, consentTrackingId: undefined });
    return { kind: "given" } as const;
  });
}
