#!/usr/bin/env node
/**
 * Writes a brotli copy (`name.js.br`, quality 11) beside every script, stylesheet and drawing of the
 * browser build (build/app/client/assets/), after `remix vite:build` (npm run build runs it). The server sends
 * that copy to a browser that accepts brotli (server/precompressed-assets.ts). Quality 11 is too
 * slow to run per request (tens of milliseconds for the framework's chunk) but costs nothing
 * here, once per build: the JavaScript a phone downloads is about a seventh smaller than with the
 * on-the-fly compression (docs/performance.md).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";

const ASSETS = resolve(dirname(fileURLToPath(import.meta.url)), "..", "build", "app", "client", "assets");
/** Smaller files are sent as they are (the compression middleware's own threshold). */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(ASSETS)) {
  if (!/\.(js|css|svg)$/.test(path)) continue;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const compressed = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${path}.br`, compressed);
  count += 1;
  before += body.length;
  after += compressed.length;
}
console.log(`browser assets: ${count} brotli copies, ${before} B -> ${after} B`);
