/**
 * Steps 3 to 6 of the visitor journey, in both JavaScript modes (see the projects in
 * playwright.config.ts) where a form is posted: the pincode, the schemes with their filter, sort and reset, a branch
 * or doorstep visit with its slot, branch or address and optional codes, and the confirmation;
 * with what the upstreams received, read from the simulator's journal, and the upstream
 * failures the visitor recovers from.
 */
import { readFileSync } from "node:fs";
import { NEAREST_TO_UNSERVICEABLE, PINCODES } from "../support/fixtures";
import { pdfText } from "../support/pdf";
import { AD_LANDING, expect, NO_JS, openPage, reachPincodeStep, sim, test, waitForHydration } from "./fixtures";
import {
  applyView,
  bookingForm,
  chooseKind,
  chooseScheme,
  dayChips,
  expectAddressKept,
  expectEvent,
  expectRequestedInThreeHours,
  freeSlots,
  pickDay,
  pickFirstFreeSlot,
  leadByRequests,
  visitKindByRequests,
  salesVisitOf,
  SLOT_VALUE,
  slotGroup,
  submitPincode,
  typeAddress,
  withoutBrowserValidation,
  type Body,
} from "./journey";

// The first journey walks every step; the others start at their own step.
test.describe.configure({ timeout: 60_000 });
test.use({ actionTimeout: 10_000 });

// ---------------------------------------------------------------------------------------

