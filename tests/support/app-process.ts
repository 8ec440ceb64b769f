/**
 * The built site as production runs it (`node build/server/start.js` with UPSTREAM_BASE_URL set:
 * the compiled server that ships, which decides the client address), in a process of its own, for
 * tests that need more than one instance or the real request path. Needs `npm run build` first
 * (`npm test` builds before it runs vitest).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createSimulator, type Simulator, type SimulatorOptions } from "../../server/upstream-sim/index";
import { simulator, type SimulatorControl } from "./fixtures";
import { freePort } from "./redis-server";

/** A running instance; `output()` is what it has written on stdout and stderr so far. */
export type AppProcess = { url: string; pid: number; output(): string; stop(): Promise<void> };

/** One secret for every instance of a test, as production shares SESSION_SECRET: a cookie works on any. */
export const SHARED_SESSION_SECRET = randomBytes(32).toString("hex");

export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  if (!existsSync("build/app/server/index.js") || !existsSync("build/server/start.js"))
    throw new Error("No build/app/server/index.js or build/server/start.js: run `npm run build` first (npm test does).");
  // Without it start.js would start a simulator of its own on SIM_PORT: a test brings its own.
  if (!env.UPSTREAM_BASE_URL) throw new Error("startAppProcess needs UPSTREAM_BASE_URL (a simulator the test started)");
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server/start.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      SESSION_SECRET: SHARED_SESSION_SECRET,
      LOG_LEVEL: "silent",
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("[server]")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`The app exited (${code}) before it listened:\n${output}`)));
  });
  child.stdout.resume();
  child.stderr.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * For a test file: one simulator and one built app on it (with `env` on top of a generous upstream
 * timeout: the simulator answers from the test's own thread, which on a busy machine may be
 * seconds behind, and a session's own steps must not turn into timeout popups), started before
 * the file's tests and stopped after them; the simulator is reset before each test.
 */
export function useBuiltApp(env: Record<string, string> = {}, simOptions: Omit<SimulatorOptions, "port" | "quiet"> = {}) {
  let sim: Simulator | undefined;
  let app: AppProcess | undefined;
  beforeAll(async () => {
    sim = await createSimulator({ ...simOptions, port: 0, quiet: true });
    app = await startAppProcess({ UPSTREAM_BASE_URL: sim.url, UPSTREAM_TIMEOUT_MS: "5000", ...env });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await sim?.close();
  });
  beforeEach(() => sim?.reset());
  const control = simulator(() => {
    if (!sim) throw new Error("The simulator starts in beforeAll");
    return sim.url;
  });
  return {
    /** The simulator's control endpoints: journal, faults, seed (tests/support/fixtures.ts). */
    control: control as SimulatorControl,
    get sim(): Simulator {
      if (!sim) throw new Error("The simulator starts in beforeAll");
      return sim;
    },
    get app(): AppProcess {
      if (!app) throw new Error("The app starts in beforeAll");
      return app;
    },
  };
}

/** A browser's cookies across requests to any instance (name=value only); `headers` go with every request. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  /** The value of the cookie called `name` (the first whose name ends so when `name` is a pattern), or undefined. */
  cookie(name: string | RegExp): { name: string; value: string } | undefined {
    for (const [key, value] of this.cookies) if (typeof name === "string" ? key === name : name.test(key)) return { name: key, value };
    return undefined;
  }

  /** Holds a cookie as if the server had set it (a cookie carried over from elsewhere, or forged). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** A GET, or a POST of `form` (form-encoded), `json` (a JSON body, as an app sends) or a raw `body` (its content-type in `headers`). */
  async request(
    url: string,
    init: {
      method?: string;
      form?: Record<string, string>;
      json?: unknown;
      body?: string | Uint8Array<ArrayBuffer>;
      headers?: Record<string, string | undefined>;
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    // A header given as undefined is not sent (to leave out the default Sec-Fetch-Site).
    for (const [name, value] of Object.entries({ "sec-fetch-site": "same-origin", ...this.headers, ...init.headers }))
      if (value !== undefined) headers[name] = value;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | Uint8Array<ArrayBuffer> | undefined = init.body;
    if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    }
    const method = init.method ?? (body === undefined ? "GET" : "POST");
    const response = await fetch(url, { method, headers, body, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
