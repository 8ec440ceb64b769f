/**
 * The disclosures and the policy pages (docs/decisions/023-disclosures-and-policy-pages.md): each
 * policy page from the CMS, and from the site's own copy when the CMS fails or has no such page
 * (never a 500); the footer's lenders from the CMS, deduplicated and sorted, and the built-in list
 * when the CMS fails or is slow; the sitemap's policy pages.
 */
import { describe, expect, it } from "vitest";
import { call, fault, getRequest, journal, useSimulatedApp } from "./helpers";
import { SEEDED_POLICY_PAGES } from "../../server/upstream-sim/seed/pages";
import { FALLBACK_LENDERS, grievanceOfficerOf, POLICY_PAGES, type PolicyPath } from "~/content/disclosures";
import { englishPolicyCopy } from "~/content/policy-pages";
import { EXAMPLE_GRIEVANCE_OFFICER } from "~/platform/env.server";
import { cacheSettled } from "~/platform/cache.server";
import * as root from "~/root";
import * as privacy from "~/routes/privacy";
import * as terms from "~/routes/terms";
import * as grievance from "~/routes/grievance-redressal";
import * as fairPractices from "~/routes/fair-practices";
import * as interestRatePolicy from "~/routes/interest-rate-policy";
import * as sitemapRoute from "~/routes/sitemap[.]xml";

const app = useSimulatedApp({ env: () => ({ PUBLIC_ORIGIN: "https://www.kanak.example" }) });

const ROUTES = [
  ["/privacy", privacy],
  ["/terms", terms],
  ["/grievance-redressal", grievance],
  ["/fair-practices", fairPractices],
  ["/interest-rate-policy", interestRatePolicy],
] as const;

/** The site's own copy, naming the officer of the settings (here their example, decision 044). */
const siteCopy = (path: PolicyPath) => englishPolicyCopy(path, grievanceOfficerOf(EXAMPLE_GRIEVANCE_OFFICER));

const CONTENTS = "/api/v1/strapi/contents";
const PAGES = "/api/v1/strapi/pages/v2";

describe("the policy pages", () => {
  it("are the five pages the footer links to", () => {
    expect(ROUTES.map(([path]) => path)).toEqual(POLICY_PAGES.map((page) => page.path));
  });

  it.each(ROUTES)("%s shows the CMS page, with its canonical URL", async (path, route) => {
    const outcome = await call(route.loader, getRequest(path));
    expect(outcome.status).toBe(200);
    const cms = SEEDED_POLICY_PAGES[path.slice(1)]!;
    expect(outcome.data.content).toEqual({
      title: cms.title,
      description: cms.description,
      sections: cms.sections.map(({ heading, body }) => ({ heading, body })),
    });
    expect(outcome.data.canonical).toBe(`https://www.kanak.example${path}`);
    expect((await journal(app, PAGES)).at(-1)?.query).toMatchObject({ lang: "en", urlName: path.slice(1) });
  });

  it.each(ROUTES)("%s shows the site's own copy when the CMS fails (never a 500)", async (path, route) => {
    await fault(app, { path: PAGES, status: 500 });
    const outcome = await call(route.loader, getRequest(path));
    expect(outcome.status).toBe(200);
    expect(outcome.data.content).toEqual(siteCopy(path));
  });

  it("shows the site's own copy when the CMS has no such page or answers nonsense", async () => {
    await fault(app, { path: PAGES, status: 404, body: { data: null, message: "Page not found" }, times: 1 });
    expect((await call(privacy.loader, getRequest("/privacy"))).data.content).toEqual(siteCopy("/privacy"));
    await fault(app, { path: PAGES, malformed: true, times: 1 });
    expect((await call(terms.loader, getRequest("/terms"))).data.content).toEqual(siteCopy("/terms"));
  });

  it("the site's grievance copy names the officer (by the settings' name), the lender's nodal officer and the RBI Ombudsman after 30 days", () => {
    const text = siteCopy("/grievance-redressal")
      .sections.map((s) => `${s.heading} ${s.body}`)
      .join(" ");
    expect(text).toContain("Example Grievance Officer, phone 1800 000 0000");
    expect(text).toContain("grievance.officer@example.com");
    expect(text).toContain("nodal officer");
    expect(text).toMatch(/within 30 days.*https:\/\/cms\.rbi\.org\.in/s);
  });

  it("the site's privacy copy covers the data, the OTP, cookies, analytics, sharing, retention and the DPDP Act rights", () => {
    const text = siteCopy("/privacy")
      .sections.map((s) => `${s.heading} ${s.body}`)
      .join(" ");
    for (const word of [
      "mobile number",
      "city",
      "pincode",
      "address",
      "one-time password",
      "cookies",
      "analytics",
      "share",
      "keep",
      "Digital Personal Data Protection Act, 2023",
    ]) {
      expect(text).toContain(word);
    }
  });

  it("the privacy page names the browser's own id and says it is no fingerprint, in the CMS's copy and the site's", async () => {
    const site = siteCopy("/privacy")
      .sections.map((s) => s.body)
      .join(" ");
    const cms = (await call(privacy.loader, getRequest("/privacy"))).data.content.sections.map((s: { body: string }) => s.body).join(" ");
    for (const text of [site, cms]) expect(text).toMatch(/gl_browser_id.*not worked out from your device \(we do not fingerprint it\)/);
  });
});

describe("the footer's lenders (root loader)", () => {
  const cmsAnswer = (values: string[]) => ({
    data: [{ id: 9, type: "lending-partners", title: "Partners", body: null, values, city: null }],
  });

  async function lenders(): Promise<string[]> {
    return (await call(root.loader, getRequest("/lp/basic-details"))).data.disclosures.lenders;
  }

  it("are the CMS's lending partners, each once, in alphabetical order, read once and cached", async () => {
    await fault(app, { path: CONTENTS, body: cmsAnswer(["Zeta Bank Limited", "Axis Finance", "Zeta Bank Limited", " axis finance "]) });
    await lenders();
    await cacheSettled();
    expect(await lenders()).toEqual(["Axis Finance", "Zeta Bank Limited"]);
    expect((await journal(app, CONTENTS)).map((entry) => entry.query)).toEqual([
      { "filters[type][$eq]": "lending-partners", populate: "city" },
    ]);
  });

  it("are the seeded schemes' lenders from the simulator's CMS", async () => {
    await lenders();
    await cacheSettled();
    expect(await lenders()).toEqual([...FALLBACK_LENDERS]);
  });

  it("are the built-in list when the CMS fails or lists none", async () => {
    await fault(app, { path: CONTENTS, status: 500, times: 1 });
    expect(await lenders()).toEqual([...FALLBACK_LENDERS]);
    await fault(app, { path: CONTENTS, body: cmsAnswer([]) });
    await lenders();
    await cacheSettled();
    expect(await lenders()).toEqual([...FALLBACK_LENDERS]);
  });

  it("do not make the page wait on a slow CMS: the built-in list, and the CMS's once it has answered", async () => {
    await fault(app, { path: CONTENTS, delayMs: 400, body: cmsAnswer(["Slow Bank"]), times: 1 });
    expect(await lenders()).toEqual([...FALLBACK_LENDERS]);
    await cacheSettled();
    expect(await lenders()).toEqual(["Slow Bank"]);
  });
});

describe("/sitemap.xml", () => {
  it("lists the policy pages", async () => {
    const outcome = await call(sitemapRoute.loader, getRequest("/sitemap.xml"));
    for (const page of POLICY_PAGES) expect(outcome.text).toContain(`<loc>https://www.kanak.example${page.path}</loc>`);
  });
});
