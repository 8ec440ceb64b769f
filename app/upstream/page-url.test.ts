import { describe, expect, it } from "vitest";
import { pageContentPath, pageContentQuery, urlNameOf } from "~/upstream/page-url";

describe("urlNameOf", () => {
  it.each([
    ["/gold-loan/pune/", "gold-loan/pune"],
    ["/gold-loan/pune", "gold-loan/pune"],
    ["digital-journey", "digital-journey"],
    ["/", "home"],
    ["", "home"],
  ])("%j -> %j", (pathName, expected) => {
    expect(urlNameOf(pathName)).toBe(expected);
  });
});

describe("pageContentQuery", () => {
  it('defaults the language to "en" and sends nothing optional', () => {
    expect(pageContentQuery({ pathName: "/gold-loan/pune/" })).toEqual({ lang: "en", urlName: "gold-loan/pune" });
  });

  it.each([[null], [""], ["  "]])("defaults a missing language %j to en", (lang) => {
    expect(pageContentQuery({ pathName: "/", lang }).lang).toBe("en");
  });

  it("keeps a given language", () => {
    expect(pageContentQuery({ pathName: "/", lang: "hi" }).lang).toBe("hi");
  });

  it("adds city, client_ip and sessionId when given", () => {
    expect(pageContentQuery({ pathName: "/", city: "Pune", clientIp: "203.0.113.9", sessionId: "s-42" })).toEqual({
      lang: "en",
      urlName: "home",
      city: "Pune",
      client_ip: "203.0.113.9",
      sessionId: "s-42",
    });
  });

  it("ignores blank optional values", () => {
    const query = pageContentQuery({ pathName: "/", city: "  ", clientIp: "", sessionId: null });
    expect(query).toEqual({ lang: "en", urlName: "home" });
  });
});

describe("pageContentPath", () => {
  it("builds the page-content call with the query string", () => {
    const path = pageContentPath({ pathName: "/gold-loan/pune/", lang: "ta", city: "Pune", clientIp: "203.0.113.9", sessionId: "s 42" });
    const [base, search] = path.split("?");
    expect(base).toBe("api/v1/strapi/pages/v2");
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      lang: "ta",
      urlName: "gold-loan/pune",
      city: "Pune",
      client_ip: "203.0.113.9",
      sessionId: "s 42",
    });
  });

  it("sends only lang and urlName by default", () => {
    expect(pageContentPath({ pathName: "/" })).toBe("api/v1/strapi/pages/v2?lang=en&urlName=home");
  });
});
