/**
 * The SEO pages against the simulator (docs/seo-and-content.md): a city page's loader gives the
 * schemes, today's gold rate, the branches, the city info and the FAQ; a failing or slow CMS
 * (or pricing) leaves its block out or is served from the cache, quickly, never a 500; unknown
 * cities and schemes are 404s; one URL per language; the scheme page; the sitemap and robots.txt.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, CookieJar, fault, getRequest, HELD_MS, journal, settledYet, useSimulatedApp, sentStrings } from "./helpers";
import { goldRateForKey } from "../../server/upstream-sim/seed/gold-rates";
import { goldRateKey, indiaIsoDate } from "~/journey/gold-rate";
import { cacheSettled } from "~/platform/cache.server";
import type { Faq } from "~/content/faq";
import { CATALOGUE } from "~/i18n/messages/index.server";
import * as cityRoute from "~/routes/($lang).gold-loan.$city";
import * as schemeRoute from "~/routes/($lang).gold-loan.$city_.$scheme";
import * as homeRoute from "~/routes/_index";
import * as bestGoldLoanRoute from "~/routes/best-gold-loan-exp";
import * as personalLoansRoute from "~/routes/personal-loans._index";
import * as personalLoanRoute from "~/routes/personal-loans.$slug";
import * as robotsRoute from "~/routes/robots[.]txt";
import * as sitemapRoute from "~/routes/sitemap[.]xml";

/** Absolute URLs come from the configured origin, never from the request's Host. */
const PUBLIC_ORIGIN = "https://www.kanak.example";
const app = useSimulatedApp({ env: () => ({ PUBLIC_ORIGIN }) });

afterEach(() => {
  vi.useRealTimers();
});

const PATHS = {
  page: "/api/v1/strapi/pages/v2",
  contents: "/api/v1/strapi/contents",
  cityInfos: "/api/v1/strapi/city-infos",
  cms: "/api/v1/strapi/*",
  cities: "/api/v1/cities",
  masterSchemes: "/pricing/masterschemes",
  branches: "/lender/mds/lendingBranches",
};

const PUNE_SCHEMES = ["FED-FLT-0999", "CHOLA-JMP-1199", "BOM-JMP-1125", "FED-JMP-1188", "CHOLA-FLT-1350", "FED-FLT-1499"];
const PUNE_BRANCHES = ["PNQ-SVN-01", "PNQ-CMP-01", "PNQ-BNR-01"];
/** Entry 2 ("Up to 85% of the value of your gold", RBI's ceiling, which no scheme lends at) is left out (decision 045). */
const GENERAL_FAQS = [3, 4, 5];
/** Alphabetical, as the city list is sorted. */
const BRANCH_CITIES = ["bangalore", "chennai", "coimbatore", "delhi", "hyderabad", "kochi", "mumbai", "pune"];

function loadCity(city: string, query = "", jar?: CookieJar, headers: Record<string, string> = {}) {
  return call(cityRoute.loader, getRequest(`/gold-loan/${city}${query}`, jar, headers), { city }, jar);
}

function loadScheme(city: string, scheme: string) {
  return call(schemeRoute.loader, getRequest(`/gold-loan/${city}/${scheme}`), { city, scheme });
}

// The first request of a file pays for loading modules and opening connections: not for a test to time.
beforeAll(async () => {
  await loadCity("pune");
  await loadScheme("pune", "fed-jmp-1188");
});

