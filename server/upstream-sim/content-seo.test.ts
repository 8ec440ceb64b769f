/**
 * The CMS content the SEO city pages read from the simulator: a page "gold-loan/{city}" for the
 * cities with branches (some translated), and contents whose city is in the answer only with
 * populate=city, as Strapi does. Every answer is checked against the app's contract.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSimulator, type Simulator } from "./index";
import { CITIES_WITH_BRANCHES } from "./seed/branches";
import { SEEDED_CITY_PAGES, SEEDED_PAGES } from "./seed/pages";
import { slugify } from "~/content/slug";
import { CityInfosResponseSchema, ContentsResponseSchema, PageResponseSchema } from "~/upstream/schemas/content";

let sim: Simulator;

beforeAll(async () => {
  sim = await createSimulator({ port: 0, quiet: true });
});
afterAll(async () => {
  await sim.close();
});

async function get(path: string) {
  const response = await fetch(`${sim.url}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

const pageQuery = (query: Record<string, string>) => `/api/v1/strapi/pages/v2?${new URLSearchParams(query)}`;

describe("SEO city pages in the CMS", () => {
  it("are named gold-loan/{slug} after cities with partner branches, and are served as pages", () => {
    const slugs = CITIES_WITH_BRANCHES.map(slugify);
    expect(Object.keys(SEEDED_CITY_PAGES).length).toBeGreaterThanOrEqual(4);
    for (const urlName of Object.keys(SEEDED_CITY_PAGES)) {
      expect(urlName).toMatch(/^gold-loan\/[a-z0-9-]+$/);
      expect(slugs).toContain(urlName.slice("gold-loan/".length));
      expect(SEEDED_PAGES[urlName]).toBe(SEEDED_CITY_PAGES[urlName]);
    }
    // Some branch cities have no CMS page: the app's built-in copy stands in.
    expect(slugs.filter((slug) => !(`gold-loan/${slug}` in SEEDED_CITY_PAGES))).toEqual(expect.arrayContaining(["kochi", "coimbatore"]));
  });

  it("serves Pune's page in English, with the city echoed", async () => {
    const reply = await get(pageQuery({ lang: "en", urlName: "gold-loan/pune", city: "Pune" }));
    expect(reply.status).toBe(200);
    const page = PageResponseSchema.parse(reply.body).data;
    expect(page).toMatchObject({
      urlName: "gold-loan/pune",
      lang: "en",
      city: "Pune",
      title: "Gold loan in Pune at low interest",
      flow: null,
    });
    expect(page?.sections.length).toBeGreaterThanOrEqual(2);
  });

  it("serves a translation when the page has one, and English saying so (lang en) when it has not", async () => {
    const hindi = PageResponseSchema.parse((await get(pageQuery({ lang: "hi", urlName: "gold-loan/pune" }))).body).data;
    expect(hindi).toMatchObject({ lang: "hi", title: "पुणे में कम ब्याज पर गोल्ड लोन" });
    const marathi = PageResponseSchema.parse((await get(pageQuery({ lang: "mr", urlName: "gold-loan/pune" }))).body).data;
    expect(marathi?.title).toMatch(/पुण्यात/);
    const tamil = PageResponseSchema.parse((await get(pageQuery({ lang: "ta", urlName: "gold-loan/pune" }))).body).data;
    expect(tamil).toMatchObject({ lang: "en", title: "Gold loan in Pune at low interest" });
    const bangaloreInHindi = PageResponseSchema.parse((await get(pageQuery({ lang: "hi", urlName: "gold-loan/bangalore" }))).body).data;
    expect(bangaloreInHindi).toMatchObject({ lang: "en", title: "Gold loan in Bangalore at low interest" });
  });

  it("answers 404 for a city without a page", async () => {
    expect(await get(pageQuery({ lang: "en", urlName: "gold-loan/kochi" }))).toEqual({
      status: 404,
      body: { data: null, message: "Page not found" },
    });
  });
});

describe("contents and populate=city", () => {
  const faqQuery = (populate?: string) =>
    `/api/v1/strapi/contents?${new URLSearchParams({ "filters[type][$eq]": "faq", ...(populate === undefined ? {} : { populate }) })}`;

  it("carries each entry's city when asked with populate=city (also in a list of relations)", async () => {
    for (const populate of ["city", "image, city"]) {
      const faqs = ContentsResponseSchema.parse((await get(faqQuery(populate))).body).data;
      expect(faqs.filter((faq) => faq.city).map((faq) => faq.city)).toEqual([{ id: 1, name: "Bangalore" }]);
      expect(faqs.filter((faq) => faq.city === null).length).toBeGreaterThan(0);
    }
  });

  it("leaves the city out without populate=city, as Strapi leaves out relations", async () => {
    const reply = await get(faqQuery());
    expect(reply.status).toBe(200);
    expect(ContentsResponseSchema.parse(reply.body).data.length).toBeGreaterThan(0);
    expect((reply.body as { data: object[] }).data.every((entry) => !Object.hasOwn(entry, "city"))).toBe(true);
  });

  it("answers each entry in the locale asked where it has a translation, else in English, saying which", async () => {
    const inHindi = ContentsResponseSchema.parse((await get(`${faqQuery("city")}&locale=hi`)).body).data;
    expect(inHindi.find((faq) => faq.id === 3)).toMatchObject({ locale: "hi", title: expect.stringMatching(/आधार|काग़ज़ात/) });
    expect(inHindi.find((faq) => faq.id === 2)).toMatchObject({ locale: "en", title: "How much can I borrow against my gold?" });
    const inEnglish = ContentsResponseSchema.parse((await get(faqQuery("city"))).body).data;
    expect(inEnglish.every((faq) => faq.locale === "en")).toBe(true);
    expect((await get(`${faqQuery("city")}&locale=hi`)).body).not.toHaveProperty("data.0.translations");
  });
});

describe("city infos in a locale", () => {
  const infos = async (query: string) => CityInfosResponseSchema.parse((await get(`/api/v1/strapi/city-infos?${query}`)).body).data;

  it("answers a city in the locale asked where it has a translation, else in English, saying which", async () => {
    const [puneInHindi] = await infos("filters[city_id][$eq]=3&locale=hi");
    expect(puneInHindi).toMatchObject({ city_name: "Pune", locale: "hi", description: expect.stringMatching(/पुणे/) });
    const [puneInTamil] = await infos("filters[city_id][$eq]=3&locale=ta");
    expect(puneInTamil).toMatchObject({ city_name: "Pune", locale: "en", description: expect.stringMatching(/^Gold loans in Pune/) });
    expect((await infos("pagination[limit]=-1")).every((info) => info.locale === "en")).toBe(true);
  });
});
