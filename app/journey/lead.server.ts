/**
 * Submitting the lead form (requirements §4 "Lead flow"): update when a valid lead id exists,
 * otherwise create; a phone different from the stored one resets the stored state first.
 *
 * Which endpoints (docs/decisions/001): a lead of the paid digital journey (source
 * Paid_LP_DigitalJourney) is created with `POST public/v1/lead` and updated with
 * `POST public/v1/lead/update?leadId=`; a failure of those is an outcome (requirements §8 "digital
 * call-to-action failure": "Something went wrong while processing lead" or the upstream's own
 * message), shown on the form. An organic lead uses the lead service, whose failures are thrown
 * (UpstreamError) for the route to turn into the popup.
 *
 * Ownership (requirements §A11, docs/decisions/010): a session changes only the lead it
 * created or whose OTP it verified. A lead id learned from a 409 opens that lead's OTP page and
 * nothing more: submitting the form again goes back there and sends no update.
 */
import { msg, type Message } from "~/i18n/message";
import { LEAD_SOURCE, leadSource, type Attribution } from "~/journey/attribution";
import { toLeadRequest, validLeadId, type LeadState, type LoanType } from "~/journey/lead";
import type { LeadForm } from "~/journey/lead-form";
import { emitEvent, type EventContext } from "~/site/events.server";
import { errorText, log } from "~/platform/log.server";
import { allowLeadCreation } from "~/platform/rate-limit.server";
import type { AppSession } from "~/platform/session.server";
import { createDigitalLead, createLead, updateDigitalLead, updateLead } from "~/upstream/lead.server";
import type { OwnedLeadId } from "~/upstream/owned-lead";
import { limitProblem } from "~/site/limit-problem";
import type { LimitReason } from "~/platform/limit-message";

/** The lead form's values (the phone's 10 digits), with the name of the city chosen. */
type LeadFormInput = LeadForm & { cityName: string };

type LeadSubmitContext = {
  /** The form was sent from the organic home page. */
  viaHomePage: boolean;
  deviceType: "mobile" | "desktop";
  sessionId: string;
  /** The browser's own random identifier (app/site/browser-id.server.ts). */
  browserId: string;
  /** The client's address (lead creations are limited per address). */
  address: string;
  /** The request's event context: lead_created, lead_updated and lead_duplicate (docs/events.md). */
  events: EventContext;
};

/** The messages of a lead's outcome: always ours, never an upstream's text (decision 047). */
export type LeadOutcome =
  | { kind: "saved"; leadId: string; otpVerified: boolean }
  | { kind: "duplicate"; message: Message }
  | { kind: "existing"; leadId: string; transactionId: string }
  | Limited
  /** A digital-journey call failed (requirements §8): the message is for the form; nothing was stored. */
  | { kind: "failed"; message: Message; cause: unknown };

/** A refusal by an abuse limit, as the lead and OTP use-cases answer it: nothing was sent upstream. */
export type Limited = { kind: "limited"; reason: LimitReason; message: Message; retryAfterSeconds: number };

export function limited({ reason, retryAfterSeconds }: { reason: LimitReason; retryAfterSeconds: number }): Limited {
  return { kind: "limited", reason, message: limitProblem(reason, retryAfterSeconds), retryAfterSeconds };
}

/** Requirements §8 "Digital call-to-action failure". */
export const DIGITAL_FAILURE_MESSAGE = msg("Something went wrong while processing lead");

type LeadEndpoints = { create: typeof createLead; update: typeof updateLead };

/** The paid digital journey's public endpoints, or the lead service (docs/decisions/001). */
function leadEndpoints(source: string | undefined): LeadEndpoints {
  return source === LEAD_SOURCE.paidDigitalJourney
    ? { create: createDigitalLead, update: updateDigitalLead }
    : { create: createLead, update: updateLead };
}

export const DUPLICATE_FALLBACK_MESSAGE = msg("You have already shared your details with us. Our team will call you shortly.");

function attributionFields(attribution: Attribution | undefined, viaHomePage: boolean): Partial<LeadState> {
  return {
    source: viaHomePage ? leadSource({ entry: "home" }) : leadSource(attribution),
    utmCampaign: attribution?.utmCampaign,
    utmSource: attribution?.utmSource,
    utmMedium: attribution?.utmMedium,
    gclid: attribution?.gclid,
    fbclid: attribution?.fbclid,
    ext_lead_id: attribution?.extLeadId,
    is_skip_gsheet: attribution?.isSkipGsheet,
    unbounceUrl: attribution?.landingUrl,
  };
}

/**
 * The ownership check (decision 010): the lead id as an OwnedLeadId when this session created
 * the lead or verified its OTP, else null. The one place an OwnedLeadId is made (eslint.config.js
 * forbids the cast anywhere else), so every upstream write for a lead has passed this check.
 */
export function ownedLeadId(session: AppSession, leadId: string | undefined): OwnedLeadId | null {
  // eslint-disable-next-line no-restricted-syntax -- the ownership check itself
  return leadId !== undefined && session.get("ownedLeadId") === leadId ? (leadId as OwnedLeadId) : null;
}

