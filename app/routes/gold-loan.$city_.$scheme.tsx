import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { env } from "~/platform/env.server";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import type { PageHandle } from "~/root";
import { GoldRateCard } from "~/components/step-blocks";
import { BranchSection, Breadcrumbs, CallToAction, FaqSection, JsonLdScript } from "~/components/seo-sections";
import { seoMeta } from "~/content/seo-meta";
import { cityLimitsText, ctaForm, loanAmountRange, ordinal } from "~/content/seo-pages";
import { loadSchemePage, redirectCaseVariant } from "~/content/seo-pages.server";
import { branchLd, breadcrumbListLd, schemeLoanLd } from "~/content/structured-data";
import { formatGrams, formatRupees } from "~/journey/money";
import { aprText, percentText } from "~/journey/loan-cost";
import { KeyFacts } from "~/components/key-facts";

/**
 * A scheme's page in a city (/gold-loan/{city}/{scheme id}): its facts at one lakh, its
 * interest slabs, the lender's branches in the city, and JSON-LD (breadcrumbs, the loan, the
 * branches). The file name's "_" keeps it out of the city page's layout: the URL nests, the
 * pages do not.
 */
/** Server HTML and plain links only: the page sends no JavaScript (docs/decisions/014-lite-mode.md). */
export const handle: PageHandle = { scripts: false, styles: ["search"] };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({
        title: pageTitle(`${data.scheme.name} gold loan in ${data.city.name}`),
        description: `${data.scheme.name} from ${data.scheme.lender} in ${data.city.name}: ${aprText(data.scheme.apr)}, ${formatRupees(data.scheme.loanAmount)} for ${formatGrams(data.scheme.goldWeight)} of 22 karat gold, ${data.scheme.tenureMonths} months.`,
        canonical: data.canonical,
      })
    : [];

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache",
  Vary: "Cookie",
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  await redirectCaseVariant(request, params.city, params.scheme);
  const page = await loadSchemePage(params.city, params.scheme);
  const origin = env().publicOrigin;
  return data(
    { ...page, origin, canonical: `${origin}${page.scheme.path}`, cta: ctaForm(page.city) },
    { headers: { "Cache-Control": "private, max-age=300" } },
  );
}

