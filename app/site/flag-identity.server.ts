/**
 * The feature-flag identity cookie (requirements §3, requirements §A7): `flagsmithIdentity`,
 * generated when missing, path /, SameSite set and NOT HttpOnly (the browser's own scripts
 * may read it, as the old client's Flagsmith SDK did), kept a year (its definition:
 * app/platform/cookies.server.ts). The request-bound part (one identity per request) is
 * `flagIdentity` in flags.server.ts.
 */
import { cookies, setCookie } from "~/platform/cookies.server";

/**
 * An identity we accept from a cookie: what we generate (a UUID) or what a test or the old
 * client set (letters, digits and . _ : @ -), at most 100 characters. Anything else is
 * treated as missing and replaced, so a forged cookie cannot inject text into upstream calls.
 */
const IDENTITY = /^[A-Za-z0-9._:@-]{1,100}$/;

export function isValidFlagIdentity(value: unknown): value is string {
  return typeof value === "string" && IDENTITY.test(value);
}

/** The identity in a Cookie header, or null when it is absent or not acceptable. */
export async function readFlagIdentity(cookieHeader: string | null | undefined): Promise<string | null> {
  const value: unknown = await cookies.flagIdentity.parse(cookieHeader ?? null);
  return isValidFlagIdentity(value) ? value : null;
}

/** A new identity: a random UUID. */
export function newFlagIdentity(random: () => string = () => crypto.randomUUID()): string {
  return random();
}

/** The Set-Cookie header that stores an identity (Secure in production). */
export async function flagIdentitySetCookie(identity: string): Promise<string> {
  if (!isValidFlagIdentity(identity)) throw new Error("Not a valid flag identity");
  return setCookie(cookies.flagIdentity, identity);
}
