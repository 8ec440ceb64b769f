import { COOLING_OFF_DAYS, percentText, type LoanCost, type Repayment } from "~/journey/loan-cost";
import { formatRupees } from "~/journey/money";
import { useT } from "~/i18n/use-t";
import type { Translator } from "~/i18n/translate";

/** The schedule in words, as repaymentWords writes it in English. */
function repaymentText(t: Translator, repayment: Repayment): string {
  if (repayment.kind === "bullet")
    return t("{total} in one payment after {months} months", { total: formatRupees(repayment.total), months: repayment.months });
  return t("{monthly} each month for {months} months, then {amount} at the end", {
    monthly: formatRupees(repayment.monthlyInterest),
    months: repayment.months,
    amount: formatRupees(repayment.amount),
  });
}

/**
 * The key facts of a loan (RBI's Key Facts Statement, docs/decisions/021-apr-and-key-facts.md):
 * one server-rendered <dl>, shared by the scheme page and the booking step. Its words are the
 * "scheme-facts" namespace; `interestText` (rateWords) is a message, the fees' names are keys.
 */
export function KeyFacts({ cost, interestText }: { cost: LoanCost; interestText: string }) {
  const t = useT();
  // [key, term, value]: the English term keys the row.
  const rows: [string, string, string][] = [
    ["Loan amount", t("Loan amount"), formatRupees(cost.amount)],
    ["Tenure", t("Tenure"), t("{months} months", { months: cost.tenureMonths })],
    ["Interest rate", t("Interest rate"), t.message(interestText)],
    ...cost.fees.map((fee): [string, string, string] => [fee.name, t(fee.name), formatRupees(fee.rupees)]),
    ["You receive", t("You receive"), formatRupees(cost.netDisbursed)],
    ["Interest payable", t("Interest payable"), formatRupees(cost.interest)],
    ["Total amount payable", t("Total amount payable"), formatRupees(cost.totalPayable)],
    ["APR (all costs, a year)", t("APR (all costs, a year)"), percentText(cost.apr)],
    ["Repayment", t("Repayment"), repaymentText(t, cost.repayment)],
    ...(cost.cashback > 0
      ? [
          ["Cashback", t("Cashback"), t("{amount} back if you pay on time", { amount: formatRupees(cost.cashback) })] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    [
      "Cooling-off period",
      t("Cooling-off period"),
      t("{days} days: repay with interest for the days used, no penalty", { days: COOLING_OFF_DAYS }),
    ],
  ];
  return (
    <dl className="key-facts" data-testid="key-facts">
      {rows.map(([key, term, value]) => (
        <div key={key}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
