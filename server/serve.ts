/**
 * The HTTP server of the built app, as remix-serve runs it (compression, the build's hashed
 * /assets/ immutable for a year, the other files of public/ for an hour, a log line a request), plus:
 * - the baseline security headers on every response, static files and errors included
 *   (app/platform/security-headers.ts);
 * - a tracing span for every request when OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set
 *   (app/platform/telemetry.server.ts);
 * - the request gate before Remix (server/request-gate.ts: methods, CSRF, content types, body
 *   limits) and the request URL on PUBLIC_ORIGIN (server/remix-handler.ts);
 * - the client's address for every loader and action (app/platform/client-address.ts).
 * A module: server/start.ts calls `startServer` in its own process once the configuration is
 * valid and process.env final (the app's env() reads it). Compiled to build/server/serve.js.
 */
import { type Server, STATUS_CODES } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { Duplex } from "node:stream";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { clientAddress } from "../app/platform/client-address";
import { env } from "../app/platform/env.server";
import { log } from "../app/platform/log.server";
import { baselineSecurityHeaders } from "../app/platform/security-headers";
import { endRequestSpan, startTelemetry, withRequestSpan } from "../app/platform/telemetry.server";
import { precompressedAssets } from "./precompressed-assets";
import { remixHandler } from "./remix-handler";

/** How long the requests still open at a stop may run on before their connections are cut. */
const CLOSE_GRACE_MS = 5_000;

export type RunningServer = {
  port: number;
  /** Stops taking connections, lets open requests end, then flushes what the app and tracing hold. */
  close(): Promise<void>;
};

/** The Remix server build (vite.config.ts), from the working directory as remix-serve loads it. */
export const SERVER_BUILD = "build/app/server/index.js";

/**
 * Loads the Remix build (SERVER_BUILD) and listens on `port`; resolves once it listens and its
 * "[server]" line is written. With `dev` (npm run dev), the app comes from Vite's dev server
 * instead, from the sources, with hot reload; the gate, the headers and the rest are the same.
 */
export async function startServer(options: { port: number; dev?: boolean }): Promise<RunningServer> {
  const { port } = options;
  const telemetry = startTelemetry(process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || undefined, {
    serviceName: process.env.OTEL_SERVICE_NAME,
  });
  const vite = options.dev ? await (await import("vite")).createServer({ server: { middlewareMode: true } }) : null;
  const build: ServerBuild | (() => Promise<ServerBuild>) = vite
    ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
    : ((await import(pathToFileURL(path.resolve(SERVER_BUILD)).href)) as ServerBuild);
  const config = env();
  const securityHeaders = baselineSecurityHeaders(config.isProduction);

  const app = express();
  app.disable("x-powered-by");
  app.use((_req, res, next) => {
    res.set(securityHeaders);
    next();
  });
  // Pages and data are compressed per response; brotli at quality 6 sends the home page about
  // 8% smaller than the middleware's default (4) for the same time (docs/performance.md).
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } } }));
  // Scripts and stylesheets: the build's brotli copies (quality 11) when the browser takes brotli.
  if (vite) {
    // The sources, public/ and the hot-reload channel, as Vite serves them.
    app.use(vite.middlewares);
  } else {
    // The browser's files: the build's hashed scripts, stylesheets and drawings under /assets/, and public/ copied beside them.
    const files = (build as ServerBuild).assetsBuildDirectory;
    app.use("/assets", precompressedAssets(path.join(files, "assets")));
    app.use("/assets", express.static(path.join(files, "assets"), { immutable: true, maxAge: "1y" }));
    // A font file never changes under its name (a new cut gets a new file name): cached for a year.
    app.use("/fonts", express.static(path.join(files, "fonts"), { immutable: true, maxAge: "1y" }));
    // The other files of public/ all have an extension: a page's path (no dot in its last segment) skips the file lookup.
    const publicFiles = express.static(files, { maxAge: "1h" });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (process.env.LOG_LEVEL === "silent") return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The path only: query strings may carry campaign data, never worth a log line.
      process.stdout.write(`${req.method} ${req.path} ${res.statusCode} ${ms.toFixed(1)} ms\n`);
    });
    next();
  });

  if (telemetry) {
    app.use((req, res, next) => {
      withRequestSpan({ method: req.method, path: req.path, headers: req.headers }, (span) => {
        res.on("finish", () => endRequestSpan(span, res.statusCode));
        next();
      });
    });
  }

  app.all(
    "*",
    remixHandler({
      build,
      mode: process.env.NODE_ENV,
      publicOrigin: config.publicOrigin,
      // The one place the client's address is decided (loaders and actions read context.clientAddress).
      loadContext: (req) => ({
        clientAddress: clientAddress({
          socketAddress: req.socket.remoteAddress,
          forwardedFor: req.headers["x-forwarded-for"],
          trustedHops: config.TRUSTED_PROXY_HOPS,
        }),
      }),
    }),
  );
  app.use(lastResort);

  // A port already taken rejects here (start.ts then exits) instead of an unhandled 'error' event.
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, () => {
      listening.off("error", reject);
      resolve(listening);
    });
    listening.once("error", reject);
  });
  process.stdout.write(`[server] http://localhost:${port}${telemetry ? " (tracing on)" : ""}\n`);

  // A request Node's HTTP parser refuses (headers or URL too long, not HTTP) never reaches Express:
  // answered here, with the same headers as every other response and no detail.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = plainPage("We could not read that request", "The address or what came with it was too long or not readable.");
    const head = Object.entries({
      ...securityHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  });

  async function close(): Promise<void> {
    // Idle keep-alive connections close at once; a request still running gets the grace, then its connection is cut.
    const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(cut);
    // Through the build's own modules: what this file imports itself would be separate copies.
    const current = typeof build === "function" ? await build() : build;
    await (current.entry.module as { shutdown?: () => Promise<void> }).shutdown?.();
    await vite?.close();
    await telemetry?.shutdown();
  }
  let closing: Promise<void> | undefined;
  return { port, close: () => (closing ??= close()) };
}

/** The page of an answer Remix never renders (the parser refused the request, or Express failed): no styles, no scripts. */
function plainPage(heading: string, text: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title><h1>${heading}</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></html>\n`;
}

// What got past everything above: one log line and a plain page, never a stack trace.
const lastResort: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const status = typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : 500;
  if (status >= 500)
    log.error("server.failed", { path: req.path, error: error instanceof Error ? `${error.name}: ${error.message}` : "unknown" });
  if (res.headersSent) return res.end();
  res.status(status >= 400 && status < 600 ? status : 500).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.send(
    status < 500
      ? plainPage("We could not read that request", "Please go back and try again.")
      : plainPage("Something went wrong", "Some Error Happened on the Server. Please try after some time."),
  );
};