describe("/gold-loan/{city} loader", () => {
  it("gives Pune's schemes at one lakh (lowest interest first), today's gold rate, its branches, its info and the FAQ", async () => {
    const outcome = await loadCity("pune");

    expect(outcome.status).toBe(200);
    const page = outcome.data;
    expect(page.city).toEqual({ id: 3, name: "Pune", slug: "pune", path: "/gold-loan/pune", minAmount: 50_000, maxAmount: 10_000_000 });
    expect(page.amount).toBe(100_000);
    expect(page.schemes.map((s: { id: string }) => s.id)).toEqual(PUNE_SCHEMES);
    expect(page.schemes[0]).toMatchObject({
      name: "Federal Gold Bullet",
      lender: "Federal Bank Limited",
      apr: 12.1,
      interestText: "9.99% a year, does not change.",
      loanAmount: 100_000,
      path: "/gold-loan/pune/fed-flt-0999",
    });
    const rate = goldRateForKey(goldRateKey(new Date()))!;
    expect(page.goldRate).toEqual({
      date: rate.date,
      rate24k: rate.rate24k,
      rate22k: rate.rate22k,
      change24k: rate.rate24k - rate.previousRate24k,
      change22k: rate.rate22k - rate.previousRate22k,
    });
    expect(page.branches.map((b: { id: string }) => b.id)).toEqual(PUNE_BRANCHES);
    expect(page.branches[0]).toEqual({
      id: "PNQ-SVN-01",
      name: "Federal Bank, Shivajinagar",
      lender: "Federal Bank Limited",
      address: "1185/A, Fergusson College Road, Shivajinagar",
      pincode: "411005",
      city: "Pune",
      state: "Maharashtra",
      lat: 18.5236,
      lng: 73.841,
      phone: "020 2553 4127",
      openingHours: "Mon–Sat, 9:30 AM – 5:30 PM",
    });
    expect(page.info).toMatchObject({ branchCount: 3, highlights: expect.arrayContaining([{ text: "No hidden charges" }]) });
    expect(page.faqs.map((f: { id: number }) => f.id)).toEqual(GENERAL_FAQS);
    expect(page.faqs[0]).toEqual({ id: 3, question: "Which documents do I need?", answer: expect.stringContaining("Aadhaar"), city: null });
    expect(JSON.stringify(page.faqs)).not.toContain("85%");
    expect(page.copy).toMatchObject({ title: "Gold loan in Pune at low interest", description: expect.stringContaining("Shivajinagar") });
    expect(page.copy.sections).toHaveLength(2);
    expect(page.otherCities.map((c: { path: string }) => c.path)).toEqual(
      BRANCH_CITIES.filter((c) => c !== "pune").map((c) => `/gold-loan/${c}`),
    );
    expect(page).toMatchObject({
      lang: "en",
      origin: "https://www.kanak.example",
      canonical: "https://www.kanak.example/gold-loan/pune",
      cta: { action: "/#lead-form", fields: [{ name: "r_city", value: "gl_pune_3" }] },
    });
    expect(outcome.headers.get("Cache-Control")).toBe("private, max-age=300");

    expect((await journal(app, PATHS.masterSchemes))[0]!.query).toEqual({ cityId: "3", amount: "100000" });
    expect((await journal(app, PATHS.page))[0]!.query).toEqual({ lang: "en", urlName: "gold-loan/pune", city: "Pune" });
    expect((await journal(app, PATHS.contents))[0]!.query).toEqual({ "filters[type][$eq]": "faq", populate: "city", locale: "en" });
    expect((await journal(app, PATHS.cityInfos))[0]!.query).toEqual({ "pagination[limit]": "-1", locale: "en" });
    expect((await journal(app, PATHS.branches))[0]!.query).toEqual({ cityId: "3" });
  });

  it("draws the 22-karat rate of the 30 days before today's and today's, the rates the calculator's average reads", async () => {
    const now = Date.now();
    const outcome = await loadCity("pune");

    const days = Array.from({ length: 31 }, (_, i) => goldRateForKey(goldRateKey(new Date(now - (30 - i) * 24 * 60 * 60_000)))!);
    const trend = outcome.data.rateTrend;
    expect(trend.days).toEqual(days.map((day) => ({ date: day.date, rate22k: day.rate22k })));
    expect(trend.last).toEqual({ date: indiaIsoDate(new Date(now)), rate22k: days[30]!.rate22k });
    expect(trend.low.rate22k).toBe(Math.min(...days.map((day) => day.rate22k)));
    expect(trend.high.rate22k).toBe(Math.max(...days.map((day) => day.rate22k)));
    expect(trend.change).toBeCloseTo(days[30]!.rate22k - days[0]!.rate22k, 2);
  });

  it("leaves the trend out, and still answers, when the past rates cannot be read", async () => {
    await fault(app, { path: "/pricing/getgoldrate", status: 500 });
    const outcome = await loadCity("pune");
    expect(outcome.status).toBe(200);
    expect(outcome.data.rateTrend).toBeNull();
    expect(outcome.data.schemes).toHaveLength(PUNE_SCHEMES.length);
  });

  it("puts a city's own questions before the general ones (Bangalore)", async () => {
    const outcome = await loadCity("bangalore");
    expect(outcome.data.faqs.map((f: { id: number }) => f.id)).toEqual([6, ...GENERAL_FAQS]);
    expect(outcome.data.faqs[0].city).toEqual({ id: 1, name: "Bangalore" });
  });

  it("uses its own copy for a city the CMS has no page for (Kochi)", async () => {
    const outcome = await loadCity("kochi");
    expect(outcome.status).toBe(200);
    expect(outcome.data.copy).toEqual({ title: "Gold loan in Kochi", description: expect.stringContaining("Kochi"), sections: [] });
    expect(outcome.data.branches).toHaveLength(3);
  });

  it("reads every upstream once per page, and the second view from the cache", async () => {
    await loadCity("pune");
    await loadCity("pune");
    for (const path of [PATHS.page, PATHS.contents, PATHS.cityInfos, PATHS.masterSchemes, PATHS.branches, PATHS.cities]) {
      expect(await journal(app, path), path).toHaveLength(1);
    }
  });

  it.each([
    ["an unknown city", "atlantis"],
    ["a listed city without partner branches", "nashik"],
    ["Others", "others"],
    ["a slug with a dot", "pune.html"],
  ])("is a 404 for %s", async (_, city) => {
    const outcome = await loadCity(city);
    expect(outcome).toMatchObject({ status: 404, thrown: true });
  });

  it("is a 404 for a city without branches even when the CMS cannot say (the branches decide)", async () => {
    await fault(app, { path: PATHS.cityInfos, status: 500 });
    expect((await loadCity("nashik")).status).toBe(404);
    expect((await loadCity("pune")).status).toBe(200);
  });
});

