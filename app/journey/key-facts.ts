import type { Message } from "~/i18n/message";
import type { Translator } from "~/i18n/translate";
import { COOLING_OFF_DAYS, percentText, repaymentMessage, type LoanCost } from "~/journey/loan-cost";
import { inGrams } from "~/i18n/formats";
import { formatRupees, formatRupeesAndPaise } from "~/journey/money";
import { GOLD_RETURN_DELAY_RUPEES_PER_DAY, GOLD_RETURN_WORKING_DAYS, SCHEME_GOLD_KARAT } from "~/journey/pledged-gold";
import { AVERAGE_DAYS } from "~/journey/rbi-ltv";

/**
 * One row of a loan's Key Facts Statement (RBI's KFS, docs/decisions/021-apr-and-key-facts.md and
 * 044-key-facts-statement-for-a-gold-loan.md): `key` is the term in English (the row's identity),
 * `term` and `value` in the page's language. The interest is a message of its own (`rateMessage`,
 * or an upstream's words), which a page marks up and a PDF writes as text.
 */
export type KeyFactRow = {
  key: string;
  term: string;
  value: string | { message: Message | string };
  /** Names in the value that stay in Latin letters on every page (an officer's, a company's, an address: settings), marked English where shown. */
  names?: readonly string[];
};

/** A person a borrower can write to, as the settings name them. */
export type Contact = { name: string; phone: string; email: string };

/**
 * The gold's value as RBI's 2025 directions set it (valueGold, rbi-ltv.ts): the lower of the
 * previous day's 22-karat rate and its 30-day average, per gram of 22 karat gold.
 */
export type GoldValuation = {
  basis: "previous-day" | "average";
  /** The 22-karat rate used, rupees a gram. */
  ratePerGram: number;
  previousDay: number;
  average: number;
  /** Weight × rate, whole rupees. */
  value: number;
};

/** Everything a gold loan's statement states: the costs (loanCost), the gold, the lender's and the site's terms. */
export type KeyFactsStatement = {
  cost: LoanCost;
  /** The interest in words (rateMessage), or the upstream's own. */
  interestText: Message | string;
  gold: {
    /** Grams of 22 karat gold the scheme needs for the amount, as the scheme gives it. */
    grams: number;
    /** null: the rates could not be read (the row then says how the gold is valued, without a figure). */
    valuation: GoldValuation | null;
  };
  lender: {
    name: string;
    nodalOfficer: Contact;
    penalChargePercent: number;
    foreclosureChargePercent: number;
    auctionNoticeDays: number;
    auctionChargesRupees: number;
    /** The lender's terms are still the settings' examples. */
    example: boolean;
  };
  lsp: { name: string; address: string; cin: string; grievanceOfficer: Contact; example: boolean };
};

/** One of RBI's two parts, by its English title. */
export type KeyFactsPart = { key: string; title: string; rows: KeyFactRow[] };

/** Loan to value in percent, one decimal: the amount over the gold's value. 1,00,000 on gold worth 1,33,333 -> 75. */
export function loanToValue(amount: number, goldValue: number): number {
  return goldValue > 0 ? Math.round((amount / goldValue) * 1000) / 10 : 0;
}

/** The rows the scheme page and the booking step show, with a link to the whole statement: what the loan costs, and the cooling-off. */
const SHORT: ReadonlySet<string> = new Set([
  "Loan amount",
  "Tenure",
  "Gold needed",
  "Interest rate",
  "Processing fee",
  "You receive",
  "Interest payable",
  "Total amount payable",
  "APR (all costs, a year)",
  "Repayment",
  "Cashback",
  "Cooling-off period",
]);

/**
 * The statement in RBI's two-part layout, in the order the pages and the PDF show it: Part 1
 * "Interest rate and fees/charges", Part 2 "Other qualitative information". With `short`, the cost
 * rows and the cooling-off only (the scheme page and the booking step, which link the whole statement).
 */
