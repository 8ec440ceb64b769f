import type { ReactNode } from "react";
import { formatGrams, formatRupees } from "~/journey/money";
import { percentText } from "~/journey/loan-cost";

type Facts = { apr: number; loanAmount: number; goldWeight: number; ltv: number };

/** A scheme's four key figures (APR, loan, gold needed, loan to value), as every scheme card shows them; `children` adds more. */
export function SchemeFacts({ scheme, goldLabel = "Gold needed", children }: { scheme: Facts; goldLabel?: string; children?: ReactNode }) {
  return (
    <dl className="scheme__facts">
      <div>
        <dt>APR</dt>
        <dd data-testid="scheme-rate">{percentText(scheme.apr)} a year</dd>
      </div>
      <div>
        <dt>Loan amount</dt>
        <dd>{formatRupees(scheme.loanAmount)}</dd>
      </div>
      <div>
        <dt>{goldLabel}</dt>
        <dd>{formatGrams(scheme.goldWeight)}</dd>
      </div>
      <div>
        <dt>Loan to value</dt>
        <dd>{scheme.ltv}%</dd>
      </div>
      {children}
    </dl>
  );
}

/** Under the figures: the interest in plain words, and the rate after the on-time cashback when there is one. */
export function SchemeRateWords({ scheme }: { scheme: { interestText: string; cashbackText: string | null } }) {
  return (
    <p className="scheme__interest">
      {scheme.interestText}
      {scheme.cashbackText && ` ${scheme.cashbackText}`}
    </p>
  );
}
