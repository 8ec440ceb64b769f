/**
 * The site in the visitor's language (decision 028), in both JavaScript modes: the lead journey
 * from the ad's landing page to the booked visit, and the cardholder's login, in Hindi and in
 * Tamil, with the refusals on the way. On every page: `<html lang>` is the language, and no word
 * in Latin letters is shown outside upstream data (marked `lang="en"`), things that are no
 * language's words (`translate="no"`: an e-mail address, a URL) and the words people use as they
 * are (OTP, EMI, the brand), and what is marked English is names, never a sentence of English. With JavaScript, no page asks for a string its loaders did not send
 * (the translator reports it on the console). Without JavaScript (NO_JS) every refusal and
 * every page is the server's own translation; the 404 page is the same either way.
 */
import type { Page, TestInfo } from "@playwright/test";
import { DEMO_CARDHOLDER, freshPhone, PINCODES, SIM_OTP } from "../support/fixtures";
import { AD_LANDING, expect, NO_JS, sim, test, waitForHydration } from "./fixtures";
import { pickFirstFreeSlot } from "./journey";
import { expectLaidOut } from "./layout-faults";

/** Words shown in Latin letters in every language: loanwords people use as they are, units, the brand. */
const ALLOWED = new Set([
  "OTP",
  "EMI",
  "KYC",
  "PIN",
  "UPI",
  "PAN",
  "RBI",
  "LTV",
  "APR",
  "KFS",
  "LSP",
  "NBFC",
  "NBFCs",
  "km",
  "g",
  "K",
  "Kanak",
  "Gold",
  "Loan",
  "ID",
  "SMS",
  "PDF",
  "JPG",
  "JPEG",
  "PNG",
  "MB",
  "KB",
]);

type Found = { word: string; where: string };

/**
 * English sentences marked as upstream data (`lang="en"`): names and addresses are upstream data,
 * a sentence of English is an English block the page should have shown in its language (the CMS's
 * copy asked for in it, or the site's own translation). A sentence is told by its small words. An
 * upstream's own message (`data-upstream-message`: the spec has the page show the server's message)
 * is the one sentence that may stay English.
 */
async function englishBlocks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small = new Set(["the", "your", "you", "our", "we", "is", "are", "to", "at", "in", "for", "with", "from", "can", "my", "get"]);
    return [...document.body.querySelectorAll('[lang="en"]')]
      .filter((element) => !element.parentElement?.closest('[lang="en"]') && !element.hasAttribute("data-upstream-message"))
      .filter((element) => (element as HTMLElement).checkVisibility?.() !== false)
      .map((element) => (element.textContent ?? "").trim())
      .filter((text) => (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => small.has(word)).length >= 2);
  });
}

