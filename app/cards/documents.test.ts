import { describe, expect, it } from "vitest";
import {
  IMAGE_MISSING,
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
  PAN_NOT_PERSONAL,
  PAN_PROBLEM,
  checkPhoto,
  fileExtension,
  normalisePan,
  panProblem,
  sniffImageType,
  uploadFileName,
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

describe("checkPhoto", () => {
  const photo = (type: string, name: string, size = 1024) => ({ size, type, name });

  it("has a 5 MB limit", () => {
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
  });

  it("asks for a photo when the file is empty", () => {
    expect(checkPhoto(photo("image/png", "gold.png", 0), new Uint8Array())).toEqual({ problem: IMAGE_MISSING });
  });

  it("refuses a photo over 5 MB", () => {
    expect(checkPhoto(photo("image/png", "gold.png", 5 * 1024 * 1024 + 1), PNG)).toEqual({ problem: IMAGE_TOO_LARGE });
  });

  it("accepts a photo of exactly 5 MB", () => {
    expect(checkPhoto(photo("image/png", "gold.png", 5 * 1024 * 1024), PNG)).toEqual({ type: "image/png" });
  });

  it.each([
    ["image/jpeg", "gold.jpg", JPEG],
    ["image/jpeg", "gold.jpeg", JPEG],
    ["image/jpeg", "IMG_0042.JPG", JPEG],
    ["image/png", "gold.png", PNG],
    ["image/png", "My gold (2).PNG", PNG],
    ["image/webp", "gold.webp", WEBP],
  ] as const)("accepts %s named %j with matching bytes", (type, name, bytes) => {
    expect(checkPhoto(photo(type, name), bytes)).toEqual({ type });
  });

  it("accepts a name without an extension (some galleries give one): the type is the bytes' and the declared one", () => {
    expect(checkPhoto(photo("image/jpeg", "1000012345"), JPEG)).toEqual({ type: "image/jpeg" });
    expect(checkPhoto(photo("image/png", ""), PNG)).toEqual({ type: "image/png" });
  });

  it.each([
    ["JPEG bytes (HTML after them) declared a JPEG and named .html", "image/jpeg", "x.html", JPEG],
    ["JPEG bytes declared as HTML and named .jpg", "text/html", "x.jpg", JPEG],
    ["JPEG bytes declared and named as a PNG", "image/png", "gold.png", JPEG],
    ["PNG bytes declared and named as a JPEG", "image/jpeg", "gold.jpg", PNG],
    ["JPEG bytes declared a JPEG and named .png", "image/jpeg", "gold.png", JPEG],
    ["a PNG named .png.html", "image/png", "gold.png.html", PNG],
    ["a JPEG named .html with a trailing dot", "image/jpeg", "x.html.", JPEG],
    ["a JPEG named .svg", "image/jpeg", "x.svg", JPEG],
    ["a GIF declared and named as a PNG", "image/png", "gold.png", GIF],
    ["a PNG declared as a GIF", "image/gif", "gold.gif", PNG],
    ["text declared and named as a JPEG", "image/jpeg", "gold.jpg", TEXT],
  ] as const)("refuses %s", (_what, type, name, bytes) => {
    expect(checkPhoto(photo(type, name), bytes)).toEqual({ problem: IMAGE_WRONG_TYPE });
  });
});

describe("fileExtension", () => {
  it.each([
    ["gold.jpg", "jpg"],
    ["GOLD.JPEG", "jpeg"],
    ["x.png.html", "html"],
    ["x.html. ", "html"],
    ["C:\\Users\\asha\\gold.webp", "webp"],
    ["a.html/gold.png", "png"],
    ["gold", null],
    ["", null],
    ["...", null],
  ])("%j -> %j", (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe("uploadFileName", () => {
  it("names a photo after what it shows, with the extension of the type its bytes showed", () => {
    expect(uploadFileName("GOLD_PHOTO", "image/jpeg")).toBe("gold-photo.jpg");
    expect(uploadFileName("INVOICE", "image/png")).toBe("invoice.png");
    expect(uploadFileName("ADDRESS_PROOF", "image/webp")).toBe("address-proof.webp");
  });
});
