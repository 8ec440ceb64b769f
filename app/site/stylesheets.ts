import type { LinksFunction } from "@remix-run/node";
import siteHref from "~/styles/app.css?url";
import bookingHref from "~/styles/booking.css?url";
import cardsHref from "~/styles/cards.css?url";
import journeyHref from "~/styles/journey.css?url";
import landingHref from "~/styles/landing.css?url";
import personalLoansHref from "~/styles/personal-loans.css?url";
import searchHref from "~/styles/search.css?url";

/**
 * The site's stylesheets: `site` on every page; an area's rules (the cardholder pages', the
 * search pages', the journey's prompts, the booking and confirmation steps', the full-width
 * landing's, /personal-loans')
 * only on the pages whose route handle names the area (`styles: ["cards"]`), so no other page
 * sends or compresses them (docs/performance.md). Each is inline in its documents
 * (app/components/inline-stylesheet.tsx).
 */
export const STYLESHEETS = {
  site: siteHref,
  booking: bookingHref,
  cards: cardsHref,
  journey: journeyHref,
  landing: landingHref,
  "personal-loans": personalLoansHref,
  search: searchHref,
} as const;
export type StylesheetName = keyof typeof STYLESHEETS;
export type StyleArea = Exclude<StylesheetName, "site">;

/** The id of the <style> element that carries a stylesheet's rules inside a document. */
export const inlineStyleId = (name: StylesheetName) => (name === "site" ? "site-css" : `site-css-${name}`);

/**
 * A route's `links` for the areas its handle names: none on the server or in a document that
 * carries their rules inline (the hydration then matches the server's head). After a client-side
 * navigation into an area, the area's file: Remix loads a route's stylesheets before it shows the
 * route, so the page never appears without its rules (tests/e2e/stylesheets.spec.ts).
 */
export function areaLinks(handle: { styles?: readonly StyleArea[] }): LinksFunction {
  return () =>
    typeof document === "undefined"
      ? []
      : (handle.styles ?? [])
          .filter((area) => !document.getElementById(inlineStyleId(area)))
          .map((area) => ({ rel: "stylesheet", href: STYLESHEETS[area] }));
}