/** Records that this session created the lead, or proved its phone; the id is then the session's to write with. */
export function grantLead(session: AppSession, leadId: string): OwnedLeadId {
  session.set("ownedLeadId", leadId);
  return ownedLeadId(session, leadId)!;
}

export async function submitLead(session: AppSession, input: LeadFormInput, context: LeadSubmitContext): Promise<LeadOutcome> {
  let stored = session.get("lead") ?? {};
  // Another person (or a corrected number), or a resumed lead whose code was not given (the form
  // starts over instead): nothing of the previous lead may carry over.
  if ((stored.phone && stored.phone !== input.phone) || session.get("resumedLead")) {
    stored = {};
    session.unset("otp");
    session.unset("ownedLeadId");
    session.unset("booking");
    session.unset("resumedLead");
  }
  const now = new Date().toISOString();
  const state: LeadState = {
    ...stored,
    ...attributionFields(session.get("attribution"), context.viaHomePage),
    phone: input.phone,
    cityid: input.cityId,
    city: input.cityName,
    loan_amount: input.loanAmount,
    loanType: input.loanType,
    timeStamp: now,
    customParams: { device_type: context.deviceType },
    customParamsDB: { sessionId: context.sessionId, browserFingerprintId: context.browserId },
  };

  // What every lead event says about the lead (no phone number).
  const about: LeadAbout = {
    cityId: input.cityId,
    loanAmount: input.loanAmount,
    loanType: input.loanType,
    source: state.source,
    viaHomePage: context.viaHomePage,
    extLeadId: state.ext_lead_id ?? null,
    // userConsent (decision 038): the line under the form's button, which pressing it agrees to.
    consentNotice: "lead-form",
    consentAt: now,
  };
  const save = () => saveLead(session, state, stored, { ...context, about }, leadEndpoints(state.source));
  if (state.source !== LEAD_SOURCE.paidDigitalJourney) return save();
  try {
    return await save();
  } catch (error) {
    log.warn("lead.digital_failed", { error: errorText(error) });
    return { kind: "failed", message: DIGITAL_FAILURE_MESSAGE, cause: error };
  }
}

type LeadAbout = {
  cityId: number;
  loanAmount: number;
  loanType: LoanType;
  source: string | undefined;
  viaHomePage: boolean;
  /** The landing page's own id of the lead, when it came with one. */
  extLeadId: string | null;
  /** What the visitor agreed to, and when (userConsent). */
  consentNotice: "lead-form";
  consentAt: string;
};

async function saveLead(
  session: AppSession,
  state: LeadState,
  stored: LeadState,
  context: LeadSubmitContext & { about: LeadAbout },
  endpoints: LeadEndpoints,
): Promise<LeadOutcome> {
  const { about } = context;
  const leadId = validLeadId(stored.lead_id);
  const owned = ownedLeadId(session, leadId);
  if (leadId && !owned) {
    // Learned from a 409: the form's values wait in the session for the OTP; nothing goes upstream.
    session.set("lead", { ...state, lead_id: leadId, isOtpVerified: false });
    return { kind: "existing", leadId, transactionId: validLeadId(stored.transactionId) ?? leadId };
  }
  if (owned) {
    await endpoints.update(owned, toLeadRequest(state));
    session.set("lead", { ...state, lead_id: owned });
    emitEvent(context.events, { name: "lead_updated", data: { leadId: owned, ...about } });
    return { kind: "saved", leadId: owned, otpVerified: state.isOtpVerified === true };
  }

  const allowed = await allowLeadCreation(context.address);
  if (!allowed.allowed) {
    log.warn("lead.create_limited", { reason: allowed.reason, address: context.address });
    return limited(allowed);
  }
  const { status, data } = await endpoints.create(toLeadRequest(state));
  const code = data.code ?? status;
  const createdId = validLeadId(data.leadId);
  const transactionId = validLeadId(data.lead?.transactionId);
  if (code === 409 && transactionId && createdId) {
    session.set("lead", { ...state, lead_id: createdId, transactionId, isOtpVerified: false });
    emitEvent(context.events, { name: "lead_duplicate", data: { leadId: createdId, hasTransaction: true, ...about } });
    return { kind: "existing", leadId: createdId, transactionId };
  }
  if (code === 409) {
    session.set("lead", { ...state, lead_id: undefined });
    emitEvent(context.events, { name: "lead_duplicate", data: { leadId: null, hasTransaction: false, ...about } });
    return { kind: "duplicate", message: DUPLICATE_FALLBACK_MESSAGE };
  }
  if (!createdId) throw new Error("The lead service answered without a lead id");
  session.set("lead", { ...state, lead_id: createdId, isOtpVerified: false });
  grantLead(session, createdId);
  emitEvent(context.events, { name: "lead_created", data: { leadId: createdId, ...about } });
  return { kind: "saved", leadId: createdId, otpVerified: false };
}
