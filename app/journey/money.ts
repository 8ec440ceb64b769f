/** Indian number formats (DOMAIN.md). Rupees in Indian grouping: 100000 -> "₹1,00,000". */
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Grams of gold to one decimal, Indian grouping: 2730 -> "2,730 g", 61.43 -> "61.4 g". */
export function formatGrams(grams: number): string {
  return `${Number(grams.toFixed(1)).toLocaleString("en-IN")} g`;
}
