import { ErrorSummary } from "~/components/error-summary";
import { Form, Link, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { percentText } from "~/journey/loan-cost";
import { formatRupees } from "~/journey/money";
import {
  FILTER_LABELS,
  SCHEME_FILTERS,
  SCHEME_SORTS,
  SORT_LABELS,
  interestLabel,
  resetSchemeView,
  schemeViewQuery,
  type SchemeCard,
  type SchemeView,
} from "~/journey/schemes";
import { SchemeFacts, SchemeRateWords } from "~/components/scheme-facts";

type Props = {
  schemes: SchemeCard[];
  view: SchemeView;
  /** The amount the schemes are computed for, and the limits a visitor may type. */
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
 * once); a reset link back to the defaults; one card per scheme.
 */
export function SchemeList({ schemes, view, amount, basePath, chosenId, chooseAction }: Props) {
  const submit = useSubmit();
  const { search } = useLocation();
  const navigation = useNavigation();
  const choosing = navigation.state === "submitting" ? navigation.formData?.get("schemeId") : null;
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
          if ((event.target as HTMLElement).getAttribute("name") !== "amount") submit(event.currentTarget, { preventScrollReset: true, replace: true });
        }}
      >
        <ErrorSummary id="amount-summary" errors={amount.error ? [{ id: "amount", message: amount.error }] : []} flashed={false} result={search} />
        <div className="field">
          <label htmlFor="amount">Loan amount (₹)</label>
          <input
            id="amount"
            name="amount"
            type="text"
            inputMode="numeric"
            pattern="[0-9,]*"
            defaultValue={amount.value}
            key={amount.value}
            aria-invalid={amount.error ? true : undefined}
            aria-describedby="amount-hint amount-error"
          />
          <p className="field__hint" id="amount-hint">
            From {formatRupees(amount.min)} to {formatRupees(amount.max)}
          </p>
          <p className="field__error" id="amount-error" role="alert">
            {amount.error}
          </p>
        </div>
        <fieldset className="field chips">
          <legend>How do you want to pay interest?</legend>
          {SCHEME_FILTERS.map((filter) => (
            <label key={filter} className="chip">
              <input type="radio" name="filter" value={filter} defaultChecked={view.filter === filter} />
              <span>{FILTER_LABELS[filter]}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="sort">Sort by</label>
          <select id="sort" name="sort" defaultValue={view.sort}>
            {SCHEME_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className="scheme-filters__actions">
          <button type="submit" className="button button--secondary">
            Show schemes
          </button>
          <Link to={resetHref} className="reset-link" preventScrollReset replace>
            Reset filters
          </Link>
        </div>
      </Form>

      <h2 id="schemes-title" className="schemes__count" aria-live="polite">
        {schemes.length === 0 ? "No schemes match" : `${schemes.length} ${schemes.length === 1 ? "scheme" : "schemes"} for ${formatRupees(Number(amount.value) || 0)}`}
      </h2>
      {schemes.length === 0 && (
        <p className="muted">
          Try another way to pay interest, or <Link to={resetHref}>reset the filters</Link>.
        </p>
      )}
      <ol className="scheme-list">
        {schemes.map((scheme) => (
          <li key={scheme.id} className={scheme.id === chosenId ? "scheme scheme--chosen" : "scheme"} data-testid="scheme">
            <div className="scheme__head">
              <h3>{scheme.name}</h3>
              <span className="scheme__lender">{scheme.lender}</span>
              <span className={`badge badge--${scheme.interestType}`}>{interestLabel(scheme.interestType)}</span>
            </div>
            <SchemeFacts scheme={scheme} />
            <SchemeRateWords scheme={scheme} />
            <p className="muted scheme__terms">
              Over {scheme.tenureMonths} months
              {scheme.processingFeePercent !== null ? `, processing fee ${percentText(scheme.processingFeePercent)} included` : ""}
            </p>
            {chooseAction && (
              <Form method="post" action={chooseAction}>
                <input type="hidden" name="schemeId" value={scheme.id} />
                <input type="hidden" name="amount" value={amount.value} />
                <button type="submit" name="intent" value="choose" className="button button--block" disabled={choosing === scheme.id}>
                  {choosing === scheme.id ? "Saving…" : scheme.id === chosenId ? "Keep this scheme" : "Choose this scheme"}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
