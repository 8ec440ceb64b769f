import type { LoaderFunctionArgs } from "@remix-run/node";
import { faqEntries } from "~/content/cms.server";
import { faqsFor } from "~/content/faq";
import { cmsCopyIn } from "~/site/cms-copy.server";
import { DEFAULT_LANGUAGE } from "~/i18n/language";
import { urlNameOf } from "~/upstream/page-url";
import { PUBLIC_CONTENT, cityFromQuery, proxyData, proxyFailure, requirePageName } from "~/content/proxy.server";
import { cityOfPagePath } from "~/content/seo-pages";
import { getCityList } from "~/journey/flow.server";

/**
 * GET /lp/api/getFaqData?page=gold-loan/pune[&city=Pune]: the FAQ of a page: the questions of
 * its city (the `city` query, else the city of a /gold-loan/{city} page), then the general ones.
 * Answers `{ data: { page, city, faqs: [{ id, question, answer, city }] }, error: null }`; the
 * envelope and the error results: app/content/proxy.server.ts.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const pathName = requirePageName(url);
  try {
    // The city list is read only when a city is asked for or the page is a city's.
    const needsCities = url.searchParams.has("city") || /^\/?gold-loan\//.test(pathName);
    const cities = needsCities ? await getCityList() : [];
    const city = cityFromQuery(url, cities) ?? cityOfPagePath(pathName, cities);
    // In English: the answer is cached publicly, whoever asks.
    const faqs = faqsFor(await faqEntries(DEFAULT_LANGUAGE), city?.id ?? null, cmsCopyIn(DEFAULT_LANGUAGE, "cms-copy"));
    return proxyData({ page: urlNameOf(pathName), city: city && { id: city.id, name: city.name }, faqs }, PUBLIC_CONTENT);
  } catch (error) {
    if (error instanceof Response) throw error;
    return proxyFailure("getFaqData", error);
  }
}
