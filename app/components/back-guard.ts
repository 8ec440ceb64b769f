import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { GUARD_BASE_KEY, GUARD_TOP_KEY, guardBaseOf, isGuardTop, landingGuardPlan, type GuardBase } from "~/journey/landing-guard";

/**
 * The browser side of the lead page's back guard (app/journey/landing-guard.ts, decision 019).
 *
 * On a landing the page marks its own entry as the guard's base and pushes a copy of it (the
 * guard, same address, same router state). A back press then moves from the guard to the base:
 * the address does not change, the popstate listener below recognises the base, keeps the
 * event from the app's router (which never knew of the guard, so nothing reloads or refetches)
 * and opens the popup. Once per page: the next back press leaves. Pressing back with the popup
 * open leaves too (the visitor is on the base entry, the page before is outside the app).
 */

type Armed = { url: string; onBack: (base: GuardBase) => void };

/** The page listening for a back press onto its guard's base, if any. */
let armed: Armed | null = null;
/** The address whose guard is now ahead of the visitor (after a guarded back press). */
let offGuard: string | null = null;
/**
 * The router key of the entry this document was loaded on (set before the router starts: the
 * scroll restoration's inline script has given the entry its key by then). A client-side
 * navigation's entry has another key.
 */
let documentKey: string | null = null;

/** An entry's router key ("default" when it has none, as the router says). */
function keyOf(state: unknown): string {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === "string" ? key : "default";
}

/**
 * Listens for back presses onto a guard's base. Call it before the app's router starts
 * (entry.client.tsx): listeners run in the order they were added, and this one must be able to
 * stop the router's.
 */
export function interceptGuardPops(): void {
  documentKey = keyOf(window.history.state);
  window.addEventListener("popstate", (event: PopStateEvent) => {
    const state = event.state as Record<string, unknown> | null;
    const base = guardBaseOf(state);
    if (armed && base && window.location.href === armed.url) {
      event.stopImmediatePropagation();
      const { url, onBack } = armed;
      armed = null;
      offGuard = url;
      onBack(base);
    } else if (offGuard && isGuardTop(state) && window.location.href === offGuard) {
      // Forward onto the guard again: for the router it is the page it is showing.
      event.stopImmediatePropagation();
      offGuard = null;
    }
  });
}

/** Whether an event gives the page user activation (HTML's activation-triggering input events). */
function activates(event: Event): boolean {
  return !(event instanceof KeyboardEvent) || event.key !== "Escape";
}

/** Adds the guard entry for the landing shown now (see the module's comment). */
function pushGuard(): void {
  const state = window.history.state as Record<string, unknown> | null;
  const { [GUARD_BASE_KEY]: _base, ...rest } = state ?? {};
  // A reload on the base keeps what the first load knew (the guard ahead now counts in history.length).
  const canLeave = guardBaseOf(state)?.canLeave ?? window.history.length > 1;
  const url = window.location.href;
  window.history.replaceState({ ...rest, [GUARD_BASE_KEY]: { canLeave } }, "", url);
  window.history.pushState({ ...rest, [GUARD_TOP_KEY]: true }, "", url);
  offGuard = null;
}

/**
 * Installs the guard on a landing (see landingGuardPlan) and listens for the back press onto
 * it while `enabled`. The guard is added at the visitor's first interaction with the page (a
 * tap, a click, a key), not at load: browsers skip, on back, an entry that a page added before
 * the visitor did anything there (Chrome's history intervention against back-button traps), so
 * a guard added at load would be jumped over. A visitor who never touched the page leaves on
 * back. Answers "waiting" (until that interaction) or "on" (guarded): the popup's
 * `data-back-guard` marker, which tests wait for.
 */
export function useLandingGuard(enabled: boolean, onBack: (base: GuardBase) => void): "waiting" | "on" | null {
  const { key } = useLocation();
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;
  const [guard, setGuard] = useState<"waiting" | "on" | null>(null);

  useEffect(() => {
    const plan = landingGuardPlan({
      enabled,
      documentLoad: key === documentKey,
      state: window.history.state as Record<string, unknown> | null,
    });
    if (plan === "none") return;
    const mine: Armed = { url: window.location.href, onBack: (base) => onBackRef.current(base) };
    armed = mine;
    const events = ["pointerdown", "keydown"] as const;
    const onInteraction = (event: Event) => {
      if (!activates(event)) return;
      for (const name of events) window.removeEventListener(name, onInteraction, true);
      pushGuard();
      setGuard("on");
    };
    if (plan === "push") {
      for (const name of events) window.addEventListener(name, onInteraction, true);
      setGuard("waiting");
    } else {
      setGuard("on");
    }
    return () => {
      for (const name of events) window.removeEventListener(name, onInteraction, true);
      if (armed === mine) armed = null;
      setGuard(null);
    };
  }, [enabled, key]);

  return guard;
}
