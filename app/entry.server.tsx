/**
 * Server entry: streams the document with a per-request CSP nonce (the other security headers
 * of requirements §A11 are the HTTP server's, on every response), the site's stylesheet
 * inline and the app's scripts set to start after the first paint. Crawlers (isbot) get the
 * fully rendered document.
 */
import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { describeError, isRefusal, thrownStatus } from "~/platform/server-errors";
import { NonceContext } from "~/platform/nonce";
import { TAG_MANAGER_ORIGIN } from "~/components/tag-manager";
import { shutdownAnalytics } from "~/site/analytics.server";
import { shutdownFlags } from "~/site/flags.server";
import { closeSharedStore } from "~/platform/shared-store.server";
import { documentCsp } from "~/platform/security-headers";
import { stylesheetText } from "~/site/stylesheet.server";
import { holdForLater } from "~/platform/scripts-after-paint.server";
import { StylesheetContext } from "~/components/inline-stylesheet";

export const streamTimeout = 5_000;

/** Vite's hot-reload channel under the dev server (its default port): the dev build's pages connect to it. */
const DEV_RELOAD_ORIGIN = "ws://localhost:24678";

// Configuration is checked when the server build loads, before the first request.
env();

/**
 * The page's own CSP, with its nonce: it replaces the baseline's, which the HTTP server
 * (server/serve.ts) puts with the other security headers on every response. The tag manager's
 * script (loaded after the page is interactive) is allowed only when configured.
 */
function securityHeaders(headers: Headers, nonce: string) {
  headers.set(
    "Content-Security-Policy",
    documentCsp(nonce, env().TAG_MANAGER_ID ? TAG_MANAGER_ORIGIN : null, import.meta.env.DEV ? DEV_RELOAD_ORIGIN : null),
  );
}

/**
 * Lite mode (app/platform/lite-mode.server.ts) reads Save-Data, the ECT client hint and the lite cookie:
 * the document asks the browser for ECT on the next requests, and says that it varies with all three.
 */
function liteModeHeaders(headers: Headers) {
  headers.set("Accept-CH", "ECT");
  const vary = new Set(
    (headers.get("Vary") ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
  for (const name of ["Cookie", "Save-Data", "ECT"]) vary.add(name);
  headers.set("Vary", [...vary].join(", "));
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = randomBytes(16).toString("base64");
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetContext.Provider value={stylesheetText}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </StylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // The app's scripts wait for the first paint (app/platform/scripts-after-paint.ts); the stream
          // goes on in pieces of about 16 KB and ends with the document's closing tags (holdForLater).
          const body = holdForLater();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          securityHeaders(responseHeaders, nonce);
          liteModeHeaders(responseHeaders);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render.failed", { error: describeError(error) });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors of loaders, actions and rendering. A thrown Response or the framework's ErrorResponse
 * under 500 (a page that does not exist, a method not allowed, a refused post) is an answer, not
 * an error: not logged here. A real failure is logged with its name and message.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || isRefusal(error)) return;
  log.error("request.failed", {
    url: new URL(request.url).pathname,
    status: thrownStatus(error),
    error: describeError(error),
  });
}

/** For server/serve.ts at exit: sends the flag analytics and PostHog events still queued. */
export async function shutdown(): Promise<void> {
  await Promise.allSettled([shutdownFlags(), shutdownAnalytics(2_000), closeSharedStore()]);
}
