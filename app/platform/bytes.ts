/**
 * Text measured and cut in UTF-8 bytes, the unit a cookie's size limit counts (requirements §A7):
 * 100 Devanagari characters are 300 bytes, an emoji 4. Pure code, shared by server and tests.
 */

/** The UTF-8 length of one code point (a lone surrogate is written as U+FFFD: 3 bytes). */
function codePointBytes(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

const encoder = new TextEncoder();

/** How many bytes `text` takes in UTF-8. */
export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/**
 * The longest start of `text` that takes at most `maxBytes` in UTF-8. A character is kept
 * whole or not at all: an emoji (two UTF-16 units, four bytes) is never split.
 */
export function cutToBytes(text: string, maxBytes: number): string {
  if (maxBytes <= 0) return "";
  if (text.length <= maxBytes / 3 || utf8Length(text) <= maxBytes) return text;
  let bytes = 0;
  let end = 0;
  for (const character of text) {
    bytes += codePointBytes(character.codePointAt(0)!);
    if (bytes > maxBytes) break;
    end += character.length;
  }
  return text.slice(0, end);
}
