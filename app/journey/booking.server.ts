/**
 * The visit booking step's use-cases (requirements §1, §4, §9): which visits the lead may book
 * (the pincode's channel and the city's limits), the working days and slots, and booking:
 * the sales-visit request, then the lead update with cta_id, slot and pincode, the branch or
 * doorstep event, then the legacy update, referral and customer records.
 *
 * The day, the slot and the branch posted are taken only when they are among those the page
 * offered for this lead (read again here: reference data is cached), and the lead is written
 * only once its visit exists (docs/decisions/031): a refused booking changes nothing.
 */
import type { PageReads } from "~/site/error-popup.server";
import { redirect } from "@remix-run/node";
import { msg, type Message } from "~/i18n/message";
import { toE164 } from "~/journey/phone";
import type { BookingForm, BookingInput } from "~/journey/booking-form";
import { continueTo, getCityList } from "~/journey/flow.server";
import { leadPincode, toLeadRequest, type LeadState } from "~/journey/lead";
import type { VerifiedLead } from "~/journey/otp.server";
import { BOOK_VISIT_PATH, PINCODE_PATH, SCHEMES_PATH } from "~/journey/paths";
import { isLendersBranch } from "~/journey/lender";
import { nearestBranches } from "~/journey/reference.server";
import { DEFAULT_SCHEME_VIEW } from "~/journey/schemes";
import { visibleSchemes } from "~/journey/schemes.server";
import { checkReferral, checkVoucher, isExistingUser } from "~/journey/referral.server";
import { hasItem, type JourneyStep } from "~/journey/step.server";
import {
  ALREADY_BOOKED_MESSAGE,
  buildSalesVisit,
  CTA_ID,
  slotValue,
  VISIT_KINDS,
  VISIT_TYPE,
  visitLimitProblem,
  type VisitKind,
} from "~/journey/visit";
import { cached } from "~/platform/cache.server";
import { emitEvent, type EventContext } from "~/site/events.server";
import { moveTo, refuse, type Outcome, type Said } from "~/site/form-action.server";
import { oneAtATime } from "~/site/write-once.server";
import { errorText, log } from "~/platform/log.server";
import type { AppSession } from "~/platform/session.server";
import type { BookingSummary } from "~/journey/session";
import { createCustomer } from "~/upstream/customer.server";
import {
  checkBranchWalkinEligibility,
  geocode,
  getPincodeServiceability,
  getWorkingDays,
  viewSlots,
  viewSlotsV1,
} from "~/upstream/insight.server";
import { updateLead } from "~/upstream/lead.server";
import { addMwebReferral } from "~/upstream/referral.server";
import type { City } from "~/upstream/schemas/cities";
import type { BranchDistance, Slot } from "~/upstream/schemas/insight";
import type { SalesVisitAddress } from "~/upstream/schemas/visit";
import { cancelSalesVisit, createSalesVisit, updateLegacyLead } from "~/upstream/visit.server";

type VisitOption = { kind: VisitKind; available: boolean; reason: Message | null };

/** The earlier steps this one needs: a pincode and a scheme. Missing ones send the visitor back to them. */
export function requireEarlierChoices(session: AppSession, lead: VerifiedLead): void {
  if (!lead.pincode) throw redirect(PINCODE_PATH);
  if (!session.has("scheme")) throw redirect(SCHEMES_PATH);
}

/** Branch and doorstep visits, each with why it cannot be booked (an unserviceable pincode, the city's limits). */
export function visitOptions(session: AppSession, lead: VerifiedLead, city: City | null): VisitOption[] {
  const channel = session.get("fulfillmentChannel");
  return VISIT_KINDS.map((kind) => {
    let reason: Message | null = null;
    if (kind === "doorstep" && channel !== "any")
      reason = msg("Our team cannot come to {pincode} yet. Please visit a branch.", { pincode: lead.pincode ?? "your pincode" });
    else if (city) reason = visitLimitProblem(city, kind, { amount: lead.loan_amount, goldWeight: lead.goldWeight });
    return { kind, available: reason === null, reason };
  });
}

/** The kind asked for if it can be booked; else the only one that can; else none. */
export function chosenKind(asked: string | null, options: VisitOption[]): VisitKind | null {
  const available = options.filter((o) => o.available);
  const match = available.find((o) => o.kind === asked);
  if (match) return match.kind;
  return available.length === 1 ? available[0]!.kind : null;
}

