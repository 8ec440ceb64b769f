import { once } from "node:events";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { START_AFTER_PAINT } from "./scripts-after-paint";
import { holdForLater } from "./scripts-after-paint.server";

const MODULE_SCRIPT = '<script nonce="n" type="module" async="">import "/assets/a.js";\nif (a < b && c > d) go();</script>';
const PAGE =
  '<html><head><title>Prêt ₹</title><link rel="modulepreload" href="/i18n/hi.lead.X.js" data-i18n=""/></head><body>' +
  '<p>type="module" in text is &quot;escaped&quot;; 1 &lt; 2</p><script nonce="n">if (1 < 2) window.x = 1;</script>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  `<script nonce="n">window.__remixContext = {};</script>${MODULE_SCRIPT}<p>தமிழ்</p></body></html>`;

const held = (html: string) => `<template data-after-paint="">${html}</template>`;
const EXPECTED = PAGE.replace('<link rel="modulepreload" href="/i18n/hi.lead.X.js" data-i18n=""/>', (tag) => held(tag))
  .replace('<link rel="modulepreload" href="/assets/a.js"/>', (tag) => held(tag))
  .replace('<link rel="modulepreload" href="/assets/b.js"/>', (tag) => held(tag))
  .replace(MODULE_SCRIPT, (script) => held(script));

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(holdForLater()));
}

describe("holdForLater", () => {
  it("holds each preload and the module script in a template, and nothing else", async () => {
    const out = await through([Buffer.from(PAGE)]);
    expect(out).toBe(EXPECTED);
    expect(out).toContain('<script nonce="n">window.__remixContext = {};</script>');
    expect(out).toContain('<script nonce="n">if (1 < 2) window.x = 1;</script>');
  });

  it("holds a preload whatever the order of its attributes, and no other link", async () => {
    const page = '<head><link href="/assets/c.js" rel="modulepreload"/><link rel="preload" href="/fonts/p.woff2" as="font"/></head>';
    expect(await through([Buffer.from(page)])).toBe(
      '<head><template data-after-paint=""><link href="/assets/c.js" rel="modulepreload"/></template><link rel="preload" href="/fonts/p.woff2" as="font"/></head>',
    );
  });

  it("gives the same bytes whatever the chunk boundaries, multi-byte characters included", async () => {
    const bytes = Buffer.from(PAGE);
    for (const size of [1, 2, 3, 5, 7, 13, 19, 64]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks), `chunks of ${size}`).toBe(EXPECTED);
    }
  });

  it("drops the zeros React 18.3 leaves where a multi-byte character did not fit its 2 KB view", async () => {
    // What React sends: a full view whose last two bytes it could not fill ("த" takes three), then the character again.
    const view = Buffer.alloc(2048);
    const head = Buffer.from("<p>".padEnd(2046, "a"));
    head.copy(view);
    const rest = Buffer.from("தமிழ்</p>");
    const out = await through([view, rest]);
    expect(out).toBe(`${head.toString()}தமிழ்</p>`);
    expect(out).not.toContain("\0");
  });

  it("passes a page with nothing to hold through unchanged, an unfinished tag at its end included", async () => {
    const plain = "<html><body><p>Gold loan ₹1,00,000</p><p";
    expect(await through([Buffer.from(plain.slice(0, 10)), Buffer.from(plain.slice(10))])).toBe(plain);
  });

  it("sends what React streams after the document's end before its closing tags, whatever the chunk boundaries", async () => {
    // React 18 closes the shell, then streams Remix's single-fetch data, which Remix renders beside the document.
    const late = '<!--$--><script nonce="n">window.__remixContext.streamController.enqueue("[1]");</script><!--/$-->';
    const bytes = Buffer.from(`${PAGE}${late}`);
    const expected = EXPECTED.replace("</body></html>", `${late}</body></html>`);
    for (const size of [1, 3, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks), `chunks of ${size}`).toBe(expected);
    }
  });
});

describe("holdForLater's chunks", () => {
  it("sends what React writes in one tick as one chunk, and a later part as soon as it is written", async () => {
    const stream = holdForLater();
    const sent: string[] = [];
    stream.on("data", (chunk: Buffer) => sent.push(chunk.toString()));
    const bytes = Buffer.from(PAGE);
    const shell = bytes.subarray(0, bytes.indexOf("</body>"));
    // The shell in 2 KB views, as React writes it, all in one tick.
    for (let at = 0; at < shell.length; at += 20) stream.write(shell.subarray(at, at + 20));
    await once(stream, "data");
    expect(sent).toEqual([EXPECTED.slice(0, EXPECTED.indexOf("</body>"))]);
    // A late part, written in a later tick, goes on without waiting for the end.
    stream.write(Buffer.from("<p>later</p>"));
    await once(stream, "data");
    expect(sent.at(-1)).toBe("<p>later</p>");
    stream.end(bytes.subarray(bytes.indexOf("</body>")));
    await finished(stream);
    expect(sent.join("")).toBe(EXPECTED.replace("</body>", "<p>later</p></body>"));
  });
});

describe("holdForLater's chunk size", () => {
  it("sends a long shell in pieces of about 16 KB, nothing lost", async () => {
    const stream = holdForLater();
    const sent: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => sent.push(chunk));
    const shell = Buffer.from(`<html><body>${"<p>सोना ₹ gold</p>".repeat(2000)}`);
    for (let at = 0; at < shell.length; at += 2048) stream.write(shell.subarray(at, at + 2048));
    stream.end();
    await finished(stream);
    expect(Buffer.concat(sent).toString()).toBe(shell.toString());
    // 56 KB written as 28 views of 2 KB: three pieces of 16 KB, then the rest.
    expect(shell.length).toBe(56_012);
    expect(sent.map((chunk) => chunk.length)).toEqual([16_384, 16_384, 16_384, 6_860]);
  });
});

describe("START_AFTER_PAINT", () => {
  it("passes through untouched (it is in the same document)", async () => {
    const script = `<script nonce="n">${START_AFTER_PAINT}</script>`;
    expect(await through([Buffer.from(script)])).toBe(script);
  });
});
