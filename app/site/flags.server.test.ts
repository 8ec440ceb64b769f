import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_OTHER_DATA } from "~/site/other-data";
import { createFlagService, flagsConfigProblem, MISSING_ENVIRONMENT_ID } from "~/site/flags.server";
import { log } from "~/platform/log.server";

describe("flagsConfigProblem (requirements §5: the feature-flag client requires an environment id)", () => {
  it("is the requirements §8 message without an environment id", () => {
    expect(MISSING_ENVIRONMENT_ID).toBe("Please specify a environment id");
    expect(flagsConfigProblem({ environmentId: undefined })).toBe(MISSING_ENVIRONMENT_ID);
    expect(flagsConfigProblem({ environmentId: "" })).toBe(MISSING_ENVIRONMENT_ID);
    expect(flagsConfigProblem({ environmentId: "   " })).toBe(MISSING_ENVIRONMENT_ID);
  });

  it("is null with one", () => {
    expect(flagsConfigProblem({ environmentId: "sim-flagsmith-environment" })).toBeNull();
  });
});

describe("createFlagService", () => {
  afterEach(() => vi.restoreAllMocks());

  it("without an environment id: no client, the message logged once, the default flags every time", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const service = createFlagService({ apiUrl: "http://127.0.0.1:9/api/v1", environmentId: undefined, timeoutMs: 100 });

    const results = [await service.load(null), await service.load("visitor-1")];

    expect(results).toEqual([
      { flags: DEFAULT_OTHER_DATA, source: "default flags" },
      { flags: DEFAULT_OTHER_DATA, source: "default flags" },
    ]);
    expect(error.mock.calls).toEqual([["flags.disabled", { error: MISSING_ENVIRONMENT_ID }]]);
    expect(fetchSpy).not.toHaveBeenCalled();
    await service.shutdown();
  });

  it("with an unreachable Flagsmith: the default flags and a warning, never an exception", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const service = createFlagService({ apiUrl: "http://127.0.0.1:9/api/v1", environmentId: "env", timeoutMs: 200 });

    const result = await service.load("visitor-1");

    expect(result).toEqual({ flags: DEFAULT_OTHER_DATA, source: "default flags" });
    expect(warn).toHaveBeenCalledWith("flags.load_failed", expect.objectContaining({ identity: "cookie" }));
    await service.shutdown();
  });
});
