/**
 * Nothing clipped on a 360 px phone, in any of the seven languages: the lead form, the pincode,
 * schemes and booking steps, a city page, the calculator, the card login and the card page.
 *
 * - A placeholder fits its field's content box (clientWidth less the padding), measured with a
 *   canvas in the placeholder's own font, with half an em to spare: the tests draw Tamil and
 *   Malayalam in Debian's Noto fonts, a phone (and the lite site, which has no web font) in its
 *   own, whose words run a few pixels wider. Main's Tamil mobile number placeholder fitted here
 *   by 6 px and was cut on a phone. A text area's placeholder wraps: its words fit the width and
 *   its lines the height.
 * - No text runs out of its box: buttons, labels, links, headings, summaries, legends and the
 *   header's items (scrollWidth at most clientWidth + 1), every option of a select fits the
 *   closed select (tests/e2e/scheme-sorts.spec.ts's measure: a closed select cannot wrap and cuts
 *   its label), nothing lies outside the screen and the page does not scroll sideways.
 * - The items of a header row (the site header, the account bar, the gold card's title row, a
 *   request's head) neither overlap nor touch (4 px apart at least), and the site header's words
 *   each stay on one line: at 360 px, and at 420 px, the narrowest width that shows the switcher's
 *   language name and the word before the phone number.
 *
 * Measured with JavaScript (the layout is the same without it, and the pages' strings are
 * complete once it has taken the page over); the lead form again in the lite site.
 */
import type { Page } from "@playwright/test";
import { DEMO_CARDHOLDER, PINCODES } from "../support/fixtures";
import { cardLoginByRequests, expect, openPage, test } from "./fixtures";
import { leadByRequests, withoutBrowserValidation } from "./journey";
import { stylesheetsLoaded } from "./layout-faults";

const LANGUAGES = ["en", "hi", "mr", "ta", "te", "kn", "ml"] as const;
type Language = (typeof LANGUAGES)[number];

test.use({ viewport: { width: 360, height: 740 } });

/** A search page's path in a language (English has no prefix). */
const inLanguage = (lang: Language, path: string) => (lang === "en" ? path : `/${lang}${path}`);

