/**
 * axe-core on the states the journeys pass through but do not end on: the forms with their
 * errors, the error popup, the alert-seek prompt, the exit dialog, the error and refusal pages,
 * the calculator's answer and error. (Every page and state the other specs visit is checked by
 * the `axe` fixture in fixtures.ts; docs/decisions/025-accessibility-checks-and-colours.md.)
 * The states a posted form leads to, and the two that close by CSS alone, are judged without
 * JavaScript too (NO_JS); a page that is the same with and without it, once.
 */
import type { Page } from "@playwright/test";
import { DEMO_CARDHOLDER, freshPhone, NO_CARD_USER, SIM_OTP } from "../support/fixtures";
import {
  AD_LANDING,
  cardLoginByRequests,
  expect,
  expectNoAxeViolations,
  fillLeadForm,
  NO_JS,
  openPage,
  sim,
  test,
  waitForHydration,
} from "./fixtures";
import { bookingForm, leadByRequests, submitPincode, visitKindByRequests, withoutBrowserValidation } from "./journey";

// Some states are five pages into the journey.
test.describe.configure({ timeout: 60_000 });

/** Holds an element's CSS animations at `progress` (0 to 1) of their run: where the popup is fully shown, or the prompt has appeared. */
async function holdAnimations(page: Page, selector: string, progress: number) {
  const held = await page.evaluate(
    ({ selector, progress }) => {
      const element = document.querySelector(selector);
      if (!element) return 0;
      const animations = element.getAnimations();
      for (const animation of animations) {
        const { delay = 0, duration } = animation.effect!.getComputedTiming();
        animation.pause();
        animation.currentTime = Number(delay) + Number(duration) * progress;
      }
      return animations.length;
    },
    { selector, progress },
  );
  expect(held, `animations of ${selector}`).toBeGreaterThan(0);
}

test("the lead form with its errors", NO_JS, async ({ page, javaScriptEnabled }) => {
  await page.goto(AD_LANDING);
  if (javaScriptEnabled) await waitForHydration(page);
  await withoutBrowserValidation(page.locator("#lead-form"));
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "lead form errors", javaScriptEnabled);
});

test("the OTP page with a wrong code", NO_JS, async ({ page, javaScriptEnabled }) => {
  await page.goto(AD_LANDING);
  await fillLeadForm(page, { phone: freshPhone(), city: "Chennai", amount: "50000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/lp\/otp\/auth\//);
  await page.getByLabel("One-time code").fill("000000");
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page.getByLabel("One-time code")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "OTP error", javaScriptEnabled);
});

test("the pincode step with its error", NO_JS, async ({ page, javaScriptEnabled }) => {
  await leadByRequests(page, "/lp/pincode");
  await openPage(page, "/lp/pincode");
  await withoutBrowserValidation(page.locator("form").filter({ has: page.getByLabel(/^Your pincode/) }));
  await submitPincode(page, "12345");
  await expect(page.getByLabel(/^Your pincode/)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "pincode error", javaScriptEnabled);
});

for (const kind of ["branch", "doorstep"] as const) {
  test(`the ${kind} booking form with its errors`, NO_JS, async ({ page, javaScriptEnabled }) => {
    await visitKindByRequests(page, kind);
    await withoutBrowserValidation(bookingForm(page));
    await page.getByRole("button", { name: kind === "branch" ? "Book branch visit" : "Book doorstep visit" }).click();
    await expect(page.locator('[aria-invalid="true"], .field__error:not(:empty)').first()).toBeVisible();
    await expectNoAxeViolations(page, `${kind} booking errors`, javaScriptEnabled);
  });
}

test("the cardholder login with its error", NO_JS, async ({ page, javaScriptEnabled }) => {
  await page.goto("/lp/cards/login");
  await withoutBrowserValidation(page.locator("form").filter({ has: page.getByLabel("Mobile number") }));
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "cardholder login error", javaScriptEnabled);
});

