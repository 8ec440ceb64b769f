/**
 * No dead ends on the screen (decision 047), at 360 px and at 1,280 px: the home page's rate strip
 * link is a tap target of 44 px; amounts shown back are grouped; on a wide screen the pincode step and /personal-loans put useful
 * words in the column that was empty, and a phone's page is as it was.
 */
import type { Page } from "@playwright/test";
import { PINCODES } from "../support/fixtures";
import { expect, NO_JS, reachPincodeStep, test } from "./fixtures";
import { submitPincode } from "./journey";

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
}

test("the home page's rate strip link is at least 44 px tall, at 360 px and at 1,280 px", NO_JS, async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const link = page.getByRole("link", { name: /^The last 30 days in / });
    await expect(link).toBeVisible();
    const { height, width } = (await link.boundingBox())!;
    expect(height, `${viewport.width} px: the link's height`).toBeGreaterThanOrEqual(44);
    expect(width).toBeGreaterThanOrEqual(44);
  }
});

test(
  "the pincode step: on a wide screen what happens next stands beside the form; a phone's step is as it was",
  NO_JS,
  async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await reachPincodeStep(page);
    const next = page.getByTestId("pincode-next");
    await expect(next.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(next.getByRole("heading", { name: "Bring to your visit" })).toBeVisible();
    const form = await box(page, 'form[action^="/lp/pincode"]');
    const column = await box(page, '[data-testid="pincode-next"]');
    // Beside the form, in the column to its right, from near the top of the page.
    expect(column.x).toBeGreaterThanOrEqual(form.x + form.width);
    expect(column.y).toBeLessThan(form.y + form.height);
    expect(column.width).toBeGreaterThan(300);

    await page.setViewportSize(PHONE);
    await expect(next).toBeHidden();
  },
);

test("/personal-loans: on a wide screen how to apply and the questions fill the column beside the rest", NO_JS, async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/personal-loans");
  const title = await box(page, "h1");
  const how = await box(page, 'section[aria-labelledby="pl-how"]');
  const facts = await box(page, ".pl-facts");
  // How to apply starts beside the heading, not below the page's first half.
  expect(how.x).toBeGreaterThan(title.x + title.width - 1);
  expect(Math.abs(how.y - title.y)).toBeLessThan(80);
  // The right column holds the questions too: its content reaches past the middle of the left column's facts
  // (how far depends on how many of the CMS's questions are shown: one carrying an unchecked percentage is not).
  const side = await box(page, ".pl-side");
  expect(side.x).toBeGreaterThanOrEqual(facts.x + facts.width);
  expect(side.y + side.height).toBeGreaterThan(facts.y + facts.height * 0.5);

  // A phone: one column, in the page's order.
  await page.setViewportSize(PHONE);
  const phoneHow = await box(page, 'section[aria-labelledby="pl-how"]');
  const phoneFacts = await box(page, ".pl-facts");
  expect(phoneHow.y).toBeGreaterThan(phoneFacts.y + phoneFacts.height - 1);
  expect(Math.abs(phoneHow.x - phoneFacts.x)).toBeLessThan(2);
});

test("an amount the site shows back is in Indian grouping: the lead form's and the schemes step's", NO_JS, async ({ page }) => {
  await reachPincodeStep(page, { amount: "150000" });
  await submitPincode(page, PINCODES.serviceable);
  await page.waitForURL(/\/lp\/schemes/);
  await expect(page.getByLabel("Loan amount (₹)")).toHaveValue("1,50,000");

  // The lead form of a session with a lead shows its amount the same way.
  await page.goto("/lp/basic-details");
  await expect(page.getByLabel("Loan amount (₹)")).toHaveValue("1,50,000");
});
