/**
 * Feature flags change what the journey shows (spec §2 alert-seek, §3 otherData, §4 loading
 * source, §8): the simulator's Flagsmith overrides flags for identities by prefix
 * (server/upstream-sim/services/flags.ts), so a visitor whose flagsmithIdentity cookie starts with
 * `noexit-` gets no exit intent, `noalert-` no alert-seek prompt, `quickalert-` the prompt after
 * one second. A failing Flagsmith leaves the default flags.
 */
import type { BrowserContext } from "@playwright/test";
import { expect, reachPincodeStep, sim, test } from "./fixtures";

/** A flagsmithIdentity cookie no other journey used, starting with `prefix`. */
async function useIdentity(context: BrowserContext, prefix: string) {
  const identity = `${prefix}${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await context.addCookies([{ name: "flagsmithIdentity", value: identity, url: test.info().project.use.baseURL! }]);
}

test("the journey says where its flags came from; a failing Flagsmith gives the default flags", async ({ page, context }) => {
  await useIdentity(context, "visitor-");
  const response = await page.goto("/lp/basic-details");
  expect(response?.headers()["x-flags-source"]).toMatch(/^(server|cache)$/);
  await expect(page.locator("main.journey")).toHaveAttribute("data-flags-source", /^(server|cache)$/);

  await useIdentity(context, "visitor-");
  await sim.fault({ path: "/flagsmith/api/v1/identities", status: 500 });
  const failed = await page.goto("/lp/basic-details");
  expect(failed?.headers()["x-flags-source"]).toBe("default flags");
  await expect(page.locator("main.journey")).toHaveAttribute("data-flags-source", "default flags");
  await expect(page.getByRole("button", { name: "Get OTP" })).toBeVisible();
});

test("noexit-: the lead page's exit intent never opens", async ({ page, context, javaScriptEnabled }) => {
  await useIdentity(context, "noexit-");
  await page.goto("/lp/basic-details");
  const dialog = page.getByTestId("exit-flow");
  if (javaScriptEnabled) await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
  for (let i = 0; i < 3; i += 1) {
    await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent("mouseleave", { clientY: -5, relatedTarget: null })));
  }
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
});

test("noalert-: no alert-seek prompt on the pincode step", async ({ page, context }) => {
  await useIdentity(context, "noalert-");
  await reachPincodeStep(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("alert-seek")).toHaveCount(0);
});

test("quickalert-: the alert-seek prompt appears after the flag's 1 s instead of the default 8 s", async ({ page, context }) => {
  await useIdentity(context, "quickalert-");
  await reachPincodeStep(page);
  const alert = page.getByTestId("alert-seek");
  await expect(alert).toHaveCount(1);
  await expect(alert).toHaveAttribute("style", /animation-delay:\s*1000ms/);
  await expect(alert).toBeVisible({ timeout: 4000 });
});

test("without an override the alert-seek prompt waits the default 8 s", async ({ page, context }) => {
  await useIdentity(context, "visitor-");
  await reachPincodeStep(page);
  await expect(page.getByTestId("alert-seek")).toHaveAttribute("style", /animation-delay:\s*8000ms/);
});
