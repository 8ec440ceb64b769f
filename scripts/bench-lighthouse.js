#!/usr/bin/env node
/**
 * Lighthouse benchmark (requirements §A10).
 *
 * Runs Lighthouse (the npm package, the performance category only, its default mobile settings:
 * simulated throttling as slow 4G with a 4x slower CPU, a phone's screen and user agent) on the
 * system Chromium over the landing routes. Every run is a first visit: a new Chromium with an
 * empty profile (no cookie, no cache) and Lighthouse's own storage reset. Prints, per page, the
 * performance score, FCP, LCP, TBT, CLS, requests, bytes transferred and JavaScript bytes against
 * the goals, then a short diagnosis: the LCP element and its subparts (as observed, unthrottled),
 * the render-blocking requests and the JavaScript fetched.
 *
 * Scores vary from run to run: with --runs N every figure is the median of N runs, and the
 * diagnosis comes from Lighthouse's median run (the one closest to the median FCP and TTI).
 *
 * Usage:
 *   npm run bench:lighthouse                        build, start the app, measure PAGES (/, /lp/basic-details, /gold-loan/pune, /lp/cards/login)
 *   npm run bench:lighthouse -- /lp/schemes         measure extra pages too
 *   npm run bench:lighthouse -- --no-build          reuse the current build
 *   npm run bench:lighthouse -- --url http://127.0.0.1:3000   measure a site that already runs
 *   npm run bench:lighthouse -- --runs 5            median of 5 runs per page
 *   npm run bench:lighthouse -- --lite              send "Save-Data: on" with every request (lite mode)
 *   npm run bench:lighthouse -- --strict            exit 1 if any goal is OVER
 * Other options: --port N (app, default 3400), --sim-port N (simulator, default 3401),
 * --chrome-port N (Chromium's debugging port, default 3402), --verbose (list every request and
 * the audits that lose points), --help.
 */
import { createRequire } from "node:module";
import { readBenchOptions, runBenchmark, sleep } from "./bench-app.js";
import { benchChromium, CHROMIUM_ARGS } from "./test-machine.js";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

/** Pages measured on every run (the landing routes of requirements §A10); extra paths may be given on the command line. */
const PAGES = ["/", "/lp/basic-details", "/gold-loan/pune", "/lp/cards/login"];

const GOALS = {
  score: 100,
  fcpMs: 1200,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  requests: 12,
};

const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
/** Lighthouse flags on top of its default config (mobile, simulated slow 4G, 4x CPU). */
const LIGHTHOUSE_FLAGS = { output: "json", logLevel: "error", onlyCategories: ["performance"] };
const LITE_HEADERS = { "Save-Data": "on" };

const KB = 1024;

// ---------------------------------------------------------------------------------------------
// Command line

