import { describe, expect, it } from "vitest";
import {
  cityBySlug,
  cityLimitsAmounts,
  cityOfPagePath,
  ctaForm,
  ctaLandingUrl,
  hasBranches,
  loanAmountRange,
  schemeStanding,
  seoAmount,
  seoCitiesFrom,
  toSeoCity,
} from "~/content/seo-pages";
import { parseRCity } from "~/journey/attribution";
import { cityLimits } from "../../server/upstream-sim/seed/city-limits";
import type { City } from "~/upstream/schemas/cities";
import type { CityInfo } from "~/upstream/schemas/content";

const city = (id: number, name: string): City => ({ id, name, ...cityLimits(name) });
const info = (cityId: number, branchCount: number): CityInfo => ({
  id: cityId,
  city_id: cityId,
  city_name: `City ${cityId}`,
  description: "About the city.",
  locale: "en",
  branchCount,
  customersServed: null,
  highlights: [],
});

const CITIES = [
  city(1, "Bangalore"),
  city(3, "Pune"),
  city(22, "Navi Mumbai"),
  city(24, "Nashik"),
  city(-1, "Others"),
  city(90, "navi  mumbai"),
];
const INFOS = [info(1, 4), info(3, 3), info(22, 1), info(24, 0), info(-1, 2), info(90, 2)];

describe("seoCitiesFrom", () => {
  it("gives a page to each listed city the CMS counts branches in, never Others, each slug once", () => {
    expect(seoCitiesFrom(CITIES, INFOS)).toEqual([
      { id: 1, name: "Bangalore", slug: "bangalore", path: "/gold-loan/bangalore", minAmount: 30_000, maxAmount: 10_000_000 },
      { id: 3, name: "Pune", slug: "pune", path: "/gold-loan/pune", minAmount: 50_000, maxAmount: 10_000_000 },
      { id: 22, name: "Navi Mumbai", slug: "navi-mumbai", path: "/gold-loan/navi-mumbai", minAmount: 30_000, maxAmount: 10_000_000 },
    ]);
  });

  it("gives no page to a city without a CMS info", () => {
    expect(seoCitiesFrom([city(5, "Delhi")], INFOS)).toEqual([]);
  });
});

describe("cityBySlug", () => {
  it("finds a listed city by its slug, the first of two that share one, and never Others", () => {
    expect(cityBySlug(CITIES, "navi-mumbai")?.id).toBe(22);
    expect(cityBySlug(CITIES, "pune")?.id).toBe(3);
    expect(cityBySlug(CITIES, "others")).toBeNull();
    expect(cityBySlug(CITIES, "mysore")).toBeNull();
  });
});

describe("hasBranches", () => {
  it("is true only when the city's info counts a branch", () => {
    expect([hasBranches(INFOS, 1), hasBranches(INFOS, 24), hasBranches(INFOS, 7)]).toEqual([true, false, false]);
  });
});

describe("seoAmount", () => {
  it("is one lakh, moved into the city's limits", () => {
    expect(seoAmount({ minAmount: 50_000, maxAmount: 10_000_000 })).toBe(100_000);
    expect(seoAmount({ minAmount: 150_000, maxAmount: 10_000_000 })).toBe(150_000);
    expect(seoAmount({ minAmount: 10_000, maxAmount: 75_000 })).toBe(75_000);
  });
});

describe("ctaForm", () => {
  it("is a GET form to the home page's lead form whose one field chooses the city by r_city", () => {
    const form = ctaForm(toSeoCity(city(3, "Pune")));
    expect(form).toEqual({ action: "/#lead-form", fields: [{ name: "r_city", value: "gl_pune_3" }] });
    const landing = ctaLandingUrl(form);
    expect(landing).toBe("/?r_city=gl_pune_3#lead-form");
    expect(parseRCity(new URL(landing, "http://x").searchParams.get("r_city"))).toEqual({ name: "pune", id: 3 });
  });
});

