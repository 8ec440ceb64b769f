import { afterEach, beforeEach, vi } from "vitest";

// A test fails on any console.error it did not expect. To expect one, spy on console.error in the test.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
