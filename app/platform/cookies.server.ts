/**
 * The site's plain cookies, in one place: each is a Remix cookie (`createCookie`), read with
 * `cookie.parse(request.headers.get("Cookie"))` and written with `setCookie(cookie, value)` (its
 * `serialize`, Secure in production). The session and the lead id are the two others
 * (app/platform/sealed-cookie.server.ts: encrypted).
 *
 * Names, attributes and lifetimes are the spec's (requirements §A7, §9): path /, SameSite=Lax,
 * Secure in production; HttpOnly except flagsmithIdentity, which the browser's scripts may read.
 *
 * The value on the wire. Remix writes a value as base64 JSON, as gl_lang has always been
 * written. The others hold their value as it is (flagsmithIdentity is read by the browser's
 * scripts, jwt is written by the Android app, and browsers already hold gl_lite and gl_event_id so), and keep that: their `encode` and `decode` turn Remix's base64 JSON into the
 * plain value and back. A cookie a browser already holds is read as before, and a new one holds
 * the same bytes as before (only the order of the attributes is Remix's).
 */
import { createCookie, type Cookie, type CookieOptions } from "@remix-run/node";
import { env } from "~/platform/env.server";
import { createSealedCookie, type SealedCookie } from "~/platform/sealed-cookie.server";

const DAY = 24 * 60 * 60;
export const LANGUAGE_COOKIE_MAX_AGE = 30 * DAY;
export const LEAD_ID_COOKIE_MAX_AGE = 30 * DAY;
export const LITE_COOKIE_MAX_AGE = 365 * DAY;
/** A year: the same visitor keeps the same identity (and so the same flag variations). */
export const FLAG_IDENTITY_COOKIE_MAX_AGE = 365 * DAY;
export const BROWSER_ID_COOKIE_MAX_AGE = 365 * DAY;
/** The city chosen last on the lead form, as long as the lead id is kept. */
export const CITY_COOKIE_MAX_AGE = LEAD_ID_COOKIE_MAX_AGE;

/** A value as Remix's cookie writes it before `encode` (base64 of its JSON), and back. */
const remixValue = (value: string | null): string => Buffer.from(JSON.stringify(value), "utf8").toString("base64");
const fromRemixValue = (encoded: string): unknown => JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));

/**
 * The `encode` and `decode` options of a cookie whose value is on the wire as `plain` writes it.
 * A value that cannot be read (a broken %-escape) reads as null, and each reader takes only the
 * values of its own shape (the jwt a token's: app/upstream/token.ts): a malformed cookie is an absent one.
 */
function plainValue(plain: { write(value: string): string; read(sent: string): string }): Pick<CookieOptions, "encode" | "decode"> {
  return {
    encode: (encoded) => (encoded === "" ? "" : plain.write(String(fromRemixValue(encoded)))),
    decode: (sent) => {
      try {
        return remixValue(plain.read(sent));
      } catch {
        return remixValue(null);
      }
    },
  };
}

/** The value itself (the characters its readers accept are all cookie-safe). */
const AS_IS = plainValue({ write: (value) => value, read: (sent) => sent });
/** The value %-escaped (encodeURIComponent), and unescaped when read. */
const PERCENT_ESCAPED = plainValue({ write: encodeURIComponent, read: decodeURIComponent });

const SITE = { path: "/", sameSite: "lax" } as const;

/** Every plain cookie but the lead id's (leadIdCookie). Read with `.parse(cookieHeader)`; write with `setCookie`. */
export const cookies = {
  /** `gl_lang`: the visitor's language (decision 028), 30 days. Base64 JSON. */
  language: createCookie("gl_lang", { ...SITE, httpOnly: true, maxAge: LANGUAGE_COOKIE_MAX_AGE }),
  /** `gl_lite`: the visitor's lite-mode choice, `on` or `off` (decision 014), a year. As is. */
  lite: createCookie("gl_lite", { ...SITE, httpOnly: true, maxAge: LITE_COOKIE_MAX_AGE, ...AS_IS }),
  /** `flagsmithIdentity`: the feature-flag identity (requirements §A7), a year, not HttpOnly. %-escaped. */
  flagIdentity: createCookie("flagsmithIdentity", { ...SITE, maxAge: FLAG_IDENTITY_COOKIE_MAX_AGE, ...PERCENT_ESCAPED }),
  /** `gl_event_id`: the visitor's event id (decision 030), for the browser session (no Max-Age). As is. */
  eventId: createCookie("gl_event_id", { ...SITE, httpOnly: true, ...AS_IS }),
  /** `gl_browser_id`: this browser's own random identifier (app/site/browser-id.server.ts), a year. As is. */
  browserId: createCookie("gl_browser_id", { ...SITE, httpOnly: true, maxAge: BROWSER_ID_COOKIE_MAX_AGE, ...AS_IS }),
  /** `gl_city`: the id of the city last chosen on the lead form (decision 047), 30 days. As is. */
  city: createCookie("gl_city", { ...SITE, httpOnly: true, maxAge: CITY_COOKIE_MAX_AGE, ...AS_IS }),
  /** `jwt`: the cardholder's token that the Android app sets (docs/android-bridge.md); only read. %-escaped. */
  webViewJwt: createCookie("jwt", { ...SITE, ...PERCENT_ESCAPED }),
} as const;

let leadIdCookies: { production: SealedCookie; other: SealedCookie } | undefined;

/**
 * The lead id cookie (requirements §4: "stored in a cookie and in session state"):
 * `__Host-gl_lead_id` in production (Secure, Path=/, no Domain), `gl_lead_id` elsewhere; 30 days.
 * Sealed as the session is (app/platform/sealed-cookie.server.ts, the session's secrets, its own
 * name as the cipher's associated data): a browser can neither read nor forge it, so the resume
 * offer (app/journey/resume.server.ts) only ever looks up a lead this site wrote into this
 * browser. A cookie of the old plain format, or anything else, reads as no lead.
 */
export function leadIdCookie(production: boolean = env().isProduction): SealedCookie {
  leadIdCookies ??= {
    production: createSealedCookie({
      name: "__Host-gl_lead_id",
      secrets: env().sessionSecrets,
      secure: true,
      maxAgeSeconds: LEAD_ID_COOKIE_MAX_AGE,
    }),
    other: createSealedCookie({ name: "gl_lead_id", secrets: env().sessionSecrets, secure: false, maxAgeSeconds: LEAD_ID_COOKIE_MAX_AGE }),
  };
  return production ? leadIdCookies.production : leadIdCookies.other;
}

/** The lead id the request's lead id cookie holds, or null. */
export function leadIdOfCookie(cookieHeader: string | null): string | null {
  const leadId = leadIdCookie().parse(cookieHeader)?.leadId;
  return typeof leadId === "string" ? leadId : null;
}

/** The Set-Cookie header of the lead id cookie. */
export function leadIdCookieHeader(leadId: string): string {
  return leadIdCookie().serialize({ leadId });
}

/** The Set-Cookie header that stores `value` in `cookie`: Secure in production (requirements §A7). */
export function setCookie(cookie: Cookie, value: unknown): Promise<string> {
  return cookie.serialize(value, { secure: env().isProduction });
}
