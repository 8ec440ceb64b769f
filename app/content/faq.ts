/**
 * The FAQ (requirements §3 "faq topic"; §7 contents of type "faq", city content populated): the CMS
 * entries of type "faq", general ones (no city) and those of one city. Pure code.
 */
import type { ContentEntry } from "~/upstream/schemas/content";

export const FAQ_CONTENT_TYPE = "faq";

export type Faq = { id: number; question: string; answer: string; city: { id: number; name: string } | null };

/**
 * The questions for a city: its own first (the likelier questions), then the general ones, each
 * group in the CMS's order. Entries of other cities, of other types, or without a question or an
 * answer are left out. Without a city, only the general questions.
 */
export function faqsFor(entries: readonly ContentEntry[], cityId: number | null): Faq[] {
  const usable = entries.filter((entry) => entry.type === FAQ_CONTENT_TYPE && entry.title?.trim() && entry.body?.trim());
  const own = cityId === null ? [] : usable.filter((entry) => entry.city?.id === cityId);
  const general = usable.filter((entry) => !entry.city);
  return [...own, ...general].map((entry) => ({
    id: entry.id,
    question: entry.title!.trim(),
    answer: entry.body!.trim(),
    city: entry.city ? { id: entry.city.id, name: entry.city.name } : null,
  }));
}
