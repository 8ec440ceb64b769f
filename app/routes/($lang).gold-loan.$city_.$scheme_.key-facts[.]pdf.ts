import type { LoaderFunctionArgs } from "@remix-run/node";
import { schemeKeyFactsPdf } from "~/content/key-facts-pdf.server";
import { searchPageLanguage } from "~/i18n/search-page.server";
import { pdfResponse } from "~/platform/pdf.server";
import { clientAddressOf } from "~/platform/request.server";

/**
 * /gold-loan/{city}/{scheme}/key-facts.pdf (and under a language's prefix, /hi/…): the scheme's
 * Key Facts Statement as its page shows it, as a PDF in the page's language (decision 039). The
 * file name's "_" keeps it out of the scheme page's layout. The same for every visitor: kept five
 * minutes, as the page. A statement not made yet counts against the address's PDFs (past them,
 * a 429 in the page's language).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = searchPageLanguage(request, params.lang);
  const { pdf, fileName } = await schemeKeyFactsPdf(params.city, params.scheme, lang, clientAddressOf(context));
  return pdfResponse(pdf, fileName, "public, max-age=300");
}
