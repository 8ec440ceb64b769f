import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalogue.server";
import { createTranslator } from "~/i18n/translate";
import { keyFactsParts, loanToValue, type KeyFactsStatement } from "~/journey/key-facts";
import { loanCost, rateWords, type LoanTerms } from "~/journey/loan-cost";

const english = createTranslator({}, "en");

/** Federal Gold Smart: 11.88% jumping, 12 months, a 0.5% processing fee. */
const SMART: LoanTerms = {
  type: "jumping",
  rate: 11.88,
  slabs: [
    { uptoDays: 30, rate: 11.88 },
    { uptoDays: 60, rate: 14 },
    { uptoDays: 365, rate: 18 },
  ],
  cashbackRate: 11.4,
  tenureMonths: 12,
  feePercent: 0.5,
};

const officer = { name: "Asha Menon", phone: "1800 200 3000", email: "grievance@lsp.in" };

function statement(overrides: Partial<KeyFactsStatement> = {}): KeyFactsStatement {
  return {
    cost: loanCost(SMART, 100_000),
    interestText: rateWords(SMART),
    // 17.8 g of 22 karat gold, valued at the 30-day average, ₹7,500 a gram, under the previous day's ₹7,560.
    gold: { grams: 17.8, valuation: { basis: "average", ratePerGram: 7500, previousDay: 7560, average: 7500, value: 133_500 } },
    lender: {
      name: "Federal Bank Limited",
      nodalOfficer: { name: "R. Iyer", phone: "0484 200 0000", email: "nodal@bank.in" },
      penalChargePercent: 2,
      foreclosureChargePercent: 0,
      auctionNoticeDays: 14,
      auctionChargesRupees: 1500,
      example: false,
    },
    lsp: {
      name: "Kanak Lending Services Private Limited",
      address: "2 MG Road, Pune 411001",
      cin: "U65999MH2020PTC123456",
      grievanceOfficer: officer,
      example: false,
    },
    ...overrides,
  };
}

/** Each part's rows as "term: value". */
function rowsOf(s: KeyFactsStatement, t = english, short = false): Record<string, string[]> {
  return Object.fromEntries(
    keyFactsParts(s, t, { short }).map((part) => [
      part.title,
      part.rows.map(({ term, value }) => `${term}: ${typeof value === "string" ? value : t.message(value.message)}`),
    ]),
  );
}

describe("loan to value", () => {
  it("is the amount over the gold's value, one decimal", () => {
    // 1,00,000 / 1,33,500 = 0.74906 -> 74.9%.
    expect(loanToValue(100_000, 133_500)).toBe(74.9);
    expect(loanToValue(75_000, 100_000)).toBe(75);
    expect(loanToValue(1, 0)).toBe(0);
  });
});

