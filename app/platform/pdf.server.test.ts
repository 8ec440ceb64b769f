import { describe, expect, it } from "vitest";
import * as fontkit from "fontkit";
import * as hb from "harfbuzzjs";
import { dateText, grams, kilometres, timeRange } from "~/i18n/formats";
import { LANGUAGES, type Language } from "~/i18n/language";
import { fontBytesOf, fontChain } from "~/platform/pdf-fonts.server";
import { renderPdf, type PdfBlock, type PdfDocumentSpec } from "~/platform/pdf.server";
import { allowWork, WorkNotAllowedError, type AllowedWork } from "~/platform/rate-limit.server";
import { withInMemoryStore } from "../../tests/support/in-memory-store";
import { pdfGlyphs, pdfPageCount, pdfPages, pdfText } from "../../tests/support/pdf";

// A document takes the limiter's leave: the in-memory store.
withInMemoryStore();

async function leave(): Promise<AllowedWork<"pdf">> {
  const limit = await allowWork({ kind: "pdf", address: "198.51.100.7", person: null });
  if (!limit.allowed) throw new Error("The test's PDFs are over the limit");
  return limit.leave;
}

const render = async (spec: PdfDocumentSpec) => renderPdf(await leave(), spec);
const document = (lang: string, blocks: PdfBlock[]) => render({ lang, title: "Test", author: "Kanak Gold Loan", blocks });

/**
 * Each script's words, chosen for what shaping moves: a vowel sign drawn before its consonant
 * (कि, கை, கொ), conjuncts (क्ष, ப்ர), Telugu's ్ర and Malayalam's marks (which once crashed fontkit), ₹.
 */
const WORDS: Record<string, string> = {
  hi: "किसी भी शिकायत के लिए ₹1,00,000 का क्षेत्र",
  mr: "कर्जाची रक्कम तक्रार निवारण अधिकाऱ्याशी",
  ta: "கடன் தொகை கைபேசி கொடுக்கப்பட்ட வட்டி",
  te: "ఫిర్యాదుల కోసం శ్రీ ప్రాసెసింగ్ ₹1,00,000",
  kn: "ಸಾಲದ ಮೊತ್ತ ದೂರುಗಳಿಗಾಗಿ ಕುಂದುಕೊರತೆ",
  ml: "പരാതികൾക്ക് ഞങ്ങളുടെ പരിഹാര ഓഫീസറെ",
  en: "Interest payable ₹4,995 (APR 12.4%)",
};

describe("a PDF in the site's languages", () => {
  it.each(Object.entries(WORDS))("gives back the %s text as written, in a table and in a paragraph", async (lang, words) => {
    const pdf = await document(lang, [
      { kind: "title", text: words },
      { kind: "facts", rows: [{ term: words, value: words }] },
      { kind: "text", text: words },
    ]);

    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(pdfText(pdf)).toBe(`Kanak Gold Loan ${words} ${words} ${words} ${words}`);
  });

  it("names its language and title for readers", async () => {
    const pdf = await render({ lang: "ta", title: "முக்கிய விவர அறிக்கை", author: "Kanak Gold Loan", blocks: [] });
    const raw = Buffer.from(pdf).toString("latin1");
    expect(raw).toContain("/Lang (ta)");
    expect(raw).toContain("/DisplayDocTitle true");
  });
});

/** The outline of each glyph HarfBuzz draws `text` with, in the font `bytes` (shaped as `lang`). */
function harfBuzzOutlines(bytes: Buffer, lang: string, text: string): string[] {
  const font = new hb.Font(new hb.Face(new hb.Blob(bytes)));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setLanguage(lang);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const parsed = fontkit.create(bytes) as fontkit.Font;
  return buffer.getGlyphInfos().map((glyph) => parsed.getGlyph(glyph.codepoint).path.toSVG());
}

/** The outlines a PDF draws in its script's font (not Noto Sans, which draws the author's name). */
const scriptOutlines = (pdf: Uint8Array) =>
  pdfGlyphs(pdf)
    .filter(({ font }) => !font.startsWith("NotoSans-"))
    .map(({ glyph }) => glyph.path.toSVG());

