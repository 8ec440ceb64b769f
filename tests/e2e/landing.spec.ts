/**
 * The landing layouts of requirements §2: the full-width /best-gold-loan-exp whose lead form starts the
 * journey (posted without JavaScript too: NO_JS), and the CMS-driven /lp/cards page. The
 * personal-loan pages are server HTML: tests/integration/pages-http.test.ts.
 */
import { freshPhone } from "../support/fixtures";
import { expect, fillLeadForm, NO_JS, test } from "./fixtures";

test("the full-width landing's lead form starts the journey", NO_JS, async ({ page }) => {
  await page.goto("/best-gold-loan-exp");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The best gold loan, the same day");
  await expect(page.getByText("Gold rate today")).toBeVisible();
  await fillLeadForm(page, { phone: freshPhone(), city: "Pune", amount: "200000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/lp\/otp\/auth\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter the code we sent you");
});

test("the full-width landing puts the form beside the copy on a wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/best-gold-loan-exp");
  const copy = await page.locator(".wide-hero__copy").boundingBox();
  const form = await page.locator(".wide-hero__form").boundingBox();
  expect(copy && form && form.x > copy.x + copy.width - 1).toBe(true);
  expect(form!.y).toBeLessThan(copy!.y + copy!.height);
});

test("the gold card landing comes from the CMS and leads to the login", async ({ page }) => {
  await page.goto("/lp/cards");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The gold card: spend against your gold");
  await expect(page.getByRole("heading", { name: "No income proof" })).toBeVisible();
  await page.getByRole("link", { name: "Log in to your gold card" }).click();
  await page.waitForURL(/\/lp\/cards\/login$/);
});

test(
  "the home page's drawings: the steps' from one file, with or without scripts; the hero's beside the form on a wide screen only",
  NO_JS,
  async ({ page }) => {
    const files = new Set<string>();
    page.on("request", (request) => {
      if (/\.svg$/.test(new URL(request.url()).pathname) && request.resourceType() === "image") files.add(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.locator(".hero__picture")).toBeHidden();
    const steps = page.getByTestId("how-it-works").locator("img");
    await expect(steps).toHaveCount(4);
    await steps.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => steps.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    expect([...files]).toEqual([expect.stringMatching(/\/illustrations-[\w-]+\.svg$/)]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const picture = page.locator(".hero__picture");
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const [pictureBox, formBox] = [await picture.boundingBox(), await page.locator("#lead-form").boundingBox()];
    // Beside the form, within its height: the wide screen's first column is not left empty.
    expect(pictureBox!.x + pictureBox!.width).toBeLessThan(formBox!.x);
    expect(pictureBox!.y + pictureBox!.height).toBeLessThanOrEqual(formBox!.y + formBox!.height + 40);
  },
);
