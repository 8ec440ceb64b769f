/**
 * The routes of app/routes, read from the files themselves (Remix's flat-route names), so that a
 * test over "every action" covers a route added tomorrow without anyone remembering to list it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROUTES_DIR = path.resolve("app/routes");

/** Values for each dynamic segment a route file names (each gives a URL); a new parameter needs an entry here (the test says which). */
export const PARAM_VALUES: Record<string, string[]> = {
  id: ["5f2c0000-0000-4000-8000-000000000000"],
  city: ["pune"],
  scheme: ["fed-jmp-1188"],
  action: ["signin", "signout", "log", "csrf"],
  slug: ["instant"],
  file: ["hi.chrome.AAAAAAAAAA.js"],
  lang: ["hi"],
};

export type RouteFile = { file: string; paths: string[]; hasAction: boolean; hasDefault: boolean };

/** `lp_.cards._account.consent.tsx` → `/lp/cards/consent`; `_index.tsx` → `/?index`; `sitemap[.]xml.ts` → `/sitemap.xml`. */
export function urlsOf(file: string): string[] {
  const name = file.replace(/\.(tsx|ts)$/, "");
  const segments = name.split(/(?<!\[)\.(?![^[]*\])/);
  let paths: string[][] = [[]];
  let index = false;
  for (const raw of segments) {
    if (raw === "_index") {
      index = true;
      continue;
    }
    if (raw.startsWith("_")) continue; // a pathless layout
    const optional = /^\((.*)\)$/.exec(raw.replace(/_$/, ""));
    const segment = (optional ? optional[1]! : raw.replace(/_$/, "")).replace(/\[(.*?)\]/g, "$1");
    let values = [segment];
    if (segment === "$") values = ["anything"];
    else if (segment.startsWith("$")) {
      const known = PARAM_VALUES[segment.slice(1)];
      if (known === undefined) throw new Error(`tests/support/route-files.ts: no PARAM_VALUES entry for ${segment} (${file})`);
      values = known;
    }
    // An optional segment (`($lang)`): the URL without it, and with each of its values.
    if (optional) values = ["", ...values];
    paths = paths.flatMap((parts) => values.map((value) => (value === "" ? parts : [...parts, value])));
  }
  return paths.map((parts) => `/${parts.join("/")}${index ? "?index" : ""}`);
}

export function routeFiles(): RouteFile[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => /\.(tsx|ts)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => {
      const source = readFileSync(path.join(ROUTES_DIR, file), "utf8");
      return {
        file,
        paths: urlsOf(file),
        hasAction: /export\s+(async\s+)?(function|const)\s+action\b/.test(source),
        hasDefault: /export\s+default\b/.test(source),
      };
    });
}
