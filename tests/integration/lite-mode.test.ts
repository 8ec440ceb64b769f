/**
 * Lite mode and the first response, over HTTP against the built app (app/platform/lite-mode.server.ts,
 * docs/decisions/014-lite-mode.md): who gets a document with no script and no web font, the
 * footer's switch, the search pages that never carry scripts, and the stylesheet inside every
 * document (no request blocks the first paint).
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { keyHash } from "~/i18n/key-hash";

const PUBLIC_ORIGIN = "https://www.kanak.example";
const built = useBuiltApp({ PUBLIC_ORIGIN });

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${built.app.url}${path}`, { headers, redirect: "manual" });
  const html = await response.text();
  /** Every script element but JSON-LD (data for search engines, never run). */
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !tag.includes('type="application/ld+json"'));
  return {
    response,
    html,
    scripts,
    /** Preloads of the app's modules, as sent: each held in a template until the first paint (app/platform/scripts-after-paint.ts). */
    modulePreloads: html.match(/rel="modulepreload"/g)?.length ?? 0,
    fontPreload: html.includes('rel="preload" href="/fonts/'),
    lite: /<html[^>]*class="lite"/.test(html),
  };
}

describe("lite mode", () => {
  it("is off for an ordinary visit: the journey page brings its scripts and its font", async () => {
    const result = await page("/lp/basic-details");
    expect(result.response.status).toBe(200);
    expect(result.scripts.length).toBeGreaterThan(0);
    expect(result.modulePreloads).toBeGreaterThan(0);
    expect(result.fontPreload).toBe(true);
    expect(result.lite).toBe(false);
    // Nothing of the app is fetched before the first paint: the preloads and the module script wait for it.
    expect(result.html).not.toMatch(/(?<!<template data-after-paint="">)<link[^>]* rel="modulepreload"/);
    expect(result.html.match(/<template data-after-paint=""><link[^>]* rel="modulepreload"/g)?.length).toBe(result.modulePreloads);
    expect(result.html).not.toMatch(/(?<!<template data-after-paint="">)<script[^>]*type="module"/);
    expect(result.html).toMatch(/<template data-after-paint=""><script[^>]*type="module"/);
    expect(result.html).toContain("Use the lite site");
    // Remix's streamed loader data comes inside the body: the document's closing tags are its last bytes.
    expect(result.html.indexOf("streamController.enqueue")).toBeGreaterThan(0);
    expect(result.html.indexOf("streamController.enqueue")).toBeLessThan(result.html.indexOf("</body>"));
    expect(result.html.endsWith("</body></html>")).toBe(true);
  });

  it.each([
    ["Save-Data: on", { "Save-Data": "on" }],
    ["a 2G connection", { ECT: "2g" }],
    ["a slow 2G connection", { ECT: "slow-2g" }],
  ])("with %s, the same page comes with no script and no web font", async (_name, headers) => {
    const result = await page("/lp/basic-details", headers);
    expect(result.response.status).toBe(200);
    expect(result.scripts).toEqual([]);
    expect(result.modulePreloads).toBe(0);
    expect(result.fontPreload).toBe(false);
    expect(result.lite).toBe(true);
    // The same form, which works without JavaScript.
    expect(result.html).toContain('method="post"');
    expect(result.html).toContain("Use the full site");
  });

  it("is off on 3G and 4G", async () => {
    for (const ect of ["3g", "4g"]) expect((await page("/lp/basic-details", { ECT: ect })).scripts.length).toBeGreaterThan(0);
  });

  it("asks for the connection hint and says which headers the document varies with", async () => {
    const { response } = await page("/");
    expect(response.headers.get("accept-ch")).toBe("ECT");
    const vary = (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(["cookie", "save-data", "ect"]));
  });

  it("follows the visitor's choice over the browser's hints", async () => {
    const full = await page("/lp/basic-details", { "Save-Data": "on", ECT: "slow-2g", Cookie: "gl_lite=off" });
    expect(full.scripts.length).toBeGreaterThan(0);
    expect(full.lite).toBe(false);
    const lite = await page("/", { Cookie: "gl_lite=on" });
    expect(lite.scripts).toEqual([]);
    expect(lite.lite).toBe(true);
  });
});

describe("the lite-mode switch", () => {
  const follow = (query: string) => fetch(`${built.app.url}/lite-mode?${query}`, { redirect: "manual" });

  it("keeps the choice in a cookie and goes back to the page, query and all", async () => {
    const on = await follow(new URLSearchParams({ to: "on", back: "/lp/schemes?filter=monthly" }).toString());
    expect(on.status).toBe(303);
    expect(on.headers.get("location")).toBe("/lp/schemes?filter=monthly");
    const [pair, ...attributes] = on.headers.get("set-cookie")!.split("; ");
    expect(pair).toBe("gl_lite=on");
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "Max-Age=31536000", "SameSite=Lax", "HttpOnly"]));
    const off = await follow("to=off&back=%2F");
    expect(off.headers.get("set-cookie")).toMatch(/^gl_lite=off;/);
  });

  it("never sends the visitor to another site, and ignores a choice it does not know", async () => {
    for (const back of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const answer = await follow(new URLSearchParams({ to: "on", back }).toString());
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/");
    }
    const unknown = await follow("to=maybe&back=%2Flp%2Fbasic-details");
    expect(unknown.headers.get("location")).toBe("/lp/basic-details");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });
});