export async function workingDays(cityId: number): Promise<string[]> {
  return cached(
    `working-days:${cityId}`,
    { freshMs: 10 * 60_000, staleMs: 60 * 60_000 },
    async () => (await getWorkingDays({ cityId })).data.data.workingDays,
  );
}

/**
 * How far a branch visit reaches (decision 046): the branches of the lead's city that the
 * distance service lists from the lead's pincode, nearest first, up to this many.
 */
export const BRANCH_REACH = 20;

/** How many of the lender's branches the booking step offers. */
const BRANCHES_OFFERED = 3;

/** The branches within reach of the lead's pincode, nearest first (all lenders'). */
export function branchesInReach(lead: VerifiedLead): Promise<BranchDistance[]> {
  return nearestBranches(lead, BRANCH_REACH);
}

/**
 * The branches a branch visit can be booked at for the chosen scheme (decision 046): its lender's
 * branches within reach, nearest first; the one chosen for an unserviceable pincode alone, when it
 * is that lender's. None when the lender has no branch within reach.
 */
export async function bookableBranches(lead: VerifiedLead, lender: string): Promise<BranchDistance[]> {
  return lendersBranches(await branchesInReach(lead), lead, lender);
}

/** bookableBranches, of the branches within reach already read (`near`). */
function lendersBranches(near: readonly BranchDistance[], lead: VerifiedLead, lender: string): BranchDistance[] {
  const own = near.filter((found) => isLendersBranch(found.branch, lender));
  const chosen = lead.lenderBranch?.id;
  const theChosen = chosen === undefined ? [] : own.filter((found) => found.branch.id === String(chosen));
  return theChosen.length > 0 ? theChosen : own.slice(0, BRANCHES_OFFERED);
}

/** A scheme whose lender has a branch within reach, with that lender's nearest one. */
export type SchemeWithBranch = { id: string; name: string; lender: string; apr: number; branch: { name: string; distance: string } };

/**
 * When the chosen scheme's lender has no branch within reach: the schemes offered to the lead at
 * its amount (the schemes step's list and order) whose lender has one, each with its nearest
 * branch. A failed read gives none and the popup.
 */
export async function schemesWithBranches(reads: PageReads, lead: VerifiedLead, amount: number): Promise<SchemeWithBranch[]> {
  const [near, schemes] = await Promise.all([
    reads.read("branch-distance", () => branchesInReach(lead)),
    visibleSchemes(lead, amount, DEFAULT_SCHEME_VIEW, reads),
  ]);
  return schemes.flatMap((scheme) => {
    const nearest = (near ?? []).find((found) => isLendersBranch(found.branch, scheme.lender));
    return nearest
      ? [
          {
            id: scheme.id,
            name: scheme.name,
            lender: scheme.lender,
            apr: scheme.apr,
            branch: { name: nearest.branch.name, distance: nearest.distance },
          },
        ]
      : [];
  });
}

/** Slots of a day: GET view-slots for a branch visit, POST v1/view-slots (with the pincode) for a doorstep visit. */
export async function slotsFor(lead: VerifiedLead, kind: VisitKind, date: string, pincode?: string): Promise<Slot[]> {
  const cityId = lead.cityid ?? 1;
  const { data } =
    kind === "branch"
      ? await viewSlots({ cityId, date, type: VISIT_TYPE.branch })
      : await viewSlotsV1({
          cityId,
          date,
          type: VISIT_TYPE.doorstep,
          pincode: pincode ?? leadPincode(lead),
        });
  return data.data.slots;
}

/**
 * The day a booking page opens on, and its slots: the day asked for when it is offered, else the
 * first working day. A failed read gives no slots and the popup (requirements §8 "slots failure
 * ... yields nothing"). Late in the day the first day has no time left (the slot services' lead
 * time): without a day asked for, the next working day with one is shown instead (two more days
 * at most; a day that cannot be read is passed over, with no popup for it).
 */
