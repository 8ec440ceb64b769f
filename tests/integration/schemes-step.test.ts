/**
 * The schemes step (/lp/schemes) against the simulator (requirements §3, §5, §8; docs/decisions/006):
 * the view in the query (filter, sort, amount within the city's limits), Chola's schemes
 * hidden where it does not lend, the gold rate block, choosing a scheme, and the failure
 * paths by fault injection.
 */
import { afterEach, describe, expect, it } from "vitest";
import { CookieJar, fault, formReply, isLendersRead, journal, useSimulatedApp } from "./helpers";
import { choosePincode, loadBookVisitPage, loadSchemesPage, postScheme, rootPopup, verifiedJourney } from "./journey";
import { goldRateKey } from "~/journey/gold-rate";
import { eventsSettled } from "~/site/events.server";
import { PINCODES } from "../support/fixtures";

const app = useSimulatedApp();

// Events are sent after the response: none may reach the next test's journal.
afterEach(() => eventsSettled());

const MASTER_SCHEMES = "/pricing/masterschemes";
const SCHEME = "/scheme";
const GOLD_RATE = "/pricing/getgoldrate";
const CONTENTS = "/api/v1/strapi/contents";

type Card = {
  id: string;
  lender: string;
  interestType: string;
  apr: number;
  interestText: string;
  cashbackText: string | null;
  goldWeight: number;
  ltv: number;
  loanAmount: number;
};

/** A verified Bangalore lead of 1,50,000 (the lead form's amount) with a pincode. */
async function schemesVisitor(pincode: string = PINCODES.serviceable) {
  const jar = new CookieJar();
  const started = await verifiedJourney(jar, app.sim.otp, { loanAmount: "150000" });
  await choosePincode(jar, pincode);
  return { jar, ...started };
}

const ids = (schemes: Card[]) => schemes.map((s) => s.id);

function expectOrdered(values: number[], direction: "ascending" | "descending") {
  const sorted = [...values].sort((a, b) => (direction === "ascending" ? a - b : b - a));
  expect(values).toEqual(sorted);
}

