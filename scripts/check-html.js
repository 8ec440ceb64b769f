#!/usr/bin/env node
/**
 * HTML validity check (issue 34).
 *
 * Fetches each page as a phone's browser on its first visit would (a mobile user agent, no
 * cookie), writes the documents as they came to a temporary directory and runs the Nu HTML
 * Checker (vnu.jar of the `vnu-jar` package, on Debian's Java: `default-jre-headless`) once over
 * all of them. Prints, per page, the errors and warnings, then each distinct message once (errors
 * first, the most frequent first) with how many times and on how many pages it occurs, where it
 * first does and the markup it is about. Info messages (such as "Trailing slash on void elements",
 * which React writes) are counted, and listed only with --verbose.
 *
 * The checker runs on the Java on the PATH (17 or later); without one it stops at once and says
 * what to install. Nothing is downloaded: the package's own Java download is denied in
 * package.json (allowScripts).
 *
 * Usage:
 *   npm run check:html                           build, start the app, check PAGES
 *   npm run check:html -- /lp/schemes            check extra pages too
 *   npm run check:html -- --no-build             reuse the current build
 *   npm run check:html -- --url http://127.0.0.1:3000   check a site that already runs
 *   npm run check:html -- --strict               exit 1 if any error remains
 * Exits 0 whatever the checker found (without --strict); 1 when a page could not be fetched.
 * Other options: --port N (app, default 3700), --sim-port N (simulator, default 3701),
 * --verbose (the info messages too, the app's output streamed), --help.
 */
import { Buffer } from "node:buffer";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { readBenchOptions, runBenchmark } from "./bench-app.js";

/** Pages checked on every run (the landing routes, the cardholder's login, a city page, one of its scheme pages, the city page in Hindi); extra paths may be given on the command line. */
const PAGES = ["/", "/lp/basic-details", "/lp/cards/login", "/gold-loan/pune", "/gold-loan/pune/fed-jmp-1188", "/hi/gold-loan/pune"];

/** A phone's browser opening a page for the first time: no cookie, a navigation's headers. */
const PHONE_FIRST_VISIT = {
  "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-IN,en;q=0.9",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "none",
  "upgrade-insecure-requests": "1",
};

const FETCH_TIMEOUT_MS = 30_000;
/** vnu.jar's classes are Java 17's. */
const JAVA_MIN_VERSION = 17;
const INSTALL_JAVA = "sudo apt-get install -y default-jre-headless";
const EXTRACT_WIDTH = 160;

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------
// Command line

function readOptions() {
  return readBenchOptions({ pages: PAGES, port: 3700, simPort: 3701 });
}

function printHelp() {
  console.log(
    "usage: npm run check:html -- [--no-build] [--port N] [--sim-port N] [--url BASE]\n" +
      "                             [--strict] [--verbose] [/extra/page ...]",
  );
}

// ---------------------------------------------------------------------------------------------
// Java and the checker

/** The major version of the `java` on the PATH, or null when there is none. */
function javaVersion() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  // Java 8 and older call themselves 1.N.
  return match[1] === "1" ? Number(match[2]) : Number(match[1]);
}

/** Stops at once, in one line, when there is no Java to run the checker on. */
function requireJava() {
  const version = javaVersion();
  if (version !== null && version >= JAVA_MIN_VERSION) return;
  const found = version === null ? "no java on the PATH" : `java ${version} on the PATH, it needs ${JAVA_MIN_VERSION} or later`;
  console.error(`check-html: the Nu HTML Checker runs on Java (${found}); run: ${INSTALL_JAVA}`);
  process.exit(1);
}

const vnuJar = () => String(require("vnu-jar"));
const vnuVersion = () => require("vnu-jar/package.json").version;

/**
 * Runs vnu.jar once over `files`; answers its messages. Its JSON goes to stdout (--stdout), so
 * that what Java itself may say on stderr (such as "Picked up JAVA_TOOL_OPTIONS") stays out of it.
 */
