/**
 * A leave of the limiter for one check of a code (app/platform/rate-limit.server.ts), for tests
 * that call an upstream client directly: asked as a route asks, for a target and an address of
 * its own, so no budget is ever near.
 */
import { allowCodeCheck, type AllowedCodeCheck, type CodeKind } from "~/platform/rate-limit.server";

let n = 0;

export async function allowedCheck<K extends CodeKind>(kind: K): Promise<AllowedCodeCheck<K>> {
  n += 1;
  const limit = await allowCodeCheck({ kind, target: `test-${process.pid}-${n}`, address: `198.18.${(n >> 8) & 255}.${n & 255}` });
  if (!limit.allowed) throw new Error(`the limits refused a test's ${kind} check: ${limit.reason}, again in ${limit.retryAfterSeconds} s`);
  return limit.check;
}
