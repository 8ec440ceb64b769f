/**
 * The area stylesheets' links (app/site/stylesheets.ts): none where the document carries the
 * rules inline, the files after a client-side navigation, and every route whose handle names an
 * area has them (a route added tomorrow included).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { areaLinks, inlineStyleId, STYLESHEETS } from "~/site/stylesheets";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A document whose head carries these inline stylesheets. */
function documentWithInline(...ids: string[]) {
  vi.stubGlobal("document", { getElementById: (id: string) => (ids.includes(id) ? {} : null) });
}

describe("areaLinks", () => {
  const links = areaLinks({ styles: ["journey", "booking"] });

  it("gives nothing on the server: the document carries the rules inline", () => {
    expect(links()).toEqual([]);
  });

  it("gives nothing for an area whose rules the document carries (hydration matches the server)", () => {
    documentWithInline(inlineStyleId("site"), inlineStyleId("journey"), inlineStyleId("booking"));
    expect(links()).toEqual([]);
  });

  it("after a client-side navigation into an area, gives its file, which Remix loads before showing the page", () => {
    documentWithInline(inlineStyleId("site"), inlineStyleId("journey"));
    expect(links()).toEqual([{ rel: "stylesheet", href: STYLESHEETS.booking }]);
  });

  it("gives nothing for a route without areas", () => {
    documentWithInline(inlineStyleId("site"));
    expect(areaLinks({})()).toEqual([]);
  });
});

describe("the routes", () => {
  const dir = path.resolve("app/routes");
  const withAreas = readdirSync(dir).filter((file) =>
    /export const handle: PageHandle = \{[^}]*styles:/.test(readFileSync(path.join(dir, file), "utf8")),
  );

  it("some name an area (the check below reads them)", () => {
    expect(withAreas.length).toBeGreaterThan(5);
  });

  it.each(withAreas)("%s has its areas' links", (file) => {
    expect(readFileSync(path.join(dir, file), "utf8")).toContain("export const links = areaLinks(handle);");
  });
});
