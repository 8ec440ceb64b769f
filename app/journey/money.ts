/** Rupees in Indian grouping (DOMAIN.md): 100000 -> "₹1,00,000". */
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
