import { place } from "~/i18n/place";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { pageTitle } from "~/brand";
import type { PageHandle } from "~/root";
import { GoldRateCard } from "~/components/step-blocks";
import { BranchSection, Breadcrumbs, CallToAction, FaqSection, JsonLdScript, useLoanLdWords } from "~/components/seo-sections";
import { En, withName } from "~/components/english-name";
import { fillNodes } from "~/components/fill-nodes";
import { seoMeta } from "~/content/seo-meta";
import { cityLimitsAmounts, languageMeta, loanAmountRange, searchPageHeaders } from "~/content/seo-pages";
import { grams, inGrams, ordinal } from "~/i18n/formats";
import { loadSchemePage, searchPageData, searchPageLanguageOf } from "~/content/seo-pages.server";
import { branchLd, breadcrumbListLd, schemeLoanLd, webPageLd } from "~/content/structured-data";
import { localizedPath } from "~/i18n/language";
import { metaTranslator, useT } from "~/i18n/use-t";
import type { Translator } from "~/i18n/translate";
import { formatRupees, indianNumber } from "~/journey/money";
import { percentText } from "~/journey/loan-cost";
import { KeyFacts } from "~/components/key-facts";
import { PdfLink } from "~/components/pdf-link";
import { keyFactsPdfPath } from "~/content/slug";
import { areaLinks } from "~/site/stylesheets";
import { useSupportLine } from "~/components/support-line";

/**
 * A scheme's page in a city (/gold-loan/{city}/{scheme id}): its facts at one lakh, its
 * interest slabs, the lender's branches in the city, and JSON-LD (breadcrumbs, the loan, the
 * branches). The file name's "_" keeps it out of the city page's layout: the URL nests, the
 * pages do not. One URL per language, as the city page (decision 028).
 */
/** Server HTML and plain links only: the page sends no JavaScript (docs/decisions/014-lite-mode.md). */
export const handle: PageHandle = { scripts: false, styles: ["journey", "search"] };
export const links = areaLinks(handle);

/** "APR 12.4% a year" in the page's language (as aprText says it in English). */
function aprWords(t: Translator, apr: number): string {
  return t("APR {rate}% a year", { rate: apr.toFixed(1) });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const t = metaTranslator(matches);
  const { scheme, city } = data;
  return languageMeta(
    seoMeta({
      title: pageTitle(t("{scheme} gold loan in {city}", { scheme: scheme.name, city: place(city.name) })),
      description: t("{scheme} from {lender} in {city}: {apr}, {amount} for {gold} of 22 karat gold, {months} months.", {
        scheme: scheme.name,
        lender: scheme.lender,
        city: place(city.name),
        apr: aprWords(t, scheme.apr),
        amount: formatRupees(scheme.loanAmount),
        gold: inGrams(scheme.goldWeight),
        months: scheme.tenureMonths,
      }),
      canonical: data.canonical,
    }),
    data.origin,
    scheme.path,
    data.lang,
  );
};

export const headers = searchPageHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = await searchPageLanguageOf(request, params);
  const page = await loadSchemePage(params.city, params.scheme, lang);
  return searchPageData(page, lang, page.scheme.path, ["search-city", "search-scheme", "scheme-facts", "key-facts-statement", "gold-rate"]);
}

