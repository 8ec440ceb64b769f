/**
 * Presentational pieces of the SEO pages (city and scheme pages): JSON-LD scripts, the
 * breadcrumb trail, the call to action, scheme summaries, branches, the FAQ and links to the
 * other cities. No data fetching; no JavaScript needed (the FAQ opens with <details>).
 */
import { directionsHref } from "~/components/directions";
import { useEnglishMark } from "~/components/english-name";
import { openingHoursIn } from "~/content/opening-hours";
import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { CityChips } from "~/components/city-chips";
import type { BranchView, CtaForm, SeoScheme } from "~/content/seo-pages";
import type { Faq } from "~/content/faq";
import type { LoanLdWords } from "~/content/structured-data";
import { localizedPath } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-t";
import { place } from "~/i18n/place";
import { formatRupees } from "~/journey/money";
import { SchemeCard } from "~/components/scheme-card";

export { JsonLdScript } from "~/components/json-ld-script";

/** The words of a loan's structured data in the page's language. */
export function useLoanLdWords(): LoanLdWords {
  const t = useT();
  return {
    loanType: t("Gold loan"),
    collateral: t("Gold jewellery of 18 to 24 karat"),
    rateUnit: t("percent a year"),
    processingFee: (percent) => t("Processing fee {percent} of the loan amount", { percent }),
  };
}

export function Breadcrumbs({ crumbs }: { crumbs: readonly { name: ReactNode; path: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t("Breadcrumb")} className="crumbs">
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
export function CtaButton({ form, label, testId }: { form: CtaForm; label: ReactNode; testId: string }) {
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
  const t = useT();
  return (
    <section className="card notice cta" aria-labelledby={id}>
      <h2 id={id}>{t("Get a gold loan in {city} today", { city: place(cityName) })}</h2>
      <p>
        {t(
          "Tell us how much you need. Our team calls you back, checks your gold at a branch or at home, and the money reaches your bank account the same day.",
        )}
      </p>
      <CtaButton form={form} label={t("Check my loan offer")} testId="cta" />
    </section>
  );
}

export function SchemeSummaries({ schemes, amount, cityName }: { schemes: readonly SeoScheme[]; amount: number; cityName: string }) {
  const t = useT();
  const lang = useLanguage();
  const mark = useEnglishMark();
  return (
    <section aria-labelledby="schemes-title">
      <h2 id="schemes-title">
        {t(schemes.length === 1 ? "{count} gold loan scheme in {city} for {amount}" : "{count} gold loan schemes in {city} for {amount}", {
          count: schemes.length,
          city: place(cityName),
          amount: formatRupees(amount),
        })}
      </h2>
      <ol className="scheme-list">
        {schemes.map((scheme) => (
          <SchemeCard key={scheme.id} scheme={scheme} href={localizedPath(lang, scheme.path)} nameLang={mark} />
        ))}
      </ol>
    </section>
  );
}

/** A branch's opening hours in the page's language, or as the branch service wrote them, marked English. */
function OpeningHours({ text }: { text: string }) {
  const hours = openingHoursIn(text, useLanguage());
  const mark = useEnglishMark();
  return (
    <span className="muted" lang={hours.english ? mark : undefined}>
      {hours.text}
    </span>
  );
}

export function BranchSection({
  title,
  branches,
  id = "branches-title",
  testId = "branches",
}: {
  title: ReactNode;
  branches: readonly BranchView[];
  id?: string;
  testId?: string;
}) {
  const t = useT();
  const mark = useEnglishMark();
  if (branches.length === 0) return null;
  return (
    <section className="card" aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      <ul className="branch-list">
        {branches.map((branch) => (
          <li key={branch.id} className="branch" data-testid="branch">
            <strong lang={mark}>{branch.name}</strong>
            <span className="muted">
              {mark ? <span lang={mark}>{branch.address}</span> : branch.address}, {t.place(branch.city)} {branch.pincode}
            </span>
            {branch.openingHours && <OpeningHours text={branch.openingHours} />}
            <span className="branch__links">
              {branch.phone && <a href={`tel:${branch.phone.replace(/\s+/g, "")}`}>{branch.phone}</a>}
              <a href={directionsHref(`${branch.lat},${branch.lng}`)} rel="noopener">
                {t("Directions")}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FaqSection({ faqs, cityName }: { faqs: readonly Faq[]; cityName: string }) {
  const t = useT();
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-title" className="faq" data-testid="faq">
      <h2 id="faq-title">{t("Gold loans in {city}: your questions", { city: place(cityName) })}</h2>
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
  const t = useT();
  if (cities.length === 0) return null;
  return (
    <nav aria-labelledby="other-cities-title" className="other-cities">
      <h2 id="other-cities-title">{t("Gold loans in other cities")}</h2>
      <CityChips cities={cities} />
    </nav>
  );
}
