import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { REMIX_FUTURE } from "./remix-future.js";

/**
 * The browser's scripts in few, purposeful chunks (issue 34): the framework and the other
 * packages in one, the app's shared code in two, and each route its own (Remix loads a route's
 * module when the route is shown). Rollup's default, a chunk per set of importing routes,
 * made 35 files for one page, a dozen of them under a kilobyte.
 *
 * The app's code is in `app` when a page with a weight budget (requirements §A10: the landing
 * routes, and the card login that the Lighthouse goals measure) imports it, and in `app-more` when
 * only other pages do (the search pages' structured data, the key facts, the OTP step, the card
 * pages): the landing pages' JavaScript in every language stays within 100 KB (docs/performance.md).
 */
const BUDGETED =
  /\/app\/(?:root\.tsx|entry\.client\.tsx|routes\/(?:_index|lp|lp\.basic-details|lp\.schemes|lp_\.cards|lp_\.cards\.login)\.tsx)(?:\?|$)/;

type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null;

/** Whether a budgeted page imports module `id`, through any chain of imports. */
function budgeted(id: string, moduleInfo: ModuleInfoOf, seen = new Set<string>()): boolean {
  if (BUDGETED.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (moduleInfo(id)?.importers ?? []).some((importer) => budgeted(importer, moduleInfo, seen));
}

function chunkOf(id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined {
  if (id.includes("/node_modules/")) return "framework";
  if (id.includes("/app/routes/") || id.endsWith("/app/root.tsx") || id.includes("/app/entry.")) return undefined;
  if (id.includes("/app/")) return budgeted(id, getModuleInfo) ? "app" : "app-more";
  return undefined;
}

/**
 * The app's build (decision 040): Remix's Vite plugin. `npm run build` writes the browser's files
 * to build/app/client (hashed, under /assets/, with public/ copied beside them) and the server
 * build to build/app/server/index.js, which server/serve.ts loads; build/server/ is the HTTP
 * server's own (scripts/build-server.js).
 */
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [
    remix({
      buildDirectory: "build/app",
      ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
      serverModuleFormat: "esm",
      future: REMIX_FUTURE,
    }),
  ],
  build: {
    // Every file is its own request, cached for a year: nothing inlined as a data: URL into a script.
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkOf } },
  },
}));