export async function bookingDay(
  reads: PageReads,
  lead: VerifiedLead,
  kind: VisitKind,
  days: readonly string[],
  asked: string | null,
): Promise<{ date: string | null; slots: Slot[] | null }> {
  const date = days.find((d) => d === asked) ?? days[0] ?? null;
  const slots = date ? await reads.read("slots", () => slotsFor(lead, kind, date)) : null;
  const freeTime = (found: Slot[] | null) => found?.some((slot) => slot.available) ?? false;
  if (asked || !slots || freeTime(slots)) return { date, slots };
  for (const next of days.slice(1, 3)) {
    const nextSlots = await slotsFor(lead, kind, next).catch(() => null);
    if (freeTime(nextSlots)) return { date: next, slots: nextSlots };
  }
  return { date, slots };
}

type Codes = { referralCode?: string; voucherAmount?: number };

/** A problem the visitor can fix, on its field ("" for the form): ours, or the upstream's own words. */
type BookingProblem = { field: string; message: Said };

const NOT_A_DAY = msg("Please pick one of the days shown.");
const SLOT_TAKEN = msg("That time is no longer free. Please pick another time.");

/** The slot, when the day and the slot are among those offered for this lead and kind (the page's own lists, read again); else why not. */
export async function offeredSlot(
  lead: VerifiedLead,
  kind: VisitKind,
  date: string,
  slotId: string,
  pincode?: string,
): Promise<BookingProblem | Slot> {
  if (!(await workingDays(lead.cityid ?? 1)).includes(date)) return { field: "date", message: NOT_A_DAY };
  const slot = (await slotsFor(lead, kind, date, pincode)).find((s) => s.id === slotId);
  return slot?.available ? slot : { field: "slot", message: SLOT_TAKEN };
}

const UNKNOWN_CITY = msg("We do not have your city on record. Please go back to the first step and choose it again.");

/** What the booking's use-case needs of the request: its events, and the client address the code limits count by. */
type BookingContext = { events: EventContext; address: string };

/**
 * The booking step's form: the lead's city, the optional codes (within the limits), then the
 * booking. A code or a visit refused comes back on the form; booked, the visitor goes on to the
 * confirmation. Upstream failures are thrown (the pipeline's popup). One write of the lead's
 * visit at a time (the lock its change and cancel take too): a parallel submit is told the
 * first is under way and reaches no upstream.
 */
export function submitBooking(input: BookingForm, journey: JourneyStep, { events, address }: BookingContext): Promise<Outcome> {
  const { session, lead, next } = journey;
  return oneAtATime("visit", lead.lead_id, async () => {
    const city = (await getCityList()).find((c) => c.id === lead.cityid);
    if (!city) return refuse({ form: UNKNOWN_CITY });
    const codes = await checkCodes(input, journey.step, { phone: toE164(lead.phone ?? ""), address });
    if ("refusal" in codes) return codes.refusal;
    const booked = await bookVisit(session, lead, city, input.visit, codes, events);
    if ("message" in booked) return refuse(booked.field ? { fields: { [booked.field]: booked.message } } : { form: booked.message });
    return moveTo(continueTo(next ?? BOOK_VISIT_PATH, session));
  });
}

/**
 * The codes the step asks for and the visitor gave, each checked within the limits (per lead and
 * per client address): the codes to apply, or the form again with why (a limit's refusal is a 429).
 */
async function checkCodes(
  input: BookingForm,
  step: JourneyStep["step"],
  trier: { phone: string; address: string },
): Promise<Codes | { refusal: Outcome }> {
  const codes: Codes = {};
  const fields: Record<string, Said> = {};
  let retryAfterSeconds: number | undefined;
  if (input.referralCode && hasItem(step, "referral-code")) {
    const check = await checkReferral(input.referralCode, trier);
    if (check.valid) codes.referralCode = input.referralCode;
    else [fields.referralCode, retryAfterSeconds] = [check.message, check.retryAfterSeconds ?? retryAfterSeconds];
  }
  if (input.voucherCode && hasItem(step, "gpay-voucher")) {
    const check = await checkVoucher(input.voucherCode, trier);
    if (check.valid) codes.voucherAmount = check.amount;
    else [fields.voucherCode, retryAfterSeconds] = [check.message, check.retryAfterSeconds ?? retryAfterSeconds];
  }
  return Object.keys(fields).length > 0 ? { refusal: refuse({ fields, retryAfterSeconds }) } : codes;
}

