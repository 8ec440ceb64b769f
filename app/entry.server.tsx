/**
 * Server entry: streams the document with a per-request CSP nonce and the security
 * headers of ARCHITECTURE.md §11. Crawlers (isbot) get the fully rendered document.
 */
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { NonceContext } from "~/platform/nonce";
import { TAG_MANAGER_ORIGIN } from "~/components/tag-manager";
import { shutdownAnalytics } from "~/platform/analytics.server";
import { shutdownFlags } from "~/platform/flags.server";
import { closeSharedStore } from "~/platform/shared-store.server";

export const streamTimeout = 5_000;

// Configuration is checked when the server build loads, before the first request.
env();

function securityHeaders(headers: Headers, nonce: string) {
  // The tag manager's script (loaded after the page is interactive) is allowed only when configured.
  const tagManager = Boolean(env().TAG_MANAGER_ID);
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${tagManager ? ` ${TAG_MANAGER_ORIGIN}` : ""}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data:${tagManager ? ` ${TAG_MANAGER_ORIGIN}` : ""}`,
      "font-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join("; "),
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)");
  if (env().isProduction) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = randomBytes(16).toString("base64");
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          securityHeaders(responseHeaders, nonce);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render.failed", { error: error instanceof Error ? error.message : String(error) });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log.error("request.failed", {
    url: new URL(request.url).pathname,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
}

/** For server/serve.ts at exit: sends the flag analytics and PostHog events still queued. */
export async function shutdown(): Promise<void> {
  await Promise.allSettled([shutdownFlags(), shutdownAnalytics(2_000), closeSharedStore()]);
}
