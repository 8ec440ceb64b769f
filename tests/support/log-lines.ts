/**
 * The log lines a test's code writes (stdout and stderr, at the default level whatever the test
 * run sets), captured afresh for each test of the file that calls this at its top level.
 */
import { afterEach, beforeEach, vi } from "vitest";

/** Captures each test's output; answers what has been written so far in the current test. */
export function useLogLines(): () => string[] {
  let lines: string[] = [];
  let savedLevel: string | undefined;
  beforeEach(() => {
    lines = [];
    savedLevel = process.env.LOG_LEVEL;
    delete process.env.LOG_LEVEL;
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.env.LOG_LEVEL = savedLevel;
  });
  return () => lines;
}
