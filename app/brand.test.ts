import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FAVICON_DATA_URL, FAVICON_SVG } from "~/brand";

describe("the brand's mark", () => {
  it("public/favicon.svg is the mark the document carries inline", () => {
    expect(readFileSync("public/favicon.svg", "utf8").trim()).toBe(FAVICON_SVG);
    expect(decodeURIComponent(FAVICON_DATA_URL.replace("data:image/svg+xml,", ""))).toBe(FAVICON_SVG);
  });
});
