/**
 * A gold loan's whole Key Facts Statement (decision 044), over HTTP from the built app: RBI's two
 * parts in a scheme's PDF, in English, Hindi and Tamil (the scheme page shows Part 1's costs); the gold's weight, purity,
 * valuation rate, value and LTV as computed from the simulator's published rates; every fee in
 * rupees; the contingent charges, the auction, the return of the gold and the compensation for
 * delay; the lender's nodal officer, the site's named grievance officer and the LSP's registered
 * name, CIN and address, from the settings, and marked as examples where a setting is its default.
 */
import { describe, expect, it } from "vitest";
import { indiaDayNumber } from "../../server/upstream-sim/calendar";
import { goldRatesOn } from "../../server/upstream-sim/seed/gold-rates";
import { useBuiltApp } from "../support/app-process";
import { visibleText } from "../support/html";
import { pdfText } from "../support/pdf";

const FEDERAL = {
  nodalOfficer: { name: "Priya Nair", phone: "0484 262 2263", email: "nodal.officer@federalbank.example.in" },
  penalChargePercent: 1.5,
  foreclosureChargePercent: 0,
  auctionNoticeDays: 21,
  auctionChargesRupees: 2000,
};

const built = useBuiltApp({
  LSP_REGISTERED_NAME: "Kanak Lending Services Private Limited",
  LSP_REGISTERED_ADDRESS: "4th floor, 12 FC Road, Pune 411004",
  LSP_CIN: "U65999MH2021PTC354321",
  SUPPORT_PHONE: "1800 266 0101",
  GRIEVANCE_OFFICER_NAME: "Rahul Deshpande",
  GRIEVANCE_OFFICER_PHONE: "020 4000 1234",
  GRIEVANCE_OFFICER_EMAIL: "grievance@kanak.example.in",
  LENDER_TERMS: JSON.stringify({ "Federal Bank Limited": FEDERAL }),
});

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);

/**
 * What the statement must say of the gold for ₹1,00,000 with Federal Gold Smart (LTV 75%), worked
 * from the rates the simulator publishes for India day `day`, as RBI's 2025 directions value gold.
 * For example, on 29 November 2026: today's 22 karat rate ₹7,286, so the scheme asks
 * 1,00,000 / (7,286 × 0.75) = 18.3 g; the previous day's rate ₹7,303 and the 30 days' average
 * ₹7,296.53 give ₹7,296.53 a gram (the lower); 18.3 × 7,296.53 = ₹1,33,526 (down to the rupee);
 * LTV 1,00,000 / 1,33,526 = 74.9%.
 */
function goldOn(day: number) {
  const grams = Math.round((100_000 / (goldRatesOn(day).rate22k * 0.75)) * 10) / 10;
  const previous = goldRatesOn(day - 1).rate22k;
  const days = Array.from({ length: 30 }, (_, i) => goldRatesOn(day - 1 - i).rate22k);
  const average = Math.round((days.reduce((sum, rate) => sum + rate, 0) / days.length) * 100) / 100;
  const rate = Math.min(previous, average);
  const value = Math.floor(grams * rate + 1e-6);
  return { grams, previous, average, rate, value, ltv: Math.round((100_000 / value) * 1000) / 10 };
}

/** A page or file and the gold it must state: read again if India's day turned while it was read. */
async function read<T>(path: string, body: (response: Response) => Promise<T>): Promise<{ body: T; gold: ReturnType<typeof goldOn> }> {
  for (;;) {
    const day = indiaDayNumber(Date.now());
    const response = await fetch(`${built.app.url}${path}`);
    expect(response.status, path).toBe(200);
    const result = await body(response);
    if (indiaDayNumber(Date.now()) === day) return { body: result, gold: goldOn(day) };
  }
}

const page = (path: string) => read(path, async (response) => visibleText(await response.text()));
const pdf = (path: string) => read(path, async (response) => pdfText(new Uint8Array(await response.arrayBuffer())));

