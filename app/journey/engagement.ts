/**
 * Small engagement rules of requirements §2 and §9: the daily visit count, the exit flow's target and
 * the alert-seek prompt's settings. Pure code.
 */
import { indiaDate } from "~/journey/gold-rate";
import type { OtherData } from "~/site/other-data";

/**
 * Requirements §9: "picks an item by day-of-month modulo list length minus one", read as
 * day % (length - 1), so the last item is never picked (docs/decisions/006). A list of one
 * item always gives that item; an empty list gives null.
 */
export function dailyVisitCount<T>(items: readonly T[], at: Date): T | null {
  if (items.length === 0) return null;
  if (items.length === 1) return items[0]!;
  return items[indiaDate(at).day % (items.length - 1)]!;
}

/** Requirements §2: closing the exit-flow popup goes to the last visited path without the /lp prefix. */
export function exitFlowTarget(lastVisitedPath: string | null | undefined): string {
  if (!lastVisitedPath || !isSitePath(lastVisitedPath)) return "/";
  const withoutPrefix = lastVisitedPath.replace(/^\/lp(?=\/|$|\?)/, "");
  if (withoutPrefix === "" || withoutPrefix.startsWith("?")) return `/${withoutPrefix}`;
  // "/lp//evil.example" must not become the protocol-relative "//evil.example".
  return isSitePath(withoutPrefix) ? withoutPrefix : "/";
}

/** A path on this site: one leading "/" not followed by "/" or "\" (browsers read "/\host" as "//host"). */
function isSitePath(path: string): boolean {
  return path.startsWith("/") && !/^\/[/\\]/.test(path);
}

/** What the alert-seek prompt needs of otherData (the /lp layout hands it to the step blocks). */
export type AlertSeekSettings = { active: boolean; timeoutMs: number; dismissedTimeoutMs: number };

export function alertSeekSettings(otherData: OtherData): AlertSeekSettings {
  return { active: otherData.alertSeekActive, timeoutMs: otherData.alertTimeout, dismissedTimeoutMs: otherData.alertDissmissedTimeout };
}
