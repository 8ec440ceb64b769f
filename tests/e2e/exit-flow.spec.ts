/**
 * The exit flow and the exit intent (spec §2): JavaScript enhancements. With JavaScript, browser
 * back inside the journey opens the popup once per page, "Continue" stays and "Close" goes to the
 * last page seen outside the journey; on the lead page a pointer leaving the window opens the
 * exit-intent variant. Without JavaScript, back is plain back.
 */
import type { Page } from "@playwright/test";
import { expect, fillLeadForm, freshPhone, SIM_OTP, test, waitForHydration } from "./fixtures";

async function toSchemes(page: Page, javaScriptEnabled: boolean) {
  // From the home page's own lead form, so the journey's pages are client-side navigations with JavaScript
  // (once the app has hydrated the home page: before that the form would post as plain HTML).
  await page.goto("/?from=home");
  if (javaScriptEnabled) await waitForHydration(page);
  await fillLeadForm(page, { phone: freshPhone(), city: "Bangalore", amount: "300000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL(/\/lp\/pincode$/);
  await page.getByLabel(/Your pincode/).fill("560034");
  await page.getByRole("button", { name: "Check and continue" }).click();
  await expect(page).toHaveURL(/\/lp\/schemes$/);
}

test("browser back in the journey opens the exit flow once per page; Continue stays", async ({ page, javaScriptEnabled }) => {
  await toSchemes(page, javaScriptEnabled);
  const dialog = page.getByTestId("exit-flow");
  await page.goBack();
  if (!javaScriptEnabled) {
    // Plain back: the previous page, no popup.
    await expect(page).toHaveURL(/\/lp\/pincode$/);
    await expect(dialog).toBeHidden();
    return;
  }
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading")).toHaveText("Leave your application?");
  await expect(page).toHaveURL(/\/lp\/schemes$/);

  await dialog.getByRole("button", { name: "Continue my application" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/lp\/schemes$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Choose a scheme");

  // Once per page: a second back is plain back (the steps' forms replace their entries, so it is the home page).
  await page.goBack();
  await expect(page).toHaveURL(/\/\?from=home$/);
});

test("Close in the exit flow goes to the last page seen outside the journey, not to the previous step", async ({ page, javaScriptEnabled }) => {
  await toSchemes(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Choose this scheme" }).first().click();
  await expect(page).toHaveURL(/\/lp\/book-visit$/);
  await page.getByRole("link", { name: /Branch visit/ }).click();
  await expect(page).toHaveURL(/kind=branch/);

  await page.goBack();
  const dialog = page.getByTestId("exit-flow");
  if (!javaScriptEnabled) {
    // Without JavaScript there is no exit flow: back is the browser's own back.
    await expect(page).toHaveURL(/\/lp\/book-visit$/);
    await expect(dialog).toBeHidden();
    return;
  }
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/\?from=home$/);
});

test("the lead page's exit intent opens when the pointer leaves the window, once per session", async ({ page, javaScriptEnabled }) => {
  await page.goto("/lp/basic-details");
  const dialog = page.getByTestId("exit-flow");
  await expect(dialog).toBeHidden();
  if (!javaScriptEnabled) {
    // Without JavaScript the popup never opens and the form is there as usual.
    await page.mouse.move(100, 100);
    await page.mouse.move(100, 0);
    await expect(dialog).not.toHaveAttribute("open");
    await expect(page.getByRole("button", { name: "Get OTP" })).toBeEnabled();
    return;
  }
  // Hydrated: the form's client code is running.
  await waitForHydration(page);
  const leave = () =>
    page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent("mouseleave", { clientY: -5, relatedTarget: null })));
  await expect(async () => {
    await leave();
    await expect(dialog).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(dialog.getByRole("heading")).toHaveText("Wait! Your gold loan is two minutes away");
  await dialog.getByRole("button", { name: "Continue my application" }).click();
  await expect(dialog).toBeHidden();
  await leave();
  await expect(dialog).toBeHidden();
});
