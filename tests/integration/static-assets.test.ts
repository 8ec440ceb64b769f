/**
 * The browser build's scripts as the production server sends them (server/precompressed-assets.ts):
 * the build's brotli copy to a browser that accepts brotli, the same bytes once decoded, cached
 * for a year, and the on-the-fly gzip to one that does not.
 */
import { readdirSync, readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";

const built = useBuiltApp();

/** The browser's files of the build (vite.config.ts), served from the site's root. */
const CLIENT = "build/app/client";

/** The framework's chunk: the largest script of the build. */
function largestScript(): string {
  const dir = `${CLIENT}/assets`;
  const [name] = readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .sort((a, b) => readFileSync(`${dir}/${b}`).length - readFileSync(`${dir}/${a}`).length);
  return `/assets/${name}`;
}

/** A raw GET (fetch would decode the body and hide what came on the wire). */
function rawGet(
  path: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${built.app.url}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("browser build assets", () => {
  it("a browser that accepts brotli gets the build's brotli copy: smaller than gzip, the same script decoded, immutable", async () => {
    const path = largestScript();
    const original = readFileSync(`${CLIENT}${path}`);
    const [brotli, gzip] = await Promise.all([rawGet(path, "gzip, deflate, br, zstd"), rawGet(path, "gzip, deflate")]);
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);
    expect(brotli.body.equals(readFileSync(`${CLIENT}${path}.br`))).toBe(true);

    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
  });

  it("br;q=0 is a refusal of brotli, and a script the build does not have is a 404", async () => {
    const path = largestScript();
    expect((await rawGet(path, "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await rawGet("/assets/none.js", "br")).status).toBe(404);
  });
});