export default function SchemePage() {
  const page = useLoaderData<typeof loader>();
  const { city, scheme, canonical, origin } = page;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: `Gold loan in ${city.name}`, path: city.path },
    { name: scheme.name, path: scheme.path },
  ];
  return (
    <main id="main" tabIndex={-1} className="page seo">
      <Breadcrumbs crumbs={crumbs} />
      <section className="hero" aria-labelledby="scheme-title">
        <h1 id="scheme-title">
          {scheme.name} gold loan in {city.name}
        </h1>
        <p className="lead">
          From {scheme.lender}. {aprText(scheme.apr)} for {formatRupees(scheme.loanAmount)} over {scheme.tenureMonths} months.
        </p>
      </section>
      <section className="card" aria-labelledby="facts-title" data-testid="scheme-facts">
        <h2 id="facts-title">Key facts for {formatRupees(page.cost.amount)}</h2>
        <KeyFacts cost={page.cost} interestText={scheme.interestText} />
        <p className="muted">
          {formatGrams(scheme.goldWeight)} of 22 karat gold needed; loan to value {scheme.ltv}%.
        </p>
        {page.slabs.length > 0 && (
          <table className="slabs">
            <caption className="visually-hidden">Interest by days since interest was last paid</caption>
            <thead>
              <tr>
                <th scope="col">Interest paid within</th>
                <th scope="col">Rate a year</th>
              </tr>
            </thead>
            <tbody>
              {page.slabs.map((slab) => (
                <tr key={slab.uptoDays}>
                  <td>{slab.uptoDays} days</td>
                  <td>{percentText(slab.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <SchemeInCity page={page} />
      <CallToAction form={page.cta} cityName={city.name} id="cta-title" />
      <GoldRateCard rate={page.goldRate} />
      <BranchSection
        title={page.lenderBranches ? `${scheme.lender} branches in ${city.name}` : `Our partner branches in ${city.name}`}
        branches={page.branches}
      />
      {page.local.copy && (
        <section className="card" aria-labelledby="city-copy-title" data-testid="city-copy">
          <h2 id="city-copy-title">{page.local.copy.title}</h2>
          <p>{page.local.copy.description}</p>
          {page.local.copy.sections.map((section) => (
            <p key={section.heading}>
              <strong>{section.heading}.</strong> {section.body}
            </p>
          ))}
        </section>
      )}
      <BranchSection
        title={`Other partner branches in ${city.name}`}
        branches={page.local.otherBranches}
        id="other-branches-title"
        testId="other-branches"
      />
      <FaqSection faqs={page.local.faqs} cityName={city.name} />
      {page.otherSchemes.length > 0 && (
        <nav aria-labelledby="other-schemes-title" className="card">
          <h2 id="other-schemes-title">Other schemes in {city.name}</h2>
          <ul className="link-list">
            {page.otherSchemes.map((other) => (
              <li key={other.path}>
                <Link to={other.path}>
                  {other.name} · {aprText(other.apr)}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to={city.path}>All gold loans in {city.name}</Link>
          </p>
        </nav>
      )}

      <JsonLdScript data={breadcrumbListLd(crumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.path}` })))} />
      <JsonLdScript
        data={schemeLoanLd({
          origin,
          url: canonical,
          cityName: city.name,
          scheme: {
            name: scheme.name,
            lender: scheme.lender,
            interestText: scheme.interestText,
            rate: scheme.apr,
            loanAmount: scheme.loanAmount,
            tenureMonths: scheme.tenureMonths,
            processingFeePercent: scheme.processingFeePercent,
          },
        })}
      />
      {page.branches.map((branch) => (
        <JsonLdScript key={branch.id} data={branchLd(branch, canonical, { origin, priceRange: loanAmountRange(city) })} />
      ))}
    </main>
  );
}

/**
 * What this scheme is in this city, from the city's own data: where it stands among the city's
 * schemes, the city's loan limits at a branch and at home, what the city's smallest loan costs
 * with it (priced by the upstream at that amount), and the city's info. So that two cities' pages
 * of one scheme say different things (docs/seo-and-content.md "City-specific scheme pages").
 */
function SchemeInCity({ page }: { page: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const { city, scheme, local } = page;
  const { standing, limits, smallest, info } = local;
  return (
    <section className="card in-city" aria-labelledby="in-city-title" data-testid="scheme-in-city">
      <h2 id="in-city-title">
        {scheme.name} in {city.name}
      </h2>
      <p>
        {standing.of === 1
          ? `It is the one gold loan scheme offered in ${city.name} for ${formatRupees(page.amount)}.`
          : standing.place === 1
            ? `Of the ${standing.of} gold loan schemes offered in ${city.name} for ${formatRupees(page.amount)}, it has the lowest APR.`
            : `Of the ${standing.of} gold loan schemes offered in ${city.name} for ${formatRupees(page.amount)}, it has the ${ordinal(standing.place)} lowest APR.`}
        {standing.lowest && ` The lowest in ${city.name} is ${standing.lowest.name} from ${standing.lowest.lender}, ${aprText(standing.lowest.apr)}.`}
      </p>
      {limits && (
        <p>
          {cityLimitsText(city.name, limits)}
        </p>
      )}
      {smallest && (
        <>
          <h3>What the smallest loan in {city.name} costs</h3>
          <p data-testid="smallest-loan">
            {formatRupees(smallest.amount)}, the smallest loan in {city.name}, needs {formatGrams(smallest.goldWeight)} of 22 karat gold with {scheme.name}. You receive{" "}
            {formatRupees(smallest.cost.netDisbursed)} after a processing fee of {formatRupees(smallest.cost.feeTotal)}, pay {formatRupees(smallest.cost.interest)} of
            interest over {smallest.cost.tenureMonths} months and {formatRupees(smallest.cost.totalPayable)} in all ({aprText(smallest.cost.apr)}).
          </p>
        </>
      )}
      {info && (
        <>
          <h3>Our partners in {city.name}</h3>
          <p>
            {info.description} {info.branchCount} partner {info.branchCount === 1 ? "branch" : "branches"} in {city.name}
            {info.customersServed ? `, ${info.customersServed.toLocaleString("en-IN")} customers served there so far` : ""}.
          </p>
          {info.highlights.length > 0 && (
            <ul>
              {info.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
