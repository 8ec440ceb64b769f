#!/usr/bin/env node
/**
 * Caches route matching in the @remix-run/router that Remix 2 runs on the server (decision 041).
 * `npm ci` and `npm install` run it (package.json "postinstall"); it changes one installed file,
 * `node_modules/@remix-run/router/dist/router.cjs.js`, the build Node loads. The browser's copy
 * (`dist/router.js`, bundled by Vite) is left as it is: the client matches a route per navigation,
 * the server five times per request.
 *
 * Unpatched, every `matchRoutes` call flattens and ranks the whole route table (joining paths,
 * scoring and sorting 75 branches) and compiles a regular expression for each path it tries. A
 * document request calls it five times: the request handler, the data query, the render, and the
 * partial manifest of lazy route discovery (twice). On `/lp/basic-details` that was a tenth of the
 * server's CPU (docs/performance.md). The patch is what React Router 7 later did upstream
 * (remix-run/react-router#14967 caches the ranked branches, #14866 the compiled paths), kept
 * small:
 *
 * - `rankedBranches(routes)`: the flattened, ranked branches of a route array, kept in a WeakMap
 *   keyed by that array. The server's route arrays are built once per build (the request
 *   handler's) or once per request (the render's, matched three times), and never changed after:
 *   only the browser's router patches routes in (lazy route discovery), and it does not load this
 *   file. An entry goes with its array.
 * - `compilePath(path, caseSensitive, end)`: the regular expression and parameter list of a path
 *   pattern, kept by pattern (the route table's paths; at most 1,000, then no more are kept).
 *   Neither is changed by its users: `matchPath` only reads them.
 *
 * The script is exact: it replaces three pieces of text it finds once each in version
 * ROUTER_VERSION, and stops with an error naming what it did not find in any other version
 * (after an upgrade, check whether the new version caches by itself, then update or drop this).
 * Run twice, it leaves a patched file as it is.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROUTER_VERSION = "1.23.3";
/** Written into the patched file; its presence means the patch is in. */
export const MARKER = "/* goldloan-web: route matching cached (decision 041) */";

const RANKED_BRANCHES = `const rankedBranchesCache = new WeakMap();
function rankedBranches(routes) {
  let branches = rankedBranchesCache.get(routes);
  if (branches === undefined) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesCache.set(routes, branches);
  }
  return branches;
}
`;

const COMPILED_PATHS = `const compiledPaths = new Map();
const MAX_COMPILED_PATHS = 1000;
function compilePath(path, caseSensitive, end) {
  let key = (caseSensitive === true ? "c" : "-") + (end === false ? "-" : "e") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    compiled = compilePathUncached(path, caseSensitive, end);
    if (compiledPaths.size < MAX_COMPILED_PATHS) compiledPaths.set(key, compiled);
  }
  return compiled;
}
`;

/** Each edit: the text found once in the original, and what it becomes. */
const EDITS = [
  {
    what: "matchRoutesImpl's flatten and rank",
    find: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n",
    replace: "  let branches = rankedBranches(routes);\n",
  },
  {
    what: "flattenRoutes",
    find: "function flattenRoutes(routes, branches, parentsMeta, parentPath) {\n",
    replace: `${RANKED_BRANCHES}function flattenRoutes(routes, branches, parentsMeta, parentPath) {\n`,
  },
  {
    what: "compilePath",
    find: "function compilePath(path, caseSensitive, end) {\n",
    replace: `${COMPILED_PATHS}function compilePathUncached(path, caseSensitive, end) {\n`,
  },
];

/** The patched text of router.cjs.js; throws when the source is not the version the edits fit. */
export function patchRouterSource(source) {
  if (source.includes(MARKER)) return source;
  let patched = source;
  for (const edit of EDITS) {
    const count = patched.split(edit.find).length - 1;
    if (count !== 1) {
      throw new Error(`${edit.what}: expected its text once in @remix-run/router's router.cjs.js, found it ${count} times`);
    }
    patched = patched.replace(edit.find, () => edit.replace);
  }
  return `${MARKER}\n${patched}`;
}

/** The installed router's CommonJS build and its version. */
export function installedRouter() {
  const packageJson = createRequire(import.meta.url).resolve("@remix-run/router/package.json");
  const { version, main } = JSON.parse(readFileSync(packageJson, "utf8"));
  return { version, file: join(dirname(packageJson), main) };
}

function main() {
  const { version, file } = installedRouter();
  const source = readFileSync(file, "utf8");
  if (source.includes(MARKER)) return;
  if (version !== ROUTER_VERSION) {
    throw new Error(
      `@remix-run/router ${version} is installed; scripts/patch-remix-router.js fits ${ROUTER_VERSION}. ` +
        "See whether the new version caches route matching itself, then update or remove the patch (decision 041).",
    );
  }
  writeFileSync(file, patchRouterSource(source));
  console.log(`@remix-run/router ${version}: route matching cached (scripts/patch-remix-router.js)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
