import { Link } from "@remix-run/react";
import { BRAND } from "~/brand";
import { liteModeHref } from "~/platform/lite-mode";
import { GRIEVANCE_OFFICER, LSP_ROLE, OMBUDSMAN_AFTER_DAYS, POLICY_PAGES, RBI_CMS_URL } from "~/content/disclosures";

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={`${BRAND.name} home`}>
          <span className="brand__mark" aria-hidden="true">
            K
          </span>
          <span className="brand__name">{BRAND.name}</span>
        </Link>
        <a className="site-header__call" href={BRAND.supportPhoneHref}>
          Call {BRAND.supportPhone}
        </a>
      </div>
    </header>
  );
}

/**
 * The footer: the disclosures every page carries (app/content/disclosures.ts: the lending partners,
 * the site's role, the grievance officer and the escalation, the policy pages), and the lite-mode
 * switch (app/platform/lite-mode.ts) for the page it is on (`path`: path and query).
 */
export function SiteFooter({ lite, path, lenders }: { lite: boolean; path: string; lenders: readonly string[] }) {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          {BRAND.name}. Loans against gold ornaments of 18 to 24 karat. Interest, charges and loan-to-value follow the
          scheme you choose and RBI rules.
        </p>
        <p data-testid="lenders">
          <b>Lending partners:</b> {lenders.join(", ")}. {LSP_ROLE}
        </p>
        <p data-testid="grievance">
          <b>Complaints:</b> {GRIEVANCE_OFFICER.name}, <a href={GRIEVANCE_OFFICER.phoneHref}>{GRIEVANCE_OFFICER.phone}</a>,{" "}
          <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>, {GRIEVANCE_OFFICER.hours}. Not resolved? Write to the
          lender&apos;s nodal officer; after {OMBUDSMAN_AFTER_DAYS} days, to the RBI Ombudsman at <a href={RBI_CMS_URL}>cms.rbi.org.in</a>.
        </p>
        <nav className="site-footer__links" aria-label="Policies">
          {POLICY_PAGES.map((page) => (
            <a key={page.path} href={page.path}>
              {page.label}
            </a>
          ))}
        </nav>
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
