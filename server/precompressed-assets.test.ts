import { describe, expect, it } from "vitest";
import { acceptsBrotli } from "./precompressed-assets";

describe("acceptsBrotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br", true],
    ["BR;q=0.5", true],
    ["gzip, br;q=0", false],
    ["gzip, deflate", false],
    ["brotli", false],
    ["", false],
    [undefined, false],
  ])("%s: %s", (header, accepts) => {
    expect(acceptsBrotli(header)).toBe(accepts);
  });
});