describe("/gold-loan/{city} when an upstream fails", () => {
  it("still answers, at once, without the CMS blocks when the CMS fails with nothing cached", async () => {
    await fault(app, { path: PATHS.cms, status: 500 });

    const outcome = await loadCity("pune");

    expect(outcome.status).toBe(200);
    // At once: each failed CMS read was asked at most twice (a GET's one retry, 200 ms later), never more.
    const cmsReads = new Map<string, number>();
    for (const entry of await journal(app)) {
      if (!entry.path.startsWith("/api/v1/strapi/")) continue;
      const read = `${entry.path}?${new URLSearchParams(entry.query)}`;
      cmsReads.set(read, (cmsReads.get(read) ?? 0) + 1);
    }
    expect(cmsReads.size).toBeGreaterThan(0);
    expect(Math.max(...cmsReads.values())).toBeLessThanOrEqual(2);
    expect(outcome.data.faqs).toEqual([]);
    expect(outcome.data.info).toBeNull();
    expect(outcome.data.copy.title).toBe("Gold loan in Pune");
    expect(outcome.data.otherCities).toEqual([]);
    // What does not come from the CMS is all there.
    expect(outcome.data.schemes).toHaveLength(PUNE_SCHEMES.length);
    expect(outcome.data.branches).toHaveLength(3);
    expect(outcome.data.goldRate).not.toBeNull();
  });

  it("still answers at the upstream timeout when the CMS does not answer", async () => {
    // Held far past the test's own timeout: the page answers only because the upstream timeout
    // (2 s in these tests) cut the wait; timeouts are not retried.
    await fault(app, { path: PATHS.cms, delayMs: HELD_MS });

    const outcome = await loadCity("pune");

    expect(outcome.status).toBe(200);
    expect(outcome.data.faqs).toEqual([]);
    expect(outcome.data.schemes).toHaveLength(PUNE_SCHEMES.length);
  });

  it("serves the cached CMS blocks after their fresh window, and after their stale window, while the CMS fails", async () => {
    const first = await loadCity("pune");
    // Fake timers too (the upstream timeout's): the CMS refreshes below stay under way until the test moves the clock.
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    const cmsFault = await fault(app, { path: PATHS.cms, delayMs: HELD_MS });

    // An hour later: past every CMS read's fresh window (5 to 30 minutes), within its stale window (24 h).
    vi.setSystemTime(Date.now() + 60 * 60_000);
    const stale = await loadCity("pune");
    // Served from the cache without waiting for the background refreshes, which are still under way.
    expect(await settledYet(cacheSettled())).toBe(false);
    expect(stale.status).toBe(200);
    expect(stale.data.faqs).toEqual(first.data.faqs);
    expect(stale.data.copy).toEqual(first.data.copy);
    expect(stale.data.info).toEqual(first.data.info);
    // The refreshes time out (UPSTREAM_TIMEOUT_MS): they end before the next test resets the simulator.
    await vi.advanceTimersByTimeAsync(Number(process.env.UPSTREAM_TIMEOUT_MS));
    await cacheSettled();
    vi.useFakeTimers({ toFake: ["Date"] });
    await app.control.clearFault(cmsFault);
    await fault(app, { path: PATHS.cms, status: 500 });

    // Two days later: past the stale window, the failing CMS still gives way to the last answer.
    vi.setSystemTime(Date.now() + 48 * 60 * 60_000);
    const old = await loadCity("pune");
    expect(old.status).toBe(200);
    expect(old.data.faqs).toEqual(first.data.faqs);
    expect(old.data.copy.title).toBe("Gold loan in Pune at low interest");
    expect((await journal(app, PATHS.contents)).length).toBeGreaterThanOrEqual(1);
  });

  it("says the schemes are unavailable (null) when pricing fails, and still answers", async () => {
    await fault(app, { path: PATHS.masterSchemes, status: 500 });
    const outcome = await loadCity("pune");
    expect(outcome.status).toBe(200);
    expect(outcome.data.schemes).toBeNull();
    expect(outcome.data.faqs.length).toBeGreaterThan(0);
  });

  it("is a 503 with Retry-After when the city list cannot be read at all", async () => {
    await fault(app, { path: PATHS.cities, status: 500 });
    const outcome = await loadCity("pune");
    expect(outcome).toMatchObject({ status: 503, thrown: true });
    expect(outcome.headers.get("Retry-After")).toBe("120");
  });
});

