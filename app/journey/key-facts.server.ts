import { redirect } from "@remix-run/node";
import type { Message } from "~/i18n/message";
import { requireOwnedLead } from "~/journey/flow.server";
import { loanCost, rateMessage, type LoanCost } from "~/journey/loan-cost";
import { otpPath, SCHEMES_PATH } from "~/journey/paths";
import type { AppSession } from "~/platform/session.server";

export type ChosenLoanFacts = {
  /** Whose loan it is: the verified lead (what the limit on new PDFs counts per person). */
  leadId: string;
  scheme: { name: string; lender: string };
  cost: LoanCost;
  interestText: Message;
};

/**
 * The key facts of the loan this session chose (its scheme at the lead's amount), for the
 * printable page and its PDF. Only for the session that owns a verified lead with a scheme;
 * otherwise the redirect to where the journey is.
 */
export function chosenLoanFacts(session: AppSession): ChosenLoanFacts {
  const lead = requireOwnedLead(session);
  if (!lead.isOtpVerified) throw redirect(otpPath(lead.lead_id));
  const scheme = session.get("scheme")?.scheme;
  if (!scheme?.terms) throw redirect(SCHEMES_PATH);
  return {
    leadId: lead.lead_id,
    scheme: { name: scheme.name, lender: scheme.lender },
    cost: loanCost(scheme.terms, lead.loan_amount ?? scheme.loanAmount),
    interestText: rateMessage(scheme.terms),
  };
}
