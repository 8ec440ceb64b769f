import { describe, expect, it } from "vitest";
import { faqsFor } from "~/content/faq";
import type { CmsCopy } from "~/site/cms-copy.server";
import type { ContentEntry } from "~/upstream/schemas/content";

const entry = (id: number, overrides: Partial<ContentEntry> = {}): ContentEntry => ({
  id,
  type: "faq",
  title: `Question ${id}?`,
  body: `Answer ${id}.`,
  values: [],
  city: null,
  locale: "en",
  ...overrides,
});

/** The copy of an English page: the CMS's English as it came, trimmed. */
const english: CmsCopy = (text, copyLang) => (copyLang === "en" && text?.trim()) || null;

const BANGALORE = { id: 1, name: "Bangalore" };
const PUNE = { id: 3, name: "Pune" };

const ENTRIES: ContentEntry[] = [
  entry(1),
  entry(2, { city: BANGALORE }),
  entry(3),
  entry(4, { city: PUNE }),
  entry(5, { type: "chola-unserviceable-pincodes", title: "Pincodes", body: null, values: ["560100"] }),
  entry(6, { title: "  " }),
  entry(7, { body: null }),
  entry(8, { city: BANGALORE, title: "  Padded?  ", body: "  Padded.  " }),
];

describe("faqsFor", () => {
  it("gives the city's own questions first, then the general ones, each in the CMS's order", () => {
    expect(faqsFor(ENTRIES, 1, english)).toEqual([
      { id: 2, question: "Question 2?", answer: "Answer 2.", city: BANGALORE },
      { id: 8, question: "Padded?", answer: "Padded.", city: BANGALORE },
      { id: 1, question: "Question 1?", answer: "Answer 1.", city: null },
      { id: 3, question: "Question 3?", answer: "Answer 3.", city: null },
    ]);
  });

  it("leaves out other cities' questions, other types and entries without a question or an answer", () => {
    expect(faqsFor(ENTRIES, 3, english).map((faq) => faq.id)).toEqual([4, 1, 3]);
  });

  it("gives only the general questions without a city, or for a city without its own", () => {
    expect(faqsFor(ENTRIES, null, english).map((faq) => faq.id)).toEqual([1, 3]);
    expect(faqsFor(ENTRIES, 42, english).map((faq) => faq.id)).toEqual([1, 3]);
  });

  it("shows each entry as the page's language does: an entry it cannot show in the language is left out", () => {
    const hindi: CmsCopy = (text, copyLang) =>
      copyLang === "hi" ? text?.trim() || null : text === "Question 3?" ? "प्रश्न 3?" : text === "Answer 3." ? "उत्तर 3." : null;
    const entries = [entry(1, { title: "प्रश्न 1?", body: "उत्तर 1.", locale: "hi" }), entry(3), entry(10)];
    expect(faqsFor(entries, null, hindi)).toEqual([
      { id: 1, question: "प्रश्न 1?", answer: "उत्तर 1.", city: null },
      { id: 3, question: "प्रश्न 3?", answer: "उत्तर 3.", city: null },
    ]);
  });

  it("treats an entry whose city was not populated as general", () => {
    expect(faqsFor([entry(9, { city: undefined })], 1, english)).toEqual([
      { id: 9, question: "Question 9?", answer: "Answer 9.", city: null },
    ]);
  });
});
