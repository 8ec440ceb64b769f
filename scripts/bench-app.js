/**
 * What the page bench scripts (bench-weight.js, bench-lighthouse.js, check-html.js) share: their common
 * command-line options, the build, and the built site, started as `node build/server/start.js`
 * with its embedded simulator in a process group of its own and stopped with everything it
 * started.
 */
import { spawn, spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const STARTUP_TIMEOUT_MS = 30_000;

/**
 * The options every page bench takes (--no-build, --port, --sim-port, --url, --strict, --verbose,
 * --help and extra page paths) plus the script's own `options` (node:util parseArgs shapes).
 * Answers the common ones by name and the script's own in `values`.
 */
export function readBenchOptions({ pages, port, simPort, options = {} }) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "no-build": { type: "boolean", default: false },
      port: { type: "string", default: String(port) },
      "sim-port": { type: "string", default: String(simPort) },
      url: { type: "string" },
      strict: { type: "boolean", default: false },
      verbose: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
      ...options,
    },
  });
  for (const path of positionals) {
    if (!path.startsWith("/")) throw new Error(`a page must be a path starting with "/": ${path}`);
  }
  return {
    values,
    build: !values["no-build"] && !values.url,
    port: values.port,
    simPort: values["sim-port"],
    baseUrl: values.url ? values.url.replace(/\/+$/, "") : null,
    strict: values.strict,
    verbose: values.verbose,
    help: values.help,
    pages: [...new Set([...pages, ...positionals])],
  };
}

/** `npm run build`, its output shown; throws when it fails. */
export function buildApp() {
  console.log("> npm run build");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

export async function isHealthy(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/healthcheck`, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Starts the app on `port` (its simulator on `simPort`); resolves once healthy. `verbose` streams its output. */
export async function startApp({ port, simPort, verbose = false }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await isHealthy(baseUrl)) {
    throw new Error(`something already answers on ${baseUrl}; stop it, or measure it with --url`);
  }
  console.log(`> PORT=${port} SIM_PORT=${simPort} node build/server/start.js`);
  const child = spawn("node", ["build/server/start.js"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), SIM_PORT: String(simPort), SIM_QUIET: "1" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const app = { child, baseUrl, log: [], exited: false };
  child.on("exit", () => (app.exited = true));
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (text) => {
      app.log.push(text);
      if (app.log.length > 200) app.log.shift();
      if (verbose) process.stderr.write(text);
    });
  }
  await waitUntilHealthy(app);
  return app;
}

async function waitUntilHealthy(app) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (app.exited) break;
    if (await isHealthy(app.baseUrl)) return;
    await sleep(250);
  }
  if (app.exited) await sleep(200); // let its last output arrive
  const why = app.exited ? "the app exited" : `no 200 from /healthcheck in ${STARTUP_TIMEOUT_MS / 1000} s`;
  throw new Error(`${why}; its last output:\n${app.log.join("") || "(none)"}`);
}

/**
 * A benchmark's run around its measurements: the app built (unless --no-build) and started
 * (unless --url names one), stopped at the end and on Ctrl-C (after `onSignal`, which stops
 * what the measurements started); the heading, the pages measured, the verdict. The exit status
 * is 1 when a page failed, or a budget was over and --strict given.
 */
export async function runBenchmark(options, { heading, measureAll, verdict, onSignal = async () => {} }) {
  let app = null;
  const stopOnSignal = async () => {
    await onSignal();
    await stopApp(app);
    process.exit(130);
  };
  process.on("SIGINT", stopOnSignal);
  process.on("SIGTERM", stopOnSignal);
  try {
    if (options.build) buildApp();
    if (!options.baseUrl) app = await startApp(options);
    const baseUrl = options.baseUrl ?? app.baseUrl;
    console.log(heading);
    const { over, errors } = await measureAll(baseUrl, options);
    console.log(`\n${verdict(over, errors)}`);
    if (errors || (options.strict && over)) process.exitCode = 1;
  } finally {
    await stopApp(app);
  }
}

/** Ends the app's whole process group (the app and its embedded simulator). */
export async function stopApp(app) {
  if (!app || app.exited) return;
  signalGroup(app.child.pid, "SIGTERM");
  const deadline = Date.now() + 5000;
  while (!app.exited && Date.now() < deadline) await sleep(100);
  if (!app.exited) signalGroup(app.child.pid, "SIGKILL");
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
