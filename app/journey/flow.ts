/**
 * The flow engine's pure rules (requirements §2): steps come from the stored configuration,
 * the next step is the one after the current, an unknown current path goes to the first
 * step, progress is shown as two two-digit numbers ("02/05"), and the page key is the
 * first path segment before an /[id] suffix.
 */
import type { FlowStep } from "~/upstream/schemas/content";

export const ID_PLACEHOLDER = "[id]";

/** "/lp/otp/auth/[id]" or "/lp/otp/auth/5f2c..." -> "otp"; "/lp/basic-details" -> "basic-details". */
export function pageKey(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  const start = segments[0] === "lp" ? 1 : 0;
  return segments[start] ?? "";
}

export function stepIndex(steps: readonly Pick<FlowStep, "path">[], pathname: string): number {
  const key = pageKey(pathname);
  return steps.findIndex((step) => pageKey(step.path) === key);
}

/** The step after the current one; an unknown current path goes to the first step; null after the last. */
export function nextStep<S extends Pick<FlowStep, "path">>(steps: readonly S[], pathname: string): S | null {
  const index = stepIndex(steps, pathname);
  if (index === -1) return steps[0] ?? null;
  return steps[index + 1] ?? null;
}

/** The URL of a step: its "[id]" is filled with the given id. */
export function stepHref(step: Pick<FlowStep, "path">, id?: string): string {
  if (!step.path.includes(ID_PLACEHOLDER)) return step.path;
  if (!id) throw new Error(`Step ${step.path} needs an id`);
  return step.path.replace(ID_PLACEHOLDER, encodeURIComponent(id));
}

/** (1, 5) -> "02/05": the step number (zero-based index + 1) and the total, two digits each. */
export function formatProgress(index: number, total: number): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(index + 1)}/${two(total)}`;
}
