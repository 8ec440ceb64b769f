import { CityOptions } from "~/components/city-options";
import { place } from "~/i18n/place";
import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { Choice, ChoiceField, Field } from "~/components/field";
import { formFields } from "~/components/form-result";
import { fillNodes } from "~/components/fill-nodes";
import { Breadcrumbs, JsonLdScript } from "~/components/seo-sections";
import { seoMeta } from "~/content/seo-meta";
import { ctaForm } from "~/content/seo-pages";
import { searchPageLinks } from "~/content/seo-pages.server";
import { schemePagePath } from "~/content/slug";
import { breadcrumbListLd, loanCalculatorLd } from "~/content/structured-data";
import { routeMessageRefs, serverTranslator } from "~/i18n/catalogue.server";
import { alternatesOf, localizedPath } from "~/i18n/language";
import { formatDay } from "~/i18n/formats";
import { redirectLanguageChoice, searchPageLanguage } from "~/i18n/search-page.server";
import { metaTranslator, useLanguage, useT } from "~/i18n/use-t";
import type { Translator } from "~/i18n/translate";
import { GOLD_QUALITIES, goldQualityKarat, type GoldQuality } from "~/journey/gold-quality";
import type { CalculatorFields } from "~/journey/loan-calculator-form";
import { loadCalculator, type CalculatorAnswer } from "~/journey/loan-calculator.server";
import { formatRupees, perGramMessage } from "~/journey/money";
import { grams } from "~/i18n/formats";
import { BULLET_MAX_MONTHS, CALCULATOR_PATH, DEFAULT_BULLET_RATE, LTV_TIERS, MAX_LOAN_AMOUNT } from "~/journey/rbi-ltv";
import { percentText } from "~/journey/loan-cost";
import { env } from "~/platform/env.server";
import type { PageHandle } from "~/root";
import { areaLinks } from "~/site/stylesheets";
import { useSupportLine } from "~/components/support-line";

/**
 * /gold-loan-calculator: how much a visitor can borrow against their gold under RBI's 2025
 * directions on lending against gold (docs/decisions/022-rbi-2025-loan-calculator.md). A GET
 * form: every answer is a shareable URL, and the page works the same without JavaScript.
 *
 * A search page with one URL per language (decision 028): English at /gold-loan-calculator, the
 * others under their prefix (/hi/gold-loan-calculator); any other prefix is a 404. `?lang=xx`
 * keeps the language in its cookie and redirects (302) to the page's URL in that language, with
 * the rest of the query.
 */
export const handle: PageHandle = { scripts: false, styles: ["search"], i18n: ["calculator"] };
export const links = areaLinks(handle);

const TITLE = "Gold loan calculator: how much can I borrow?";
const DESCRIPTION =
  "Find the most you can borrow against your gold under RBI's 2025 rules: up to {firstLtv} of its value for loans up to {firstUpTo}, {secondLtv} up to {secondUpTo} and {lastLtv} above, valued at the lower of the previous day's and the 30-day average rate.";

/** RBI's loan-to-value tiers as the description says them, from the rule itself (LTV_TIERS). */
const [FIRST_TIER, SECOND_TIER, LAST_TIER] = LTV_TIERS;
const TIERS = {
  firstLtv: `${FIRST_TIER.percent}%`,
  firstUpTo: formatRupees(FIRST_TIER.upTo),
  secondLtv: `${SECOND_TIER.percent}%`,
  secondUpTo: formatRupees(SECOND_TIER.upTo),
  lastLtv: `${LAST_TIER.percent}%`,
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const t = metaTranslator(matches);
  return [
    ...seoMeta({ title: pageTitle(t(TITLE)), description: t(DESCRIPTION, TIERS), canonical: data.canonical }),
    ...data.alternates.map(({ hrefLang, href }) => ({ tagName: "link", rel: "alternate", hrefLang, href })),
  ];
};

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache",
  Vary: "Cookie",
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = searchPageLanguage(request, params.lang);
  await redirectLanguageChoice(request, lang);
  const url = new URL(request.url);
  // "/HI/gold-loan-calculator": one URL per page, in lower case.
  if (params.lang !== undefined && params.lang !== lang) throw redirect(`${localizedPath(lang, CALCULATOR_PATH)}${url.search}`, 301);
  const { status, ...page } = await loadCalculator(url.searchParams);
  // The best scheme links to its page in the city, where the city has search pages.
  const offer = page.answer?.offer;
  const offerCity = page.answer?.city.name;
  const offerPath =
    offer?.kind === "scheme" && offerCity && (await searchPageLinks()).some((city) => city.name === offerCity)
      ? localizedPath(lang, schemePagePath(offerCity, offer.scheme.id))
      : null;
  const origin = env().publicOrigin;
  const path = localizedPath(lang, CALCULATOR_PATH);
  const cacheControl = status === 200 ? "private, max-age=300" : "no-store";
  const t = serverTranslator(lang);
  return data(
    {
      ...page,
      offerPath,
      origin,
      path,
      canonical: `${origin}${path}`,
      alternates: alternatesOf(origin, CALCULATOR_PATH),
      // What the structured data names, in the page's language.
      ld: { title: t(TITLE), description: t(DESCRIPTION, TIERS), home: t("Home"), calculator: t("Gold loan calculator") },
      i18n: routeMessageRefs(lang, handle),
    },
    { status, headers: { "Cache-Control": cacheControl } },
  );
}