describe("one URL per language", () => {
  function loadCityIn(lang: string, city: string, query = "", jar?: CookieJar) {
    return call(cityRoute.loader, getRequest(`/${lang}/gold-loan/${city}${query}`, jar), { lang, city }, jar);
  }

  it("/hi/gold-loan/pune is the page in Hindi: the CMS's Hindi copy, its own canonical URL, the page's Hindi strings", async () => {
    const outcome = await loadCityIn("hi", "pune");

    expect(outcome.status).toBe(200);
    expect(outcome.data.lang).toBe("hi");
    expect(outcome.data.copy.title).toBe("पुणे में कम ब्याज पर गोल्ड लोन");
    expect(outcome.data.canonical).toBe("https://www.kanak.example/hi/gold-loan/pune");
    expect(sentStrings(outcome.data)["Gold loans in {city}: your questions"]).toBe("{city} में गोल्ड लोन: आपके सवाल");
    expect(outcome.headers.getSetCookie()).toEqual([]);
    expect((await journal(app, PATHS.page))[0]!.query).toMatchObject({ lang: "hi", urlName: "gold-loan/pune" });
  });

  it("uses the site's own copy in the page's language where the CMS has none in it (it answers Tamil with English)", async () => {
    const outcome = await loadCityIn("ta", "pune");
    expect(outcome.status).toBe(200);
    expect(outcome.data.copy.title).toBe("புனேயில் தங்க நகைக் கடன்");
    expect(outcome.data.copy.description).toMatch(/^புனேயில் எங்கள் கூட்டாளர் வங்கிகளிடமிருந்து/);
    expect(outcome.data.copy.sections).toEqual([]);
  });

  it("asks the CMS for the city's info and FAQ in the page's language: its own Hindi where it has it, the site's Hindi elsewhere, never English", async () => {
    const outcome = await loadCityIn("hi", "pune");
    expect(outcome.status).toBe(200);
    // The CMS wrote Pune's info in Hindi.
    expect(outcome.data.info).toMatchObject({
      description: expect.stringMatching(/^पुणे में कैंप से बाणेर तक/),
      highlights: [{ text: "शिवाजीनगर, कैंप और बाणेर में शाखाएँ" }, { text: "पूरे पुणे में घर पर विज़िट" }, { text: "कोई छिपा शुल्क नहीं" }],
      branchCount: 3,
    });
    // One question in the CMS's own Hindi, the others in the site's: all three, none in English.
    const questions = outcome.data.faqs.map((faq: Faq) => faq.question);
    expect(questions).toEqual(expect.arrayContaining(["गोल्ड लोन के लिए कौन-कौन से काग़ज़ात लगते हैं?", "क्या मेरा सोना सुरक्षित है?"]));
    expect(questions).toHaveLength(GENERAL_FAQS.length);
    for (const faq of outcome.data.faqs as Faq[]) expect(`${faq.question} ${faq.answer}`).toMatch(/\p{Script=Devanagari}/u);
    expect((await journal(app, PATHS.contents))[0]!.query).toMatchObject({ "filters[type][$eq]": "faq", locale: "hi" });
    expect((await journal(app, PATHS.cityInfos))[0]!.query).toMatchObject({ locale: "hi" });
  });

  it("shows a city the CMS describes only in English in the site's own words, every highlight in its language", async () => {
    const outcome = await loadCityIn("ta", "bangalore");
    expect(outcome.status).toBe(200);
    // The site's own sentence about the city, and every highlight in the site's Tamil (app/journey/city-info.server.test.ts: one it cannot translate).
    expect(outcome.data.info).toMatchObject({
      description: expect.stringMatching(/^பெங்களூரில் கூட்டாளர் கிளையிலோ/),
      highlights: [
        { text: CATALOGUE["cms-copy"]["Branches in Koramangala, MG Road, Jayanagar and Electronic City"].ta },
        { text: CATALOGUE["cms-copy"]["Doorstep visits across the city"].ta },
        { text: CATALOGUE["cms-copy"]["Money in 30 minutes"].ta },
      ],
    });
    // The general questions in the site's Tamil; Bangalore's own question exists only in English, so it is not shown.
    expect(outcome.data.faqs.map((faq: Faq) => faq.id)).toEqual(GENERAL_FAQS);
    expect(outcome.data.faqs.map((faq: Faq) => faq.question)).toContain("என் தங்கம் பாதுகாப்பாக இருக்குமா?");
    for (const faq of outcome.data.faqs as Faq[]) expect(`${faq.question} ${faq.answer}`).not.toMatch(/\b(the|your|gold)\b/i);
  });

  it("ignores the language cookie: the plain URL is the English page", async () => {
    const jar = new CookieJar();
    await loadCity("pune", "?lang=hi", jar);
    const outcome = await loadCity("pune", "", jar);
    expect(outcome.status).toBe(200);
    expect(outcome.data.lang).toBe("en");
    expect(outcome.data.copy.title).toBe("Gold loan in Pune at low interest");
    expect(outcome.data.i18n).toEqual([]);
  });

  it("answers ?lang=hi with a 302 to the page's Hindi URL, the rest of the query kept, and keeps the language for 30 days", async () => {
    const outcome = await loadCity("pune", "?utm_source=google&lang=hi");
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/hi/gold-loan/pune?utm_source=google");
    const [cookie] = outcome.headers.getSetCookie();
    expect(cookie).toMatch(/^gl_lang=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);

    const english = await loadCityIn("mr", "pune", "?lang=en");
    expect(english.status).toBe(302);
    expect(english.headers.get("Location")).toBe("/gold-loan/pune");
    expect(english.headers.getSetCookie()[0]).toMatch(/^gl_lang=/);

    const scheme = await call(schemeRoute.loader, getRequest("/hi/gold-loan/pune/fed-jmp-1188?lang=ta"), {
      lang: "hi",
      city: "pune",
      scheme: "fed-jmp-1188",
    });
    expect(scheme.status).toBe(302);
    expect(scheme.headers.get("Location")).toBe("/ta/gold-loan/pune/fed-jmp-1188");
  });

  it.each([
    ["/xx/gold-loan/pune", "xx"],
    ["/fr/gold-loan/pune", "fr"],
    ["/hi-in/gold-loan/pune", "hi-in"],
  ])("is a 404 under a prefix that is not one of the other languages: %s", async (path, lang) => {
    expect(await call(cityRoute.loader, getRequest(path), { lang, city: "pune" })).toMatchObject({ status: 404, thrown: true });
    expect(
      await call(schemeRoute.loader, getRequest(`${path}/fed-jmp-1188`), { lang, city: "pune", scheme: "fed-jmp-1188" }),
    ).toMatchObject({ status: 404, thrown: true });
  });

  it("leaves /lp/gold-loan/... to the journey: its first step, query kept (requirements §2)", async () => {
    const outcome = await call(cityRoute.loader, getRequest("/lp/gold-loan/pune?utm_source=x"), { lang: "lp", city: "pune" });
    expect(outcome).toMatchObject({ status: 302, thrown: true });
    expect(outcome.headers.get("Location")).toBe("/lp?utm_source=x");
  });

  it("sends /en/… to the plain URL (301), query kept", async () => {
    const outcome = await call(cityRoute.loader, getRequest("/en/gold-loan/pune?utm_source=x"), { lang: "en", city: "pune" });
    expect(outcome.status).toBe(301);
    expect(outcome.headers.get("Location")).toBe("/gold-loan/pune?utm_source=x");
  });

  it.each([
    ["/hi/gold-loan/Pune", { lang: "hi", city: "Pune" }, "/hi/gold-loan/pune"],
    ["/HI/gold-loan/pune?utm_source=x", { lang: "HI", city: "pune" }, "/hi/gold-loan/pune?utm_source=x"],
    ["/ta/Gold-Loan/PUNE/FED-JMP-1188", { lang: "ta", city: "PUNE", scheme: "FED-JMP-1188" }, "/ta/gold-loan/pune/fed-jmp-1188"],
  ])("answers a case variant of a prefixed URL (%s) with a 301 to the lower-case URL in its language", async (path, params, location) => {
    const outcome = await call("scheme" in params ? schemeRoute.loader : cityRoute.loader, getRequest(path), params);
    expect(outcome.status).toBe(301);
    expect(outcome.headers.get("Location")).toBe(location);
  });

  it("/ta/gold-loan/pune/{scheme} is the scheme's page in Tamil, its links to the other schemes in Tamil", async () => {
    const outcome = await call(schemeRoute.loader, getRequest("/ta/gold-loan/pune/fed-jmp-1188"), {
      lang: "ta",
      city: "pune",
      scheme: "fed-jmp-1188",
    });
    expect(outcome.status).toBe(200);
    expect(outcome.data.lang).toBe("ta");
    expect(outcome.data.canonical).toBe("https://www.kanak.example/ta/gold-loan/pune/fed-jmp-1188");
    expect(sentStrings(outcome.data)["{scheme} gold loan in {city}"]).toBe("{city:in} {scheme} தங்க நகைக் கடன்");
    expect(sentStrings(outcome.data)["Gold loan in {city}"]).toBe("{city:in} தங்க நகைக் கடன்");
  });

  it("ignores a language it does not know: English, no cookie", async () => {
    const outcome = await loadCity("pune", "?lang=fr");
    expect(outcome.data.lang).toBe("en");
    expect(outcome.headers.getSetCookie()).toEqual([]);
    expect((await journal(app, PATHS.page))[0]!.query.lang).toBe("en");
  });

  it("takes the canonical URL from the configured origin, whatever the request's headers say", async () => {
    const outcome = await loadCity("pune", "", undefined, {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "http",
    });
    expect(outcome.data.canonical).toBe("https://www.kanak.example/gold-loan/pune");
  });
});

