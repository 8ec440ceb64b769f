/**
 * Feature flags change what the journey shows (requirements §2 alert-seek, §3 otherData, §4 loading
 * source, §8): the simulator's Flagsmith overrides flags for identities by prefix
 * (server/upstream-sim/services/flags.ts), so a visitor whose flagsmithIdentity cookie starts with
 * `noexit-` gets no exit intent, `noalert-` no alert-seek prompt, `quickalert-` the prompt after
 * one second. A failing Flagsmith leaves the default flags. The flags are read on the server and
 * the prompt is shown by CSS alone: the same without JavaScript, so these run with it only.
 */
import type { Page } from "@playwright/test";
import { expect, openPage, sim, test, useFlagIdentity, waitForHydration } from "./fixtures";
import { leadByRequests } from "./journey";

/** The pincode step of a verified lead (the steps before it as requests): where the alert-seek prompt is. */
async function pincodeStep(page: Page) {
  await leadByRequests(page, "/lp/pincode");
  await openPage(page, "/lp/pincode");
}

test("the journey says where its flags came from; a failing Flagsmith gives the default flags", async ({ page, context, baseURL }) => {
  await useFlagIdentity(context, baseURL, "visitor-");
  const response = await page.goto("/lp/basic-details");
  expect(response?.headers()["x-flags-source"]).toMatch(/^(server|cache)$/);
  await expect(page.locator("main.journey")).toHaveAttribute("data-flags-source", /^(server|cache)$/);

  await useFlagIdentity(context, baseURL, "visitor-");
  await sim.fault({ path: "/flagsmith/api/v1/identities", status: 500 });
  const failed = await page.goto("/lp/basic-details");
  expect(failed?.headers()["x-flags-source"]).toBe("default flags");
  await expect(page.locator("main.journey")).toHaveAttribute("data-flags-source", "default flags");
  await expect(page.getByRole("button", { name: "Get OTP" })).toBeVisible();
});

test("noexit-: the lead page's exit intent never opens", async ({ page, context, baseURL, javaScriptEnabled }) => {
  await useFlagIdentity(context, baseURL, "noexit-");
  await page.goto("/lp/basic-details");
  const dialog = page.getByTestId("exit-flow");
  // Hydrated: every effect of the page ran, so an exit-intent listener would be in place now.
  if (javaScriptEnabled) await waitForHydration(page);
  // A listener runs inside dispatchEvent, and opening the dialog (showModal) is synchronous too:
  // had one opened it, the dialog would be open when dispatchEvent returns.
  const opened = await page.evaluate(() => {
    for (let i = 0; i < 3; i += 1)
      document.documentElement.dispatchEvent(new MouseEvent("mouseleave", { clientY: -5, relatedTarget: null }));
    return (document.querySelector('[data-testid="exit-flow"]') as HTMLDialogElement | null)?.open ?? false;
  });
  expect(opened, "the exit intent opened").toBe(false);
  await expect(dialog).toBeHidden();
});

test("noalert-: no alert-seek prompt on the pincode step", async ({ page, context, baseURL }) => {
  await useFlagIdentity(context, baseURL, "noalert-");
  await pincodeStep(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("alert-seek")).toHaveCount(0);
});

test("quickalert-: the alert-seek prompt appears after the flag's 1 s instead of the default 8 s", async ({ page, context, baseURL }) => {
  await useFlagIdentity(context, baseURL, "quickalert-");
  await pincodeStep(page);
  const alert = page.getByTestId("alert-seek");
  await expect(alert).toHaveCount(1);
  await expect(alert).toHaveAttribute("style", /animation-delay:\s*1000ms/);
  await expect(alert).toBeVisible({ timeout: 4000 });
});

test("without an override the alert-seek prompt waits the default 8 s", async ({ page, context, baseURL }) => {
  await useFlagIdentity(context, baseURL, "visitor-");
  await pincodeStep(page);
  await expect(page.getByTestId("alert-seek")).toHaveAttribute("style", /animation-delay:\s*8000ms/);
});
