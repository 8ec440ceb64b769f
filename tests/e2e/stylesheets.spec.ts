/**
 * A page is never shown without its area's rules (app/site/stylesheets.ts). A document carries
 * its areas' rules inline; a client-side navigation into another area (the booking step, reached
 * from the schemes step) must not show that page before the area's file has loaded. The file is
 * held here until everything else the step needs (its data, its module) is in and the browser
 * has drawn twice, so a page shown without waiting for it would be caught; the check runs on the
 * very mutation that puts the page in the document, before the browser paints it. Without
 * JavaScript (NO_JS) the step is a document, with its area's rules inline.
 */
import type { Page } from "@playwright/test";
import { expect, NO_JS, openPage, test } from "./fixtures";
import { chooseScheme, leadByRequests } from "./journey";

/** Marks, on the first mutation that adds an element matching `selector`, whether a rule of `marker` applied then. */
async function watchFirstSight(page: Page, selector: string, marker: string) {
  await page.evaluate(
    ({ selector, marker }) => {
      const rulesIn = () =>
        [...document.styleSheets].some((sheet) => {
          try {
            return [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes(marker));
          } catch {
            return false;
          }
        });
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        document.documentElement.dataset.rulesAtFirstSight = String(rulesIn());
      });
      observer.observe(document.body, { childList: true, subtree: true });
    },
    { selector, marker },
  );
}

test(
  "the booking step, reached from the schemes step, is shown only with the booking rules",
  NO_JS,
  async ({ page, javaScriptEnabled }) => {
    test.setTimeout(60_000);
    await leadByRequests(page, "/lp/schemes");
    await openPage(page, "/lp/schemes");
    // The booking area's file answers last: only once the step's data and module are in and two frames
    // have passed, when a page that did not wait for its rules would already be shown.
    const stepData = page.waitForResponse(/\/lp\/book-visit\.data/).catch(() => null);
    await page.route(/\/booking-[^/]*\.css$/, async (route) => {
      if (javaScriptEnabled) {
        await stepData;
        await page.waitForFunction(
          () =>
            (window as unknown as { __remixRouteModules?: Record<string, unknown> }).__remixRouteModules?.["routes/lp.book-visit"] !==
            undefined,
        );
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      }
      await route.continue();
    });
    if (javaScriptEnabled) await watchFirstSight(page, ".visit-kinds", "visit-kinds__hint");

    await chooseScheme(page);

    await expect(page.locator(".visit-kinds")).toBeVisible();
    if (javaScriptEnabled) {
      // A client-side navigation: checked on the mutation that showed the step.
      await expect(page.locator("html")).toHaveAttribute("data-rules-at-first-sight", "true");
    } else {
      // A document: its rules are inline.
      expect(await page.locator("#site-css-booking").count()).toBe(1);
    }
  },
);
