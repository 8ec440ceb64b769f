import type { LoaderFunctionArgs } from "@remix-run/node";
import { keyFactsFileName, keyFactsPdf } from "~/content/key-facts-pdf.server";
import { readLanguage } from "~/i18n/language.server";
import { chosenLoanFacts } from "~/journey/key-facts.server";
import { pdfResponse } from "~/platform/pdf.server";
import { clientAddressOf } from "~/platform/request.server";
import { getSession } from "~/platform/session.server";

/**
 * /lp/key-facts.pdf: the Key Facts Statement of the loan this visitor chose (the scheme at their
 * amount), as a PDF in the page's language (decision 039): the booking step's, the printable
 * page's and the confirmation's link. Only the session that owns the verified lead gets it;
 * otherwise the redirect to where the journey is. Never kept by a cache. A new statement counts
 * against the lead's and the address's PDFs (past them, a 429 in the page's language).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const { leadId, ...loan } = await chosenLoanFacts(await getSession(request), now);
  const { lang } = await readLanguage(request);
  const pdf = await keyFactsPdf({ lang, ...loan, now }, { address: clientAddressOf(context), person: leadId });
  return pdfResponse(pdf, keyFactsFileName(loan.scheme.name, lang), "private, no-store");
}
