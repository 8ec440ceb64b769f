import { redirect } from "@remix-run/node";
import { asText, type Message } from "~/i18n/message";
import { requireOwnedLead } from "~/journey/flow.server";
import { previousIndiaIsoDate } from "~/journey/gold-rate";
import type { GoldValuation, KeyFactsStatement } from "~/journey/key-facts";
import { loanCost, rateMessage, type LoanCost } from "~/journey/loan-cost";
import { otpPath, SCHEMES_PATH } from "~/journey/paths";
import { SCHEME_GOLD_KARAT } from "~/journey/pledged-gold";
import { valueGold } from "~/journey/rbi-ltv";
import { recentGoldRates } from "~/journey/reference.server";
import { env } from "~/platform/env.server";
import { errorText, log } from "~/platform/log.server";
import type { AppSession } from "~/platform/session.server";

/** The loan a statement is of: its scheme's lender and gold, and its costs. */
export type StatedLoan = {
  lender: string;
  /** Grams of 22 karat gold the scheme needs for the amount. */
  goldWeight: number;
  cost: LoanCost;
  interestText: Message | string;
};

/**
 * The gold's value under RBI's 2025 directions (valueGold): the lower of the previous day's
 * 22-karat rate and the average of the 30 days before `now`'s India day; null when the rates
 * cannot be read (the statement then says how the gold is valued, without a figure).
 */
async function valuationOf(grams: number, now: Date): Promise<GoldValuation | null> {
  const rates = await recentGoldRates(now).catch((error: unknown) => {
    log.warn("key_facts.rates_unavailable", { error: errorText(error) });
    return null;
  });
  const valuation = rates && valueGold(grams, `${SCHEME_GOLD_KARAT}K`, rates, previousIndiaIsoDate(now));
  return (
    valuation && {
      basis: valuation.basis,
      ratePerGram: valuation.ratePerGram,
      previousDay: valuation.previousDay.rate22k,
      average: valuation.average.rate22k,
      value: valuation.value,
    }
  );
}

/**
 * A gold loan's whole Key Facts Statement (docs/decisions/044): its costs, the gold and its value
 * on `now`'s India day, and the lender's and the site's terms from the settings. The one source of
 * the scheme page's, the booking step's, the printable page's and the PDF's statements.
 */
export async function keyFactsStatement(loan: StatedLoan, now: Date): Promise<KeyFactsStatement> {
  const { lsp, lenderTerms } = env().business;
  const { nodalOfficer, penalChargePercent, foreclosureChargePercent, auctionNoticeDays, auctionChargesRupees, example } = lenderTerms(
    loan.lender,
  );
  return {
    cost: loan.cost,
    // As text: the statement travels to the page as data (decision 032).
    interestText: asText(loan.interestText),
    gold: { grams: loan.goldWeight, valuation: await valuationOf(loan.goldWeight, now) },
    lender: {
      name: loan.lender,
      nodalOfficer: { ...nodalOfficer },
      penalChargePercent,
      foreclosureChargePercent,
      auctionNoticeDays,
      auctionChargesRupees,
      example,
    },
    lsp: { name: lsp.name, address: lsp.address, cin: lsp.cin, grievanceOfficer: { ...lsp.grievanceOfficer }, example: lsp.example },
  };
}

export type ChosenLoanFacts = {
  /** Whose loan it is: the verified lead (what the limit on new PDFs counts per person). */
  leadId: string;
  scheme: { name: string; lender: string };
  statement: KeyFactsStatement;
};

/**
 * The Key Facts Statement of the loan this session chose (its scheme at the lead's amount), for
 * the printable page and its PDF. Only for the session that owns a verified lead with a scheme;
 * otherwise the redirect to where the journey is.
 */
export async function chosenLoanFacts(session: AppSession, now: Date): Promise<ChosenLoanFacts> {
  const lead = requireOwnedLead(session);
  if (!lead.isOtpVerified) throw redirect(otpPath(lead.lead_id));
  const scheme = session.get("scheme")?.scheme;
  if (!scheme?.terms) throw redirect(SCHEMES_PATH);
  const cost = loanCost(scheme.terms, lead.loan_amount ?? scheme.loanAmount);
  return {
    leadId: lead.lead_id,
    scheme: { name: scheme.name, lender: scheme.lender },
    statement: await keyFactsStatement(
      { lender: scheme.lender, goldWeight: scheme.goldWeight, cost, interestText: rateMessage(scheme.terms) },
      now,
    ),
  };
}