function runChecker(files) {
  const result = spawnSync("java", ["-jar", vnuJar(), "--format", "json", "--stdout", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw new Error(`the checker could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`the checker failed (exit ${result.status}): ${firstLine(result.stderr || result.stdout)}`);
  try {
    return JSON.parse(result.stdout).messages ?? [];
  } catch {
    throw new Error(`the checker's output is not JSON: ${firstLine(result.stdout || result.stderr)}`);
  }
}

/** A message's level: an error (errors, fatal errors, the checker's own trouble), a warning, or info. */
function levelOf(message) {
  if (message.type === "info") return message.subType === "warning" ? "warning" : "info";
  return "error";
}

// ---------------------------------------------------------------------------------------------
// Fetch the pages

/** One page as a first visit gets it: its status, where it ended up, and the document's bytes as the server wrote them. */
async function fetchPage(url) {
  const response = await fetch(url, { headers: PHONE_FIRST_VISIT, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  const type = response.headers.get("content-type") ?? "";
  const body = Buffer.from(await response.arrayBuffer());
  if (!type.includes("text/html")) throw new Error(`HTTP ${response.status}, ${type || "no content type"}, not an HTML document`);
  return { status: response.status, finalUrl: response.url, body };
}

// ---------------------------------------------------------------------------------------------
// Report

const firstLine = (text) => String(text?.message ?? text ?? "").split("\n")[0];
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
const oneLine = (text) => text.replace(/\s+/g, " ").trim();
const clip = (text, width) => (text.length > width ? `${text.slice(0, width - 3)}...` : text);

/** The markup a message is about: the highlighted part of its extract (else the extract), on one line. */
function markupOf(message) {
  const extract = message.extract ?? "";
  const hilite =
    typeof message.hiliteStart === "number" ? extract.slice(message.hiliteStart, message.hiliteStart + message.hiliteLength) : "";
  return clip(oneLine(hilite || extract), EXTRACT_WIDTH);
}

function printPages(results, counts, pageWidth) {
  console.log(`\n${"page".padEnd(pageWidth)}${"HTTP".padStart(6)}${"errors".padStart(8)}${"warnings".padStart(10)}${"info".padStart(6)}`);
  for (const { path, status, finalUrl, error } of results) {
    if (error) {
      console.log(`${path.padEnd(pageWidth)}  ERROR: ${error}`);
      continue;
    }
    const count = counts.get(path);
    const cells = [status, count.error, count.warning, count.info].map((cell, i) => String(cell).padStart([6, 8, 10, 6][i]));
    const notes = [];
    if (new URL(finalUrl).pathname !== path) notes.push(`redirected to ${new URL(finalUrl).pathname}`);
    if (count.stoppedAt) notes.push(`the checker stopped at line ${count.stoppedAt}: nothing after it was checked`);
    console.log(`${path.padEnd(pageWidth)}${cells.join("")}${notes.length ? `  (${notes.join("; ")})` : ""}`);
  }
}

/** Each distinct message once (by level and text): how often, on which pages, where first, the markup. */
function printDistinct(messages, levels) {
  const groups = new Map();
  for (const message of messages) {
    if (!levels.includes(message.level)) continue;
    const key = `${message.level}\u0000${message.message}`;
    if (!groups.has(key)) groups.set(key, { level: message.level, text: message.message, times: 0, pages: new Map(), first: message });
    const group = groups.get(key);
    group.times += 1;
    group.pages.set(message.page, (group.pages.get(message.page) ?? 0) + 1);
  }
  const sorted = [...groups.values()].sort((a, b) => levels.indexOf(a.level) - levels.indexOf(b.level) || b.times - a.times);
  console.log(sorted.length ? `\nDistinct messages (${sorted.length}):` : "\nNo errors or warnings.");
  for (const group of sorted) {
    const perPage = [...group.pages].map(([page, times]) => `${page} ${times}`).join(", ");
    console.log(`\n${group.level.toUpperCase()}  ${plural(group.times, "time")} on ${plural(group.pages.size, "page")} (${perPage})`);
    console.log(`  ${group.text}`);
    const { first } = group;
    const line = first.firstLine ?? first.lastLine;
    const where = line ? `${first.page} line ${line}` : first.page;
    const markup = markupOf(first);
    console.log(`  first at ${where}${markup ? `: ${markup}` : ""}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Main

/** The documents' directory of the run under way, removed at the end and at an exit on a signal. */
let documentsDir = null;

function removeDocuments() {
  if (documentsDir) rmSync(documentsDir, { recursive: true, force: true });
  documentsDir = null;
}
process.on("exit", removeDocuments);

async function checkAll(baseUrl, options) {
  const dir = mkdtempSync(join(tmpdir(), "check-html-"));
  documentsDir = dir;
  try {
    const results = [];
    const pageOfFile = new Map();
    for (const [index, path] of options.pages.entries()) {
      try {
        const page = await fetchPage(baseUrl + path);
        const file = join(dir, `${String(index + 1).padStart(2, "0")}.html`);
        writeFileSync(file, page.body);
        pageOfFile.set(basename(file), path);
        results.push({ path, file, ...page });
      } catch (error) {
        results.push({ path, error: firstLine(error) });
      }
    }
    const files = results.filter((result) => result.file).map((result) => result.file);
    const started = Date.now();
    const raw = files.length ? runChecker(files) : [];
    console.log(`Checked ${plural(files.length, "document")} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const messages = raw.map((message) => ({
      ...message,
      level: levelOf(message),
      page: message.url ? (pageOfFile.get(basename(new URL(message.url).pathname)) ?? message.url) : "(checker)",
    }));
    const counts = new Map(options.pages.map((path) => [path, { error: 0, warning: 0, info: 0, stoppedAt: null }]));
    for (const message of messages) {
      const count = counts.get(message.page);
      if (!count) continue;
      count[message.level] += 1;
      if (message.subType === "fatal") count.stoppedAt = message.lastLine ?? "?";
    }
    const pageWidth = Math.max(20, ...options.pages.map((path) => path.length + 2));
    printPages(results, counts, pageWidth);
    printDistinct(messages, options.verbose ? ["error", "warning", "info"] : ["error", "warning"]);

    const total = (level) => messages.filter((message) => message.level === level).length;
    const checkerTrouble = messages.filter((message) => message.page === "(checker)").length;
    return {
      over: total("error"),
      warnings: total("warning"),
      errors: results.filter((result) => result.error).length + (checkerTrouble ? 1 : 0),
    };
  } finally {
    removeDocuments();
  }
}

async function main() {
  const options = readOptions();
  if (options.help) return printHelp();
  requireJava();
  let warnings = 0;
  await runBenchmark(options, {
    heading: `\nNu HTML Checker ${vnuVersion()} (vnu-jar), each page as a phone's first visit (no cookie)`,
    measureAll: async (baseUrl) => {
      const checked = await checkAll(baseUrl, options);
      warnings = checked.warnings;
      return checked;
    },
    verdict: (over, errors) => {
      const found = `${plural(over, "error")}, ${plural(warnings, "warning")}`;
      return errors ? `${errors} page(s) could not be checked; ${found} on the others` : found;
    },
  });
}

main().catch((error) => {
  console.error(`check-html: ${error?.message ?? error}`);
  process.exitCode = 1;
});
