import { defineConfig } from "@playwright/test";

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser), on a 360x740
 * phone viewport, each run twice: with JavaScript on and with JavaScript off.
 * The app runs as `npm start` runs it, with its embedded upstream simulator.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 3101);
export const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;

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
  webServer: {
    command: "node --import tsx server/start.ts",
    url: `http://127.0.0.1:${PORT}/healthcheck`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { PORT: String(PORT), SIM_PORT: String(SIM_PORT), SIM_QUIET: "1", LOG_LEVEL: "silent", OTP_SENDS_PER_PHONE: "50", TAG_MANAGER_ID: "GTM-TEST123" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
