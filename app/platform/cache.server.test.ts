import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cached, clearCache, MAX_CACHE_ENTRIES, type CachePolicy } from "~/platform/cache.server";

const policy: CachePolicy = { freshMs: 1000, staleMs: 10_000 };
const previousLogLevel = process.env.LOG_LEVEL;

/** Lets pending promise callbacks (a background refresh) run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeAll(() => {
  process.env.LOG_LEVEL = "silent";
});
afterAll(() => {
  if (previousLogLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = previousLogLevel;
});
beforeEach(() => {
  clearCache();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-01-01T00:00:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("cached", () => {
  it("loads on a miss and serves a fresh value without calling the loader", async () => {
    const load = vi.fn().mockResolvedValueOnce("v1").mockResolvedValueOnce("v2");
    expect(await cached("fresh", policy, load)).toBe("v1");
    vi.advanceTimersByTime(999);
    expect(await cached("fresh", policy, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a stale value at once and refreshes it in the background", async () => {
    const load = vi.fn().mockResolvedValueOnce("v1");
    await cached("stale", policy, load);

    vi.advanceTimersByTime(1500);
    const refresh = deferred<string>();
    load.mockReturnValueOnce(refresh.promise);
    expect(await cached("stale", policy, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);

    // While the refresh runs, the stale value is still served and no second refresh starts.
    expect(await cached("stale", policy, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);

    refresh.resolve("v2");
    await settle();
    expect(await cached("stale", policy, load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps serving the stale value when a background refresh fails", async () => {
    const load = vi.fn().mockResolvedValueOnce("v1");
    await cached("refresh-fails", policy, load);

    vi.advanceTimersByTime(2000);
    load.mockRejectedValueOnce(new Error("upstream down"));
    expect(await cached("refresh-fails", policy, load)).toBe("v1");
    await settle();

    load.mockResolvedValueOnce("v2");
    expect(await cached("refresh-fails", policy, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(3);
    await settle();
    expect(await cached("refresh-fails", policy, load)).toBe("v2");
  });

  it("serves the old value when a load past the stale window fails (stale-if-error)", async () => {
    const load = vi.fn().mockResolvedValueOnce("v1");
    await cached("expired", policy, load);

    vi.advanceTimersByTime(60_000);
    load.mockRejectedValueOnce(new Error("upstream down"));
    expect(await cached("expired", policy, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("waits for a new value past the stale window", async () => {
    const load = vi.fn().mockResolvedValueOnce("v1").mockResolvedValueOnce("v2");
    await cached("expired-ok", policy, load);
    vi.advanceTimersByTime(60_000);
    expect(await cached("expired-ok", policy, load)).toBe("v2");
  });

  it("throws the failure when there is no value", async () => {
    const load = vi.fn().mockRejectedValue(new Error("upstream down"));
    await expect(cached("empty", policy, load)).rejects.toThrow("upstream down");
  });

  it("does not keep a failure: the next call loads again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("upstream down")).mockResolvedValueOnce("v1");
    await expect(cached("retry", policy, load)).rejects.toThrow("upstream down");
    expect(await cached("retry", policy, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent misses", async () => {
    const pending = deferred<string>();
    const load = vi.fn().mockReturnValue(pending.promise);
    const first = cached("shared", policy, load);
    const second = cached("shared", policy, load);
    pending.resolve("v1");
    expect(await Promise.all([first, second])).toEqual(["v1", "v1"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps at most MAX_CACHE_ENTRIES values: a key past that drops the one stored longest ago", async () => {
    for (let i = 0; i <= MAX_CACHE_ENTRIES; i += 1) await cached(`amount:${i}`, policy, async () => i);
    const first = vi.fn().mockResolvedValue("again");
    const second = vi.fn().mockResolvedValue("again");
    // The oldest key was dropped and loads again; the next oldest is still kept.
    expect(await cached("amount:0", policy, first)).toBe("again");
    expect(await cached("amount:2", policy, second)).toBe(2);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it("keeps keys apart", async () => {
    expect(await cached("a", policy, async () => "A")).toBe("A");
    expect(await cached("b", policy, async () => "B")).toBe("B");
    expect(await cached("a", policy, async () => "other")).toBe("A");
  });
});

describe("clearCache", () => {
  it("forgets stored values", async () => {
    await cached("cleared", policy, async () => "v1");
    clearCache();
    const load = vi.fn().mockResolvedValue("v2");
    expect(await cached("cleared", policy, load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
