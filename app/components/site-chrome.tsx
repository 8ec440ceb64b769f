import { Link, useLocation } from "@remix-run/react";
import { BRAND, BRAND_MARK_PATHS } from "~/brand";
import { useLanguage, useT } from "~/i18n/use-t";
import { UpstreamText } from "~/components/message-text";
import { fillNodes } from "~/components/fill-nodes";
import { LANGUAGE_NAMES, LANGUAGE_PARAM, SWITCHER_ORDER, type Language } from "~/i18n/language";
import { liteModeHref } from "~/platform/lite-mode";
import type { FooterDisclosures } from "~/content/lending-partners.server";
import { echoedSearch } from "~/platform/echoed-search";
import { useSupportLine } from "~/components/support-line";

/** The first thing a keyboard reaches on every page: past the header to the page's <main id="main"> (decision 026). */
/** The brand's mark in the header: teal bars on a gold tile (the icon, app/brand.ts, swaps the two colours). */
function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#e8b64c" />
      <path d={BRAND_MARK_PATHS.bars} fill="#0e3b43" />
      <path d={BRAND_MARK_PATHS.shine} stroke="#e8b64c" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}

export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t("Skip to main content")}
    </a>
  );
}

/** The page it is on in another language: its URL with `?lang=` (the server keeps the choice in the cookie; a search page redirects to its own URL in that language). */
function languageHref(pathname: string, search: string, lang: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, lang);
  return `${pathname}?${params.toString()}`;
}

/**
 * The language switcher (decision 028): a disclosure of plain links, so it works without
 * JavaScript; each language named in its own script and marked with its `lang`.
 */
function LanguageSwitcher() {
  const t = useT();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <details className="lang-switch" data-testid="language-switcher">
      <summary className="lang-switch__summary">
        <svg className="lang-switch__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.25" />
          <ellipse cx="10" cy="10" rx="3.5" ry="8.25" />
          <path d="M2 10h16M3.5 5.5h13M3.5 14.5h13" />
        </svg>
        {/* On a narrow phone only the globe shows; the name stays in the control's accessible name. */}
        <span className="lang-switch__name">
          <span className="visually-hidden">{t("Language")}: </span>
          <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        </span>
      </summary>
      <ul className="lang-switch__list">
        {SWITCHER_ORDER.map((lang) => (
          <li key={lang}>
            <a
              href={languageHref(pathname, echoedSearch(search), lang)}
              lang={lang}
              aria-current={lang === current ? "true" : undefined}
              rel="nofollow"
            >
              {LANGUAGE_NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function SiteHeader() {
  const t = useT();
  const support = useSupportLine();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        {/* Its name is the name it shows (the mark is drawn by CSS): "Kanak Gold Loan, home". */}
        <Link to="/" className="brand">
          <BrandMark />
          {/* The wordmark: the name, then what it is. */}
          <span className="brand__name">
            <span className="brand__word">{BRAND.shortName}</span> <span className="brand__what">{BRAND.descriptor}</span>
          </span>
          <span className="visually-hidden">{t(", home")}</span>
        </Link>
        <div className="site-header__end">
          <LanguageSwitcher />
          {/* On a narrow phone only the number shows; "Call" stays in the link's name. One inner
              span keeps "Call" and the number one line of text in the flex link, with its space. */}
          <a className="site-header__call" href={support.href}>
            <span>
              <span className="site-header__call-word">{t("Call")} </span>
              {support.phone}
            </span>
          </a>
        </div>
      </div>
    </header>
  );
}

/** The footer's disclosures; the site's words among them (role, officer, links) come in the page's language (footerDisclosures). */
function Disclosures({ lenders, role, officer, ombudsmanAfterDays, rbiUrl, links }: FooterDisclosures) {
  const t = useT();
  return (
    <>
      <p data-testid="lenders">
        <b>{t("Lending partners:")}</b> <UpstreamText>{lenders.join(", ")}</UpstreamText>
        {t(".")} {role}
      </p>
      <p data-testid="grievance">
        <b>{t("Complaints:")}</b> <UpstreamText>{officer.name}</UpstreamText>, <a href={officer.phoneHref}>{officer.phone}</a>,{" "}
        <a href={`mailto:${officer.email}`} translate="no">
          {officer.email}
        </a>
        , {officer.hours}
        {t(".")}{" "}
        {fillNodes(
          t("Not resolved? Write to the lender's nodal officer; after {days} days, to the RBI Ombudsman at {url}.", {
            days: ombudsmanAfterDays,
          }),
          {
            url: (
              <a href={rbiUrl} translate="no">
                cms.rbi.org.in
              </a>
            ),
          },
        )}
      </p>
      <nav className="site-footer__links" aria-label={t("Policies")}>
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
  const t = useT();
  const support = useSupportLine();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          {BRAND.name}
          {t(".")}{" "}
          {t(
            "Loans against gold ornaments of 18 to 24 karat. Interest, charges and loan-to-value follow the scheme you choose and RBI rules.",
          )}
        </p>
        {disclosures ? <Disclosures {...disclosures} /> : null}
        <p>
          {t("Help:")} <a href={support.href}>{support.phone}</a>
          {/* The default number is an example until SUPPORT_PHONE names the business's own (decision 044). */}
          {support.example ? ` ${t("(example)")}` : ""} {t("(toll free, 9 am to 7 pm, Monday to Saturday)")}
        </p>
        <p data-testid="lite-mode">
          {lite ? t("You are on the lite site: no scripts, less data.") : t("Slow connection or little data?")}{" "}
          <a href={liteModeHref(!lite, path)} rel="nofollow">
            {lite ? t("Use the full site") : t("Use the lite site")}
          </a>
        </p>
      </div>
    </footer>
  );
}
