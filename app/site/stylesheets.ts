import siteHref from "~/styles/app.css";
import cardsHref from "~/styles/cards.css";
import searchHref from "~/styles/search.css";

/**
 * The site's stylesheets: `site` on every page; an area's rules (the cardholder pages', the
 * search pages') only on the pages whose route handle names the area (`styles: ["cards"]`), so
 * no other page sends or compresses them (docs/performance.md). Each is inline in its documents
 * (app/components/inline-stylesheet.tsx).
 */
export const STYLESHEETS = { site: siteHref, cards: cardsHref, search: searchHref } as const;
export type StylesheetName = keyof typeof STYLESHEETS;
export type StyleArea = Exclude<StylesheetName, "site">;
