import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { env } from "~/platform/env.server";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import type { PageHandle } from "~/root";
import { GoldRateCard } from "~/components/step-blocks";
import { readLanguage } from "~/i18n/language.server";
import { BranchSection, Breadcrumbs, CallToAction, CtaButton, FaqSection, JsonLdScript, OtherCities, SchemeSummaries } from "~/components/seo-sections";
import { seoMeta } from "~/content/seo-meta";
import { ctaForm, loanAmountRange } from "~/content/seo-pages";
import { loadCityPage, redirectCaseVariant } from "~/content/seo-pages.server";
import { branchLd, breadcrumbListLd, cityLoanLd, faqPageLd } from "~/content/structured-data";
import { calculatorHref } from "~/journey/rbi-ltv";

/**
 * A city's gold loan page for search (docs/seo-and-content.md): the city's schemes, today's
 * gold rate, the partner branches, the city's info and the FAQ, all in the server HTML, with
 * JSON-LD (breadcrumbs, the loan, the FAQ, each branch). `?lang=` chooses the language of the
 * CMS copy and keeps it in the language cookie.
 */
/** Server HTML and plain links only: the page sends no JavaScript (docs/decisions/014-lite-mode.md). */
export const handle: PageHandle = { scripts: false, styles: ["search"] };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: pageTitle(data.copy.title), description: data.copy.description, canonical: data.canonical }) : [];

/** Each visitor's copy (their language cookie, the session cookie the root may set): browsers keep it five minutes. */
const CACHE_CONTROL = "private, max-age=300";

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache",
  Vary: "Cookie",
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  await redirectCaseVariant(request, params.city);
  const language = await readLanguage(request);
  const page = await loadCityPage(params.city, language.lang);
  const origin = env().publicOrigin;
  const headers = new Headers({ "Cache-Control": CACHE_CONTROL });
  if (language.setCookie) headers.append("Set-Cookie", language.setCookie);
  return data({ ...page, lang: language.lang, origin, canonical: `${origin}${page.city.path}`, cta: ctaForm(page.city) }, { headers });
}

export default function CityPage() {
  const page = useLoaderData<typeof loader>();
  const { city, copy, canonical, origin } = page;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: `Gold loan in ${city.name}`, path: city.path },
  ];
  return (
    <main id="main" tabIndex={-1} className="page seo">
      <Breadcrumbs crumbs={crumbs} />
      <section className="hero" aria-labelledby="city-title">
        <h1 id="city-title">{copy.title}</h1>
        <p className="lead">{copy.description}</p>
      </section>
      <CallToAction form={page.cta} cityName={city.name} id="cta-title" />
      <p>
        <a href={calculatorHref(city.id)} data-testid="calculator-link">
          How much can I borrow?
        </a>
      </p>
      <GoldRateCard rate={page.goldRate} />
      {page.schemes === null ? (
        <section className="card" aria-labelledby="schemes-title">
          <h2 id="schemes-title">Gold loan schemes in {city.name}</h2>
          <p className="muted">Our schemes are not available just now. Ask for your loan offer and we will share them with you.</p>
        </section>
      ) : (
        <SchemeSummaries schemes={page.schemes} amount={page.amount} cityName={city.name} />
      )}
      {page.info && (
        <section className="card" aria-labelledby="city-info-title" data-testid="city-info">
          <h2 id="city-info-title">Gold loans in {city.name}</h2>
          <p>{page.info.description}</p>
          <ul className="facts">
            <li>
              <strong>{page.info.branchCount}</strong> partner {page.info.branchCount === 1 ? "branch" : "branches"}
            </li>
            {page.info.customersServed ? (
              <li>
                <strong>{page.info.customersServed.toLocaleString("en-IN")}</strong> customers served
              </li>
            ) : null}
            {page.info.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </section>
      )}
      {copy.sections.length > 0 && (
        <section className="benefits" aria-label={`Why take a gold loan with us in ${city.name}`}>
          {copy.sections.map((section) => (
            <article key={section.heading} className="benefit">
              <h2>{section.heading}</h2>
              <p>{section.body}</p>
            </article>
          ))}
        </section>
      )}
      <BranchSection title={`Our partner branches in ${city.name}`} branches={page.branches} />
      <FaqSection faqs={page.faqs} cityName={city.name} />
      <CtaButton form={page.cta} label={`Check my loan offer in ${city.name}`} testId="cta-end" />
      <OtherCities cities={page.otherCities} />

      <JsonLdScript data={breadcrumbListLd(crumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.path}` })))} />
      <JsonLdScript
        data={cityLoanLd({
          origin,
          url: canonical,
          name: `Gold loan in ${city.name}`,
          description: copy.description,
          cityName: city.name,
          amount: { min: city.minAmount, max: city.maxAmount },
          rates: (page.schemes ?? []).map((scheme) => scheme.apr),
        })}
      />
      <JsonLdScript data={faqPageLd(page.faqs)} />
      {page.branches.map((branch) => (
        <JsonLdScript key={branch.id} data={branchLd(branch, canonical, { origin, priceRange: loanAmountRange(city) })} />
      ))}
    </main>
  );
}
