import { Transform, type TransformCallback } from "node:stream";
import { RENAMES } from "./scripts-after-paint";

/** The longest name minus one: what a chunk's end may hold of a name cut in two. */
const CARRY = Math.max(...RENAMES.map(([from]) => from.length)) - 1;

/**
 * The document's stream with the app's preloads and module script renamed until the first paint
 * (app/platform/scripts-after-paint.ts). Bytes are read as latin1, so any UTF-8 text passes
 * through unchanged, whatever the chunk boundaries.
 *
 * It also drops NUL bytes. React 18.3's stream writer fills a 2 KB view with `encodeInto` and,
 * when a multi-byte character (any Indic letter: decision 028) does not fit at its end, sends the
 * whole view, its unfilled last bytes zeros, then writes the character again at the start of the
 * next. The page never writes a NUL itself (HTML forbids them in text), so dropping them gives
 * back exactly the text React meant.
 */
export function renameForLater(): Transform {
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      let text = carry + chunk.toString("latin1");
      text = text.replaceAll("\0", "");
      for (const [from, to] of RENAMES) text = text.replaceAll(from, to);
      carry = text.slice(-CARRY);
      done(null, Buffer.from(text.slice(0, -CARRY), "latin1"));
    },
    flush(done: TransformCallback) {
      done(null, Buffer.from(carry, "latin1"));
    },
  });
}
