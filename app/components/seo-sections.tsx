/**
 * Presentational pieces of the SEO pages (city and scheme pages): JSON-LD scripts, the
 * breadcrumb trail, the call to action, scheme summaries, branches, the FAQ and links to the
 * other cities. No data fetching; no JavaScript needed (the FAQ opens with <details>).
 */
import { Link } from "@remix-run/react";
import { CityChips } from "~/components/city-chips";
import type { BranchView, CtaForm, SeoScheme } from "~/content/seo-pages";
import type { Faq } from "~/content/faq";
import { formatRupees } from "~/journey/money";
import { interestLabel } from "~/journey/schemes";
import { SchemeFacts, SchemeRateWords } from "~/components/scheme-facts";

export { JsonLdScript } from "~/components/json-ld-script";

export function Breadcrumbs({ crumbs }: { crumbs: readonly { name: string; path: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="crumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The button of the call to action: a GET form to the home page's lead form with the city chosen
 * (a hidden r_city), which a crawler does not follow (docs/decisions/024-search-pages-and-home.md).
 */
export function CtaButton({ form, label, testId }: { form: CtaForm; label: string; testId: string }) {
  return (
    <form method="get" action={form.action} className="cta-form">
      {form.fields.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <button type="submit" className="button button--block" data-testid={testId}>
        {label}
      </button>
    </form>
  );
}

/** The call to action: the lead form of the home page, with the city chosen. */
export function CallToAction({ form, cityName, id }: { form: CtaForm; cityName: string; id: string }) {
  return (
    <section className="card notice cta" aria-labelledby={id}>
      <h2 id={id}>Get a gold loan in {cityName} today</h2>
      <p>Tell us how much you need. Our team calls you back, checks your gold at a branch or at home, and the money reaches your bank account the same day.</p>
      <CtaButton form={form} label="Check my loan offer" testId="cta" />
    </section>
  );
}

export function SchemeSummaries({ schemes, amount, cityName }: { schemes: readonly SeoScheme[]; amount: number; cityName: string }) {
  return (
    <section aria-labelledby="schemes-title">
      <h2 id="schemes-title">
        {schemes.length} gold loan {schemes.length === 1 ? "scheme" : "schemes"} in {cityName} for {formatRupees(amount)}
      </h2>
      <ol className="scheme-list">
        {schemes.map((scheme) => (
          <li key={scheme.id} className="scheme" data-testid="scheme">
            <div className="scheme__head">
              <h3>
                <Link to={scheme.path}>{scheme.name}</Link>
              </h3>
              <span className="scheme__lender">{scheme.lender}</span>
              <span className={`badge badge--${scheme.interestType}`}>{interestLabel(scheme.interestType)}</span>
            </div>
            <SchemeFacts scheme={scheme} />
            <SchemeRateWords scheme={scheme} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function directionsHref(branch: BranchView): string {
  return `https://www.google.com/maps/search/?api=1&query=${branch.lat},${branch.lng}`;
}

export function BranchSection({
  title,
  branches,
  id = "branches-title",
  testId = "branches",
}: {
  title: string;
  branches: readonly BranchView[];
  id?: string;
  testId?: string;
}) {
  if (branches.length === 0) return null;
  return (
    <section className="card" aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      <ul className="branch-list">
        {branches.map((branch) => (
          <li key={branch.id} className="branch" data-testid="branch">
            <strong>{branch.name}</strong>
            <span className="muted">
              {branch.address}, {branch.city} {branch.pincode}
            </span>
            {branch.openingHours && <span className="muted">{branch.openingHours}</span>}
            <span className="branch__links">
              {branch.phone && <a href={`tel:${branch.phone.replace(/\s+/g, "")}`}>{branch.phone}</a>}
              <a href={directionsHref(branch)} rel="noopener">
                Directions
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FaqSection({ faqs, cityName }: { faqs: readonly Faq[]; cityName: string }) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-title" className="faq" data-testid="faq">
      <h2 id="faq-title">Gold loans in {cityName}: your questions</h2>
      {faqs.map((faq, index) => (
        <details key={faq.id} className="faq__item" open={index === 0}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </section>
  );
}

export function OtherCities({ cities }: { cities: readonly { name: string; path: string }[] }) {
  if (cities.length === 0) return null;
  return (
    <nav aria-labelledby="other-cities-title" className="other-cities">
      <h2 id="other-cities-title">Gold loans in other cities</h2>
      <CityChips cities={cities} />
    </nav>
  );
}
