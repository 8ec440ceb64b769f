/**
 * The Android app's JavaScript bridge (requirements §6: "The Android app can provide encryption,
 * PDF launch and session id"; docs/android-bridge.md). The app registers it as `window.Android`
 * with `addJavascriptInterface`; outside the app there is none, and every use below falls back
 * to what a browser does. Each method is used only when the app offers it (a function), so an
 * older app with `openNextStep` alone keeps working. Browser code only.
 */

/** The bridge's methods the site uses, each optional. */
export type AndroidBridge = {
  /** Opens the next journey step in the app; `path` is under /lp. */
  openNextStep?: (path: string) => void;
  /** The same with the path encrypted by the app's `encrypt`: a lead reference never in clear. */
  openNextStepSecure?: (encryptedPath: string) => void;
  /** The app's own session id, which the site's events then carry. */
  getSessionId?: () => string;
  /** Encrypts a value with the app's key, for the app to decrypt. */
  encrypt?: (plain: string) => string;
  /** Opens a document (an absolute URL of the site) in the app's PDF viewer. */
  openPdf?: (url: string) => void;
};

/** The app's bridge, or null outside the app (or before scripts run). Only its functions are kept. */
export function androidBridge(): AndroidBridge | null {
  const candidate: unknown = typeof window === "undefined" ? undefined : (window as { Android?: unknown }).Android;
  if (!candidate || typeof candidate !== "object") return null;
  const methods = ["openNextStep", "openNextStepSecure", "getSessionId", "encrypt", "openPdf"] as const;
  const bridge: AndroidBridge = {};
  for (const name of methods) {
    const method: unknown = (candidate as Record<string, unknown>)[name];
    // Bound to the bridge object: an addJavascriptInterface method is called on it.
    if (typeof method === "function") Object.assign(bridge, { [name]: (method as (...args: string[]) => unknown).bind(candidate) });
  }
  return bridge;
}

/**
 * Hands the next step to the app: encrypted when the app can decrypt it (openNextStepSecure and
 * encrypt), else in clear (openNextStep); nothing without a bridge (the page's link stays).
 */
export function handToApp(bridge: AndroidBridge | null, path: string): void {
  if (bridge?.openNextStepSecure && bridge.encrypt) bridge.openNextStepSecure(bridge.encrypt(path));
  else bridge?.openNextStep?.(path);
}

/** What an app session id may look like: letters, digits and . _ : -, 8 to 64 of them. */
export const APP_SESSION_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Opens a document in the app's PDF viewer, when the app has one: true when the app took it (the
 * link should then do nothing), false when the link should do what it does in a browser.
 */
export function openInApp(bridge: AndroidBridge | null, href: string): boolean {
  if (!bridge?.openPdf) return false;
  try {
    bridge.openPdf(new URL(href, window.location.href).href);
    return true;
  } catch {
    return false; // A bridge that fails is a bridge that does not offer it: the link downloads.
  }
}
