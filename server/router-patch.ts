/**
 * The server's @remix-run/router carries the patch in patches/ (decision 041: route matching
 * cached). npm applies it after every install (package.json "postinstall": patch-package, which
 * stops the install when the patch does not apply). An install that skips scripts (`npm ci
 * --ignore-scripts`) leaves it out, and the server would then spend more CPU on every request
 * without a word: so it refuses to start instead, saying how to apply the patch.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The first line the patch adds to the router's CommonJS build, the one Node loads. */
export const ROUTER_PATCH_MARKER = "/* goldloan-web: route matching cached (decision 041) */";

/** The file Node loads for `@remix-run/router` (its CommonJS build). */
export function routerFile(): string {
  return createRequire(import.meta.url).resolve("@remix-run/router");
}

/** Null when `source` (the router's text) carries the patch; otherwise what to do about it. */
export function routerPatchProblem(source: string): string | null {
  if (source.startsWith(ROUTER_PATCH_MARKER)) return null;
  return (
    "@remix-run/router is installed without its patch (patches/, decision 041): the install skipped " +
    "its postinstall script. Run `npx patch-package`, then start again."
  );
}

/** What is wrong with the installed router, or null. */
export function installedRouterProblem(): string | null {
  return routerPatchProblem(readFileSync(routerFile(), "utf8"));
}
