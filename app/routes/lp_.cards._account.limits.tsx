import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { cardPageMeta } from "~/cards/meta";
import { NoCard } from "~/components/no-card";
import { requireCardToken } from "~/cards/auth.server";
import { cardPage } from "~/cards/account.server";
import { useFlash } from "~/components/flash";
import { formatRupees } from "~/journey/money";
import { routeMessages } from "~/i18n/catalogue.server";
import { useLanguage, useT } from "~/i18n/use-t";
import { grams } from "~/i18n/formats";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["cards-limits"] };

/** The card and its limits (credit-limit/user), the consent state, and where to go next. */
export const meta = cardPageMeta("Your gold card");

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  const page = await cardPage(ctx);
  return { ...page, i18n: await routeMessages(request, handle) };
}

export default function CardLimits() {
  const t = useT();
  const lang = useLanguage();
  const { lookup } = useLoaderData<typeof loader>();
  // Consent given just now, by this session's consent form (the flash's notice, never the URL's).
  const consentDone = useFlash().notice("limits") !== null;
  if (!lookup) {
    return (
      <section className="card" aria-labelledby="limits-title">
        <h1 id="limits-title">{t("Your gold card")}</h1>
        <p>{t("We could not load your card just now. Please try again in a minute.")}</p>
      </section>
    );
  }
  if (lookup.kind === "no-card") return <NoCard code={lookup.code} />;
  const { card } = lookup;
  const usedShare = card.creditLimit > 0 ? Math.min(100, Math.round((card.utilisedLimit / card.creditLimit) * 100)) : 0;
  return (
    <section aria-labelledby="limits-title">
      <h1 id="limits-title">{t("Your gold card")}</h1>
      {consentDone && (
        <p className="success" role="status">
          {t("Thank you. Your consent is recorded.")}
        </p>
      )}
      <div className="card gold-card" data-testid="card-limits">
        <p className="gold-card__number">
          {t("Gold card")} <span className="nowrap">•••• {card.cardNumberLast4}</span>
          <span className="badge">
            {card.cardStatus === "ACTIVE" ? t("Active") : card.cardStatus === "BLOCKED" ? t("Blocked") : t("Not yet active")}
          </span>
        </p>
        <p className="gold-card__available">
          <span className="muted">{t("Available to spend")}</span>
          <strong>{formatRupees(card.availableLimit)}</strong>
        </p>
        <div className="meter" aria-hidden="true">
          <span style={{ width: `${usedShare}%` }} />
        </div>
        <dl className="figures">
          <div>
            <dt>{t("Credit limit")}</dt>
            <dd>{formatRupees(card.creditLimit)}</dd>
          </div>
          <div>
            <dt>{t("Used")}</dt>
            <dd>{formatRupees(card.utilisedLimit)}</dd>
          </div>
          <div>
            <dt>{t("Gold pledged")}</dt>
            <dd>{grams(card.goldWeight, lang)}</dd>
          </div>
        </dl>
      </div>
      {card.consentGiven ? (
        <p className="muted" data-testid="consent-given">
          {t("Consent to check your credit report: given.")}
        </p>
      ) : (
        <div className="card notice" data-testid="consent-needed">
          <h2>{t("Your consent is needed")}</h2>
          <p>{t("Before we can raise your limit, we need your consent to check your credit report. It takes one code.")}</p>
          <Link className="button button--block" to="/lp/cards/consent">
            {t("Give consent")}
          </Link>
        </div>
      )}
      <ul className="link-list">
        <li>
          <Link to="/lp/cards/limit-increase">{t("Raise your limit with more gold")}</Link>
        </li>
        <li>
          <Link to="/lp/cards/release-requests">{t("Get your gold back (release request)")}</Link>
        </li>
        <li>
          <Link to="/lp/cards/rewards">{t("Claim your rewards")}</Link>
        </li>
        <li>
          <Link to="/lp/cards/documents">{t("Verify your PAN and add documents")}</Link>
        </li>
      </ul>
    </section>
  );
}
