/**
 * The fonts the site's PDFs are drawn in (decisions 039 and 050): Noto Sans for each of the site's
 * scripts, as the TrueType files Google Fonts publishes (the `@expo-google-fonts` packages, SIL
 * Open Font License), read and parsed once per process.
 *
 * Text is shaped by HarfBuzz (harfbuzzjs, the HarfBuzz project's own build), the shaper of
 * Chrome, Firefox and Android: conjuncts such as Kannada's ಜ್ಞಾ, and the marks of Telugu and
 * Malayalam, come out as the fonts draw them. pdfkit embeds and subsets the fonts, and takes a
 * parsed fontkit font for it (pdfkit 0.20's `doc.font`/`registerFont`); for each run it asks the
 * font's `layout` (fontkit's documented method) for glyphs and positions. The font it is handed
 * is fontkit's, seen through a Proxy whose `layout` answers with HarfBuzz's glyphs, in fontkit's
 * GlyphRun form: neither library is changed, and fontkit's own shaper is not used.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);

export type FontWeight = 400 | 700;
export const FONT_WEIGHTS: readonly FontWeight[] = [400, 700];

/**
 * A family of a script: its package, its files' name, and the letters it draws (by Unicode's
 * Script_Extensions, so the danda and the joiners go with the letters they join). Noto Sans
 * draws everything else: Latin letters, digits, signs and ₹, in every language alike.
 */
const FAMILIES = {
  deva: { pkg: "noto-sans-devanagari", file: "NotoSansDevanagari", letters: /\p{Script_Extensions=Devanagari}/u },
  taml: { pkg: "noto-sans-tamil", file: "NotoSansTamil", letters: /\p{Script_Extensions=Tamil}/u },
  telu: { pkg: "noto-sans-telugu", file: "NotoSansTelugu", letters: /\p{Script_Extensions=Telugu}/u },
  knda: { pkg: "noto-sans-kannada", file: "NotoSansKannada", letters: /\p{Script_Extensions=Kannada}/u },
  mlym: { pkg: "noto-sans-malayalam", file: "NotoSansMalayalam", letters: /\p{Script_Extensions=Malayalam}/u },
  latin: { pkg: "noto-sans", file: "NotoSans", letters: /[^]/u },
} as const;

export type FontFamily = keyof typeof FAMILIES;

/** Each language's fonts, in the order a letter is looked for. The key is a BCP 47 language; any other language is drawn as English. */
const CHAINS: Readonly<Record<string, readonly FontFamily[]>> = {
  en: ["latin"],
  hi: ["deva", "latin"],
  mr: ["deva", "latin"],
  ta: ["taml", "latin"],
  te: ["telu", "latin"],
  kn: ["knda", "latin"],
  ml: ["mlym", "latin"],
};

export function fontChain(lang: string): readonly FontFamily[] {
  return CHAINS[lang] ?? CHAINS.en!;
}

/** "deva-700": the name a font is registered under in a document. */
export function fontName(family: FontFamily, weight: FontWeight): string {
  return `${family}-${weight}`;
}

function fontFile(family: FontFamily, weight: FontWeight): string {
  const { pkg, file } = FAMILIES[family];
  const root = dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
  const style = weight === 700 ? "700Bold" : "400Regular";
  return join(root, style, `${file}_${style}.ttf`);
}

type HarfBuzz = typeof import("harfbuzzjs");

/** A font as read once: its bytes, fontkit's parse (what pdfkit embeds) and HarfBuzz's (what shapes). */
type LoadedFont = { bytes: Buffer; fontkit: fontkit.Font; harfbuzz: InstanceType<HarfBuzz["Font"]> };

type Fonts = { hb: HarfBuzz; buffer: InstanceType<HarfBuzz["Buffer"]>; byName: ReadonlyMap<string, LoadedFont> };

let loading: Promise<Fonts> | null = null;
let loaded: Fonts | null = null;

/**
 * Reads and parses every font, once per process (HarfBuzz's WebAssembly is compiled then too): the
 * first document waits for it, the server's start does not.
 */
