/**
 * How every page type is laid out, in English (tests/e2e/languages.spec.ts does Hindi and Tamil):
 *
 * - Tap targets on a 360 px phone: every control is at least 44 by 44 CSS pixels (WCAG 2.5.5 AAA
 *   size; 2.5.8's 24 px is the floor we go well above). Controls are buttons, inputs, selects,
 *   text areas, summaries, the labels that carry a radio or checkbox (the visitor taps the
 *   label), and links that stand alone (navigation, breadcrumbs, lists, buttons, cards). A link
 *   inside running text is exempt (2.5.8's inline exception): its paragraph has words of its own
 *   beside it.
 * - No glued words and no overflow (tests/e2e/layout-faults.ts), at 360 px and at 1280 px.
 *
 * Each test reaches its pages as a visitor does (a cardholder logs in by the forms' requests)
 * and fails listing every fault, so one run shows all of them. Sizes come from the stylesheets,
 * which have no rule for pages with or without scripts, and a page without JavaScript has the
 * same controls (the schemes step's "Show schemes" button is there either way): measured once,
 * with JavaScript, where a client-side navigation's stylesheet arrives last.
 */
import type { Page } from "@playwright/test";
import { DEMO_CARDHOLDER, freshPhone, NO_CARD_USER, PINCODES } from "../support/fixtures";
import { cardLoginByRequests, expect, fillLeadForm, reachPincodeStep, test } from "./fixtures";
import { chooseKind, chooseScheme, pickDay, pickFirstFreeSlot, submitPincode, withoutBrowserValidation } from "./journey";
import { layoutFaultsPhoneAndWide, stylesheetsLoaded } from "./layout-faults";

const MIN = 44;

type Offender = { control: string; width: number; height: number };

/** Every control on the page that is smaller than 44x44, described well enough to find. */
async function smallControls(page: Page): Promise<Offender[]> {
  return page.evaluate((min) => {
    const describe = (element: Element) => {
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const id = element.id ? `#${element.id}` : "";
      const name = element.getAttribute("name");
      return `<${element.tagName.toLowerCase()}${id}${name ? ` name=${name}` : ""}> ${text || element.getAttribute("aria-label") || ""}`.trim();
    };
    /** A link's paragraph (or list item, cell) has words of its own: the link is part of running text. */
    const inRunningText = (link: Element) => {
      let block = link.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      if (!block) return false;
      const copy = block.cloneNode(true) as Element;
      copy.querySelectorAll("a, button, select, textarea, label, summary").forEach((control) => control.remove());
      return /[\p{L}\p{N}]/u.test(copy.textContent ?? "");
    };
    const targets = new Set<Element>();
    for (const element of document.querySelectorAll("button, select, textarea, summary, input:not([type=hidden]), a[href]")) {
      if (element.closest("[hidden], [inert], template")) continue;
      if (element.matches("input[type=radio], input[type=checkbox]")) {
        // The visitor taps the label that carries it (a radio card, a chip, a close box).
        const label = element.closest("label") ?? (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null);
        targets.add(label ?? element);
        continue;
      }
      if (element.matches("a") && !element.classList.contains("button") && inRunningText(element)) continue;
      targets.add(element);
    }
    const offenders: { control: string; width: number; height: number }[] = [];
    for (const target of targets) {
      const style = getComputedStyle(target);
      if (style.display === "none") continue;
      const box = target.getBoundingClientRect();
      // Not rendered (inside a closed dialog or details, or display: none above it).
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5)
        offenders.push({ control: describe(target), width: Math.round(box.width), height: Math.round(box.height) });
    }
    return offenders;
  }, MIN);
}

/** Collects the page's small controls and layout faults under its name, so the test lists every page's at the end. */
function checker(page: Page) {
  const found: string[] = [];
  const layout: string[] = [];
  let pages = 0;
  return {
    async check(name: string) {
      pages++;
      await stylesheetsLoaded(page);
      const offenders = await smallControls(page);
      for (const { control, width, height } of offenders) found.push(`${name}: ${control} (${width}x${height})`);
      for (const fault of await layoutFaultsPhoneAndWide(page)) layout.push(`${name}: ${fault}`);
    },
    expectNone() {
      expect(pages).toBeGreaterThan(0);
      expect(found, "controls smaller than 44x44 px at 360 px wide").toEqual([]);
      expect(layout, "glued words and overflow").toEqual([]);
    },
  };
}

