/**
 * English sentences on a page in another language: the text a reader sees in the server's HTML,
 * outside every element marked `lang="en"` (upstream data and CMS copy that stays English, marked
 * so for a screen reader: decision 028), where three or more English words follow one another.
 * A page in Hindi that says "Lower interest with gold" has an English sentence the catalogue should
 * have; "Federal Bank Limited" is a lender's name as the upstream gives it, and is allowed.
 */
import { SEEDED_SCHEMES } from "../../server/upstream-sim/seed/schemes";
import { decode } from "./html";

/** Elements whose text no reader sees as the page's text (or that is not text at all). */
const SKIPPED = new Set(["script", "style", "head", "template", "svg", "math", "noscript"]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements inside a sentence: their text runs on with the text around them (any other tag ends a run). */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
]);

/** A separator that no allow-list entry or word contains: where a run of words stops. */
const BREAK = "\u0000";

/** What a reader is told in an element's attributes (a tooltip, a field's hint, a control's or an image's name), each a piece apart. */
function spokenAttributes(attributes: string): string[] {
  return [...attributes.matchAll(/(?:^|\s)(?:title|placeholder|aria-label|alt)="([^"]*)"/g)].flatMap((found) => [
    BREAK,
    decode(found[1]!),
    BREAK,
  ]);
}

/**
 * The page's text, in pieces that a block element or a removed English element separates: the
 * text of `<body>` and the attributes a reader is told; no `<head>` (a `<title>` cannot mark a
 * name in it English), scripts, styles or comments, and nothing of an element with `lang="en"`
 * (or any `lang` starting `en-`) and its descendants.
 */
export function textOutsideEnglish(html: string): string {
  const pieces: string[] = [];
  // The stack of open elements: [name, hidden] (hidden: skipped or marked English, with all inside it).
  const stack: { name: string; hidden: boolean }[] = [];
  const hidden = () => stack.length > 0 && stack[stack.length - 1]!.hidden;
  const tags = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let at = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (!hidden()) pieces.push(decode(html.slice(at, match.index)));
    at = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue; // a comment or doctype
    const closing = match[0].startsWith("</");
    if (!INLINE.has(name)) pieces.push(BREAK);
    if (closing) {
      // Close up to the matching element (HTML that React writes is balanced; this is only careful).
      const index = stack.map((entry) => entry.name).lastIndexOf(name);
      if (index >= 0) stack.length = index;
      continue;
    }
    const lang = /(?:^|\s)lang=["']?([a-zA-Z-]+)/.exec(match[2] ?? "")?.[1]?.toLowerCase();
    const english = lang === "en" || lang?.startsWith("en-") === true;
    if (english) pieces.push(BREAK);
    if (VOID.has(name) || match[0].endsWith("/>")) {
      if (!hidden() && !english) pieces.push(...spokenAttributes(match[2] ?? ""));
      continue;
    }
    const inside = hidden();
    stack.push({ name, hidden: inside || SKIPPED.has(name) || english });
    if (!inside && !english) pieces.push(...spokenAttributes(match[2] ?? ""));
    // A raw-text element's content is not markup: skip to its end tag.
    if (name === "script" || name === "style") {
      const end = html.indexOf(`</${name}`, at);
      at = end < 0 ? html.length : end;
      tags.lastIndex = at;
    }
  }
  if (!hidden()) pieces.push(decode(html.slice(at)));
  return pieces.join("").replace(/&nbsp;|&#160;|\u00a0/g, " ");
}

/**
 * What is rightly in Latin letters on a page in any language, removed before the words are read:
 *  - the brand, and the lenders' names as the upstream (its seed) gives them;
 *  - the abbreviations decision 028 keeps in Latin letters (OTP, EMI, KYC, PIN, RBI, NBFC, LSP)
 *    and the ones a bank prints so (APR, PDF, KFS, GST, PAN, UPI, SMS, ID);
 *  - e-mail addresses, URLs, phone numbers and amounts (figures, not words).
 */
const LENDERS = [...new Set(SEEDED_SCHEMES.map((scheme) => scheme.lender))];
const ALLOWED_NAMES = ["Kanak Gold Loan", "Kanak", ...LENDERS];
const ALLOWED_ABBREVIATIONS = ["OTP", "EMI", "KYC", "PIN", "RBI", "NBFC", "LSP", "APR", "PDF", "KFS", "GST", "PAN", "UPI", "SMS", "ID"];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Longest first, so that "Navi Mumbai" goes before "Mumbai" and "Kanak Gold Loan" before "Kanak". */
const phrases = (names: readonly string[]) =>
  new RegExp(
    `(?<![A-Za-z])(?:${[...names]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|")})(?![A-Za-z])`,
    "g",
  );
const NAMES = phrases(ALLOWED_NAMES);
const ABBREVIATIONS = phrases(ALLOWED_ABBREVIATIONS);
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL_TEXT = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:in|com|org)\b\S*/g;
const PHONE = /\+?\d[\d\s-]{6,}\d/g;
const AMOUNT = /₹\s?[\d,.]+(?:\s?(?:lakh|crore|L|Cr|K))?/g;

/** An English word: Latin letters (an apostrophe or hyphen inside), with the punctuation around it. */
const WORD = /^[("'“‘]*([A-Za-z]+(?:['’-][A-Za-z]+)*)[)"'”’.,;:!?]*$/;

/** The runs of `min` or more English words in `text` (what is allowed is not a word, and breaks a run). */
export function englishRuns(text: string, min = 3): string[] {
  const cleaned = text
    .replace(EMAIL, BREAK)
    .replace(URL_TEXT, BREAK)
    .replace(AMOUNT, BREAK)
    .replace(PHONE, BREAK)
    .replace(NAMES, BREAK)
    .replace(ABBREVIATIONS, BREAK);
  const runs: string[] = [];
  for (const piece of cleaned.split(BREAK)) {
    let run: string[] = [];
    const end = () => {
      if (run.length >= min) runs.push(run.join(" "));
      run = [];
    };
    for (const token of piece.split(/\s+/)) {
      if (token === "") continue;
      if (WORD.test(token)) {
        run.push(token);
        // A sentence's end ends the run: "in Pune. Call us" is two runs of two.
        if (/[.!?:;]["'”’)]*$/.test(token)) end();
      } else end();
    }
    end();
  }
  return runs;
}

/** The English runs of a page's HTML. */
export function englishRunsOf(html: string, min = 3): string[] {
  return englishRuns(textOutsideEnglish(html), min);
}