/** "12, 2nd floor, Green Park, 5th Main, Koramangala" */
function addressLine(address: SalesVisitAddress): string {
  return [address.house, address.floor, address.apartment, address.street, address.subarea, address.area, address.landmark]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}

/**
 * Books the visit. A problem the visitor can fix (a slot just taken, an address we cannot
 * find, a branch that cannot take walk-ins) is returned; upstream failures are thrown.
 */
async function bookVisit(
  session: AppSession,
  lead: VerifiedLead,
  city: City,
  input: BookingInput,
  codes: Codes,
  events: EventContext,
  now = Date.now(),
): Promise<BookingProblem | BookingSummary> {
  // Only a kind the page offers: the pincode's channel (doorstep needs "any") and the city's limits.
  const unavailable = visitOptions(session, lead, city).find((option) => option.kind === input.kind)?.reason;
  if (unavailable) return { field: "", message: unavailable };

  const pincode = input.kind === "doorstep" ? input.address.pincode : String(lead.pincode ?? "");
  if (input.kind === "doorstep" && pincode !== String(lead.pincode ?? "")) {
    // A visit address in another pincode than the one checked: our agents must serve it too (failures rethrow, requirements §8).
    const { data } = await getPincodeServiceability({ pincode, cityId: city.id });
    if (!data.data.doorstep) {
      return {
        field: "pincode",
        message: msg("Our team cannot come to {pincode} yet. Please give an address in a pincode we serve, or book a branch visit.", {
          pincode,
        }),
      };
    }
  }
  // Only a branch the page offers: the chosen scheme's lender's, within reach (decision 046). Checked
  // first, so that another lender's branch is named as such whatever else the form says.
  const lender = session.get("scheme")!.scheme.lender;
  const near = input.kind === "branch" ? await branchesInReach(lead) : [];
  const branch = input.kind === "branch" ? lendersBranches(near, lead, lender).find((b) => b.branch.id === input.branchId) : undefined;
  if (input.kind === "branch" && !branch) return { field: "branchId", message: notOffered(near, lender, input.branchId) };
  const slot = await offeredSlot(lead, input.kind, input.date, input.slotId, pincode);
  if ("message" in slot) return slot;

  let place: string;
  /** A branch's city and pincode, kept apart from `place` so that no cut of a long address loses them. */
  let where: Pick<BookingSummary, "city" | "pincode" | "branchId"> = {};
  let location: { lat: number; lng: number };
  let address: SalesVisitAddress;
  const changes: Partial<Omit<LeadState, "lead_id">> = {
    cta_id: CTA_ID[input.kind],
    slot: slotValue(input.date, slot.id),
    pincode,
    quality: input.quality,
    // The name typed here is the lead's (issue 33); left empty, the lead keeps the one it had.
    ...(input.name ? { name: input.name } : {}),
  };
  if (input.kind === "branch") {
    if (!branch) throw new Error("unreachable: the branch was checked above");
    const { data } = await checkBranchWalkinEligibility({
      leadId: lead.lead_id,
      cityId: city.id,
      branchId: branch.branch.id,
      loanAmount: lead.loan_amount ?? 0,
      pincode,
    });
    if (!data.data.eligible) {
      return {
        field: "",
        message: msg("This branch cannot take your visit. Please book a doorstep visit."),
      };
    }
    place = `${branch.branch.name}, ${branch.branch.address}`;
    where = { city: branch.branch.city || city.name, pincode: branch.branch.pincode, branchId: branch.branch.id };
    location = { lat: branch.branch.lat, lng: branch.branch.lng };
    address = {
      floor: "",
      house: "",
      apartment: "",
      street: branch.branch.address,
      subarea: "",
      area: branch.branch.name,
      landmark: "",
      pincode: branch.branch.pincode,
    };
    changes.lenderBranch = { id: branch.branch.id, name: branch.branch.name, distance: branch.distance };
  } else {
    const line = addressLine(input.address);
    const { data } = await geocode({ address: line, pincode: input.address.pincode });
    if (!data.data) return { field: "area", message: msg("We could not find this address. Please check the area and the pincode.") };
    place = `${line}, ${city.name} ${input.address.pincode}`;
    location = { lat: data.data.lat, lng: data.data.lng };
    address = input.address;
    changes.google_address = data.data.formattedAddress;
    changes.google_coordinates = `${data.data.lat},${data.data.lng}`;
  }

  // The visit first: the sales-visit service keeps one booked visit per lead, so of a replayed
  // form or parallel submits only one gets past here, and a refused one (409) has written nothing.
  const phone = toE164(lead.phone!);
  const { status: created, data: visit } = await createSalesVisit(
    buildSalesVisit({
      leadId: lead.lead_id,
      phone,
      name: input.name || lead.name,
      kind: input.kind,
      date: input.date,
      slotId: slot.id,
      address,
      location,
      city: city.name,
      loanAmount: lead.loan_amount,
      transactionId: lead.transactionId,
      now,
    }),
  );
  // One booked visit per lead (decision 017): the sales-visit service refuses a second one with a 409.
  if (created === 409) return { field: "", message: ALREADY_BOOKED_MESSAGE };

  // Then the lead, with the visit's slot and place. Requirements §8: a lead update failure rethrows; the
  // visit just made is cancelled first, so the lead and its visits agree (a retry books again).
  const booked: VerifiedLead = { ...lead, ...changes };
  try {
    await updateLead(lead.lead_id, toLeadRequest(booked));
  } catch (error) {
    await undoVisit(lead, visit.data?.id);
    throw error;
  }
  session.set("lead", booked);
  // Requirements §4: after the lead update, the branch or doorstep event fires.
  emitEvent(events, {
    name: input.kind === "branch" ? "branch_visit_booked" : "doorstep_visit_booked",
    data: { leadId: lead.lead_id, ctaId: CTA_ID[input.kind], slot: changes.slot, pincode: pincode || null },
  });

  await Promise.all([
    afterBooking("legacy_lead_update", () =>
      updateLegacyLead({
        leadId: lead.lead_id,
        phone,
        cityId: city.id,
        city: city.name,
        loanAmount: lead.loan_amount,
        ctaId: CTA_ID[input.kind],
        slot: changes.slot!,
        pincode: pincode || null,
      }),
    ),
    codes.referralCode
      ? afterBooking("referral_add", () => addMwebReferral({ refereePhone: phone, referralCode: codes.referralCode! }))
      : null,
    afterBooking("customer_create", async () => {
      if (!(await isExistingUser(phone)))
        await createCustomer({ phone, name: booked.name, leadId: lead.lead_id, cityId: city.id, source: lead.source ?? "Website" });
    }),
  ]);

  const summary: BookingSummary = {
    status: "booked",
    kind: input.kind,
    date: input.date,
    slotId: slot.id,
    slotLabel: slot.label,
    place,
    ...where,
    salesVisitId: visit.data?.id ?? null,
    referralApplied: Boolean(codes.referralCode),
    voucherAmount: codes.voucherAmount ?? null,
  };
  session.set("booking", summary);
  return summary;
}