describe("/gold-loan/{city}/{scheme} loader", () => {
  it("gives the scheme's facts at one lakh, its slabs, its lender's branches in the city and the other schemes", async () => {
    const outcome = await loadScheme("pune", "fed-jmp-1188");

    expect(outcome.status).toBe(200);
    expect(outcome.data.scheme).toMatchObject({
      id: "FED-JMP-1188",
      name: "Federal Gold Smart",
      lender: "Federal Bank Limited",
      interestType: "jumping",
      apr: 12.4,
      loanAmount: 100_000,
      ltv: 75,
      tenureMonths: 12,
      processingFeePercent: 0.5,
      path: "/gold-loan/pune/fed-jmp-1188",
    });
    expect(outcome.data.slabs).toEqual([
      { uptoDays: 30, rate: 11.88 },
      { uptoDays: 60, rate: 14 },
      { uptoDays: 365, rate: 18 },
    ]);
    // The key facts at one lakh: ₹990 a month (11.88% / 12), fee ₹500, ₹480 cashback for paying on time.
    expect(outcome.data.cost).toEqual({
      amount: 100_000,
      tenureMonths: 12,
      rate: 11.88,
      interest: 11_880,
      fees: [{ name: "Processing fee", rupees: 500 }],
      feeTotal: 500,
      netDisbursed: 99_500,
      totalPayable: 111_880,
      apr: 12.4,
      repayment: { kind: "monthly", monthlyInterest: 990, months: 12, amount: 100_000 },
      cashback: 480,
    });
    expect(outcome.data.branches.map((b: { id: string }) => b.id)).toEqual(["PNQ-SVN-01"]);
    expect(outcome.data.lenderBranches).toBe(true);
    expect(outcome.data.otherSchemes.map((s: { path: string }) => s.path)).toEqual(
      PUNE_SCHEMES.filter((id) => id !== "FED-JMP-1188").map((id) => `/gold-loan/pune/${id.toLowerCase()}`),
    );
    expect(outcome.data.canonical).toBe("https://www.kanak.example/gold-loan/pune/fed-jmp-1188");
    expect(outcome.data.goldRate).not.toBeNull();
  });

  it("says what the scheme is in this city: its place by APR, the city's limits, the city's smallest loan, the city's info, copy and other branches", async () => {
    const outcome = await loadScheme("pune", "fed-jmp-1188");
    const local = outcome.data.local;
    // Pune's APRs at one lakh: 11.6, 12.1, 12.4, 14.1, 14.4, 15.3.
    expect(local.standing).toEqual({ place: 3, of: 6, lowest: { name: "Maha Gold Loan", lender: "Bank of Maharashtra", apr: 11.6 } });
    expect(local.limits).toEqual({
      min: 50_000,
      max: 10_000_000,
      branch: { min: 50_000, max: 10_000_000 },
      doorstep: { min: 30_000, max: 10_000_000 },
    });
    // Priced by the upstream at Pune's smallest loan: half the interest and fee of one lakh.
    expect(local.smallest).toMatchObject({
      amount: 50_000,
      cost: { amount: 50_000, feeTotal: 250, netDisbursed: 49_750, interest: 5_940, totalPayable: 55_940, apr: 12.4 },
    });
    expect(local.smallest.goldWeight).toBeCloseTo(outcome.data.scheme.goldWeight / 2, 0);
    expect(local.info).toMatchObject({ branchCount: 3, highlights: expect.arrayContaining([{ text: "No hidden charges" }]) });
    expect(local.copy).toMatchObject({ title: "Gold loan in Pune at low interest" });
    expect(local.faqs).toEqual([]);
    expect(local.otherBranches.map((b: { id: string }) => b.id)).toEqual(["PNQ-CMP-01", "PNQ-BNR-01"]);
    expect((await journal(app, PATHS.masterSchemes)).map((entry) => entry.query.amount).sort()).toEqual(["100000", "50000"]);
  });

  it("gives Bangalore's page of the same scheme Bangalore's facts, and its own questions", async () => {
    const outcome = await loadScheme("bangalore", "fed-jmp-1188");
    const local = outcome.data.local;
    expect(local.standing).toMatchObject({ place: 4, of: 8 });
    expect(local.smallest).toMatchObject({ amount: 30_000 });
    expect(local.faqs.map((f: { city: { name: string } }) => f.city.name)).toEqual(["Bangalore"]);
  });

  it("leaves out the city's parts it cannot read, and still answers", async () => {
    await fault(app, { path: PATHS.cms, status: 500 });
    const outcome = await loadScheme("kochi", "fed-jmp-1188");
    expect(outcome.status).toBe(200);
    expect(outcome.data.local).toMatchObject({ info: null, copy: null, faqs: [] });
    expect(outcome.data.local.standing.of).toBeGreaterThan(1);
  });

  it("shows every partner branch in the city when the lender has none there", async () => {
    const outcome = await loadScheme("bangalore", "bom-jmp-1125");
    expect(outcome.data.lenderBranches).toBe(false);
    expect(outcome.data.branches).toHaveLength(4);
  });

  it.each([
    ["a scheme not offered in the city", "pune", "sib-jmp-1099"],
    ["an unknown scheme", "pune", "gold-999"],
    ["a scheme in an unknown city", "atlantis", "fed-jmp-1188"],
  ])("is a 404 for %s", async (_, city, scheme) => {
    expect(await loadScheme(city, scheme)).toMatchObject({ status: 404, thrown: true });
  });

  it("is a 503 with Retry-After when the city's prices cannot be read at all", async () => {
    await fault(app, { path: PATHS.masterSchemes, status: 500 });
    const outcome = await loadScheme("pune", "fed-jmp-1188");
    expect(outcome).toMatchObject({ status: 503, thrown: true });
    expect(outcome.headers.get("Retry-After")).toBe("120");
  });

  it("still answers when the CMS fails (it reads no CMS block but the city infos)", async () => {
    await fault(app, { path: PATHS.cms, status: 500 });
    expect((await loadScheme("pune", "fed-jmp-1188")).status).toBe(200);
  });
});

