import type { ReactNode } from "react";
import { formatRupees } from "~/journey/money";
import { percentText } from "~/journey/loan-cost";
import { useLanguage, useT } from "~/i18n/use-t";
import { grams } from "~/i18n/formats";

type Facts = { apr: number; loanAmount: number; goldWeight: number; ltv: number };

/**
 * A scheme's four key figures (APR, loan, gold needed, loan to value), as every scheme card shows them; `children` adds more.
 * Its words are the "scheme-facts" namespace: a page that shows it loads that namespace.
 */
export function SchemeFacts({ scheme, goldLabel, children }: { scheme: Facts; goldLabel?: string; children?: ReactNode }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <dl className="scheme__facts">
      <div>
        <dt>APR</dt>
        <dd data-testid="scheme-rate">{t("{rate} a year", { rate: percentText(scheme.apr) })}</dd>
      </div>
      <div>
        <dt>{t("Loan amount")}</dt>
        <dd>{formatRupees(scheme.loanAmount)}</dd>
      </div>
      <div>
        <dt>{goldLabel ?? t("Gold needed")}</dt>
        <dd>{grams(scheme.goldWeight, lang)}</dd>
      </div>
      <div>
        <dt>{t("Loan to value")}</dt>
        <dd>{scheme.ltv}%</dd>
      </div>
      {children}
    </dl>
  );
}

/** Under the figures: the interest in plain words, and the rate after the on-time cashback when there is one (rateWords, cashbackWords: messages). */
export function SchemeRateWords({ scheme }: { scheme: { interestText: string; cashbackText: string | null } }) {
  const t = useT();
  return (
    <p className="scheme__interest">
      {t.message(scheme.interestText)}
      {scheme.cashbackText && ` ${t.message(scheme.cashbackText)}`}
    </p>
  );
}