/** Everything clipped, cut, crowded or outside the screen on the page as it is laid out now, one line each. */
async function clippedText(page: Page): Promise<string[]> {
  await stylesheetsLoaded(page);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const faults: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const px = (value: string) => parseFloat(value) || 0;
    const name = (element: Element) => {
      // A select's text is all its options: it is named by its name (the option cut is said beside it).
      const shown = element instanceof HTMLSelectElement ? "" : element.textContent || element.getAttribute("placeholder") || "";
      const text = shown.replace(/\s+/g, " ").trim().slice(0, 40);
      const attribute = element.getAttribute("name");
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${attribute ? ` name=${attribute}` : ""}${element.classList.length > 0 ? `.${[...element.classList].join(".")}` : ""}>${text ? ` "${text}"` : ""}`;
    };
    /** Inside a visually hidden box (a 1 px clipped box, for screen readers) or not rendered. */
    const hidden = (element: Element) => {
      if (!element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) return true;
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const rect = box.getBoundingClientRect();
        if (rect.width <= 1 && rect.height <= 1 && getComputedStyle(box).position === "absolute") return true;
      }
      return element.getBoundingClientRect().width === 0;
    };
    const context = document.createElement("canvas").getContext("2d")!;
    const useFont = (style: CSSStyleDeclaration) => {
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      context.letterSpacing = style.letterSpacing === "normal" ? "0px" : style.letterSpacing;
    };

    // (a) Placeholders, in the placeholder's own font, with half an em to spare.
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[placeholder], textarea[placeholder]")) {
      if (!field.placeholder || hidden(field)) continue;
      const style = getComputedStyle(field);
      const placeholder = getComputedStyle(field, "::placeholder");
      useFont(placeholder);
      const spare = px(placeholder.fontSize) / 2;
      const room = field.clientWidth - px(style.paddingLeft) - px(style.paddingRight) - spare;
      if (field instanceof HTMLInputElement) {
        const width = context.measureText(field.placeholder).width;
        if (width > room)
          faults.push(`the placeholder of ${name(field)} is ${Math.ceil(width)} px in ${Math.floor(room)} px (half an em spared)`);
        continue;
      }
      // A text area wraps its placeholder at spaces: every word fits the width, and the lines the height.
      let lines = 1;
      let line = 0;
      for (const word of field.placeholder.split(/\s+/)) {
        const width = context.measureText(word).width;
        if (width > room) faults.push(`the placeholder of ${name(field)} has a word of ${Math.ceil(width)} px in ${Math.floor(room)} px`);
        const withWord = line === 0 ? width : line + context.measureText(" ").width + width;
        if (withWord > room && line > 0) {
          lines++;
          line = width;
        } else line = withWord;
      }
      const lineHeight = px(placeholder.lineHeight) || px(placeholder.fontSize) * 1.5;
      const height = field.clientHeight - px(style.paddingTop) - px(style.paddingBottom);
      if (lines * lineHeight > height + 1)
        faults.push(
          `the placeholder of ${name(field)} takes ${lines} lines, ${Math.ceil(lines * lineHeight)} px in ${Math.floor(height)} px`,
        );
    }

    // (b) Text in its box, and every box on the screen.
    const scrolledAcross = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return true;
      return false;
    };
    const boxes = "button, label, a, h1, h2, h3, h4, summary, legend, select, .site-header *, .account-bar *, .gold-card__number *";
    for (const element of document.body.querySelectorAll(boxes)) {
      if (hidden(element)) continue;
      const style = getComputedStyle(element);
      for (const rect of element.getClientRects()) {
        if ((rect.left < -1 || rect.right > viewport + 1) && !scrolledAcross(element)) {
          faults.push(`${name(element)} lies outside the screen: ${Math.round(rect.left)} to ${Math.round(rect.right)} px`);
          break;
        }
      }
      if (element instanceof HTMLSelectElement) {
        // A closed select shows its label on one line, cut at its box: every option must fit the
        // box's text area, its width less its padding and the arrow, in the select's own font.
        useFont(style);
        const room = element.clientWidth - px(style.paddingLeft) - px(style.paddingRight) - 24;
        for (const option of element.options) {
          const width = context.measureText(option.text).width;
          if (width > room) faults.push(`${name(element)} cuts "${option.text}": ${Math.ceil(width)} px in ${Math.floor(room)} px`);
        }
        continue;
      }
      // An inline box has no width of its own to overflow: its line is its block's (above: on the screen).
      if (style.display === "inline" || style.display === "contents") continue;
      if (element.scrollWidth > element.clientWidth + 1)
        faults.push(`${name(element)} overflows: ${element.scrollWidth} px of text in ${element.clientWidth} px`);
    }
    if (document.documentElement.scrollWidth > viewport)
      faults.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${viewport}`);

    // (c) A header row's items apart, and the site header's words on one line each.
    const boxOf = (node: Node) => {
      if (node instanceof Element) return node.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect();
    };
    const label = (node: Node) => `"${(node.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30)}"`;
    for (const row of document.querySelectorAll(
      ".site-header__inner, .site-header__end, .account-bar, .gold-card__number, .request__head",
    )) {
      if (hidden(row)) continue;
      const items = [...row.childNodes].filter((node) =>
        node instanceof Element ? !hidden(node) : node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
      for (let i = 0; i < items.length; i++) {
        for (let j = i + 1; j < items.length; j++) {
          const a = boxOf(items[i]!);
          const b = boxOf(items[j]!);
          const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (down > 0.5 && across > -4)
            faults.push(
              `${label(items[i]!)} ${across > 0.5 ? "overlaps" : "touches"} ${label(items[j]!)} in ${name(row).split(">")[0]}>: ${Math.round(-across)} px apart`,
            );
        }
      }
    }
    const header = document.querySelector(".site-header");
    if (header) {
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement || hidden(node.parentElement) || (node.textContent ?? "").trim() === "") continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) faults.push(`the header's ${label(node)} wraps onto ${tops.size} lines`);
      }
    }
    return faults;
  });
}