function readOptions() {
  const options = readBenchOptions({
    pages: PAGES,
    port: 3400,
    simPort: 3401,
    options: {
      "chrome-port": { type: "string", default: "3402" },
      runs: { type: "string", default: "1" },
      lite: { type: "boolean", default: false },
    },
  });
  const runs = Number(options.values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new Error(`--runs must be a whole number from 1 to 20: ${options.values.runs}`);
  return { ...options, chromePort: Number(options.values["chrome-port"]), runs, lite: options.values.lite };
}

function printHelp() {
  console.log(
    "usage: npm run bench:lighthouse -- [--no-build] [--port N] [--sim-port N] [--chrome-port N] [--url BASE]\n" +
      "                                   [--runs N] [--lite] [--strict] [--verbose] [/extra/page ...]",
  );
}

// ---------------------------------------------------------------------------------------------
// Build and start the app

// ---------------------------------------------------------------------------------------------
// Run Lighthouse

/** The Chromium of the run under way, so that a signal can end it. */
let runningChrome = null;

/** One Lighthouse run in a new Chromium (a new, empty profile: a first visit); returns the result (lhr). */
async function runLighthouse(url, options) {
  runningChrome = await chromeLauncher.launch({
    chromePath: benchChromium(),
    chromeFlags: CHROMIUM_FLAGS,
    port: options.chromePort,
    logLevel: "silent",
  });
  try {
    const flags = { ...LIGHTHOUSE_FLAGS, port: runningChrome.port, ...(options.lite ? { extraHeaders: LITE_HEADERS } : {}) };
    const result = await lighthouse(url, flags);
    if (!result?.lhr) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await stopChrome(runningChrome);
    runningChrome = null;
  }
}

/** Kills Chromium and waits until it has gone, so that the next run can take its port. */
async function stopChrome(chrome) {
  const child = chrome?.process;
  if (!child) return;
  const gone = child.exitCode !== null || child.signalCode !== null;
  const exited = gone ? Promise.resolve() : new Promise((done) => child.once("exit", done));
  chrome.kill();
  await Promise.race([exited, sleep(5000)]);
}

const audit = (lhr, id) => lhr.audits[id];
const numeric = (lhr, id) => audit(lhr, id)?.numericValue ?? NaN;

/** The figures of one run. */
function figures(lhr) {
  const summary = audit(lhr, "resource-summary")?.details?.items ?? [];
  const script = summary.find((item) => item.resourceType === "script");
  return {
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    requests: audit(lhr, "network-requests")?.details?.items?.length ?? NaN,
    bytes: numeric(lhr, "total-byte-weight"),
    jsBytes: script?.transferSize ?? 0,
    jsRequests: script?.requestCount ?? 0,
  };
}

function median(numbers) {
  const sorted = numbers.slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs Lighthouse `options.runs` times on one page; returns the median figures, their ranges and the median run. */
async function measurePage(url, options) {
  const lhrs = [];
  for (let run = 1; run <= options.runs; run++) {
    const started = Date.now();
    const lhr = await runLighthouse(url, options);
    const { score, lcpMs } = figures(lhr);
    const of = options.runs > 1 ? ` (run ${run}/${options.runs})` : "";
    console.log(`  ${new URL(url).pathname}${of}: score ${score}, LCP ${seconds(lcpMs)}  [${seconds(Date.now() - started)}]`);
    lhrs.push(lhr);
  }
  const runs = lhrs.map(figures);
  const medians = {};
  const ranges = {};
  for (const key of Object.keys(runs[0])) {
    const values = runs.map((run) => run[key]);
    medians[key] = median(values);
    ranges[key] = [Math.min(...values), Math.max(...values)];
  }
  return { figures: medians, ranges, lhr: lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0] };
}

/** One status per goal, in the order of GOALS. */
function verdicts(f) {
  return {
    score: f.score >= GOALS.score,
    fcpMs: f.fcpMs <= GOALS.fcpMs,
    lcpMs: f.lcpMs <= GOALS.lcpMs,
    tbtMs: f.tbtMs <= GOALS.tbtMs,
    cls: Number(f.cls.toFixed(3)) <= GOALS.cls,
    requests: f.requests <= GOALS.requests,
  };
}

// ---------------------------------------------------------------------------------------------
// Report

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;
const kb = (bytes) => (bytes / KB).toFixed(1);
const firstLine = (error) => String(error?.message ?? error).split("\n")[0];
const shortUrl = (url, baseUrl) => (url.startsWith(baseUrl) ? url.slice(baseUrl.length) || "/" : url);

const COLUMNS = [
  ["score", 6, (f) => String(f.score)],
  ["FCP", 8, (f) => seconds(f.fcpMs)],
  ["LCP", 8, (f) => seconds(f.lcpMs)],
  ["TBT", 8, (f) => millis(f.tbtMs)],
  ["CLS", 7, (f) => f.cls.toFixed(3)],
  ["req", 5, (f) => String(f.requests)],
  ["KB", 8, (f) => kb(f.bytes)],
  ["JS KB", 8, (f) => kb(f.jsBytes)],
];
const GOAL_LABELS = { score: "score", fcpMs: "FCP", lcpMs: "LCP", tbtMs: "TBT", cls: "CLS", requests: "req" };

function printTable(results, pageWidth) {
  const head = COLUMNS.map(([label, width]) => label.padStart(width)).join("");
  const goalHead = Object.values(GOAL_LABELS)
    .map((label) => label.padEnd(6))
    .join("");
  console.log(`\n${"page".padEnd(pageWidth)}${head}   ${goalHead}`.trimEnd());
  for (const { path, measured, error } of results) {
    if (error) {
      console.log(`${path.padEnd(pageWidth)}  ERROR: ${error}`);
      continue;
    }
    const f = measured.figures;
    const cells = COLUMNS.map(([, width, cell]) => cell(f).padStart(width)).join("");
    const status = Object.values(verdicts(f))
      .map((ok) => (ok ? "OK" : "OVER").padEnd(6))
      .join("");
    console.log(`${path.padEnd(pageWidth)}${cells}   ${status}`.trimEnd());
  }
  const goals = [GOALS.score, seconds(GOALS.fcpMs), seconds(GOALS.lcpMs), millis(GOALS.tbtMs), GOALS.cls, GOALS.requests, "-", "-"];
  const goalCells = COLUMNS.map(([, width], index) => String(goals[index]).padStart(width)).join("");
  console.log(`${"goal".padEnd(pageWidth)}${goalCells}`);
}

/** The LCP element and its subparts, from the lcp-breakdown-insight audit (observed in the trace, not simulated). */
function lcpDiagnosis(lhr) {
  const items = audit(lhr, "lcp-breakdown-insight")?.details?.items ?? [];
  const table = items.find((item) => item.type === "table");
  const node = items.find((item) => item.type === "node");
  const names = {
    timeToFirstByte: "TTFB",
    resourceLoadDelay: "load delay",
    resourceLoadDuration: "load time",
    elementRenderDelay: "render delay",
  };
  const element = node ? `${node.selector ?? node.snippet}` : "element unknown";
  const parts = (table?.items ?? []).map((part) => `${names[part.subpart] ?? part.label} ${millis(part.duration)}`);
  return `LCP ${element}: ${parts.length ? parts.join(", ") : "no breakdown"} (observed)`;
}

/** The render-blocking requests, from the render-blocking-insight audit. */
function renderBlockingDiagnosis(lhr, baseUrl) {
  const items = audit(lhr, "render-blocking-insight")?.details?.items ?? [];
  if (!items.length) return "render-blocking: none";
  const list = items.map((item) => `${shortUrl(item.url, baseUrl)} ${kb(item.totalBytes)} KB`);
  return `render-blocking: ${list.join(", ")}`;
}

function printDiagnosis(path, measured, baseUrl, options) {
  const { figures: f, ranges, lhr } = measured;
  const js = `JS ${kb(f.jsBytes)} KB in ${f.jsRequests} request${f.jsRequests === 1 ? "" : "s"}`;
  console.log(`${path}: ${lcpDiagnosis(lhr)}; ${renderBlockingDiagnosis(lhr, baseUrl)}; ${js}`);
  if (options.runs > 1) {
    const [low, high] = ranges.score;
    const [lcpLow, lcpHigh] = ranges.lcpMs;
    console.log(`  ${options.runs} runs: score ${low}..${high}, LCP ${seconds(lcpLow)}..${seconds(lcpHigh)}`);
  }
  for (const warning of lhr.runWarnings ?? []) console.log(`  Lighthouse warning: ${firstLine(warning)}`);
  const failed = (audit(lhr, "network-requests")?.details?.items ?? []).filter(
    (item) => !(item.statusCode >= 200 && item.statusCode < 400),
  );
  for (const item of failed)
    console.log(`  WARNING: ${shortUrl(item.url, baseUrl)} answered ${item.statusCode === -1 ? "nothing (failed)" : item.statusCode}`);
  if (options.verbose) {
    listRequests(lhr, baseUrl);
    listLosingAudits(lhr);
  }
}

function listRequests(lhr, baseUrl) {
  console.log("  requests (type, status, transferred, URL):");
  for (const item of audit(lhr, "network-requests")?.details?.items ?? []) {
    const size = `${(item.transferSize ?? 0).toLocaleString("en-US")} B`;
    console.log(
      `    ${String(item.resourceType ?? "-").padEnd(11)} ${String(item.statusCode ?? "-").padEnd(4)} ${size.padStart(10)}  ${shortUrl(item.url, baseUrl)}`,
    );
  }
}

/** Audits of the performance category that are not passed, the heaviest first. */
function listLosingAudits(lhr) {
  const losing = Object.values(lhr.audits)
    .filter((a) => typeof a.score === "number" && a.score < 0.9 && ["numeric", "metricSavings", "binary"].includes(a.scoreDisplayMode))
    .sort((a, b) => a.score - b.score);
  if (!losing.length) return;
  console.log("  audits not passed (score, id, value):");
  for (const a of losing) console.log(`    ${a.score.toFixed(2)}  ${a.id}${a.displayValue ? `  ${a.displayValue}` : ""}`);
}

// ---------------------------------------------------------------------------------------------
// Main

async function measureAll(baseUrl, options) {
  const results = [];
  for (const path of options.pages) {
    try {
      results.push({ path, measured: await measurePage(baseUrl + path, options) });
    } catch (error) {
      console.log(`  ${path}: ERROR ${firstLine(error)}`);
      results.push({ path, error: firstLine(error) });
    }
  }
  const pageWidth = Math.max(20, ...options.pages.map((path) => path.length + 2));
  printTable(results, pageWidth);
  console.log("");
  for (const { path, measured } of results) if (measured) printDiagnosis(path, measured, baseUrl, options);
  const over = results
    .filter((result) => result.measured)
    .reduce((sum, { measured }) => sum + Object.values(verdicts(measured.figures)).filter((ok) => !ok).length, 0);
  return { over, errors: results.filter((result) => result.error).length };
}

function verdict(over, errors) {
  const goals = over ? `${over} goal(s) OVER` : "all goals OK";
  return errors ? `${errors} page(s) failed; ${goals} on the others` : goals;
}

async function main() {
  const options = readOptions();
  if (options.help) return printHelp();
  const runs = options.runs > 1 ? `median of ${options.runs} runs per page` : "1 run per page";
  await runBenchmark(options, {
    heading:
      `\nLighthouse ${lighthouseVersion()} (performance, default mobile: simulated slow 4G, 4x CPU), ${runs}` +
      `${options.lite ? ", lite mode (Save-Data: on)" : ""}; 1 KB = 1024 B`,
    measureAll,
    verdict,
    onSignal: () => stopChrome(runningChrome),
  });
}

function lighthouseVersion() {
  return createRequire(import.meta.url)("lighthouse/package.json").version;
}

main().catch((error) => {
  console.error(`bench-lighthouse: ${error?.message ?? error}`);
  process.exitCode = 1;
});
