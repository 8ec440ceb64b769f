/**
 * The feature-flag identity cookie (spec §3, ARCHITECTURE.md §7): `flagsmithIdentity`,
 * generated when missing, path /, SameSite set and NOT HttpOnly (the browser's own scripts
 * may read it, as the old client's Flagsmith SDK did). Pure code: the request-bound part
 * (one identity per request) is `flagIdentity` in flags.server.ts.
 */
import { cookieValues } from "~/platform/cookies";

export const FLAG_IDENTITY_COOKIE = "flagsmithIdentity";

/** A year: the same visitor keeps the same identity (and so the same flag variations). */
export const FLAG_IDENTITY_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * An identity we accept from a cookie: what we generate (a UUID) or what a test or the old
 * client set (letters, digits and . _ : @ -), at most 100 characters. Anything else is
 * treated as missing and replaced, so a forged cookie cannot inject text into upstream calls.
 */
const IDENTITY = /^[A-Za-z0-9._:@-]{1,100}$/;

export function isValidFlagIdentity(value: string | null | undefined): value is string {
  return typeof value === "string" && IDENTITY.test(value);
}

/** The identity in a Cookie header, or null when it is absent or not acceptable. */
export function readFlagIdentity(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  const [sent] = cookieValues(cookieHeader, FLAG_IDENTITY_COOKIE);
  if (sent === undefined) return null;
  let value: string;
  try {
    value = decodeURIComponent(sent);
  } catch {
    return null;
  }
  return isValidFlagIdentity(value) ? value : null;
}

/** A new identity: a random UUID. */
export function newFlagIdentity(random: () => string = () => crypto.randomUUID()): string {
  return random();
}

/** The Set-Cookie value that stores an identity: path /, SameSite=Lax, not HttpOnly; Secure when asked (production). */
export function flagIdentityCookie(identity: string, options: { secure: boolean }): string {
  if (!isValidFlagIdentity(identity)) throw new Error("Not a valid flag identity");
  const attributes = [
    `${FLAG_IDENTITY_COOKIE}=${encodeURIComponent(identity)}`,
    "Path=/",
    `Max-Age=${FLAG_IDENTITY_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
  ];
  if (options.secure) attributes.push("Secure");
  return attributes.join("; ");
}