test(
  "an ad click becomes a booked branch visit, with the schemes filtered, sorted and reset on the way",
  NO_JS,
  async ({ page, javaScriptEnabled }) => {
    const { leadId, phone } = await reachPincodeStep(page, { landing: AD_LANDING, city: "Bangalore", amount: "300000" });
    const create = (await sim.requests("/public/v1/lead", "POST")).find((r) => (r.body as Body).phone === `+91${phone}`);
    expect(create?.body).toMatchObject({
      cityId: 1,
      city: "Bangalore",
      loanAmount: 300000,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "gold-nov",
    });

    // Step 3: the pincode.
    await expect(page.getByTestId("progress")).toHaveText("03/06");
    await submitPincode(page, PINCODES.serviceable);
    await page.waitForURL(/\/lp\/schemes$/);
    await expect(page.getByTestId("progress")).toHaveText("04/06");

    // Step 4: every scheme, then the monthly ones, then sorted, then reset.
    const cards = page.getByTestId("scheme");
    const count = page.locator(".schemes__count");
    await expect(cards.first()).toBeVisible();
    // The first scheme's name is on the phone's first screen, above the gold rate (issue 32).
    const firstName = await cards.first().getByRole("heading").boundingBox();
    expect(firstName!.y + firstName!.height).toBeLessThanOrEqual(740);
    const allSchemes = await cards.count();
    const allCountText = (await count.innerText()).trim();
    expect(allCountText).toBe(`${allSchemes} schemes for ₹3,00,000`);

    // With JavaScript a change applies at once, once the app has hydrated the page (its change handler).
    if (javaScriptEnabled) await waitForHydration(page);
    // Each card leads with one rate, its APR; its name carries no other.
    await expect(cards.locator('[data-testid="scheme-rate"]')).toHaveCount(allSchemes);
    for (const rate of await cards.locator('[data-testid="scheme-rate"]').allInnerTexts()) expect(rate).toMatch(/^\d+(\.\d)?% a year$/);
    for (const name of await cards.locator("h3").allInnerTexts()) expect(name).not.toContain("%");
    await page.getByLabel("Monthly interest (rate can rise if late)").check();
    await applyView(page, javaScriptEnabled);
    await page.waitForURL((url) => url.searchParams.get("filter") === "monthly");
    await expect(page.getByLabel("Monthly interest (rate can rise if late)")).toBeChecked();
    await expect(count).not.toHaveText(allCountText);
    const monthly = await cards.count();
    expect(monthly).toBeGreaterThan(0);
    expect(monthly).toBeLessThan(allSchemes);
    await expect(cards.locator(".scheme__head .badge")).toHaveText(Array(monthly).fill("Monthly interest (rate can rise if late)"));

    await page.getByLabel("Sort by").selectOption({ label: "Highest loan per gram" });
    await applyView(page, javaScriptEnabled);
    await page.waitForURL((url) => url.searchParams.get("sort") === "highest_gram");
    expect(new URL(page.url()).searchParams.get("filter")).toBe("monthly");
    await expect(page.getByLabel("Sort by")).toHaveValue("highest_gram");
    const ltv = cards
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: "Loan to value" }) })
      .locator("dd");
    await expect(ltv).toHaveCount(monthly);
    const ltvFigures = (await ltv.allInnerTexts()).map((text) => Number(text.replace("%", "")));
    expect(ltvFigures.every(Number.isFinite)).toBe(true);
    expect(ltvFigures).toEqual([...ltvFigures].sort((a, b) => b - a));
    expect(new Set(ltvFigures).size).toBeGreaterThan(1);

    await page.getByRole("link", { name: "Reset filters" }).click();
    await page.waitForURL((url) => url.pathname === "/lp/schemes" && !url.searchParams.has("filter") && !url.searchParams.has("sort"));
    await expect(count).toHaveText(allCountText);
    await expect(cards).toHaveCount(allSchemes);
    await expect(page.getByLabel("All schemes")).toBeChecked();

    await chooseScheme(page, 0);

    // Step 5: a branch visit on the first day with a free time, at the first branch.
    await expect(page.getByTestId("progress")).toHaveText("05/06");
    // The chosen loan's key facts, server-rendered: the APR leads the summary line.
    await expect(page.locator("p.lead")).toContainText(/: APR \d+\.\d% a year, about/);
    const keyFacts = page.getByTestId("key-facts");
    for (const term of [
      "Loan amount",
      "Tenure",
      "Interest rate",
      "Processing fee",
      "Total amount payable",
      "APR (all costs, a year)",
      "Repayment",
      "Cooling-off period",
    ]) {
      await expect(keyFacts.locator("dt", { hasText: term }).first()).toBeVisible();
    }
    await expect(keyFacts.locator("div").filter({ hasText: "Loan amount" }).locator("dd")).toHaveText("₹3,00,000");
    // The whole Key Facts Statement on a page of its own, in RBI's two parts, to print or keep (the Print button needs the page's script).
    const total = await keyFacts.locator("div").filter({ hasText: "Total amount payable" }).locator("dd").innerText();
    await page.getByRole("link", { name: "The full Key Facts Statement" }).click();
    await page.waitForURL(/\/lp\/key-facts$/);
    const printable = page.getByTestId("printable-key-facts");
    await expect(printable.getByRole("heading", { name: "Part 1: Interest rate and fees/charges" })).toBeVisible();
    await expect(printable.getByRole("heading", { name: "Part 2: Other qualitative information" })).toBeVisible();
    const row = (term: string) =>
      printable
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: term }) })
        .locator("dd");
    await expect(row("Total amount payable")).toHaveText(total);
    await expect(row("Valuation rate")).toContainText(/^₹[\d,.]+ a gram: the lower of the previous day's rate/);
    await expect(row("Loan to value")).toContainText(/^\d+(\.\d)?%: ₹3,00,000 against gold worth ₹[\d,]+$/);
    await expect(row("Return of your gold")).toHaveText(
      "Within 7 working days of repaying in full. For each day of delay, the lender pays you ₹5,000.",
    );
    await expect(row("Lender's nodal officer")).toContainText("Example Nodal Officer");
    await expect(row("Our grievance redressal officer")).toContainText("Example Grievance Officer");
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toHaveCount(javaScriptEnabled ? 1 : 0);
    // ...and as a PDF to keep, a download with or without JavaScript (decision 039).
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Key Facts Statement (PDF)" }).click();
    expect((await download).suggestedFilename()).toMatch(/^key-facts-[a-z0-9-]+-en\.pdf$/);
    const statement = pdfText(readFileSync((await (await download).path())!));
    expect(statement).toContain("Key Facts Statement");
    expect(statement).toContain(`Total amount payable ${total}`);
    expect(statement).toContain("Part 2: Other qualitative information");
    expect(statement).toContain("Return of your gold Within 7 working days of repaying in full.");
    await page.getByRole("link", { name: "Back to your booking" }).click();
    await page.waitForURL(/\/lp\/book-visit$/);
    // The choice of a branch or a home visit is on the phone's first screen, above the key facts (issue 32)...
    const kinds = await page.getByRole("navigation", { name: "Visit type" }).boundingBox();
    expect(kinds!.y + kinds!.height).toBeLessThanOrEqual(740);
    await chooseKind(page, "branch");
    // ...which fold once it is made, so that the day and the time follow; their summary stays.
    await expect(page.locator("details.key-facts-box")).not.toHaveAttribute("open");
    await expect(page.getByText("Key facts of your loan")).toBeVisible();
    const slot = await pickFirstFreeSlot(page);
    const branches = page.getByRole("group", { name: "Choose a branch" }).getByRole("radio");
    await expect(branches.first()).toBeVisible();
    await branches.first().check();
    const branchName = (await page.locator("label.branch-option").first().locator("strong").innerText()).trim();
    // The purity of the visitor's gold: 22 karat unless they choose (decision 018).
    const purity = page.getByRole("group", { name: "Purity of your gold" });
    await expect(purity.getByLabel("22 karat")).toBeChecked();
    // The time comes right under the day, the purity after it (issue 32).
    const [timeBox, purityBox] = await Promise.all([page.locator("#slot-group").boundingBox(), purity.boundingBox()]);
    expect(timeBox!.y).toBeLessThan(purityBox!.y);
    await purity.getByLabel("24 karat").check();
    await page.getByRole("button", { name: "Book branch visit" }).click();

    // Step 6: the confirmation.
    await page.waitForURL(/\/lp\/confirmation$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your branch visit is booked");
    const summary = page.getByTestId("booking-summary");
    await expect(summary).toContainText(slot.label);
    await expect(summary).toContainText(branchName);
    await expect(page.getByTestId("booking-reference")).toHaveText(/^SV-\w+$/);

    // What the upstreams received.
    const lastUpdate = (await sim.leadUpdates(leadId)).at(-1)?.body as Body;
    expect(lastUpdate).toMatchObject({ ctaId: 3, pincode: PINCODES.serviceable, productType: "GOLD", goldQuality: "24K" });
    expect(lastUpdate.slot).toMatch(SLOT_VALUE);
    expect(lastUpdate.slot).toBe(`${slot.date} ${slot.slotId}`);

    const visit = await salesVisitOf(leadId);
    expect(visit.body).toMatchObject({
      type: "BRANCH",
      meeting_type: "branch",
      loanamount: 300000,
      estimatedTicket_size_v2: "less than 5 lakh",
      schedule: lastUpdate.slot,
      phone: `+91${phone}`,
    });
    expectRequestedInThreeHours(visit);
    await expectEvent(leadId, "branch_visit_booked");
  },
);

