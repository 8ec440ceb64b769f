/**
 * Starts the site. With UPSTREAM_BASE_URL unset, it first starts the embedded upstream
 * simulator on loopback (SIM_PORT, default 3001) and points the site at it. The
 * configuration is validated before anything listens: a bad value stops here with one
 * line naming the variable. The Remix app is served by server/serve.ts (remix-serve's
 * setup plus request tracing) in a child process.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { EnvError, parseEnv } from "../app/platform/env.server";

const childEnv: NodeJS.ProcessEnv = { ...process.env };
childEnv.NODE_ENV ??= "production";
let simulator: { url: string; otp: string; close(): Promise<void> } | undefined;

if (!childEnv.UPSTREAM_BASE_URL) {
  const { createSimulator } = await import("./upstream-sim/index");
  simulator = await createSimulator({ port: Number(process.env.SIM_PORT ?? 3001), quiet: process.env.SIM_QUIET === "1" });
  childEnv.UPSTREAM_BASE_URL = simulator.url;
  // A demo against the simulator needs no secret of yours: a random one lasts for this run.
  childEnv.SESSION_SECRET ??= randomBytes(32).toString("hex");
  // …and it is served from this machine.
  childEnv.PUBLIC_ORIGIN ??= `http://localhost:${childEnv.PORT ?? 3000}`;
}

let config;
try {
  config = parseEnv(childEnv);
} catch (error) {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
    await simulator?.close();
    process.exit(1);
  }
  throw error;
}

const app = spawn(process.execPath, ["--import", "tsx", "server/serve.ts"], {
  env: { ...childEnv, PORT: String(config.PORT) } as NodeJS.ProcessEnv,
  stdio: ["ignore", "pipe", "inherit"],
});

app.stdout.on("data", (chunk: Buffer) => {
  const text = chunk.toString();
  process.stdout.write(text);
  if (text.includes("[server]")) {
    const lines = [`\n  The site is ready: http://localhost:${config.PORT}/  (paid landing: http://localhost:${config.PORT}/lp/basic-details)`];
    if (simulator) {
      lines.push(`  Upstream simulator: ${simulator.url}  (journal: ${simulator.url}/__sim/requests)`);
      lines.push(`  The simulator's OTP for every phone: ${simulator.otp}\n`);
    } else {
      lines.push(`  Upstream: ${config.UPSTREAM_BASE_URL}\n`);
    }
    process.stdout.write(lines.join("\n") + "\n");
  }
});

async function stop(signal: NodeJS.Signals) {
  app.kill(signal);
  await simulator?.close();
}
process.once("SIGINT", () => void stop("SIGINT"));
process.once("SIGTERM", () => void stop("SIGTERM"));
app.on("exit", async (code: number | null) => {
  await simulator?.close();
  process.exit(code ?? 0);
});
