import { spawnSync } from "node:child_process";
import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";

/** pdftotext's output: the text in the order it was written, a form feed after each page. */
function extract(pdf: Uint8Array): string {
  const result = spawnSync("pdftotext", ["-raw", "-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" });
  if (result.error) throw new Error(`pdftotext could not run (Debian's poppler-utils): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout;
}

/**
 * The text a reader gets out of a PDF (what it copies, searches and reads aloud), by poppler's
 * pdftotext (Debian's poppler-utils, which `npm test` installs), every run of spaces and line
 * ends made one space.
 */
export function pdfText(pdf: Uint8Array): string {
  return extract(pdf).replace(/\s+/g, " ").trim();
}

/** Each page's text (as pdfText gives a document's). */
export function pdfPages(pdf: Uint8Array): string[] {
  return extract(pdf)
    .split("\f")
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, " ").trim());
}

export function pdfPageCount(pdf: Uint8Array): number {
  return (extract(pdf).match(/\f/g) ?? []).length;
}

/** A PDF's objects by number: the dictionary's text, and the stream's bytes (inflated) when it has one. */
function pdfObjects(pdf: Uint8Array): Map<number, { dict: string; stream?: Buffer }> {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString("latin1");
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  for (const match of text.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = match.index + match[0].length;
    const dict = text.slice(start, text.indexOf("\n>>\n", start) + 3);
    const length = /\/Length (\d+)/.exec(dict);
    const streamStart = start + dict.length + 1;
    if (!length || !text.startsWith("stream\n", streamStart)) {
      objects.set(Number(match[1]), { dict: text.slice(start, text.indexOf("endobj", start)) });
      continue;
    }
    const data = bytes.subarray(streamStart + 7, streamStart + 7 + Number(length[1]));
    objects.set(Number(match[1]), { dict, stream: dict.includes("/FlateDecode") ? inflateSync(data) : data });
  }
  return objects;
}

/** The glyphs a PDF draws, in the order its pages write them: each with the font's name and the glyph as that font's embedded file has it. */
export function pdfGlyphs(pdf: Uint8Array): { font: string; glyph: fontkit.Glyph }[] {
  const objects = pdfObjects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(dict)![1]);
  const fonts = new Map<string, { name: string; file: fontkit.Font }>();
  for (const { dict } of objects.values()) {
    for (const [, id, number] of dict.match(/\/Font <<[^>]*>>/)?.[0].matchAll(/\/(F\d+) (\d+) 0 R/g) ?? []) {
      const type0 = objects.get(Number(number))!.dict;
      const descriptor = objects.get(ref(objects.get(ref(type0, "DescendantFonts"))!.dict, "FontDescriptor"))!.dict;
      const file = fontkit.create(objects.get(ref(descriptor, "FontFile2"))!.stream!) as fontkit.Font;
      fonts.set(id!, { name: /\/BaseFont \/\w+\+(\S+)/.exec(type0)![1]!, file });
    }
  }
  const glyphs: { font: string; glyph: fontkit.Glyph }[] = [];
  for (const { dict } of objects.values()) {
    if (!dict.includes("/Type /Page\n")) continue;
    const content = objects.get(ref(dict, "Contents"))!.stream!.toString("latin1");
    let font: { name: string; file: fontkit.Font } | undefined;
    for (const [, id, shown] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (id) font = fonts.get(id);
      for (const [, hex] of shown?.matchAll(/<([0-9a-f]*)>/g) ?? []) {
        for (const cid of hex!.match(/.{4}/g) ?? []) glyphs.push({ font: font!.name, glyph: font!.file.getGlyph(parseInt(cid, 16)) });
      }
    }
  }
  return glyphs;
}