test("a doorstep visit is booked at the address typed", NO_JS, async ({ page }) => {
  const { leadId } = await visitKindByRequests(page, "doorstep");
  const address = { house: "12A", street: "5th Main Road", area: "Koramangala" };
  // The day first: a day is a link, so choosing it loads the page again.
  const slot = await pickFirstFreeSlot(page);
  await expect(page.locator("#pincode")).toHaveValue(PINCODES.serviceable);
  await typeAddress(page, address);
  // The name is optional; typed, it is whom our expert asks for.
  await page.getByLabel("Your name (optional)").fill("Meena Kumari");
  await page.getByRole("button", { name: "Book doorstep visit" }).click();

  await page.waitForURL(/\/lp\/confirmation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your doorstep visit is booked");
  const summary = page.getByTestId("booking-summary");
  await expect(summary).toContainText(slot.label);
  await expect(summary).toContainText(`${address.house}, ${address.street}, ${address.area}`);
  await expect(summary).toContainText(PINCODES.serviceable);

  const lastUpdate = (await sim.leadUpdates(leadId)).at(-1)?.body as Body;
  expect(lastUpdate).toMatchObject({
    ctaId: 4,
    pincode: PINCODES.serviceable,
    slot: `${slot.date} ${slot.slotId}`,
    goldQuality: "22K",
    name: "Meena Kumari",
  });
  expect(lastUpdate.googleCoordinates).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);

  const visit = await salesVisitOf(leadId);
  const body = visit.body as { address: Body; requestedlocation: { lat: unknown; lng: unknown } } & Body;
  expect(body).toMatchObject({
    type: "DOORSTEP",
    meeting_type: "doorstep",
    schedule: lastUpdate.slot,
    firstname: "Meena",
    lastname: "Kumari",
  });
  expect(body.address).toMatchObject({ house: address.house, street: address.street, area: address.area, pincode: PINCODES.serviceable });
  expect(typeof body.requestedlocation.lat).toBe("number");
  expect(typeof body.requestedlocation.lng).toBe("number");
  expectRequestedInThreeHours(visit);

  const geocodes = (await sim.requests("/insight/geocode", "GET")).filter((r) => r.query.address?.includes(address.street));
  expect(geocodes.length).toBeGreaterThan(0);
  await expectEvent(leadId, "doorstep_visit_booked");
});

