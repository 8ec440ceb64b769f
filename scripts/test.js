#!/usr/bin/env node
/**
 * `npm test` (README, "Two commands"): every check, run side by side where nothing makes one
 * wait for another, so the whole takes as little wall time as the machine allows.
 *
 * Each step is a command with the steps it must wait for (`after`). A step starts as soon as
 * every step it waits for has passed; one whose prerequisite failed is skipped. Every line a
 * step prints is shown as it comes, prefixed with the step's name; at the end comes a table of
 * each step's outcome and duration, then the last lines of every step that failed. The exit
 * status is 1 when any step failed or was skipped.
 *
 * `node scripts/test.js vitest playwright` runs only the steps named (and none they wait for:
 * the build, for instance, must then be there already).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The steps of `npm test`. The machine check comes first (it may install Chromium and
 * redis-server). The static checks and the build share the CPU; vitest needs the build (its
 * built-server tests start build/server/start.js) and so does Playwright (its apps are the
 * build). Playwright waits for vitest: both keep every core busy, and one after the other they
 * finish sooner than side by side, where each one's timeouts meet a machine twice as busy.
 */
export const STEPS = [
  { name: "machine", command: ["node", "scripts/test-machine.js"] },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"], after: ["machine"] },
  // `npm run lint`, its two halves side by side.
  { name: "eslint", command: ["eslint", "."], after: ["machine"] },
  { name: "prettier", command: ["prettier", "--check", "."], after: ["machine"] },
  { name: "deps", command: ["npm", "run", "--silent", "deps"], after: ["machine"] },
  { name: "build", command: ["npm", "run", "--silent", "build"], after: ["machine"] },
  { name: "vitest", command: ["npm", "run", "--silent", "test:unit"], after: ["build"] },
  { name: "playwright", command: ["playwright", "test"], after: ["build", "vitest"] },
];

/**
 * What to do next, given each step's state ("waiting", "running", "passed", "failed",
 * "skipped"): the steps to start now and the steps to skip (a prerequisite did not pass).
 * Prerequisites that are not among `steps` (not selected) count as passed.
 */
export function nextMoves(steps, states) {
  const start = [];
  const skip = [];
  for (const step of steps) {
    if (states[step.name] !== "waiting") continue;
    const prerequisites = (step.after ?? []).filter((name) => name in states).map((name) => states[name]);
    if (prerequisites.some((state) => state === "failed" || state === "skipped")) skip.push(step.name);
    else if (prerequisites.every((state) => state === "passed")) start.push(step.name);
  }
  return { start, skip };
}

/** "1 min 05 s", "8.2 s". */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds - minutes * 60)).padStart(2, "0")} s`;
}

/** The table printed at the end: one line a step, in the order of STEPS, then the wall time. */
export function summary(steps, results, totalMs) {
  const width = Math.max(...steps.map((step) => step.name.length));
  const lines = steps.map((step) => {
    const result = results[step.name];
    const time = result.ms === undefined ? "" : formatDuration(result.ms);
    return `  ${step.name.padEnd(width)}  ${result.state.padEnd(7)}  ${time.padStart(10)}`;
  });
  return ["", "npm test:", ...lines, `  ${"total".padEnd(width)}  ${"".padEnd(7)}  ${formatDuration(totalMs).padStart(10)}`].join("\n");
}

const TAIL_LINES = 60;

/** Runs one step: its output prefixed line by line; resolves with its exit code and its last lines. */
function runStep(step, width) {
  return new Promise((resolve) => {
    const prefix = `[${step.name}]`.padEnd(width + 2) + " ";
    const tail = [];
    const bin = path.resolve("node_modules/.bin");
    const [command, ...args] = step.command;
    const child = spawn(command, args, {
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so that an interrupted run stops the step and what it started.
      detached: true,
    });
    running.add(child);
    const relay = (stream, out) => {
      let partial = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (partial + chunk).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) emit(line, out);
      });
      stream.on("end", () => {
        if (partial) emit(partial, out);
        partial = "";
      });
    };
    const emit = (line, out) => {
      out.write(`${prefix}${line}\n`);
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on("error", (error) => {
      emit(`could not start ${command}: ${error.message}`, process.stderr);
    });
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), tail });
    });
  });
}

/** The children running now (process group leaders). */
const running = new Set();

function stopAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

async function main(selected) {
  const steps = selected.length > 0 ? STEPS.filter((step) => selected.includes(step.name)) : STEPS;
  const unknown = selected.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(`npm test: no step ${unknown.join(", ")}; the steps are ${STEPS.map((step) => step.name).join(", ")}`);
    return 1;
  }
  const width = Math.max(...steps.map((step) => step.name.length));
  const states = Object.fromEntries(steps.map((step) => [step.name, "waiting"]));
  const results = Object.fromEntries(steps.map((step) => [step.name, { state: "waiting" }]));
  const started = performance.now();

  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopAll(signal);
      process.exit(130);
    });
  }

  await new Promise((resolve) => {
    const advance = () => {
      for (;;) {
        const { start, skip } = nextMoves(steps, states);
        for (const name of skip) states[name] = results[name].state = "skipped";
        for (const name of start) {
          const step = steps.find((s) => s.name === name);
          states[name] = results[name].state = "running";
          const stepStarted = performance.now();
          void runStep(step, width).then(({ code, tail }) => {
            states[name] = code === 0 ? "passed" : "failed";
            results[name] = { state: states[name], ms: performance.now() - stepStarted, tail };
            advance();
          });
        }
        if (skip.length === 0) break;
      }
      if (Object.values(states).every((state) => state !== "waiting" && state !== "running")) resolve();
    };
    advance();
  });

  const failed = steps.filter((step) => results[step.name].state === "failed");
  for (const step of failed) {
    process.stderr.write(`\n── ${step.name} failed; its last lines: ──\n${results[step.name].tail.join("\n")}\n`);
  }
  console.log(summary(steps, results, performance.now() - started));
  return steps.every((step) => results[step.name].state === "passed") ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = await main(process.argv.slice(2));
