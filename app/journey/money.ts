/**
 * Indian number formats (requirements §D). Rupees in Indian grouping: 100000 -> "₹1,00,000", and
 * a crore in figures too, "₹1,00,00,000", in every language (`money`, decision 048).
 */
import { money } from "~/i18n/formats";
import { msg, type Message } from "~/i18n/message";
import { numberFormat } from "~/platform/intl";

export function formatRupees(amount: number): string {
  return money(amount);
}

/** Rupees to the paisa when there are paise: 7636.36 -> "₹7,636.36", 7000 -> "₹7,000". */
export function formatRupeesAndPaise(amount: number): string {
  return money(amount, { paise: true });
}

/** A price per gram, to the paisa when it has paise: 7636.36 -> "₹7,636.36 a gram", 7000 -> "₹7,000 a gram" (shown with `t.message`). */
export function perGramMessage(amount: number): Message {
  return msg("{amount} a gram", { amount: formatRupeesAndPaise(amount) });
}

/** A count or a plain number in Indian grouping: 123456 -> "1,23,456". */
export function indianNumber(value: number): string {
  return numberFormat("en-IN", { maximumFractionDigits: 3 }).format(value);
}