test("a doorstep booking without a house number says so and keeps what was typed", NO_JS, async ({ page }) => {
  await visitKindByRequests(page, "doorstep");
  await pickFirstFreeSlot(page);
  const address = { house: "", street: "80 Feet Road", area: "Indiranagar" };
  await typeAddress(page, address);
  await withoutBrowserValidation(bookingForm(page));
  await page.getByRole("button", { name: "Book doorstep visit" }).click();

  await expect(page.locator("#house-error")).toHaveText("Please enter your house or flat number.");
  await expect(page.locator("#house")).toHaveAttribute("aria-invalid", "true");
  await expectAddressKept(page, address);
  await expect(page.locator("#pincode")).toHaveValue(PINCODES.serviceable);
  await expect(page).toHaveURL(/\/lp\/book-visit/);
});

test("an unserviceable pincode offers the nearest branch and a call back", NO_JS, async ({ page }) => {
  const { leadId } = await leadByRequests(page, "/lp/pincode");
  await openPage(page, "/lp/pincode");
  await submitPincode(page, PINCODES.unserviceable);
  await page.waitForURL((url) => url.pathname === "/lp/pincode" && url.search === "");
  const panel = page.getByTestId("unserviceable");
  await expect(panel.getByRole("heading")).toHaveText(`We do not serve ${PINCODES.unserviceable} yet`);
  await expect(panel).toContainText(NEAREST_TO_UNSERVICEABLE);
  await expect(panel).toContainText("32.1 km");

  // A call back first: the lead's consent to call is saved.
  const before = (await sim.leadUpdates(leadId)).at(-1)?.seq ?? 0;
  await panel.getByRole("button", { name: "Request a call back" }).click();
  await expect(page.getByTestId("callback-requested")).toContainText("Our gold loan expert will call you shortly.");
  expect(new URL(page.url()).pathname).toBe("/lp/pincode");
  const after = (await sim.leadUpdates(leadId)).filter((r) => r.seq > before);
  expect(after.length).toBeGreaterThan(0);
  expect(after.at(-1)?.body).toMatchObject({ consentToCall: true, pincode: PINCODES.unserviceable });
  await expectEvent(leadId, "callback_requested");

  // Then the branch instead.
  await panel.getByRole("button", { name: "Continue with a branch visit" }).click();
  await page.waitForURL(/\/lp\/schemes$/);
  // A scheme of that branch's lender (decision 046: a branch visit is at a branch of the scheme's lender).
  await page
    .getByTestId("scheme")
    .filter({ hasText: "Cholamandalam" })
    .first()
    .getByRole("button", { name: /this scheme$/ })
    .click();
  await page.waitForURL(/\/lp\/book-visit$/);

  const kinds = page.getByRole("navigation", { name: "Visit type" });
  await expect(kinds.getByRole("link", { name: /^Doorstep visit/ })).toHaveCount(0);
  await expect(kinds.locator("[aria-disabled='true']")).toContainText("Doorstep visit");
  await expect(kinds.locator("[aria-disabled='true']")).toContainText("cannot come");
  // The branch visit is the only choice, so it is chosen.
  await expect(page.getByRole("heading", { name: "Pick a day" })).toBeVisible();
  const branches = page.getByRole("group", { name: "Choose a branch" }).getByRole("radio");
  await expect(branches).toHaveCount(1);
  await expect(branches.first()).toBeChecked();
  await expect(page.locator("label.branch-option strong")).toHaveText(NEAREST_TO_UNSERVICEABLE);
  await expect(page.locator("label.branch-option")).toContainText("32.1 km");
});

