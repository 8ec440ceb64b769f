import { describe, expect, it } from "vitest";
import { cutToBytes, utf8Length } from "~/platform/bytes";

describe("utf8Length", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["é", 2],
    ["क", 3],
    ["😀", 4],
    ["a\u{1F600}क", 8],
  ])("%j is %i bytes", (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });
});

describe("cutToBytes", () => {
  it("keeps text that fits as it is", () => {
    expect(cutToBytes("gold loan", 9)).toBe("gold loan");
    expect(cutToBytes("नमस्ते", 18)).toBe("नमस्ते");
  });

  it("cuts ASCII at the byte count", () => {
    expect(cutToBytes("a".repeat(300), 200)).toBe("a".repeat(200));
  });

  it("counts bytes, not characters: 100 Devanagari characters are 300 bytes", () => {
    const cut = cutToBytes("क".repeat(100), 200);
    expect(cut).toBe("क".repeat(66));
    expect(utf8Length(cut)).toBe(198);
  });

  it("never splits a character: an emoji (two UTF-16 units, 4 bytes) is kept whole or dropped", () => {
    expect(cutToBytes("😀😀", 7)).toBe("😀");
    expect(cutToBytes("a😀", 4)).toBe("a");
    expect(cutToBytes("a😀", 5)).toBe("a😀");
    const mixed = "a😀क🙏é".repeat(40);
    for (let max = 0; max <= 60; max += 1) {
      const cut = cutToBytes(mixed, max);
      expect(utf8Length(cut)).toBeLessThanOrEqual(max);
      expect(mixed.startsWith(cut)).toBe(true);
      // No lone surrogate at the end: the cut text round-trips through UTF-8 unchanged.
      expect(Buffer.from(cut, "utf8").toString("utf8")).toBe(cut);
      // And it is the longest such start: one more character would not fit.
      const next = [...mixed.slice(cut.length)][0]!;
      expect(utf8Length(cut + next)).toBeGreaterThan(max);
    }
  });

  it("counts a lone surrogate as the 3 bytes UTF-8 writes for it", () => {
    expect(utf8Length("\uD800")).toBe(3);
    expect(cutToBytes("\uD800\uD800", 4)).toBe("\uD800");
  });

  it("answers empty text for a budget of 0 or less", () => {
    expect(cutToBytes("abc", 0)).toBe("");
    expect(cutToBytes("abc", -1)).toBe("");
  });
});
