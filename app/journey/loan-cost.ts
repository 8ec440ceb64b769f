/**
 * What a gold loan costs, as RBI's Key Facts Statement states it (docs/decisions/021-apr-and-key-facts.md):
 * the interest payable, the fees in rupees, the total amount payable, the repayment schedule and
 * the annual percentage rate (APR). Pure code: unit tests sit beside it.
 *
 * The model (the decision record says why):
 * - a month is a twelfth of a year; interest is simple interest on the amount;
 * - a jumping-interest scheme is paid monthly: interest at the on-time rate each month, rounded
 *   to the rupee, and the amount at the end of the tenure;
 * - a flat-interest scheme is one payment at the end: the amount and its interest together;
 * - fees are taken at the start (the amount received is the loan net of fees); the scheme's
 *   processing fee percent is the whole charge, GST included;
 * - the on-time cashback is a refund that depends on paying on time: not in the APR, shown apart;
 * - APR = the internal rate of return of the cash flows over the loan's own repayment period,
 *   times the number of such periods in a year: a monthly-interest scheme pays each month, so
 *   12 × the monthly IRR (RBI's KFS illustration); a one-payment scheme pays once, at the end of
 *   its tenure, so (total payable / amount received − 1) × 12 / months. With any fee the APR is
 *   above the rate charged (decision 043 says why a monthly compounding of a single payment is not).
 */
import type { MessageKey } from "~/i18n/keys";
import { asText, msg, type Message } from "~/i18n/message";
import { formatRupees } from "~/journey/money";
import type { InterestSlab, InterestType, Scheme } from "~/upstream/schemas/pricing";

/** The cooling-off period (RBI digital lending directions): days in which a borrower may repay without penalty. */
export const COOLING_OFF_DAYS = 3;

/** What the cost of a scheme's loan depends on. */
export type LoanTerms = {
  type: InterestType;
  /** Annual percent charged while interest is paid on time (flat: always). */
  rate: number;
  /** Jumping interest: the annual percent by days since interest was last paid, ascending. */
  slabs: InterestSlab[];
  /** Annual percent after the on-time cashback. */
  cashbackRate: number;
  tenureMonths: number;
  /** Processing fee in percent of the amount, GST included. */
  feePercent: number | null;
};

export function loanTermsOf(
  scheme: Pick<Scheme, "interestCalculation" | "interestRate" | "cashbackinterestrate" | "tenureMonths" | "processingFeePercent">,
): LoanTerms {
  return {
    type: scheme.interestCalculation.type,
    rate: scheme.interestCalculation.slabs[0]?.rate ?? scheme.interestRate,
    slabs: scheme.interestCalculation.slabs.map((slab) => ({ ...slab })),
    cashbackRate: scheme.cashbackinterestrate,
    tenureMonths: scheme.tenureMonths,
    feePercent: scheme.processingFeePercent ?? null,
  };
}

/** A fee by its name as the key facts say it, and its rupees. */
export type Fee = { name: MessageKey; rupees: number };

export type Repayment =
  /** `monthlyInterest` at the end of each of `months` months, and `amount` with the last one. */
  | { kind: "monthly"; monthlyInterest: number; months: number; amount: number }
  /** One payment of `total` at the end of `months` months. */
  | { kind: "bullet"; months: number; total: number };

export type LoanCost = {
  amount: number;
  tenureMonths: number;
  /** Annual percent charged while paying on time. */
  rate: number;
  interest: number;
  fees: Fee[];
  feeTotal: number;
  /** What reaches the borrower: the amount net of the fees taken at the start. */
  netDisbursed: number;
  /** Amount plus interest. */
  totalPayable: number;
  /** Annual percent, one decimal. */
  apr: number;
  repayment: Repayment;
  /** Rupees back for paying on time (0 when the scheme has no cashback). */
  cashback: number;
};

/** Simple interest of `months` months at `annualPercent`, in exact rupees. */
function interestFor(amount: number, annualPercent: number, months: number): number {
  return (amount * annualPercent * months) / 1200;
}

/** Present value at monthly rate `i` of payments at the end of months 1, 2, … */
function presentValue(flows: readonly number[], i: number): number {
  return flows.reduce((sum, flow, index) => sum + flow / (1 + i) ** (index + 1), 0);
}

/**
 * The monthly rate that makes the present value of `flows` (paid at the end of months 1..n)
 * equal `received`, by bisection (the value falls as the rate rises): deterministic, to 1e-12.
 */
