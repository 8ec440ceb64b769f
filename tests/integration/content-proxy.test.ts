/**
 * The content proxies (requirements §7 "Proxy GETs ... with a page query"; §8 "Proxy content failures
 * return the error as a result"): /lp/api/getStrapiData, getStrapiDataV2 and getFaqData against
 * the simulator. Data and CMS failures are HTTP 200 in one envelope; a bad query is a 400.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, CookieJar, fault, getRequest, HELD_MS, journal, leadFields, useSimulatedApp } from "./helpers";
import { land, submitLeadForm } from "./journey";
import { MAX_PAGE_NAME_LENGTH, PAGE_NAME_MESSAGES } from "~/content/page-name";
import * as faqRoute from "~/routes/lp_.api.getFaqData";
import * as strapiRoute from "~/routes/lp_.api.getStrapiData";
import * as strapiV2Route from "~/routes/lp_.api.getStrapiDataV2";

const app = useSimulatedApp();

const PAGE = "/api/v1/strapi/pages/v2";
const CONTENTS = "/api/v1/strapi/contents";
// Entry 2 ("Up to 85% of the value of your gold…") carries a percentage no scheme on offer is checked against: not shown (decision 045).
const GENERAL_FAQS = [3, 4, 5];

type Route = { loader: (args: any) => unknown };

async function proxy(route: Route, path: string, jar?: CookieJar, headers: Record<string, string> = {}) {
  const outcome = await call(route.loader, getRequest(path, jar, headers), {}, jar);
  return { ...outcome, body: outcome.text === null ? null : JSON.parse(outcome.text) };
}

// The first request of a file pays for loading modules and opening connections: not for a test to time.
beforeAll(async () => {
  await proxy(strapiRoute, "/lp/api/getStrapiData?page=home");
  await proxy(faqRoute, "/lp/api/getFaqData?page=gold-loan/pune");
});

describe("/lp/api/getStrapiData", () => {
  it("answers the CMS page of the page query, in English, the same for everyone", async () => {
    const outcome = await proxy(strapiRoute, "/lp/api/getStrapiData?page=/gold-loan/pune/");

    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(outcome.headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=86400");
    expect(outcome.body).toEqual({
      data: {
        urlName: "gold-loan/pune",
        lang: "en",
        title: "Gold loan in Pune at low interest",
        description: expect.stringContaining("Pune"),
        city: null,
        flow: null,
        sections: [expect.objectContaining({ type: "benefit" }), expect.objectContaining({ type: "benefit" })],
        publishedAt: "2025-04-01T06:00:00.000Z",
        updatedAt: "2026-11-09T10:00:00.000Z",
      },
      error: null,
    });
    expect((await journal(app, PAGE))[0]!.query).toEqual({ lang: "en", urlName: "gold-loan/pune" });
  });

  it("answers a page the CMS has not got as a not_found result (200), and asks the CMS again next time", async () => {
    const outcome = await proxy(strapiRoute, "/lp/api/getStrapiData?page=nowhere");
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ data: null, error: { message: 'The CMS has no page "nowhere".', status: 404, kind: "not_found" } });
    expect(outcome.headers.get("Cache-Control")).toBe("no-store");
    await proxy(strapiRoute, "/lp/api/getStrapiData?page=nowhere");
    expect(await journal(app, PAGE)).toHaveLength(2);
  });

  it("returns a CMS failure as the result (200, not cached)", async () => {
    await fault(app, { path: PAGE, status: 500 });

    const outcome = await proxy(strapiRoute, "/lp/api/getStrapiData?page=home");

    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ data: null, error: { message: "Simulated fault (status 500)", status: 500, kind: "http" } });
    expect(outcome.headers.get("Cache-Control")).toBe("no-store");
  });

  it("returns a CMS that does not answer as a timeout result, at the upstream timeout", async () => {
    // Held far past the test's own timeout: the proxy answers only because the upstream timeout (2 s here) cut the wait.
    await fault(app, { path: PAGE, delayMs: HELD_MS });

    const outcome = await proxy(strapiRoute, "/lp/api/getStrapiData?page=home");

    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({
      data: null,
      error: { message: "The server took too long to answer. Please try again.", status: null, kind: "timeout" },
    });
  });

  it("answers a page read once from the cache while the CMS fails", async () => {
    const first = await proxy(strapiRoute, "/lp/api/getStrapiData?page=home");
    await fault(app, { path: PAGE, status: 500 });
    const second = await proxy(strapiRoute, "/lp/api/getStrapiData?page=home");
    expect(second.body).toEqual(first.body);
    expect(second.body.data.title).toMatch(/gold loan/i);
  });

  it.each([
    ["no page", "", PAGE_NAME_MESSAGES.missing],
    ["an empty page", "?page=", PAGE_NAME_MESSAGES.missing],
    ["a parent path", "?page=../admin", PAGE_NAME_MESSAGES.invalid],
    ["a smuggled query", `?page=${encodeURIComponent("home&lang=hi")}`, PAGE_NAME_MESSAGES.invalid],
    ["a URL", `?page=${encodeURIComponent("https://evil.example/x")}`, PAGE_NAME_MESSAGES.invalid],
    ["a page too long", `?page=${"a".repeat(MAX_PAGE_NAME_LENGTH + 1)}`, PAGE_NAME_MESSAGES.tooLong],
  ])("refuses %s with a 400 naming the problem, without calling the CMS", async (_, query, message) => {
    const outcome = await proxy(strapiRoute, `/lp/api/getStrapiData${query}`);
    expect(outcome.status).toBe(400);
    expect(outcome.thrown).toBe(true);
    expect(outcome.body).toEqual({ data: null, error: { message, status: 400, kind: "bad_request" } });
    expect(await journal(app, PAGE)).toEqual([]);
  });
});

describe("/lp/api/getStrapiDataV2", () => {
  it("sends the visitor's language, city, client IP (the server's, not a header's) and session id, and keeps ?lang for 30 days", async () => {
    const jar = new CookieJar("203.0.113.9");
    await land(jar, "/");

    const forged = { "fly-client-ip": "198.51.100.66", "x-forwarded-for": "198.51.100.67" };
    const outcome = await proxy(strapiV2Route, "/lp/api/getStrapiDataV2?page=gold-loan/pune&city=pune&lang=hi", jar, forged);

    expect(outcome.status).toBe(200);
    expect(outcome.body.error).toBeNull();
    expect(outcome.body.data).toMatchObject({ urlName: "gold-loan/pune", lang: "hi", city: "Pune", title: "पुणे में कम ब्याज पर गोल्ड लोन" });
    expect(outcome.headers.get("Cache-Control")).toBe("private, max-age=60");
    expect(outcome.headers.get("Vary")).toBe("Cookie");
    const cookie = outcome.headers.getSetCookie().find((line) => line.startsWith("gl_lang="));
    expect(cookie).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const [sent] = await journal(app, PAGE);
    expect(sent!.query).toEqual({
      lang: "hi",
      urlName: "gold-loan/pune",
      city: "Pune",
      client_ip: "203.0.113.9",
      sessionId: expect.stringMatching(/^\d+$/),
    });

    // Next time the cookie gives the language.
    const again = await proxy(strapiV2Route, "/lp/api/getStrapiDataV2?page=home", jar);
    expect((await journal(app, PAGE))[1]!.query).toMatchObject({ lang: "hi", urlName: "home" });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("takes the city of the session's lead when the query names none", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details");
    await submitLeadForm(jar, leadFields({ cityId: "3", loanAmount: "150000" }));

    const outcome = await proxy(strapiV2Route, "/lp/api/getStrapiDataV2?page=home", jar);

    expect(outcome.body.data.city).toBe("Pune");
    expect((await journal(app, PAGE)).at(-1)!.query).toMatchObject({ urlName: "home", lang: "en", city: "Pune" });
  });

  it("sends only lang and urlName for a visitor without a session, city or address", async () => {
    await proxy(strapiV2Route, "/lp/api/getStrapiDataV2?page=home");
    expect((await journal(app, PAGE))[0]!.query).toEqual({ lang: "en", urlName: "home" });
  });

  it.each([
    ["an unknown language", "?page=home&lang=fr", 'Unknown language "fr": use one of en, hi, kn, ta, te, mr, ml.'],
    [
      "an unknown city",
      "?page=home&city=atlantis",
      'Unknown city "atlantis": give a city name such as Pune, or its slug such as navi-mumbai.',
    ],
    [
      "Others as the city",
      "?page=home&city=Others",
      'Unknown city "Others": give a city name such as Pune, or its slug such as navi-mumbai.',
    ],
    ["a bad page", "?page=a//b", PAGE_NAME_MESSAGES.invalid],
  ])("refuses %s with a 400", async (_, query, message) => {
    const outcome = await proxy(strapiV2Route, `/lp/api/getStrapiDataV2${query}`);
    expect(outcome.status).toBe(400);
    expect(outcome.body).toEqual({ data: null, error: { message, status: 400, kind: "bad_request" } });
    expect(await journal(app, PAGE)).toEqual([]);
  });

  it("returns a CMS failure as the result (200), still keeping the language", async () => {
    await fault(app, { path: PAGE, status: 503 });
    const outcome = await proxy(strapiV2Route, "/lp/api/getStrapiDataV2?page=home&lang=ta");
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ data: null, error: { message: "Simulated fault (status 503)", status: 503, kind: "http" } });
    expect(outcome.headers.getSetCookie()[0]).toMatch(/^gl_lang=.*Max-Age=2592000/);
  });

  it("returns a malformed CMS answer as a contract result (200)", async () => {
    await fault(app, { path: PAGE, malformed: true });
    const outcome = await proxy(strapiV2Route, "/lp/api/getStrapiDataV2?page=home");
    expect(outcome.status).toBe(200);
    expect(outcome.body.error).toMatchObject({ kind: "contract", status: 200 });
  });
});

describe("/lp/api/getFaqData", () => {
  it("answers a city page's FAQ: the city's own questions, then the general ones", async () => {
    const outcome = await proxy(faqRoute, "/lp/api/getFaqData?page=gold-loan/bangalore");

    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=86400");
    expect(outcome.body.error).toBeNull();
    expect(outcome.body.data.page).toBe("gold-loan/bangalore");
    expect(outcome.body.data.city).toEqual({ id: 1, name: "Bangalore" });
    expect(outcome.body.data.faqs.map((f: { id: number }) => f.id)).toEqual([6, ...GENERAL_FAQS]);
    expect(outcome.body.data.faqs[0]).toEqual({
      id: 6,
      question: "Where are your branches in Bangalore?",
      answer: expect.stringContaining("Koramangala"),
      city: { id: 1, name: "Bangalore" },
    });
    expect((await journal(app, CONTENTS))[0]!.query).toEqual({ "filters[type][$eq]": "faq", populate: "city", locale: "en" });
  });

  it("answers the general questions for a page of no city, and a city's when the query names it", async () => {
    const general = await proxy(faqRoute, "/lp/api/getFaqData?page=home");
    expect(general.body.data).toMatchObject({ page: "home", city: null });
    expect(general.body.data.faqs.map((f: { id: number }) => f.id)).toEqual(GENERAL_FAQS);
    expect(await journal(app, "/api/v1/cities")).toEqual([]);

    const named = await proxy(faqRoute, "/lp/api/getFaqData?page=home&city=Bangalore");
    expect(named.body.data.city).toEqual({ id: 1, name: "Bangalore" });
    expect(named.body.data.faqs[0].id).toBe(6);
  });

  it("returns a CMS failure as the result (200)", async () => {
    await fault(app, { path: CONTENTS, status: 500 });
    const outcome = await proxy(faqRoute, "/lp/api/getFaqData?page=gold-loan/pune");
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ data: null, error: { message: "Simulated fault (status 500)", status: 500, kind: "http" } });
    expect(outcome.headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses a bad page or an unknown city with a 400", async () => {
    expect((await proxy(faqRoute, "/lp/api/getFaqData")).body.error).toEqual({
      message: PAGE_NAME_MESSAGES.missing,
      status: 400,
      kind: "bad_request",
    });
    const city = await proxy(faqRoute, "/lp/api/getFaqData?page=home&city=x".padEnd(200, "y"));
    expect(city.status).toBe(400);
    expect(city.body.error.message).toMatch(/^Unknown city "x/);
    expect(await journal(app, CONTENTS)).toEqual([]);
  });
});
