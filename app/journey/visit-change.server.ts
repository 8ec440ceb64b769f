/**
 * A booked visit after the booking (docs/decisions/017): one booked visit per lead, the
 * confirmation step's choices of a new day and time, and its reschedule and cancel. The day and
 * slot rules are the booking step's (booking.server.ts): the same working days, the same slot
 * source for the visit's kind, and the chosen slot checked again on submit.
 */
import { msg } from "~/i18n/message";
import { offeredSlot, slotsFor, workingDays } from "~/journey/booking.server";
import { leadPincode, toLeadRequest } from "~/journey/lead";
import type { VerifiedLead } from "~/journey/otp.server";
import type { VisitNotice } from "~/journey/visit-notices";
import { CONFIRMATION_PATH } from "~/journey/paths";
import { redirectSaying } from "~/site/flash.server";
import type { BookingSummary } from "~/journey/session";
import type { JourneyStep } from "~/journey/step.server";
import type { VisitChangeForm } from "~/journey/visit-change-form";
import { CTA_ID, requestedTime, slotValue, VISIT_TYPE } from "~/journey/visit";
import type { AppSession } from "~/platform/session.server";
import type { PageReads } from "~/site/error-popup.server";
import { errorText, log } from "~/platform/log.server";
import { emitEvent, type EventContext } from "~/site/events.server";
import { moveTo, refuse, type Outcome } from "~/site/form-action.server";
import { oneAtATime } from "~/site/write-once.server";
import { updateLead } from "~/upstream/lead.server";
import type { Slot } from "~/upstream/schemas/insight";
import { cancelSalesVisit, rescheduleSalesVisit } from "~/upstream/visit.server";

/** The reason the cancel sends: the site does not ask for one (decision 017). */
export const CANCEL_REASON = "Cancelled by the customer on the website";

const NOT_CHANGEABLE = msg("We cannot change this visit online. Please call us and we will help you.");
const SAME_TIME = msg("Your visit is already at this time. Please pick another time.");

/** The visit the lead holds booked (not cancelled), or null. */
export function bookedVisit(session: AppSession): BookingSummary | null {
  const visit = session.get("booking");
  return visit?.status === "booked" ? visit : null;
}

/**
 * The booking step's guard: while the lead holds a booked visit no other is booked, whatever
 * the request (a page, a form posted from an old tab). The visit's own page, with why, instead.
 */
export async function refuseSecondBooking(session: AppSession): Promise<void> {
  if (bookedVisit(session))
    throw await redirectSaying(session, CONFIRMATION_PATH, { notice: { page: "confirmation", visit: "already-booked" } });
}

export type ChangeDays = { days: string[]; date: string | null; slots: Slot[] | null };

/**
 * The days and the chosen day's slots to move a visit to: the booking step's working days and
 * slot source (branch slots or doorstep slots for the visit's pincode). The day asked for if it
 * is offered, else the visit's own day, else the first. Failures give nothing and the popup.
 */
export async function changeDays(reads: PageReads, lead: VerifiedLead, visit: BookingSummary, asked: string | null): Promise<ChangeDays> {
  const days = (await reads.read("working-days", () => workingDays(lead.cityid ?? 1))) ?? [];
  const date = [asked, visit.date].find((d) => d !== null && days.includes(d)) ?? days[0] ?? null;
  const slots = date ? await reads.read("slots", () => slotsFor(lead, visit.kind, date, leadPincode(lead))) : null;
  return { days, date, slots };
}

/** The confirmation again, saying what just happened. */
const done = (visit: VisitNotice | null): Outcome =>
  moveTo(CONFIRMATION_PATH, { notice: visit ? { page: "confirmation", visit } : undefined });

/** The upstream says the visit is cancelled (a 409): so it is, here too. */
function cancelledElsewhere(session: AppSession, visit: BookingSummary): Outcome {
  session.set("booking", { ...visit, status: "cancelled" });
  return done("cancelled-elsewhere");
}

