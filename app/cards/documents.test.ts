import { describe, expect, it } from "vitest";
import {
  IMAGE_MISSING,
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
  PAN_NOT_PERSONAL,
  PAN_PROBLEM,
  imageProblem,
  normalisePan,
  panProblem,
  safeFileName,
  sniffImageType,
} from "~/cards/documents";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
// "RIFF" <size> "WEBP" "VP8 "
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);
// "GIF89a"
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00]);
const TEXT = new TextEncoder().encode("hello, this is not an image");

describe("normalisePan", () => {
  it("upper-cases and removes spaces", () => {
    expect(normalisePan(" abcpe 1234 f ")).toBe("ABCPE1234F");
    expect(normalisePan("ABCPE1234F")).toBe("ABCPE1234F");
  });
});

describe("panProblem", () => {
  it("accepts a personal PAN", () => {
    expect(panProblem("ABCPE1234F")).toBeNull();
  });

  it("accepts lower case with spaces", () => {
    expect(panProblem("abcpe 1234 f")).toBeNull();
  });

  it.each([["ABCDE1234"], [""], ["ABCPE12345"], ["ABCPE1234FF"], ["1BCPE1234F"], ["ABCPEX234F"], ["ABCPE12341"]])(
    "%j is not a PAN",
    (raw) => {
      expect(panProblem(raw)).toBe(PAN_PROBLEM);
    },
  );

  it("refuses a PAN whose fourth letter is not P", () => {
    expect(panProblem("ABCDE1234F")).toBe(PAN_NOT_PERSONAL);
    expect(panProblem("ABCCE1234F")).toBe(PAN_NOT_PERSONAL);
  });
});

describe("sniffImageType", () => {
  it.each([
    ["JPEG", JPEG, "image/jpeg"],
    ["PNG", PNG, "image/png"],
    ["WebP", WEBP, "image/webp"],
    ["GIF", GIF, null],
    ["text", TEXT, null],
    ["empty", new Uint8Array(), null],
  ] as const)("%s -> %j", (_name, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it("does not take a RIFF file that is not WEBP (e.g. WAVE) as WebP", () => {
    const wave = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0x00, 0x00, 0x00, 0x57, 0x41, 0x56, 0x45]);
    expect(sniffImageType(wave)).toBeNull();
  });

  it("needs the whole PNG signature", () => {
    expect(sniffImageType(PNG.slice(0, 7))).toBeNull();
  });
});

describe("imageProblem", () => {
  it("has a 5 MB limit", () => {
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
  });

  it("asks for a photo when the file is empty", () => {
    expect(imageProblem({ size: 0, type: "image/png" }, new Uint8Array())).toBe(IMAGE_MISSING);
  });

  it("refuses a photo over 5 MB", () => {
    expect(imageProblem({ size: 5 * 1024 * 1024 + 1, type: "image/png" }, PNG)).toBe(IMAGE_TOO_LARGE);
  });

  it("accepts a photo of exactly 5 MB", () => {
    expect(imageProblem({ size: 5 * 1024 * 1024, type: "image/png" }, PNG)).toBeNull();
  });

  it.each([
    ["image/jpeg", JPEG],
    ["image/png", PNG],
    ["image/webp", WEBP],
  ] as const)("accepts %s with matching bytes", (type, bytes) => {
    expect(imageProblem({ size: 1024, type }, bytes)).toBeNull();
  });

  it("refuses a declared PNG whose bytes are a GIF", () => {
    expect(imageProblem({ size: 1024, type: "image/png" }, GIF)).toBe(IMAGE_WRONG_TYPE);
  });

  it("refuses a declared GIF whose bytes are a PNG", () => {
    expect(imageProblem({ size: 1024, type: "image/gif" }, PNG)).toBe(IMAGE_WRONG_TYPE);
  });

  it("refuses text bytes declared as a JPEG", () => {
    expect(imageProblem({ size: 1024, type: "image/jpeg" }, TEXT)).toBe(IMAGE_WRONG_TYPE);
  });
});

describe("safeFileName", () => {
  it.each([
    ["gold.png", "gold.png"],
    ["My gold (2).jpg", "My gold (2).jpg"],
    ['a"b.png', "a_b.png"],
    ['gold.png"', "gold.png_"],
    ["a\r\nContent-Type: image/png\r\n.png", "png__.png"],
    ["a\r\nX-Injected: 1\r\n.png", "a__X-Injected_ 1__.png"],
    ["C:\\Users\\asha\\gold.jpg", "gold.jpg"],
    ["../../etc/passwd", "passwd"],
    ["सोना.png", "____.png"],
  ])("%j -> %j", (name, expected) => {
    expect(safeFileName(name, "image/png")).toBe(expected);
  });

  it("names a photo after its type when nothing is left of its name", () => {
    expect(safeFileName("", "image/webp")).toBe("photo.webp");
    expect(safeFileName('""', "image/jpeg")).toBe("photo.jpg");
    expect(safeFileName("...", "image/png")).toBe("photo.png");
  });

  it("keeps at most 100 characters", () => {
    expect(safeFileName(`${"a".repeat(300)}.png`, "image/png")).toHaveLength(100);
    expect(safeFileName(`${"a".repeat(300)}.png`, "image/png").endsWith(".png")).toBe(true);
  });
});
