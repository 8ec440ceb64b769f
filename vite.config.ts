import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { REMIX_FUTURE } from "./remix-future.js";

/**
 * The browser's scripts in few, purposeful chunks (issue 34): the framework and the other
 * packages in one, the app's shared code in another, and each route its own (Remix loads a
 * route's module when the route is shown). Rollup's default, a chunk per set of importing routes,
 * made 35 files for one page, a dozen of them under a kilobyte.
 */
function chunkOf(id: string): string | undefined {
  if (id.includes("/node_modules/")) return "framework";
  if (id.includes("/app/routes/") || id.endsWith("/app/root.tsx") || id.includes("/app/entry.")) return undefined;
  if (id.includes("/app/")) return "app";
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
