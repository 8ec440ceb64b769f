/** The lender's name and contact details, in one place. */
export const BRAND = {
  name: "Kanak Gold Loan",
  shortName: "Kanak",
  /** What the name is: "Kanak" then "Gold Loan" make the wordmark. */
  descriptor: "Gold Loan",
  tagline: "Loans against your gold, at your nearest branch or at your doorstep",
} as const;

/** "Verify your mobile number" -> "Verify your mobile number | Kanak Gold Loan". */
export function pageTitle(text: string): string {
  return `${text} | ${BRAND.name}`;
}

/**
 * The mark: two gold bars stacked on a tile, drawn (no font, no letter). The header draws it as
 * gold on the brand's teal (BrandMark, app/components/site-chrome.tsx); the icon swaps the two.
 */
export const BRAND_MARK_PATHS = {
  /** The bigger bar, the smaller on it, and the smaller's shine. */
  bars: "M6.5 23.5h19l-3.2-8h-12.6zM11 13.5h10l-2.1-5.5h-5.8z",
  shine: "M13.4 10.6h2.6",
} as const;

/** The mark as a standalone SVG: `tile` behind, `bars` in front (public/favicon.svg is this with the brand's colours). */
export function brandMarkSvg(tile: string, bars: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${tile}"/>` +
    `<path d="${BRAND_MARK_PATHS.bars}" fill="${bars}"/>` +
    `<path d="${BRAND_MARK_PATHS.shine}" stroke="${tile}" stroke-width="1.2" stroke-linecap="round"/></svg>`
  );
}

/** The site's icon (public/favicon.svg) inside the document, so a first visit makes no request for it. */
export const FAVICON_SVG = brandMarkSvg("#0e3b43", "#e8b64c");
export const FAVICON_DATA_URL = "data:image/svg+xml," + encodeURIComponent(FAVICON_SVG);
