/**
 * What every step after the OTP step needs first: the flow configuration, this step in it,
 * the session and its verified lead. Each guard throws the redirect of requirements §2 and §8.
 */
import { redirect } from "@remix-run/node";
import { ID_PLACEHOLDER, stepHref, stepIndex } from "~/journey/flow";
import { nextStepHref, requireFlowSteps, requireOwnedLead } from "~/journey/flow.server";
import type { VerifiedLead } from "~/journey/otp.server";
import { otpPath } from "~/journey/paths";
import { PageReads } from "~/site/error-popup.server";
import { eventContext } from "~/site/events.server";
import { getSession, type AppSession } from "~/platform/session.server";
import type { Language } from "~/i18n/language";
import { readLanguage } from "~/i18n/language.server";
import type { FlowStep } from "~/upstream/schemas/content";

export type JourneyStep = {
  url: URL;
  steps: FlowStep[];
  step: FlowStep;
  session: AppSession;
  /** The lead as the ownership check returned it: what a step writes with. */
  lead: VerifiedLead;
  /** The next step's URL, or null on the last step. */
  next: string | null;
  /** The page's reads: a failed one gives nothing and the popup (requirements §8). */
  reads: PageReads;
  /** The page's language. */
  lang: Language;
};

/**
 * This request's step. A path the configuration does not list goes to the first step; no
 * lead id goes to the company home page; a lead this session does not own, or not verified
 * yet, goes to its OTP page.
 */
export async function requireJourneyStep(request: Request): Promise<JourneyStep> {
  const steps = await requireFlowSteps();
  const url = new URL(request.url);
  const index = stepIndex(steps, url.pathname);
  if (index === -1) throw redirect(`${steps[0]!.path}${url.search}`);
  const session = await getSession(request);
  const lead = requireOwnedLead(session);
  const step = steps[index]!;
  // A step that takes an id (/lp/otp/auth/[id]) reached without one: its own route, with the lead's id.
  if (step.path.includes(ID_PLACEHOLDER)) throw redirect(stepHref(step, lead.lead_id));
  if (!lead.isOtpVerified) throw redirect(otpPath(lead.lead_id));
  return {
    url,
    steps,
    step,
    session,
    lead,
    next: nextStepHref(steps, url.pathname, lead.lead_id),
    reads: new PageReads(eventContext(request, session)),
    lang: (await readLanguage(request)).lang,
  };
}

/** Whether the step's configured item list has an item of this type. */
export function hasItem(step: FlowStep, type: string): boolean {
  return step.items.some((item) => item.type === type);
}
