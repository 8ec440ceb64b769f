import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { installedRouterProblem, ROUTER_PATCH_MARKER, routerFile, routerPatchProblem } from "./router-patch";

type Router = typeof import("@remix-run/router");

const installedFile = routerFile();
/** The server's copy (CommonJS, patched at install) and the browser's (ESM, as published): the reference. */
const patched = createRequire(import.meta.url)(installedFile) as Router;
const publishedFile = join(dirname(installedFile), "router.js");
const published = (await import(pathToFileURL(publishedFile).href)) as Router;
/** The version the patch in patches/ was made for. */
const patchedVersion = readdirSync("patches")
  .map((name) => /^@remix-run\+router\+(.+)\.patch$/.exec(name)?.[1])
  .find(Boolean);

/** A route table shaped like the site's: layouts, an optional language, indexes, parameters, a splat, siblings in order. */
function routeTable(): AgnosticRouteObject[] {
  const leaf = (id: string, path: string) => ({ id, path });
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "home", index: true },
        {
          id: "lp",
          path: "lp",
          children: [
            { id: "lp-index", index: true },
            leaf("basic-details", "basic-details"),
            leaf("otp", "otp/auth/:id"),
            leaf("pincode", "pincode"),
            leaf("schemes", "schemes"),
            { id: "cards", path: "cards", children: [leaf("login", "login"), leaf("limits", "limits"), leaf("cards-any", ":section")] },
          ],
        },
        { id: "lang", path: ":lang?", children: [leaf("city", "gold-loan/:city"), leaf("scheme", "gold-loan/:city/:scheme")] },
        leaf("pdf", "gold-loan/:city/:scheme/key-facts.pdf"),
        leaf("Privacy", "Privacy"),
        { id: "privacy", path: "privacy", caseSensitive: true },
        leaf("splat", "*"),
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/lp",
  "/lp/",
  "/lp/basic-details",
  "/lp/otp/auth/abc-123",
  "/lp/cards/login",
  "/lp/cards/anything",
  "/gold-loan/pune",
  "/hi/gold-loan/pune",
  "/ta/gold-loan/pune/fed-jmp-1188",
  "/gold-loan/pune/fed-jmp-1188/key-facts.pdf",
  "/privacy",
  "/PRIVACY",
  "/nowhere/at/all",
  "/gold-loan/%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87",
];

/** What a match says, without the route objects themselves (the two builds' tables are different objects). */
const shape = (matches: ReturnType<Router["matchRoutes"]>) =>
  matches?.map((match) => ({ id: match.route.id, params: match.params, pathname: match.pathname, base: match.pathnameBase })) ?? null;

describe("the server's @remix-run/router, patched at install (decision 041)", () => {
  it("is the version the patch in patches/ was made for, with the patch in", () => {
    const { version } = JSON.parse(readFileSync(join(dirname(installedFile), "..", "package.json"), "utf8")) as { version: string };
    expect(version).toBe(patchedVersion);
    expect(readFileSync(installedFile, "utf8").startsWith(ROUTER_PATCH_MARKER)).toBe(true);
    expect(installedRouterProblem()).toBeNull();
  });

  it("matches every path as the published router does, the first time and from its cache", () => {
    const table = routeTable();
    for (const round of [1, 2]) {
      for (const path of PATHS) {
        expect(shape(patched.matchRoutes(table, path)), `${path}, round ${round}`).toEqual(
          shape(published.matchRoutes(routeTable(), path)),
        );
      }
    }
  });

  it("answers each route array with that array's own routes", () => {
    const pincodeRoute = (table: AgnosticRouteObject[]) => table[0]?.children?.[1]?.children?.[3];
    const first = routeTable();
    const second = routeTable();
    expect(patched.matchRoutes(first, "/lp/pincode")?.at(-1)?.route).toBe(pincodeRoute(first));
    expect(patched.matchRoutes(second, "/lp/pincode")?.at(-1)?.route).toBe(pincodeRoute(second));
    expect(pincodeRoute(first)).not.toBe(pincodeRoute(second));
    // A different table at the same path: nothing of the first is reused.
    const other: AgnosticRouteObject[] = [{ id: "only", path: "lp/:step" }];
    expect(shape(patched.matchRoutes(other, "/lp/pincode"))).toEqual([
      { id: "only", params: { step: "pincode" }, pathname: "/lp/pincode", base: "/lp/pincode" },
    ]);
  });

  it("keeps a compiled path apart for each way of matching it (to the end or not, case or not)", () => {
    for (const order of [
      [true, false],
      [false, true],
    ]) {
      for (const end of order) {
        expect(patched.matchPath({ path: "/lp", end }, "/lp/pincode") !== null).toBe(!end);
      }
      for (const caseSensitive of order) {
        expect(patched.matchPath({ path: "/LP", caseSensitive }, "/lp") !== null).toBe(!caseSensitive);
      }
    }
    expect(patched.matchPath("/lp/:step", "/lp/pincode")?.params).toEqual({ step: "pincode" });
    expect(patched.matchPath("/lp/:step", "/lp/schemes")?.params).toEqual({ step: "schemes" });
  });
});

describe("the check at start (server/start.ts)", () => {
  it("refuses the router as published, and says how to apply the patch", () => {
    const problem = routerPatchProblem(readFileSync(publishedFile, "utf8"));
    expect(problem).toMatch(/^@remix-run\/router is installed without its patch/);
    expect(problem).toContain("npx patch-package");
  });

  it("passes the router with the patch in", () => {
    expect(routerPatchProblem(readFileSync(installedFile, "utf8"))).toBeNull();
  });
});
