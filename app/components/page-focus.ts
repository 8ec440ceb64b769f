/**
 * Where the focus goes after a client-side navigation (docs/decisions/026-focus-and-error-summary.md).
 * A full page load (the first one, or any with JavaScript off) starts at the top, where the skip
 * link is the first Tab stop; the browser does that. After a navigation to another page the
 * focus moves to the new page's <h1> (else its <main>), so a screen reader reads the new page,
 * unless the new page's error summary already took it. A navigation that changes only the query
 * of the same page (a filter, a day, a sort) leaves the focus on the control that made it (on
 * its new self when its form was drawn anew; on the page's heading when it is gone). A
 * navigation to a fragment (`#slot-group`) focuses that element.
 */
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** Focuses an element that may not be focusable by nature (a heading, a group), without scrolling. */
function focusElement(element: HTMLElement) {
  if (!element.hasAttribute("tabindex") && element.tabIndex < 0) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

function pageStart(): HTMLElement | null {
  const main = document.getElementById("main");
  return main?.querySelector<HTMLElement>("h1") ?? main;
}

/** How to find a control again after its form was drawn anew: its id, else its name and value. */
type ControlMark = { id: string; name: string | null; value: string | null };

function markOf(element: Element): ControlMark | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  return { id: element.id, name: element.getAttribute("name"), value: element.getAttribute("value") };
}

function findControl(mark: ControlMark): HTMLElement | null {
  if (mark.id) return document.getElementById(mark.id);
  if (!mark.name) return null;
  const candidates = Array.from(document.getElementsByName(mark.name));
  return candidates.find((element) => mark.value === null || element.getAttribute("value") === mark.value) ?? null;
}

export function useFocusAfterNavigation() {
  const { pathname, hash, key } = useLocation();
  const seen = useRef({ pathname, key });
  const lastControl = useRef<ControlMark | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastControl.current = event.target instanceof Element ? markOf(event.target) : null;
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, []);
  useEffect(() => {
    const before = seen.current;
    seen.current = { pathname, key };
    // The first render (a full page load), or a render of the same location: nothing to do.
    if (before.key === key) return;
    if (hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        focusElement(target);
        return;
      }
    }
    if (before.pathname === pathname) {
      // The same page with another query: the focus stays where it was; if the control was drawn anew (a form keyed by its query), on its new self.
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const control = lastControl.current && findControl(lastControl.current);
      if (control) {
        control.focus({ preventScroll: true });
        return;
      }
      // The control is gone (a link that opened another state of the page): the page's start, as after a new page.
      const start = pageStart();
      if (start) focusElement(start);
      return;
    }
    // The new page's error summary (a failure the page came back with) has taken the focus: leave it there.
    if (document.activeElement?.closest(".error-summary")) return;
    const start = pageStart();
    if (start) focusElement(start);
  }, [pathname, hash, key]);
}
