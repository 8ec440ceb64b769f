import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { REMIX_FUTURE } from "./remix-future.js";

/**
 * The browser's scripts in few chunks, by area (issue 34, issue 47; decision 051): the framework
 * and the other packages in `framework`; each route its own module (Remix loads a route's module
 * when the route is shown), with the code only that route uses; the rest of the app's code in the
 * chunk of the one area whose pages use it:
 * `journey` (the home page, the landing pages and the lead journey), `cards` (the cardholder's
 * pages) or `search` (the city, scheme and calculator pages, personal loans, the policy pages).
 * Code that pages of several areas use is in `app` when the root or a landing page (the pages
 * with a weight budget, requirements §A10) uses it, else in `shared`. So a landing page loads
 * `framework`, `app` and its area's chunk, never the cardholder's code or strings, nor a card page
 * the lead form. (Rollup's default, a chunk per set of importing routes, made 35 files a page.)
 *
 * Two merges save a request each on every first load, so that it stays within 12 requests in every
 * language with the page's strings (one module, app/i18n/registry.ts; docs/performance.md): the
 * root route's module is the `app` chunk itself (entry signatures may be extended), and the
 * browser entry, a few lines that import the app's code only dynamically, is in `framework`.
 */
type Area = "journey" | "cards" | "search";

/** The area of a route, from its file name; a route in none (the not-found page, a refusal's page) counts as the root's. */
const ROUTE_AREAS: readonly (readonly [RegExp, Area])[] = [
  [/\/app\/routes\/(?:lp_\.cards|india\.goldfd-card)/, "cards"],
  [/\/app\/routes\/(?:\(\$lang\)\.|personal-loans|fair-practices|grievance-redressal|interest-rate-policy|privacy|terms)/, "search"],
  [/\/app\/routes\/(?:_index|best-gold-loan-exp|lp\.|lp_\.key-facts)/, "journey"],
];

/** The landing pages and their layouts: the pages with a weight budget (docs/performance.md). */
const LANDING = /\/app\/routes\/(?:_index|lp|lp\.basic-details|lp\.schemes|best-gold-loan-exp|lp_\.cards|lp_\.cards\.login)\.tsx(?:\?|$)/;

type ModuleInfoOf = (id: string) => { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
type ChunkMeta = { getModuleInfo: ModuleInfoOf; getModuleIds: () => IterableIterator<string> };

/** What uses a module: the areas of the routes that import it (directly or through other modules), the root, a landing page. */
type Users = { areas: Set<Area>; root: boolean; landing: boolean; routes: number };

/** The chunk of each of the app's modules, worked out once per build by one walk from each entry (see above). */
function chunksOf({ getModuleInfo, getModuleIds }: ChunkMeta): Map<string, string | undefined> {
  const users = new Map<string, Users>();
  for (const entry of getModuleIds()) {
    if (!getModuleInfo(entry)?.isEntry) continue;
    const area = ROUTE_AREAS.find(([pattern]) => pattern.test(entry))?.[1];
    const landing = LANDING.test(entry);
    const stack = [entry];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const used = users.get(id) ?? users.set(id, { areas: new Set(), root: false, landing: false, routes: 0 }).get(id)!;
      if (area) used.areas.add(area);
      else used.root = true;
      used.landing ||= landing;
      used.routes += 1;
      const info = getModuleInfo(id);
      if (info) stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
    }
  }
  const chunkOfUsers = ({ areas, root, landing, routes }: Users) =>
    root ? "app" : routes === 1 ? undefined : areas.size === 1 ? [...areas][0]! : landing ? "app" : "shared";
  return new Map([...users].map(([id, used]) => [id, chunkOfUsers(used)]));
}

/** The two chunks that are entries too keep their chunk's name: `framework` (the browser entry) and `app` (the root route). */
function entryFileNames({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const name = /\/app\/entry\.client\.tsx$/.test(facadeModuleId ?? "")
    ? "framework"
    : /\/app\/root\.tsx(?:\?|$)/.test(facadeModuleId ?? "")
      ? "app"
      : "[name]";
  return `assets/${name}-[hash].js`;
}

/** The chunks of the build under way (reset when a build starts). */
let chunks: Map<string, string | undefined> | null = null;

/** Lets the root route's module be the `app` chunk, which also exports what the routes share (see above). */
const chunkEntries: Plugin = {
  name: "chunk-entries",
  apply: "build",
  buildStart() {
    chunks = null;
  },
  options(options) {
    return { ...options, preserveEntrySignatures: "allow-extension" };
  },
};

function chunkOf(id: string, meta: ChunkMeta): string | undefined {
  if (id.includes("/node_modules/") || id.includes("vite/preload-helper") || /\/app\/entry\.client\.tsx$/.test(id)) return "framework";
  if (id.includes("/app/routes/")) return undefined;
  if (/\/app\/root\.tsx(?:\?|$)/.test(id)) return "app";
  if (!id.includes("/app/")) return undefined;
  chunks ??= chunksOf(meta);
  return chunks.has(id) ? chunks.get(id) : "app";
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
    ...(isSsrBuild ? [] : [chunkEntries]),
  ],
  build: {
    // Every file is its own request, cached for a year: nothing inlined as a data: URL into a script.
    assetsInlineLimit: 0,
    // No preload helper around the entry's dynamic imports: the document already preloads every
    // module of the page (Remix's modulepreload links), so the helper would be bytes on every page.
    modulePreload: false,
    // An empty chunk stays its own (a resource route's module): merged away, Remix would not find it.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkOf, entryFileNames, experimentalMinChunkSize: 0 } },
  },
}));
