import { describe, expect, it } from "vitest";
import { RateLimiter } from "~/platform/rate-limit.server";

describe("RateLimiter", () => {
  it("allows up to the limit within a window, then refuses", () => {
    const limiter = new RateLimiter(3, 1000);
    expect([0, 10, 20].map((t) => limiter.hit("9876543210", t))).toEqual([true, true, true]);
    expect(limiter.hit("9876543210", 30)).toBe(false);
    expect(limiter.hit("9876543210", 999)).toBe(false);
  });

  it("resets after the window", () => {
    const limiter = new RateLimiter(2, 1000);
    limiter.hit("ip-1", 0);
    limiter.hit("ip-1", 1);
    expect(limiter.hit("ip-1", 2)).toBe(false);
    expect(limiter.hit("ip-1", 1000)).toBe(true);
    expect(limiter.hit("ip-1", 1500)).toBe(true);
    expect(limiter.hit("ip-1", 1600)).toBe(false);
  });

  it("counts keys separately", () => {
    const limiter = new RateLimiter(1, 1000);
    expect(limiter.hit("a", 0)).toBe(true);
    expect(limiter.hit("a", 1)).toBe(false);
    expect(limiter.hit("b", 2)).toBe(true);
    expect(limiter.hit("b", 3)).toBe(false);
  });

  it("uses the current time by default", () => {
    const limiter = new RateLimiter(1, 60_000);
    expect(limiter.hit("k")).toBe(true);
    expect(limiter.hit("k")).toBe(false);
  });
});
