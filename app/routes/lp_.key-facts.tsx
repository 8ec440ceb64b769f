import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { KeyFacts } from "~/components/key-facts";
import { PdfLink } from "~/components/pdf-link";
import { fillNodes } from "~/components/fill-nodes";
import { routeMessages } from "~/i18n/catalogue.server";
import { formatDay } from "~/i18n/formats";
import { readLanguage } from "~/i18n/language.server";
import { useT } from "~/i18n/use-t";
import { indiaIsoDate } from "~/journey/gold-rate";
import { chosenLoanFacts } from "~/journey/key-facts.server";
import { BOOK_VISIT_PATH, KEY_FACTS_PDF_PATH } from "~/journey/paths";
import { stepMeta } from "~/journey/step-meta";
import type { PageHandle } from "~/root";
import { getSession } from "~/platform/session.server";
import { areaLinks } from "~/site/stylesheets";
import { useSupportLine } from "~/components/support-line";
import { phoneAsStated } from "~/platform/support-line";

/** The key facts' own rules (the booking area's). */
export const handle: PageHandle = {
  styles: ["booking"],
  i18n: ["booking-visit", "scheme-facts", "key-facts-statement", "booking-confirmation"],
};
export const links = areaLinks(handle);

export const meta = stepMeta("Key facts of your loan");

/**
 * /lp/key-facts: the key facts of the loan the visitor chose, on a page of their own to print or
 * keep as a PDF (issue 32): the scheme and the whole Key Facts Statement in RBI's two parts
 * (decision 044), dated. Only for the session that
 * owns a verified lead with a scheme; otherwise where the journey sends it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const { scheme, statement } = await chosenLoanFacts(await getSession(request), now);
  const { lang } = await readLanguage(request);
  return {
    scheme,
    statement,
    date: formatDay(indiaIsoDate(now), lang),
    i18n: await routeMessages(request, handle),
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
  const { scheme, statement, date } = useLoaderData<typeof loader>();
  const t = useT();
  const support = useSupportLine();
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
        <KeyFacts statement={statement} headingLevel={2} />
      </div>
      <p className="muted">{fillNodes(t("Need help? Call us free on {phone}."), { phone: phoneAsStated(support, t("(example)")) })}</p>
      <p className="visit-actions no-print">
        <PrintButton />
        <PdfLink href={KEY_FACTS_PDF_PATH} className="button button--secondary">
          {t("Key Facts Statement (PDF)")}
        </PdfLink>
        <Link to={BOOK_VISIT_PATH} className="button button--secondary">
          {t("Back to your booking")}
        </Link>
      </p>
    </main>
  );
}
