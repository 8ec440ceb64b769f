/**
 * The policy pages in the browser (docs/decisions/023-disclosures-and-policy-pages.md), on a
 * 360 px phone: each of the footer's policy links reaches its page, which reads without sideways
 * scrolling. (What the footer says is server HTML: tests/integration/disclosures-footer.test.ts.)
 * The pages are the same without JavaScript: these run once.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const POLICY_LINKS = [
  { label: "Privacy policy", path: "/privacy", heading: "Privacy policy" },
  { label: "Terms of use", path: "/terms", heading: "Terms of use" },
  { label: "Grievance redressal", path: "/grievance-redressal", heading: "Grievance redressal" },
  { label: "Fair practices code", path: "/fair-practices", heading: "Fair practices code" },
  { label: "Interest rate policy", path: "/interest-rate-policy", heading: "Interest rate policy" },
];

async function fitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

for (const link of POLICY_LINKS) {
  test(`the footer's "${link.label}" link reaches ${link.path}, which reads on a phone`, async ({ page }) => {
    await page.goto("/lp/basic-details");
    await page.locator("footer").getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(link.heading);
    await expect(page.locator("main h2").first()).toBeVisible();
    await fitsThePhone(page);
  });
}

test("the grievance page names the officer and how to escalate", async ({ page }) => {
  await page.goto("/grievance-redressal");
  const officer = page.getByRole("region", { name: "Grievance redressal officer" });
  // By name, from the settings (here their example, decision 044).
  await expect(officer.getByRole("heading", { name: "Example Grievance Officer" })).toBeVisible();
  await expect(officer.getByRole("link", { name: "grievance.officer@example.com" })).toHaveAttribute(
    "href",
    "mailto:grievance.officer@example.com",
  );
  await expect(officer).toContainText("nodal officer");
  await expect(officer.getByRole("link", { name: "https://cms.rbi.org.in" })).toBeVisible();
  await fitsThePhone(page);
});