test("the error popup, judged while it is fully shown", NO_JS, async ({ page, javaScriptEnabled }) => {
  await sim.failWith({ path: "/lead-service/v1/lead", status: 500, message: "Lead service is down for maintenance" });
  await page.goto("/");
  await fillLeadForm(page, { phone: freshPhone(), city: "Delhi", amount: "150000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.getByTestId("error-popup")).toHaveText("Some Error Happened on the Server. Please try after some time");
  // Halfway through its 3 s: between fading in (10 %) and fading out (85 %), at full opacity.
  await expectNoAxeViolations(page, "error popup", javaScriptEnabled, (checked) => holdAnimations(checked, ".error-popup", 0.5));
});

test(
  "the alert-seek prompt: out of reach until it appears, then labelled, and its close works by CSS alone",
  NO_JS,
  async ({ page, javaScriptEnabled }) => {
    await leadByRequests(page, "/lp/pincode");
    await openPage(page, "/lp/pincode");
    const prompt = page.getByTestId("alert-seek");
    await expect(prompt).toHaveCount(1);
    // Before it appears (8 s by default), Tab goes through the whole page without entering it.
    const stops: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return null;
        return active.closest(".alert-seek") ? "in the prompt" : `${active.tagName}#${active.id}`;
      });
      if (stop === null) break;
      stops.push(stop);
    }
    expect(stops.length, "the page has controls to Tab through").toBeGreaterThan(3);
    expect(stops).not.toContain("in the prompt");

    // Appeared: its fade-in run to the end (what a visitor sees after alertTimeout).
    await holdAnimations(page, ".alert-seek", 1);
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page, "alert-seek prompt", javaScriptEnabled, (checked) => holdAnimations(checked, ".alert-seek", 1));
    const close = page.getByRole("checkbox", { name: "Close help" });
    await close.focus();
    await expect(close).toBeFocused();
    await page.keyboard.press("Space");
    await expect(prompt).toBeHidden();
  },
);

test("the exit dialog", async ({ page, javaScriptEnabled }) => {
  // JavaScript only (no NO_JS): without it there is no exit dialog, back is plain back (exit-flow.spec.ts).
  await page.goto("/?from=home");
  await waitForHydration(page);
  await fillLeadForm(page, { phone: freshPhone(), city: "Bangalore", amount: "300000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/lp\/otp\/auth\//);
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await page.waitForURL(/\/lp\/pincode$/);
  await page.goBack();
  const dialog = page.getByTestId("exit-flow");
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "exit dialog", javaScriptEnabled);
});

test("the not-found page has a title and passes", async ({ page, javaScriptEnabled }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("We could not find that page | Kanak Gold Loan");
  await expectNoAxeViolations(page, "not found", javaScriptEnabled);
});

test("a refusal page has a title and passes", async ({ page, baseURL, javaScriptEnabled }) => {
  await page.setContent(
    `<form method="post" action="${baseURL}/lp/cards/login"><input name="kind" value="phone"><input name="identity" value="${DEMO_CARDHOLDER.phone}"><button>Send</button></form>`,
  );
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not accept that");
  await expect(page).toHaveTitle("We could not accept that | Kanak Gold Loan");
  await expectNoAxeViolations(page, "refusal", javaScriptEnabled);
});

test("the cardholder page of an account without a card", async ({ page, javaScriptEnabled }) => {
  await sim.reset();
  await cardLoginByRequests(page, { phone: NO_CARD_USER.phone });
  await expect(page.getByTestId("no-card")).toBeVisible();
  await expectNoAxeViolations(page, "no card", javaScriptEnabled);
});

test("the calculator's answer and its error", async ({ page, javaScriptEnabled }) => {
  await page.goto("/gold-loan-calculator?weight=40&purity=22K&city=3");
  await expectNoAxeViolations(page, "calculator answer", javaScriptEnabled);
  await page.goto("/gold-loan-calculator?weight=10&purity=99K&city=3");
  await expect(page.locator("#purity-error")).not.toBeEmpty();
  await expectNoAxeViolations(page, "calculator error", javaScriptEnabled);
});
