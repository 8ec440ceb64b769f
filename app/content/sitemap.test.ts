import { describe, expect, it } from "vitest";
import { escapeXml, everyLanguage, lastmodOf, policySitemapUrls, robotsTxt, sitemapXml } from "~/content/sitemap";

describe("sitemapXml", () => {
  it("writes a sitemaps.org urlset with one <url> per page, in order", () => {
    expect(
      sitemapXml([
        { loc: "https://www.kanak.example/gold-loan/pune", lastmod: "2026-11-21", changefreq: "daily" },
        { loc: "https://www.kanak.example/gold-loan/pune/fed-jmp-1188" },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        "  <url><loc>https://www.kanak.example/gold-loan/pune</loc><lastmod>2026-11-21</lastmod><changefreq>daily</changefreq></url>",
        "  <url><loc>https://www.kanak.example/gold-loan/pune/fed-jmp-1188</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes the five XML characters in a URL", () => {
    expect(sitemapXml([{ loc: "https://x.example/a?b=1&c='2'<>\"" }])).toContain(
      "<loc>https://x.example/a?b=1&amp;c=&apos;2&apos;&lt;&gt;&quot;</loc>",
    );
    expect(escapeXml("plain")).toBe("plain");
  });

  it("is an empty urlset without pages", () => {
    expect(sitemapXml([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n</urlset>\n',
    );
  });

  it("lists a search page in every language, each <url> with the alternates of all seven and x-default", () => {
    const urls = everyLanguage("https://www.kanak.example", "/gold-loan/pune", { lastmod: "2026-11-21", changefreq: "daily" });
    expect(urls.map((url) => url.loc)).toEqual(
      ["", "/hi", "/mr", "/ta", "/te", "/kn", "/ml"].map((prefix) => `https://www.kanak.example${prefix}/gold-loan/pune`),
    );
    const xml = sitemapXml(urls);
    const entries = xml.split("<url>").slice(1);
    expect(entries).toHaveLength(7);
    for (const entry of entries) {
      expect(entry).toContain("<lastmod>2026-11-21</lastmod>");
      expect(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`),
      ).toEqual([
        "en https://www.kanak.example/gold-loan/pune",
        "hi https://www.kanak.example/hi/gold-loan/pune",
        "mr https://www.kanak.example/mr/gold-loan/pune",
        "ta https://www.kanak.example/ta/gold-loan/pune",
        "te https://www.kanak.example/te/gold-loan/pune",
        "kn https://www.kanak.example/kn/gold-loan/pune",
        "ml https://www.kanak.example/ml/gold-loan/pune",
        "x-default https://www.kanak.example/gold-loan/pune",
      ]);
    }
  });
});

describe("robotsTxt", () => {
  it("allows crawling, keeps crawlers out of the journey and its APIs, and names the sitemap's absolute URL", () => {
    expect(robotsTxt("https://www.kanak.example")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /lp/",
        "Disallow: /lp/api/",
        "Disallow: /lite-mode",
        "",
        "Sitemap: https://www.kanak.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});

describe("policySitemapUrls", () => {
  it("lists the five policy pages on the origin, monthly", () => {
    expect(policySitemapUrls("https://www.kanak.example")).toEqual(
      ["privacy", "terms", "grievance-redressal", "fair-practices", "interest-rate-policy"].map((page) => ({
        loc: `https://www.kanak.example/${page}`,
        changefreq: "monthly",
      })),
    );
  });
});

describe("policySitemapUrls with the CMS pages' dates", () => {
  it("gives a page its date and leaves a page without one without a lastmod", () => {
    const urls = policySitemapUrls("https://www.kanak.example", { "/privacy": "2026-04-01T05:30:00.000Z", "/terms": null });
    expect(urls[0]).toEqual({ loc: "https://www.kanak.example/privacy", lastmod: "2026-04-01", changefreq: "monthly" });
    expect(urls[1]).toEqual({ loc: "https://www.kanak.example/terms", changefreq: "monthly" });
  });
});

describe("lastmodOf", () => {
  it("is the latest of the dates, as an India date", () => {
    expect(lastmodOf(["2026-09-18T06:30:00.000Z", "2026-11-05T08:15:00.000Z", "2026-10-07T04:45:00.000Z"])).toBe("2026-11-05");
    // 20:00 UTC is 01:30 the next day in India.
    expect(lastmodOf(["2026-11-05T20:00:00.000Z"])).toBe("2026-11-06");
    expect(lastmodOf(["2026-11-05T08:15:00+05:30"])).toBe("2026-11-05");
  });

  it("skips missing and unreadable dates, and is undefined without any (never today)", () => {
    expect(lastmodOf([null, undefined, "not a date", "2026-06-24T09:00:00.000Z"])).toBe("2026-06-24");
    expect(lastmodOf([])).toBeUndefined();
    expect(lastmodOf([null, "", undefined])).toBeUndefined();
  });
});
