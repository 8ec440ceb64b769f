/**
 * What /personal-loans shows beside its CMS copy, all from data the site already reads: the
 * general questions of the CMS FAQ (documents, safety, repayment) and the cities with partner
 * branches, each linking its search page. Either read may fail: the page then leaves that part out.
 */
import { allCityInfos, faqEntries } from "~/content/cms.server";
import { faqsFor, type Faq } from "~/content/faq";
import { cmsCopyIn } from "~/site/cms-copy.server";
import type { Language } from "~/i18n/language";
import { seoCitiesFrom } from "~/content/seo-pages";
import { getCityList } from "~/journey/flow.server";
import { errorText, log } from "~/platform/log.server";

export type PersonalLoansExtras = { faqs: Faq[]; cities: { name: string; path: string }[] };

async function optional<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    log.warn("content.personal_loans_read_failed", { what, error: errorText(error) });
    return null;
  }
}

export async function personalLoansExtras(lang: Language): Promise<PersonalLoansExtras> {
  const [entries, cities, infos] = await Promise.all([
    optional("faq", () => faqEntries(lang)),
    optional("cities", getCityList),
    optional("city-infos", allCityInfos),
  ]);
  return {
    faqs: faqsFor(entries ?? [], null, cmsCopyIn(lang, "cms-copy")),
    cities: cities && infos ? seoCitiesFrom(cities, infos).map((city) => ({ name: city.name, path: city.path })) : [],
  };
}