export function loadPdfFonts(): Promise<void> {
  loading ??= (async () => {
    const hb = await import("harfbuzzjs");
    const byName = new Map<string, LoadedFont>();
    for (const family of Object.keys(FAMILIES) as FontFamily[]) {
      for (const weight of FONT_WEIGHTS) {
        const bytes = readFileSync(fontFile(family, weight));
        const parsed = fontkit.create(bytes);
        if (!("layout" in parsed)) throw new Error(`pdf fonts: ${fontName(family, weight)} is a font collection`);
        byName.set(fontName(family, weight), { bytes, fontkit: parsed, harfbuzz: new hb.Font(new hb.Face(new hb.Blob(bytes))) });
      }
    }
    loaded = { hb, buffer: new hb.Buffer(), byName };
    return loaded;
  })();
  // A failed load (a font file missing) is tried again by the next document, not kept.
  loading.catch(() => (loading = null));
  return loading.then(() => undefined);
}

function fonts(): Fonts {
  if (!loaded) throw new Error("pdf fonts: loadPdfFonts() first");
  return loaded;
}

function loadedFont(family: FontFamily, weight: FontWeight): LoadedFont {
  return fonts().byName.get(fontName(family, weight))!;
}

/** The font file's bytes (TrueType). */
export function fontBytesOf(family: FontFamily, weight: FontWeight): Buffer {
  return loaded?.byName.get(fontName(family, weight))?.bytes ?? readFileSync(fontFile(family, weight));
}

/** A glyph of a shaped run: its id in the font, the cluster of text it starts (else ""), and where it goes, in font units. */
type ShapedGlyph = { id: number; text: string; xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };

/** `text` shaped by HarfBuzz in one font, as `lang` (a BCP 47 language: Marathi's ल and श have forms of their own). */
function shape(family: FontFamily, weight: FontWeight, lang: string, text: string): ShapedGlyph[] {
  const { buffer, hb } = fonts();
  buffer.reset();
  buffer.addText(text);
  buffer.setLanguage(lang);
  buffer.guessSegmentProperties();
  hb.shape(loadedFont(family, weight).harfbuzz, buffer);
  const glyphs = buffer.getGlyphInfosAndPositions();
  // Clusters are UTF-16 offsets, rising left to right; a cluster's text goes with its first glyph.
  const starts = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  const end = (cluster: number) => starts.find((start) => start > cluster) ?? text.length;
  return glyphs.map((glyph, index) => ({
    id: glyph.codepoint,
    text: index > 0 && glyphs[index - 1]!.cluster === glyph.cluster ? "" : text.slice(glyph.cluster, end(glyph.cluster)),
    xAdvance: glyph.xAdvance ?? 0,
    yAdvance: glyph.yAdvance ?? 0,
    xOffset: glyph.xOffset ?? 0,
    yOffset: glyph.yOffset ?? 0,
  }));
}

/**
 * The font pdfkit is given (see the module's comment): fontkit's parse, with a `layout` that
 * returns HarfBuzz's glyphs in `lang` as fontkit's GlyphRun (glyphs from fontkit's `getGlyph`,
 * positions in font units, the advance summed when read, after pdfkit has scaled the positions).
 */
export function pdfFont(family: FontFamily, weight: FontWeight, lang: string): fontkit.Font {
  const font = loadedFont(family, weight).fontkit;
  const layout = (text: string) => {
    const shaped = shape(family, weight, lang, text);
    const positions = shaped.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({ xAdvance, yAdvance, xOffset, yOffset }));
    return {
      glyphs: shaped.map((glyph) =>
        font.getGlyph(
          glyph.id,
          [...glyph.text].map((char) => char.codePointAt(0)!),
        ),
      ),
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
  return new Proxy(font, {
    get: (target, property) => {
      if (property === "layout") return layout;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const IGNORABLE = /^(?:[\u200B-\u200D]|[\uFE00-\uFE0F])$/u; // joiners and variation selectors: any font will do

function draws(family: FontFamily, cluster: string): boolean {
  if (!FAMILIES[family].letters.test(cluster)) return false;
  const font = loadedFont(family, 400).harfbuzz;
  for (const char of cluster) {
    if (!IGNORABLE.test(char) && font.nominalGlyph(char.codePointAt(0)!) === undefined) return false;
  }
  return true;
}

const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });

export type FontRun = { family: FontFamily; text: string };

/** Text cut into runs of one font each: each letter with its marks in the first font of the chain that draws it. */
export function fontRuns(text: string, chain: readonly FontFamily[]): FontRun[] {
  const runs: FontRun[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const family = chain.find((candidate) => draws(candidate, segment)) ?? chain.at(-1)!;
    const current = runs.at(-1);
    if (current?.family === family) current.text += segment;
    else runs.push({ family, text: segment });
  }
  return runs;
}
