import { describe, expect, it } from "vitest";
import { cityPagePath, isSlug, rCityParam, schemePagePath, slugify } from "~/content/slug";
import { parseRCity } from "~/journey/attribution";

describe("slugify", () => {
  it.each([
    ["Pune", "pune"],
    ["Navi Mumbai", "navi-mumbai"],
    ["Thiruvananthapuram", "thiruvananthapuram"],
    ["  T. Nagar  ", "t-nagar"],
    ["Bengaluru (Urban)", "bengaluru-urban"],
    ["Mysuru—Mandya", "mysuru-mandya"],
    ["Tiruchirāppalli", "tiruchirappalli"],
    ["FED-JMP-1188", "fed-jmp-1188"],
    ["Others", "others"],
    ["!!!", ""],
  ])("%j -> %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe("isSlug", () => {
  it.each(["pune", "navi-mumbai", "fed-jmp-1188", "a".repeat(80)])("accepts %j", (value) => {
    expect(isSlug(value)).toBe(true);
  });

  it.each([undefined, "", "Pune", "navi--mumbai", "-pune", "pune-", "pune mumbai", "pune/x", "..", "a".repeat(81), "पुणे"])(
    "refuses %j",
    (value) => {
      expect(isSlug(value)).toBe(false);
    },
  );
});

describe("page paths", () => {
  it("puts a city under /gold-loan and a scheme under its city, by the scheme's id", () => {
    expect(cityPagePath("Navi Mumbai")).toBe("/gold-loan/navi-mumbai");
    expect(schemePagePath("Pune", "FED-JMP-1188")).toBe("/gold-loan/pune/fed-jmp-1188");
  });
});

describe("rCityParam", () => {
  it("is underscore-separated with the city second and its id third, as the landing attribution reads it", () => {
    expect(rCityParam("Pune", 3)).toBe("gl_pune_3");
    expect(rCityParam("Navi Mumbai", 22)).toBe("gl_navi-mumbai_22");
    expect(parseRCity(rCityParam("Navi Mumbai", 22))).toEqual({ name: "navi-mumbai", id: 22 });
  });
});
