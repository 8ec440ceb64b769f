import { Transform, type TransformCallback } from "node:stream";
import { AFTER_PAINT_ATTRIBUTE } from "./scripts-after-paint";

const OPEN = `<template ${AFTER_PAINT_ATTRIBUTE}="">`;
const CLOSE = "</template>";
const END_SCRIPT = "</script>";
/** zlib's own chunk: larger pieces save no more compression work, and each would be one more large buffer. */
const SEND_AT = 16 * 1024;

/**
 * The document's stream with the app's preloads and module script each held in a <template>
 * until the first paint (app/platform/scripts-after-paint.ts): `<link … rel="modulepreload" …/>`
 * and `<script … type="module" …>…</script>`, as React writes them (its attributes in any order),
 * nothing else. tests/integration/lite-mode.test.ts reads a real page: a React or Remix that wrote
 * them another way would fail it rather than send the scripts before the first paint. Bytes
 * are read as latin1, so any UTF-8 text passes through unchanged, whatever the chunk boundaries;
 * a tag cut by a chunk's end waits for the rest.
 *
 * The document's `</body></html>` go last. React 18 ends its shell with them, then streams what
 * comes after: Remix's single-fetch data (`<script>`s in a `<Suspense>` that Remix renders beside
 * the document, not in it). A browser moves such late content into the body anyway; sending the
 * closing tags after it gives the same page in valid HTML, as React 19's renderer does.
 *
 * React writes in views of 2 KB, some 24 for a page; each one went on alone to the compression
 * and its own zlib job, which cost a page about twice the CPU of compressing it whole. What React
 * writes in one tick (the whole shell, then each late part) is sent on in pieces of about 16 KB
 * (SEND_AT), the rest at the end of that tick: no later than before, in a few larger pieces.
 *
 * It also drops NUL bytes. React 18.3's stream writer fills a 2 KB view with `encodeInto` and,
 * when a multi-byte character (any Indic letter: decision 028) does not fit at its end, sends the
 * whole view, its unfilled last bytes zeros, then writes the character again at the start of the
 * next. The page never writes a NUL itself (HTML forbids them in text), so dropping them gives
 * back exactly the text React meant.
 */
export function holdForLater(): Transform {
  let pending = "";
  let inModuleScript = false;
  /** The document's closing tags, sent last. */
  let closing = "";

  /** What of `pending` can be sent now; at the end, all of it. */
  function drain(final: boolean): string {
    let out = "";
    while (pending) {
      if (inModuleScript) {
        const end = pending.indexOf(END_SCRIPT);
        if (end === -1) {
          // All but what could be the start of "</script>".
          const keep = final ? 0 : Math.min(pending.length, END_SCRIPT.length - 1);
          out += pending.slice(0, pending.length - keep);
          pending = pending.slice(pending.length - keep);
          break;
        }
        out += pending.slice(0, end + END_SCRIPT.length) + CLOSE;
        pending = pending.slice(end + END_SCRIPT.length);
        inModuleScript = false;
        continue;
      }
      const lt = pending.indexOf("<");
      if (lt === -1) {
        out += pending;
        pending = "";
        break;
      }
      out += pending.slice(0, lt);
      pending = pending.slice(lt);
      const gt = pending.indexOf(">");
      if (gt === -1) {
        if (final) {
          out += pending;
          pending = "";
        }
        break;
      }
      const tag = pending.slice(0, gt + 1);
      pending = pending.slice(gt + 1);
      if (tag.startsWith("<link") && tag.includes(' rel="modulepreload"')) {
        out += OPEN + tag + CLOSE;
      } else if (tag.startsWith("<script") && tag.includes(' type="module"')) {
        out += OPEN + tag;
        inModuleScript = true;
      } else if (tag === "</body>" || tag === "</html>") {
        closing += tag;
      } else {
        out += tag;
      }
    }
    return out;
  }

  /** What is ready to send: sent at the end of the tick React wrote it in, or once it reaches SEND_AT. */
  let ready = "";
  let sendScheduled = false;

  const transform = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      pending += chunk.toString("latin1").replaceAll("\0", "");
      ready += drain(false);
      if (ready.length >= SEND_AT) {
        send();
      } else if (ready && !sendScheduled) {
        sendScheduled = true;
        process.nextTick(endOfTick);
      }
      done();
    },
    flush(done: TransformCallback) {
      const rest = ready + drain(true) + closing;
      ready = "";
      done(null, Buffer.from(rest, "latin1"));
    },
  });

  function send() {
    if (!ready) return;
    transform.push(Buffer.from(ready, "latin1"));
    ready = "";
  }

  function endOfTick() {
    sendScheduled = false;
    send();
  }

  return transform;
}
