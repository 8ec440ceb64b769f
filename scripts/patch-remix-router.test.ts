import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { installedRouter, MARKER, patchRouterSource, ROUTER_VERSION } from "./patch-remix-router.js";

type Router = typeof import("@remix-run/router");

const installed = installedRouter();
/** The server's copy (CommonJS, patched at install) and the browser's (ESM, as published): the reference. */
const patched = createRequire(import.meta.url)(installed.file) as Router;
const published = (await import(pathToFileURL(join(dirname(installed.file), "router.js")).href)) as Router;

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
  it("is the version the patch fits, with the patch in", () => {
    expect(installed.version).toBe(ROUTER_VERSION);
    expect(readFileSync(installed.file, "utf8").startsWith(MARKER)).toBe(true);
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

describe("patchRouterSource", () => {
  // The browser's build, as published: the same code as the server's before the patch.
  const original = readFileSync(join(dirname(installed.file), "router.js"), "utf8");

  it("changes the three pieces, marks the file, and leaves a patched file as it is", () => {
    const once = patchRouterSource(original);
    expect(once.startsWith(MARKER)).toBe(true);
    expect(once).toContain("let branches = rankedBranches(routes);");
    expect(once).toContain("function compilePathUncached(path, caseSensitive, end) {");
    expect(patchRouterSource(once)).toBe(once);
  });

  it("refuses a text in which a piece it changes is missing or repeated, naming the piece", () => {
    const withoutRank = original.replace("  rankRouteBranches(branches);\n", "");
    expect(() => patchRouterSource(withoutRank)).toThrow(/matchRoutesImpl's flatten and rank: .* found it 0 times/);
    const twice = original.replace("function compilePath(path, caseSensitive, end) {\n", (text) => `${text}}\n${text}`);
    expect(() => patchRouterSource(twice)).toThrow(/compilePath: .* found it 2 times/);
  });
});
