/**
 * The exit flow and the exit intent (requirements §2): JavaScript enhancements. With JavaScript, browser
 * back inside the journey opens the popup once per page, "Continue" stays and "Close" goes to the
 * last page seen outside the journey; on the lead page a pointer leaving the window opens the
 * exit-intent variant. A visitor who landed on the lead page from outside the site (an ad) gets
 * the exit-intent popup on their first back press too (decision 019). Without JavaScript, back
 * is plain back: the tests tagged NO_JS show it (a step of the journey, the lead page, the
 * landing from an ad); the others are about the popup, which needs JavaScript.
 */
import type { Page } from "@playwright/test";
import { freshPhone, LEAD_PHONES, PINCODES, SIM_OTP } from "../support/fixtures";
import { AD_LANDING, expect, fillLeadForm, NO_JS, test, useFlagIdentity, waitForHydration } from "./fixtures";

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
  await page.getByLabel(/Your pincode/).fill(PINCODES.serviceable);
  await page.getByRole("button", { name: "Check and continue" }).click();
  await expect(page).toHaveURL(/\/lp\/schemes$/);
}

test("browser back in the journey opens the exit flow once per page; Continue stays", NO_JS, async ({ page, javaScriptEnabled }) => {
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

test("Close in the exit flow goes to the last page seen outside the journey, not to the previous step", async ({
  page,
  javaScriptEnabled,
}) => {
  await toSchemes(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Choose this scheme" }).first().click();
  await expect(page).toHaveURL(/\/lp\/book-visit$/);
  await page.getByRole("link", { name: /Branch visit/ }).click();
  await expect(page).toHaveURL(/kind=branch/);

  await page.goBack();
  const dialog = page.getByTestId("exit-flow");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/\?from=home$/);
});

test(
  "the lead page's exit intent opens when the pointer leaves the window, once per session",
  NO_JS,
  async ({ page, javaScriptEnabled }) => {
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
  },
);

/**
 * The landing page opened in a fresh tab (about:blank is the entry before it, as an ad's page
 * would be), and the visitor's first tap, in the phone field. With JavaScript, answers once the
 * page has installed its back guard (at that first interaction: decision 019).
 */
async function land(page: Page, javaScriptEnabled: boolean, path = AD_LANDING) {
  expect(page.url()).toBe("about:blank");
  await page.goto(path);
  const guard = page.getByTestId("exit-flow");
  if (javaScriptEnabled) {
    await waitForHydration(page);
    await expect(guard).toHaveAttribute("data-back-guard", "waiting");
  }
  await page.getByLabel("Mobile number").click();
  if (javaScriptEnabled) await expect(guard).toHaveAttribute("data-back-guard", "on");
  else await expect(guard).not.toHaveAttribute("data-back-guard");
}

test(
  "landing from an ad: the first back press opens the exit intent; Continue keeps the page and what was typed",
  NO_JS,
  async ({ page, javaScriptEnabled }) => {
    await land(page, javaScriptEnabled);
    const dialog = page.getByTestId("exit-flow");
    const phone = freshPhone();
    await page.getByLabel("Mobile number").fill(phone);

    await page.goBack();
    if (!javaScriptEnabled) {
      // Plain back: the page before, no popup.
      await expect(page).toHaveURL("about:blank");
      return;
    }
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toHaveText("Wait! Your gold loan is two minutes away");
    await expect(page).toHaveURL(AD_LANDING);

    await dialog.getByRole("button", { name: "Continue my application" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(AD_LANDING);
    await expect(page.getByLabel("Mobile number")).toHaveValue(phone);

    // Once per page: the next back press leaves.
    await page.goBack();
    await expect(page).toHaveURL("about:blank");
  },
);

test("landing from an ad: Close leaves to the page the visitor came from", async ({ page, javaScriptEnabled }) => {
  await land(page, javaScriptEnabled);
  await page.goBack();
  const dialog = page.getByTestId("exit-flow");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL("about:blank");
});

test("landing from an ad: a form post answered on the page, then back opens the popup; back with it open leaves (never trapped)", async ({
  page,
  javaScriptEnabled,
}) => {
  // Without a query string the form posts to the page's own address: the answer replaces the entry.
  await land(page, javaScriptEnabled, "/lp/basic-details");
  // A phone that already has a lead: the page answers with a message on the form.
  await fillLeadForm(page, { phone: LEAD_PHONES.duplicate, city: "Mumbai", amount: "120000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.getByTestId("duplicate-lead")).toContainText("You have already shared your details with us");

  await page.goBack();
  const dialog = page.getByTestId("exit-flow");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading")).toHaveText("Wait! Your gold loan is two minutes away");
  await expect(page).toHaveURL(/\/lp\/basic-details$/);
  await expect(page.getByLabel("Mobile number")).toHaveValue(LEAD_PHONES.duplicate);
  await page.goBack();
  await expect(page).toHaveURL("about:blank");
});

/** The landing page without a back guard: once hydrated (every effect ran) and tapped, back leaves with no popup. */
async function backLeavesAtOnce(page: Page, javaScriptEnabled: boolean, path: string) {
  expect(page.url()).toBe("about:blank");
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Mobile number").click();
  await expect(page.getByTestId("exit-flow")).not.toHaveAttribute("data-back-guard");
  await page.goBack();
  await expect(page).toHaveURL("about:blank");
}

test("landing with the exit intent off (flag showExitIntentonPage): back leaves, no popup", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  await useFlagIdentity(context, baseURL, "noexit-");
  await backLeavesAtOnce(page, javaScriptEnabled, AD_LANDING);
});

test("landing inside the Android app: no back guard, the app handles back", async ({ page, javaScriptEnabled }) => {
  await backLeavesAtOnce(page, javaScriptEnabled, "/lp/basic-details?webView=true");
});
