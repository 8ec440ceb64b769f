/**
 * The disclosures and the policy pages in the browser (docs/decisions/023-disclosures-and-policy-pages.md),
 * in both JavaScript projects on a 360 px phone: the footer of a journey page names the lending
 * partners, the site's role and the grievance officer, and each of its policy links reaches its
 * page, which reads without sideways scrolling.
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

test("the footer of a journey page carries the disclosures", async ({ page }) => {
  await page.goto("/lp/basic-details");
  const footer = page.locator("footer");
  await expect(footer.getByTestId("lenders")).toContainText("Federal Bank Limited");
  await expect(footer.getByTestId("lenders")).toContainText("is a lending service provider (LSP) for these banks and NBFCs");
  await expect(footer.getByTestId("grievance")).toContainText("Grievance Redressal Officer");
  await expect(footer.getByRole("link", { name: "cms.rbi.org.in" })).toHaveAttribute("href", "https://cms.rbi.org.in");
});

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
  await expect(officer.getByRole("link", { name: "grievance@kanakgoldloan.in" })).toHaveAttribute(
    "href",
    "mailto:grievance@kanakgoldloan.in",
  );
  await expect(officer).toContainText("nodal officer");
  await expect(officer.getByRole("link", { name: "https://cms.rbi.org.in" })).toBeVisible();
  await fitsThePhone(page);
});
