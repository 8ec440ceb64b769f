/**
 * Upstream data (a city's, a scheme's, a branch's name) on a page in another language: marked
 * English (WCAG 3.1.2), so a screen reader reads it in English and the page's own words in its language.
 */
import type { ReactNode } from "react";
import { useLanguage } from "~/i18n/use-t";

/** The `lang` of an element that holds upstream data (English): "en" on a page in another language, none on an English one. */
export function useEnglishMark(): "en" | undefined {
  return useLanguage() === "en" ? undefined : "en";
}

/** Upstream data (a city's, a scheme's, a branch's name), English on a page in another language (WCAG 3.1.2). */
export function En({ children }: { children: ReactNode }) {
  const mark = useEnglishMark();
  return mark ? <span lang={mark}>{children}</span> : <>{children}</>;
}

/** A text with a name in it (the site's own copy with the city's name filled in): the name marked English. */
export function withName(text: string, name: string): ReactNode {
  return withNames(text, [name]);
}

/**
 * A text with several names in it (settings, upstream data): each marked English, the longest
 * first where one holds another. English text (the English page's own) stays as it is.
 */
export function withNames(text: string, names: readonly string[]): ReactNode {
  const found = [...new Set(names)].filter((name) => name !== "" && text.includes(name)).sort((a, b) => b.length - a.length);
  if (found.length === 0 || /^[ -~\s₹–—’]*$/.test(text)) return text;
  const pattern = new RegExp(`(${found.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`);
  return text.split(pattern).map((part, index) => (index % 2 === 1 ? <En key={index}>{part}</En> : part));
}
