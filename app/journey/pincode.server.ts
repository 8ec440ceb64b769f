/**
 * The pincode step (requirements §2, §8): a serviceable pincode is saved on the lead and the visitor
 * goes on; an unserviceable one is saved too, and the visitor is offered the nearest branch
 * (with its distance) or a call back, never a dead end. Serviceability and lead-update
 * failures are rethrown for the route's popup.
 */
import { leadPincode, toLeadRequest } from "~/journey/lead";
import { nearestBranches } from "~/journey/reference.server";
import type { VerifiedLead } from "~/journey/otp.server";
import { emitEvent, type EventContext } from "~/site/events.server";
import { failed, moveTo, notSavedOn, type Outcome } from "~/site/form-action.server";
import { continueTo } from "~/journey/flow.server";
import { PINCODE_PATH } from "~/journey/paths";
import type { CallbackForm } from "~/journey/callback-form";
import type { PincodeForm } from "~/journey/pincode-form";
import type { JourneyStep } from "~/journey/step.server";
import type { AppSession } from "~/platform/session.server";
import { getPincodeServiceability } from "~/upstream/insight.server";
import { updateLead } from "~/upstream/lead.server";
import type { BranchDistance } from "~/upstream/schemas/insight";

/**
 * The pincode step's form: a serviceable pincode goes on to the next step; one we do not serve,
 * or a nearest branch that is no longer the nearest, comes back to the step's other offers.
 */
export async function submitPincode(input: PincodeForm, { session, lead, next }: JourneyStep, events: EventContext): Promise<Outcome> {
  let served: boolean;
  try {
    served =
      input.intent === "branch"
        ? await chooseNearestBranch(session, lead, input.branchId, events)
        : await checkPincode(session, lead, input.pincode, events);
  } catch (error) {
    if (error instanceof Response) throw error;
    return failed(error, { otherwise: notSavedOn("pincode") });
  }
  return moveTo(served ? continueTo(next ?? PINCODE_PATH, session) : PINCODE_PATH);
}

async function saveLead(session: AppSession, lead: VerifiedLead) {
  await updateLead(lead.lead_id, toLeadRequest(lead));
  session.set("lead", lead);
}

/** Saves the pincode on the lead; true when we serve it. */
async function checkPincode(session: AppSession, lead: VerifiedLead, pincode: string, events: EventContext): Promise<boolean> {
  const { data } = await getPincodeServiceability({ pincode, cityId: lead.cityid });
  const answer = data.data;
  // A new pincode forgets the branch chosen for the previous one.
  await saveLead(session, { ...lead, pincode, lenderBranch: lead.pincode === pincode ? lead.lenderBranch : undefined });
  emitEvent(events, {
    name: "pincode_checked",
    data: { leadId: lead.lead_id, pincode, serviceable: answer.serviceable, doorstep: answer.serviceable && answer.doorstep },
  });
  if (!answer.serviceable) {
    session.unset("fulfillmentChannel");
    session.set("unservedPincode", pincode);
    return false;
  }
  session.unset("unservedPincode");
  session.set("fulfillmentChannel", answer.doorstep ? "any" : "branch");
  return true;
}

/** The branch nearest the lead's pincode, within its city (null when none is known). */
export async function nearestBranchFor(lead: VerifiedLead): Promise<BranchDistance | null> {
  if (!lead.pincode) return null;
  const found = await nearestBranches(lead);
  return found[0] ?? null;
}

/** The visitor takes the nearest branch instead: a branch visit only, at that branch. */
async function chooseNearestBranch(session: AppSession, lead: VerifiedLead, branchId: string, events: EventContext): Promise<boolean> {
  const nearest = await nearestBranchFor(lead);
  if (!nearest || nearest.branch.id !== branchId) return false;
  await saveLead(session, { ...lead, lenderBranch: { id: nearest.branch.id, name: nearest.branch.name, distance: nearest.distance } });
  session.set("fulfillmentChannel", "branch");
  emitEvent(events, {
    name: "nearest_branch_chosen",
    data: {
      leadId: lead.lead_id,
      pincode: leadPincode(lead) ?? null,
      branchId: nearest.branch.id,
      distance: nearest.distance,
    },
  });
  return true;
}

/**
 * The call-back form (alert-seek prompt, unserviceable pincode): the lead's consent to call is
 * saved, then back to the page the visitor came from.
 */
export async function submitCallback(
  input: CallbackForm,
  { session, lead }: { session: AppSession; lead: VerifiedLead },
  events: EventContext,
): Promise<Outcome> {
  const consentAt = new Date().toISOString();
  try {
    await saveLead(session, { ...lead, consentToCall: true });
  } catch (error) {
    // Posted from other pages, with no form of its own to say it on: back there, saying nothing, when the failure opens no popup.
    return failed(error, { otherwise: moveTo(input.returnTo) });
  }
  session.set("callbackRequested", true);
  // userConsent (decision 038): the call-back form's consent, recorded with its event.
  emitEvent(events, { name: "callback_requested", data: { leadId: lead.lead_id, consentNotice: "callback", consentAt } });
  return moveTo(input.returnTo);
}