/** Posts a form as a browser without JavaScript would, through the page's request context (its cookies are the page's). */
async function post(page: Page, url: string, form: Record<string, string>, next: RegExp) {
  const response = await page.request.post(url, { form, maxRedirects: 0 });
  expect(`${response.status()} ${response.headers()["location"] ?? ""}`, `POST ${url}`).toMatch(new RegExp(`^302 ${next.source}`));
}

for (const lang of LANGUAGES) {
  test(`nothing is clipped at 360 px in ${lang}: lead form, journey steps, city page, calculator, card login and card page`, async ({
    page,
  }) => {
    // Fourteen pages, each measured and checked by axe-core.
    test.setTimeout(150_000);
    const found: string[] = [];
    const check = async (where: string) => {
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      for (const fault of await clippedText(page)) found.push(`${where}: ${fault}`);
    };

    // The pages anyone opens; the language chosen once is kept by the cookie.
    await openPage(page, `/?lang=${lang}`);
    await check("home page");
    await openPage(page, `/lp/basic-details?lang=${lang}`);
    await check("lead form");
    // Refused, with every message shown.
    await withoutBrowserValidation(page.locator("#lead-form"));
    await page.locator('#lead-form [name="phone"]').fill("12345");
    await page.locator('#lead-form button[type="submit"]').click();
    await expect(page.getByTestId("error-summary")).toBeVisible();
    await check("lead form refused");
    // The search pages and the calculator carry no script: nothing to wait for.
    await page.goto(inLanguage(lang, "/gold-loan/pune"));
    await check("city page");
    await page.goto(inLanguage(lang, "/gold-loan-calculator?weight=40&purity=22K&city=3"));
    await check("calculator");
    await openPage(page, `/lp/cards/login?lang=${lang}`);
    await check("card login");
    await openPage(page, `/lp/cards/login?with=email&lang=${lang}`);
    await check("card login by e-mail");

    // The journey's steps, reached by requests.
    await leadByRequests(page, "/lp/pincode");
    await openPage(page, `/lp/pincode?lang=${lang}`);
    await check("pincode step");
    await post(page, "/lp/pincode", { intent: "check", pincode: PINCODES.serviceable }, /\/lp\/schemes$/);
    await openPage(page, `/lp/schemes?lang=${lang}`);
    await check("schemes step");
    const scheme = page.getByTestId("scheme").first();
    await post(
      page,
      "/lp/schemes",
      {
        intent: "choose",
        schemeId: (await scheme.locator('input[name="schemeId"]').getAttribute("value"))!,
        amount: (await scheme.locator('input[name="amount"]').getAttribute("value"))!,
      },
      /\/lp\/book-visit$/,
    );
    await openPage(page, `/lp/book-visit?lang=${lang}`);
    await check("booking step");
    for (const kind of ["branch", "doorstep"]) {
      await openPage(page, `/lp/book-visit?kind=${kind}&lang=${lang}`);
      await check(`booking step, ${kind} visit`);
    }

    // The cardholder's card page.
    await cardLoginByRequests(page, { phone: DEMO_CARDHOLDER.phone });
    await openPage(page, `/lp/cards/limits?lang=${lang}`);
    await check("card page");
    // The header once it shows words beside the phone number and the globe.
    await page.setViewportSize({ width: 420, height: 740 });
    await check("card page at 420 px");
    await openPage(page, `/lp/cards/login?lang=${lang}`);
    await check("card login at 420 px");

    expect(found, `clipped, cut or crowded in ${lang}`).toEqual([]);
  });
}

test.describe("the lite site (no web font: the phone's own)", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

  test("nothing is clipped at 360 px on the lead form and the card login, in every language", async ({ page }) => {
    test.setTimeout(90_000);
    const found: string[] = [];
    for (const lang of LANGUAGES) {
      for (const path of [`/lp/basic-details?lang=${lang}`, `/lp/cards/login?lang=${lang}`]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(/\blite\b/);
        for (const fault of await clippedText(page)) found.push(`${path}: ${fault}`);
      }
    }
    expect(found, "clipped, cut or crowded in the lite site").toEqual([]);
  });
});
