#!/usr/bin/env node
/**
 * Compiles the HTTP server (server/ and the app/platform modules it imports) to JavaScript in
 * build/server/, after `remix build` (npm run build runs both). Production then runs
 * `node build/server/start.js`: no TypeScript at run time, no tsx (docs/decisions/013).
 *
 * esbuild is the one Remix's compiler already uses (pinned in package.json). Three entry points,
 * each bundled on its own, node_modules left as imports (`packages: "external"`):
 *   start.js         configuration, then the simulator if needed, then the server (server/start.ts)
 *   serve.js         the HTTP server (server/serve.ts), imported by start.js once the environment is set
 *   upstream-sim.js  the upstream simulator, imported only when UPSTREAM_BASE_URL is unset; the
 *                    Docker image leaves it out
 * start.js imports the other two by a computed path, so neither is inlined into it.
 * Source maps (without the sources) make stack traces name the .ts files and lines.
 */
import { rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = resolve(ROOT, "build/server");

/**
 * tsconfig.json's "~/*" alias of app/ (the simulator's imports of the upstream contracts). This
 * esbuild applies `packages: "external"` before tsconfig paths, and would leave "~/…" as an import.
 */
const appAlias = {
  name: "app-alias",
  setup(build) {
    build.onResolve({ filter: /^~\// }, (args) =>
      build.resolve(`./${args.path.slice(2)}`, { resolveDir: resolve(ROOT, "app"), kind: args.kind }),
    );
  },
};

// What an earlier build left (a renamed entry) must not ship; remix build does not touch this folder.
rmSync(OUT_DIR, { recursive: true, force: true });

await build({
  absWorkingDir: ROOT,
  entryPoints: {
    start: "server/start.ts",
    serve: "server/serve.ts",
    "upstream-sim": "server/upstream-sim/index.ts",
  },
  outdir: OUT_DIR,
  bundle: true,
  // Dependencies stay imports of node_modules, as in development; only our own modules are bundled.
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [appAlias],
  sourcemap: true,
  sourcesContent: false,
  logLevel: "warning",
});

console.log("server compiled: build/server/start.js, serve.js, upstream-sim.js");