/**
 * The confirmation step's forms: a new time for the booked visit, or its cancel. One write of
 * the lead's visit at a time (the booking's lock): two parallel changes to different times can
 * no longer leave the lead with one time and the visit with the other (decision 031).
 */
export function submitVisitChange(input: VisitChangeForm, { session, lead }: JourneyStep, events: EventContext): Promise<Outcome> {
  return oneAtATime("visit", lead.lead_id, () =>
    input.intent === "cancel"
      ? cancelVisit(session, lead, events)
      : rescheduleVisit(session, lead, { date: input.date, slotId: input.slot }, events),
  );
}

/**
 * Moves the booked visit to another day and slot (of the visit's pincode, which the booking saved on the lead). A day not offered, the same time or a slot no
 * longer free is a problem the visitor can fix; upstream failures are thrown, and the visit is
 * then as it was. Order: the day and slot check (the booking step's lists, read again), the
 * reschedule (rethrows; a 409 writes nothing), then the lead update with the new slot (rethrows,
 * requirements §8, after moving the visit back so the lead and the visit agree), then the event.
 */
async function rescheduleVisit(
  session: AppSession,
  lead: VerifiedLead,
  input: { date: string; slotId: string },
  events: EventContext,
  now = Date.now(),
): Promise<Outcome> {
  const visit = bookedVisit(session);
  if (!visit?.salesVisitId) return refuse({ form: NOT_CHANGEABLE });
  if (input.date === visit.date && input.slotId === visit.slotId) return refuse({ fields: { slot: SAME_TIME } });
  const slot = await offeredSlot(lead, visit.kind, input.date, input.slotId, leadPincode(lead));
  if ("message" in slot) return refuse({ fields: { [slot.field === "date" ? "date" : "slot"]: slot.message } });

  const schedule = slotValue(input.date, slot.id);
  const move = (to: string) =>
    rescheduleSalesVisit({
      id: visit.salesVisitId!,
      lead: lead.lead_id,
      type: VISIT_TYPE[visit.kind],
      schedule: to,
      requestedtime: requestedTime(now),
    });
  const { status, data } = await move(schedule);
  if (status === 409) return cancelledElsewhere(session, visit);

  const moved: VerifiedLead = { ...lead, slot: schedule };
  try {
    await updateLead(lead.lead_id, toLeadRequest(moved));
  } catch (error) {
    // Back to the time the lead still holds; a failure here is logged (the lead update's error is the one shown).
    await move(slotValue(visit.date, visit.slotId)).catch((undo: unknown) =>
      log.error("visit.undo_failed", { salesVisitId: visit.salesVisitId, error: errorText(undo) }),
    );
    throw error;
  }
  session.set("lead", moved);
  session.set("booking", {
    ...visit,
    date: input.date,
    slotId: slot.id,
    slotLabel: slot.label,
    salesVisitId: data.data?.id ?? visit.salesVisitId,
  });
  emitEvent(events, {
    name: visit.kind === "branch" ? "branch_visit_rescheduled" : "doorstep_visit_rescheduled",
    data: { leadId: lead.lead_id, ctaId: CTA_ID[visit.kind], slot: schedule, previousSlot: slotValue(visit.date, visit.slotId) },
  });
  return done("changed");
}

/** Cancels the booked visit (rethrows; the visit is then as it was), then the cancelled event. A new visit may then be booked. */
async function cancelVisit(session: AppSession, lead: VerifiedLead, events: EventContext): Promise<Outcome> {
  const visit = bookedVisit(session);
  if (!visit?.salesVisitId) return refuse({ form: NOT_CHANGEABLE });
  const { status } = await cancelSalesVisit({ id: visit.salesVisitId, lead: lead.lead_id, reason: CANCEL_REASON });
  if (status === 409) return cancelledElsewhere(session, visit);

  session.set("booking", { ...visit, status: "cancelled" });
  emitEvent(events, {
    name: visit.kind === "branch" ? "branch_visit_cancelled" : "doorstep_visit_cancelled",
    data: { leadId: lead.lead_id, ctaId: CTA_ID[visit.kind], slot: slotValue(visit.date, visit.slotId) },
  });
  return done(null);
}