const PAGES = {
  home: "/",
  "paid landing": "/lp/basic-details?utm_source=google&utm_medium=cpc&utm_campaign=tap",
  "search city page": "/gold-loan/pune",
  "search scheme page": "/gold-loan/pune/fed-jmp-1188",
  calculator: "/gold-loan-calculator?weight=40&purity=22K&city=3",
  "policy page": "/privacy",
  "full-width landing": "/best-gold-loan-exp",
  "personal loans": "/personal-loans",
  "gold card page": "/india/goldfd-card/93",
  "cardholder login": "/lp/cards/login",
  "not found": "/no-such-page",
} as const;

test("pages anyone can open: every control is at least 44x44 px", async ({ page }) => {
  const pages = checker(page);
  for (const [name, path] of Object.entries(PAGES)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(name === "not found" ? 404 : 200);
    await pages.check(name);
  }
  // The FAQ and the key facts open: what they show is measured too.
  await page.goto(PAGES["search scheme page"]);
  for (const summary of await page.locator("details:not([open]) > summary").all()) await summary.click();
  await pages.check("search scheme page, every detail open");
  pages.expectNone();
});

test("the journey's steps: every control is at least 44x44 px", async ({ page }) => {
  // Eight pages and their checks: 20 to 30 s on a busy two-core machine.
  test.setTimeout(90_000);
  const pages = checker(page);
  await page.goto("/lp/basic-details?utm_source=google");
  await withoutBrowserValidation(page.locator("#lead-form"));
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.locator(".field__error").filter({ hasText: /\S/ }).first()).toBeVisible();
  await pages.check("lead form with errors");
  await reachPincodeStep(page);
  await pages.check("pincode");
  await submitPincode(page, PINCODES.serviceable);
  await page.waitForURL(/\/lp\/schemes$/);
  await pages.check("schemes");
  await chooseScheme(page);
  await pages.check("book visit");
  await chooseKind(page, "branch");
  await pickDay(page, 1);
  await pages.check("book visit: branch");
  // A branch's distance line flows as text: the spans of its words are inline, not a box each
  // ("0.2 km" / "away, about" / "1 min" on three lines).
  const displays = await page
    .locator(".branch-option .branch__distance span")
    .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).display));
  expect(displays.length).toBeGreaterThan(0);
  expect(new Set(displays), "the branch's distance line").toEqual(new Set(["inline"]));
  await chooseKind(page, "doorstep");
  await pickDay(page, 1);
  await pages.check("book visit: doorstep");
  await chooseKind(page, "branch");
  await pickFirstFreeSlot(page);
  await page.getByRole("button", { name: "Book branch visit" }).click();
  await page.waitForURL(/\/lp\/confirmation$/);
  await pages.check("confirmation");
  pages.expectNone();
});

test("the OTP step: every control is at least 44x44 px", async ({ page }) => {
  const pages = checker(page);
  await page.goto("/lp/basic-details?utm_source=google");
  await fillLeadForm(page, { phone: freshPhone(), city: "Bangalore", amount: "300000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/lp\/otp\/auth\//);
  await pages.check("otp");
  pages.expectNone();
});

test("the cardholder pages: every control is at least 44x44 px, and the account nav fits the screen", async ({ page }) => {
  const pages = checker(page);
  await cardLoginByRequests(page, { phone: DEMO_CARDHOLDER.phone });
  for (const path of ["limits", "limit-increase", "release-requests", "offers", "rewards", "documents", "consent"]) {
    await page.goto(`/lp/cards/${path}`);
    await pages.check(`cards/${path}`);
    // Every link of the account nav, the current one above all, lies inside the 360 px screen.
    const nav = page.getByRole("navigation", { name: "Your card" });
    // The nav's own pages have their link marked current; documents and consent are reached from the card page.
    await expect(nav.locator("a[aria-current=page]")).toHaveCount(["documents", "consent"].includes(path) ? 0 : 1);
    for (const link of await nav.getByRole("link").all()) {
      const box = (await link.boundingBox())!;
      expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(360);
    }
  }
  pages.expectNone();
});

test("a cardholder without a card: every control is at least 44x44 px", async ({ page }) => {
  const pages = checker(page);
  await cardLoginByRequests(page, { phone: NO_CARD_USER.phone });
  await pages.check("cards/limits without a card");
  pages.expectNone();
});
