import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { BRAND, pageTitle } from "~/brand";
import { CityChips } from "~/components/city-chips";
import { ContentSections } from "~/components/content-sections";
import { Illustration, type IllustrationName } from "~/components/illustration";
import { LeadForm, ResumeOffer } from "~/components/lead-form";
import { AdvertisedLine } from "~/components/advertised-line";
import { figuresOfCityOrDefault } from "~/journey/advertised.server";
import { GoldRateStrip } from "~/components/step-blocks";
import { getHomeContent, homeGoldRate, homeSearchData } from "~/content/home.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { leadFormAction, leadFormLoader } from "~/journey/lead-form.server";
import { HOME_FORM_ACTION } from "~/journey/paths";
import { citiesOfLines } from "~/journey/city-rows";
import { JsonLdScript } from "~/components/json-ld-script";
import { seoMeta } from "~/content/seo-meta";
import { homeLd } from "~/content/home-ld";
import { routeMessages } from "~/i18n/catalogue.server";
import { localizedPath } from "~/i18n/language";
import { readLanguage } from "~/i18n/language.server";
import { useLanguage, useT } from "~/i18n/use-t";
import type { MessageKey } from "~/i18n/keys";
import { useSupportLine } from "~/components/support-line";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["home", "lead", "limits", "gold-rate"] };

/**
 * The organic home page: the same lead form as /lp/basic-details, with the organic lead source;
 * links to the search pages (each city's page, the calculator). Its canonical URL is "/" whatever
 * the query (r_city, UTM parameters): docs/decisions/024-search-pages-and-home.md.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({ title: pageTitle(data.content.title), description: data.content.description, canonical: data.canonical })
    : [{ title: pageTitle("Gold loans") }, { name: "description", content: BRAND.tagline }];

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang } = await readLanguage(request);
  const formRead = leadFormLoader(request, clientAddressOf(context));
  const [form, advertised, content, search, goldRate, i18n] = await Promise.all([
    formRead,
    // The figures of the lead form's city (a returning visitor's own), named on the page (decision 045):
    // read as soon as the form knows its city, beside the other reads.
    formRead.then((read) => figuresOfCityOrDefault(Number(read.defaults.cityId))),
    getHomeContent(lang),
    homeSearchData(),
    homeGoldRate(),
    routeMessages(request, handle),
  ]);
  // The 30-day trend is on the page of the lead form's city (in the page's language), when it has one.
  const cityName = citiesOfLines(form.cities).find((city) => String(city.id) === form.defaults.cityId)?.name;
  const cityPage = search.cityPages.find((page) => page.name === cityName);
  const trendPage = cityPage ? { name: cityPage.name, path: localizedPath(lang, cityPage.path) } : null;
  return { ...form, content, advertised, ...search, goldRate, trendPage, i18n };
}

export const action = (args: ActionFunctionArgs) => leadFormAction(args, true);

/**
 * Who lends: the lending partners as a strip of named badges (text, no third-party logos) under
 * what they are, from the root loader's disclosures (the footer's list).
 */
function LendingPartners() {
  const t = useT();
  const lenders = useRouteLoaderData<typeof rootLoader>("root")?.disclosures?.lenders ?? [];
  if (lenders.length === 0) return null;
  return (
    <section className="partners" aria-labelledby="partners-title" data-testid="partners">
      <h2 id="partners-title">{t("Your loan comes from an RBI-regulated bank or NBFC")}</h2>
      <ul className="partners__list" lang="en">
        {lenders.map((name) => (
          <li key={name} className="partners__badge">
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How a loan happens, each step with its drawing: book a branch or a home visit, the gold checked, the money. */
const STEPS: readonly { picture: IllustrationName; title: MessageKey; body: MessageKey }[] = [
  { picture: "branch", title: "Book a branch visit", body: "Compare schemes and choose a time at a partner branch near you." },
  { picture: "doorstep", title: "Or a visit at home", body: "Our gold expert comes to your door at the time you choose." },
  { picture: "weigh", title: "Your gold, checked in front of you", body: "It is tested, weighed and sealed while you watch." },
  { picture: "money", title: "Money the same day", body: "The loan is paid into your bank account, usually within 30 minutes." },
];

function HowItWorks() {
  const t = useT();
  return (
    <section className="how" aria-labelledby="how-title" data-testid="how-it-works">
      <h2 id="how-title">{t("How it works")}</h2>
      <ol className="how__steps">
        {STEPS.map((step) => (
          <li key={step.picture} className="how__step">
            <Illustration name={step.picture} />
            <div>
              <h3>{t(step.title)}</h3>
              <p>{t(step.body)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function Home() {
  const { cities, defaults, resume, content, advertised, cityPages, origin, calculatorPath, goldRate, trendPage } =
    useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const support = useSupportLine();
  return (
    <main id="main" tabIndex={-1} className="page home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{content.title}</h1>
        <p className="lead">{content.description}</p>
        <AdvertisedLine advertised={advertised} />
        <ResumeOffer offer={resume} />
        <GoldRateStrip rate={goldRate} trend={trendPage} />
        {/* The hero's picture, on a wide screen only (hidden on a phone, where a lazy image is never fetched). */}
        <Illustration name="weigh" width={360} className="hero__picture" />
      </section>
      <LeadForm action={HOME_FORM_ACTION} cities={cities} defaults={defaults} />
      <ContentSections sections={content.sections} label={t("Why {brand}", { brand: BRAND.shortName })} />
      <HowItWorks />
      <LendingPartners />
      {/* Not a labelled landmark: its name would contain "city", as the lead form's City field does. */}
      <section className="card other-cities" data-testid="search-links">
        <h2>{t("Gold loan in your city")}</h2>
        {/* City names are the branch network's data, in English. */}
        {cityPages.length > 0 && (
          <div lang="en">
            <CityChips cities={cityPages} />
          </div>
        )}
        <p>
          <a href={calculatorPath}>{t("Gold loan calculator: how much can I borrow?")}</a>
        </p>
      </section>
      {/* Structured data for the page crawlers index: "/" in English, the canonical of every
          language's home page (decision 028). In another language it would only add to the
          page's weight (docs/performance.md). */}
      {lang === "en" &&
        homeLd({
          origin,
          telephone: support.phone,
          description: content.description,
          cityNames: cityPages.map((city) => city.name),
        }).map((block) => <JsonLdScript key={String(block["@type"])} data={block} />)}
    </main>
  );
}
