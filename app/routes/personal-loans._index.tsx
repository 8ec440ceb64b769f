import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BRAND, pageTitle } from "~/brand";
import { CityChips } from "~/components/city-chips";
import { ContentSections } from "~/components/content-sections";
import { seoMeta } from "~/content/seo-meta";
import { loadLanding, reportPersonalLoanPage } from "~/content/landing-route.server";
import { personalLoansExtras } from "~/content/personal-loans.server";
import { CALCULATOR_PATH } from "~/journey/rbi-ltv";

/**
 * /personal-loans: the CMS copy (reported to its own analytics project, docs/flags-and-analytics.md),
 * then the site's own plain account of a loan against gold for personal needs: what it is, who
 * can apply, how to apply, the CMS's general questions (documents among them) and the cities with
 * partner branches. No rate or figure is stated here: the schemes and the calculator give them.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({ title: pageTitle(data.content.title), description: data.content.description, canonical: data.canonical })
    : [{ title: pageTitle("Personal loans") }];

const PERSONAL_LOANS_FALLBACK = {
  title: "Personal loans",
  description: "Loans for what you need, with your gold or without. Talk to us to see what suits you.",
  sections: [],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const extrasRead = personalLoansExtras();
  const page = await loadLanding(request, "/personal-loans", PERSONAL_LOANS_FALLBACK);
  await reportPersonalLoanPage(request, "/personal-loans");
  return data({ ...page.data, ...(await extrasRead) }, page.init ?? undefined);
}

/** Where a visitor asks for an offer: the home page's lead form. */
const OFFER_HREF = "/#lead-form";

const HOW_TO_APPLY = [
  "Tell us your city and the amount you need, and verify your mobile number with a one-time code.",
  "Choose a scheme: each shows its APR, its fees in rupees and what you repay.",
  "Book a visit to a partner branch, or a doorstep visit where our team comes to your home.",
  "Our expert checks and weighs your gold in front of you; the lender pays the loan into your bank account.",
];

export default function PersonalLoans() {
  const { content, faqs, cities } = useLoaderData<typeof loader>();
  return (
    <main id="main" tabIndex={-1} className="page landing personal-loans">
      <section className="hero" aria-labelledby="landing-title">
        <h1 id="landing-title">{content.title}</h1>
        <p className="lead">{content.description}</p>
        <div className="hero__actions">
          <a className="button" href={OFFER_HREF}>
            Check my gold loan offer
          </a>
          <a className="button button--secondary" href={BRAND.supportPhoneHref}>
            Call {BRAND.supportPhone}
          </a>
        </div>
      </section>
      <ContentSections sections={content.sections} label="Personal loans" />

      <div className="pl-facts">
        <section className="card" aria-labelledby="pl-what">
          <h2 id="pl-what">A loan against your gold, for anything you need</h2>
          <p>
            A gold loan is a personal loan secured by your gold jewellery. Use the money as you need: a wedding, school or
            college fees, a hospital bill, your business or your home. One of our partner banks or NBFCs lends it and keeps
            your jewellery until you repay; then it comes back to you.
          </p>
        </section>
        <section className="card" aria-labelledby="pl-who">
          <h2 id="pl-who">Who can apply</h2>
          <p>
            Anyone with gold ornaments of 18 to 24 karat, in a city where we have partner branches. How much you can borrow
            depends on the gold&apos;s weight and purity, the day&apos;s gold rate and RBI&apos;s loan-to-value limits.
          </p>
          <p>
            <Link to={CALCULATOR_PATH} className="pl-link">
              Work out how much you can borrow
            </Link>
          </p>
        </section>
      </div>

      <section className="card" aria-labelledby="pl-how">
        <h2 id="pl-how">How to apply</h2>
        <ol className="facts pl-steps">
          {HOW_TO_APPLY.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <a className="button button--block" href={OFFER_HREF}>
          Start with your city and amount
        </a>
      </section>

      {faqs.length > 0 && (
        <section className="faq" aria-labelledby="pl-faq">
          <h2 id="pl-faq">Documents and other questions</h2>
          {faqs.map((faq) => (
            <details key={faq.id} className="faq__item" open={/document/i.test(faq.question)}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      )}

      {cities.length > 0 && (
        <nav className="other-cities" aria-labelledby="pl-cities">
          <h2 id="pl-cities">Gold loans in your city</h2>
          <CityChips cities={cities} />
        </nav>
      )}
    </main>
  );
}
