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
