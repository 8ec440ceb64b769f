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

test("the home page's steps show their drawings from one file, with or without scripts", NO_JS, async ({ page }) => {
  const files = new Set<string>();
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "image" && path.endsWith(".svg")) files.add(path);
  });
  await page.goto("/");
  const steps = page.getByTestId("how-it-works").locator("img");
  await expect(steps).toHaveCount(4);
  await steps.last().scrollIntoViewIfNeeded();
  await expect.poll(() => steps.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  expect([...files]).toEqual([expect.stringMatching(/\/illustrations-[\w-]+\.svg$/)]);
});

test("a wide screen's first column has a picture beside the form or the call to action; a phone's has none", async ({ page }) => {
  for (const [path, beside] of [
    ["/", "#lead-form"],
    ["/lp/basic-details", "#lead-form"],
    ["/lp/cards", ".hero .button"],
  ] as const) {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    const picture = page.locator(".hero__picture");
    await expect(picture, path).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(picture, path).toBeVisible();
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth), path).toBeGreaterThan(0);
    const [box, other] = [(await picture.boundingBox())!, (await page.locator(beside).first().boundingBox())!];
    // In the first screen, and beside the other column: left of the form, or right of the call to action.
    expect(box.y + box.height, path).toBeLessThanOrEqual(900);
    expect(box.x + box.width <= other.x || box.x >= other.x + other.width, path).toBe(true);
  }
});
