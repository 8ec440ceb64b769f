/**
 * Lite mode (docs/decisions/014-lite-mode.md): the same pages with no script and no web font,
 * for a visitor whose browser asks to save data (`Save-Data: on`) or reports a 2G connection
 * (`ECT: 2g` or `slow-2g`, a client hint the document asks for with `Accept-CH: ECT`), or who
 * chose it with the footer's link. The choice, kept in a cookie, wins over the hints both ways:
 * a visitor on 2G who wants the full site gets it.
 */
import { cookieValues } from "~/platform/cookies";

export const LITE_COOKIE = "gl_lite";
/** The footer's switch: GET `/lite-mode?to=on|off&back=/path` sets the cookie and goes back. */
export const LITE_MODE_PATH = "/lite-mode";
export const LITE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Why a page is lite, or null when it is not. */
export type LiteReason = "chosen" | "save-data" | "slow-connection";
export type LiteMode = { on: boolean; reason: LiteReason | null; chosen: boolean };

const SLOW_CONNECTIONS = new Set(["2g", "slow-2g"]);

/** The visitor's own choice from the Cookie header: true, false, or null when they made none. */
export function chosenLiteMode(cookieHeader: string | null): boolean | null {
  if (!cookieHeader || cookieHeader.length > 16_384) return null;
  for (const value of cookieValues(cookieHeader, LITE_COOKIE)) {
    if (value === "on") return true;
    if (value === "off") return false;
  }
  return null;
}

export function liteModeOf(headers: Headers): LiteMode {
  const chosen = chosenLiteMode(headers.get("Cookie"));
  if (chosen !== null) return { on: chosen, reason: chosen ? "chosen" : null, chosen: true };
  if (headers.get("Save-Data")?.trim().toLowerCase() === "on") return { on: true, reason: "save-data", chosen: false };
  const ect = headers.get("ECT")?.trim().toLowerCase();
  if (ect && SLOW_CONNECTIONS.has(ect)) return { on: true, reason: "slow-connection", chosen: false };
  return { on: false, reason: null, chosen: false };
}

/** The Set-Cookie header that keeps a choice for a year. */
export function liteModeCookie(on: boolean, secure: boolean): string {
  return `${LITE_COOKIE}=${on ? "on" : "off"}; Path=/; Max-Age=${LITE_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

/** The footer link's target: switch to `on` and come back to `back` (the page's path and query). */
export function liteModeHref(on: boolean, back: string): string {
  return `${LITE_MODE_PATH}?${new URLSearchParams({ to: on ? "on" : "off", back }).toString()}`;
}