describe("a gold loan's Key Facts Statement", () => {
  it("is in RBI's two parts: the costs with the gold and the contingent charges, then the qualitative terms", () => {
    expect(rowsOf(statement())).toEqual({
      "Part 1: Interest rate and fees/charges": [
        "Loan amount: ₹1,00,000",
        "Tenure: 12 months",
        "Gold needed: 17.8 g of 22 karat gold",
        "Purity valued at: 22 karat",
        "Valuation rate: ₹7,500 a gram: the lower of the previous day's rate (₹7,560) and the 30-day average (₹7,500)",
        "Value of the gold: ₹1,33,500",
        // 1,00,000 / 1,33,500 = 74.9%.
        "Loan to value: 74.9%: ₹1,00,000 against gold worth ₹1,33,500",
        "Interest rate: 11.88% a year while you pay interest on time (within 30 days); 14% if you pay later (after 30 days), 18% after 60 days.",
        // 0.5% of 1,00,000.
        "Processing fee: ₹500",
        "Valuation and other fees: ₹0: the scheme's terms have no other fee",
        "You receive: ₹99,500",
        // 1,00,000 × 11.88% / 12 = ₹990 a month, 12 months.
        "Interest payable: ₹11,880",
        "Total amount payable: ₹1,11,880",
        "APR (all costs, a year): 12.4%",
        "Repayment: ₹990 each month for 12 months, then ₹1,00,000 at the end",
        // (11.88% − 11.4%) of 1,00,000 for a year.
        "Cashback: ₹480 back if you pay on time",
        "Penal charges: 2% a year on the amount overdue, for the days it is overdue",
        "Foreclosure (repaying early): No charge: repay in full at any time, with interest for the days used",
        "Auction costs: Up to ₹1,500, taken from the sale of the gold",
      ],
      "Part 2: Other qualitative information": [
        "Auction notice and procedure: If the loan is not repaid when due, the lender gives you at least 14 days' notice before auctioning your gold. What the sale brings beyond what you owe and the auction costs is paid to you.",
        "Return of your gold: Within 7 working days of repaying in full. For each day of delay, the lender pays you ₹5,000.",
        "Cooling-off period: 3 days: repay with interest for the days used, no penalty",
        "Lender's nodal officer: R. Iyer, Federal Bank Limited: phone 0484 200 0000, e-mail nodal@bank.in",
        "Our grievance redressal officer: Asha Menon, Kanak Lending Services Private Limited: phone 1800 200 3000, e-mail grievance@lsp.in",
        "Lending service provider (LSP): Kanak Lending Services Private Limited, CIN U65999MH2020PTC123456, registered office: 2 MG Road, Pune 411001",
      ],
    });
  });

  it("says how the gold is valued, without a figure, when the rates could not be read", () => {
    const [part1] = Object.values(rowsOf(statement({ gold: { grams: 17.8, valuation: null } })));
    expect(part1).toContain(
      "Valuation rate: The lower of the previous day's 22 karat rate and its 30-day average, on the day you pledge the gold",
    );
    expect(part1!.some((row) => row.startsWith("Value of the gold") || row.startsWith("Loan to value"))).toBe(false);
  });

  it("marks the settings that are still examples as examples, and states a foreclosure charge when there is one", () => {
    const s = statement();
    const rows = rowsOf({ ...s, lender: { ...s.lender, foreclosureChargePercent: 1, example: true }, lsp: { ...s.lsp, example: true } });
    const all = Object.values(rows).flat();
    expect(all).toContain("Foreclosure (repaying early): 1% of the amount repaid early (example)");
    expect(all).toContain("Penal charges: 2% a year on the amount overdue, for the days it is overdue (example)");
    expect(all.find((row) => row.startsWith("Our grievance redressal officer"))).toMatch(/ \(example\)$/);
    expect(all.find((row) => row.startsWith("Lending service provider"))).toMatch(/ \(example\)$/);
    // The return of the gold is the directions', never an example.
    expect(all.find((row) => row.startsWith("Return of your gold"))).not.toMatch(/example/);
  });

  it("is the cost rows and the cooling-off in its short form (the scheme page and the booking step link the whole statement)", () => {
    const short = rowsOf(statement(), english, true);
    expect(Object.keys(short)).toEqual(["Part 1: Interest rate and fees/charges"]);
    expect(short["Part 1: Interest rate and fees/charges"]!.map((row) => row.split(":")[0])).toEqual([
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
  });

  it("is in each language's words, the figures as computed", () => {
    const hindi = createTranslator(messagesFor("hi", ["scheme-facts", "key-facts-statement"]), "hi");
    const rows = rowsOf(statement(), hindi);
    expect(Object.keys(rows)).toEqual(["भाग 1: ब्याज दर और फ़ीस/शुल्क", "भाग 2: अन्य जानकारी"]);
    expect(Object.values(rows).flat()).toContain(
      "आपका सोना लौटाना: पूरा भुगतान करने के 7 कामकाजी दिनों के भीतर। देरी के हर दिन के लिए ऋणदाता आपको ₹5,000 देगा।",
    );
    const tamil = createTranslator(messagesFor("ta", ["scheme-facts", "key-facts-statement"]), "ta");
    expect(Object.values(rowsOf(statement(), tamil)).flat()).toContain("தங்கத்தின் மதிப்பு: ₹1,33,500");
    // Grams in the language's word (decision 048), not "17.8 g".
    expect(
      Object.values(rows)
        .flat()
        .find((row) => row.includes("17.8")),
    ).toMatch(/: 17\.8 ग्राम 22 /);
    expect(
      Object.values(rowsOf(statement(), tamil))
        .flat()
        .find((row) => row.includes("17.8")),
    ).toMatch(/: 17\.8 கிராம் 22 /);
  });
});
