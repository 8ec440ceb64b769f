/**
 * Reading a page's server HTML without a browser, for the tests that fetch pages from the built
 * app: its text as a crawler reads it, its JSON-LD blocks, its links.
 */

// Tests read arbitrary fields of structured data.
export type Ld = Record<string, any>;

/** The HTML without its scripts: what a crawler reads as the page's text. */
export const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

/** The entities React writes decoded. */
export const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The text without scripts and comments, each tag replaced by `gap`: entities decoded, spaces collapsed. */
function textWith(html: string, gap: string): string {
  return decode(
    withoutScripts(html)
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, gap),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The visible text as a crawler reads it: a space for every tag. */
export const visibleText = (html: string) => textWith(html, " ");

/** The text content, as a browser's textContent: tags dropped with no space for them. */
export const textContent = (html: string) => textWith(html, "");

/** The JSON-LD blocks, in order, each with the nonce of its script element. */
export function jsonLdBlocks(html: string): { nonce: string | null; data: Ld }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    nonce: /nonce="([^"]*)"/.exec(match[1]!)?.[1] ?? null,
    data: JSON.parse(match[2]!) as Ld,
  }));
}

/** The text content of the first element whose opening tag carries `attribute` (e.g. `data-testid="capped"`). */
export function textOf(html: string, attribute: string): string | null {
  const start = html.indexOf(attribute);
  if (start < 0) return null;
  const open = html.lastIndexOf("<", start);
  const tag = /^<([a-zA-Z0-9]+)/.exec(html.slice(open))?.[1];
  if (!tag) return null;
  // The element's end: the closing tag that balances its opening one.
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
  pattern.lastIndex = open;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return textContent(html.slice(open, match.index + match[0].length));
  }
  return null;
}
