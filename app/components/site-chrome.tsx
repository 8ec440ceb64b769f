import { Link } from "@remix-run/react";
import { BRAND } from "~/brand";
import { liteModeHref } from "~/platform/lite-mode";

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

/** The footer, with the lite-mode switch (app/platform/lite-mode.ts) for the page it is on (`path`: path and query). */
export function SiteFooter({ lite, path }: { lite: boolean; path: string }) {
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
