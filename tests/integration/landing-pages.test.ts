/**
 * The landing layouts of requirements §2: /best-gold-loan-exp (lead form, CMS copy, gold rate), the
 * CMS-driven /lp/cards and /personal-loans pages (a real 404 for a page the CMS does not have),
 * their language cookie, and their built-in copy when the CMS fails.
 */
import { citiesOfLines } from "~/journey/city-rows";
import { describe, expect, it } from "vitest";
import { call, CookieJar, fault, getRequest, journal, useSimulatedApp } from "./helpers";
import * as exp from "~/routes/best-gold-loan-exp";
import * as cardsIndex from "~/routes/lp_.cards._index";
import * as cardsPage from "~/routes/lp_.cards.$";
import * as loansIndex from "~/routes/personal-loans._index";
import * as loansPage from "~/routes/personal-loans.$slug";
import { settleAnalytics } from "~/site/analytics.server";
import { eventsSettled } from "~/site/events.server";
import * as root from "~/root";

const app = useSimulatedApp();

describe("/best-gold-loan-exp", () => {
  it("has the lead form's cities, the built-in copy (the CMS has no such page) and the gold rate", async () => {
    const outcome = await call(exp.loader, getRequest("/best-gold-loan-exp"));
    expect(outcome.status).toBe(200);
    expect(citiesOfLines(outcome.data.cities as string).length).toBeGreaterThan(50);
    expect(outcome.data.content.title).toBe("The best gold loan, the same day");
    expect(outcome.data.content.sections).toHaveLength(3);
    expect(outcome.data.goldRate?.rate24k).toBeGreaterThan(0);
  });
});

describe("CMS-driven landing pages", () => {
  it("/lp/cards shows the CMS page", async () => {
    const outcome = await call(cardsIndex.loader, getRequest("/lp/cards"));
    expect(outcome.data.content.title).toBe("The gold card: spend against your gold");
    expect(outcome.data.content.sections.map((s: { heading: string }) => s.heading)).toEqual([
      "No income proof",
      "Raise your limit any time",
    ]);
  });

  it("/lp/cards in Tamil, which the CMS has only in English: the page's own title and the site's translation of the sections", async () => {
    const outcome = await call(cardsIndex.loader, getRequest("/lp/cards?lang=ta"));
    expect(outcome.data.content).toEqual({
      title: "உங்கள் தங்கத்தின் பேரில் கிரெடிட் கார்டு",
      description: expect.stringMatching(/^தங்கத்தை விற்காமல்/),
      sections: [
        { heading: "வருமானச் சான்று தேவையில்லை", body: expect.stringMatching(/\p{Script=Tamil}/u) },
        { heading: expect.stringMatching(/\p{Script=Tamil}/u), body: expect.stringMatching(/\p{Script=Tamil}/u) },
      ],
    });
  });

  it("a page with no copy of its own that the CMS has only in English is shown in English, marked so", async () => {
    const outcome = await call(cardsPage.loader, getRequest("/lp/cards/rewards?lang=hi"), { "*": "rewards" });
    expect(outcome.data.content).toMatchObject({ title: "Rewards on every gold card spend", lang: "en" });
  });

  it("/lp/cards/{page} and /personal-loans/{page} show their CMS page", async () => {
    const card = await call(cardsPage.loader, getRequest("/lp/cards/rewards"), { "*": "rewards" });
    expect(card.data.content.title).toBe("Rewards on every gold card spend");
    const loan = await call(loansPage.loader, getRequest("/personal-loans/wedding"), { slug: "wedding" });
    expect(loan.data.content.title).toBe("Loans for a wedding");
  });

  it("a page the CMS does not have is a 404", async () => {
    expect((await call(cardsPage.loader, getRequest("/lp/cards/nothing-here"), { "*": "nothing-here" })).status).toBe(404);
    expect((await call(loansPage.loader, getRequest("/personal-loans/nothing"), { slug: "nothing" })).status).toBe(404);
    expect((await call(loansPage.loader, getRequest("/personal-loans/Not%20A%20Slug"), { slug: "Not A Slug" })).status).toBe(404);
  });

  it("keeps the language asked for in a cookie for 30 days and asks the CMS in it", async () => {
    const jar = new CookieJar();
    const outcome = await call(loansIndex.loader, getRequest("/personal-loans?lang=hi"), {}, jar);
    expect(outcome.status).toBe(200);
    const cookie = outcome.headers.getSetCookie().find((c) => c.startsWith("gl_lang="));
    expect(cookie).toMatch(/Max-Age=2592000/);
    const pages = await journal(app, "/api/v1/strapi/pages/v2");
    expect(pages.at(-1)?.query).toMatchObject({ urlName: "personal-loans", lang: "hi" });
  });

  it("shows the built-in copy when the CMS fails; a page without built-in copy is then unavailable (503), not missing", async () => {
    await fault(app, { path: "/api/v1/strapi/pages/v2", status: 500 });
    const index = await call(loansIndex.loader, getRequest("/personal-loans"));
    expect(index.status).toBe(200);
    expect(index.data.content.title).toBe("Personal loans");
    const page = await call(loansPage.loader, getRequest("/personal-loans/wedding"), { slug: "wedding" });
    expect(page.status).toBe(503);
  });
});

describe("personal-loans pages report to their own analytics project", () => {
  it("a page shown sends a PL-FLOW event and a PostHog event with the personal-loans key", async () => {
    const jar = new CookieJar();
    await call(root.loader, getRequest("/personal-loans/wedding"), {}, jar);
    await call(loansPage.loader, getRequest("/personal-loans/wedding", jar), { slug: "wedding" }, jar);
    await Promise.all([eventsSettled(), settleAnalytics()]);

    const sent = await journal(app, "/api/v1/eventService/sendEvent");
    expect(sent.map((e) => e.body.eventName)).toContain("pl_page_viewed");
    expect(sent.find((e) => e.body.eventName === "pl_page_viewed")?.body.eventData).toMatchObject({
      category: "PL-FLOW",
      page: "/personal-loans/wedding",
    });

    const batches = await journal(app, "/posthog/batch");
    expect(batches).toHaveLength(1);
    expect(batches[0]!.body.api_key).toBe("phc_sim_personal_loans");
    expect(batches[0]!.body.batch.map((e: { event: string }) => e.event)).toEqual(["pl_page_viewed"]);
  });
});
