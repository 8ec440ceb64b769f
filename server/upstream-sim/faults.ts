/**
 * Fault injection: a test registers a fault for a path (exact, or a prefix
 * ending in "*") and the next matching requests are delayed, answered with a
 * given status or body, answered with a body that is not JSON, or dropped.
 */
import * as z from "zod";

export const FaultSpecSchema = z
  .object({
    path: z.string().startsWith("/"),
    method: z
      .string()
      .min(1)
      .transform((method) => method.toUpperCase())
      .optional(),
    status: z.number().int().min(100).max(599).optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    malformed: z.boolean().optional(),
    reset: z.boolean().optional(),
    body: z.unknown().optional(),
    times: z.number().int().positive().optional(),
  })
  .strict();
export type FaultSpec = z.output<typeof FaultSpecSchema>;

export interface Fault extends FaultSpec {
  id: string;
  /** How many more requests it applies to; null means every request. */
  timesLeft: number | null;
  hits: number;
}

/** What the server should do with a faulted request once any delay has passed. */
export type FaultAction =
  { kind: "reset" } | { kind: "malformed"; status: number } | { kind: "answer"; status: number; body: unknown } | { kind: "pass" };

/** A body that claims to be JSON and is not. */
export const MALFORMED_BODY = '{"code":200,"message":"simulated malformed resp';

export function faultMatches(fault: Pick<Fault, "path" | "method">, method: string, path: string): boolean {
  if (fault.method && fault.method !== method.toUpperCase()) return false;
  if (fault.path.endsWith("*")) return path.startsWith(fault.path.slice(0, -1));
  return fault.path === path;
}

export function faultAction(fault: FaultSpec): FaultAction {
  if (fault.reset) return { kind: "reset" };
  if (fault.malformed) return { kind: "malformed", status: fault.status ?? 200 };
  if (fault.status !== undefined || fault.body !== undefined) {
    const status = fault.status ?? 200;
    const body = fault.body !== undefined ? fault.body : { code: status, message: `Simulated fault (status ${status})` };
    return { kind: "answer", status, body };
  }
  return { kind: "pass" };
}

export function describeFault(fault: FaultSpec): string {
  const parts: string[] = [];
  if (fault.delayMs) parts.push(`delay ${fault.delayMs}ms`);
  const action = faultAction(fault);
  if (action.kind === "reset") parts.push("reset");
  if (action.kind === "malformed") parts.push(`malformed ${action.status}`);
  if (action.kind === "answer") parts.push(`status ${action.status}`);
  return parts.join(", ") || "no-op";
}

export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: `fault-${this.nextId++}`, timesLeft: spec.times ?? null, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  /** The first (oldest) active fault for this request, counted as used; exhausted faults are removed. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((candidate) => faultMatches(candidate, method, path));
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.timesLeft !== null) {
      fault.timesLeft -= 1;
      if (fault.timesLeft <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    }
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length !== before;
  }

  clear(): void {
    this.faults = [];
  }
}
