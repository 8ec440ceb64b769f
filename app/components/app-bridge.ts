import { useEffect } from "react";
import { androidBridge, APP_SESSION_ID } from "~/site/android-bridge";

/** Where the page sends the app's session id (app/routes/lp_.api.app-session.ts). */
const APP_SESSION_PATH = "/lp/api/app-session";
/** The id last sent from this tab, so a page load does not send it again. */
const SENT_KEY = "gl_app_session_sent";

/**
 * Inside the Android app (docs/android-bridge.md), once the page's script runs: the app's own
 * session id goes to the site, whose events then carry it. Outside the app, or with an app that
 * does not offer it, nothing happens.
 */
export function useAppBridge() {
  useEffect(() => {
    const bridge = androidBridge();
    if (!bridge) return;

    let id: unknown;
    try {
      id = bridge.getSessionId?.();
    } catch {
      return; // A bridge that fails is a bridge that does not offer it.
    }
    if (typeof id === "string" && APP_SESSION_ID.test(id) && sentBefore() !== id) {
      fetch(APP_SESSION_PATH, { method: "POST", body: new URLSearchParams({ sessionId: id }), credentials: "same-origin" })
        .then((answer) => answer.ok && remember(id))
        .catch(() => undefined);
    }
  }, []);
}

/** sessionStorage may be off in a webview: then the id is sent on each page load, which is harmless. */
function sentBefore(): string | null {
  try {
    return sessionStorage.getItem(SENT_KEY);
  } catch {
    return null;
  }
}

function remember(id: string) {
  try {
    sessionStorage.setItem(SENT_KEY, id);
  } catch {
    // Not kept: sent again next time.
  }
}
