#!/usr/bin/env node
/**
 * Page-weight benchmark (requirements §A10).
 *
 * Loads each page in headless Chromium as a phone on its first visit would (360x740, mobile
 * user agent, empty cache), records every response until the network is idle and adds up the
 * bytes on the wire (compressed bodies; the HTML document also counts its response headers).
 * Prints, per page, HTML / CSS / JS / fonts / total against the budgets, then loads the page
 * again with JavaScript disabled and reports whether it still asked for any JavaScript.
 *
 * Usage:
 *   npm run bench:weight                         build, start the app, measure PAGES (/, /lp/basic-details, /lp/schemes, /gold-loan/pune)
 *   npm run bench:weight -- /lp/schemes          measure extra pages too
 *   npm run bench:weight -- --no-build           reuse the current build
 *   npm run bench:weight -- --url http://127.0.0.1:3000   measure a site that already runs
 *   npm run bench:weight -- --strict             exit 1 if any budget is OVER
 *   npm run bench:weight -- --languages all      each page in every language too (or --languages hi,ta),
 *                                                then a table of HTML and JS per page and language
 * Other options: --port N (app, default 3200), --sim-port N (simulator, default 3201),
 * --verbose (list every response, stream the app's output), --help.
 */
import { readBenchOptions, runBenchmark } from "./bench-app.js";
import { chromium } from "@playwright/test";
import { benchChromium, CHROMIUM_ARGS } from "./test-machine.js";

/** Pages measured on every run (the landing routes of requirements §A10, a city page among them); extra paths may be given on the command line. */
const PAGES = ["/", "/lp/basic-details", "/lp/schemes", "/gold-loan/pune"];

/**
 * Journey steps after the OTP need a verified lead with a pincode (only /lp/ paths: never the
 * SEO city pages such as /gold-loan/pune, which a first visit opens as is): before such a page is
 * measured, its browser context walks the lead form, the OTP and the pincode through HTTP
 * requests (which share the context's cookies, not its cache), so the page load itself is
 * still a first visit for the cache.
 */
const JOURNEY_LEAD = { cityId: "1", loanAmount: "300000", loanType: "FRESH", otp: "123456", pincode: "560034" };
const needsVerifiedLead = (path) => /^\/lp\/(?!basic-details|otp)[a-z]/.test(path);

const KB = 1024;
const BUDGETS = {
  html: 14 * KB,
  css: 10 * KB,
  js: 100 * KB,
  total: 150 * KB,
};

const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) " + "Chrome/126.0.0.0 Mobile Safari/537.36",
};

const PAGE_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// Command line

/** The site's languages (app/i18n/language.ts); English is the plain page. */
const LANGUAGES = ["en", "hi", "mr", "ta", "te", "kn", "ml"];
/** The search pages have one URL per language (decision 028); the others take `?lang=`, which the cookie then keeps. */
const LOCALIZED_PATH = /^\/(?:gold-loan(?:\/|$)|gold-loan-calculator$)/;

function inLanguage(path, lang) {
  if (lang === "en") return path;
  if (LOCALIZED_PATH.test(path)) return `/${lang}${path}`;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
}

function readOptions() {
  const options = readBenchOptions({ pages: PAGES, port: 3200, simPort: 3201, options: { languages: { type: "string" } } });
  const asked = options.values.languages;
  const languages = !asked
    ? ["en"]
    : asked === "all"
      ? LANGUAGES
      : ["en", ...asked.split(",").filter((lang) => LANGUAGES.includes(lang) && lang !== "en")];
  return { ...options, languages, pages: options.pages.flatMap((path) => languages.map((lang) => inLanguage(path, lang))) };
}

function printHelp() {
  console.log(
    "usage: npm run bench:weight -- [--no-build] [--port N] [--sim-port N] [--url BASE]\n" +
      "                               [--strict] [--verbose] [/extra/page ...]",
  );
}

// ---------------------------------------------------------------------------------------------
// Build and start the app

// ---------------------------------------------------------------------------------------------
// Measure one page load

function classify(response) {
  const type = response.request().resourceType();
  const contentType = (response.headers()["content-type"] ?? "").toLowerCase();
  if (type === "document") return "html";
  if (contentType.includes("css")) return "css";
  if (contentType.includes("javascript") || contentType.includes("ecmascript")) return "js";
  if (contentType.startsWith("font/") || /woff|truetype|opentype/.test(contentType)) return "font";
  if (type === "stylesheet") return "css";
  if (type === "script") return "js";
  if (type === "font") return "font";
  return "other";
}

