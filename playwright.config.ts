import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, DEBIAN_HEADLESS_SHELL } from "./scripts/test-machine.js";

/**
 * End-to-end journeys in Debian's Chromium headless shell (never a downloaded browser), on a 360x740
 * phone viewport, each run twice: with JavaScript on and with JavaScript off.
 *
 * Each Playwright worker has an app of its own, as `npm start` runs it, with its own embedded
 * upstream simulator (so a test's injected faults, journal and seed reset touch no other
 * worker's tests), and its own database of one real redis-server for the abuse limits (emptied
 * before each test by the fixtures). tests/e2e/fixtures.ts picks the worker's app, simulator
 * and database from TEST_PARALLEL_INDEX, so tests can run in any order and in parallel.
 *
 * Ports: worker i's app listens on E2E_PORT + 10 i and its simulator on E2E_SIM_PORT + 10 i;
 * the redis-server on E2E_REDIS_PORT (database i). E2E_WORKERS is the number of workers, and of
 * apps started: by default one more than the CPUs (a test spends part of its time waiting on its
 * app, its browser or its simulator, and one more worker keeps the CPUs busy), at most 4.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 3101);
const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 3102);
/** Ports between one worker's app (and simulator) and the next one's. */
const PORT_STRIDE = 10;
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(4, availableParallelism() + 1)));
/** The tag of the tests that run without JavaScript too (`test(title, NO_JS, ...)`, tests/e2e/fixtures.ts). */
export const NO_JS_TAG = "@no-js";

/** The app of the worker with this parallel index (TEST_PARALLEL_INDEX). */
export function appUrl(index: number): string {
  return `http://localhost:${PORT + PORT_STRIDE * index}`;
}
/** The embedded simulator of that worker's app. */
export function simUrl(index: number): string {
  return `http://127.0.0.1:${SIM_PORT + PORT_STRIDE * index}`;
}
/** That worker's database in the shared redis-server (the app's shared store, as in production). */
export function redisUrl(index: number): string {
  return `redis://127.0.0.1:${REDIS_PORT}/${index}`;
}

export default defineConfig({
  testDir: "tests/e2e",
  workers: WORKERS,
  // Every test brings its own data (fresh phones, a reset of its worker's simulator when it
  // changes seeded data), so tests of one file may run on different workers at once.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that fails once fails the run, so a flaky test is seen and fixed. In CI a
  // retry asked for on the command line still fails the run when it turns a failure into a pass.
  retries: 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    // Overridden per worker by tests/e2e/fixtures.ts (the worker's own app).
    baseURL: appUrl(0),
    viewport: { width: 360, height: 740 },
    isMobile: false,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    // Recording a trace costs every test about a sixth more CPU, which npm test's eight minutes
    // cannot spare: a failure keeps its screenshot, and E2E_TRACE=retain-on-failure records a trace
    // when the failing spec is run again.
    trace: (process.env.E2E_TRACE as "on" | "off" | "retain-on-failure" | undefined) ?? "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_HEADLESS_SHELL,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false }, grep: new RegExp(NO_JS_TAG) },
  ],
  webServer: [
    {
      command: `redis-server --port ${REDIS_PORT} --bind 127.0.0.1 --save "" --appendonly no --databases ${Math.max(16, WORKERS)}`,
      port: REDIS_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    ...Array.from({ length: WORKERS }, (_, index) => ({
      command: "node build/server/start.js",
      url: `http://127.0.0.1:${PORT + PORT_STRIDE * index}/healthcheck`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        PORT: String(PORT + PORT_STRIDE * index),
        SIM_PORT: String(SIM_PORT + PORT_STRIDE * index),
        SIM_QUIET: "1",
        LOG_LEVEL: "silent",
        REDIS_URL: redisUrl(index),
        OTP_SENDS_PER_PHONE: "50",
        TAG_MANAGER_ID: "GTM-TEST123",
      },
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    })),
  ],
});