describe("the home page and the landing pages for search", () => {
  it("the home page's canonical is / whatever the query, and it links to every city's page", async () => {
    const outcome = await call(homeRoute.loader, getRequest("/?r_city=gl_pune_3&utm_source=google&gclid=abc"));
    expect(outcome.status).toBe(200);
    expect(outcome.data.canonical).toBe("https://www.kanak.example/");
    expect(outcome.data.cityPages.map((c: { path: string }) => c.path)).toEqual(BRANCH_CITIES.map((city) => `/gold-loan/${city}`));
  });

  it("the home page shows today's gold rate, and links its 30-day trend on the page of the visitor's city", async () => {
    const outcome = await call(homeRoute.loader, getRequest("/?r_city=gl_pune_3"));
    const rate = goldRateForKey(goldRateKey(new Date()))!;
    expect(outcome.data.goldRate).toMatchObject({ date: rate.date, rate22k: rate.rate22k, rate24k: rate.rate24k });
    expect(outcome.data.trendPage).toEqual({ name: "Pune", path: "/gold-loan/pune" });
    // A city without a page of its own (Nashik has no partner branch): the rate without the link.
    expect((await call(homeRoute.loader, getRequest("/?r_city=gl_nashik_24"))).data.trendPage).toBeNull();
  });

  it("the home page still answers, without the gold rate, when pricing fails", async () => {
    await fault(app, { path: "/pricing/getgoldrate", status: 500 });
    const outcome = await call(homeRoute.loader, getRequest("/"));
    expect(outcome.status).toBe(200);
    expect(outcome.data.goldRate).toBeNull();
  });

  it("the home page still answers, without the city links, when the CMS cannot say which cities have branches", async () => {
    await fault(app, { path: PATHS.cityInfos, status: 500 });
    const outcome = await call(homeRoute.loader, getRequest("/"));
    expect(outcome.status).toBe(200);
    expect(outcome.data.cityPages).toEqual([]);
  });

  it.each([
    [bestGoldLoanRoute.loader, "/best-gold-loan-exp?utm_source=google&utm_campaign=x", {}, "https://www.kanak.example/best-gold-loan-exp"],
    [personalLoansRoute.loader, "/personal-loans?lang=hi", {}, "https://www.kanak.example/personal-loans"],
    [
      personalLoanRoute.loader,
      "/personal-loans/wedding?utm_source=x",
      { slug: "wedding" },
      "https://www.kanak.example/personal-loans/wedding",
    ],
  ])(
    "%# a landing page's canonical is its own path on the configured origin, without the query",
    async (loader, path, params, canonical) => {
      const outcome = await call(loader as Parameters<typeof call>[0], getRequest(path, undefined, { host: "evil.example" }), params);
      expect(outcome.status).toBe(200);
      expect(outcome.data.canonical).toBe(canonical);
    },
  );
});

