/**
 * The browser's scripts by area (vite.config.ts, decision 051), read from the build: a landing
 * page loads the framework, the shared `app` chunk, its own area's chunk and its routes' modules,
 * never another area's chunk, and none of the cardholder's words; a card page never loads the lead
 * journey's chunk.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUE, type Namespace } from "~/i18n/messages/index.server";

const CLIENT = "build/app/client";

/** Remix's manifest of the browser build: the entry's and each route's module, with the scripts each imports. */
type Module = { module: string; imports: readonly string[] };
const MANIFEST = readdirSync(`${CLIENT}/assets`).find((file) => /^manifest-\w+\.js$/.test(file));
const manifest = JSON.parse(
  readFileSync(`${CLIENT}/assets/${MANIFEST}`, "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;\s*$/, ""),
) as { entry: Module; routes: Record<string, Module> };

/** Every script a first load of these routes fetches: the browser entry, the root's and each route's module, and what they import. */
function scriptsOf(...routeIds: string[]): string[] {
  const modules = [manifest.entry, manifest.routes.root!, ...routeIds.map((id) => manifest.routes[`routes/${id}`]!)];
  return [...new Set(modules.flatMap(({ module, imports }) => [module, ...imports]))];
}

const chunkName = (file: string) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;

const LANDING_PAGES: Record<string, string[]> = {
  "/": ["_index"],
  "/lp/basic-details": ["lp", "lp.basic-details"],
  "/lp/schemes": ["lp", "lp.schemes"],
};
const CARD_LOGIN = ["lp_.cards", "lp_.cards.login"];

/** Where the cardholder's code is: its folder, its routes and components, the catalogue, which holds every page's words. */
const CARDHOLDER_SOURCE =
  /^app\/(?:cards\/|components\/no-card\.tsx|routes\/(?:lp_\.cards|india\.goldfd-card)|i18n\/messages\/)|\.test\.tsx?$/;

/**
 * The cardholder's words: keys only the cardholder's namespaces have, which no code outside the
 * cardholder's writes (the error popup, every page's, says "Error in generating OTP" too).
 */
function cardholderWords(): string[] {
  const names = Object.keys(CATALOGUE) as Namespace[];
  const elsewhere = new Set(names.filter((name) => !name.startsWith("cards")).flatMap((name) => Object.keys(CATALOGUE[name])));
  const otherSource = readdirSync("app", { recursive: true, encoding: "utf8" })
    .map((file) => `app/${file}`)
    .filter((file) => /\.tsx?$/.test(file) && !CARDHOLDER_SOURCE.test(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  return names
    .filter((name) => name.startsWith("cards"))
    .flatMap((name) => Object.keys(CATALOGUE[name]))
    .filter((key) => !elsewhere.has(key) && !otherSource.includes(JSON.stringify(key)));
}

const text = (file: string) => readFileSync(`${CLIENT}${file}`, "utf8");

describe("the browser's scripts by area", () => {
  it.each(Object.entries(LANDING_PAGES))("%s loads the framework, app, the journey's chunk and its routes only", (_path, routes) => {
    const chunks = scriptsOf(...routes).map(chunkName);
    expect(chunks).toEqual(expect.arrayContaining(["framework", "app", "journey"]));
    expect(chunks.filter((name) => ["cards", "search", "shared"].includes(name))).toEqual([]);
    expect(chunks.length).toBeLessThanOrEqual(2 + 1 + routes.length);
  });

  it("the card login loads no chunk of the lead journey, the search pages or what they share", () => {
    const chunks = scriptsOf(...CARD_LOGIN).map(chunkName);
    expect(chunks).toEqual(expect.arrayContaining(["framework", "app", "cards"]));
    expect(chunks.filter((name) => ["journey", "search", "shared"].includes(name))).toEqual([]);
  });

  it("no landing page's script holds a cardholder's words, which the card pages' scripts do", () => {
    const words = cardholderWords().map((key) => JSON.stringify(key));
    expect(words).toContain(JSON.stringify("You do not have a gold card yet"));
    for (const [path, routes] of Object.entries(LANDING_PAGES)) {
      const found = scriptsOf(...routes).flatMap((file) => words.filter((word) => text(file).includes(word)));
      expect({ path, found }).toEqual({ path, found: [] });
    }
    const cardScripts = Object.values(manifest.routes)
      .flatMap(({ module, imports }) => [module, ...imports])
      .filter((file) => chunkName(file) === "cards" || chunkName(file).startsWith("lp_.cards"));
    expect(cardScripts.some((file) => text(file).includes(JSON.stringify("You do not have a gold card yet")))).toBe(true);
  });
});
