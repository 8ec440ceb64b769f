/**
 * The browser's own identifier (requirements §3 `customParamsDB.browserFingerprintId`, decision 038):
 * a random UUID in the first-party cookie `gl_browser_id`, kept a year, HttpOnly, sent with each
 * lead the browser creates so that leads from one browser can be told apart from others'. It is
 * never computed from the device (no fingerprint of the screen, fonts or hardware): clearing the
 * site's cookies ends it, and the privacy page says so (India's DPDP Act, 2023). A value that is
 * not a UUID (forged, or cut short) is replaced.
 */
import { randomUUID } from "node:crypto";
import { cookies, setCookie } from "~/platform/cookies.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The browser's id, and the Set-Cookie header that stores a new one (null when it already had one). */
export async function browserId(request: Request): Promise<{ id: string; setCookie: string | null }> {
  const sent: unknown = await cookies.browserId.parse(request.headers.get("Cookie"));
  if (typeof sent === "string" && UUID.test(sent)) return { id: sent, setCookie: null };
  const id = randomUUID();
  return { id, setCookie: await setCookie(cookies.browserId, id) };
}
