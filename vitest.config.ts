import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Two kinds of test files, run differently:
 *
 * - unit (app/, server/): plain modules, no shared configuration. They share one module graph per
 *   worker (isolate: false), which saves loading React, Remix and zod again for every file (most of
 *   their time). A file that mocks modules (vi.mock) or sets process.env is listed in ISOLATED
 *   and gets a module graph of its own, so nothing it changes reaches another file.
 * - integration (tests/integration/, tests/architecture/): each file points the app at its own
 *   simulator through process.env and the app's cached configuration. They too share a worker's
 *   loaded packages (isolate: false), but tests/setup/integration.setup.ts gives each file a fresh
 *   module graph of the app's own code (vi.resetModules) and puts process.env back after it, so a
 *   file's configuration, clients and shared store are its own. That cuts the suite's CPU time
 *   by a third (packages were loaded again for every file). telemetry.test.ts registers
 *   OpenTelemetry's process-wide globals, which live in a package: it keeps a worker of its own.
 *
 * Worker threads rather than processes: cheaper to start, one per file for the isolated ones.
 * VITEST_MAX_WORKERS sets how many run at once (default: one more than the CPUs, since the
 * integration tests spend much of their time waiting on sockets and child processes).
 */
const ISOLATED_UNIT_FILES = [
  "app/site/event-id.server.test.ts",
  "app/platform/rate-limit.server.test.ts",
  "app/platform/pdf.server.test.ts",
  "app/platform/log.server.test.ts",
  "app/platform/cache.server.test.ts",
  "app/platform/server-errors.test.ts",
  "app/site/events.server.test.ts",
  "app/platform/shared-store.server.test.ts",
  "app/platform/session.server.test.ts",
  "app/upstream/limit-request.test.ts",
  "app/journey/referral.server.test.ts",
];
const UNIT_FILES = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"];

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    // The app's log lines (refusals, limits, an SDK's warnings) are for operators, not for the test
    // run's output; a test that reads them captures them (tests/support/log-lines.ts).
    env: { LOG_LEVEL: "silent" },
    testTimeout: 15_000,
    pool: "threads",
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism() + 1),
    projects: [
      { extends: true, test: { name: "unit", include: UNIT_FILES, exclude: ISOLATED_UNIT_FILES, isolate: false } },
      { extends: true, test: { name: "unit-isolated", include: ISOLATED_UNIT_FILES, isolate: true } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "tests/architecture/**/*.test.ts"],
          exclude: ["tests/integration/telemetry.test.ts"],
          setupFiles: ["./tests/setup/integration.setup.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "integration-isolated", include: ["tests/integration/telemetry.test.ts"], isolate: true },
      },
    ],
  },
});
