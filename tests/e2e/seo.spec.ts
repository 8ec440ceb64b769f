/**
 * The SEO pages on a 360 px phone (docs/seo-and-content.md): the city page down to its call to
 * action and its gold rate chart, a scheme card's link to the scheme's page, and the home page's
 * gold rate and links to them, each hydrating (with JavaScript) without an error and keeping the
 * server's JSON-LD. What a crawler gets (the server HTML, the JSON-LD, the sitemap and robots.txt,
 * the redirects and languages) needs no browser: tests/integration/seo-http.test.ts. The search
 * pages carry no script of the site's, so they run with JavaScript only.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { pdfText } from "../support/pdf";
import { expect, test } from "./fixtures";

/** The errors a page raises or logs from now on (a hydration mismatch among them), collected as they come. */
function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  return problems;
}

test("on a phone the city page shows its headline and a call to action that opens the lead form with Pune chosen", async ({ page }) => {
  const problems = pageProblems(page);
  await page.goto("/gold-loan/pune");
  await page.waitForLoadState("networkidle");
  // Hydration (with JavaScript) keeps the server's JSON-LD scripts and raises nothing.
  expect(problems).toEqual([]);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(7);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gold loan in Pune at low interest");
  const cta = page.getByTestId("cta");
  await expect(cta).toBeVisible();
  await expect(cta).toHaveText("Check my loan offer");
  // The call to action is on the first screen of a 360x740 phone, and nothing is wider than the screen.
  const box = await cta.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(740);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByTestId("scheme")).toHaveCount(6);
  await expect(page.getByTestId("gold-rate")).toBeVisible();
  // The 30-day chart, and each day's rate behind a summary that opens without a script.
  const trend = page.getByTestId("rate-trend");
  await expect(trend.locator("svg path")).toHaveCount(2);
  await trend.getByText("Each day's rate").click();
  await expect(trend.getByRole("row")).toHaveCount(32);

  await cta.click();
  await expect(page).toHaveURL(/\/\?r_city=gl_pune_3#lead-form$/);
  await expect(page.getByLabel("City").locator("option:checked")).toHaveText("Pune");
});

test("a scheme card leads to the scheme's page", async ({ page }) => {
  await page.goto("/gold-loan/pune");
  await page.getByRole("link", { name: "Federal Gold Smart" }).click();
  await expect(page).toHaveURL(/\/gold-loan\/pune\/fed-jmp-1188$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Federal Gold Smart gold loan in Pune");
  const facts = page.getByTestId("key-facts");
  await expect(facts.locator("div").filter({ hasText: "APR (all costs, a year)" }).locator("dd")).toHaveText("12.4%");
  await expect(facts.locator("div").filter({ hasText: "Total amount payable" }).locator("dd")).toHaveText("₹1,11,880");
  await expect(facts.locator("div").filter({ hasText: "Repayment" }).locator("dd")).toHaveText(
    "₹990 each month for 12 months, then ₹1,00,000 at the end",
  );
});

test("a scheme's page in Hindi gives its Key Facts Statement as a PDF in Hindi, the same figures", async ({ page }) => {
  await page.goto("/hi/gold-loan/pune/fed-jmp-1188");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "मुख्य तथ्य विवरण (PDF)" }).click();
  expect((await download).suggestedFilename()).toBe("key-facts-federal-gold-smart-hi.pdf");
  const statement = pdfText(readFileSync((await (await download).path())!));
  expect(statement).toContain("मुख्य तथ्य विवरण");
  expect(statement).toContain("कुल देय राशि ₹1,11,880");
});

test("the home page hydrates keeping its JSON-LD, and links to every city page and the calculator", async ({ page }) => {
  const problems = pageProblems(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // With JavaScript, hydration keeps the JSON-LD scripts and raises nothing.
  expect(problems).toEqual([]);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(2);
  // Today's gold rate is on the first screen of a 360x740 phone, with the 30-day trend in the form's city (the default, Bangalore).
  const rate = page.getByTestId("home-gold-rate");
  await expect(rate).toContainText(/22 karat ₹[\d,]+\/g/);
  const rateBox = await rate.boundingBox();
  expect(rateBox!.y + rateBox!.height).toBeLessThanOrEqual(740);
  await expect(rate.getByRole("link", { name: "The last 30 days in Bangalore" })).toHaveAttribute("href", "/gold-loan/bangalore");
  // Who lends, by name: the footer's lending partners as badges.
  const partners = page.getByTestId("partners");
  await expect(partners.getByRole("heading")).toHaveText("Your loan comes from an RBI-regulated bank or NBFC");
  await expect(partners.getByRole("listitem").filter({ hasText: "Federal Bank Limited" })).toHaveCount(1);
  // The header's mark is a drawing and its wordmark reads as the name.
  await expect(page.getByRole("link", { name: "Kanak Gold Loan" }).first().locator("svg.brand__mark")).toHaveCount(1);
  const links = page.getByTestId("search-links").getByRole("link");
  await expect(links).toHaveCount(9);
  await expect(
    page.getByTestId("search-links").getByRole("link", { name: "Gold loan calculator: how much can I borrow?" }),
  ).toHaveAttribute("href", "/gold-loan-calculator");
  await page.getByTestId("search-links").getByRole("link", { name: "Pune", exact: true }).click();
  await expect(page).toHaveURL(/\/gold-loan\/pune$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gold loan in Pune at low interest");
});
