import { COOLING_OFF_DAYS, percentText, repaymentWords, type LoanCost } from "~/journey/loan-cost";
import { formatRupees } from "~/journey/money";

/**
 * The key facts of a loan (RBI's Key Facts Statement, docs/decisions/021-apr-and-key-facts.md):
 * one server-rendered <dl>, shared by the scheme page and the booking step.
 */
export function KeyFacts({ cost, interestText }: { cost: LoanCost; interestText: string }) {
  const rows: [string, string][] = [
    ["Loan amount", formatRupees(cost.amount)],
    ["Tenure", `${cost.tenureMonths} months`],
    ["Interest rate", interestText],
    ...cost.fees.map((fee): [string, string] => [fee.name, formatRupees(fee.rupees)]),
    ["You receive", formatRupees(cost.netDisbursed)],
    ["Interest payable", formatRupees(cost.interest)],
    ["Total amount payable", formatRupees(cost.totalPayable)],
    ["APR (all costs, a year)", percentText(cost.apr)],
    ["Repayment", repaymentWords(cost.repayment)],
    ...(cost.cashback > 0 ? [["Cashback", `${formatRupees(cost.cashback)} back if you pay on time`] as [string, string]] : []),
    ["Cooling-off period", `${COOLING_OFF_DAYS} days: repay with interest for the days used, no penalty`],
  ];
  return (
    <dl className="key-facts" data-testid="key-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
