import { spawnSync } from "node:child_process";

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