describe("a case variant of a search page's URL", () => {
  it.each([
    ["/gold-loan/Pune", { city: "Pune" }, "/gold-loan/pune"],
    ["/gold-loan/PUNE?lang=hi&utm_source=google", { city: "PUNE" }, "/gold-loan/pune?lang=hi&utm_source=google"],
    ["/Gold-Loan/pune", { city: "pune" }, "/gold-loan/pune"],
    ["/gold-loan/pune/", { city: "pune" }, "/gold-loan/pune"],
    ["/gold-loan/Navi-Mumbai", { city: "Navi-Mumbai" }, null],
  ])("%s answers a 301 to the lower-case URL, query kept", async (path, params, location) => {
    const outcome = await call(cityRoute.loader, getRequest(path), params);
    if (location === null) {
      // Navi Mumbai is listed but has no branches: the lower-case URL is itself a 404, and so is this.
      expect(outcome).toMatchObject({ status: 404, thrown: true });
      return;
    }
    expect(outcome.status).toBe(301);
    expect(outcome.headers.get("Location")).toBe(location);
  });

  it.each([
    ["/gold-loan/Pune/FED-JMP-1188", { city: "Pune", scheme: "FED-JMP-1188" }, "/gold-loan/pune/fed-jmp-1188"],
    [
      "/gold-loan/pune/Fed-Jmp-1188?utm_campaign=x",
      { city: "pune", scheme: "Fed-Jmp-1188" },
      "/gold-loan/pune/fed-jmp-1188?utm_campaign=x",
    ],
  ])("%s (a scheme page) answers a 301 to the lower-case URL", async (path, params, location) => {
    const outcome = await call(schemeRoute.loader, getRequest(path), params);
    expect(outcome.status).toBe(301);
    expect(outcome.headers.get("Location")).toBe(location);
  });

  it("leaves Remix's own data parameter out of the redirect", async () => {
    const outcome = await call(cityRoute.loader, getRequest("/gold-loan/Pune?lang=mr&_data=routes%2Fgold-loan.%24city"), { city: "Pune" });
    expect(outcome.headers.get("Location")).toBe("/gold-loan/pune?lang=mr");
  });

  it.each([
    ["an unknown city", "/gold-loan/Atlantis", { city: "Atlantis" }],
    ["Others", "/gold-loan/Others", { city: "Others" }],
    ["a name that is no slug in any case", "/gold-loan/Pune_", { city: "Pune_" }],
  ])("is still a 404 for %s", async (_, path, params) => {
    expect(await call(cityRoute.loader, getRequest(path), params)).toMatchObject({ status: 404, thrown: true });
  });
});