describe("the search pages", () => {
  it.each(["/gold-loan/pune", "/gold-loan/pune/fed-flt-0999"])("%s sends no JavaScript, and keeps its structured data", async (path) => {
    const result = await page(path);
    expect(result.response.status).toBe(200);
    expect(result.scripts).toEqual([]);
    expect(result.modulePreloads).toBe(0);
    expect(result.html).toContain('type="application/ld+json"');
    // Not lite: the web font is still there.
    expect(result.fontPreload).toBe(true);
  });
});

describe("the first response", () => {
  it.each(["/", "/lp/basic-details", "/gold-loan/pune", "/lp/cards/login"])(
    "%s carries the stylesheet inside: no request holds a phone's first paint",
    async (path) => {
      const { html, response } = await page(path);
      expect(response.status).toBe(200);
      // The one linked stylesheet is the desktop layout's, which only a screen of 1024 px or more waits for (decision 027).
      const links = html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(/ media="\(min-width: 1024px\)"/);
      const css = html.match(/<style id="site-css">([^<]*)<\/style>/)?.[1] ?? "";
      expect(css).toContain("@font-face");
      expect(css).toContain(".site-header");
      // The icon too is in the document.
      expect(html).toContain('rel="icon" href="data:image/svg+xml,');
    },
  );
});

describe("each area's own rules", () => {
  it.each([
    ["/", []],
    ["/lp/basic-details", ["journey"]],
    ["/gold-loan/pune", ["journey", "search"]],
    ["/gold-loan-calculator", ["search"]],
    ["/lp/cards/login", ["cards"]],
  ])("%s carries every page's stylesheet and only its own area's (%j)", async (path, areas) => {
    const { html } = await page(path);
    expect(html).toMatch(/<style id="site-css">[^<]*\.site-header/);
    const inline = [...html.matchAll(/<style id="site-css-(\w+)">/g)].map((match) => match[1]);
    expect(inline).toEqual(areas);
  });
});

describe("static files", () => {
  it("keeps a font for a year (its name changes with its cut), and still serves the other public files", async () => {
    const font = await fetch(`${built.app.url}/fonts/poppins-latin-500-normal.woff2`);
    expect(font.status).toBe(200);
    expect(font.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const icon = await fetch(`${built.app.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});

describe("a page's string modules (app/i18n/registry.ts)", () => {
  it("are named by a page in another language as one module, after paint like the app's modules, and served compressed once, for a year", async () => {
    const { html } = await page("/lp/basic-details?lang=ta");
    const refs = [...html.matchAll(/<template data-after-paint=""><link rel="modulepreload" href="(\/i18n\/[^"]+)" data-i18n=""/g)].map(
      (match) => match[1]!,
    );
    // One request for the modules of every loader (the root, the journey's layout, the page), each with its namespaces (decision 051).
    expect(refs).toHaveLength(1);
    const modules = refs[0]!.slice("/i18n/".length, -".js".length).split("~");
    expect(modules.map((stem) => stem.split(".")[1])).toEqual(["chrome+places", "lead-journey", "lead-basic+lead+limits"]);

    const compressed = await fetch(`${built.app.url}${refs[0]}`, { headers: { "accept-encoding": "br" } });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(compressed.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(compressed.headers.get("content-encoding")).toBe("br");
    const plain = await (await fetch(`${built.app.url}${refs[0]}`, { headers: { "accept-encoding": "identity" } })).text();
    expect(plain.startsWith(`export default {"/i18n/${modules[0]}.js":{`)).toBe(true);
    // Each string by the hash of its English text (app/i18n/key-hash.ts).
    expect(plain).toContain(`"${keyHash("Get OTP")}":"OTP பெறுக"`);
    // A module by itself, as a page reached later in the browser loads it.
    const one = await (await fetch(`${built.app.url}/i18n/${modules[2]}.js`, { headers: { "accept-encoding": "identity" } })).text();
    expect(one.startsWith("export default {")).toBe(true);
    expect(one).toContain(`"${keyHash("Get OTP")}":"OTP பெறுக"`);
  });

  it("are none on an English page, and a module that is not ours is a 404", async () => {
    const { html } = await page("/lp/basic-details");
    expect(html).not.toContain("data-i18n");
    expect((await fetch(`${built.app.url}/i18n/xx.lead.AAAAAAAAAA.js`)).status).toBe(404);
    expect((await fetch(`${built.app.url}/i18n/hi.lead.AAAAAAAAAA.js`)).headers.get("cache-control")).toBe("public, max-age=300");
  });
});