describe("shaping", () => {
  it.each([
    ["kn", "ಜ್ಞಾನ", "knda"],
    ["kn", "ಕುಂದುಕೊರತೆ", "knda"],
    ["te", "శ్రీ", "telu"],
    ["te", "ప్రాసెసింగ్", "telu"],
    ["ml", "പരാതികൾക്ക്", "mlym"],
    ["hi", "क्षेत्र", "deva"],
    ["mr", "अधिकाऱ्याशी", "deva"],
    ["ta", "கொடுக்கப்பட்ட", "taml"],
  ] as const)("%s: draws %s with the glyphs HarfBuzz shapes it into", async (lang, word, family) => {
    const pdf = await document(lang, [{ kind: "text", text: word }]);
    expect(scriptOutlines(pdf)).toEqual(harfBuzzOutlines(fontBytesOf(family, 400), lang, word));
    expect(pdfText(pdf)).toBe(`Kanak Gold Loan ${word}`);
  });

  it("draws Kannada's ಜ್ಞಾ joined: the conjunct ಜ್ಞ and the vowel sign ಾ, two glyphs", async () => {
    const pdf = await document("kn", [{ kind: "text", text: "ಜ್ಞಾ" }]);
    const kannada = fontkit.create(fontBytesOf("knda", 400)) as fontkit.Font;
    const [conjunct, vowelSign] = scriptOutlines(pdf) as [string, string];
    expect(scriptOutlines(pdf)).toHaveLength(2);
    expect(conjunct).not.toBe(kannada.glyphForCodePoint(0x0c9c).path.toSVG()); // not ಜ alone
    expect(vowelSign).toBe(kannada.glyphForCodePoint(0x0cbe).path.toSVG()); // ಾ
  });

  it("draws Marathi's ल and श in their Marathi forms, not Hindi's", async () => {
    const marathi = scriptOutlines(await document("mr", [{ kind: "text", text: "ल श" }]));
    const hindi = scriptOutlines(await document("hi", [{ kind: "text", text: "ल श" }]));
    expect(marathi).toHaveLength(2);
    expect(marathi[0]).not.toBe(hindi[0]);
    expect(marathi[1]).not.toBe(hindi[1]);
  });
});

describe("the units and dates of decision 048", () => {
  const samples = (lang: Language) =>
    `${grams(20.8, lang)} ${kilometres(3.2, lang)} ${dateText("2026-11-29", lang)} ${timeRange("09:30", "17:30", lang)}`;
  it.each(LANGUAGES)("%s: every letter has a glyph in the language's fonts, and reads back as written", async (lang) => {
    const text = samples(lang);
    const fonts = fontChain(lang).map((family) => fontkit.create(fontBytesOf(family, 400)) as fontkit.Font);
    for (const char of text.replace(/[\s\u200B-\u200D]/gu, "")) {
      expect(
        fonts.some((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!)),
        `${lang}: ${char}`,
      ).toBe(true);
    }
    const pdf = await document(lang, [{ kind: "facts", rows: [{ term: text, value: text }] }]);
    expect(pdfText(pdf)).toBe(`Kanak Gold Loan ${text} ${text}`);
  });
});

describe("layout", () => {
  it("breaks a word wider than the line at its letters, and keeps every letter", async () => {
    const long = "ल".repeat(40) + "x".repeat(400);
    const pdf = await document("hi", [{ kind: "text", text: long }]);
    expect(pdfText(pdf).replace(/ /g, "")).toBe(`KanakGoldLoan${long}`);
  });

  it("goes on to a new page when the table does not fit, with the footer on each", async () => {
    const rows = Array.from({ length: 80 }, (_, i) => ({ term: `पंक्ति ${i + 1}`, value: `₹${i + 1},000` }));
    const pdf = await render({
      lang: "hi",
      title: "T",
      author: "Kanak Gold Loan",
      footer: "सहायता 1800 123 4567",
      blocks: [{ kind: "facts", rows }],
    });

    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain("पंक्ति 80 ₹80,000");
    expect(text.split("सहायता 1800 123 4567").length - 1).toBe(pdfPageCount(pdf));
  });
});

describe("a heading", () => {
  it("is never left alone at the foot of a page: it goes on with the start of what it heads", async () => {
    // Wherever the paragraphs before it end, one of the counts puts the heading at a page's foot.
    for (let count = 20; count <= 40; count++) {
      const pdf = await document("en", [
        ...Array.from({ length: count }, (_, i): PdfBlock => ({ kind: "text", text: `Paragraph ${i + 1}` })),
        { kind: "heading", text: "Part 2: Other qualitative information" },
        { kind: "facts", rows: [{ term: "Return of your gold", value: "Within 7 working days" }] },
      ]);
      const page = pdfPages(pdf).find((text) => text.includes("Part 2"));
      expect(page, `after ${count} paragraphs`).toContain("Return of your gold Within 7 working days");
    }
  });
});

describe("the limit", () => {
  it("makes no document without the limiter's leave: one leave is one document", async () => {
    const allowed = await leave();
    const spec = { lang: "en", title: "T", author: "Kanak Gold Loan", blocks: [] };
    await renderPdf(allowed, spec);
    expect(() => renderPdf(allowed, spec)).toThrow(WorkNotAllowedError);
  });
});
