import type { ReactNode } from "react";
import { MessageText } from "~/components/message-text";
import type { Message } from "~/i18n/message";
import { useT } from "~/i18n/use-t";
import { COOLING_OFF_DAYS, percentText, repaymentMessage, type LoanCost } from "~/journey/loan-cost";
import { formatRupees } from "~/journey/money";

/**
 * The key facts of a loan (RBI's Key Facts Statement, docs/decisions/021-apr-and-key-facts.md):
 * one server-rendered <dl>, shared by the scheme page and the booking step. Its words are the
 * "scheme-facts" namespace; `interestText` is the interest in words (rateMessage).
 */
export function KeyFacts({ cost, interestText }: { cost: LoanCost; interestText: Message | string }) {
  const t = useT();
  // [key, term, value]: the English term keys the row.
  const rows: [string, string, ReactNode][] = [
    ["Loan amount", t("Loan amount"), formatRupees(cost.amount)],
    ["Tenure", t("Tenure"), t("{months} months", { months: cost.tenureMonths })],
    ["Interest rate", t("Interest rate"), <MessageText text={interestText} />],
    ...cost.fees.map((fee): [string, string, ReactNode] => [fee.name, t(fee.name), formatRupees(fee.rupees)]),
    ["You receive", t("You receive"), formatRupees(cost.netDisbursed)],
    ["Interest payable", t("Interest payable"), formatRupees(cost.interest)],
    ["Total amount payable", t("Total amount payable"), formatRupees(cost.totalPayable)],
    ["APR (all costs, a year)", t("APR (all costs, a year)"), percentText(cost.apr)],
    ["Repayment", t("Repayment"), t.message(repaymentMessage(cost.repayment))],
    ...(cost.cashback > 0
      ? [
          ["Cashback", t("Cashback"), t("{amount} back if you pay on time", { amount: formatRupees(cost.cashback) })] as [
            string,
            string,
            ReactNode,
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
