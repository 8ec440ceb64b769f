import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { START_AFTER_PAINT } from "./scripts-after-paint";
import { renameForLater } from "./scripts-after-paint.server";

const PAGE =
  '<html><head><title>Prêt ₹</title></head><body><p>type="module" in text is &quot;escaped&quot;</p>' +
  '<link rel="modulepreload" href="/build/a.js"/><link rel="modulepreload" href="/build/b.js"/>' +
  '<script nonce="n">window.__remixContext = {};</script><script nonce="n" type="module" async="">import "/build/a.js";</script></body></html>';

const EXPECTED = PAGE.replaceAll('rel="modulepreload"', 'rel="x-after-paint-modulepreload"').replace(
  '<script nonce="n" type="module"',
  '<script nonce="n" type="x-after-paint-module"',
);

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(renameForLater()));
}

describe("renameForLater", () => {
  it("renames the preloads and the module script, and nothing else", async () => {
    // The paragraph's text holds `type="module"` only as escaped HTML (as React writes it); the raw test string is the worst case.
    const out = await through([Buffer.from(PAGE)]);
    expect(out).toContain('<link rel="x-after-paint-modulepreload" href="/build/a.js"/>');
    expect(out).toContain('<script nonce="n" type="x-after-paint-module" async="">');
    expect(out).toContain('<script nonce="n">window.__remixContext = {};</script>');
    expect(out).not.toContain('rel="modulepreload"');
  });

  it("gives the same bytes whatever the chunk boundaries, multi-byte characters included", async () => {
    const bytes = Buffer.from(PAGE);
    const whole = await through([bytes]);
    expect(whole).toBe(EXPECTED.replace('<p>type="module"', '<p>type="x-after-paint-module"'));
    for (const size of [1, 2, 3, 5, 7, 13, 19, 64]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks), `chunks of ${size}`).toBe(whole);
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

  it("passes a page with nothing to rename through unchanged", async () => {
    const plain = "<html><body><p>Gold loan ₹1,00,000</p></body></html>";
    expect(await through([Buffer.from(plain.slice(0, 10)), Buffer.from(plain.slice(10))])).toBe(plain);
  });
});

describe("START_AFTER_PAINT", () => {
  it("passes through the renaming untouched (it is in the same document)", async () => {
    const script = `<script nonce="n">${START_AFTER_PAINT}</script>`;
    expect(await through([Buffer.from(script)])).toBe(script);
  });
});
