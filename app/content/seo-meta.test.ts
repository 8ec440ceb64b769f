import { describe, expect, it } from "vitest";
import { seoMeta, siteOrigin } from "~/content/seo-meta";

describe("seoMeta", () => {
  it("gives the title, description, canonical link and Open Graph tags", () => {
    expect(seoMeta({ title: "Gold loan in Pune | Kanak Gold Loan", description: "Schemes and branches.", canonical: "https://k.example/gold-loan/pune" })).toEqual([
      { title: "Gold loan in Pune | Kanak Gold Loan" },
      { name: "description", content: "Schemes and branches." },
      { tagName: "link", rel: "canonical", href: "https://k.example/gold-loan/pune" },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: "Kanak Gold Loan" },
      { property: "og:locale", content: "en_IN" },
      { property: "og:title", content: "Gold loan in Pune | Kanak Gold Loan" },
      { property: "og:description", content: "Schemes and branches." },
      { property: "og:url", content: "https://k.example/gold-loan/pune" },
    ]);
  });
});

describe("siteOrigin", () => {
  const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it("is the request URL's origin", () => {
    expect(siteOrigin(request("http://localhost:3000/gold-loan/pune?lang=hi"))).toBe("http://localhost:3000");
  });

  it("takes the scheme the proxy in front saw (Fly terminates TLS)", () => {
    expect(siteOrigin(request("http://www.kanak.example/gold-loan/pune", { "x-forwarded-proto": "https" }))).toBe("https://www.kanak.example");
    expect(siteOrigin(request("http://www.kanak.example/x", { "x-forwarded-proto": "https, http" }))).toBe("https://www.kanak.example");
  });

  it("ignores a forwarded scheme that is not http or https", () => {
    expect(siteOrigin(request("http://www.kanak.example/x", { "x-forwarded-proto": "javascript" }))).toBe("http://www.kanak.example");
  });
});
