import { Link } from "@remix-run/react";
import { BRAND } from "~/brand";
import { useT } from "~/i18n/use-t";
import { liteModeHref } from "~/platform/lite-mode";
import type { FooterDisclosures } from "~/content/lending-partners.server";

/** The first thing a keyboard reaches on every page: past the header to the page's <main id="main"> (decision 026). */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t("Skip to main content")}
    </a>
  );
}

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        {/* Its name is the name it shows (the mark is drawn by CSS): "Kanak Gold Loan, home". */}
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{BRAND.name}</span>
          <span className="visually-hidden">, home</span>
        </Link>
        <a className="site-header__call" href={BRAND.supportPhoneHref}>
          Call {BRAND.supportPhone}
        </a>
      </div>
    </header>
  );
}

function Disclosures({ lenders, role, officer, ombudsmanAfterDays, rbiUrl, links }: FooterDisclosures) {
  return (
    <>
      <p data-testid="lenders">
        <b>Lending partners:</b> {lenders.join(", ")}. {role}
      </p>
      <p data-testid="grievance">
        <b>Complaints:</b> {officer.name}, <a href={officer.phoneHref}>{officer.phone}</a>, <a href={`mailto:${officer.email}`}>{officer.email}</a>,{" "}
        {officer.hours}. Not resolved? Write to the lender&apos;s nodal officer; after {ombudsmanAfterDays} days, to the RBI Ombudsman at{" "}
        <a href={rbiUrl}>cms.rbi.org.in</a>.
      </p>
      <nav className="site-footer__links" aria-label="Policies">
        {links.map((link) => (
          <a key={link.path} href={link.path}>
            {link.label}
          </a>
        ))}
      </nav>
    </>
  );
}

/**
 * The footer: the disclosures every page carries (app/content/disclosures.ts, from the root
 * loader: the lending partners, the site's role, the grievance officer and the escalation, the
 * policy pages), and the lite-mode switch (app/platform/lite-mode.ts) for the page it is on
 * (`path`: path and query).
 */
export function SiteFooter({ lite, path, disclosures }: { lite: boolean; path: string; disclosures: FooterDisclosures | null }) {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          {BRAND.name}. Loans against gold ornaments of 18 to 24 karat. Interest, charges and loan-to-value follow the
          scheme you choose and RBI rules.
        </p>
        {disclosures ? <Disclosures {...disclosures} /> : null}
        <p>
          Help: <a href={BRAND.supportPhoneHref}>{BRAND.supportPhone}</a> (toll free, 9 am to 7 pm, Monday to Saturday)
        </p>
        <p data-testid="lite-mode">
          {lite ? "You are on the lite site: no scripts, less data. " : "Slow connection or little data? "}
          <a href={liteModeHref(!lite, path)} rel="nofollow">
            {lite ? "Use the full site" : "Use the lite site"}
          </a>
        </p>
      </div>
    </footer>
  );
}