describe("/sitemap.xml and /robots.txt", () => {
  async function sitemap(headers: Record<string, string> = {}) {
    return call(sitemapRoute.loader, getRequest("/sitemap.xml", undefined, headers));
  }
  const POLICY_PAGE_URLS = ["privacy", "terms", "grievance-redressal", "fair-practices", "interest-rate-policy"].map(
    (page) => `https://www.kanak.example/${page}`,
  );
  const OTHER_PAGE_URLS = ["gold-loan-calculator", "best-gold-loan-exp", "personal-loans", "india/goldfd-card/93"].map(
    (page) => `https://www.kanak.example/${page}`,
  );
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  /** The plain (English) URLs: each search page's other languages follow it. */
  const plain = (urls: string[]) => urls.filter((url) => !/^https:\/\/www\.kanak\.example\/(hi|mr|ta|te|kn|ml)\//.test(url));
  const OTHER_LANGUAGES = ["hi", "mr", "ta", "te", "kn", "ml"];
  const inEveryLanguage = (url: string) => [
    url,
    ...OTHER_LANGUAGES.map((lang) => url.replace("https://www.kanak.example/", `https://www.kanak.example/${lang}/`)),
  ];

  it("lists every city page and each scheme offered there, then the policy pages, with absolute URLs", async () => {
    const outcome = await sitemap();

    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const urls = plain(locs(outcome.text!));
    const cityUrls = urls.filter((url) => /^https:\/\/www\.kanak\.example\/gold-loan\/[a-z-]+$/.test(url));
    expect(cityUrls).toEqual(BRANCH_CITIES.map((city) => `https://www.kanak.example/gold-loan/${city}`));
    const puneSchemes = urls.filter((url) => url.startsWith("https://www.kanak.example/gold-loan/pune/"));
    expect(puneSchemes).toEqual(PUNE_SCHEMES.map((id) => `https://www.kanak.example/gold-loan/pune/${id.toLowerCase()}`));
    const others = urls.filter((url) => !url.startsWith("https://www.kanak.example/gold-loan/"));
    expect(others).toEqual(["https://www.kanak.example/", ...OTHER_PAGE_URLS, ...POLICY_PAGE_URLS]);
    expect(urls[0]).toBe("https://www.kanak.example/");
    // Nothing of the journey or the cardholder pages.
    expect(urls.filter((url) => url.includes("/lp/"))).toEqual([]);
    expect(new Set(locs(outcome.text!)).size).toBe(locs(outcome.text!).length);
    expect(outcome.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it("lists each search page and the calculator in all seven languages, each <url> with the alternates of all of them and x-default", async () => {
    const xml = (await sitemap()).text!;
    const urls = locs(xml);
    for (const page of [
      "https://www.kanak.example/gold-loan/pune",
      "https://www.kanak.example/gold-loan/pune/fed-jmp-1188",
      "https://www.kanak.example/gold-loan-calculator",
    ]) {
      const index = urls.indexOf(page);
      expect(urls.slice(index, index + 7)).toEqual(inEveryLanguage(page));
    }
    // Only the search pages have other languages.
    expect(urls.filter((url) => /\/(hi|mr|ta|te|kn|ml)\//.test(url) && !/\/(hi|mr|ta|te|kn|ml)\/gold-loan/.test(url))).toEqual([]);
    const entry = xml.split("<url>").find((part) => part.includes("<loc>https://www.kanak.example/ta/gold-loan/kochi</loc>"))!;
    expect([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])).toEqual([
      ...["en", ...OTHER_LANGUAGES].map((lang, index) => [lang, inEveryLanguage("https://www.kanak.example/gold-loan/kochi")[index]]),
      ["x-default", "https://www.kanak.example/gold-loan/kochi"],
    ]);
    // Every language's URL has the English one's lastmod.
    expect(entry).toContain("<lastmod>2026-11-03</lastmod>");
    // The pages with one language have no alternates.
    expect(xml.split("<url>").find((part) => part.includes("<loc>https://www.kanak.example/privacy</loc>"))).not.toContain("xhtml:link");
  });

  it("never takes its URLs from the request's Host (the sitemap is cached for an hour)", async () => {
    const urls = locs((await sitemap({ host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" })).text!);
    expect(urls.length).toBeGreaterThan(40);
    expect(urls.filter((url) => !url.startsWith("https://www.kanak.example/"))).toEqual([]);
  });

  it("lists a city without its schemes when its prices cannot be read", async () => {
    await fault(app, { path: PATHS.masterSchemes, status: 500 });
    const urls = locs((await sitemap()).text!);
    expect(urls).toEqual([
      "https://www.kanak.example/",
      ...BRANCH_CITIES.flatMap((city) => inEveryLanguage(`https://www.kanak.example/gold-loan/${city}`)),
      ...inEveryLanguage(OTHER_PAGE_URLS[0]!),
      ...OTHER_PAGE_URLS.slice(1),
      ...POLICY_PAGE_URLS,
    ]);
  });

  it("dates each page by the content it is made of, and a page without a content date has no lastmod (never today)", async () => {
    const xml = (await sitemap()).text!;
    const lastmods = new Map(
      [...xml.matchAll(/<loc>https:\/\/www\.kanak\.example([^<]*)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
        m[1]!,
        m[2] ?? null,
      ]),
    );
    // The CMS home page's updatedAt.
    expect(lastmods.get("/")).toBe("2026-11-02");
    // Pune: its CMS page (9 Nov) is newer than its city info (5 Nov) and its schemes (3 Nov at the latest).
    expect(lastmods.get("/gold-loan/pune")).toBe("2026-11-09");
    expect(lastmods.get("/gold-loan/pune/fed-jmp-1188")).toBe("2026-11-09");
    // Kochi has no CMS page: its city info (22 Oct) against its schemes' dates (the newest, FED-FLT-0999, 3 Nov).
    expect(lastmods.get("/gold-loan/kochi")).toBe("2026-11-03");
    expect(lastmods.get("/gold-loan/kochi/fed-jmp-1188")).toBe("2026-10-22");
    expect(lastmods.get("/personal-loans")).toBe("2026-06-24");
    expect(lastmods.get("/privacy")).toBe("2026-04-01");
    expect(lastmods.get("/interest-rate-policy")).toBe("2026-07-07");
    // No content date: no lastmod (the calculator, the gold card page, a landing the CMS has no page for).
    for (const path of ["/gold-loan-calculator", "/india/goldfd-card/93", "/best-gold-loan-exp"]) expect(lastmods.get(path)).toBeNull();
    expect([...lastmods.values()]).not.toContain(indiaIsoDate(new Date()));
  });

  it("is a 503 when the CMS cannot say which cities have branches", async () => {
    await fault(app, { path: PATHS.cityInfos, status: 500 });
    expect(await sitemap()).toMatchObject({ status: 503, thrown: true });
  });

  it("robots.txt allows crawling, keeps crawlers out of /lp/ and names the sitemap", async () => {
    const outcome = await call(robotsRoute.loader, getRequest("/robots.txt"));
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(outcome.text).toBe(
      "User-agent: *\nAllow: /\nDisallow: /lp/\nDisallow: /lp/api/\nDisallow: /lite-mode\n\nSitemap: https://www.kanak.example/sitemap.xml\n",
    );
  });
});
