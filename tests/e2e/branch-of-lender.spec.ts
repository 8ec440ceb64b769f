/**
 * The branch of the chosen scheme's lender (docs/decisions/046), at 360 px and at 1280 px, with
 * JavaScript and without (NO_JS): the booking step lists only that lender's branches, their
 * addresses with city and pincode; where the lender has none near, the page says so and offers
 * a doorstep visit and schemes of lenders with a branch near. The confirmation names the same
 * branch as the visit booked upstream, leads to it in full, and on a wide screen puts the branch,
 * what to bring and the key facts beside the visit rather than under it.
 */
import type { Page } from "@playwright/test";
import { freshPhone, SIM_OTP } from "../support/fixtures";
import { AD_LANDING, expect, NO_JS, openPage, sim, test } from "./fixtures";
import { pickFirstFreeSlot, type Body } from "./journey";

test.describe.configure({ timeout: 60_000 });

/** A lead in a city, at a pincode, with a scheme chosen: the requests a browser without JavaScript sends, through the page's context. */
async function chosenScheme(page: Page, lead: { cityId: string; pincode: string; schemeId: string }) {
  const post = async (url: string, form: Record<string, string>) => {
    const response = await page.request.post(url, { form, maxRedirects: 0 });
    expect(response.status(), `POST ${url}`).toBe(302);
    return response.headers()["location"]!;
  };
  expect((await page.request.get(AD_LANDING)).status()).toBe(200);
  const otpPage = await post(AD_LANDING, { phone: freshPhone(), cityId: lead.cityId, loanAmount: "300000", loanType: "FRESH" });
  expect((await page.request.get(otpPage)).status()).toBe(200);
  await post(otpPage, { intent: "verify", otp: SIM_OTP });
  await post("/lp/pincode", { intent: "check", pincode: lead.pincode });
  expect(await post("/lp/schemes", { intent: "choose", schemeId: lead.schemeId, amount: "300000" })).toBe("/lp/book-visit");
  return otpPage.split("/").pop()!;
}

/** A box's place on the page. */
async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).boundingBox();
  expect(found, testId).not.toBeNull();
  return found!;
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("Pune, Federal Gold Smart: a Federal Bank branch, booked there, and the confirmation's columns", NO_JS, async ({ page }) => {
      const leadId = await chosenScheme(page, { cityId: "3", pincode: "411001", schemeId: "FED-JMP-1188" });
      await openPage(page, "/lp/book-visit?kind=branch");

      // Only the lender's branch, with its distance and its address in full; not the nearer Bank of Maharashtra one.
      const group = page.getByRole("group", { name: "Choose a branch of Federal Bank Limited" });
      await expect(group.getByRole("radio")).toHaveCount(1);
      await expect(group.getByRole("radio")).toBeChecked();
      const option = page.locator("label.branch-option");
      await expect(option.locator("strong")).toHaveText("Federal Bank, Shivajinagar");
      await expect(option).toContainText("1185/A, Fergusson College Road, Shivajinagar, Pune 411005");
      await expect(option).toContainText(/km away/);
      await expect(page.locator("form")).not.toContainText("Bank of Maharashtra, Camp");

      await pickFirstFreeSlot(page);
      await page.getByRole("button", { name: "Book branch visit" }).click();
      await page.waitForURL(/\/lp\/confirmation$/);

      // The confirmation and the visit booked upstream name the same branch for the same lender's scheme.
      const summary = page.getByTestId("booking-summary");
      await expect(summary).toContainText("Federal Bank, Shivajinagar, 1185/A, Fergusson College Road, Shivajinagar, Pune 411005");
      await expect(summary).toContainText("Federal Gold Smart (Federal Bank Limited)");
      const visits = (await sim.requests("/salesvisit/create", "POST")).filter((call) => (call.body as Body).lead === leadId);
      expect(visits).toHaveLength(1);
      expect((visits[0]!.body as { address: Body }).address).toMatchObject({ area: "Federal Bank, Shivajinagar", pincode: "411005" });

      // The branch beside the visit: its address, hours, and directions to the address in full.
      const branch = page.getByTestId("visit-branch");
      await expect(branch).toContainText("Pune 411005");
      await expect(branch).toContainText("Mon–Sat");
      await expect(branch.getByRole("link", { name: "Directions" })).toHaveAttribute("href", /destination=[^&]*Pune%20411005$/);
      await expect(page.getByTestId("what-to-bring")).toContainText("identity proof");
      await expect(page.getByTestId("visit-key-facts").getByTestId("key-facts")).toContainText("APR");

      const [visit, aside] = [await box(page, "booking-summary"), await box(page, "visit-aside")];
      if (width === 1280) {
        // Two columns: the branch, what to bring and the key facts beside the visit, starting at its height.
        expect(aside.x).toBeGreaterThanOrEqual(visit.x + visit.width);
        expect(aside.y).toBeLessThan(visit.y + visit.height);
      } else {
        // One column on a phone: after the visit, as wide.
        expect(aside.y).toBeGreaterThanOrEqual(visit.y + visit.height);
        expect(Math.abs(aside.x - visit.x)).toBeLessThan(24);
      }
    });

    test("a lender with no branch near: said so, a doorstep visit or another lender's scheme instead", NO_JS, async ({ page }) => {
      // Bank of Maharashtra lends in Bangalore but has no branch there.
      await chosenScheme(page, { cityId: "1", pincode: "560034", schemeId: "BOM-JMP-1125" });
      await openPage(page, "/lp/book-visit?kind=branch");

      const notice = page.getByTestId("no-branch");
      await expect(notice).toContainText("Bank of Maharashtra has no branch near 560034 where we can book your visit.");
      await expect(page.getByRole("heading", { name: "Pick a day" })).toHaveCount(0);
      await expect(notice.getByRole("link", { name: "Book a doorstep visit" })).toBeVisible();

      // Another lender's scheme, with its nearest branch: chosen, the branch visit is that lender's.
      await expect(notice).toContainText("Nearest branch: Federal Bank, Koramangala");
      await notice.getByRole("button", { name: "Choose Federal Gold Smart" }).click();
      await page.waitForURL(/\/lp\/book-visit$/);
      await expect(page.locator("p.lead")).toContainText("Federal Gold Smart (Federal Bank Limited)");
      await page.getByRole("link", { name: /^Branch visit/ }).click();
      await page.waitForURL((url) => url.searchParams.get("kind") === "branch");
      const group = page.getByRole("group", { name: "Choose a branch of Federal Bank Limited" });
      await expect(group.getByRole("radio")).toHaveCount(2);
      await expect(page.locator("label.branch-option strong").first()).toHaveText("Federal Bank, Koramangala");
    });
  });
}
