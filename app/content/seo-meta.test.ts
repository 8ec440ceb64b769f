import { describe, expect, it } from "vitest";
import { seoMeta } from "~/content/seo-meta";

describe("seoMeta", () => {
  it("gives the title, description, canonical link and Open Graph tags", () => {
    expect(
      seoMeta({
        title: "Gold loan in Pune | Kanak Gold Loan",
        description: "Schemes and branches.",
        canonical: "https://k.example/gold-loan/pune",
      }),
    ).toEqual([
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