/** The English rows, term then value, as the page's words and the PDF's text run. */
function englishRows(gold: ReturnType<typeof goldOn>): string[] {
  return [
    "Part 1: Interest rate and fees/charges",
    `Loan amount ₹1,00,000 Tenure 12 months Gold needed ${gold.grams} g of 22 karat gold Purity valued at 22 karat`,
    `Valuation rate ${rupees(gold.rate)} a gram: the lower of the previous day's rate (${rupees(gold.previous)}) and the 30-day average (${rupees(gold.average)})`,
    `Value of the gold ${rupees(gold.value)}`,
    `Loan to value ${gold.ltv}%: ₹1,00,000 against gold worth ${rupees(gold.value)}`,
    // 0.5% of ₹1,00,000; the scheme has no other fee.
    "Processing fee ₹500 Valuation and other fees ₹0: the scheme's terms have no other fee You receive ₹99,500",
    "Total amount payable ₹1,11,880 APR (all costs, a year) 12.4%",
    "Penal charges 1.5% a year on the amount overdue, for the days it is overdue",
    "Foreclosure (repaying early) No charge: repay in full at any time, with interest for the days used",
    "Auction costs Up to ₹2,000, taken from the sale of the gold",
    "Part 2: Other qualitative information",
    "Auction notice and procedure If the loan is not repaid when due, the lender gives you at least 21 days' notice before auctioning your gold.",
    "Return of your gold Within 7 working days of repaying in full. For each day of delay, the lender pays you ₹5,000.",
    "Cooling-off period 3 days",
    "Lender's nodal officer Priya Nair, Federal Bank Limited: phone 0484 262 2263, e-mail nodal.officer@federalbank.example.in",
    "Our grievance redressal officer Rahul Deshpande, Kanak Lending Services Private Limited: phone 020 4000 1234, e-mail grievance@kanak.example.in",
    "Lending service provider (LSP) Kanak Lending Services Private Limited, CIN U65999MH2021PTC354321, registered office: 4th floor, 12 FC Road, Pune 411004",
  ];
}

describe("a gold loan's Key Facts Statement", () => {
  it("is in its PDF in RBI's two parts, with the gold valued and every charge, officer and the LSP named", async () => {
    const { body: text, gold } = await pdf("/gold-loan/pune/fed-jmp-1188/key-facts.pdf");
    for (const row of englishRows(gold)) expect(text).toContain(row);
    expect(text).not.toContain("(example)");
  });

  it("is in short on the scheme page (what the loan costs, with the gold it needs), which links the whole statement", async () => {
    const { body: words, gold } = await page("/gold-loan/pune/fed-jmp-1188");
    expect(words).toContain(`Loan amount ₹1,00,000 Tenure 12 months Gold needed ${gold.grams} g of 22 karat gold Interest rate`);
    expect(words).toContain("Processing fee ₹500 You receive ₹99,500");
    expect(words).toContain("Key Facts Statement (PDF)");
  });

  it("marks a lender's terms as examples when its settings are not configured", async () => {
    const { body: text } = await pdf("/gold-loan/pune/bom-jmp-1125/key-facts.pdf");
    expect(text).toContain(
      "Lender's nodal officer Example Nodal Officer, Bank of Maharashtra: phone 1800 000 0000, e-mail nodal.officer@example.com (example)",
    );
    expect(text).toContain("Penal charges 2% a year on the amount overdue, for the days it is overdue (example)");
    expect(text).toContain(
      "Auction notice and procedure If the loan is not repaid when due, the lender gives you at least 14 days' notice",
    );
    // The site's own settings are configured: not examples.
    expect(text).toContain("Our grievance redressal officer Rahul Deshpande, Kanak Lending Services Private Limited: phone 020 4000 1234");
  });

  it.each([
    [
      "hi",
      [
        "मुख्य तथ्य विवरण",
        "भाग 1: ब्याज दर और फ़ीस/शुल्क",
        "भाग 2: अन्य जानकारी",
        "आपका सोना लौटाना पूरा भुगतान करने के 7 कामकाजी दिनों के भीतर। देरी के हर दिन के लिए ऋणदाता आपको ₹5,000 देगा।",
        "ऋणदाता के नोडल अधिकारी Priya Nair, Federal Bank Limited: फ़ोन 0484 262 2263",
      ],
    ],
    [
      "ta",
      [
        "முக்கிய விவர அறிக்கை",
        "பகுதி 1: வட்டி விகிதம் மற்றும் கட்டணங்கள்",
        "பகுதி 2: பிற தகவல்கள்",
        "உங்கள் தங்கத்தைத் திருப்பித் தருதல் முழுவதையும் திருப்பிச் செலுத்திய 7 வேலை நாட்களுக்குள். தாமதமாகும் ஒவ்வொரு நாளுக்கும் கடன் வழங்குநர் உங்களுக்கு ₹5,000 தருவார்.",
        "எங்கள் குறைதீர்ப்பு அலுவலர் Rahul Deshpande, Kanak Lending Services Private Limited",
      ],
    ],
  ] as const)("is in %s in the PDF", async (lang, rows) => {
    const { body: text, gold } = await pdf(`/${lang}/gold-loan/pune/fed-jmp-1188/key-facts.pdf`);
    for (const row of [...rows, rupees(gold.value), `${gold.ltv}%`]) expect(text).toContain(row);
  });
});
