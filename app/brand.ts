/** The lender's name and contact details, in one place. */
export const BRAND = {
  name: "Kanak Gold Loan",
  shortName: "Kanak",
  tagline: "Loans against your gold, at your nearest branch or at your doorstep",
  supportPhone: "1800 123 4567",
  supportPhoneHref: "tel:18001234567",
} as const;

/** "Verify your mobile number" -> "Verify your mobile number | Kanak Gold Loan". */
export function pageTitle(text: string): string {
  return `${text} | ${BRAND.name}`;
}

/**
 * The site's icon (public/favicon.svg) inside the document, so a first visit makes no request
 * for it. Keep the two in step when the mark changes.
 */
export const FAVICON_DATA_URL =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0e3b43"/><text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" fill="#e8b64c" text-anchor="middle">K</text></svg>',
  );
