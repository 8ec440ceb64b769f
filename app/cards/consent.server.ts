/**
 * Consent by OTP (requirements §4 "Card consent"): the consent code is sent to the cardholder's
 * registered mobile (its tracking id kept in the session), then validated with the code typed.
 * A consent already given forgets a code still waiting.
 */
import { cardCall, cardReads, readCard, allowCardholderCodeCheck, runCardForm, sendCardholderCode } from "~/cards/account.server";
import type { CardContext } from "~/cards/auth.server";
import type { ConsentForm } from "~/cards/consent-form";
import { CARD_HOME_PATH, CONSENT_PATH } from "~/cards/paths";
import { moveTo, type Outcome } from "~/site/form-action.server";
import { sendConsentOtp, validateConsentOtp } from "~/upstream/card.server";

/** The page: the card, whether a code is waiting, whether consent is given; `sessionChanged` when a waiting code was forgotten. */
export async function consentPage(ctx: CardContext) {
  const reads = cardReads(ctx);
  const lookup = await readCard(ctx, reads);
  const given = lookup?.kind === "card" && lookup.card.consentGiven;
  const steps = ctx.session.get("cardSteps");
  const forget = given && Boolean(steps?.consentTrackingId);
  if (forget) ctx.session.set("cardSteps", { ...steps, consentTrackingId: undefined });
  return { lookup, codeSent: !forget && Boolean(steps?.consentTrackingId), given, popup: reads.popup, sessionChanged: forget };
}

/** The consent page's forms: the code is sent (the page asks for it), or the consent is given (the card page thanks). */
export function submitConsent(input: ConsentForm, ctx: CardContext, address: string): Promise<Outcome> {
  return runCardForm(ctx, () => (input.intent === "send" ? sendConsentCode(ctx, address) : giveConsent(ctx, input.otp, address)));
}

/** Sends the consent code, within the abuse limits. */
async function sendConsentCode(ctx: CardContext, address: string): Promise<Outcome> {
  const { trackingId } = await sendCardholderCode(ctx, address, "consent", sendConsentOtp);
  ctx.session.set("cardSteps", { ...ctx.session.get("cardSteps"), consentTrackingId: trackingId });
  return moveTo(CONSENT_PATH);
}

/** Gives consent with the code sent last; with no code sent yet, the page again. */
async function giveConsent(ctx: CardContext, otp: string, address: string): Promise<Outcome> {
  const steps = ctx.session.get("cardSteps") ?? {};
  const trackingId = steps.consentTrackingId;
  if (!trackingId) return moveTo(CONSENT_PATH);
  const allowed = await allowCardholderCodeCheck(`consent:${trackingId}`, address);
  await cardCall(ctx, (token) => validateConsentOtp(allowed, token, { trackingId, otp }));
  ctx.session.set("cardSteps", { ...steps, consentTrackingId: undefined });
  return moveTo(CARD_HOME_PATH, { notice: { page: "limits", consentGiven: true } });
}
