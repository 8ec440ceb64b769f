import type { Message } from "~/i18n/message";
import type { Translator } from "~/i18n/translate";
import { COOLING_OFF_DAYS, percentText, repaymentMessage, type LoanCost } from "~/journey/loan-cost";
import { formatRupees } from "~/journey/money";

/**
 * One row of a loan's key facts (RBI's Key Facts Statement, docs/decisions/021-apr-and-key-facts.md):
 * `key` is the term in English (the row's identity), `term` and `value` in the page's language.
 * The interest is a message of its own (`rateMessage`, or an upstream's words), which a page marks
 * up and a PDF writes as text.
 */
export type KeyFactRow = { key: string; term: string; value: string | { message: Message | string } };

/** The key facts, in the order the pages and the PDF show them. */
export function keyFactRows(cost: LoanCost, interestText: Message | string, t: Translator): KeyFactRow[] {
  const row = (key: Parameters<Translator>[0], value: KeyFactRow["value"]): KeyFactRow => ({ key, term: t(key), value });
  return [
    row("Loan amount", formatRupees(cost.amount)),
    row("Tenure", t("{months} months", { months: cost.tenureMonths })),
    row("Interest rate", { message: interestText }),
    ...cost.fees.map((fee) => row(fee.name, formatRupees(fee.rupees))),
    row("You receive", formatRupees(cost.netDisbursed)),
    row("Interest payable", formatRupees(cost.interest)),
    row("Total amount payable", formatRupees(cost.totalPayable)),
    row("APR (all costs, a year)", percentText(cost.apr)),
    row("Repayment", t.message(repaymentMessage(cost.repayment))),
    ...(cost.cashback > 0 ? [row("Cashback", t("{amount} back if you pay on time", { amount: formatRupees(cost.cashback) }))] : []),
    row("Cooling-off period", t("{days} days: repay with interest for the days used, no penalty", { days: COOLING_OFF_DAYS })),
  ];
}
