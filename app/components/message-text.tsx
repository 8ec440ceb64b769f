import type { ReactNode } from "react";
import { fillNodes } from "~/components/fill-nodes";
import { isQuantity, quantity } from "~/i18n/formats";
import { toMessage, type Message } from "~/i18n/message";
import { isPlace } from "~/i18n/place";
import { useLanguage, useT } from "~/i18n/use-t";

/**
 * A message made elsewhere (a server rule's, a spec error text, an upstream's) as the page's
 * language says it (decision 028). What stays English is marked so: an upstream's own message,
 * shown as it came, and the names a known message carries (a city in "Enter an amount for
 * Bangalore"), so a screen reader reads them with an English voice.
 */
export function MessageText({ text }: { text: string | Message }): ReactNode {
  const t = useT();
  const lang = useLanguage();
  const message = toMessage(text);
  if (message) {
    if (lang === "en") return t.message(message);
    // A place is named in the page's language (with the case form its translation asks for); a
    // weight or distance is said in the page's words (decision 048); another value with Latin
    // letters (a lender) stays English on this page: marked so for a screen reader.
    const entries = Object.entries(message.params ?? {});
    const places = Object.fromEntries(entries.filter(([, value]) => isPlace(value)));
    const values = Object.fromEntries(
      entries.flatMap(([name, param]) => {
        if (isPlace(param)) return [];
        const value = isQuantity(param) ? quantity(param, lang) : param;
        return [[name, isQuantity(param) || !/[A-Za-z]/.test(String(value)) ? value : <span lang="en">{value}</span>]];
      }),
    );
    return fillNodes(t(message.key, places), values);
  }
  // Text that is not ours (an upstream's own message, which the spec has the page show): in the page's
  // language when the page has its words, else as it came, marked English (and as the upstream's, for tests).
  const shown = t.message(text);
  return lang === "en" || shown !== text ? (
    shown
  ) : (
    <span lang="en" data-upstream-message="">
      {shown}
    </span>
  );
}

/**
 * Upstream data shown as it came (lender, city and branch names), marked English on a page in
 * another language; an English page's markup is as it was.
 */
export function UpstreamText({ children }: { children: string }): ReactNode {
  return useLanguage() === "en" ? children : <span lang="en">{children}</span>;
}