describe("/lp/schemes loader", () => {
  it("lists the city's schemes for the lead's amount, lowest interest (cashback rate) first", async () => {
    const { jar } = await schemesVisitor();

    const outcome = await loadSchemesPage(jar);

    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({
      city: "Bangalore",
      view: { filter: "all", sort: "low_interest" },
      amount: { value: "150000", min: 30_000, max: 10_000_000, error: null },
      chosenId: null,
      popup: null,
    });
    const schemes = outcome.data.schemes as Card[];
    expect(ids(schemes)).toEqual([
      "FED-FLT-0999",
      "SIB-JMP-1099",
      "CHOLA-JMP-1199",
      "BOM-JMP-1125",
      "FED-JMP-1188",
      "KVB-FLT-1250",
      "CHOLA-FLT-1350",
      "FED-FLT-1499",
    ]);
    // Low interest orders by the cashback rate (requirements §5); each card carries its APR at ₹1,50,000
    // (worked out apart: monthly IRR × 12 for the jumping ones, (total / received − 1) × 12 / months for the flat ones).
    expect(schemes.map((s) => s.apr)).toEqual([12.1, 11.5, 14.1, 11.6, 12.4, 13.4, 14.4, 15.3]);
    // The order follows a rate each card says: the one after the on-time cashback, or else its only rate.
    expect(schemes[0]!.cashbackText).toBe("With the cashback for paying on time: 9.49% a year.");
    const saidRates = schemes.map((s) =>
      Number(/(\d+(?:\.\d+)?)% a year\.$/.exec(s.cashbackText ?? "")?.[1] ?? /^(\d+(?:\.\d+)?)%/.exec(s.interestText)![1]),
    );
    expect(saidRates).toEqual([...saidRates].sort((a, b) => a - b));
    const calls = await journal(app, MASTER_SCHEMES, "GET");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toEqual({ cityId: "1", amount: "150000" });
  });

  it("filter=monthly lists only jumping-interest schemes", async () => {
    const { jar } = await schemesVisitor();

    const outcome = await loadSchemesPage(jar, "?filter=monthly");

    expect(outcome.data.view).toEqual({ filter: "monthly", sort: "low_interest" });
    const schemes = outcome.data.schemes as Card[];
    expect(ids(schemes)).toEqual(["SIB-JMP-1099", "CHOLA-JMP-1199", "BOM-JMP-1125", "FED-JMP-1188"]);
    expect(schemes.every((s) => s.interestType === "jumping")).toBe(true);
  });

  it("filter=half_yearly lists only flat-interest schemes; an unknown filter is the default", async () => {
    const { jar } = await schemesVisitor();

    const flat = (await loadSchemesPage(jar, "?filter=half_yearly")).data.schemes as Card[];
    expect(ids(flat)).toEqual(["FED-FLT-0999", "KVB-FLT-1250", "CHOLA-FLT-1350", "FED-FLT-1499"]);

    const unknown = await loadSchemesPage(jar, "?filter=weekly&sort=cheapest");
    expect(unknown.data.view).toEqual({ filter: "all", sort: "low_interest" });
    expect(unknown.data.schemes).toHaveLength(8);
  });

  it("orders by each sort", async () => {
    const { jar } = await schemesVisitor();
    const load = async (sort: string) => (await loadSchemesPage(jar, `?sort=${sort}`)).data.schemes as Card[];

    const lowestGold = await load("lowest_gold");
    expectOrdered(
      lowestGold.map((s) => s.goldWeight),
      "ascending",
    );
    expect(lowestGold[0]!.id).toBe("FED-JMP-1188");
    expect(lowestGold.at(-1)!.id).toBe("SIB-JMP-1099");

    const mostGold = await load("high_gold_required");
    expectOrdered(
      mostGold.map((s) => s.goldWeight),
      "descending",
    );
    expect(mostGold[0]!.id).toBe("SIB-JMP-1099");

    const perGram = await load("highest_gram");
    expectOrdered(
      perGram.map((s) => s.ltv),
      "descending",
    );
    expect(perGram[0]!.id).toBe("FED-JMP-1188");
  });

  it("orders by the loan amount, which each scheme caps at its maximum", async () => {
    const { jar } = await schemesVisitor();
    const load = async (sort: string) => (await loadSchemesPage(jar, `?amount=6000000&sort=${sort}`)).data.schemes as Card[];

    const highest = await load("high_loan_amount");
    expect(highest.map((s) => [s.id, s.loanAmount])).toEqual([
      ["FED-JMP-1188", 6_000_000],
      ["BOM-JMP-1125", 6_000_000],
      ["FED-FLT-1499", 5_000_000],
      ["SIB-JMP-1099", 3_000_000],
      ["CHOLA-JMP-1199", 2_500_000],
      ["KVB-FLT-1250", 2_000_000],
      ["CHOLA-FLT-1350", 1_500_000],
      ["FED-FLT-0999", 1_000_000],
    ]);

    const lowest = await load("lowest_loan_amount");
    expect(ids(lowest)).toEqual([
      "FED-FLT-0999",
      "CHOLA-FLT-1350",
      "KVB-FLT-1250",
      "CHOLA-JMP-1199",
      "SIB-JMP-1099",
      "FED-FLT-1499",
      "FED-JMP-1188",
      "BOM-JMP-1125",
    ]);
  });

  it("asks the masterschemes for the amount in the query when it is within the city's limits", async () => {
    const { jar } = await schemesVisitor();

    const outcome = await loadSchemesPage(jar, "?amount=2,00,000");

    expect(outcome.data.amount).toEqual({ value: "200000", min: 30_000, max: 10_000_000, error: null });
    const calls = await journal(app, MASTER_SCHEMES, "GET");
    expect(calls.map((c) => c.query.amount)).toEqual(["200000"]);
    expect((outcome.data.schemes as Card[]).every((s) => s.loanAmount === 200_000)).toBe(true);
  });

  it("a smaller amount leaves out the schemes whose minimum is above it", async () => {
    const { jar } = await schemesVisitor();

    const outcome = await loadSchemesPage(jar, "?amount=40000");

    // FED-FLT-0999 starts at 1,00,000 and CHOLA-JMP-1199 at 50,000.
    expect(ids(outcome.data.schemes)).not.toContain("FED-FLT-0999");
    expect(ids(outcome.data.schemes)).not.toContain("CHOLA-JMP-1199");
    expect((await journal(app, MASTER_SCHEMES, "GET"))[0]!.query.amount).toBe("40000");
  });

  it.each(["10", "20000000", "lots"])("says what the limits are for the amount %j and uses the lead's amount", async (asked) => {
    const { jar } = await schemesVisitor();

    const outcome = await loadSchemesPage(jar, `?amount=${asked}`);

    expect(outcome.status).toBe(200);
    expect(outcome.data.amount).toEqual({
      value: asked,
      min: 30_000,
      max: 10_000_000,
      error: "Enter an amount from ₹30,000 to ₹1,00,00,000.",
    });
    expect((await journal(app, MASTER_SCHEMES, "GET"))[0]!.query.amount).toBe("150000");
    expect(outcome.data.schemes).toHaveLength(8);
  });

  it("hides Chola's schemes where Chola does not lend (560100)", async () => {
    const { jar } = await schemesVisitor("560100");

    const outcome = await loadSchemesPage(jar);

    const schemes = outcome.data.schemes as Card[];
    expect(schemes.length).toBeGreaterThan(0);
    expect(schemes.some((s) => /chola/i.test(s.lender))).toBe(false);
    expect(ids(schemes)).toEqual(["FED-FLT-0999", "SIB-JMP-1099", "BOM-JMP-1125", "FED-JMP-1188", "KVB-FLT-1250", "FED-FLT-1499"]);
    const contents = (await journal(app, CONTENTS, "GET")).filter((entry) => !isLendersRead(entry));
    expect(contents).toHaveLength(1);
    expect(contents[0]!.query).toEqual({ "filters[type][$eq]": "chola-unserviceable-pincodes", populate: "city" });
  });

  it("shows Chola's schemes where Chola lends (560034)", async () => {
    const { jar } = await schemesVisitor(PINCODES.serviceable);

    const schemes = (await loadSchemesPage(jar)).data.schemes as Card[];

    expect(ids(schemes)).toEqual(expect.arrayContaining(["CHOLA-JMP-1199", "CHOLA-FLT-1350"]));
  });

  it("renders without schemes, with the popup, when the masterschemes fail", async () => {
    const { jar } = await schemesVisitor();
    await fault(app, { path: MASTER_SCHEMES, status: 503, body: { code: 503, message: "Pricing is down" } });

    const outcome = await loadSchemesPage(jar);

    expect(outcome.status).toBe(200);
    expect(outcome.data.schemes).toEqual([]);
    expect(outcome.data.popup).toMatchObject({ message: "" });
    expect(await journal(app, MASTER_SCHEMES, "GET")).toHaveLength(2);
  });

  it("shows the gold rate block with today's rate", async () => {
    const { jar } = await schemesVisitor();

    const outcome = await loadSchemesPage(jar);

    expect(outcome.data.blocks).toHaveLength(1);
    const [block] = outcome.data.blocks;
    expect(block.type).toBe("gold-rate");
    expect(block.rate.rate24k).toBeGreaterThan(7000);
    expect(block.rate.rate22k).toBeGreaterThan(6000);
    expect(block.rate.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof block.rate.change24k).toBe("number");
    const calls = await journal(app, GOLD_RATE, "GET");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toEqual({ key: goldRateKey(new Date()) });
  });

  it("keeps the gold rate block without a rate, with the popup, when the gold rate fails", async () => {
    const { jar } = await schemesVisitor();
    await fault(app, { path: GOLD_RATE, status: 503, body: { code: 503, message: "Gold rate unavailable" } });

    const outcome = await loadSchemesPage(jar);

    expect(outcome.status).toBe(200);
    expect(outcome.data.blocks).toEqual([{ type: "gold-rate", rate: null }]);
    expect(outcome.data.popup).toMatchObject({ message: "" });
    expect(outcome.data.schemes).toHaveLength(8);
  });

  it("keeps the gold rate block without a rate and without a popup when no rate is published (404 is an answer)", async () => {
    const { jar } = await schemesVisitor();
    await fault(app, { path: GOLD_RATE, status: 404, body: { data: null, message: "No gold rate for this date" } });

    const outcome = await loadSchemesPage(jar);

    expect(outcome.data.blocks).toEqual([{ type: "gold-rate", rate: null }]);
    expect(outcome.data.popup).toBeNull();
  });
});

