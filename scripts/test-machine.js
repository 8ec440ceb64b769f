#!/usr/bin/env node
/**
 * What `npm test` needs from the system, made sure of before anything else runs (README, "Two
 * commands"): Debian's Chromium headless shell, which the Playwright journeys drive (never a
 * downloaded browser), the Noto fonts it draws Indian scripts in, redis-server, the real
 * Redis of the limit tests, and poppler-utils, whose pdftotext reads the site's PDFs back.
 *
 * With all of them there it only looks (no network, well under a second). With one missing it installs
 * them from Debian: as root with apt-get, or through password-less sudo; otherwise it stops at
 * once with the one command to run, instead of failing later at the first browser test.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

/**
 * The journeys' browser (playwright.config.ts; CHROMIUM_PATH names another): Debian's build of
 * Chromium's headless shell, the same engine without the desktop browser around it. It is what
 * Playwright itself runs headless tests in, and it needs about 40% less CPU than the full browser
 * in headless mode for the same journeys (decision 034).
 */
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const HEADLESS_SHELL_PACKAGE = "chromium-headless-shell";

/**
 * The fonts the journeys measure Hindi and Tamil pages in: Noto, as Android phones draw them.
 * Without them Chromium draws boxes of another width, and an overflow check means nothing.
 */
const NOTO_TAMIL = "/usr/share/fonts/truetype/noto/NotoSansTamil-Regular.ttf";
const NOTO_PACKAGE = "fonts-noto-core";

/** The benchmarks' browser (bench:weight, bench:lighthouse): the full Chromium a visitor runs. */
const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** How the journeys and the benchmarks run it: as root in a container, no GPU, nothing fetched or synced in the background. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * What to do about the missing packages: nothing, install them (as root, or through sudo), or
 * stop with the command that would.
 */
export function machinePlan({ missing, isRoot, hasSudo }) {
  if (missing.length === 0) return { action: "ready" };
  if (isRoot) return { action: "install", sudo: false, packages: missing };
  if (hasSudo) return { action: "install", sudo: true, packages: missing };
  return { action: "stop", command: `sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}` };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The benchmarks' browser; without it, a stop that says how to install it (npm test does not need it). */
export function benchChromium() {
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  console.error(
    `The benchmarks run in Debian's Chromium (${DEBIAN_CHROMIUM}), which this machine lacks. Run:\n\n  sudo apt-get install -y chromium\n`,
  );
  process.exit(1);
}

function onPath(command) {
  return !spawnSync(command, ["--version"], { stdio: "ignore" }).error;
}

/** The Debian packages the tests need and this machine lacks. */
function missingPackages() {
  const missing = [];
  if (!isExecutable(process.env.CHROMIUM_PATH ?? DEBIAN_HEADLESS_SHELL)) missing.push(HEADLESS_SHELL_PACKAGE);
  if (!existsSync(NOTO_TAMIL)) missing.push(NOTO_PACKAGE);
  if (!onPath("redis-server")) missing.push("redis-server");
  if (!onPath("pdftotext")) missing.push("poppler-utils");
  return missing;
}

function run(sudo, args) {
  const [command, ...rest] = sudo ? ["sudo", "-n", "env", "DEBIAN_FRONTEND=noninteractive", ...args] : args;
  const result = spawnSync(command, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return result.status === 0;
}

/** In CI, the versions the run used, for its log. */
function printVersions() {
  for (const [command, args] of [
    [process.env.CHROMIUM_PATH ?? DEBIAN_HEADLESS_SHELL, ["--version"]],
    ["redis-server", ["--version"]],
    ["pdftotext", ["-v"]],
  ]) {
    const result = spawnSync(command, args, { encoding: "utf8" });
    // pdftotext says its version on stderr.
    const first = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n")[0];
    console.log(first || `${command}: version unknown`);
  }
}

function main() {
  const status = prepare();
  if (status === 0 && process.env.CI) printVersions();
  return status;
}

function prepare() {
  if (process.env.CHROMIUM_PATH && !isExecutable(process.env.CHROMIUM_PATH)) {
    console.error(
      `npm test: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not a program. Unset it to use Debian's Chromium headless shell.`,
    );
    return 1;
  }
  const missing = missingPackages();
  const plan = machinePlan({
    missing,
    isRoot: process.getuid?.() === 0,
    hasSudo: missing.length > 0 && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0,
  });
  if (plan.action === "ready") return 0;
  if (plan.action === "stop") {
    console.error(
      `npm test needs ${missing.join(" and ")} from Debian, and cannot install ${missing.length === 1 ? "it" : "them"} as this user. Run:\n\n  ${plan.command}\n\nthen npm test again.`,
    );
    return 1;
  }
  console.log(`npm test: installing ${plan.packages.join(" and ")} from Debian (apt-get)`);
  const installed =
    run(plan.sudo, ["apt-get", "update"]) && run(plan.sudo, ["apt-get", "install", "-y", "--no-install-recommends", ...plan.packages]);
  const still = missingPackages();
  if (!installed || still.length > 0) {
    console.error(`npm test: apt-get could not install ${still.join(" and ") || plan.packages.join(" and ")}; see its output above.`);
    return 1;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = main();