/**
 * Why a posted branch is not taken: another lender's branch (a forged or stale form) is named as
 * such; anything else is "choose from the list".
 */
function notOffered(near: readonly BranchDistance[], lender: string, branchId: string): Message {
  const other = near.find((found) => found.branch.id === branchId);
  return other && !isLendersBranch(other.branch, lender)
    ? msg("Your scheme is from {lender}. Please choose one of its branches from the list.", { lender })
    : msg("Please choose a branch from the list.");
}

/** Cancels a visit whose lead could not be updated; a failure here is logged (the lead update's error is the one shown). */
async function undoVisit(lead: VerifiedLead, salesVisitId: string | undefined): Promise<void> {
  if (!salesVisitId) return;
  try {
    await cancelSalesVisit({ id: salesVisitId, lead: lead.lead_id, reason: UNDO_REASON });
  } catch (error) {
    log.error("booking.undo_failed", { salesVisitId, error: errorText(error) });
  }
}

/** Why a visit is cancelled when its lead could not be updated. */
export const UNDO_REASON = "Booking not completed: the lead could not be updated";

/** Records that follow a booking: a failure is logged and does not undo the booking (requirements §8 "logged, returns nothing"). */
async function afterBooking(name: string, call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    log.warn("booking.follow_up_failed", { call: name, error: errorText(error) });
  }
}
