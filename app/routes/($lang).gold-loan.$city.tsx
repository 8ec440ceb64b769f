import { place } from "~/i18n/place";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import type { PageHandle } from "~/root";
import { GoldRateCard } from "~/components/step-blocks";
import { RateTrendCard } from "~/components/rate-trend";
import { localizedPath } from "~/i18n/language";
import { useT } from "~/i18n/use-t";
import {
  BranchSection,
  Breadcrumbs,
  CallToAction,
  CtaButton,
  FaqSection,
  JsonLdScript,
  OtherCities,
  SchemeSummaries,
  useLoanLdWords,
} from "~/components/seo-sections";
import { withName } from "~/components/english-name";
import { CityInfoCard } from "~/components/city-info";
import { seoMeta } from "~/content/seo-meta";
import { languageMeta, loanAmountRange, localizedCalculatorHref, searchPageHeaders } from "~/content/seo-pages";
import { loadCityPage, searchPageData, searchPageLanguageOf } from "~/content/seo-pages.server";
import { branchLd, breadcrumbListLd, cityLoanLd, faqPageLd, webPageLd } from "~/content/structured-data";
import { calculatorHref } from "~/journey/rbi-ltv";
import { areaLinks } from "~/site/stylesheets";
import { useSupportLine } from "~/components/support-line";

/**
 * A city's gold loan page for search (docs/seo-and-content.md): the city's schemes, today's
 * gold rate, the partner branches, the city's info and the FAQ, all in the server HTML, with
 * JSON-LD (the page, breadcrumbs, the loan, the FAQ, each branch). One URL per language
 * (decision 028): /gold-loan/pune in English, /hi/gold-loan/pune in Hindi, and so on; `?lang=`
 * (the language switcher) is a 302 to the page in that language, kept in the language cookie.
 * The CMS copy is the page's where the CMS has it in the page's language, the site's own otherwise.
 */
/** Server HTML and plain links only: the page sends no JavaScript (docs/decisions/014-lite-mode.md). */
export const handle: PageHandle = { scripts: false, styles: ["journey", "search"] };
export const links = areaLinks(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? languageMeta(
        seoMeta({ title: pageTitle(data.copy.title), description: data.copy.description, canonical: data.canonical }),
        data.origin,
        data.city.path,
        data.lang,
      )
    : [];

export const headers = searchPageHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = await searchPageLanguageOf(request, params);
  const page = await loadCityPage(params.city, lang);
  return searchPageData(page, lang, page.city.path, ["search-city", "scheme-facts", "gold-rate"]);
}

export default function CityPage() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const support = useSupportLine();
  const ldWords = useLoanLdWords();
  const { city, copy, canonical, origin, lang } = page;
  const crumbs = [
    { name: t("Home"), path: "/" },
    { name: t("Gold loan in {city}", { city: place(city.name) }), path: localizedPath(lang, city.path) },
  ];
  return (
    <main id="main" tabIndex={-1} className="page seo">
      <Breadcrumbs crumbs={[crumbs[0]!, { ...crumbs[1]!, name: t("Gold loan in {city}", { city: place(city.name) }) }]} />
      <section className="hero" aria-labelledby="city-title">
        <h1 id="city-title">{withName(copy.title, city.name)}</h1>
        <p className="lead">{withName(copy.description, city.name)}</p>
      </section>
      <CallToAction form={page.cta} cityName={city.name} id="cta-title" />
      <p>
        <a href={localizedCalculatorHref(lang, calculatorHref(city.id))} data-testid="calculator-link">
          {t("How much can I borrow?")}
        </a>
      </p>
      <GoldRateCard rate={page.goldRate} />
      <RateTrendCard trend={page.rateTrend} />
      {page.schemes === null ? (
        <section className="card" aria-labelledby="schemes-title">
          <h2 id="schemes-title">{t("Gold loan schemes in {city}", { city: place(city.name) })}</h2>
          <p className="muted">{t("Our schemes are not available just now. Ask for your loan offer and we will share them with you.")}</p>
        </section>
      ) : (
        <SchemeSummaries schemes={page.schemes} amount={page.amount} cityName={city.name} />
      )}
      {page.info && <CityInfoCard city={city.name} info={page.info} />}
      {copy.sections.length > 0 && (
        <section className="benefits" aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="visually-hidden">
            {t("Why take a gold loan with us in {city}", { city: place(city.name) })}
          </h2>
          {copy.sections.map((section) => (
            <article key={section.heading} className="benefit">
              <h2>{section.heading}</h2>
              <p>{section.body}</p>
            </article>
          ))}
        </section>
      )}
      <BranchSection title={t("Our partner branches in {city}", { city: place(city.name) })} branches={page.branches} />
      <FaqSection faqs={page.faqs} cityName={city.name} />
      <CtaButton form={page.cta} label={t("Check my loan offer in {city}", { city: place(city.name) })} testId="cta-end" />
      <OtherCities cities={page.otherCities} />

      <JsonLdScript
        data={breadcrumbListLd(
          crumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.path}` })),
          lang,
        )}
      />
      <JsonLdScript
        data={cityLoanLd({
          origin,
          telephone: support.phone,
          url: canonical,
          name: t("Gold loan in {city}", { city: place(city.name) }),
          description: copy.description,
          cityName: t.place(city.name),
          amount: { min: city.minAmount, max: city.maxAmount },
          rates: (page.schemes ?? []).map((scheme) => scheme.apr),
          words: ldWords,
        })}
      />
      <JsonLdScript data={faqPageLd(page.faqs, lang)} />
      {page.branches.map((branch) => (
        <JsonLdScript
          key={branch.id}
          data={branchLd({ ...branch, city: t.place(branch.city) }, canonical, { origin, priceRange: loanAmountRange(city) })}
        />
      ))}
      {/* The page itself, in its language (decision 028). */}
      <JsonLdScript data={webPageLd({ url: canonical, name: copy.title, description: copy.description, inLanguage: lang })} />
    </main>
  );
}
