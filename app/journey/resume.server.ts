/**
 * A lead that can be resumed (issue 33; requirements §3 "Lead read", §7 GET /lead-service/v1/lead/{leadId}):
 * a visitor who comes back in a new session with the lead id cookie (`__Host-gl_lead_id`) is
 * offered to continue that lead instead of starting over. Nothing of the lead is shown but the
 * last four digits of its phone, and nothing is written for it, until its phone is verified
 * again on its OTP page; then the journey goes on from the step the lead had reached (decision 038).
 */
import { validLeadId, type LeadState } from "~/journey/lead";
import { parseIndianMobile } from "~/journey/phone";
import { PINCODE_PATH, SCHEMES_PATH } from "~/journey/paths";
import { leadIdCookie } from "~/platform/cookies.server";
import { errorText, log } from "~/platform/log.server";
import type { AppSession } from "~/platform/session.server";
import { readLead } from "~/upstream/lead.server";
import type { LeadRead } from "~/upstream/schemas/lead";

/** How long the lead form's page waits for the lead service before it shows the form without the offer. */
const OFFER_TIMEOUT_MS = 600;

/** The lead the cookie names, as the lead service has it (its phone's 10 digits); null when there is none to resume (or it cannot be read in time). */
async function cookieLead(request: Request, timeoutMs?: number): Promise<LeadRead | null> {
  const sent: unknown = await leadIdCookie().parse(request.headers.get("Cookie"));
  const leadId = typeof sent === "string" ? validLeadId(sent) : undefined;
  if (!leadId || !/^[\w-]{1,64}$/.test(leadId)) return null;
  try {
    const lead = (await readLead(leadId, timeoutMs)).data.lead;
    const phone = parseIndianMobile(lead.phone);
    return phone ? { ...lead, phone } : null;
  } catch (error) {
    log.info("journey.resume_unreadable", { error: errorText(error) });
    return null;
  }
}

/** What the lead form's page offers: the phone's last four digits, when the session has no lead and the cookie names one. */
export async function resumeOffer(request: Request, session: AppSession): Promise<{ phoneEnd: string } | null> {
  if (session.get("lead")?.lead_id) return null;
  const lead = await cookieLead(request, OFFER_TIMEOUT_MS);
  return lead && { phoneEnd: lead.phone.slice(-4) };
}

/**
 * Takes the cookie's lead into the session, not owned (its OTP page asks for the code), and says
 * where its OTP page is; null when there is no lead to resume.
 */
export async function resumeLead(request: Request, session: AppSession): Promise<string | null> {
  const lead = await cookieLead(request);
  if (!lead) return null;
  const state: LeadState = {
    lead_id: lead.leadId,
    phone: lead.phone,
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
  session.set("lead", state);
  session.set("resumedLead", lead.leadId);
  session.unset("ownedLeadId");
  session.unset("otp");
  session.unset("booking");
  session.unset("scheme");
  return lead.leadId;
}

/**
 * Where a resumed lead goes once its phone is verified again: the schemes when it has a pincode,
 * else the pincode step. Null for a lead that was not resumed. A lead with a booked visit goes to
 * the schemes too: its `slot` stays after a visit is cancelled, and the visit's id is not in the
 * lead, so the site cannot tell whether that visit still stands; booking again answers with the
 * sales-visit service's own "already booked" when it does (decision 038).
 */
export function resumedStep(session: AppSession, lead: LeadState): string | null {
  if (session.get("resumedLead") !== lead.lead_id) return null;
  session.unset("resumedLead");
  return lead.pincode ? SCHEMES_PATH : PINCODE_PATH;
}
