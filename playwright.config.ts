import { defineConfig } from "@playwright/test";

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser), on a 360x740
 * phone viewport, each run twice: with JavaScript on and with JavaScript off.
 * The app runs as `npm start` runs it, with its embedded upstream simulator, and keeps its abuse
 * limits in a real redis-server (emptied before each test by the fixtures).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 3101);
const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 3102);
export const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
/** The app's shared store in these journeys: a real redis-server, as in production (fixtures empty it before each test). */
export const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  // The simulator's faults are global, so journeys run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 360, height: 740 },
    isMobile: false,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: `redis-server --port ${REDIS_PORT} --bind 127.0.0.1 --save "" --appendonly no`,
      port: REDIS_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node build/server/start.js",
      url: `http://127.0.0.1:${PORT}/healthcheck`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        SIM_PORT: String(SIM_PORT),
        SIM_QUIET: "1",
        LOG_LEVEL: "silent",
        REDIS_URL,
        OTP_SENDS_PER_PHONE: "50",
        TAG_MANAGER_ID: "GTM-TEST123",
      },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