async function measureResponse(response) {
  const entry = {
    url: response.url(),
    status: response.status(),
    kind: classify(response),
    body: 0,
    headers: 0,
    note: "",
  };
  try {
    const sizes = await response.request().sizes();
    entry.body = sizes.responseBodySize;
    entry.headers = sizes.responseHeadersSize;
  } catch (error) {
    entry.note = `sizes unavailable: ${firstLine(error)}`;
  }
  return entry;
}

async function post(context, url, form) {
  const response = await context.request.post(url, { form });
  if (!response.ok()) throw new Error(`journey set-up: POST ${url} answered ${response.status()}`);
  return response;
}

/** Walks the journey up to the schemes step in this context (see JOURNEY_LEAD). */
async function verifyLead(context, baseUrl) {
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await context.request.get(`${baseUrl}/lp/basic-details`);
  const lead = await post(context, `${baseUrl}/lp/basic-details`, {
    phone,
    cityId: JOURNEY_LEAD.cityId,
    loanAmount: JOURNEY_LEAD.loanAmount,
    loanType: JOURNEY_LEAD.loanType,
  });
  const otpPage = new URL(lead.url());
  if (!otpPage.pathname.startsWith("/lp/otp/auth/")) throw new Error(`journey set-up: the lead form went to ${otpPage.pathname}`);
  await post(context, otpPage.href, { otp: JOURNEY_LEAD.otp, intent: "verify" });
  await post(context, `${baseUrl}/lp/pincode`, { pincode: JOURNEY_LEAD.pincode, intent: "check" });
}

/** One load in a fresh context (empty cache); returns the document status and every response. */
async function loadPage(browser, url, { javaScriptEnabled }) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  const target = new URL(url);
  if (needsVerifiedLead(target.pathname)) await verifyLead(context, target.origin);
  const page = await context.newPage();
  const pending = [];
  const failed = [];
  page.on("response", (response) => pending.push(measureResponse(response)));
  page.on("requestfailed", (request) => failed.push(`${request.url()} (${request.failure()?.errorText ?? "failed"})`));
  try {
    const response = await page.goto(url, { waitUntil: "networkidle", timeout: PAGE_TIMEOUT_MS });
    const entries = await Promise.all(pending);
    return { status: response?.status() ?? 0, entries, failed };
  } finally {
    await context.close();
  }
}

/** Adds up bytes per kind; the document's response headers count towards HTML. */
function summarize(entries) {
  const sum = { html: 0, css: 0, js: 0, font: 0, other: 0 };
  const count = { html: 0, css: 0, js: 0, font: 0, other: 0 };
  let otherHeaders = 0;
  for (const entry of entries) {
    sum[entry.kind] += entry.body + (entry.kind === "html" ? entry.headers : 0);
    count[entry.kind] += 1;
    if (entry.kind !== "html") otherHeaders += entry.headers;
  }
  const total = Object.values(sum).reduce((a, b) => a + b, 0);
  return { sum, count, total, otherHeaders, requests: entries.length };
}

// ---------------------------------------------------------------------------------------------
// Report

const kb = (bytes) => (bytes / KB).toFixed(1);
const grouped = (bytes) => bytes.toLocaleString("en-US");
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
const firstLine = (error) => String(error?.message ?? error).split("\n")[0];

function row(label, bytes, budget) {
  const budgetText = budget ? `${kb(budget)} KB` : "-";
  const status = budget ? (bytes <= budget ? "OK" : "OVER") : "";
  return `  ${label.padEnd(28)}${grouped(bytes).padStart(10)} B${kb(bytes).padStart(9)} KB` + `${budgetText.padStart(12)}  ${status}`;
}

