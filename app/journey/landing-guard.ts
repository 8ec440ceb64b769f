/**
 * The lead page's back guard for a visitor who landed on it (requirements §2 "Going back triggers an
 * exit-flow popup", "/lp/basic-details: exit-intent handling applies"; docs/decisions/019).
 * Pure code: what to do with the browser's history is decided here, done in
 * app/components/back-guard.ts.
 *
 * A page loaded as a document (from an ad, a typed address, another site) has no earlier entry
 * the app's router knows, so browser back would leave without the popup. On such a landing the
 * page adds one entry of its own (the guard) for the same address: the first back press only
 * takes the visitor off the guard, and the page opens the popup instead of leaving.
 */
import { exitFlowTarget } from "~/journey/engagement";

/** The history-state key marking the entry under the guard (the visitor's own landing entry). */
export const GUARD_BASE_KEY = "glBackGuardBase";
/** The history-state key marking the guard entry itself. */
export const GUARD_TOP_KEY = "glBackGuardTop";

/** What the base entry remembers: whether there was an entry before it to leave to. */
export type GuardBase = { canLeave: boolean };

type HistoryState = Record<string, unknown> | null | undefined;

export type LandingGuardInput = {
  /**
   * The guard applies: the exit-intent popup is on for the page (the lead page, flag
   * showExitIntentonPage on) and the visitor is not in the Android app, whose own back button
   * and navigation the app handles.
   */
  enabled: boolean;
  /**
   * The entry shown is the one the page was loaded on as a document (from an ad, a typed
   * address, another site, a page of this site without the app's scripts, a reload), not one
   * the app's router created by a client-side navigation.
   */
  documentLoad: boolean;
  /** history.state of the entry being shown. */
  state: HistoryState;
};

/**
 * - "none": no guard (off, or the Android app).
 * - "push": a landing: add the guard entry now.
 * - "listen": the guard is already in place (the page was reloaded on the guard, or the visitor
 *   came back to it) or the page was reached inside the site, where the router's own blocker
 *   opens the popup: only listen for a back press onto a guarded entry. Never a second guard.
 */
export function landingGuardPlan({ enabled, documentLoad, state }: LandingGuardInput): "none" | "push" | "listen" {
  if (!enabled) return "none";
  if (!documentLoad || isGuardTop(state)) return "listen";
  return "push";
}

/** The base entry's record, when this state is one. */
export function guardBaseOf(state: HistoryState): GuardBase | null {
  const base = state?.[GUARD_BASE_KEY];
  if (typeof base !== "object" || base === null) return null;
  return { canLeave: (base as { canLeave?: unknown }).canLeave === true };
}

export function isGuardTop(state: HistoryState): boolean {
  return state?.[GUARD_TOP_KEY] === true;
}

/**
 * Where "Close" goes after a back press on the landing: the last page of the site seen in
 * this tab, without the /lp prefix, when there is one (requirements §2); else the visitor really leaves
 * (history back, to the ad or search page they came from); with nothing to go back to, the
 * site's home page.
 */
export function landingCloseTarget(lastVisitedPath: string | null, base: GuardBase): { kind: "path"; path: string } | { kind: "back" } {
  if (lastVisitedPath) return { kind: "path", path: exitFlowTarget(lastVisitedPath) };
  return base.canLeave ? { kind: "back" } : { kind: "path", path: exitFlowTarget(null) };
}
