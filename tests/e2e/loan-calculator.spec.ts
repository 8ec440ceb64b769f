/**
 * The gold loan calculator on a phone: from a city page's "How much can I borrow?" with the city
 * chosen, fill the form, submit, read the answer and the reasoning, and find the inputs in the
 * URL; the bullet answer is lower; bad input is refused next to its field with what was typed.
 * The page sends no JavaScript and its form is a GET form, so a browser without JavaScript
 * meets the very same page: these run once. The answer when the site's own limits set it is
 * server HTML (tests/integration/pages-http.test.ts); that the sitemap lists the calculator,
 * tests/integration/seo-http.test.ts.
 */
import { expect, openPage, test } from "./fixtures";
import { leadByRequests } from "./journey";

const rupees = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

test("from Pune's page: 80 g of 22 karat, the answer with its reasoning, and the inputs in the URL", async ({ page }) => {
  await page.goto("/gold-loan/pune");
  await page.getByTestId("calculator-link").click();
  await expect(page).toHaveURL(/\/gold-loan-calculator\?city=3$/);
  await expect(page.getByLabel("Your city").locator("option:checked")).toHaveText("Pune");
  await expect(page.getByTestId("calculator-result")).toHaveCount(0);

  await page.getByLabel("Weight of your gold, in grams").fill("80");
  await page.getByLabel("Purity").selectOption("22K");
  await page.getByRole("button", { name: "Calculate" }).click();

  const result = page.getByTestId("calculator-result");
  await expect(result).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe("/gold-loan-calculator");
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ weight: "80", purity: "22K", city: "3", scheme: "monthly" });
  await expect(page.getByTestId("gold-value")).toContainText("80 g of 22 karat");
  await expect(page.getByTestId("rate-used")).toContainText(/previous day's 22 karat rate, ₹[\d,.]+ a gram on \d+ \w+ \d{4}/);
  await expect(page.getByTestId("rate-used")).toContainText(/We used the (30-day average|previous day's rate)/);
  const monthly = rupees(await page.getByTestId("loan-amount").textContent());
  const value = rupees(await page.getByTestId("gold-value").locator("strong").textContent());
  expect(monthly).toBeGreaterThan(0);
  expect(monthly).toBeLessThanOrEqual(0.85 * value);
  // The same answer on a fresh load of the URL: it can be shared.
  await page.goto(url.pathname + url.search);
  expect(rupees(await page.getByTestId("loan-amount").textContent())).toBe(monthly);
  await expect(page.getByLabel("Weight of your gold, in grams")).toHaveValue("80");

  // One payment at the end: the interest counts in the limit, so the answer is lower.
  await page.getByLabel("All at once at the end (bullet)").check();
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page).toHaveURL(/scheme=bullet/);
  await expect(page.getByTestId("bullet")).toContainText(
    "With one payment at the end, the interest is counted in the limit, so you can borrow at most",
  );
  const bullet = rupees(await page.getByTestId("loan-amount").textContent());
  expect(bullet).toBeLessThan(monthly);
  expect(bullet * 1.12).toBeLessThanOrEqual(0.85 * value);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Too little gold for Pune's smallest loan: the page says so, and offers no button to apply.
  await expect(page.getByTestId("calculator-cta")).toBeVisible();
  await page.getByLabel("Weight of your gold, in grams").fill("0.5");
  await page.getByLabel("Every month").check();
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("below-minimum")).toBeVisible();
  await expect(page.getByTestId("calculator-cta")).toHaveCount(0);
});

test("bad input is refused next to its field, with what was typed kept", async ({ page }) => {
  await page.goto("/gold-loan-calculator?city=3");
  const weight = page.getByLabel("Weight of your gold, in grams");
  await weight.fill("3000");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.locator("#weight-error")).toHaveText("We lend against up to 2,730 g of gold. Enter 2,730 g or less.");
  await expect(weight).toHaveAttribute("aria-invalid", "true");
  await expect(weight).toHaveValue("3000");
  await expect(page.getByTestId("calculator-result")).toHaveCount(0);

  await page.goto("/gold-loan-calculator?weight=10&purity=99K&city=3");
  await expect(page.locator("#purity-error")).toHaveText("Choose 18, 20, 22 or 24 karat.");
  await expect(weight).toHaveValue("10");
});

test("the schemes step links to the calculator with the lead's city chosen", async ({ page }) => {
  await leadByRequests(page, "/lp/schemes");
  await openPage(page, "/lp/schemes");
  await page.getByTestId("calculator-link").click();
  await expect(page).toHaveURL(/\/gold-loan-calculator\?city=\d+$/);
  await expect(page.getByLabel("Your city").locator("option:checked")).not.toHaveText("Choose your city");
});
