/**
 * The fonts the site's PDFs are drawn in (decision 039): Noto Sans for each of the site's scripts,
 * from the `@fontsource` packages (the same files a browser would load, SIL Open Font License),
 * read once per process. Text is shaped by fontkit, the shaper pdfkit uses; three of its gaps are
 * closed here, each checked against fontkit's internals when the module loads, so an upgrade that
 * changes them fails at start, not in a document:
 *
 * - **WOFF unpacked once.** fontkit reads WOFF, but re-inflates a table on every access (the whole
 *   glyph table for each glyph while pdfkit subsets the font): 450 ms a document instead of 20.
 * - **Decoded tables shared.** pdfkit parses the font afresh for each document; the decoded tables
 *   (GSUB, GPOS, cmap) are read-only, so every parse of the same bytes shares them.
 * - **A NULL anchor skips its subtable** (as HarfBuzz does) instead of throwing: Noto Sans Telugu's
 *   ్ర and Noto Sans Malayalam's marks have such anchors, which OpenType allows and fontkit 2.0.4
 *   does not (an open bug upstream).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);

export type FontWeight = 400 | 700;
export const FONT_WEIGHTS: readonly FontWeight[] = [400, 700];

/** A font family of a script: its package and the unicode-range subset the script's letters are in. */
const FAMILIES = {
  deva: ["noto-sans-devanagari", "devanagari"],
  taml: ["noto-sans-tamil", "tamil"],
  telu: ["noto-sans-telugu", "telugu"],
  knda: ["noto-sans-kannada", "kannada"],
  mlym: ["noto-sans-malayalam", "malayalam"],
  // Digits, Latin letters and signs. The script packages' own "latin" subsets are not all right (one
  // of Kannada's bold files has regular outlines), so every language takes these.
  latin: ["noto-sans", "latin"],
  // ₹ (U+20B9), which the Telugu subset and Noto Sans's "latin" lack.
  latinExt: ["noto-sans", "latin-ext"],
} as const;

export type FontFamily = keyof typeof FAMILIES;

/**
 * Each language's fonts, in the order a letter is looked for: the script's own, then the Latin
 * ones. The key is a BCP 47 language; any other language is drawn as English.
 */
const CHAINS: Readonly<Record<string, readonly FontFamily[]>> = {
  en: ["latin", "latinExt"],
  hi: ["deva", "latin", "latinExt"],
  mr: ["deva", "latin", "latinExt"],
  ta: ["taml", "latin", "latinExt"],
  te: ["telu", "latin", "latinExt"],
  kn: ["knda", "latin", "latinExt"],
  ml: ["mlym", "latin", "latinExt"],
};

export function fontChain(lang: string): readonly FontFamily[] {
  return CHAINS[lang] ?? CHAINS.en!;
}

/**
 * The OpenType language a language's letters are shaped in, where it differs from its script's
 * default: Marathi's ल and श have forms of their own in Noto Sans Devanagari.
 */
const OPENTYPE_LANGUAGE: Readonly<Record<string, string>> = { mr: "MAR" };

export function openTypeLanguage(lang: string): string | undefined {
  return OPENTYPE_LANGUAGE[lang];
}

/** "deva-700": the name a font is registered under in a document. */
export function fontName(family: FontFamily, weight: FontWeight): string {
  return `${family}-${weight}`;
}

function fontFile(family: FontFamily, weight: FontWeight): string {
  const [pkg, subset] = FAMILIES[family];
  const root = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  return join(root, "files", `${pkg}-${subset}-${weight}-normal.woff`);
}

/** A WOFF 1.0 file as the plain TrueType/OpenType font it wraps (each table inflated once). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < original ? inflateSync(stored) : stored,
    };
  });
  const searchExponent = Math.floor(Math.log2(tableCount));
  const header = Buffer.alloc(12 + 16 * tableCount);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the font's flavour (TrueType or CFF)
  header.writeUInt16BE(tableCount, 4);
  header.writeUInt16BE(16 << searchExponent, 6);
  header.writeUInt16BE(searchExponent, 8);
  header.writeUInt16BE(tableCount * 16 - (16 << searchExponent), 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

type FontkitFont = fontkit.Font;

function parse(bytes: Buffer): FontkitFont {
  const font = fontkit.create(bytes);
  if (!("hasGlyphForCodePoint" in font)) throw new Error("pdf fonts: a font collection where a font was expected");
  return font;
}

/** Every font's bytes, unpacked, by fontName(). Read at the first document, then kept. */
let fontBytes: ReadonlyMap<string, Buffer> | null = null;
/** One parsed font per family, for "has it this letter?" (weights cover the same letters). */
let coverage: ReadonlyMap<FontFamily, FontkitFont> | null = null;