/** An English name from upstream (a city) on a page that may be in another language. */
const english = (text: string) => <span lang="en">{text}</span>;

/** "₹7,636.36 a gram" in the page's language. */
const perGram = (t: Translator, amount: number) => t.message(perGramMessage(amount));
/** "22 karat" in the page's language. */
const karatLabel = (t: Translator, quality: GoldQuality) => t("{karat} karat", { karat: goldQualityKarat(quality) });

export default function GoldLoanCalculator() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const support = useSupportLine();
  const { values, result, answer, origin, canonical, path, ld } = page;
  const fields = formFields<CalculatorFields>(result);
  const crumbs = [
    { name: t("Home"), path: "/" },
    { name: t("Gold loan calculator"), path },
  ];
  return (
    <main id="main" tabIndex={-1} className="page seo calculator">
      <Breadcrumbs crumbs={crumbs} />
      <section className="hero" aria-labelledby="calculator-title">
        <h1 id="calculator-title">{t("How much can I borrow against my gold?")}</h1>
        <p className="lead">
          {t("Worked out the way the Reserve Bank of India's 2025 directions on lending against gold require, with every step shown.")}
        </p>
      </section>

      {page.unavailable && (
        <div className="card notice" role="status" data-testid="calculator-unavailable">
          <p>
            {page.unavailable === "cities"
              ? t("We could not load the list of cities just now. Please try again in a moment.")
              : t("We could not read the gold rates of the last 30 days just now. Please try again in a moment.")}
          </p>
        </div>
      )}

      {answer && <Answer answer={answer} offerPath={page.offerPath} />}

      <form method="get" action={path} className="card form" aria-label={t("Your gold")} data-testid="calculator-form">
        <ErrorSummary
          id="calculator-summary"
          errors={summaryErrors([fields.weight, fields.purity, fields.city, fields.scheme, fields.rate])}
          flashed={false}
          result={result}
        />
        <Field
          field={fields.weight}
          label={t("Weight of your gold, in grams")}
          hint={t("Only the gold: leave out stones and other metal.")}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.weight}
        />
        <Field as="select" field={fields.purity} label={t("Purity")} defaultValue={values.purity}>
          {GOLD_QUALITIES.map((quality) => (
            <option key={quality} value={quality}>
              {karatLabel(t, quality)}
            </option>
          ))}
        </Field>
        <Field as="select" field={fields.city} label={t("Your city")} defaultValue={values.city} required>
          <option value="">{t("Choose your city")}</option>
          <CityOptions cities={page.cities} />
        </Field>
        <ChoiceField field={fields.scheme} legend={t("How will you pay the interest?")}>
          <Choice id={fields.scheme.name} name={fields.scheme.name} value="monthly" defaultChecked={values.scheme !== "bullet"}>
            {t("Every month")}
          </Choice>
          <Choice name={fields.scheme.name} value="bullet" defaultChecked={values.scheme === "bullet"}>
            {t("All at once at the end (bullet)")}
          </Choice>
        </ChoiceField>
        <Field
          field={fields.rate}
          label={t("Yearly interest rate, in percent")}
          hint={t("Only for one payment at the end. {rate}% if you leave it empty.", { rate: DEFAULT_BULLET_RATE })}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values.rate}
        />
        <button type="submit" className="button button--block">
          {t("Calculate")}
        </button>
      </form>

      <section className="card" aria-labelledby="rules-title">
        <h2 id="rules-title">{t("The rules we follow")}</h2>
        <ul className="facts">
          {LTV_TIERS.map((tier, index) => (
            <li key={tier.percent}>
              {tier.upTo === Number.POSITIVE_INFINITY
                ? t("Loans above {amount}: up to {percent} of your gold's value.", {
                    amount: formatRupees(LTV_TIERS[index - 1]!.upTo),
                    percent: percentText(tier.percent),
                  })
                : t("Loans up to {amount}: up to {percent} of your gold's value.", {
                    amount: formatRupees(tier.upTo),
                    percent: percentText(tier.percent),
                  })}
            </li>
          ))}
          <li>
            {t(
              "Your gold is valued at the lower of the previous day's 22 karat rate and its average over the last 30 days, scaled to its purity.",
            )}
          </li>
          <li>
            {t("With one payment at the end (up to {months} months), the interest counts towards the limit too.", {
              months: BULLET_MAX_MONTHS,
            })}
          </li>
        </ul>
        <p className="muted">
          {fillNodes(t("Source: {document}."), {
            document: english("Reserve Bank of India (Lending Against Gold and Silver Collateral) Directions, 2025"),
          })}
        </p>
      </section>

      <JsonLdScript
        data={breadcrumbListLd([
          { name: ld.home, url: `${origin}/` },
          { name: ld.calculator, url: canonical },
        ])}
      />
      <JsonLdScript
        data={loanCalculatorLd({
          origin,
          telephone: support.phone,
          url: canonical,
          name: ld.title,
          description: ld.description,
        })}
      />
    </main>
  );
}

