/**
 * Sends the brotli copy of a browser-build asset (scripts/precompress-assets.js writes
 * `name.js.br` at build time) to a browser that accepts brotli, instead of compressing the file
 * on every request at the middleware's fast setting. The build does not change while the server
 * runs, so the copies are listed once, at start-up; an asset without a copy, or a browser that
 * does not accept brotli, goes on to the static files and the compression middleware as before.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

function listCopies(dir: string, prefix = ""): Set<string> {
  const copies = new Set<string>();
  if (!existsSync(dir)) return copies;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) for (const copy of listCopies(full, `${prefix}/${name}`)) copies.add(copy);
    else if (name.endsWith(".br")) copies.add(`${prefix}/${name.slice(0, -3)}`);
  }
  return copies;
}

/** Whether an Accept-Encoding header accepts brotli (`br`, with no `q=0`). */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";");
    if (coding?.trim().toLowerCase() !== "br") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Middleware for the build's public path (mounted there: `req.path` is the file's path in `dir`). */
export function precompressedAssets(dir: string): RequestHandler {
  const copies = listCopies(dir);
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !copies.has(req.path)) return next();
    // Caches keep the brotli and the plain answer apart.
    res.vary("Accept-Encoding");
    if (!acceptsBrotli(req.headers["accept-encoding"])) return next();
    res.type(path.extname(req.path));
    res.set("Content-Encoding", "br");
    res.sendFile(`${req.path.slice(1)}.br`, { root: dir, immutable: true, maxAge: "1y" }, (error) => {
      if (error) next(error);
    });
  };
}