export default function SchemePage() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const support = useSupportLine();
  const ldWords = useLoanLdWords();
  const { city, scheme, canonical, origin, lang } = page;
  const schemeName = <En>{scheme.name}</En>;
  const lenderName = <En>{scheme.lender}</En>;
  const crumbs = [
    { name: t("Home"), path: "/" },
    { name: t("Gold loan in {city}", { city: place(city.name) }), path: localizedPath(lang, city.path) },
    { name: scheme.name, path: localizedPath(lang, scheme.path) },
  ];
  const crumbNodes = [
    crumbs[0]!,
    { ...crumbs[1]!, name: t("Gold loan in {city}", { city: place(city.name) }) },
    { ...crumbs[2]!, name: schemeName },
  ];
  return (
    <main id="main" tabIndex={-1} className="page seo">
      <Breadcrumbs crumbs={crumbNodes} />
      <section className="hero" aria-labelledby="scheme-title">
        <h1 id="scheme-title">{fillNodes(t("{scheme} gold loan in {city}", { city: place(city.name) }), { scheme: schemeName })}</h1>
        <p className="lead">
          {fillNodes(t("From {lender}. {apr} for {amount} over {months} months."), {
            lender: lenderName,
            apr: aprWords(t, scheme.apr),
            amount: formatRupees(scheme.loanAmount),
            months: scheme.tenureMonths,
          })}
        </p>
      </section>
      <section className="card" aria-labelledby="facts-title" data-testid="scheme-facts">
        <h2 id="facts-title">{t("Key facts for {amount}", { amount: formatRupees(page.cost.amount) })}</h2>
        {/* Part 1's cost rows: the whole statement is the PDF's (the same in every city, it would make the city pages one page). */}
        <KeyFacts statement={page.statement} short />
        {page.slabs.length > 0 && (
          <table className="slabs">
            <caption className="visually-hidden">{t("Interest by days since interest was last paid")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("Interest paid within")}</th>
                <th scope="col">{t("Rate a year")}</th>
              </tr>
            </thead>
            <tbody>
              {page.slabs.map((slab) => (
                <tr key={slab.uptoDays}>
                  <td>{t("{days} days", { days: slab.uptoDays })}</td>
                  <td>{percentText(slab.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p>
          <PdfLink href={localizedPath(lang, keyFactsPdfPath(scheme.path))} className="button button--secondary">
            {t("Key Facts Statement (PDF)")}
          </PdfLink>
        </p>
      </section>
      <SchemeInCity page={page} />
      <CallToAction form={page.cta} cityName={city.name} id="cta-title" />
      <GoldRateCard rate={page.goldRate} />
      <BranchSection
        title={
          page.lenderBranches
            ? fillNodes(t("{lender} branches in {city}", { city: place(city.name) }), { lender: lenderName })
            : t("Our partner branches in {city}", { city: place(city.name) })
        }
        branches={page.branches}
      />
      {page.local.copy && (
        <section className="card" aria-labelledby="city-copy-title" data-testid="city-copy">
          <h2 id="city-copy-title">{withName(page.local.copy.title, city.name)}</h2>
          <p>{withName(page.local.copy.description, city.name)}</p>
          {page.local.copy.sections.map((section) => (
            <p key={section.heading}>
              <strong>
                {section.heading}
                {t(".")}
              </strong>{" "}
              {section.body}
            </p>
          ))}
        </section>
      )}
      <BranchSection
        title={t("Other partner branches in {city}", { city: place(city.name) })}
        branches={page.local.otherBranches}
        id="other-branches-title"
        testId="other-branches"
      />
      <FaqSection faqs={page.local.faqs} cityName={city.name} />
      {page.otherSchemes.length > 0 && (
        <nav aria-labelledby="other-schemes-title" className="card">
          <h2 id="other-schemes-title">{t("Other schemes in {city}", { city: place(city.name) })}</h2>
          <ul className="link-list">
            {page.otherSchemes.map((other) => (
              <li key={other.path}>
                <Link to={localizedPath(lang, other.path)}>
                  <En>{other.name}</En> · {aprWords(t, other.apr)}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to={localizedPath(lang, city.path)}>{t("All gold loans in {city}", { city: place(city.name) })}</Link>
          </p>
        </nav>
      )}

      <JsonLdScript
        data={breadcrumbListLd(
          crumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.path}` })),
          lang,
        )}
      />
      <JsonLdScript
        data={schemeLoanLd({
          origin,
          telephone: support.phone,
          url: canonical,
          cityName: t.place(city.name),
          scheme: {
            name: scheme.name,
            lender: scheme.lender,
            interestText: t.message(scheme.interestText),
            rate: scheme.apr,
            loanAmount: scheme.loanAmount,
            tenureMonths: scheme.tenureMonths,
            processingFeePercent: scheme.processingFeePercent,
          },
          words: ldWords,
        })}
      />
      {page.branches.map((branch) => (
        <JsonLdScript
          key={branch.id}
          data={branchLd({ ...branch, city: t.place(branch.city) }, canonical, { origin, priceRange: loanAmountRange(city) })}
        />
      ))}
      {/* The page itself, in its language (decision 028). */}
      <JsonLdScript
        data={webPageLd({
          url: canonical,
          name: t("{scheme} gold loan in {city}", { scheme: scheme.name, city: place(city.name) }),
          description: t("From {lender}. {apr} for {amount} over {months} months.", {
            lender: scheme.lender,
            apr: aprWords(t, scheme.apr),
            amount: formatRupees(scheme.loanAmount),
            months: scheme.tenureMonths,
          }),
          inLanguage: lang,
        })}
      />
    </main>
  );
}

/**
 * What this scheme is in this city, from the city's own data: where it stands among the city's
 * schemes, the city's loan limits at a branch and at home, what the city's smallest loan costs
 * with it (priced by the upstream at that amount), and the city's info. So that two cities' pages
 * of one scheme say different things (docs/seo-and-content.md "City-specific scheme pages").
 * Each sentence is a template of the catalogue, its values (names, amounts) filled in.
 */
function SchemeInCity({ page }: { page: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const t = useT();
  const { city, scheme, local, lang } = page;
  const { standing, limits, smallest, info } = local;
  const schemeName = <En>{scheme.name}</En>;
  const amount = formatRupees(page.amount);
  const amounts = limits && cityLimitsAmounts(limits);
  let standingText: ReactNode;
  if (standing.of === 1)
    standingText = fillNodes(t("It is the one gold loan scheme offered in {city} for {amount}.", { city: place(city.name) }), { amount });
  else if (standing.place === 1)
    standingText = fillNodes(
      t("Of the {count} gold loan schemes offered in {city} for {amount}, it has the lowest APR.", { city: place(city.name) }),
      {
        count: standing.of,
        amount,
      },
    );
  else
    standingText = fillNodes(
      t("Of the {count} gold loan schemes offered in {city} for {amount}, it has the {rank} lowest APR.", { city: place(city.name) }),
      {
        count: standing.of,
        amount,
        // "2nd", "दूसरे", "இரண்டாவது" (decision 048); the translation holds the words around it.
        rank: ordinal(standing.place, lang),
      },
    );
  return (
    <section className="card in-city" aria-labelledby="in-city-title" data-testid="scheme-in-city">
      <h2 id="in-city-title">{fillNodes(t("{scheme} in {city}", { city: place(city.name) }), { scheme: schemeName })}</h2>
      <p>
        {standingText}
        {standing.lowest && " "}
        {standing.lowest &&
          fillNodes(t("The lowest in {city} is {scheme} from {lender}, {apr}.", { city: place(city.name) }), {
            scheme: <En>{standing.lowest.name}</En>,
            lender: <En>{standing.lowest.lender}</En>,
            apr: aprWords(t, standing.lowest.apr),
          })}
      </p>
      {amounts && (
        <p>
          {amounts.same
            ? fillNodes(
                t("In {city} you can borrow from {min} to {max}, at a branch or with a gold check at your home.", {
                  city: place(city.name),
                }),
                {
                  min: amounts.min,
                  max: amounts.max,
                },
              )
            : fillNodes(
                t(
                  "In {city} you can borrow from {min} to {max}: from {branchMin} at a branch and from {doorstepMin} with a gold check at your home.",
                  { city: place(city.name) },
                ),
                {
                  min: amounts.min,
                  max: amounts.max,
                  branchMin: amounts.branchMin,
                  doorstepMin: amounts.doorstepMin,
                },
              )}
        </p>
      )}
      {smallest && (
        <>
          <h3>{t("What the smallest loan in {city} costs", { city: place(city.name) })}</h3>
          <p data-testid="smallest-loan">
            {fillNodes(
              t(
                "{amount}, the smallest loan in {city}, needs {gold} of 22 karat gold with {scheme}. You receive {received} after a processing fee of {fee}, pay {interest} of interest over {months} months and {total} in all ({apr}).",
                { city: place(city.name) },
              ),
              {
                amount: formatRupees(smallest.amount),
                gold: grams(smallest.goldWeight, lang),
                scheme: schemeName,
                received: formatRupees(smallest.cost.netDisbursed),
                fee: formatRupees(smallest.cost.feeTotal),
                interest: formatRupees(smallest.cost.interest),
                months: smallest.cost.tenureMonths,
                total: formatRupees(smallest.cost.totalPayable),
                apr: aprWords(t, smallest.cost.apr),
              },
            )}
          </p>
        </>
      )}
      {info && (
        <>
          <h3>{t("Our partners in {city}", { city: place(city.name) })}</h3>
          <p>
            {withName(info.description, city.name)}{" "}
            {fillNodes(
              info.branchCount === 1
                ? t("{count} partner branch in {city}", { city: place(city.name) })
                : t("{count} partner branches in {city}", { city: place(city.name) }),
              {
                count: info.branchCount,
              },
            )}
            {info.customersServed ? t(", {count} customers served there so far", { count: indianNumber(info.customersServed) }) : ""}
            {t(".")}
          </p>
          {info.highlights.length > 0 && (
            <ul>
              {info.highlights.map((highlight) => (
                <li key={highlight.text} lang={highlight.lang}>
                  {highlight.lang ? highlight.text : withName(highlight.text, city.name)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
