/**
 * Starts the site, in this one process. With UPSTREAM_BASE_URL unset, it first starts the
 * upstream simulator on loopback (SIM_PORT, default 3001) and points the site at it; production
 * sets UPSTREAM_BASE_URL and never loads it. The configuration is validated before the site
 * listens: a bad value stops here with one line naming the variable, and so does a router
 * installed without its patch (server/router-patch.ts). Then server/serve.ts (the
 * HTTP server) starts, and SIGINT or SIGTERM closes it and the simulator.
 *
 * Runs compiled: `node build/server/start.js` (scripts/build-server.js, after `remix vite:build`). The
 * simulator and the server are modules of their own there, imported by path: the simulator so a
 * build may leave it out (the Docker image does), the server so that what it loads comes after
 * process.env is final and source maps are on (docs/decisions/013).
 *
 * `npm run dev` runs this file from its source (tsx): the same, in development, with the app
 * served by Vite's dev server from the sources, with hot reload (serve.ts).
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { EnvError, parseEnv } from "../app/platform/env.server";
import { installedRouterProblem } from "./router-patch";

// Stack traces name the .ts files of what is loaded from here on (serve.js, upstream-sim.js).
process.setSourceMapsEnabled(true);
/** Run from the source (npm run dev), not compiled. */
const fromSource = import.meta.url.endsWith(".ts");
process.env.NODE_ENV ??= fromSource ? "development" : "production";

const SIMULATOR_MODULE = new URL(fromSource ? "./upstream-sim/index.ts" : "./upstream-sim.js", import.meta.url);
const SERVER_MODULE = new URL(fromSource ? "./serve.ts" : "./serve.js", import.meta.url);

const routerProblem = installedRouterProblem();
if (routerProblem) {
  process.stderr.write(`${routerProblem}\n`);
  process.exit(1);
}

let simulator: { url: string; otp: string; close(): Promise<void> } | undefined;

if (!process.env.UPSTREAM_BASE_URL) {
  if (!existsSync(SIMULATOR_MODULE)) {
    process.stderr.write("UPSTREAM_BASE_URL is required: this build has no upstream simulator\n");
    process.exit(1);
  }
  const { createSimulator } = (await import(SIMULATOR_MODULE.href)) as typeof import("./upstream-sim/index");
  simulator = await createSimulator({ port: Number(process.env.SIM_PORT ?? 3001), quiet: process.env.SIM_QUIET === "1" });
  process.env.UPSTREAM_BASE_URL = simulator.url;
  // A demo against the simulator needs no secret of yours: a random one lasts for this run.
  process.env.SESSION_SECRET ??= randomBytes(32).toString("hex");
  // …and it is served from this machine.
  process.env.PUBLIC_ORIGIN ??= `http://localhost:${process.env.PORT ?? 3000}`;
}

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
    await simulator?.close();
    process.exit(1);
  }
  throw error;
}

const { startServer } = (await import(SERVER_MODULE.href)) as typeof import("./serve");
const server = await startServer({ port: config.PORT, dev: fromSource });

const lines = [`\n  The site is ready: http://localhost:${config.PORT}/  (paid landing: http://localhost:${config.PORT}/lp/basic-details)`];
if (simulator) {
  lines.push(`  Upstream simulator: ${simulator.url}  (journal: ${simulator.url}/__sim/requests)`);
  lines.push(`  The simulator's OTP for every phone: ${simulator.otp}\n`);
} else {
  lines.push(`  Upstream: ${config.UPSTREAM_BASE_URL}\n`);
}
process.stdout.write(lines.join("\n") + "\n");

// The server first (its last flushes of analytics may go to the simulator), then the simulator.
async function stop(): Promise<void> {
  await server.close();
  await simulator?.close();
  process.exit(0);
}
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
