/**
 * The flow engine's server side: the stored flow configuration (a CMS page), the
 * reference data the steps need, and the guards that throw redirects.
 */
import { redirect } from "@remix-run/node";
import { nextStep, stepHref } from "~/journey/flow";
import { validLeadId } from "~/journey/lead";
import { ownedLeadId } from "~/journey/lead.server";
import type { SessionLead, VerifiedLead } from "~/journey/otp.server";
import { otpPath } from "~/journey/paths";
import { cached } from "~/platform/cache.server";
import { env } from "~/platform/env.server";
import type { AppSession } from "~/platform/session.server";
import { getCities } from "~/upstream/cities.server";
import { getPage } from "~/upstream/content.server";
import type { City } from "~/upstream/schemas/cities";
import type { FlowStep } from "~/upstream/schemas/content";

/** The CMS page that holds the flow configuration. */
const FLOW_PAGE = "digital-journey";

const REFERENCE_DATA = { freshMs: 60_000, staleMs: 24 * 60 * 60_000 };

/** The configured steps; a missing configuration (or an unreadable one) sends the visitor to the company home page. */
export async function requireFlowSteps(): Promise<FlowStep[]> {
  const steps = await cached(`page:${FLOW_PAGE}`, REFERENCE_DATA, async () => {
    const { data } = await getPage({ pathName: FLOW_PAGE });
    return data.data?.flow?.steps ?? null;
  }).catch(() => null);
  if (!steps || steps.length === 0) throw redirect(env().COMPANY_HOME_URL);
  return steps;
}

/** Cities sorted by name, "Others" (-1) last. */
export async function getCityList(): Promise<City[]> {
  return cached("cities", REFERENCE_DATA, async () => {
    const { data } = await getCities();
    return [...data.data].sort((a, b) => (a.id === -1 ? 1 : b.id === -1 ? -1 : a.name.localeCompare(b.name)));
  });
}

/** The session's lead with a valid id; a missing lead id sends the visitor to the company home page. Not proof of ownership. */
export function requireLead(session: AppSession): SessionLead {
  const lead = session.get("lead");
  const leadId = validLeadId(lead?.lead_id);
  if (!lead || !leadId) throw redirect(env().COMPANY_HOME_URL);
  return { ...lead, lead_id: leadId };
}

/**
 * The session's lead with its id as the ownership check returned it, for whatever writes it
 * (decision 010): a lead id this session did not create or verify (one learned from a 409)
 * opens that lead's OTP page and nothing more. No lead id: the company home page.
 */
export function requireOwnedLead(session: AppSession): VerifiedLead {
  const lead = requireLead(session);
  const owned = ownedLeadId(session, lead.lead_id);
  if (!owned) throw redirect(otpPath(lead.lead_id));
  return { ...lead, lead_id: owned };
}

/** The URL of the step after `pathname`, its "[id]" filled with the lead's id; null after the last step. */
export function nextStepHref(steps: FlowStep[], pathname: string, leadId?: string): string | null {
  const step = nextStep(steps, pathname);
  return step ? stepHref(step, leadId) : null;
}

/** Where the journey continues: through the Android app's hand-off page in the webview, else the path itself. */
export function continueTo(path: string, session: AppSession): string {
  return session.get("webView") ? `/lp/handoff?to=${encodeURIComponent(path)}` : path;
}
