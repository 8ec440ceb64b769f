/** Request facts every route may need: the client address, the device type, safe redirect targets, limit answers. */
import type { AppLoadContext, HeadersFunction } from "@remix-run/node";
import { UNKNOWN_ADDRESS } from "~/platform/client-address";
import type { Refusal } from "~/platform/refusal";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /**
     * The client's address, decided once per request by the HTTP server (server/serve.ts) with
     * app/platform/client-address.ts: the socket, or what TRUSTED_PROXY_HOPS proxies recorded.
     */
    clientAddress?: string;
    /** Set only on the request server/remix-handler.ts makes to show a refusal of the request gate. */
    refusal?: Refusal;
  }
}

/**
 * The client's address for limits and upstream calls. Never read from a request header here:
 * the server decided it. Without a server that does (a test calling a loader), UNKNOWN_ADDRESS,
 * which is still limited, as one client.
 */
export function clientAddressOf(context: AppLoadContext): string {
  return context.clientAddress ?? UNKNOWN_ADDRESS;
}

export function deviceType(request: Request): "mobile" | "desktop" {
  return /Mobi|Android|iPhone|iPad/i.test(request.headers.get("user-agent") ?? "") ? "mobile" : "desktop";
}

/** Longer than any path of this site: a target this long is not one of ours. */
const MAX_REDIRECT_LENGTH = 2048;
/**
 * What a redirect target may never hold: control characters (C0, DEL, C1), whitespace and
 * separators of any kind (tab, VT, NBSP, U+2028, U+3000...), invisible format characters
 * (zero-width, bidi, BOM), lone surrogates and backslashes. Browsers drop or reinterpret these, so
 * "/\t/evil.example" or "/\\evil.example" would leave the site, and CR/LF would split headers.
 */
const UNSAFE_IN_REDIRECT = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}\s\\]/u;
const SAME_ORIGIN_BASE = "http://same-origin.invalid";

/**
 * The one gate for redirect targets taken from input (requirements §A11): a path on this site
 * ("/lp/pincode?result=x"), else `fallback`. Refused: anything not starting with a single "/",
 * "//" and "/\" (another host), any of the characters above anywhere, and overlong values.
 * Other non-ASCII characters are percent-encoded, so the answer is always a valid Location header.
 */
export function safeRedirectPath(to: string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || UNSAFE_IN_REDIRECT.test(to)) return fallback;
  const encoded = to.replace(/[^\x21-\x7e]+/gu, (run) => encodeURI(run));
  try {
    if (new URL(encoded, SAME_ORIGIN_BASE).origin !== SAME_ORIGIN_BASE) return fallback;
  } catch {
    return fallback;
  }
  return encoded;
}

/** The response init of a request an abuse limit refused: 429 and when to come back. */
export function limitedInit(retryAfterSeconds: number): { status: 429; headers: Record<string, string> } {
  return { status: 429, headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) } };
}

/**
 * The `headers` export of a page whose action may refuse with a 429: the parent's headers plus
 * the action's Retry-After (a document response keeps only cookies from an action otherwise).
 */
export const headersWithRetryAfter: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
