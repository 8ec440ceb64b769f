/**
 * An encrypted cookie (docs/decisions/011): its value is AES-256-GCM over the JSON of what it
 * holds, so the browser can neither read nor change it. Each secret gives a key (HKDF-SHA-256):
 * the first encrypts, every one decrypts, so a secret can be rotated without signing everyone
 * out. A value that does not decrypt with any key (tampered, an old format, a retired secret)
 * reads as nothing, never as an error.
 *
 * The value is `base64url(version || iv || ciphertext || tag)`: cookie-safe as it is, so it is
 * neither base64-encoded twice nor %-escaped, and the overhead is 39 characters.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const OVERHEAD_BYTES = 1 + IV_BYTES + TAG_BYTES;
const KEY_INFO = "goldloan session cookie v1: aes-256-gcm";
/** A cookie longer than this cannot be ours (we never write one near it): not even decoded. */
const MAX_VALUE_LENGTH = 8192;

export type SealedCookieOptions = {
  name: string;
  /** The first encrypts; all decrypt. At least one. */
  secrets: readonly string[];
  secure: boolean;
  /** How long the browser keeps it; without one, until the browser closes. */
  maxAgeSeconds?: number;
};

export type SealedCookie = {
  readonly name: string;
  /** The Set-Cookie header that stores `data`. */
  serialize(data: unknown): string;
  /** The length of `name=value` in the header serialize(data) answers (what browsers limit to 4096), without encrypting. */
  pairLength(data: unknown): number;
  /** What the request's cookie holds, or null when it has none that decrypts to a JSON object. */
  parse(cookieHeader: string | null | undefined): Record<string, unknown> | null;
  /** The Set-Cookie header that removes the cookie. */
  expire(): string;
};

/**
 * The values of every cookie called `name` in a Cookie header, in order (a browser may send two
 * of one name, for two paths: each is tried), without surrounding double quotes, not decoded.
 * The plain cookies are Remix cookies instead (app/platform/cookies.server.ts).
 */
export function cookieValues(header: string | null | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    values.push(value);
  }
  return values;
}

function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), Buffer.alloc(0), KEY_INFO, 32));
}

export function createSealedCookie(options: SealedCookieOptions): SealedCookie {
  if (options.secrets.length === 0) throw new Error("A sealed cookie needs at least one secret");
  const keys = options.secrets.map(deriveKey);
  const aad = Buffer.from(options.name, "utf8");
  const attributes = `; Path=/; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
  const maxAge = options.maxAgeSeconds === undefined ? "" : `; Max-Age=${Math.floor(options.maxAgeSeconds)}`;

  function seal(plaintext: Buffer): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", keys[0]!, iv);
    cipher.setAAD(aad);
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, ciphertext, cipher.getAuthTag()]).toString("base64url");
  }

  function open(value: string): Buffer | null {
    if (value.length < 4 || value.length > MAX_VALUE_LENGTH || !/^[\w-]+$/.test(value)) return null;
    const sealed = Buffer.from(value, "base64url");
    // Only the one canonical spelling: a changed padding bit is a changed cookie.
    if (sealed.toString("base64url") !== value) return null;
    if (sealed.length < OVERHEAD_BYTES || sealed[0] !== VERSION) return null;
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    const ciphertext = sealed.subarray(1 + IV_BYTES, sealed.length - TAG_BYTES);
    for (const key of keys) {
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(aad);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
      } catch {
        // Not this key: try the next one.
      }
    }
    return null;
  }

  return {
    name: options.name,
    serialize(data) {
      return `${options.name}=${seal(Buffer.from(JSON.stringify(data), "utf8"))}${maxAge}${attributes}`;
    },
    pairLength(data) {
      const sealedBytes = OVERHEAD_BYTES + Buffer.byteLength(JSON.stringify(data), "utf8");
      return options.name.length + 1 + Math.ceil((sealedBytes * 4) / 3);
    },
    parse(cookieHeader) {
      if (!cookieHeader) return null;
      for (const value of cookieValues(cookieHeader, options.name)) {
        const plaintext = open(value);
        if (!plaintext) continue;
        try {
          const data: unknown = JSON.parse(plaintext.toString("utf8"));
          if (typeof data === "object" && data !== null && !Array.isArray(data)) return data as Record<string, unknown>;
        } catch {
          // Ours can always be parsed; anything else reads as nothing.
        }
      }
      return null;
    },
    expire() {
      return `${options.name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0${attributes}`;
    },
  };
}