export function keyFactsParts(statement: KeyFactsStatement, t: Translator, options: { short?: boolean } = {}): KeyFactsPart[] {
  const { cost, gold, lender, lsp } = statement;
  const row = (key: Parameters<Translator>[0], value: KeyFactRow["value"], names?: readonly string[]): KeyFactRow =>
    names ? { key, term: t(key), value, names } : { key, term: t(key), value };
  // A value that is still a setting's example says so.
  const lenderValue = (text: string) => (lender.example ? `${text} ${t("(example)")}` : text);
  const lspValue = (text: string) => (lsp.example ? `${text} ${t("(example)")}` : text);
  const { valuation } = gold;
  const karat = t("{karat} karat", { karat: SCHEME_GOLD_KARAT });
  const part1: KeyFactRow[] = [
    row("Loan amount", formatRupees(cost.amount)),
    row("Tenure", t("{months} months", { months: cost.tenureMonths })),
    row("Gold needed", t("{grams} of {karat} gold", { grams: inGrams(gold.grams), karat })),
    row("Purity valued at", karat),
    row(
      "Valuation rate",
      valuation
        ? t("{rate} a gram: the lower of the previous day's rate ({previous}) and the {days}-day average ({average})", {
            rate: formatRupeesAndPaise(valuation.ratePerGram),
            previous: formatRupeesAndPaise(valuation.previousDay),
            days: AVERAGE_DAYS,
            average: formatRupeesAndPaise(valuation.average),
          })
        : t("The lower of the previous day's {karat} rate and its {days}-day average, on the day you pledge the gold", {
            karat,
            days: AVERAGE_DAYS,
          }),
    ),
    ...(valuation
      ? [
          row("Value of the gold", formatRupees(valuation.value)),
          row(
            "Loan to value",
            t("{ltv}: {amount} against gold worth {value}", {
              ltv: percentText(loanToValue(cost.amount, valuation.value)),
              amount: formatRupees(cost.amount),
              value: formatRupees(valuation.value),
            }),
          ),
        ]
      : []),
    row("Interest rate", { message: statement.interestText }),
    ...cost.fees.map((fee) => row(fee.name, formatRupees(fee.rupees))),
    row("Valuation and other fees", t("{amount}: the scheme's terms have no other fee", { amount: formatRupees(0) })),
    row("You receive", formatRupees(cost.netDisbursed)),
    row("Interest payable", formatRupees(cost.interest)),
    row("Total amount payable", formatRupees(cost.totalPayable)),
    row("APR (all costs, a year)", percentText(cost.apr)),
    row("Repayment", t.message(repaymentMessage(cost.repayment))),
    ...(cost.cashback > 0 ? [row("Cashback", t("{amount} back if you pay on time", { amount: formatRupees(cost.cashback) }))] : []),
    row(
      "Penal charges",
      lenderValue(
        t("{percent} a year on the amount overdue, for the days it is overdue", { percent: percentText(lender.penalChargePercent) }),
      ),
    ),
    row(
      "Foreclosure (repaying early)",
      lenderValue(
        lender.foreclosureChargePercent > 0
          ? t("{percent} of the amount repaid early", { percent: percentText(lender.foreclosureChargePercent) })
          : t("No charge: repay in full at any time, with interest for the days used"),
      ),
    ),
    row(
      "Auction costs",
      lenderValue(t("Up to {amount}, taken from the sale of the gold", { amount: formatRupees(lender.auctionChargesRupees) })),
    ),
  ];
  const part2: KeyFactRow[] = [
    row(
      "Auction notice and procedure",
      lenderValue(
        t(
          "If the loan is not repaid when due, the lender gives you at least {days} days' notice before auctioning your gold. What the sale brings beyond what you owe and the auction costs is paid to you.",
          { days: lender.auctionNoticeDays },
        ),
      ),
    ),
    row(
      "Return of your gold",
      t("Within {days} working days of repaying in full. For each day of delay, the lender pays you {amount}.", {
        days: GOLD_RETURN_WORKING_DAYS,
        amount: formatRupees(GOLD_RETURN_DELAY_RUPEES_PER_DAY),
      }),
    ),
    row("Cooling-off period", t("{days} days: repay with interest for the days used, no penalty", { days: COOLING_OFF_DAYS })),
    row(
      "Lender's nodal officer",
      lenderValue(t("{name}, {organisation}: phone {phone}, e-mail {email}", { ...lender.nodalOfficer, organisation: lender.name })),
      [lender.nodalOfficer.name, lender.name],
    ),
    row(
      "Our grievance redressal officer",
      lspValue(t("{name}, {organisation}: phone {phone}, e-mail {email}", { ...lsp.grievanceOfficer, organisation: lsp.name })),
      [lsp.grievanceOfficer.name, lsp.name],
    ),
    row(
      "Lending service provider (LSP)",
      lspValue(t("{name}, CIN {cin}, registered office: {address}", { name: lsp.name, cin: lsp.cin, address: lsp.address })),
      [lsp.name, lsp.address],
    ),
  ];
  if (options.short)
    return [
      {
        key: "Part 1: Interest rate and fees/charges",
        title: t("Part 1: Interest rate and fees/charges"),
        rows: [...part1, ...part2].filter((r) => SHORT.has(r.key)),
      },
    ];
  return [
    { key: "Part 1: Interest rate and fees/charges", title: t("Part 1: Interest rate and fees/charges"), rows: part1 },
    { key: "Part 2: Other qualitative information", title: t("Part 2: Other qualitative information"), rows: part2 },
  ];
}
