import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SchemeFacts, SchemeRateWords } from "~/components/scheme-facts";
import { useT } from "~/i18n/use-t";
import { percentText } from "~/journey/loan-cost";
import { interestLabel, type SchemeCard as Scheme } from "~/journey/schemes";

/**
 * One scheme as every list of schemes shows it (the schemes step, a city's search page): its
 * name, its lender and its interest badge (the filter's words), its four figures, the rate after
 * the on-time cashback (what the default sort orders by, so every card shows the figure its place
 * in the list comes from) and its rate in words; `children` adds what a list has of its own (the step's terms and "Choose" button). Its
 * words are the "scheme-facts" namespace.
 */
export function SchemeCard({
  scheme,
  href,
  chosen = false,
  nameLang,
  children,
}: {
  scheme: Scheme;
  /** The scheme's own page: its name links there. */
  href?: string;
  /** Shown as the scheme the visitor chose. */
  chosen?: boolean;
  /** The `lang` of the names, which are upstream data in English. */
  nameLang: "en" | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <li className={chosen ? "scheme scheme--chosen" : "scheme"} data-testid="scheme">
      <div className="scheme__head">
        <h3 lang={nameLang}>{href ? <Link to={href}>{scheme.name}</Link> : scheme.name}</h3>
        <span className="scheme__lender" lang={nameLang}>
          {scheme.lender}
        </span>
        <span className={`badge badge--${scheme.interestType}`}>{t(interestLabel(scheme.interestType))}</span>
      </div>
      <SchemeFacts scheme={scheme}>
        <div>
          <dt>{t("After on-time cashback")}</dt>
          <dd data-testid="scheme-cashback-rate">{t("{rate} a year", { rate: percentText(scheme.cashbackRate) })}</dd>
        </div>
      </SchemeFacts>
      {/* The cashback rate is a figure above: the words say the interest only. */}
      <SchemeRateWords scheme={{ ...scheme, cashbackText: null }} />
      {children}
    </li>
  );
}
