/**
 * A PDF made on the server (decisions 039 and 050): a few kinds of block (a title, lines, headings,
 * a table of facts) laid out on A4 pages in the page's language, with pdfkit (fonts, shaped by
 * HarfBuzz: pdf-fonts.server.ts).
 *
 * Each run of text is shaped right (conjuncts, vowel signs before their consonant), but its
 * glyphs are written in the order they are drawn: ि before क. So every word is wrapped in a marked
 * span with its real text (/ActualText), and a reader that copies, searches or reads the document
 * aloud gets "कि", as typed. Lines break at spaces (a word wider than the line, at its letters).
 */
import PDFDocument from "pdfkit";
import {
  FONT_WEIGHTS,
  fontChain,
  fontName,
  fontRuns,
  loadPdfFonts,
  pdfFont,
  type FontFamily,
  type FontRun,
  type FontWeight,
} from "~/platform/pdf-fonts.server";
import { spendWork, type AllowedWork } from "~/platform/rate-limit.server";

export type PdfBlock =
  /** The document's heading, large. */
  | { kind: "title"; text: string }
  /** A section's heading. */
  | { kind: "heading"; text: string }
  /** A paragraph; `muted` in grey and smaller. */
  | { kind: "text"; text: string; muted?: boolean }
  /** Terms and their values, one row each, as a ruled two-column table. */
  | { kind: "facts"; rows: readonly { term: string; value: string }[] };

export type PdfDocumentSpec = {
  /** BCP 47 language of the text ("hi"): its fonts and the document's /Lang. */
  lang: string;
  /** The document's title (its properties, and what a viewer shows in its title bar). */
  title: string;
  /** Who made it: a line at the top of each page, and the document's author. */
  author: string;
  blocks: readonly PdfBlock[];
  /** A line at the foot of each page. */
  footer?: string;
};

const PAGE = { size: "A4", margin: 48 } as const;
const COLORS = { ink: "#1d2b2f", brand: "#0e3b43", accent: "#c8952e", muted: "#5b6b70", rule: "#c9d3d6", band: "#f4f1e8" };

type Style = { size: number; weight: FontWeight; color: string; lineHeight: number };
const STYLES = {
  author: { size: 10, weight: 700, color: COLORS.brand, lineHeight: 1.4 },
  title: { size: 18, weight: 700, color: COLORS.brand, lineHeight: 1.35 },
  heading: { size: 12, weight: 700, color: COLORS.brand, lineHeight: 1.45 },
  text: { size: 10, weight: 400, color: COLORS.ink, lineHeight: 1.55 },
  muted: { size: 9, weight: 400, color: COLORS.muted, lineHeight: 1.5 },
  term: { size: 10, weight: 700, color: COLORS.ink, lineHeight: 1.45 },
  value: { size: 10, weight: 400, color: COLORS.ink, lineHeight: 1.45 },
} satisfies Record<string, Style>;

/** Room a heading keeps below it for what it heads: about two lines of a table's row. */
const HEADING_KEEP = 48;

/** pdfkit's state this module reads: the current font's resource name. */
type PdfKitInternals = { _font: { id: string } };

/**
 * A PDF as a download named `fileName` (letters, digits, "-" and "." only). `cacheControl` says who
 * may keep it: a statement of a visitor's own loan is "private, no-store".
 */
export function pdfResponse(pdf: Buffer, fileName: string, cacheControl: string): Response {
  if (!/^[\w.-]+$/.test(fileName)) throw new Error(`pdfResponse: a file name with other characters: ${fileName}`);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": cacheControl,
    },
  });
}

/**
 * The document's bytes. Tens of milliseconds of CPU each (a page takes a few), so only with the
 * limiter's leave, spent first: a route that makes a new document has named its limit. The first
 * document of a process also waits for the fonts to be read.
 */
export function renderPdf(allowed: AllowedWork<"pdf">, spec: PdfDocumentSpec): Promise<Buffer> {
  spendWork(allowed, "pdf");
  return loadPdfFonts().then(() => draw(spec));
}

