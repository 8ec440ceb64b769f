import { ErrorSummary } from "~/components/error-summary";
import { Link, useLocation, useSubmit } from "@remix-run/react";
import { Form } from "~/components/form";
import { MessageText } from "~/components/message-text";
import { SchemeCard } from "~/components/scheme-card";
import { useIsPending } from "~/components/use-is-pending";
import { percentText } from "~/journey/loan-cost";
import { formatRupees, indianNumber } from "~/journey/money";
import {
  FILTER_LABELS,
  SCHEME_FILTERS,
  SCHEME_SORTS,
  SORT_LABELS,
  resetSchemeView,
  schemeViewQuery,
  type SchemeCard as Scheme,
  type SchemeView,
} from "~/journey/schemes";
import { fillNodes } from "~/components/fill-nodes";
import { formFields } from "~/components/form-result";
import type { SchemeChoiceFields } from "~/journey/scheme-choice-form";
import { useT } from "~/i18n/use-t";

type Props = {
  schemes: Scheme[];
  view: SchemeView;
  /** The amount the schemes are computed for, the limits a visitor may type, and why the amount asked was not taken (a message). */
  amount: { value: string; min: number; max: number; error: string | null };
  /** Where the filter form goes (its own page). */
  basePath: string;
  /** The chosen scheme's id, shown as chosen. */
  chosenId?: string | null;
  /** When set, each scheme has a "Choose" button posting here. */
  chooseAction?: string;
};

/**
 * The scheme list: amount, filter (all / monthly / half-yearly) and sort as a GET form, so
 * every state has its own URL and it works without JavaScript (with it, a change applies at
 * once); a reset link back to the defaults; one card per scheme. Its words are the
 * "booking-schemes" namespace, the cards' figures "scheme-facts".
 */
export function SchemeList({ schemes, view, amount, basePath, chosenId, chooseAction }: Props) {
  const t = useT();
  const submit = useSubmit();
  const { search } = useLocation();
  const resetHref = `${basePath}${schemeViewQuery(resetSchemeView(), { amount: amount.value })}`;
  return (
    <section aria-labelledby="schemes-title">
      <Form
        method="get"
        action={basePath}
        className="card form scheme-filters"
        preventScrollReset
        // A new view renders a fresh form, so its fields show that view (uncontrolled fields keep their first value otherwise).
        key={search}
        onChange={(event) => {
          if ((event.target as HTMLElement).getAttribute("name") !== "amount")
            submit(event.currentTarget, { preventScrollReset: true, replace: true });
        }}
      >
        <ErrorSummary
          id="amount-summary"
          errors={amount.error ? [{ id: "amount", message: amount.error }] : []}
          flashed={false}
          result={search}
        />
        <div className="field">
          <label htmlFor="amount">{t("Loan amount (₹)")}</label>
          <input
            id="amount"
            name="amount"
            type="text"
            inputMode="numeric"
            pattern="[0-9,]*"
            // Shown in Indian grouping ("1,50,000"), as every amount is (decision 047); the query reads it back.
            defaultValue={/^\d+$/.test(amount.value) ? indianNumber(Number(amount.value)) : amount.value}
            key={amount.value}
            aria-invalid={amount.error ? true : undefined}
            aria-describedby="amount-hint amount-error"
          />
          <p className="field__hint" id="amount-hint">
            {t("From {min} to {max}", { min: formatRupees(amount.min), max: formatRupees(amount.max) })}
          </p>
          <p className="field__error" id="amount-error" role="alert">
            {amount.error && <MessageText text={amount.error} />}
          </p>
        </div>
        <fieldset className="field chips">
          <legend>{t("How do you want to pay interest?")}</legend>
          {SCHEME_FILTERS.map((filter) => (
            <label key={filter} className="chip">
              <input type="radio" name="filter" value={filter} defaultChecked={view.filter === filter} />
              <span>{t(FILTER_LABELS[filter])}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="sort">{t("Sort by")}</label>
          {/* Every label fits the box at 360 px in every language (tests/e2e/scheme-sorts.spec.ts): a closed select cannot wrap. */}
          <select id="sort" name="sort" defaultValue={view.sort} data-testid="scheme-sort">
            {SCHEME_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </div>
        <div className="scheme-filters__actions">
          <button type="submit" className="button button--secondary">
            {t("Show schemes")}
          </button>
          <Link to={resetHref} className="reset-link" preventScrollReset replace>
            {t("Reset filters")}
          </Link>
        </div>
      </Form>

      <h2 id="schemes-title" className="schemes__count" aria-live="polite">
        {schemes.length === 0
          ? t("No schemes match")
          : t(schemes.length === 1 ? "{count} scheme for {amount}" : "{count} schemes for {amount}", {
              count: schemes.length,
              amount: formatRupees(Number(amount.value) || 0),
            })}
      </h2>
      {schemes.length === 0 && (
        <p className="muted">
          {fillNodes(t("Try another way to pay interest, or {reset}."), { reset: <Link to={resetHref}>{t("reset the filters")}</Link> })}
        </p>
      )}
      <ol className="scheme-list">
        {schemes.map((scheme) => (
          <SchemeCard key={scheme.id} scheme={scheme} chosen={scheme.id === chosenId} nameLang="en">
            <p className="muted scheme__terms">
              {scheme.processingFeePercent !== null
                ? t("Over {months} months, processing fee {percent} included", {
                    months: scheme.tenureMonths,
                    percent: percentText(scheme.processingFeePercent),
                  })
                : t("Over {months} months", { months: scheme.tenureMonths })}
            </p>
            {chooseAction && (
              <ChooseButton action={chooseAction} schemeId={scheme.id} amount={amount.value} chosen={scheme.id === chosenId} />
            )}
          </SchemeCard>
        ))}
      </ol>
    </section>
  );
}

/** A scheme's "Choose" form: the scheme and the amount the page showed it for. */
function ChooseButton({ action, schemeId, amount, chosen }: { action: string; schemeId: string; amount: string; chosen: boolean }) {
  const t = useT();
  const saving = useIsPending({ formAction: action, intent: "choose", values: { schemeId } });
  const fields = formFields<SchemeChoiceFields>(null);
  return (
    <Form method="post" action={action}>
      <input type="hidden" name={fields.schemeId.name} value={schemeId} />
      <input type="hidden" name={fields.amount.name} value={amount} />
      <button type="submit" name={fields.intent.name} value="choose" className="button button--block" disabled={saving}>
        {saving ? t("Saving…") : chosen ? t("Keep this scheme") : t("Choose this scheme")}
      </button>
    </Form>
  );
}
