import { useBlocker, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { exitFlowTarget } from "~/journey/engagement";

/** Where the exit flow's "close" goes: the last page seen outside the journey (browser session storage). */
const LAST_VISITED_KEY = "gl:lastVisitedPath";

/** Remembers the last page seen outside /lp (the root calls it on every page). */
export function useLastVisitedPath() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (pathname === "/lp" || pathname.startsWith("/lp/")) return;
    try {
      sessionStorage.setItem(LAST_VISITED_KEY, `${pathname}${search}`);
    } catch {
      // Storage can be off (private mode): the exit flow then closes to the home page.
    }
  }, [pathname, search]);
}

function lastVisitedPath(): string | null {
  try {
    return sessionStorage.getItem(LAST_VISITED_KEY);
  } catch {
    return null;
  }
}

type Props = {
  /** The exit-intent variant (spec §2 /lp/basic-details, otherData.showExitIntentonPage). */
  exitIntent: boolean;
};

/**
 * The back-button exit flow and, on the lead entry page, the exit-intent popup (spec §2).
 * JavaScript only: without it nothing here runs and the journey is untouched. Browser back
 * opens the popup once per page; "Continue" stays, "Close" goes to the last page visited
 * outside the journey, without the /lp prefix. With exitIntent, a pointer leaving the top
 * of the window (desktop) opens it too, once per browser session. The history is never
 * rewritten, so the back button is never trapped.
 */
export function ExitFlow({ exitIntent }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { key } = useLocation();
  const [shownOn, setShownOn] = useState<string | null>(null);
  const blocker = useBlocker(({ historyAction }) => historyAction === "POP" && shownOn !== key);

  const open = () => {
    if (!dialog.current?.open) dialog.current?.showModal();
    setShownOn(key);
  };

  useEffect(() => {
    if (blocker.state === "blocked") open();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);

  useEffect(() => {
    if (!exitIntent) return;
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget || event.clientY > 0) return;
      try {
        if (sessionStorage.getItem("gl:exitIntentShown")) return;
        sessionStorage.setItem("gl:exitIntentShown", "1");
      } catch {
        // Without storage it may show again on the next page view: acceptable.
      }
      open();
    };
    document.documentElement.addEventListener("mouseleave", onLeave);
    return () => document.documentElement.removeEventListener("mouseleave", onLeave);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [exitIntent, key]);

  const stay = () => {
    dialog.current?.close();
    if (blocker.state === "blocked") blocker.reset();
  };
  const close = () => {
    dialog.current?.close();
    window.location.assign(exitFlowTarget(lastVisitedPath()));
  };

  return (
    <dialog ref={dialog} className="exit-dialog" aria-labelledby="exit-title" data-testid="exit-flow" onCancel={stay}>
      <h2 id="exit-title">{exitIntent ? "Wait! Your gold loan is two minutes away" : "Leave your application?"}</h2>
      <p>
        {exitIntent
          ? "Share your number and city, and see the schemes and the gold rate for your city. No charges, no obligation."
          : "What you have filled in is saved. You can come back and carry on from this step."}
      </p>
      <div className="exit-dialog__actions">
        {/* A modal dialog puts focus on its first action when it opens (HTML's dialog focusing steps): this says which. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="button button--block" onClick={stay} autoFocus>
          Continue my application
        </button>
        <button type="button" className="button button--secondary button--block" onClick={close}>
          Close
        </button>
      </div>
    </dialog>
  );
}
