/**
 * Lite mode in the browser (docs/decisions/014-lite-mode.md): a browser that asks to save data
 * walks the whole journey to a booked visit and is never sent a script or a web font; the
 * footer's link turns lite mode on and off; the search pages send none of the site's
 * JavaScript to anyone (only the tag manager's inline loader). With JavaScript only: a lite
 * page has no script to run, so a browser without JavaScript meets the very same pages.
 */
import type { Page } from "@playwright/test";
import { expect, TAG_MANAGER_ORIGIN, test } from "./fixtures";
import { bookBranchVisit, salesVisitOf } from "./journey";

test.describe.configure({ timeout: 60_000 });

/** What a page's browser was sent: script and font requests, and script elements in each document (JSON-LD aside). */
function watchDownloads(page: Page) {
  const seen = { scripts: [] as string[], fonts: [] as string[], documents: 0, scriptElements: [] as Promise<string[]>[] };
  page.on("request", (request) => {
    if (request.resourceType() === "script") seen.scripts.push(request.url());
    if (request.resourceType() === "font") seen.fonts.push(request.url());
  });
  page.on("response", (response) => {
    if (response.request().resourceType() !== "document" || response.status() >= 300) return;
    seen.documents++;
    seen.scriptElements.push(
      response
        .text()
        .then((html) =>
          [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes("application/ld+json")),
        ),
    );
  });
  return seen;
}

test.describe("with Save-Data: on", () => {
  // As a browser with data saving on: the header on every request to the site, the ones after
  // a redirect included (Playwright's extraHTTPHeaders leaves those out).
  test.beforeEach(async ({ context, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin === origin,
      (route) => route.continue({ headers: { ...route.request().headers(), "save-data": "on" } }),
    );
  });

  test("a whole journey books a visit and is never sent a script or a web font", async ({ page, tagManager }) => {
    const seen = watchDownloads(page);
    const { leadId } = await bookBranchVisit(page);
    await expect(page.getByTestId("lite-mode")).toContainText("You are on the lite site");
    expect((await salesVisitOf(leadId)).body).toMatchObject({ type: "BRANCH" });

    // Lead form, OTP, pincode, schemes, visit kind, day, confirmation: every document, and nothing else ran.
    expect(seen.documents).toBeGreaterThanOrEqual(7);
    expect((await Promise.all(seen.scriptElements)).flat()).toEqual([]);
    expect(seen.scripts).toEqual([]);
    expect(seen.fonts).toEqual([]);
    expect(tagManager.urls).toEqual([]);
  });

  test("the visitor can still choose the full site", async ({ page }) => {
    await page.goto("/lp/basic-details");
    await expect(page.locator("html")).toHaveClass("lite");
    await page.getByRole("link", { name: "Use the full site" }).click();
    await page.waitForURL(/\/lp\/basic-details$/);
    await expect(page.locator("html")).not.toHaveClass("lite");
    await expect(page.getByRole("link", { name: "Use the lite site" })).toBeVisible();
    await expect(page.locator("script[type=module], template[data-after-paint]")).not.toHaveCount(0);
  });
});

test("the footer's link turns lite mode on and off, on the page the visitor was on", async ({ page }) => {
  await page.goto("/lp/basic-details?utm_source=google");
  await expect(page.locator("script[type=module], template[data-after-paint]")).not.toHaveCount(0);
  await page.getByRole("link", { name: "Use the lite site" }).click();
  await page.waitForURL((url) => url.pathname === "/lp/basic-details" && url.searchParams.get("utm_source") === "google");
  await expect(page.locator("html")).toHaveClass("lite");
  await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
  await expect(page.getByTestId("lite-mode")).toContainText("You are on the lite site");

  // The choice lasts: the next page is lite too.
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass("lite");
  await page.getByRole("link", { name: "Use the full site" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.locator("html")).not.toHaveClass("lite");
  await expect(page.locator("script[type=module], template[data-after-paint]")).not.toHaveCount(0);
});

test("the search pages send none of the site's JavaScript, only the tag manager's loader", async ({ page, tagManager }) => {
  const seen = watchDownloads(page);
  await page.goto("/gold-loan/pune");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The tag manager itself (requirements §7) still loads after each page with JavaScript (never without: tag-manager.spec.ts).
  await expect.poll(() => tagManager.urls.length).toBe(1);
  await page.getByTestId("scheme").first().getByRole("link").first().click();
  await page.waitForURL(/\/gold-loan\/pune\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(seen.documents).toBe(2);
  const elements = (await Promise.all(seen.scriptElements)).flat();
  expect(elements).toHaveLength(2);
  expect(elements.every((tag) => tag.includes('id="tag-manager-loader"'))).toBe(true);
  expect(seen.scripts.filter((url) => !url.startsWith(TAG_MANAGER_ORIGIN))).toEqual([]);
  await expect.poll(() => tagManager.urls.length).toBe(2);
});