function draw(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    font: null as unknown as string, // no built-in Helvetica: every font is embedded
    lang: spec.lang,
    displayTitle: true,
    info: { Title: spec.title, Author: spec.author, Creator: spec.author },
    compress: true,
    bufferPages: true,
  });
  const chain = fontChain(spec.lang);
  const families = new Set<FontFamily>(chain);
  for (const family of families) {
    // A parsed fontkit font, which pdfkit takes since 0.20 (@types/pdfkit 0.17 names only files and bytes).
    for (const weight of FONT_WEIGHTS) doc.registerFont(fontName(family, weight), pdfFont(family, weight, spec.lang) as unknown as Buffer);
  }
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const writer = new Writer(doc, chain);
  writer.pageTop(spec.author);
  for (const block of spec.blocks) writer.block(block);
  if (spec.footer) writer.footers(spec.footer);
  doc.end();
  return done;
}

const GRAPHEMES = new Intl.Segmenter("und", { granularity: "grapheme" });

type Word = { runs: (FontRun & { width: number })[]; width: number };
type Line = { words: Word[]; width: number };

class Writer {
  private y: number;
  private readonly left: number;
  private readonly width: number;
  private readonly bottom: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly chain: readonly FontFamily[],
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    this.bottom = doc.page.height - doc.page.margins.bottom;
    this.y = doc.page.margins.top;
  }

  /** The maker's name and a gold rule, at the top of a page. */
  pageTop(author: string): void {
    this.y += this.paragraph(author, this.left, this.y, this.width, STYLES.author) + 4;
    this.doc.save().lineWidth(1.5).strokeColor(COLORS.accent);
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .stroke()
      .restore();
    this.y += 18;
  }

  block(block: PdfBlock): void {
    switch (block.kind) {
      case "title":
        return this.flow(block.text, STYLES.title, 4, 10);
      case "heading":
        // Kept with the start of what it heads: never alone at the foot of a page.
        return this.flow(block.text, STYLES.heading, 14, 4, HEADING_KEEP);
      case "text":
        return this.flow(block.text, block.muted ? STYLES.muted : STYLES.text, 0, 8);
      case "facts":
        return this.facts(block.rows);
    }
  }

  /** A paragraph across the page, on the next page when it (and `keep` points below it) does not fit on this one. */
  private flow(text: string, style: Style, before: number, after: number, keep = 0): void {
    const lines = this.lines(text, this.width, style);
    const height = lines.length * style.size * style.lineHeight;
    this.room(before + Math.min(height + keep, this.bottom - this.doc.page.margins.top));
    this.y += before;
    this.y += this.draw(lines, this.left, this.y, style) + after;
  }

  private facts(rows: readonly { term: string; value: string }[]): void {
    const pad = 6;
    const termWidth = this.width * 0.45;
    const valueWidth = this.width - termWidth;
    const doc = this.doc;
    rows.forEach((row, index) => {
      const term = this.lines(row.term, termWidth - 2 * pad, STYLES.term);
      const value = this.lines(row.value, valueWidth - 2 * pad, STYLES.value);
      const height = Math.max(term.length, value.length) * STYLES.term.size * STYLES.term.lineHeight + 2 * pad;
      this.room(height);
      const top = this.y;
      if (index % 2 === 0) doc.save().rect(this.left, top, this.width, height).fill(COLORS.band).restore();
      this.draw(term, this.left + pad, top + pad, STYLES.term);
      this.draw(value, this.left + termWidth + pad, top + pad, STYLES.value);
      doc.save().lineWidth(0.5).strokeColor(COLORS.rule);
      doc
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .stroke();
      if (index === 0)
        doc
          .moveTo(this.left, top)
          .lineTo(this.left + this.width, top)
          .stroke();
      doc.restore();
      this.y += height;
    });
    this.y += 12;
  }

  /** "Page 1 of 2" and the footer line at the foot of every page. */
  footers(footer: string): void {
    const range = this.doc.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page++) {
      this.doc.switchToPage(page);
      const style = STYLES.muted;
      const lines = this.lines(footer, this.width, style);
      const height = lines.length * style.size * style.lineHeight;
      // Drawn below the bottom margin: lifted for the moment, or pdfkit would start a new page.
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.draw(lines, this.left, this.doc.page.height - margin + 12 - height / 2, style);
      this.doc.page.margins.bottom = margin;
    }
  }

  /** A new page when `height` more does not fit on this one. */
  private room(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
  }

  private paragraph(text: string, x: number, y: number, width: number, style: Style): number {
    return this.draw(this.lines(text, width, style), x, y, style);
  }

  /** Text broken into lines of at most `width` points. */
  private lines(text: string, width: number, style: Style): Line[] {
    const space = this.measure(" ", style).width;
    const lines: Line[] = [];
    let line: Line = { words: [], width: 0 };
    for (const word of text
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((w) => this.breakWord(w, width, style))) {
      const added = (line.words.length ? space : 0) + word.width;
      if (line.words.length && line.width + added > width) {
        lines.push(line);
        line = { words: [word], width: word.width };
      } else {
        line.words.push(word);
        line.width += added;
      }
    }
    if (line.words.length) lines.push(line);
    return lines;
  }

  /** A word, or its pieces when it is wider than the line (a long reference, a forged name). */
  private breakWord(text: string, width: number, style: Style): Word[] {
    const word = this.measure(text, style);
    if (word.width <= width) return [word];
    // Each letter measured once (kerning between pieces' letters is lost, which a break allows).
    const pieces: string[] = [];
    let piece = "";
    let pieceWidth = 0;
    for (const { segment } of GRAPHEMES.segment(text)) {
      const letter = this.measure(segment, style).width;
      if (piece && pieceWidth + letter > width) {
        pieces.push(piece);
        piece = "";
        pieceWidth = 0;
      }
      piece += segment;
      pieceWidth += letter;
    }
    if (piece) pieces.push(piece);
    return pieces.map((text) => this.measure(text, style));
  }

  private measure(text: string, style: Style): Word {
    const runs = fontRuns(text, this.chain).map((run) => {
      this.useFont(run.family, style);
      return { ...run, width: this.doc.widthOfString(run.text) };
    });
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  }

  /** Draws lines with their top at `y`; returns the height they take. */
  private draw(lines: Line[], x: number, y: number, style: Style): number {
    const lineHeight = style.size * style.lineHeight;
    const space = this.measure(" ", style).width;
    this.doc.fillColor(style.color);
    lines.forEach((line, index) => {
      // Noto's ascent is about 1.07 em; the rest of the line's height is shared above and below.
      const baseline = y + index * lineHeight + (lineHeight - style.size) / 2 + style.size * 0.9;
      let cursor = x;
      line.words.forEach((word, wordIndex) => {
        if (wordIndex) cursor += space;
        this.drawWord(word, cursor, baseline, style);
        cursor += word.width;
      });
    });
    return lines.length * lineHeight;
  }

  /**
   * A word (its runs, one font each) in a marked span whose /ActualText is its text (see the
   * module's comment). pdfkit draws in a flipped space; the span is opened and closed in the
   * page's own, where a reader places it, and ends with the font set again ("Tf q Q" draws
   * nothing): a reader sizes the span by the font in force when it closes.
   */
  private drawWord(word: Word, x: number, baseline: number, style: Style): void {
    const doc = this.doc;
    const internals = doc as unknown as PdfKitInternals;
    const height = doc.page.height;
    doc.save();
    doc.transform(1, 0, 0, -1, 0, height);
    doc.markContent("Span", { actual: word.runs.map((run) => run.text).join("") } as PDFKit.Mixins.MarkingOptions);
    doc.transform(1, 0, 0, -1, 0, height);
    let cursor = x;
    for (const run of word.runs) {
      this.useFont(run.family, style);
      doc.text(run.text, cursor, baseline, { lineBreak: false, baseline: "alphabetic" });
      cursor += run.width;
    }
    doc.transform(1, 0, 0, -1, 0, height);
    doc.addContent(`/${internals._font.id} ${style.size} Tf q Q`);
    doc.endMarkedContent();
    doc.restore();
  }

  private useFont(family: FontFamily, style: Style): void {
    this.doc.font(fontName(family, style.weight)).fontSize(style.size);
  }
}
