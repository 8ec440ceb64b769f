/**
 * A lead that can be resumed (issue 33; requirements §3 "Lead read", §7 GET /lead-service/v1/lead/{leadId}):
 * a visitor who comes back in a new session with the lead id cookie (`__Host-gl_lead_id`, sealed)
 * is offered to continue that lead instead of starting over. Until its phone is verified again
 * on its OTP page, the session holds only the lead's unverified view (its id and the last four
 * digits of its phone: `UnverifiedLead`, the only thing the upstream client gives for a lead this
 * session does not own), so no page can show more of it and nothing is written for it. Once the
 * code is right, the whole lead is read and the journey goes on from the step it had reached
 * (decision 038). Every look-up by id is limited per client and per lead (decision 042).
 */
import { validLeadId, type LeadState } from "~/journey/lead";
import { parseIndianMobile } from "~/journey/phone";
import { PINCODE_PATH, SCHEMES_PATH } from "~/journey/paths";
import { leadIdOfCookie } from "~/platform/cookies.server";
import { errorText, log } from "~/platform/log.server";
import { allowWork } from "~/platform/rate-limit.server";
import type { AppSession } from "~/platform/session.server";
import { readOwnedLead, readUnverifiedLead, type UnverifiedLead } from "~/upstream/lead.server";
import type { OwnedLeadId } from "~/upstream/owned-lead";
import type { LeadRead } from "~/upstream/schemas/lead";

/** How long the lead form's page waits for the lead service before it shows the form without the offer. */
const OFFER_TIMEOUT_MS = 600;

/** The lead the cookie names, as much of it as may be known before its code; null when there is none to resume (or it cannot be read now). */
async function cookieLead(request: Request, address: string, timeoutMs?: number): Promise<UnverifiedLead | null> {
  const leadId = validLeadId(leadIdOfCookie(request.headers.get("Cookie")));
  if (!leadId || !/^[\w-]{1,64}$/.test(leadId)) return null;
  const limit = await allowWork({ kind: "lead-lookup", address, person: leadId });
  if (!limit.allowed) {
    log.warn("journey.resume_limited", { reason: limit.reason, address });
    return null;
  }
  try {
    return await readUnverifiedLead(limit.leave, leadId, timeoutMs);
  } catch (error) {
    log.info("journey.resume_unreadable", { error: errorText(error) });
    return null;
  }
}

/** What the lead form's page offers: the phone's last four digits, when the session has no lead and the cookie names one. */
export async function resumeOffer(request: Request, session: AppSession, address: string): Promise<{ phoneEnd: string } | null> {
  if (session.get("lead")?.lead_id) return null;
  const lead = await cookieLead(request, address, OFFER_TIMEOUT_MS);
  return lead && { phoneEnd: lead.phoneEnd };
}

/**
 * Takes the cookie's lead into the session as its unverified view, not owned (its OTP page asks
 * for the code), and says its id; null when there is no lead to resume.
 */
export async function resumeLead(request: Request, session: AppSession, address: string): Promise<string | null> {
  const lead = await cookieLead(request, address);
  if (!lead) return null;
  session.set("lead", { lead_id: lead.leadId });
  session.set("resumedLead", lead);
  session.unset("ownedLeadId");
  session.unset("otp");
  session.unset("booking");
  session.unset("scheme");
  return lead.leadId;
}

/** The resumed lead's unverified view, when `leadId` is the session's resumed lead. */
export function resumedLeadOf(session: AppSession, leadId: string): UnverifiedLead | null {
  const resumed = session.get("resumedLead");
  return resumed?.leadId === leadId ? resumed : null;
}

/**
 * The whole of a resumed lead, read once its phone is verified again (`leadId` is owned now): what
 * the journey's steps go on with. Null for a lead that was not resumed (the session has its lead).
 */
export async function verifiedResumedLead(session: AppSession, leadId: OwnedLeadId): Promise<LeadState | null> {
  if (!resumedLeadOf(session, leadId)) return null;
  return leadStateOf(await readOwnedLead(leadId));
}

/** The lead service's lead as the session keeps it (requirements §3 field names). */
function leadStateOf(lead: LeadRead): LeadState {
  const phone = parseIndianMobile(lead.phone);
  return {
    lead_id: lead.leadId,
    ...(phone && { phone }),
    ...(lead.cityid != null && { cityid: lead.cityid }),
    ...(lead.city && { city: lead.city }),
    ...(lead.loanAmount != null && { loan_amount: lead.loanAmount }),
    ...(lead.loanType && { loanType: lead.loanType.toUpperCase() }),
    ...(lead.pincode && { pincode: lead.pincode }),
    ...(lead.slot && { slot: lead.slot }),
    ...(lead.name && { name: lead.name }),
    ...(lead.source && { source: lead.source }),
    ...(lead.transactionId && { transactionId: lead.transactionId }),
    ...(lead.goldProductDto?.ctaId != null && { cta_id: lead.goldProductDto.ctaId }),
    ...(lead.goldProductDto?.goldQuality && { quality: lead.goldProductDto.goldQuality }),
    ...(lead.lenderBranch?.name && {
      lenderBranch: { name: lead.lenderBranch.name, ...(lead.lenderBranch.id != null && { id: lead.lenderBranch.id }) },
    }),
    ...(lead.googleAddress && { google_address: lead.googleAddress }),
  };
}

/**
 * Where a resumed lead goes once its phone is verified again: the schemes when it has a pincode,
 * else the pincode step. Null for a lead that was not resumed. A lead with a booked visit goes to
 * the schemes too: its `slot` stays after a visit is cancelled, and the visit's id is not in the
 * lead, so the site cannot tell whether that visit still stands; booking again answers with the
 * sales-visit service's own "already booked" when it does (decision 038).
 */
export function resumedStep(session: AppSession, lead: LeadState): string | null {
  if (!lead.lead_id || !resumedLeadOf(session, lead.lead_id)) return null;
  session.unset("resumedLead");
  return lead.pincode ? SCHEMES_PATH : PINCODE_PATH;
}
