import { describe, expect, it } from "vitest";
import { camelCaseKey, leadSource, readAttribution } from "~/journey/attribution";
import { ATTRIBUTION_TEXT_BYTES } from "~/platform/session-budgets";
import { utf8Length } from "~/platform/bytes";

const read = (query: string, entry: "home" | "landing" = "landing", path = "/lp/basic-details") =>
  readAttribution(new URL(`https://www.example.in${path}${query}`), entry);

describe("camelCaseKey", () => {
  it.each([
    ["utm_campaign", "utmCampaign"],
    ["utm_source", "utmSource"],
    ["utm_medium", "utmMedium"],
    ["utmSource", "utmSource"],
  ])("%j -> %j", (key, expected) => {
    expect(camelCaseKey(key)).toBe(expected);
  });
});

describe("readAttribution", () => {
  it("reads the UTM parameters under camelCase keys only", () => {
    const attribution = read("?utm_campaign=diwali&utm_source=google&utm_medium=cpc&gclid=G-1");
    expect(attribution).toMatchObject({ utmCampaign: "diwali", utmSource: "google", utmMedium: "cpc", gclid: "G-1" });
    for (const key of Object.keys(attribution)) expect(key).not.toMatch(/^utm_/);
    expect(attribution).not.toHaveProperty("utm_campaign");
    expect(attribution).not.toHaveProperty("utm_source");
    expect(attribution).not.toHaveProperty("utm_medium");
  });

  it("reads fbclid like gclid", () => {
    const attribution = read("?utm_source=facebook&fbclid=IwAR2xY_z-9&gclid=G-1");
    expect(attribution).toMatchObject({ utmSource: "facebook", fbclid: "IwAR2xY_z-9", gclid: "G-1" });
    expect(read("?fbclid=%20IwAR3%20").fbclid).toBe("IwAR3");
  });

  it("reads a landing page's own lead id (ext_lead_id) like a click id", () => {
    expect(read("?utm_source=unbounce&ext_lead_id=UB-7781").extLeadId).toBe("UB-7781");
  });

  const CLICK_IDS = [
    ["gclid", "gclid"],
    ["fbclid", "fbclid"],
    ["ext_lead_id", "extLeadId"],
  ] as const;

  it.each(CLICK_IDS)("cuts a long %s to its byte budget", (param, key) => {
    const attribution = read(`?${param}=${"c".repeat(3000)}`);
    expect(attribution[key]).toBe("c".repeat(ATTRIBUTION_TEXT_BYTES[key]));
  });

  it.each(CLICK_IDS)("leaves out a %s that is not an id (spaces, control characters, other scripts, empty)", (param, key) => {
    for (const value of ["a b", "abc%0Adef", "abc%00", "क्लिक", "%20%20", ""]) {
      expect(read(`?${param}=${value}`)).not.toHaveProperty(key);
    }
  });

  it("leaves out parameters that are not in the URL", () => {
    const attribution = read("");
    expect(attribution).toEqual({ entry: "landing", landingUrl: "/lp/basic-details" });
  });

  it("reads r_city as name second and id third", () => {
    expect(read("?r_city=gl_pune_12").rCity).toEqual({ name: "pune", id: 12 });
  });

  it.each([["pune"], ["gl_pune_x"], ["gl_pune"], ["gl__12"], ["gl_pune_12.5"], ["gl_pune_"], [""]])(
    "leaves out a malformed r_city %j",
    (value) => {
      expect(read(`?r_city=${value}`)).not.toHaveProperty("rCity");
    },
  );

  it.each([
    ["true", true],
    ["1", true],
    ["false", false],
  ])("reads is_skip_gsheet=%j as %j", (value, expected) => {
    expect(read(`?is_skip_gsheet=${value}`).isSkipGsheet).toBe(expected);
  });

  it("leaves out the flag when it is absent", () => {
    const attribution = read("?utm_source=google");
    expect(attribution).not.toHaveProperty("isSkipGsheet");
  });

  it("keeps the landing URL's path and query", () => {
    expect(read("?utm_source=google&r_city=gl_pune_12").landingUrl).toBe("/lp/basic-details?utm_source=google&r_city=gl_pune_12");
    expect(read("", "home", "/").landingUrl).toBe("/");
  });

  it("cuts every text by UTF-8 bytes, whatever the URL holds", () => {
    const devanagari = "क".repeat(200);
    const attribution = read(
      `?utm_campaign=${devanagari}&utm_source=${"s".repeat(400)}&utm_medium=${"😀".repeat(100)}&gclid=${"g".repeat(3000)}&fbclid=${"f".repeat(3000)}&r_city=gl_${"a".repeat(3000)}_3`,
    );
    expect(attribution.utmCampaign).toBe("क".repeat(26));
    expect(attribution.utmSource).toBe("s".repeat(ATTRIBUTION_TEXT_BYTES.utm));
    // An emoji is kept whole or not at all.
    expect(attribution.utmMedium).toBe("😀".repeat(20));
    expect(attribution.gclid).toBe("g".repeat(ATTRIBUTION_TEXT_BYTES.gclid));
    expect(attribution.fbclid).toBe("f".repeat(ATTRIBUTION_TEXT_BYTES.fbclid));
    expect(attribution.rCity).toEqual({ name: "a".repeat(ATTRIBUTION_TEXT_BYTES.cityName), id: 3 });
    expect(utf8Length(attribution.landingUrl)).toBeLessThanOrEqual(ATTRIBUTION_TEXT_BYTES.landingUrl);
  });

  it("cuts the landing URL without leaving half an escape or half a character at its end", () => {
    for (let pad = 0; pad < 9; pad += 1) {
      const landingUrl = read(`?x=${"a".repeat(pad)}&utm_campaign=${"क".repeat(200)}`).landingUrl;
      expect(landingUrl.length).toBeLessThanOrEqual(ATTRIBUTION_TEXT_BYTES.landingUrl);
      expect(landingUrl.length).toBeGreaterThan(ATTRIBUTION_TEXT_BYTES.landingUrl - 9);
      const campaign = decodeURIComponent(landingUrl.split("utm_campaign=")[1]!);
      expect(campaign).toMatch(/^क+$/);
    }
  });

  it("passes the entry through", () => {
    expect(read("", "home").entry).toBe("home");
    expect(read("", "landing").entry).toBe("landing");
  });
});

describe("leadSource", () => {
  it("is Organic_Website_HomePage for the home page", () => {
    expect(leadSource({ entry: "home" })).toBe("Organic_Website_HomePage");
  });

  it("is Paid_LP_DigitalJourney otherwise", () => {
    expect(leadSource({ entry: "landing" })).toBe("Paid_LP_DigitalJourney");
    expect(leadSource(undefined)).toBe("Paid_LP_DigitalJourney");
  });
});