export function fontBytesOf(family: FontFamily, weight: FontWeight): Buffer {
  loadFonts();
  return fontBytes!.get(fontName(family, weight))!;
}

function loadFonts(): void {
  if (fontBytes) return;
  const bytes = new Map<string, Buffer>();
  const parsed = new Map<FontFamily, FontkitFont>();
  for (const family of Object.keys(FAMILIES) as FontFamily[]) {
    for (const weight of FONT_WEIGHTS) bytes.set(fontName(family, weight), woffToSfnt(readFileSync(fontFile(family, weight))));
    parsed.set(family, parse(bytes.get(fontName(family, 400))!));
  }
  patchFontkit(parsed.get("deva")!);
  fontBytes = bytes;
  coverage = parsed;
}

const IGNORABLE = /^(?:[\u200B-\u200D]|[\uFE00-\uFE0F])$/u; // joiners and variation selectors: any font will do

function covers(family: FontFamily, cluster: string): boolean {
  const font = coverage!.get(family)!;
  for (const char of cluster) {
    if (!IGNORABLE.test(char) && !font.hasGlyphForCodePoint(char.codePointAt(0)!)) return false;
  }
  return true;
}

const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });
/** Spaces, digits, punctuation, ₹: letters of no script, which stay in the font before them when it has them. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]+$/u;

export type FontRun = { family: FontFamily; text: string };

/** Text cut into runs of one font each: for each letter with its marks, the first font of the chain that has it. */
export function fontRuns(text: string, chain: readonly FontFamily[]): FontRun[] {
  loadFonts();
  const runs: FontRun[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const current = runs.at(-1);
    const family: FontFamily =
      current && NEUTRAL.test(segment) && covers(current.family, segment)
        ? current.family
        : (chain.find((candidate) => covers(candidate, segment)) ?? chain[0]!);
    if (current?.family === family) current.text += segment;
    else runs.push({ family, text: segment });
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------
// fontkit's internals, patched once (see the module's comment). Checked before patching.

type Prototype = Record<string | symbol, unknown>;
const PATCHED = Symbol.for("goldloan.pdf-fonts.patched");

function prototypeOf(value: unknown): Prototype {
  return Object.getPrototypeOf(value) as Prototype;
}

function patchFontkit(sample: FontkitFont): void {
  const fontPrototype = prototypeOf(sample);
  if (fontPrototype[PATCHED]) return;
  sample.layout("\u0915"); // builds the layout engine
  const engine = (sample as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: unknown } } })._layoutEngine?.engine;
  const gposPrototype = engine?.GPOSProcessor ? prototypeOf(engine.GPOSProcessor) : null;
  const decodeTable = fontPrototype._decodeTable;
  const applyAnchor = gposPrototype?.applyAnchor;
  const applyLookup = gposPrototype?.applyLookup;
  if (typeof decodeTable !== "function" || typeof applyAnchor !== "function" || typeof applyLookup !== "function") {
    throw new Error("pdf fonts: fontkit's internals changed; check app/platform/pdf-fonts.server.ts against the new version");
  }

  // Decoded tables shared by every parse of the same bytes.
  const tablesByBytes = new WeakMap<object, Map<string, unknown>>();
  fontPrototype._decodeTable = function (this: { stream: { buffer: object } }, table: { tag: string }) {
    let tables = tablesByBytes.get(this.stream.buffer);
    if (!tables) tablesByBytes.set(this.stream.buffer, (tables = new Map()));
    if (!tables.has(table.tag)) tables.set(table.tag, decodeTable.call(this, table));
    return tables.get(table.tag);
  };

  // A NULL anchor: this mark subtable does not apply (the next one may place the mark).
  type Gpos = { nullAnchor?: boolean };
  gposPrototype!.applyAnchor = function (this: Gpos, markRecord: { markAnchor?: unknown } | null, baseAnchor: unknown, ...rest: unknown[]) {
    if (!baseAnchor || !markRecord?.markAnchor) {
      this.nullAnchor = true;
      return undefined;
    }
    return applyAnchor.call(this, markRecord, baseAnchor, ...rest);
  };
  gposPrototype!.applyLookup = function (this: Gpos, lookupType: number, table: unknown) {
    const markLookup = lookupType >= 4 && lookupType <= 6;
    if (markLookup) this.nullAnchor = false;
    const applied: unknown = applyLookup.call(this, lookupType, table);
    return markLookup ? Boolean(applied) && !this.nullAnchor : applied;
  };
  fontPrototype[PATCHED] = true;
}
