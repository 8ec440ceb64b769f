import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { Choice, ChoiceField, Field } from "~/components/field";
import { errorOf } from "~/components/form-result";
import { Breadcrumbs, JsonLdScript } from "~/components/seo-sections";
import { seoMeta } from "~/content/seo-meta";
import { ctaForm } from "~/content/seo-pages";
import { CtaButton } from "~/components/seo-sections";
import { breadcrumbListLd, loanCalculatorLd } from "~/content/structured-data";
import { GOLD_QUALITIES, goldQualityKarat, goldQualityLabel } from "~/journey/gold-quality";
import { formatIndiaDay } from "~/journey/gold-rate";
import { loadCalculator, type CalculatorAnswer } from "~/journey/loan-calculator.server";
import { formatGrams, formatPerGram, formatRupees } from "~/journey/money";
import { BULLET_MAX_MONTHS, CALCULATOR_PATH, DEFAULT_BULLET_RATE, LTV_TIERS, MAX_LOAN_AMOUNT } from "~/journey/rbi-ltv";
import { percentText } from "~/journey/loan-cost";
import { env } from "~/platform/env.server";
import type { PageHandle } from "~/root";

/**
 * /gold-loan-calculator: how much a visitor can borrow against their gold under RBI's 2025
 * directions on lending against gold (docs/decisions/022-rbi-2025-loan-calculator.md). A GET
 * form: every answer is a shareable URL, and the page works the same without JavaScript.
 */
export const handle: PageHandle = { scripts: false, styles: ["search"] };

const TITLE = "Gold loan calculator: how much can I borrow?";
const DESCRIPTION =
  "Find the most you can borrow against your gold under RBI's 2025 rules: up to 85% of its value for loans up to ₹2,50,000, 80% up to ₹5,00,000 and 75% above, valued at the lower of the previous day's and the 30-day average rate.";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({
        title: pageTitle(TITLE),
        description: DESCRIPTION,
        canonical: data.canonical,
      })
    : [];

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache",
  Vary: "Cookie",
});

export async function loader({ request }: LoaderFunctionArgs) {
  const { status, ...page } = await loadCalculator(new URL(request.url).searchParams);
  const origin = env().publicOrigin;
  const cacheControl = status === 200 ? "private, max-age=300" : "no-store";
  return data({ ...page, origin, canonical: `${origin}${CALCULATOR_PATH}` }, { status, headers: { "Cache-Control": cacheControl } });
}

const percent = (value: number) => `${value}%`;

export default function GoldLoanCalculator() {
  const page = useLoaderData<typeof loader>();
  const { values, result, answer, origin, canonical } = page;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Gold loan calculator", path: CALCULATOR_PATH },
  ];
  return (
    <main id="main" tabIndex={-1} className="page seo calculator">
      <Breadcrumbs crumbs={crumbs} />
      <section className="hero" aria-labelledby="calculator-title">
        <h1 id="calculator-title">How much can I borrow against my gold?</h1>
        <p className="lead">Worked out the way the Reserve Bank of India's 2025 directions on lending against gold require, with every step shown.</p>
      </section>

      {page.unavailable && (
        <div className="card notice" role="status" data-testid="calculator-unavailable">
          <p>
            {page.unavailable === "cities"
              ? "We could not load the list of cities just now. Please try again in a moment."
              : "We could not read the gold rates of the last 30 days just now. Please try again in a moment."}
          </p>
        </div>
      )}

      {answer && <Answer answer={answer} />}

      <form method="get" action={CALCULATOR_PATH} className="card form" aria-label="Your gold" data-testid="calculator-form">
        <ErrorSummary
          id="calculator-summary"
          errors={summaryErrors(result, { weight: "weight", purity: "purity", city: "city", scheme: "scheme", rate: "rate" })}
          flashed={false}
          result={result}
        />
        <Field
          name="weight"
          label="Weight of your gold, in grams"
          hint="Only the gold: leave out stones and other metal."
          error={errorOf(result, "weight")}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.weight}
        />
        <Field as="select" name="purity" label="Purity" error={errorOf(result, "purity")} defaultValue={values.purity}>
          {GOLD_QUALITIES.map((quality) => (
            <option key={quality} value={quality}>
              {goldQualityLabel(quality)}
            </option>
          ))}
        </Field>
        <Field as="select" name="city" label="Your city" error={errorOf(result, "city")} defaultValue={values.city}>
          <option value="">Choose your city</option>
          {page.cities.map((city) => (
            <option key={city.id} value={String(city.id)}>
              {city.name}
            </option>
          ))}
        </Field>
        <ChoiceField name="scheme" legend="How will you pay the interest?" error={errorOf(result, "scheme")}>
          <Choice id="scheme" name="scheme" value="monthly" defaultChecked={values.scheme !== "bullet"}>
            Every month
          </Choice>
          <Choice name="scheme" value="bullet" defaultChecked={values.scheme === "bullet"}>
            All at once at the end (bullet)
          </Choice>
        </ChoiceField>
        <Field
          name="rate"
          label="Yearly interest rate, in percent"
          hint={`Only for one payment at the end. ${DEFAULT_BULLET_RATE}% if you leave it empty.`}
          error={errorOf(result, "rate")}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.rate}
        />
        <button type="submit" className="button button--block">
          Calculate
        </button>
      </form>

      <section className="card" aria-labelledby="rules-title">
        <h2 id="rules-title">The rules we follow</h2>
        <ul className="facts">
          {LTV_TIERS.map((tier, index) => (
            <li key={tier.percent}>
              {tier.upTo === Number.POSITIVE_INFINITY
                ? `Loans above ${formatRupees(LTV_TIERS[index - 1]!.upTo)}: up to ${percent(tier.percent)} of your gold's value.`
                : `Loans up to ${formatRupees(tier.upTo)}: up to ${percent(tier.percent)} of your gold's value.`}
            </li>
          ))}
          <li>Your gold is valued at the lower of the previous day's 22 karat rate and its average over the last 30 days, scaled to its purity.</li>
          <li>With one payment at the end (up to {BULLET_MAX_MONTHS} months), the interest counts towards the limit too.</li>
        </ul>
        <p className="muted">Source: Reserve Bank of India (Lending Against Gold and Silver Collateral) Directions, 2025.</p>
      </section>

      <JsonLdScript
        data={breadcrumbListLd(
          crumbs.map((crumb) => ({
            name: crumb.name,
            url: `${origin}${crumb.path}`,
          }))
        )}
      />
      <JsonLdScript
        data={loanCalculatorLd({
          origin,
          url: canonical,
          name: TITLE,
          description: DESCRIPTION,
        })}
      />
    </main>
  );
}

