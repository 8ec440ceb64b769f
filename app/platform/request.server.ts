/** Request facts every route may need: the client address, the device type, cross-site checks. */
import type { AppLoadContext, HeadersFunction } from "@remix-run/node";
import { UNKNOWN_ADDRESS } from "~/platform/client-address";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /**
     * The client's address, decided once per request by the HTTP server (server/serve.ts) with
     * app/platform/client-address.ts: the socket, or what TRUSTED_PROXY_HOPS proxies recorded.
     */
    clientAddress?: string;
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

/**
 * Refuses cross-site form posts (ARCHITECTURE.md §11): Sec-Fetch-Site when the browser
 * sends it, else the Origin header. Requests with neither (old browsers, curl) pass.
 */
export function assertSameSite(request: Request): void {
  const site = request.headers.get("sec-fetch-site");
  if (site) {
    if (site === "same-origin" || site === "none") return;
    throw new Response("Cross-site form posts are not accepted.", { status: 403 });
  }
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return;
  if (new URL(origin).host !== new URL(request.url).host) {
    throw new Response("Cross-site form posts are not accepted.", { status: 403 });
  }
}

/** A redirect target is accepted only when it is a path on this site (no open redirect). */
export function safeRedirectPath(to: string | null | undefined, fallback = "/"): string {
  if (!to || !to.startsWith("/") || to.startsWith("//") || to.includes("\\")) return fallback;
  return to;
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
