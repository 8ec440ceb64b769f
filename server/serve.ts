/**
 * The HTTP server of the built app, as remix-serve runs it (compression, /build assets
 * immutable for a year, public/ for an hour, a log line a request), plus a tracing span for
 * every request when OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set (app/platform/telemetry.server.ts), and
 * the client's address for every loader and action (app/platform/client-address.ts).
 * Started by server/start.ts in a child process: `node --import tsx server/serve.ts`.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { clientAddress } from "../app/platform/client-address";
import { env } from "../app/platform/env.server";
import { endRequestSpan, startTelemetry, withRequestSpan } from "../app/platform/telemetry.server";

const telemetry = startTelemetry(process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || undefined);
const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const port = Number(process.env.PORT ?? 3000);
const trustedHops = env().TRUSTED_PROXY_HOPS;

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));

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
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // The one place the client's address is decided (loaders and actions read context.clientAddress).
    getLoadContext: (req) => ({
      clientAddress: clientAddress({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers["x-forwarded-for"], trustedHops }),
    }),
  }),
);

const server = app.listen(port, () => {
  process.stdout.write(`[server] http://localhost:${port}${telemetry ? " (tracing on)" : ""}\n`);
});

async function stop() {
  server.close();
  // Through the build's own modules: what this file imports itself would be separate copies.
  await (build.entry.module as { shutdown?: () => Promise<void> }).shutdown?.();
  await telemetry?.shutdown();
  process.exit(0);
}
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
