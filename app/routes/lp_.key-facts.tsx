import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { BRAND } from "~/brand";
import { KeyFacts } from "~/components/key-facts";
import { fillNodes } from "~/components/fill-nodes";
import { pageMessages } from "~/i18n/catalogue.server";
import { formatDay } from "~/i18n/language";
import { readLanguage } from "~/i18n/language.server";
import { asText } from "~/i18n/message";
import { useT } from "~/i18n/use-t";
import { requireOwnedLead } from "~/journey/flow.server";
import { indiaIsoDate } from "~/journey/gold-rate";
import { loanCost, rateMessage } from "~/journey/loan-cost";
import { BOOK_VISIT_PATH, otpPath, SCHEMES_PATH } from "~/journey/paths";
import { stepMeta } from "~/journey/step-meta";
import type { PageHandle } from "~/root";
import { getSession } from "~/platform/session.server";
import { areaLinks } from "~/site/stylesheets";

/** The key facts' own rules (the booking area's). */
export const handle: PageHandle = { styles: ["booking"] };
export const links = areaLinks(handle);

export const meta = stepMeta("Key facts of your loan");

/**
 * /lp/key-facts: the key facts of the loan the visitor chose, on a page of their own to print or
 * keep as a PDF (issue 32): the scheme, the amount, every cost, dated. Only for the session that
 * owns a verified lead with a scheme; otherwise where the journey sends it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const lead = requireOwnedLead(session);
  if (!lead.isOtpVerified) throw redirect(otpPath(lead.lead_id));
  const scheme = session.get("scheme")?.scheme;
  if (!scheme?.terms) throw redirect(SCHEMES_PATH);
  const { lang } = await readLanguage(request);
  const amount = lead.loan_amount ?? scheme.loanAmount;
  return {
    scheme: { name: scheme.name, lender: scheme.lender },
    cost: loanCost(scheme.terms, amount),
    interestText: asText(rateMessage(scheme.terms)),
    date: formatDay(indiaIsoDate(new Date()), lang, { day: "numeric", month: "long", year: "numeric" }),
    i18n: await pageMessages(request, "booking-visit", "scheme-facts", "booking-confirmation"),
  };
}

/** Print, once the page runs its script (without one, the browser's own Print does the same). */
function PrintButton() {
  const t = useT();
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(true), []);
  if (!canPrint) return null;
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      {t("Print or save as PDF")}
    </button>
  );
}

export default function KeyFactsPage() {
  const { scheme, cost, interestText, date } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="page key-facts-page">
      <h1>{t("Key facts of your loan")}</h1>
      <p className="lead">
        {fillNodes(t("{scheme} ({lender}), as on {date}."), {
          scheme: <span lang="en">{scheme.name}</span>,
          lender: <span lang="en">{scheme.lender}</span>,
          date,
        })}
      </p>
      <div className="card" data-testid="printable-key-facts">
        <KeyFacts cost={cost} interestText={interestText} />
      </div>
      <p className="muted">{fillNodes(t("Need help? Call us free on {phone}."), { phone: BRAND.supportPhone })}</p>
      <p className="visit-actions no-print">
        <PrintButton />
        <Link to={BOOK_VISIT_PATH} className="button button--secondary">
          {t("Back to your booking")}
        </Link>
      </p>
    </main>
  );
}