describe("/lp/schemes action", () => {
  it("stores the chosen scheme and goes to the booking step, which shows it", async () => {
    const { jar } = await schemesVisitor();

    const outcome = await postScheme(jar, { schemeId: "FED-JMP-1188", amount: "150000" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/book-visit");
    const calls = await journal(app, SCHEME, "GET");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toEqual({ schemeId: "FED-JMP-1188", amount: "150000" });
    const booking = await loadBookVisitPage(jar);
    expect(booking.status).toBe(200);
    expect(booking.data.scheme).toMatchObject({ name: "Federal Gold Smart", lender: "Federal Bank Limited", amount: 150_000 });
    // 11.88% of 1,50,000 a month is ₹1,485; fee 0.5% ₹750; the booking step has the loan's key facts.
    expect(booking.data.loan.statement).toMatchObject({
      cost: { amount: 150_000, tenureMonths: 12, interest: 17_820, feeTotal: 750, netDisbursed: 149_250, totalPayable: 167_820, apr: 12.4 },
      interestText:
        "11.88% a year while you pay interest on time (within 30 days); 14% if you pay later (after 30 days), 18% after 60 days.",
    });
    expect(booking.data.loan.statement.cost.repayment).toEqual({ kind: "monthly", monthlyInterest: 1_485, months: 12, amount: 150_000 });
    expect(booking.data.scheme.goldWeight).toBeGreaterThan(0);
    expect(booking.data.loan.statement.gold.grams).toBe(booking.data.scheme.goldWeight);
    expect((await loadSchemesPage(jar)).data.chosenId).toBe("FED-JMP-1188");
    await eventsSettled();
    const events = (await journal(app, "/api/v1/eventService/sendEvent", "POST")).filter((e) => e.body.eventName === "scheme_chosen");
    expect(events[0]!.body.eventData).toMatchObject({ schemeId: "FED-JMP-1188", amount: 150_000 });
  });

  it("stores the amount the scheme was chosen for", async () => {
    const { jar } = await schemesVisitor();

    await postScheme(jar, { schemeId: "SIB-JMP-1099", amount: "250000" });

    const booking = await loadBookVisitPage(jar);
    expect(booking.data.scheme).toMatchObject({ name: "SIB Gold Express", amount: 250_000 });
  });

  it("refuses an unknown scheme with 400", async () => {
    const { jar } = await schemesVisitor();

    const outcome = await postScheme(jar, { schemeId: "NO-SUCH-SCHEME", amount: "150000" });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      result: formReply({ "": ["That scheme is no longer offered. Please choose another one."] }, { schemeId: "NO-SUCH-SCHEME" }),
      notice: null,
    });
    expect((await loadBookVisitPage(jar)).location).toBe("/lp/schemes");
  });

  it.each([
    [{ amount: "150000" }],
    [{ schemeId: "FED-JMP-1188" }],
    [{ schemeId: "FED-JMP-1188", amount: "1.5" }],
    [{ schemeId: "FED-JMP-1188", amount: "-5" }],
  ])("refuses an incomplete choice %j with 400, calling no upstream", async (fields) => {
    const { jar } = await schemesVisitor();

    const outcome = await postScheme(jar, fields);

    expect(outcome.status).toBe(400);
    // The form's fields are hidden: the page says the first message, whichever field it is on.
    expect(outcome.data.notice).toBeNull();
    expect(Object.values(outcome.data.result.error).flat()).toEqual(["Please choose a scheme from the list."]);
    expect(await journal(app, SCHEME)).toHaveLength(0);
  });

  it("refuses an amount outside the city's limits, as the page does", async () => {
    const { jar } = await schemesVisitor();

    const outcome = await postScheme(jar, { schemeId: "FED-JMP-1188", amount: "10000" });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      result: formReply({ "": ["Enter an amount from ₹30,000 to ₹1,00,00,000."] }, { amount: "10000" }),
      notice: null,
    });
    expect(await journal(app, SCHEME)).toHaveLength(0);
    expect((await loadBookVisitPage(jar)).location).toBe("/lp/schemes");
  });

  it("goes back to the list at that amount with the popup when the scheme cannot be read", async () => {
    const { jar } = await schemesVisitor();
    await fault(app, { path: SCHEME, status: 503, body: { code: 503, message: "Scheme service is down" } });

    const outcome = await postScheme(jar, { schemeId: "FED-JMP-1188", amount: "150000" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/schemes?amount=150000");
    expect(await journal(app, SCHEME, "GET")).toHaveLength(2);
    expect((await rootPopup(jar, "/lp/schemes"))?.message).toBe("");
    expect((await loadBookVisitPage(jar)).location).toBe("/lp/schemes");
  });
});
