import type { LoaderFunctionArgs } from "@remix-run/node";
import { cmsPage } from "~/content/cms.server";
import { LANGUAGES } from "~/i18n/language";
import { readLanguage } from "~/i18n/language.server";
import {
  PRIVATE_CONTENT,
  badRequest,
  cityFromQuery,
  proxyData,
  proxyFailure,
  proxyNotFound,
  requirePageName,
} from "~/content/proxy.server";
import { getCityList } from "~/journey/flow.server";
import { UNKNOWN_ADDRESS } from "~/platform/client-address";
import { clientAddressOf } from "~/platform/request.server";
import { getSession } from "~/platform/session.server";

/**
 * GET /lp/api/getStrapiDataV2?page=gold-loan/pune[&city=Pune][&lang=hi]: the CMS page (pages/v2)
 * for this visitor: their language (the `lang` query, kept in the language cookie, else the
 * cookie's, else English), a city (the `city` query, else the city of the session's lead), the
 * client IP and the session id. The envelope and the error results: app/content/proxy.server.ts.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const pathName = requirePageName(url);
  const language = await readLanguage(request);
  if (language.rejected !== null) {
    throw badRequest(`Unknown language "${language.rejected}": use one of ${LANGUAGES.join(", ")}.`);
  }
  const headers: Record<string, string> = { Vary: "Cookie" };
  if (language.setCookie) headers["Set-Cookie"] = language.setCookie;
  const session = await getSession(request);
  try {
    const city = url.searchParams.has("city") ? cityFromQuery(url, await getCityList())?.name : session.get("lead")?.city;
    const address = clientAddressOf(context);
    const clientIp = address === UNKNOWN_ADDRESS ? undefined : address;
    const page = await cmsPage({ pathName, lang: language.lang, city, clientIp, sessionId: session.get("sessionId") });
    return page ? proxyData(page, PRIVATE_CONTENT, headers) : proxyNotFound(`The CMS has no page "${pathName}".`, headers);
  } catch (error) {
    // A refused city query is our answer, not a CMS failure.
    if (error instanceof Response) throw error;
    return proxyFailure("getStrapiDataV2", error, headers);
  }
}
