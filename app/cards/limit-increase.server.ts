/**
 * Limit increase (requirements §4): the calculator's estimate (upstream), the active request, a doorstep
 * slot in the card's city to pledge the gold (lead-service v2 with the token), then the OTP
 * sent for the request id and verified with the request id, the tracking id and the code. The
 * gold card's limits (requirements §9) hold for the weight (the form's schema) and for the amount the
 * calculator gives (here): an estimate outside them books nothing.
 */
import { allowCardholderCodeCheck, cardCall, cardReads, readCard, runCardForm, sendCardholderCode } from "~/cards/account.server";
import { cardholderOf, type CardContext } from "~/cards/auth.server";
import { goldCardAmountProblem } from "~/cards/gold-card-limits";
import { DAY_NOT_OFFERED, LIMIT_INCREASE_PATH, LIMIT_INCREASE_VISIT, SLOT_NOT_OFFERED } from "~/cards/limit-increase";
import type { CalculatorInput, LimitIncreaseForm } from "~/cards/limit-increase-form";
import { workingDays } from "~/journey/booking.server";
import { englishSlotLabel, slotLabelIn } from "~/journey/visit";
import { dayChip, visitDay } from "~/cards/dates";
import type { Language } from "~/i18n/language";
import { readLanguage } from "~/i18n/language.server";
import { asText } from "~/i18n/message";
import { moveTo, refuse, type Outcome } from "~/site/form-action.server";
import { oneAtATime } from "~/site/write-once.server";
import {
  bookLimitIncreaseSlot,
  calculateCreditLimit,
  getActiveRequest,
  getCreditLimit,
  sendLimitOtp,
  verifyLimitOtp,
} from "~/upstream/card.server";
import { viewLimitIncreaseSlots } from "~/upstream/insight.server";
import { requireVerifyParams } from "~/upstream/limit-request";
import { REQUEST_TYPE_LIMIT_INCREASE } from "~/upstream/schemas/card";

/** "2026-11-23 10:00-11:00" as the cardholder reads it, in the page's language with the journey's slot words: "Monday, 23 November, 10:00 AM – 11:00 AM". */
function slotDescription(slot: string, lang: Language): string {
  const [date = "", slotId = ""] = slot.split(" ");
  return date && slotId ? `${visitDay(date, lang)}, ${slotLabelIn(lang, date, slotId, englishSlotLabel(slotId))}` : slot;
}

/** The visit times of a day in the card's city, asked with the cardholder's token. */
function visitSlots(ctx: CardContext, cityId: number, date: string) {
  return cardCall(ctx, (token) => viewLimitIncreaseSlots(token, { cityId, date })).then((answer) => answer.data.data.slots);
}

/**
 * The page: the card, the active request, the estimate for the calculator's figures (when they
 * are valid), or why its amount is outside the gold card's limits (`amountProblem`, as a reply
 * carries a message: no estimate then), and the days and times of a visit when one can be booked (`date` asked for, else the
 * first working day).
 */
export async function limitIncreasePage(ctx: CardContext, calculator: CalculatorInput | null, askedDate: string | null) {
  const reads = cardReads(ctx);
  const { lang } = await readLanguage(ctx.request);
  const [lookup, active, calculated] = await Promise.all([
    readCard(ctx, reads),
    reads.read("active-request", () => cardCall(ctx, (token) => getActiveRequest(token, REQUEST_TYPE_LIMIT_INCREASE))),
    calculator ? reads.read("calculator", () => cardCall(ctx, (token) => calculateCreditLimit(token, calculator))) : null,
  ]);
  const amountProblem = calculated ? goldCardAmountProblem(LIMIT_INCREASE_VISIT, calculated.eligibleLimit) : null;
  const estimate = amountProblem === null ? calculated : null;
  const card = lookup?.kind === "card" ? lookup.card : null;
  const canBook = card !== null && estimate !== null && active?.status !== "OTP_VERIFIED";
  const days = canBook ? ((await reads.read("working-days", () => workingDays(card.cityId))) ?? []) : [];
  const date = days.includes(askedDate ?? "") ? askedDate : (days[0] ?? null);
  const slots =
    canBook && date
      ? await reads.read("slots", () =>
          visitSlots(ctx, card.cityId, date).then((slots) =>
            slots.map((slot) => ({ ...slot, label: slotLabelIn(lang, date, slot.id, slot.label) })),
          ),
        )
      : null;
  const steps = ctx.session.get("cardSteps");
  const otpSent =
    active !== null && active.status === "SLOT_BOOKED" && steps?.limitRequestId === active.requestId && Boolean(steps.limitTrackingId);
  return {
    lookup,
    active: active ? { ...active, slotText: slotDescription(active.slot, lang) } : null,
    otpSent,
    estimate,
    // Figures just worked out that are not the open request's: they go into it (a time booked) before it is confirmed.
    recalculated:
      active !== null &&
      estimate !== null &&
      (estimate.goldWeight !== active.goldWeight || estimate.eligibleLimit !== active.requestedLimit),
    amountProblem: amountProblem && asText(amountProblem),
    days: days.map((d) => ({ date: d, label: dayChip(d, lang) })),
    date,
    slots,
    popup: reads.popup,
  };
}