/** Prints the table for one page; returns the number of budgets over. */
function reportPage(path, url, load, summary, verbose) {
  const { sum, count } = summary;
  const redirects = count.html > 1 ? `, ${count.html} documents incl. redirects` : "";
  console.log(`\n${path}  (${url}, HTTP ${load.status})`);
  if (load.status < 200 || load.status >= 300) {
    console.log(`  WARNING: the document answered ${load.status}; these figures are not the real page`);
  }
  console.log(`  ${"".padEnd(28)}${"bytes".padStart(12)}${"".padStart(12)}${"budget".padStart(12)}`);
  const lines = [
    ["HTML (compressed + headers)", sum.html, BUDGETS.html],
    ["CSS", sum.css, BUDGETS.css],
    ["JS", sum.js, BUDGETS.js],
    [`fonts (${plural(count.font, "file")})`, sum.font, null],
    ["other", sum.other, null],
    ["total", summary.total, BUDGETS.total],
  ];
  let over = 0;
  for (const [label, bytes, budget] of lines) {
    console.log(row(label, bytes, budget));
    if (budget && bytes > budget) over += 1;
  }
  console.log(`  requests: ${summary.requests}${redirects}`);
  console.log(`  (response headers of the other requests, not in total: ${grouped(summary.otherHeaders)} B)`);
  for (const failure of load.failed) console.log(`  failed request: ${failure}`);
  if (verbose) listResponses(load.entries);
  return over;
}

function listResponses(entries) {
  for (const entry of entries) {
    const size = `${grouped(entry.body)} B + ${grouped(entry.headers)} B headers`;
    console.log(`    ${entry.kind.padEnd(6)} ${String(entry.status).padEnd(4)} ${size.padEnd(30)} ${entry.url} ${entry.note}`);
  }
}

function reportNoJsLoad(load, summary, verbose) {
  const jsEntries = load.entries.filter((entry) => entry.kind === "js");
  const asked = jsEntries.length
    ? `YES, ${plural(jsEntries.length, "request")}, ${grouped(summary.sum.js)} B (${kb(summary.sum.js)} KB)`
    : "no";
  console.log(
    `  JavaScript disabled: total ${grouped(summary.total)} B (${kb(summary.total)} KB) ` +
      `in ${plural(summary.requests, "request")} (HTTP ${load.status}); JS requested: ${asked}`,
  );
  if (verbose) for (const entry of jsEntries) console.log(`    js ${entry.url}`);
}

// ---------------------------------------------------------------------------------------------
// Main

async function measureAll(baseUrl, options) {
  const browser = await chromium.launch({ executablePath: benchChromium(), args: CHROMIUM_ARGS });
  let over = 0;
  let errors = 0;
  const rows = [];
  try {
    for (const path of options.pages) {
      const url = baseUrl + path;
      try {
        const load = await loadPage(browser, url, { javaScriptEnabled: true });
        const summary = summarize(load.entries);
        rows.push({ path, status: load.status, html: summary.sum.html, js: summary.sum.js });
        over += reportPage(path, url, load, summary, options.verbose);
        if (options.strict && (load.status < 200 || load.status >= 300)) over += 1;
        const noJs = await loadPage(browser, url, { javaScriptEnabled: false });
        reportNoJsLoad(noJs, summarize(noJs.entries), options.verbose);
      } catch (error) {
        errors += 1;
        console.log(`\n${path}  (${url})\n  ERROR: ${firstLine(error)}`);
      }
    }
  } finally {
    await browser.close();
  }
  if (options.languages.length > 1) reportLanguages(rows);
  return { over, errors };
}

/** One line per page and language: HTML and JS against their budgets. */
function reportLanguages(rows) {
  console.log(`\nPer language (HTML budget ${kb(BUDGETS.html)} KB, JS ${kb(BUDGETS.js)} KB)`);
  console.log(`  ${"page".padEnd(36)}${"HTML B".padStart(10)}${"JS B".padStart(10)}  status`);
  for (const { path, status, html, js } of rows) {
    const ok = html <= BUDGETS.html && js <= BUDGETS.js ? "OK" : "OVER";
    console.log(
      `  ${path.padEnd(36)}${grouped(html).padStart(10)}${grouped(js).padStart(10)}  ${ok}${status === 200 ? "" : ` (HTTP ${status})`}`,
    );
  }
}

function verdict(over, errors) {
  const budgets = over ? `${over} budget(s) OVER` : "all budgets OK";
  return errors ? `${errors} page(s) failed to load; ${budgets} on the others` : budgets;
}

async function main() {
  const options = readOptions();
  if (options.help) return printHelp();
  await runBenchmark(options, {
    heading:
      `\nPage weight, 1 KB = 1024 B; budgets: HTML ${kb(BUDGETS.html)} KB, CSS ${kb(BUDGETS.css)} KB, ` +
      `JS ${kb(BUDGETS.js)} KB, total ${kb(BUDGETS.total)} KB`,
    measureAll,
    verdict,
  });
}

main().catch((error) => {
  console.error(`bench-weight: ${error?.message ?? error}`);
  process.exitCode = 1;
});
