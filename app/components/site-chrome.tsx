import { Link } from "@remix-run/react";
import { BRAND } from "~/brand";

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

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          {BRAND.name}. Loans against gold ornaments of 18 to 24 karat. Interest, charges and loan-to-value follow the
          scheme you choose and RBI rules.
        </p>
        <p>
          Help: <a href={BRAND.supportPhoneHref}>{BRAND.supportPhone}</a> (toll free, 9 am to 7 pm, Monday to Saturday)
        </p>
      </div>
    </footer>
  );
}