/**
 * The page's forms: book the visit (the page says so), send the code that confirms the request,
 * or confirm it with the code; each comes back to the page, which shows the request as it is now.
 */
export function submitLimitIncrease(input: LimitIncreaseForm, ctx: CardContext, address: string): Promise<Outcome> {
  return runCardForm(ctx, async () => {
    switch (input.intent) {
      case "book":
        return bookLimitVisit(ctx, input);
      case "send-otp":
        return sendLimitCode(ctx, input.requestId, address);
      case "verify-otp":
        return confirmLimitRequest(ctx, input.otp, address);
    }
  });
}

/** Where a failed form comes back to: a booking to the calculator's figures and day it was for. */
export function limitIncreaseBack(input: LimitIncreaseForm): string {
  if (input.intent !== "book") return LIMIT_INCREASE_PATH;
  const query = new URLSearchParams({ goldWeight: String(input.goldWeight), goldQuality: input.goldQuality, date: input.date });
  return `${LIMIT_INCREASE_PATH}?${query}`;
}

/**
 * Books the visit for the gold; the limit asked for is the calculator's, worked out again here
 * (the browser's figure is not trusted), and an amount outside the gold card's limits is refused
 * before anything is booked. The weight was held to them by the form's schema. The day and the
 * time are read again too: only a working day the page offers and a free time of that day are
 * booked (a form can send any).
 */
function bookLimitVisit(ctx: CardContext, input: CalculatorInput & { date: string; slot: string }): Promise<Outcome> {
  // One booking at a time per cardholder (decision 042): of parallel submits one books.
  return oneAtATime("limit-request", cardholderOf(ctx), () => bookLimitVisitNow(ctx, input));
}

async function bookLimitVisitNow(ctx: CardContext, input: CalculatorInput & { date: string; slot: string }): Promise<Outcome> {
  const lookup = await cardCall(ctx, getCreditLimit);
  if (lookup.kind !== "card") return moveTo(LIMIT_INCREASE_PATH);
  const estimate = await cardCall(ctx, (token) =>
    calculateCreditLimit(token, { goldWeight: input.goldWeight, goldQuality: input.goldQuality }),
  );
  const amountProblem = goldCardAmountProblem(LIMIT_INCREASE_VISIT, estimate.eligibleLimit);
  if (amountProblem) return refuse({ form: amountProblem });
  if (!(await workingDays(lookup.card.cityId)).includes(input.date)) return refuse({ form: DAY_NOT_OFFERED });
  const slots = await visitSlots(ctx, lookup.card.cityId, input.date);
  if (!slots.some((slot) => slot.id === input.slot && slot.available)) return refuse({ form: SLOT_NOT_OFFERED });
  const { requestId } = await cardCall(ctx, (token) =>
    bookLimitIncreaseSlot(token, {
      requestType: REQUEST_TYPE_LIMIT_INCREASE,
      cardId: lookup.card.cardId,
      goldWeight: input.goldWeight,
      goldQuality: input.goldQuality,
      requestedLimit: estimate.eligibleLimit,
      slot: `${input.date} ${input.slot}`,
      pincode: lookup.card.pincode ?? null,
    }),
  );
  ctx.session.set("cardSteps", { ...ctx.session.get("cardSteps"), limitRequestId: requestId, limitTrackingId: undefined });
  return moveTo(LIMIT_INCREASE_PATH, { notice: { page: "limit-increase", booked: true } });
}

/** Sends the code that confirms the request, within the abuse limits. */
async function sendLimitCode(ctx: CardContext, requestId: string, address: string): Promise<Outcome> {
  // Only the cardholder's own active request, the one the page offers: a form can name any id.
  // (No id at all is refused by the send itself, before any call: requirements §8.)
  if (requestId) {
    const active = await cardCall(ctx, (token) => getActiveRequest(token, REQUEST_TYPE_LIMIT_INCREASE));
    if (active?.requestId !== requestId) return moveTo(LIMIT_INCREASE_PATH);
  }
  const { trackingId } = await sendCardholderCode(ctx, address, "limit-increase", (token) => sendLimitOtp(token, requestId));
  ctx.session.set("cardSteps", { ...ctx.session.get("cardSteps"), limitRequestId: requestId, limitTrackingId: trackingId });
  return moveTo(LIMIT_INCREASE_PATH);
}

/**
 * Confirms the request with the code; a check with ids or the code missing is refused before it
 * is sent (requirements §8) and spends nothing. The page shows the confirmed request (the upstream's
 * active request), whatever the URL says.
 */
async function confirmLimitRequest(ctx: CardContext, otp: string | undefined, address: string): Promise<Outcome> {
  const steps = ctx.session.get("cardSteps") ?? {};
  const params = requireVerifyParams({ requestId: steps.limitRequestId, trackingId: steps.limitTrackingId, otp });
  const allowed = await allowCardholderCodeCheck(`limit:${params.requestId}:${params.trackingId}`, address);
  await cardCall(ctx, (token) => verifyLimitOtp(allowed, token, params));
  ctx.session.set("cardSteps", { ...steps, limitRequestId: undefined, limitTrackingId: undefined });
  return moveTo(LIMIT_INCREASE_PATH);
}