describe("cityOfPagePath", () => {
  it.each([
    ["gold-loan/pune", 3],
    ["/gold-loan/pune/", 3],
    ["/gold-loan/pune/fed-jmp-1188", 3],
    ["gold-loan/navi-mumbai", 22],
  ])("%j is the page of city %j", (path, id) => {
    expect(cityOfPagePath(path, CITIES)?.id).toBe(id);
  });

  it.each(["home", "gold-loan", "gold-loan/others", "gold-loan/mysore", "offers/gold-loan/pune", "gold-loan/Pune"])(
    "%j is no city's page",
    (path) => {
      expect(cityOfPagePath(path, CITIES)).toBeNull();
    },
  );
});

describe("schemeStanding", () => {
  const all = [
    { id: "A", name: "Alpha", lender: "Bank A", apr: 11.6 },
    { id: "B", name: "Beta", lender: "Bank B", apr: 12.4 },
    { id: "C", name: "Gamma", lender: "Bank C", apr: 12.4 },
    { id: "D", name: "Delta", lender: "Bank D", apr: 14.3 },
  ];

  it("places a scheme by APR, lowest first, and names the lowest when it is another", () => {
    expect(schemeStanding(all[1]!, all)).toEqual({ place: 2, of: 4, lowest: { name: "Alpha", lender: "Bank A", apr: 11.6 } });
    expect(schemeStanding(all[3]!, all)).toMatchObject({ place: 4, of: 4 });
  });

  it("gives schemes of the same APR the same place, and names no lowest for the lowest", () => {
    expect(schemeStanding(all[2]!, all).place).toBe(2);
    expect(schemeStanding(all[0]!, all)).toEqual({ place: 1, of: 4, lowest: null });
  });
});

describe("loanAmountRange", () => {
  it("is the city's limits in rupees", () => {
    expect(loanAmountRange({ minAmount: 50_000, maxAmount: 10_000_000 })).toBe("₹50,000–₹1,00,00,000");
  });
});

describe("cityLimitsAmounts", () => {
  const limits = { min: 50_000, max: 10_000_000, branch: { min: 50_000, max: 10_000_000 }, doorstep: { min: 30_000, max: 10_000_000 } };

  it("says the city's range, and no smaller amount at home than the city's (the form asks for at least that)", () => {
    expect(cityLimitsAmounts(limits)).toEqual({
      min: "₹50,000",
      max: "₹1,00,00,000",
      branchMin: "₹50,000",
      doorstepMin: "₹50,000",
      same: true,
    });
  });

  it("says a branch's or a home visit's own smallest amount when it is above the city's", () => {
    expect(cityLimitsAmounts({ ...limits, doorstep: { min: 75_000, max: 10_000_000 } })).toMatchObject({
      branchMin: "₹50,000",
      doorstepMin: "₹75,000",
      same: false,
    });
  });
});

describe("the search pages' languages", () => {
  it("adds the hreflang links of all seven languages and x-default, and Open Graph's locale", async () => {
    const { languageMeta } = await import("~/content/seo-pages");
    const meta = languageMeta(
      [{ title: "x" }, { property: "og:locale", content: "en_IN" }],
      "https://www.kanak.example",
      "/gold-loan/pune",
      "ta",
    );
    expect(meta).toContainEqual({ property: "og:locale", content: "ta_IN" });
    const links = meta.filter((tag) => "rel" in tag && tag.rel === "alternate");
    expect(links).toHaveLength(8);
    expect(links[3]).toEqual({ tagName: "link", rel: "alternate", hrefLang: "ta", href: "https://www.kanak.example/ta/gold-loan/pune" });
    expect(links[7]).toEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://www.kanak.example/gold-loan/pune",
    });
  });

  it("links the calculator in the page's language, its query kept", async () => {
    const { localizedCalculatorHref } = await import("~/content/seo-pages");
    expect(localizedCalculatorHref("hi", "/gold-loan-calculator?city=3")).toBe("/hi/gold-loan-calculator?city=3");
    expect(localizedCalculatorHref("en", "/gold-loan-calculator?city=3")).toBe("/gold-loan-calculator?city=3");
  });
});
