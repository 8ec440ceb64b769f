/**
 * Whether a request gets the lite site (app/platform/lite-mode.ts, decision 014): the visitor's
 * choice in the `gl_lite` cookie (app/platform/cookies.server.ts), else the browser's hints.
 */
import { cookies, setCookie } from "~/platform/cookies.server";

/** Why a page is lite, or null when it is not. */
export type LiteReason = "chosen" | "save-data" | "slow-connection";
export type LiteMode = { on: boolean; reason: LiteReason | null; chosen: boolean };

const SLOW_CONNECTIONS = new Set(["2g", "slow-2g"]);

/** The visitor's own choice from the Cookie header: true, false, or null when they made none. */
export async function chosenLiteMode(cookieHeader: string | null): Promise<boolean | null> {
  if (!cookieHeader || cookieHeader.length > 16_384) return null;
  const value: unknown = await cookies.lite.parse(cookieHeader);
  return value === "on" ? true : value === "off" ? false : null;
}

export async function liteModeOf(headers: Headers): Promise<LiteMode> {
  const chosen = await chosenLiteMode(headers.get("Cookie"));
  if (chosen !== null) return { on: chosen, reason: chosen ? "chosen" : null, chosen: true };
  if (headers.get("Save-Data")?.trim().toLowerCase() === "on") return { on: true, reason: "save-data", chosen: false };
  const ect = headers.get("ECT")?.trim().toLowerCase();
  if (ect && SLOW_CONNECTIONS.has(ect)) return { on: true, reason: "slow-connection", chosen: false };
  return { on: false, reason: null, chosen: false };
}

/** The Set-Cookie header that keeps a choice for a year. */
export function liteModeSetCookie(on: boolean): Promise<string> {
  return setCookie(cookies.lite, on ? "on" : "off");
}