/**
 * What the lenders on this site offer for the gold (the best scheme's figure, linked to its page)
 * and what RBI's rules allow: never the ceiling alone (decision 045).
 */
function Offer({ answer, offerPath }: { answer: CalculatorAnswer; offerPath: string | null }) {
  const t = useT();
  const lang = useLanguage();
  const { offer, city } = answer;
  if (offer.kind === "scheme") {
    const name = english(offer.scheme.name);
    return (
      <p data-testid="best-offer">
        {fillNodes(t("{scheme} from {lender} lends {ltv} of your gold's value. Schemes as offered on {date}."), {
          scheme: offerPath ? <a href={offerPath}>{name}</a> : name,
          lender: english(offer.scheme.lender),
          ltv: percentText(offer.scheme.ltv),
          date: formatDay(offer.readOn, lang),
        })}
      </p>
    );
  }
  return (
    <p data-testid="no-offer">
      {offer.kind === "none"
        ? fillNodes(t("No scheme offered in {city} on {date} lends against this gold.", { city: place(city.name) }), {
            date: formatDay(offer.readOn, lang),
          })
        : t("We could not read the schemes on offer just now: this is the most RBI's rules allow, not an offer.")}
    </p>
  );
}

function Answer({ answer, offerPath }: { answer: CalculatorAnswer; offerPath: string | null }) {
  const t = useT();
  const lang = useLanguage();
  const { valuation, loan, city, offer } = answer;
  const karat = goldQualityKarat(answer.quality);
  const quality = karatLabel(t, answer.quality);
  const due = Math.floor(loan.amount * loan.factor);
  const amount = <span data-testid="loan-amount">{formatRupees(loan.amount)}</span>;
  const used = perGram(t, valuation.rate22k);
  const usedSentence = t(
    valuation.basis === "average"
      ? karat === 22
        ? "We used the 30-day average: {rate}."
        : "We used the 30-day average: {rate}, and {karat}/22 of it for {quality} gold."
      : karat === 22
        ? "We used the previous day's rate: {rate}."
        : "We used the previous day's rate: {rate}, and {karat}/22 of it for {quality} gold.",
    { rate: used, karat, quality },
  );
  return (
    <section className="card notice" aria-labelledby="answer-title" data-testid="calculator-result">
      <h2 id="answer-title">
        {loan.belowMinimum !== null
          ? fillNodes(t("Your gold covers a loan of up to {amount}"), { amount })
          : offer.kind === "scheme"
            ? fillNodes(t("The best scheme in {city} today lends up to {amount} against this gold", { city: place(city.name) }), {
                amount: <span data-testid="offer-amount">{formatRupees(offer.amount)}</span>,
              })
            : fillNodes(t("RBI's rules allow up to {amount}"), { amount })}
      </h2>
      {loan.belowMinimum === null && <Offer answer={answer} offerPath={offerPath} />}
      {loan.belowMinimum === null && offer.kind === "scheme" && (
        <p data-testid="rbi-allows">{fillNodes(t("RBI's rules allow up to {amount} against this gold."), { amount })}</p>
      )}
      {loan.belowMinimum !== null && (
        <p data-testid="below-minimum">
          {fillNodes(
            t("That is under our smallest loan in {city}, {amount}: with this gold we cannot offer a loan there.", {
              city: place(city.name),
            }),
            {
              amount: formatRupees(loan.belowMinimum),
            },
          )}
        </p>
      )}
      <ol className="facts">
        <li data-testid="gold-value">
          {fillNodes(t("Your gold is worth {value}: {grams} of {quality} at {rate}."), {
            value: <strong>{formatRupees(valuation.value)}</strong>,
            grams: grams(answer.grams, lang),
            quality,
            rate: perGram(t, valuation.ratePerGram),
          })}
        </li>
        <li data-testid="rate-used">
          {t(
            "We take the lower of the previous day's 22 karat rate, {previousRate} on {previousDay}, and its average over {days} days ({from} to {to}), {averageRate}.",
            {
              previousRate: perGram(t, valuation.previousDay.rate22k),
              previousDay: formatDay(valuation.previousDay.date, lang),
              days: valuation.average.days,
              from: formatDay(valuation.average.from, lang),
              to: formatDay(valuation.average.to, lang),
              averageRate: perGram(t, valuation.average.rate22k),
            },
          )}{" "}
          {usedSentence}
        </li>
        <li data-testid="ratio-used">
          {t(
            answer.scheme === "bullet"
              ? "A loan may be at most {percent} of that value at this size: {amount} with monthly interest."
              : "A loan may be at most {percent} of that value at this size: {amount}.",
            { percent: percentText(loan.percent), amount: formatRupees(loan.withoutInterest ?? loan.byRatio) },
          )}
        </li>
        {answer.scheme === "bullet" && (
          <li data-testid="bullet">
            {t(
              "With one payment at the end, the interest is counted in the limit, so you can borrow at most {amount}: with {months} months' interest at {rate} a year you would repay {due}, within {percent} of your gold's value.",
              {
                amount: formatRupees(loan.byRatio),
                months: BULLET_MAX_MONTHS,
                rate: percentText(answer.rate),
                due: formatRupees(due),
                percent: percentText(loan.percent),
              },
            )}
          </li>
        )}
        {loan.cappedBy && (
          <li data-testid="capped">
            {loan.cappedBy === "site"
              ? t("Our loans go up to {amount}.", { amount: formatRupees(MAX_LOAN_AMOUNT) })
              : fillNodes(t("Our loans in {city} go up to {amount}.", { city: place(city.name) }), {
                  amount: formatRupees(city.maxAmount),
                })}
          </li>
        )}
      </ol>
      {/* No loan to apply for below the city's smallest: no button to apply. */}
      {loan.belowMinimum === null && <CtaForm cityId={city.id} cityName={city.name} />}
    </section>
  );
}

/**
 * The call to action with the city chosen: the same GET form as the search pages' CtaButton
 * (docs/decisions/024-search-pages-and-home.md), with the city's name marked as English data.
 */
function CtaForm({ cityId, cityName }: { cityId: number; cityName: string }) {
  const t = useT();
  const form = ctaForm({ id: cityId, name: cityName });
  return (
    <form method="get" action={form.action} className="cta-form">
      {form.fields.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <button type="submit" className="button button--block" data-testid="calculator-cta">
        {t("Check my loan offer in {city}", { city: place(cityName) })}
      </button>
    </form>
  );
}
