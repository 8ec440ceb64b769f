import { describe, expect, it } from "vitest";
import { formatDuration, nextMoves, STEPS, summary } from "./test.js";

const steps = [
  { name: "machine", command: ["true"] },
  { name: "typecheck", command: ["true"], after: ["machine"] },
  { name: "build", command: ["true"], after: ["machine"] },
  { name: "vitest", command: ["true"], after: ["build"] },
  { name: "playwright", command: ["true"], after: ["build", "vitest"] },
];

describe("the order of npm test's steps", () => {
  it("starts a step once every step it waits for has passed, and the steps that wait for nothing at once", () => {
    const states = { machine: "waiting", typecheck: "waiting", build: "waiting", vitest: "waiting", playwright: "waiting" };
    expect(nextMoves(steps, states)).toEqual({ start: ["machine"], skip: [] });
    expect(nextMoves(steps, { ...states, machine: "passed" })).toEqual({ start: ["typecheck", "build"], skip: [] });
    expect(nextMoves(steps, { ...states, machine: "passed", typecheck: "running", build: "passed" })).toEqual({
      start: ["vitest"],
      skip: [],
    });
    expect(nextMoves(steps, { machine: "passed", typecheck: "failed", build: "passed", vitest: "passed", playwright: "waiting" })).toEqual({
      start: ["playwright"],
      skip: [],
    });
  });

  it("skips a step whose prerequisite failed or was skipped, and nothing else", () => {
    expect(
      nextMoves(steps, { machine: "passed", typecheck: "running", build: "failed", vitest: "waiting", playwright: "waiting" }),
    ).toEqual({
      start: [],
      skip: ["vitest", "playwright"],
    });
    expect(
      nextMoves(steps, { machine: "failed", typecheck: "waiting", build: "waiting", vitest: "waiting", playwright: "waiting" }),
    ).toEqual({
      start: [],
      skip: ["typecheck", "build"],
    });
  });

  it("runs steps chosen alone without the ones they would wait for", () => {
    const chosen = steps.filter((step) => step.name === "vitest" || step.name === "playwright");
    expect(nextMoves(chosen, { vitest: "waiting", playwright: "waiting" })).toEqual({ start: ["vitest"], skip: [] });
  });

  it("waits only for steps that exist, and the build comes before the test runs that start it", () => {
    const names = STEPS.map((step) => step.name);
    for (const step of STEPS) for (const name of step.after ?? []) expect(names.indexOf(name)).toBeLessThan(names.indexOf(step.name));
    expect(STEPS.find((step) => step.name === "vitest")?.after).toContain("build");
    expect(STEPS.find((step) => step.name === "playwright")?.after).toContain("build");
  });
});

describe("the table at the end", () => {
  it("gives each step's outcome and time, then the whole", () => {
    expect(formatDuration(8_240)).toBe("8.2 s");
    expect(formatDuration(65_400)).toBe("1 min 05 s");
    const table = summary(steps.slice(0, 2), { machine: { state: "passed", ms: 120 }, typecheck: { state: "failed", ms: 31_000 } }, 31_500);
    expect(table.split("\n")).toEqual([
      "",
      "npm test:",
      "  machine    passed        0.1 s",
      "  typecheck  failed       31.0 s",
      "  total                   31.5 s",
    ]);
  });
});
