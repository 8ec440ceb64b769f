/**
 * The tag manager (requirements §7, app/components/tag-manager.tsx): with TAG_MANAGER_ID set
 * (playwright.config.ts starts the app with GTM-TEST123) the script is added by a small inline
 * loader only after the page's load event, once per document, and never with JavaScript off
 * (NO_JS). That the server's HTML has no script tag naming it, and that the CSP allows its
 * origin, needs no browser: tests/integration/pages-http.test.ts. Every request
 * to the tag manager's origin is answered by the stub of the `tagManager` fixture
 * (fixtures.ts), which records `window.__tagManagerLoadedAt`; no test reaches Google.
 */
import { expect, NO_JS, TAG_MANAGER_ORIGIN, TAG_MANAGER_TEST_ID, test, waitForHydration } from "./fixtures";

const PAGES = ["/", "/lp/basic-details", "/gold-loan/pune", "/lp/cards/login", "/personal-loans"];
const GTM_URL = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${TAG_MANAGER_TEST_ID}`;

test(
  "with JavaScript the tag manager is requested once, after the load event; without JavaScript never",
  NO_JS,
  async ({ page, javaScriptEnabled, tagManager }) => {
    await page.goto("/lp/basic-details");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    if (!javaScriptEnabled) {
      // Only a script could load it, and no script runs: the pages' HTML holds none of its tags,
      // and nothing was requested from its origin.
      for (const path of PAGES) {
        await page.goto(path, { waitUntil: "load" });
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        expect(await page.locator(`script[src^="${TAG_MANAGER_ORIGIN}"]`).count()).toBe(0);
      }
      expect(tagManager.urls).toEqual([]);
      expect(await page.locator(`script[src^="${TAG_MANAGER_ORIGIN}"]`).count()).toBe(0);
      return;
    }

    await page.waitForFunction(() => typeof window.__tagManagerLoadedAt === "number", undefined, { timeout: 10_000 });
    const timing = await page.evaluate((origin) => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const resource = performance.getEntriesByType("resource").find((entry) => entry.name.startsWith(origin));
      return {
        loadEventStart: navigation?.loadEventStart ?? -1,
        loadEventEnd: navigation?.loadEventEnd ?? -1,
        requestedAt: resource?.startTime ?? null,
        ranAt: window.__tagManagerLoadedAt!,
        gtmStarts: (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "gtm.js").length,
      };
    }, TAG_MANAGER_ORIGIN);
    test.info().annotations.push({ type: "timing", description: JSON.stringify(timing) });
    expect(timing.loadEventEnd, "the page's load event ended").toBeGreaterThan(0);
    // Requested (resource timing) and run (the stub's own clock) only after the load event.
    expect(timing.requestedAt, "a resource timing entry for the tag manager").not.toBeNull();
    expect(timing.requestedAt!).toBeGreaterThanOrEqual(timing.loadEventEnd);
    expect(timing.ranAt).toBeGreaterThanOrEqual(timing.loadEventEnd);
    expect(timing.gtmStarts).toBe(1);
    expect(tagManager.urls).toEqual([GTM_URL]);

    // Client-side navigations keep the one script: no second request. The link is the app's once it has hydrated.
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    const homeData = page.waitForResponse((response) => new URL(response.url()).pathname === "/_root.data");
    await page.getByRole("link", { name: /home$/ }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await homeData;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Still the same document (a client-side navigation, no new page load and so no new loader),
    // and an idle callback of ours has run: any idle callback queued before it (the loader's) ran first.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
    expect(tagManager.urls).toEqual([GTM_URL]);
    await expect(page.locator(`script[src^="${TAG_MANAGER_ORIGIN}"]`)).toHaveCount(1);
    expect(
      await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "gtm.js").length),
    ).toBe(1);
  },
);