export function monthlyIrr(received: number, flows: readonly number[]): number {
  let low = 0;
  let high = 1;
  if (presentValue(flows, low) <= received) return 0;
  for (let step = 0; step < 200 && high - low > 1e-12; step++) {
    const middle = (low + high) / 2;
    if (presentValue(flows, middle) > received) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * One payment after `months` months: its repayment period is the whole tenure, so the rate of
 * that one period, (total / received) − 1, taken as a yearly rate: × 12 / months. (Spreading it
 * as a monthly compound rate, (total / received)^(1/months) − 1, would give a yearly figure
 * below the simple rate charged.) Annual percent, unrounded.
 */
export function bulletAnnualRate(received: number, total: number, months: number): number {
  return total <= received ? 0 : (total / received - 1) * (1200 / months);
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The cost of borrowing `amount` rupees on `terms` for `tenureMonths` (the scheme's tenure unless given). */
export function loanCost(terms: LoanTerms, amount: number, tenureMonths = terms.tenureMonths): LoanCost {
  const fees: Fee[] = terms.feePercent ? [{ name: "Processing fee", rupees: Math.round((amount * terms.feePercent) / 100) }] : [];
  const feeTotal = fees.reduce((sum, fee) => sum + fee.rupees, 0);
  const netDisbursed = amount - feeTotal;
  const cashback = Math.max(0, Math.round(interestFor(amount, terms.rate - terms.cashbackRate, tenureMonths)));
  let interest: number;
  let repayment: Repayment;
  let annualPercent: number;
  if (terms.type === "jumping") {
    const monthlyInterest = Math.round(interestFor(amount, terms.rate, 1));
    interest = monthlyInterest * tenureMonths;
    repayment = { kind: "monthly", monthlyInterest, months: tenureMonths, amount };
    const flows = Array.from({ length: tenureMonths }, (_, index) => monthlyInterest + (index === tenureMonths - 1 ? amount : 0));
    annualPercent = monthlyIrr(netDisbursed, flows) * 1200;
  } else {
    interest = Math.round(interestFor(amount, terms.rate, tenureMonths));
    repayment = { kind: "bullet", months: tenureMonths, total: amount + interest };
    annualPercent = bulletAnnualRate(netDisbursed, amount + interest, tenureMonths);
  }
  return {
    amount,
    tenureMonths,
    rate: terms.rate,
    interest,
    fees,
    feeTotal,
    netDisbursed,
    totalPayable: amount + interest,
    apr: oneDecimal(annualPercent),
    repayment,
    cashback,
  };
}

/** A rate as people read it: "11.88%", "14%". */
export function percentText(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

/** "APR 12.4% a year" (shown with `t.message`). */
export function aprMessage(apr: number): Message {
  return msg("APR {rate} a year", { rate: `${apr.toFixed(1)}%` });
}

/** "APR 12.4% a year", as a message string (messageText) for data the page shows with `t.message`. */
export function aprText(apr: number): string {
  return asText(aprMessage(apr));
}

/** The sentences of a jumping scheme's rates, by how many times the rate rises after the on-time one. */
const RISES: readonly MessageKey[] = [
  "{rate} a year while you pay interest on time (within {days} days); {later} if you pay later (after {after} days).",
  "{rate} a year while you pay interest on time (within {days} days); {later} if you pay later (after {after} days), {second} after {secondAfter} days.",
  "{rate} a year while you pay interest on time (within {days} days); {later} if you pay later (after {after} days), {second} after {secondAfter} days, {third} after {thirdAfter} days.",
];

/**
 * The interest in plain words (shown with `t.message`). Jumping: "11.88% a year while you pay
 * interest on time (within 30 days); 14% if you pay later (after 30 days), 18% after 60 days."
 * Flat: "14.99% a year, does not change."
 */
export function rateMessage(terms: Pick<LoanTerms, "type" | "rate" | "slabs">): Message {
  if (terms.type === "flat") return msg("{rate} a year, does not change.", { rate: percentText(terms.rate) });
  const [first, ...later] = terms.slabs;
  if (!first || later.length === 0)
    return msg("{rate} a year while you pay interest on time; more if you pay late.", { rate: percentText(terms.rate) });
  // Each rise: its rate, and the days after which it applies (the end of the slab before it).
  const rises = later.map((slab, index) => ({ rate: percentText(slab.rate), after: (index === 0 ? first : later[index - 1]!).uptoDays }));
  const [one, two, three] = rises;
  // Rises beyond the longest sentence (no scheme has them) follow the third's days as the English says them.
  const beyond = rises
    .slice(RISES.length)
    .map((rise) => ` days, ${rise.rate} after ${rise.after}`)
    .join("");
  return msg(RISES[Math.min(rises.length, RISES.length) - 1]!, {
    rate: percentText(first.rate),
    days: first.uptoDays,
    later: one!.rate,
    after: one!.after,
    ...(two && { second: two.rate, secondAfter: two.after }),
    ...(three && { third: three.rate, thirdAfter: `${three.after}${beyond}` }),
  });
}

/** The interest in plain words, as a message string (messageText). */
export function rateWords(terms: Pick<LoanTerms, "type" | "rate" | "slabs">): string {
  return asText(rateMessage(terms));
}

/**
 * The rate in effect after the on-time cashback, when the scheme has one, as a message string
 * (messageText; null without one): "With the cashback for paying on time: 9.49% a year." The
 * "Low interest" sort orders by this rate (requirements §5), so the cards say it; it is not the
 * APR, because the cashback depends on paying on time.
 */
export function cashbackWords(terms: Pick<LoanTerms, "rate" | "cashbackRate">): string | null {
  return terms.cashbackRate < terms.rate
    ? asText(msg("With the cashback for paying on time: {rate} a year.", { rate: percentText(terms.cashbackRate) }))
    : null;
}

/** The schedule in words: "₹990 each month for 12 months, then ₹1,00,000 at the end" or "₹1,04,995 in one payment after 6 months". */
export function repaymentMessage(repayment: Repayment): Message {
  if (repayment.kind === "bullet")
    return msg("{total} in one payment after {months} months", { total: formatRupees(repayment.total), months: repayment.months });
  return msg("{monthly} each month for {months} months, then {amount} at the end", {
    monthly: formatRupees(repayment.monthlyInterest),
    months: repayment.months,
    amount: formatRupees(repayment.amount),
  });
}