test("a slot service failure shows the popup and keeps the visit kind and the day", async ({ page }) => {
  await visitKindByRequests(page, "branch");
  const date = await pickDay(page, 1);
  await expect(freeSlots(page).first()).toBeVisible();

  await sim.fault({ path: "/insight/view-slots", status: 503, body: { code: 503, message: "Slot service is down" } });
  await page.reload();
  await expect(page.getByTestId("error-popup")).toHaveText("Some Error Happened on the Server. Please try after some time");
  const url = new URL(page.url());
  expect(url.searchParams.get("kind")).toBe("branch");
  expect(url.searchParams.get("date")).toBe(date);
  await expect(dayChips(page).nth(1)).toHaveAttribute("aria-current", "date");
  await expect(page.getByTestId("slots-unavailable")).toContainText("We could not load the times for this day");
  await expect(slotGroup(page).getByRole("radio")).toHaveCount(0);

  await sim.clearFaults();
  await page.getByTestId("slots-unavailable").getByRole("link", { name: "Try again" }).click();
  await expect(freeSlots(page).first()).toBeVisible();
  await expect(page.getByTestId("slots-unavailable")).toHaveCount(0);
  const after = new URL(page.url());
  expect(after.searchParams.get("kind")).toBe("branch");
  expect(after.searchParams.get("date")).toBe(date);
});

test("a booking failure shows the popup and keeps the form", NO_JS, async ({ page }) => {
  await visitKindByRequests(page, "doorstep");
  const slot = await pickFirstFreeSlot(page);
  const address = { house: "No. 7", street: "Hosur Road", area: "Koramangala" };
  await typeAddress(page, address);

  await sim.fault({ path: "/salesvisit/create", method: "POST", status: 500, body: { code: 500, message: "Could not create the visit" } });
  await page.getByRole("button", { name: "Book doorstep visit" }).click();

  await expect(page.getByTestId("error-popup")).toHaveText("Some Error Happened on the Server. Please try after some time");
  // Polled (and named in full when it fails): back on the step with the kind and the day kept.
  await expect(page).toHaveURL(
    (url) => url.pathname === "/lp/book-visit" && url.searchParams.get("kind") === "doorstep" && url.searchParams.get("date") === slot.date,
  );
  await expectAddressKept(page, address);
  await expect(slotGroup(page).getByRole("radio", { name: slot.label })).toBeChecked();
});

test("an invalid referral code is refused with the form kept; a valid one and a voucher are applied", NO_JS, async ({ page }) => {
  const { leadId, phone } = await visitKindByRequests(page, "doorstep");
  const slot = await pickFirstFreeSlot(page);
  const address = { house: "Flat 3B", street: "Sarjapur Road", area: "Koramangala" };
  await typeAddress(page, address);
  await page.getByLabel(/^Referral code/).fill("NOPE1");
  await page.getByLabel(/^Google Pay voucher/).fill("GPAY500");
  await page.getByRole("button", { name: "Book doorstep visit" }).click();

  await expect(page.locator("#referralCode-error")).toHaveText(/^This referral code is not valid\b/);
  await expect(page).toHaveURL(/\/lp\/book-visit/);
  await expect(page.getByLabel(/^Referral code/)).toHaveValue("NOPE1");
  await expect(page.getByLabel(/^Google Pay voucher/)).toHaveValue("GPAY500");
  await expectAddressKept(page, address);
  await expect(slotGroup(page).getByRole("radio", { name: slot.label })).toBeChecked();
  expect((await sim.requests("/salesvisit/create", "POST")).filter((r) => (r.body as Body).lead === leadId)).toHaveLength(0);

  await page.getByLabel(/^Referral code/).fill("GOLD100");
  await page.getByRole("button", { name: "Book doorstep visit" }).click();
  await page.waitForURL(/\/lp\/confirmation$/);
  const summary = page.getByTestId("booking-summary");
  await expect(summary).toContainText("Referral code applied");
  await expect(summary).toContainText("Google Pay voucher of ₹500 applied");

  const referrals = (await sim.requests("/referral/add-mweb-referral", "POST")).filter(
    (r) => (r.body as Body).refereePhone === `+91${phone}`,
  );
  expect(referrals).toHaveLength(1);
  expect(referrals[0]!.body).toMatchObject({ referralCode: "GOLD100" });
  expect(referrals[0]!.headers.authorization).toMatch(/^Bearer \S+/);
});

test("a pincode that is not 6 digits gets a clear message and keeps what was typed", NO_JS, async ({ page }) => {
  await leadByRequests(page, "/lp/pincode");
  await openPage(page, "/lp/pincode");
  await withoutBrowserValidation(page.locator("form").filter({ has: page.getByLabel(/^Your pincode/) }));
  await submitPincode(page, "12345");
  await expect(page.locator("#pincode-error")).toHaveText("A pincode has exactly 6 digits.");
  await expect(page.getByLabel(/^Your pincode/)).toHaveValue("12345");
  await expect(page.getByLabel(/^Your pincode/)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/lp\/pincode$/);
});
