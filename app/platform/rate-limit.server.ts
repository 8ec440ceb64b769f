/**
 * Fixed-window limits per key (phone, client IP), in memory. Each instance counts on its
 * own, so the effective limit is per instance; the upstream enforces its own cool-down too.
 */
import { env } from "~/platform/env.server";

type Window = { startedAt: number; count: number };

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  constructor(
    private readonly limit: number | (() => number),
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; false when the key is over its limit for the current window. */
  hit(key: string, now = Date.now()): boolean {
    const current = this.windows.get(key);
    if (!current || now - current.startedAt >= this.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      this.sweep(now);
      return true;
    }
    current.count += 1;
    return current.count <= (typeof this.limit === "number" ? this.limit : this.limit());
  }

  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
  }
}

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * OTP sends: OTP_SENDS_PER_PHONE (5) per phone or e-mail and 20 per client IP in ten minutes;
 * verify: 30 attempts per client IP. Lead and cardholder-login codes count together.
 */
export const otpSendPerPhone = new RateLimiter(() => env().OTP_SENDS_PER_PHONE, TEN_MINUTES);
export const otpSendPerIp = new RateLimiter(20, TEN_MINUTES);
export const otpVerifyPerIp = new RateLimiter(30, TEN_MINUTES);
