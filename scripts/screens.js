#!/usr/bin/env node
/**
 * The screenshot gallery (issue 32): every kind of page, in English, Hindi and Tamil, at 360 and
 * 1280 px, written to a folder so anyone can look at the whole site at once. The site is built
 * and started with its simulator (as the benchmarks do); each language walks the public pages,
 * the lead journey to a booked branch visit (the simulator's code), and the cardholder pages of
 * the demo card.
 *
 * Usage:
 *   npm run screens                           build, start the app, write screens/{lang}-{width}-{name}.png
 *   npm run screens -- --no-build             reuse the current build
 *   npm run screens -- --languages hi         one language (or a list: en,ta)
 *   npm run screens -- --out /some/folder     another folder
 * Other options: --port N (app, default 3260), --sim-port N (default 3261), --url (a running site), --verbose.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { readBenchOptions, runBenchmark } from "./bench-app.js";
import { benchChromium, CHROMIUM_ARGS } from "./test-machine.js";

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
/** The simulator's demo data: its code, a serviceable pincode, the demo cardholder. */
const SIM_OTP = "123456";
const PINCODE = "560034";
const CARDHOLDER_PHONE = "9000000601";

/** A search page's path in a language (English has no prefix). */
const inLanguage = (lang, path) => (lang === "en" ? path : `/${lang}${path}`);

/** The pages a visitor opens without a lead: [name, path]. */
const publicPages = (lang) => [
  ["home", `/?lang=${lang}`],
  ["city", inLanguage(lang, "/gold-loan/pune")],
  ["scheme", inLanguage(lang, "/gold-loan/pune/fed-jmp-1188")],
  ["calculator", inLanguage(lang, "/gold-loan-calculator?weight=40&purity=22K&city=3&scheme=monthly")],
  ["lead-form", "/lp/basic-details"],
  ["cards-landing", "/lp/cards"],
  ["cards-login", "/lp/cards/login"],
  ["personal-loans", "/personal-loans"],
  ["fair-practices", "/fair-practices"],
];

const CARD_PAGES = ["limits", "limit-increase", "consent", "release-requests", "offers", "rewards", "documents"];

async function post(context, url, form) {
  const response = await context.request.post(url, { form, maxRedirects: 0 });
  if (response.status() !== 302) throw new Error(`POST ${url} answered ${response.status()}`);
  return new URL(response.headers()["location"] ?? "/", url);
}

/** The first value of a form control on the page (the first free slot, the first branch, the day). */
function firstValue(page, selector) {
  return page.locator(selector).first().getAttribute("value");
}

async function shoot(page, out, lang, name, path, baseUrl) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    if (path) await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    const file = join(out, `${lang}-${size.width}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  ${file}`);
  }
}

async function walkLanguage(browser, baseUrl, out, lang) {
  const context = await browser.newContext({ locale: "en-IN", timezoneId: "Asia/Kolkata", deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    // The language, chosen once: the site keeps it in a cookie.
    await page.goto(`${baseUrl}/?lang=${lang}`);
    for (const [name, path] of publicPages(lang)) await shoot(page, out, lang, name, path, baseUrl);

    // The lead journey: a fresh phone, the code, a pincode, a scheme, a branch visit.
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    const otpPage = await post(context, `${baseUrl}/lp/basic-details`, { phone, cityId: "1", loanAmount: "300000", loanType: "FRESH" });
    await shoot(page, out, lang, "otp", otpPage.pathname, baseUrl);
    await post(context, otpPage.href, { otp: SIM_OTP, intent: "verify" });
    await shoot(page, out, lang, "pincode", "/lp/pincode", baseUrl);
    await post(context, `${baseUrl}/lp/pincode`, { pincode: PINCODE, intent: "check" });
    await shoot(page, out, lang, "schemes", "/lp/schemes", baseUrl);
    const [scheme, amount] = await Promise.all([
      firstValue(page, 'input[name="schemeId"]'),
      firstValue(page, 'input[type="hidden"][name="amount"]'),
    ]);
    if (scheme && amount) await post(context, `${baseUrl}/lp/schemes`, { intent: "choose", schemeId: scheme, amount });
    await shoot(page, out, lang, "book-visit", "/lp/book-visit?kind=branch", baseUrl);
    const [date, slot, branchId] = await Promise.all([
      firstValue(page, 'input[name="date"]'),
      firstValue(page, 'input[name="slot"]:not([disabled])'),
      firstValue(page, 'input[name="branchId"]'),
    ]);
    if (date && slot && branchId) {
      await post(context, `${baseUrl}/lp/book-visit?kind=branch`, { kind: "branch", date, slot, branchId });
    }
    await shoot(page, out, lang, "confirmation", "/lp/confirmation", baseUrl);

    // The cardholder pages of the demo card.
    await post(context, `${baseUrl}/lp/cards/login`, { kind: "phone", identity: CARDHOLDER_PHONE });
    await post(context, `${baseUrl}/lp/cards/otp`, { intent: "verify", otp: SIM_OTP });
    for (const name of CARD_PAGES) await shoot(page, out, lang, `cards-${name}`, `/lp/cards/${name}`, baseUrl);
  } finally {
    await context.close();
  }
}

const options = readBenchOptions({
  pages: [],
  port: 3260,
  simPort: 3261,
  options: { out: { type: "string", default: "screens" }, languages: { type: "string", default: "en,hi,ta" } },
});
if (options.help) {
  console.log("Usage: npm run screens [-- --no-build] [--languages en,hi,ta] [--out screens] [--url URL]");
  process.exit(0);
}
const out = options.values.out;
const languages = options.values.languages.split(",").map((lang) => lang.trim());
mkdirSync(out, { recursive: true });

let browser = null;
await runBenchmark(options, {
  heading: `Screenshots of every page in ${languages.join(", ")} at ${WIDTHS.map((size) => `${size.width} px`).join(" and ")}, into ${out}/`,
  onSignal: () => browser?.close(),
  measureAll: async (baseUrl) => {
    browser = await chromium.launch({ executablePath: benchChromium(), args: CHROMIUM_ARGS });
    let errors = 0;
    try {
      for (const lang of languages) {
        console.log(`\n${lang}:`);
        await walkLanguage(browser, baseUrl, out, lang).catch((error) => {
          errors += 1;
          console.error(`  ${lang} stopped: ${error.message}`);
        });
      }
    } finally {
      await browser.close();
    }
    return { over: false, errors };
  },
  verdict: (_over, errors) => (errors ? `${errors} language(s) stopped early: see above.` : `Done: look at ${out}/.`),
});
