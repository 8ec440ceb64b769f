#!/usr/bin/env node
/**
 * Memory under a flood of spoofed headers (docs/decisions/010): starts the simulator and the
 * built app (`node build/server/start.js`, in-memory limits unless --redis is given), then sends requests
 * with a unique, large X-Forwarded-For each and prints the app's RSS before, after, and after a
 * short idle, with the answers it got.
 *
 * Scenarios:
 *   verify   one lead's OTP page, N verify posts (single fetch .data), each with a unique
 *            X-Forwarded-For of --header-kb KB; the app trusts no proxy (TRUSTED_PROXY_HOPS=0)
 *   spoofed  the same posts to an app that trusts one proxy (TRUSTED_PROXY_HOPS=1) with no proxy
 *            in front: the worst misconfiguration, where every request names a new client
 *
 * Usage:
 *   npm run bench:limits                     both scenarios, 15,000 requests each
 *   npm run bench:limits -- --requests 10000 --header-kb 14 --concurrency 16 --idle 45
 *   npm run bench:limits -- --no-build       reuse the current build
 *   npm run bench:limits -- --redis redis://127.0.0.1:6379   limits in a running Redis
 * Loopback only; the app and simulator ports are free ones.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { parseArgs } from "node:util";

const { values: options } = parseArgs({
  options: {
    requests: { type: "string", default: "15000" },
    "header-kb": { type: "string", default: "14" },
    concurrency: { type: "string", default: "16" },
    idle: { type: "string", default: "15" },
    "no-build": { type: "boolean", default: false },
    redis: { type: "string" },
    scenario: { type: "string", multiple: true },
    help: { type: "boolean", default: false },
  },
});
if (options.help) {
  process.stdout.write(
    readFileSync(new URL(import.meta.url))
      .toString()
      .split("*/")[0] + "*/\n",
  );
  process.exit(0);
}

const REQUESTS = Number(options.requests);
const HEADER_BYTES = Number(options["header-kb"]) * 1024;
const CONCURRENCY = Number(options.concurrency);
const IDLE_SECONDS = Number(options.idle);
const SCENARIOS = options.scenario ?? ["verify", "spoofed"];

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The simulator runs through tsx (a development tool), the app compiled, as production runs it. */
function start(args, env, readyText) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes(readyText)) resolve(child);
    });
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited (${code}):\n${output}`)));
  });
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

function cookiesOf(response, jar) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}

async function post(url, form, jar, headers = {}) {
  const response = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      ...headers,
    },
    body: new URLSearchParams(form),
  });
  cookiesOf(response, jar);
  await response.arrayBuffer();
  return response;
}

async function scenario(name, simUrl) {
  const port = await freePort();
  const env = {
    PORT: String(port),
    NODE_ENV: "production",
    UPSTREAM_BASE_URL: simUrl,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    // Required in production; the site is on loopback here.
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "silent",
    TRUSTED_PROXY_HOPS: name === "spoofed" ? "1" : "0",
    ...(options.redis ? { REDIS_URL: options.redis } : {}),
  };
  const app = await start(["build/server/start.js"], env, "[server]");
  const base = `http://127.0.0.1:${port}`;
  try {
    const jar = new Map();
    const phone = `9${String(Date.now()).slice(-9)}`;
    const created = await post(`${base}/lp/basic-details`, { phone, cityId: "1", loanAmount: "150000", loanType: "FRESH" }, jar);
    const otpPage = created.headers.get("location");
    const page = await fetch(`${base}${otpPage}`, { headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } });
    cookiesOf(page, jar);
    await page.arrayBuffer();
    // Let start-up settle before the first reading.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssMb(app.pid);

    const statuses = new Map();
    const padding = "1".repeat(Math.max(0, HEADER_BYTES - 40));
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const i = (next += 1);
          const spoofed = name === "spoofed" ? `${padding}, 10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` : `${padding}.${i}`;
          const response = await post(`${base}${otpPage}.data`, { intent: "verify", otp: "000000" }, new Map(jar), {
            "x-forwarded-for": spoofed,
          });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = rssMb(app.pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = rssMb(app.pid);
    const answers = [...statuses].map(([status, count]) => `${count} x ${status}`).join(", ");
    process.stdout.write(
      `${name.padEnd(8)} ${REQUESTS} posts, X-Forwarded-For ${(HEADER_BYTES / 1024).toFixed(0)} KB each, ${(REQUESTS / seconds).toFixed(0)} req/s (${answers})\n` +
        `         RSS before ${before.toFixed(0)} MB, after ${after.toFixed(0)} MB, after ${IDLE_SECONDS} s idle ${idle.toFixed(0)} MB\n`,
    );
  } finally {
    app.kill("SIGTERM");
  }
}

if (!options["no-build"]) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const simPort = await freePort();
const sim = await start(["--import", "tsx", "server/upstream-sim/main.ts"], { SIM_PORT: String(simPort), SIM_QUIET: "1" }, "127.0.0.1");
try {
  process.stdout.write(`limits in ${options.redis ? `Redis (${options.redis})` : "memory"}; node ${process.version}\n`);
  for (const name of SCENARIOS) await scenario(name, `http://127.0.0.1:${simPort}`);
} finally {
  sim.kill("SIGTERM");
}
