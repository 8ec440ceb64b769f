/**
 * Small engagement rules of spec §2 and §9: the daily visit count, the exit flow's target
 * and the defaults of the page's "otherData" switches. Pure code.
 */
import { indiaDate } from "~/journey/gold-rate";

/**
 * Spec §9: "picks an item by day-of-month modulo list length minus one", read as
 * day % (length - 1), so the last item is never picked (docs/decisions/006). A list of one
 * item always gives that item; an empty list gives null.
 */
export function dailyVisitCount<T>(items: readonly T[], at: Date): T | null {
  if (items.length === 0) return null;
  if (items.length === 1) return items[0]!;
  return items[indiaDate(at).day % (items.length - 1)]!;
}

/** Spec §2: closing the exit-flow popup goes to the last visited path without the /lp prefix. */
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

/** Spec §3 "otherData" switches; feature flags (issue 5) will set them, these are the defaults. */
export type OtherData = {
  showExitIntentonPage: boolean;
  alertSeekActive: boolean;
  /** Milliseconds before the alert-seek prompt appears. */
  alertTimeout: number;
  /** Milliseconds before a dismissed alert-seek prompt may appear again. */
  alertDissmissedTimeout: number;
};

export const DEFAULT_OTHER_DATA: OtherData = {
  showExitIntentonPage: true,
  alertSeekActive: true,
  alertTimeout: 8_000,
  alertDissmissedTimeout: 60_000,
};
