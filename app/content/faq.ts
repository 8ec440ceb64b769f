/**
 * The FAQ (requirements §3 "faq topic"; §7 contents of type "faq", city content populated): the CMS
 * entries of type "faq", general ones (no city) and those of one city. Pure code: the page's
 * language comes in as a `CmsCopy` (app/site/cms-copy.server.ts).
 */
import { withoutUncheckedFigures } from "~/journey/advertised";
import type { CmsCopy } from "~/site/cms-copy.server";
import type { ContentEntry } from "~/upstream/schemas/content";

export const FAQ_CONTENT_TYPE = "faq";

export type Faq = { id: number; question: string; answer: string; city: { id: number; name: string } | null };

/**
 * The questions for a city: its own first (the likelier questions), then the general ones, each
 * group in the CMS's order, each as the page's language shows it (`copy`: the CMS's own words in
 * the language, else the site's translation). Entries of other cities, of other types, or without
 * a question or an answer in the page's language are left out, and so are those that carry a
 * percentage (a rate or a share of the gold's value the site cannot check against the schemes on
 * offer: decision 045). Without a city, only the general questions.
 */
export function faqsFor(entries: readonly ContentEntry[], cityId: number | null, copy: CmsCopy): Faq[] {
  const checked = withoutUncheckedFigures(copy);
  const shown = entries.flatMap((entry) => {
    if (entry.type !== FAQ_CONTENT_TYPE) return [];
    const question = checked(entry.title, entry.locale);
    const answer = checked(entry.body, entry.locale);
    const city = entry.city ? { id: entry.city.id, name: entry.city.name } : null;
    return question && answer ? [{ id: entry.id, question, answer, city }] : [];
  });
  const own = cityId === null ? [] : shown.filter((faq) => faq.city?.id === cityId);
  return [...own, ...shown.filter((faq) => !faq.city)];
}
