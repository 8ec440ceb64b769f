import { useLanguage, useT } from "~/i18n/use-t";

/**
 * A message made elsewhere (a server rule's, an upstream's) in the page's language when the
 * catalogue knows it; an upstream's own English text, shown as it came, is marked lang="en".
 */
export function MessageText({ text }: { text: string }) {
  const t = useT();
  const lang = useLanguage();
  const shown = t.text(text);
  return shown === text && lang !== "en" ? <span lang="en">{text}</span> : <>{shown}</>;
}