function Answer({ answer }: { answer: CalculatorAnswer }) {
  const { valuation, loan, city } = answer;
  const karat = goldQualityKarat(answer.quality);
  const rateDay = formatIndiaDay(valuation.previousDay.date);
  const due = Math.floor(loan.amount * loan.factor);
  return (
    <section className="card notice" aria-labelledby="answer-title" data-testid="calculator-result">
      <h2 id="answer-title">
        {loan.belowMinimum === null ? "You can borrow up to" : "Your gold covers a loan of up to"}{" "}
        <span data-testid="loan-amount">{formatRupees(loan.amount)}</span>
      </h2>
      {loan.belowMinimum !== null && (
        <p data-testid="below-minimum">
          That is under our smallest loan in {city.name}, {formatRupees(loan.belowMinimum)}: with this gold we cannot offer a loan there.
        </p>
      )}
      <ol className="facts">
        <li data-testid="gold-value">
          Your gold is worth <strong>{formatRupees(valuation.value)}</strong>: {formatGrams(answer.grams)} of {goldQualityLabel(answer.quality)} at{" "}
          {formatPerGram(valuation.ratePerGram)}.
        </li>
        <li data-testid="rate-used">
          We take the lower of the previous day's 22 karat rate, {formatPerGram(valuation.previousDay.rate22k)} on {rateDay}, and its average over{" "}
          {valuation.average.days} days ({formatIndiaDay(valuation.average.from)} to {formatIndiaDay(valuation.average.to)}),{" "}
          {formatPerGram(valuation.average.rate22k)}. We used the {valuation.basis === "average" ? "30-day average" : "previous day's rate"}:{" "}
          {formatPerGram(valuation.rate22k)}
          {karat === 22 ? "." : `, and ${karat}/22 of it for ${goldQualityLabel(answer.quality)} gold.`}
        </li>
        <li data-testid="ratio-used">
          A loan may be at most {percent(loan.percent)} of that value at this size:{" "}
          {formatRupees(loan.withoutInterest ?? loan.byRatio)}
          {answer.scheme === "bullet" ? " with monthly interest." : "."}
        </li>
        {answer.scheme === "bullet" && (
          <li data-testid="bullet">
            With one payment at the end, the interest is counted in the limit, so you can borrow at most {formatRupees(loan.byRatio)}: with {BULLET_MAX_MONTHS}{" "}
            months' interest at {percentText(answer.rate)} a year you would repay {formatRupees(due)}, within {percent(loan.percent)} of your gold's value.
          </li>
        )}
        {loan.cappedBy && (
          <li data-testid="capped">
            {loan.cappedBy === "site"
              ? `Our loans go up to ${formatRupees(MAX_LOAN_AMOUNT)}.`
              : `Our loans in ${city.name} go up to ${formatRupees(city.maxAmount)}.`}
          </li>
        )}
      </ol>
      <CtaButton form={ctaForm({ id: city.id, name: city.name })} label={`Check my loan offer in ${city.name}`} testId="calculator-cta" />
    </section>
  );
}
