#!/usr/bin/env node
/**
 * Server-render benchmark (ARCHITECTURE.md §10: ">= 60% of the throughput of a bare Remix page of
 * similar size, same run; p99 <= 250 ms at 50 connections").
 *
 * Builds the site and the bare page of bench/bare (same Remix, React and flags; one 15 KB page, no
 * session, no upstream), starts both on loopback (the site as production runs it, `node
 * build/server/start.js` with UPSTREAM_BASE_URL on the simulator in a process of its own), warms
 * them up, then loads each page with autocannon, one after the other: 50 connections for 10 s
 * each, as a phone's browser on its first visit (gzip, a mobile user agent, no cookie). Prints
 * req/s, p50, p99 and the ratio to the bare page, and the site process's resident memory (RSS)
 * once started, idle after the warm-up and after the load run; exits 0; with --strict, 1 when a
 * goal is missed.
 *
 * Usage:
 *   npm run bench:ssr                         build, start, measure PAGES
 *   npm run bench:ssr -- --no-build           reuse the site's current build (the bare page is always built: 1 s)
 *   npm run bench:ssr -- /lp/cards/login      measure extra pages too
 * Options: --duration S (10), --connections N (50), --port N (3600), --sim-port N (3601),
 * --bare-port N (3610), --strict, --help.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const PAGES = ["/", "/lp/basic-details", "/gold-loan/pune"];
const GOALS = { ratio: 0.6, p99Ms: 250 };
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const BARE = resolve(ROOT, "bench/bare");
const REMIX_CLI = resolve(ROOT, "node_modules/@remix-run/dev/dist/cli.js");
const VISITOR = {
  "accept-encoding": "gzip",
  "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
};
const STARTUP_TIMEOUT_MS = 60_000;
const WARM_UP_SECONDS = 3;

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "no-build": { type: "boolean", default: false },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
      port: { type: "string", default: "3600" },
      "sim-port": { type: "string", default: "3601" },
      "bare-port": { type: "string", default: "3610" },
      strict: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  for (const path of positionals) if (!path.startsWith("/")) throw new Error(`a page must be a path starting with "/": ${path}`);
  return {
    build: !values["no-build"],
    duration: Math.min(60, Math.max(1, Number(values.duration))),
    connections: Math.min(200, Math.max(1, Number(values.connections))),
    port: values.port,
    simPort: values["sim-port"],
    barePort: values["bare-port"],
    strict: values.strict,
    help: values.help,
    pages: [...new Set([...PAGES, ...positionals])],
  };
}

function run(command, args, cwd, env = {}) {
  console.log(`> ${[command, ...args].join(" ")}${cwd === ROOT ? "" : `  (in ${cwd.slice(ROOT.length + 1)})`}`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts a server in its own process group; resolves once `probe` answers. */
async function start(name, args, env, probe) {
  if (await answers(probe)) throw new Error(`something already answers on ${probe}: stop it first`);
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await answers(probe))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop(child);
      throw new Error(`${name} did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return child;
}

function stop(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

function load(url, seconds, connections) {
  return new Promise((resolveLoad, reject) => {
    autocannon({ url, connections, duration: seconds, headers: VISITOR }, (error, result) => (error ? reject(error) : resolveLoad(result)));
  });
}

const pad = (text, width) => String(text).padStart(width);

/** A process's resident memory in MB: /proc where there is one (Linux), else ps. */
function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
  } catch {
    return Number(spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim()) / 1024;
  }
}

async function main() {
  const options = readOptions();
  if (options.help) {
    console.log("usage: npm run bench:ssr -- [--no-build] [--duration S] [--connections N] [--port N] [--sim-port N] [--bare-port N] [--strict] [/extra/page ...]");
    return 0;
  }
  if (options.build) run("npm", ["run", "build"], ROOT);
  run(process.execPath, [REMIX_CLI, "build"], BARE, { NODE_ENV: "production" });

  const siteUrl = `http://127.0.0.1:${options.port}`;
  const bareUrl = `http://127.0.0.1:${options.barePort}`;
  const children = [];
  try {
    // The simulator in a process of its own (tsx: a development tool), so the site's process is
    // the production one and its RSS is the site's alone.
    const simUrl = `http://127.0.0.1:${options.simPort}`;
    children.push(await start("the simulator", ["--import", "tsx", "server/upstream-sim/main.ts"], { SIM_PORT: options.simPort, SIM_QUIET: "1" }, `${simUrl}/health`));
    const site = await start(
      "the site",
      ["build/server/start.js"],
      { PORT: options.port, UPSTREAM_BASE_URL: simUrl, SESSION_SECRET: randomBytes(32).toString("hex"), PUBLIC_ORIGIN: siteUrl, LOG_LEVEL: "silent" },
      `${siteUrl}/healthcheck`,
    );
    children.push(site);
    const rss = { started: rssMb(site.pid) };
    children.push(await start("the bare page", ["bench/bare/server.js"], { PORT: options.barePort }, `${bareUrl}/`));

    const targets = [{ name: "bare page", url: `${bareUrl}/` }, ...options.pages.map((path) => ({ name: path, url: `${siteUrl}${path}` }))];
    console.log(`\nwarming up (${WARM_UP_SECONDS} s each), then ${options.connections} connections for ${options.duration} s each, one page at a time`);
    for (const target of targets) await load(target.url, WARM_UP_SECONDS, options.connections);
    // A second without requests, so the reading is of an idle process, not one mid-answer.
    await new Promise((r) => setTimeout(r, 1000));
    rss.idle = rssMb(site.pid);

    const rows = [];
    for (const target of targets) {
      const result = await load(target.url, options.duration, options.connections);
      rows.push({ ...target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad: result.non2xx + result.errors + result.timeouts });
    }
    rss.loaded = rssMb(site.pid);

    const bare = rows[0].rps;
    let missed = 0;
    console.log(`\n${"page".padEnd(22)}${pad("req/s", 9)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("vs bare", 10)}${pad("not 2xx", 9)}  goal (>= ${GOALS.ratio * 100}%, p99 <= ${GOALS.p99Ms} ms)`);
    for (const row of rows) {
      const ratio = row.rps / bare;
      const isBare = row === rows[0];
      const ok = isBare || (ratio >= GOALS.ratio && row.p99 <= GOALS.p99Ms && row.bad === 0);
      if (!ok) missed += 1;
      console.log(
        `${row.name.padEnd(22)}${pad(row.rps.toFixed(0), 9)}${pad(row.p50, 9)}${pad(row.p99, 9)}${pad(isBare ? "-" : `${(ratio * 100).toFixed(0)}%`, 10)}${pad(row.bad, 9)}  ${isBare ? "" : ok ? "OK" : "MISSED"}`,
      );
    }
    console.log(
      `\nsite process (pid ${site.pid}) RSS: ${rss.started.toFixed(0)} MB started, ${rss.idle.toFixed(0)} MB idle after the warm-up, ${rss.loaded.toFixed(0)} MB after the load run`,
    );
    return options.strict && missed > 0 ? 1 : 0;
  } finally {
    for (const child of children) stop(child);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
