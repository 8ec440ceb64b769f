import { useBlocker, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useLandingGuard } from "~/components/back-guard";
import { exitFlowTarget } from "~/journey/engagement";
import { landingCloseTarget, type GuardBase } from "~/journey/landing-guard";
import { useT } from "~/i18n/use-t";

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
  /** The exit-intent variant (requirements §2 /lp/basic-details, otherData.showExitIntentonPage). */
  exitIntent: boolean;
  /**
   * Guard the first back press of a visitor who landed on this page (decision 019): the
   * exit-intent variant, outside the Android app.
   */
  landingGuard: boolean;
};

/**
 * The back-button exit flow and, on the lead entry page, the exit-intent popup (requirements §2).
 * JavaScript only: without it nothing here runs and the journey is untouched. Browser back
 * opens the popup once per page; "Continue" stays, "Close" goes to the last page visited
 * outside the journey, without the /lp prefix. With exitIntent, a pointer leaving the top
 * of the window (desktop) opens it too, once per browser session. With landingGuard, a visitor
 * who landed on the page from outside the site gets the popup on their first back press too
 * (app/components/back-guard.ts); "Close" then goes to the last page of the site seen in this
 * tab, else really leaves. The back button is never trapped: once per page, and back with the
 * popup open leaves.
 */
export function ExitFlow({ exitIntent, landingGuard }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const { key } = useLocation();
  const [shownOn, setShownOn] = useState<string | null>(null);
  /** Set when the popup was opened by a back press off the landing guard. */
  const [landedFrom, setLandedFrom] = useState<GuardBase | null>(null);
  const blocker = useBlocker(({ historyAction }) => historyAction === "POP" && shownOn !== key);

  const open = () => {
    if (!dialog.current?.open) dialog.current?.showModal();
    setShownOn(key);
  };
  const backGuard = useLandingGuard(landingGuard, (base) => {
    setLandedFrom(base);
    open();
  });

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
    setLandedFrom(null);
    if (blocker.state === "blocked") blocker.reset();
  };
  const close = () => {
    dialog.current?.close();
    const target = landedFrom
      ? landingCloseTarget(lastVisitedPath(), landedFrom)
      : ({ kind: "path", path: exitFlowTarget(lastVisitedPath()) } as const);
    if (target.kind === "back") window.history.back();
    else window.location.assign(target.path);
  };

  return (
    <dialog
      ref={dialog}
      className="exit-dialog"
      aria-labelledby="exit-title"
      data-testid="exit-flow"
      data-back-guard={backGuard ?? undefined}
      onCancel={stay}
    >
      <h2 id="exit-title">{exitIntent ? t("Wait! Your gold loan is two minutes away") : t("Leave your application?")}</h2>
      <p>
        {exitIntent
          ? t("Share your number and city, and see the schemes and the gold rate for your city. No charges, no obligation.")
          : t("What you have filled in is saved. You can come back and carry on from this step.")}
      </p>
      <div className="exit-dialog__actions">
        {/* A modal dialog puts focus on its first action when it opens (HTML's dialog focusing steps): this says which. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="button button--block" onClick={stay} autoFocus>
          {t("Continue my application")}
        </button>
        <button type="button" className="button button--secondary button--block" onClick={close}>
          {t("Close")}
        </button>
      </div>
    </dialog>
  );
}
