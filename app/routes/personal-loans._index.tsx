import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { CityChips } from "~/components/city-chips";
import { ContentSections } from "~/components/content-sections";
import { LandingHeadline } from "~/components/landing-article";
import { seoMeta } from "~/content/seo-meta";
import { loadLanding, reportPersonalLoanPage } from "~/content/landing-route.server";
import { personalLoansExtras } from "~/content/personal-loans.server";
import { CALCULATOR_PATH } from "~/journey/rbi-ltv";
import { routeMessageRefs } from "~/i18n/catalogue.server";
import type { LandingContent } from "~/content/landing.server";
import { localizedPath } from "~/i18n/language";
import { readLanguage } from "~/i18n/language.server";
import { metaTranslator, useLanguage, useT } from "~/i18n/use-t";
import type { Translator } from "~/i18n/translate";
import type { PageHandle } from "~/root";
import { areaLinks } from "~/site/stylesheets";
import { useSupportLine } from "~/components/support-line";

/** Its own rules besides every page's (app/site/stylesheets.ts). */
export const handle: PageHandle = { styles: ["personal-loans"], i18n: ["personal-loans", "personal-loans-page"] };
export const links = areaLinks(handle);

/**
 * /personal-loans: the CMS copy (reported to its own analytics project, docs/flags-and-analytics.md),
 * then the site's own plain account of a loan against gold for personal needs: what it is, who
 * can apply, how to apply, the CMS's general questions (documents among them) and the cities with
 * partner branches. No rate or figure is stated here: the schemes and the calculator give them.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta({ title: pageTitle(data.content.title), description: data.content.description, canonical: data.canonical })
    : [{ title: pageTitle(metaTranslator(matches)("Personal loans")) }];

/** The page's own copy (English: "personal-loans" keys) when the CMS has none or cannot answer. */
const FALLBACK: LandingContent = {
  title: "Personal loans",
  description: "Loans for what you need, with your gold or without. Talk to us to see what suits you.",
  sections: [],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await readLanguage(request);
  const extrasRead = personalLoansExtras(lang);
  const page = await loadLanding(request, "/personal-loans", FALLBACK, "personal-loans");
  await reportPersonalLoanPage(request, "/personal-loans");
  return data({ ...page.data, ...(await extrasRead), i18n: routeMessageRefs(lang, handle) }, page.init ?? undefined);
}

/** Where a visitor asks for an offer: the home page's lead form. */
const OFFER_HREF = "/#lead-form";

const howToApply = (t: Translator) => [
  t("Tell us your city and the amount you need, and verify your mobile number with a one-time code."),
  t("Choose a scheme: each shows its APR, its fees in rupees and what you repay."),
  t("Book a visit to a partner branch, or a doorstep visit where our team comes to your home."),
  t("Our expert checks and weighs your gold in front of you; the lender pays the loan into your bank account."),
];

export default function PersonalLoans() {
  const { content, faqs, cities } = useLoaderData<typeof loader>();
  const t = useT();
  const support = useSupportLine();
  const lang = useLanguage();
  return (
    <main id="main" tabIndex={-1} className="page landing personal-loans">
      <section className="hero" aria-labelledby="landing-title">
        {/* The CMS's English, where the page could not put it in its language (landing.server.ts), is marked so. */}
        <LandingHeadline content={content} />
        <div className="hero__actions">
          <a className="button" href={OFFER_HREF}>
            {t("Check my gold loan offer")}
          </a>
          <a className="button button--secondary" href={support.href}>
            {t("Call {phone}", { phone: support.phone })}
          </a>
        </div>
      </section>
      <ContentSections sections={content.sections} label={t("Personal loans")} lang={content.lang} />

      <div className="pl-facts">
        <section className="card" aria-labelledby="pl-what">
          <h2 id="pl-what">{t("A loan against your gold, for anything you need")}</h2>
          <p>
            {t(
              "A gold loan is a personal loan secured by your gold jewellery. Use the money as you need: a wedding, school or college fees, a hospital bill, your business or your home. One of our partner banks or NBFCs lends it and keeps your jewellery until you repay; then it comes back to you.",
            )}
          </p>
        </section>
        <section className="card" aria-labelledby="pl-who">
          <h2 id="pl-who">{t("Who can apply")}</h2>
          <p>
            {t(
              "Anyone with gold ornaments of 18 to 24 karat, in a city where we have partner branches. How much you can borrow depends on the gold's weight and purity, the day's gold rate and RBI's loan-to-value limits.",
            )}
          </p>
          <p>
            <Link to={localizedPath(lang, CALCULATOR_PATH)} className="pl-link">
              {t("Work out how much you can borrow")}
            </Link>
          </p>
        </section>
      </div>

      {/* How to apply and the questions: one column beside the rest on a wide screen (decision 047); the phone's order is unchanged. */}
      <div className="pl-side">
        <section className="card" aria-labelledby="pl-how">
          <h2 id="pl-how">{t("How to apply")}</h2>
          <ol className="facts pl-steps">
            {howToApply(t).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <a className="button button--block" href={OFFER_HREF}>
            {t("Start with your city and amount")}
          </a>
        </section>

        {faqs.length > 0 && (
          <section className="faq" aria-labelledby="pl-faq">
            <h2 id="pl-faq">{t("Documents and other questions")}</h2>
            {faqs.map((faq) => (
              // The CMS's questions come in English whatever the page's language.
              <details key={faq.id} className="faq__item" open={/document/i.test(faq.question)} lang="en">
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
          </section>
        )}
      </div>

      {cities.length > 0 && (
        <nav className="other-cities" aria-labelledby="pl-cities">
          <h2 id="pl-cities">{t("Gold loans in your city")}</h2>
          {/* City names as they come, in English; each links its search page in the page's language. */}
          <div lang="en">
            <CityChips cities={cities.map((city) => ({ ...city, path: localizedPath(lang, city.path) }))} />
          </div>
        </nav>
      )}
    </main>
  );
}