/** The Latin-script words the page shows (text, and the names and hints of its controls) outside upstream data and non-words. */
async function latinWords(page: Page): Promise<Found[]> {
  const found = await page.evaluate(() => {
    const skipped = (element: Element | null) =>
      !element || element.closest('[lang="en"], [translate="no"], script, style, svg, noscript, template') !== null;
    const shown = (element: Element) => {
      const control = element.closest("select") ?? element;
      return (control as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? true;
    };
    const texts: { text: string; where: string }[] = [{ text: document.title, where: "<title>" }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped(parent) || !shown(parent)) continue;
      texts.push({ text: node.textContent ?? "", where: parent.outerHTML.slice(0, 120) });
    }
    for (const element of document.body.querySelectorAll("[placeholder], [title], [aria-label], [alt]")) {
      if (skipped(element)) continue;
      for (const name of ["placeholder", "title", "aria-label", "alt"]) {
        const value = element.getAttribute(name);
        if (value) texts.push({ text: value, where: `${name} of ${element.outerHTML.slice(0, 100)}` });
      }
    }
    return texts;
  });
  return found.flatMap(({ text, where }) => [...text.matchAll(/[A-Za-z][A-Za-z'’]*/g)].map((match) => ({ word: match[0], where })));
}

/**
 * The page is in `lang`: its `<html lang>`, and no English word shown (see ALLOWED). With
 * JavaScript (the layout is the same without), no glued words or overflow at 360 and 1280 px:
 * the longer words of Hindi and Tamil are where chips and buttons overflow first. `upstream`: the
 * upstream data the page shows where it cannot be marked `lang="en"` (a city's name in the <title>).
 */
async function expectInLanguage(page: Page, lang: string, state: string, upstream: string[] = []) {
  await page.waitForLoadState("load");
  await expect(page.locator("html"), state).toHaveAttribute("lang", lang);
  const english = (await latinWords(page)).filter(({ word }) => !ALLOWED.has(word) && !upstream.includes(word));
  expect(
    english.map(({ word, where }) => `${word}  ←  ${where}`),
    `${state} (${page.url()}): Latin words outside upstream data`,
  ).toEqual([]);
  expect(await englishBlocks(page), `${state} (${page.url()}): English sentences marked as upstream data`).toEqual([]);
  if (jsOn(test.info())) await expectLaidOut(page, `${state} (${page.url()})`);
}

/** With JavaScript, the translator's reports of strings a page lacks (app/i18n/translate.ts). */
function collectMissingStrings(page: Page): string[] {
  const missing: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("[i18n]")) missing.push(`${page.url()}: ${message.text()}`);
  });
  return missing;
}

function jsOn(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

const submit = (page: Page, form = "form") => page.locator(form).locator('button[type="submit"]').first();

for (const lang of ["hi", "ta"] as const) {
  test.describe(`in ${lang === "hi" ? "Hindi" : "Tamil"}`, () => {
    test("the lead journey, from the ad to a booked branch visit, with its refusals", NO_JS, async ({ page }, testInfo) => {
      // Ten pages and three refusals, each checked for English words.
      test.setTimeout(180_000);
      const missing = collectMissingStrings(page);
      await page.goto(`${AD_LANDING}&lang=${lang}`);
      await expectInLanguage(page, lang, "landing page");

      // A refused lead form: every message in the language, what was typed kept.
      if (jsOn(testInfo)) await waitForHydration(page);
      const form = page.locator("form#lead-form");
      await form.evaluate((element) => element.setAttribute("novalidate", ""));
      await form.locator('[name="phone"]').fill("12345");
      await form.locator('[name="loanAmount"]').fill("10");
      await submit(page, "form#lead-form").click();
      await expect(page.getByTestId("error-summary")).toBeVisible();
      await expect(form.locator('[name="phone"]')).toHaveValue("12345");
      await expectInLanguage(page, lang, "lead form refused");

      await form.locator('[name="phone"]').fill(freshPhone());
      await form.locator('[name="loanAmount"]').fill("300000");
      await submit(page, "form#lead-form").click();
      await page.waitForURL(/\/lp\/otp\/auth\/[0-9a-f-]{36}$/);
      await expectInLanguage(page, lang, "OTP page");

      // A wrong code, then the right one.
      await page.locator('[name="otp"]').fill("000000");
      await page.locator('button[name="intent"][value="verify"]').click();
      await expect(page.locator('[name="otp"]')).toHaveAttribute("aria-invalid", "true");
      await expectInLanguage(page, lang, "OTP refused");
      await page.locator('[name="otp"]').fill(SIM_OTP);
      await page.locator('button[name="intent"][value="verify"]').click();
      await page.waitForURL(/\/lp\/pincode$/);
      await expectInLanguage(page, lang, "pincode page");

      // A pincode that is not six digits, then a serviceable one.
      const pincode = page.locator('[name="pincode"]');
      await page
        .locator("form")
        .filter({ has: pincode })
        .evaluate((element) => element.setAttribute("novalidate", ""));
      await pincode.fill("12");
      await page.locator('button[name="intent"][value="check"]').click();
      await expect(pincode).toHaveAttribute("aria-invalid", "true");
      await expectInLanguage(page, lang, "pincode refused");
      await pincode.fill(PINCODES.serviceable);
      await page.locator('button[name="intent"][value="check"]').click();
      await page.waitForURL(/\/lp\/schemes$/);
      await expectInLanguage(page, lang, "schemes page");

      await page.getByTestId("scheme").first().locator('button[type="submit"]').click();
      await page.waitForURL(/\/lp\/book-visit$/);
      await expectInLanguage(page, lang, "visit page");

      await page.locator('a[href*="kind=branch"]').first().click();
      await page.waitForURL((url) => url.searchParams.get("kind") === "branch");
      await expectInLanguage(page, lang, "branch visit: days and times");

      // The first day with a free time; book it.
      await pickFirstFreeSlot(page);
      await page.locator('form button[type="submit"]').last().click();
      await page.waitForURL(/\/lp\/confirmation/);
      await expectInLanguage(page, lang, "confirmation");
      expect(missing).toEqual([]);
    });

    test("the cardholder's login, with a wrong code first", NO_JS, async ({ page }) => {
      await sim.reset();
      const missing = collectMissingStrings(page);
      await page.goto(`/lp/cards/login?lang=${lang}`);
      await expectInLanguage(page, lang, "card login");
      await page.locator('[name="identity"]').fill(DEMO_CARDHOLDER.phone);
      await submit(page).click();
      await page.waitForURL(/\/lp\/cards\/otp$/);
      await expectInLanguage(page, lang, "card OTP page");
      await page.locator('[name="otp"]').fill("000000");
      await page.locator('button[name="intent"][value="verify"]').click();
      await expect(page.locator('[name="otp"]')).toHaveAttribute("aria-invalid", "true");
      await expectInLanguage(page, lang, "card OTP refused");
      await page.locator('[name="otp"]').fill(SIM_OTP);
      await page.locator('button[name="intent"][value="verify"]').click();
      await page.waitForURL(/\/lp\/cards\/limits$/);
      await expectInLanguage(page, lang, "card limits");
      expect(missing).toEqual([]);
    });
  });
}

for (const lang of ["hi", "ta"] as const) {
  test(`the pages anyone can open, in ${lang === "hi" ? "Hindi" : "Tamil"}`, async ({ page }) => {
    // Bangalore and /lp/cards have CMS copy in English only: the page shows the site's own translation of it.
    const paths = [
      `/?lang=${lang}`,
      `/${lang}/gold-loan/pune`,
      `/${lang}/gold-loan/bangalore`,
      `/${lang}/gold-loan/pune/fed-jmp-1188`,
      `/${lang}/gold-loan-calculator`,
      `/lp/cards?lang=${lang}`,
    ];
    for (const path of paths) {
      await page.goto(path);
      // The scheme's name ("Federal Gold Smart") is in the page's <title>.
      await expectInLanguage(page, lang, path, ["Pune", "Bangalore", "Federal", "Smart"]);
    }
  });
}

test("the switcher changes the page's language and keeps it (the cookie), with or without JavaScript", NO_JS, async ({ page }) => {
  await page.goto("/lp/basic-details?utm_source=google");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.locator(".lang-switch__summary").click();
  await page.locator('.lang-switch__list a[lang="ta"]').click();
  await page.waitForURL((url) => url.searchParams.get("lang") === "ta");
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  // The query kept what was there.
  expect(new URL(page.url()).searchParams.get("utm_source")).toBe("google");
  await expect(page.locator('.lang-switch__list a[aria-current="true"]')).toHaveAttribute("lang", "ta");
  // The next page without `?lang=` stays in Tamil.
  await page.goto("/lp/cards/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expectInLanguage(page, "ta", "card login after the switch");
});

test("the not-found page is in the visitor's language", async ({ page }) => {
  const response = await page.goto("/no-such-page?lang=hi");
  expect(response?.status()).toBe(404);
  await expectInLanguage(page, "hi", "404");
});
