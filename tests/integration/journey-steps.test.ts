/**
 * The journey's layout and step routes against the simulator: the /lp layout (flow
 * configuration from the CMS), /lp itself, the placeholder steps (/lp/$) and the Android
 * webview hand-off (requirements §A8, §A11).
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, fault, getRequest, journal, leadFields, otpId, postRequest, useSimulatedApp, sentStrings } from "./helpers";
import { land, loadOtpPage, postOtp, sessionIdOf, startJourney, submitLeadForm, verifiedJourney } from "./journey";
import * as layout from "~/routes/lp";
import * as lpIndex from "~/routes/lp._index";
import * as placeholder from "~/routes/lp.$";
import * as handoff from "~/routes/lp.handoff";
import * as appSession from "~/routes/lp_.api.app-session";
import { eventsSettled } from "~/site/events.server";
import { LEAD_PATHS, LEAD_PHONES } from "../support/fixtures";

const app = useSimulatedApp();

const SEEDED_STEPS = [
  { path: "/lp/basic-details", title: "Tell us about your loan" },
  { path: "/lp/otp/auth/[id]", title: "Verify your mobile number" },
  { path: "/lp/pincode", title: "Check your pincode" },
  { path: "/lp/schemes", title: "Choose a scheme" },
  { path: "/lp/book-visit", title: "Book a branch or doorstep visit" },
  { path: "/lp/confirmation", title: "Your visit is booked" },
];

const PAGE_WITHOUT_FLOW = {
  data: { urlName: "digital-journey", lang: "en", title: "Digital journey", description: null, city: null, flow: null, sections: [] },
};

describe("/lp layout loader", () => {
  it("reads the configured steps from the CMS page digital-journey", async () => {
    const outcome = await call(layout.loader, getRequest("/lp/basic-details"));

    expect(outcome.status).toBe(200);
    // The flags (seeded equal to the defaults) come from the simulator's Flagsmith (tests/integration/flags.test.ts).
    expect(outcome.data).toEqual({
      steps: SEEDED_STEPS,
      showExitIntentOnPage: true,
      alertSeek: { active: true, timeoutMs: 8000, dismissedTimeoutMs: 60000 },
      flagsSource: expect.stringMatching(/^(server|cache)$/),
      webView: false,
      // An English page gets no strings: the keys are the text.
      i18n: [],
    });
    const pages = await journal(app, LEAD_PATHS.page, "GET");
    expect(pages).toHaveLength(1);
    expect(pages[0]!.query).toMatchObject({ urlName: "digital-journey", lang: "en" });
  });

  it("keeps the configuration cached: a second load does not call the CMS", async () => {
    await call(layout.loader, getRequest("/lp/basic-details"));
    await call(layout.loader, getRequest("/lp/pincode"));

    expect(await journal(app, LEAD_PATHS.page, "GET")).toHaveLength(1);
  });

  it("redirects to the company home page when the CMS has no digital-journey page (404)", async () => {
    await fault(app, { path: LEAD_PATHS.page, status: 404, body: { data: null, message: "Page not found" } });

    const outcome = await call(layout.loader, getRequest("/lp/basic-details"));

    expect(outcome.status).toBe(302);
    expect(outcome.thrown).toBe(true);
    expect(outcome.location).toBe("/");
  });

  it("sends the layout's strings (the step titles, the exit flow) in the visitor's language", async () => {
    const outcome = await call(layout.loader, getRequest("/lp/pincode?lang=hi"));

    const i18n = sentStrings(outcome.data);
    expect(i18n["Check your pincode"]).toBe("अपना पिनकोड जाँचें");
    expect(i18n["Leave your application?"]).toBe("क्या आप अपना आवेदन छोड़ना चाहते हैं?");
    // Every step gets the layout's namespace: nothing of a step's own.
    expect(i18n["Mobile number"]).toBeUndefined();
  });

  it("redirects to the company home page when the page has no flow", async () => {
    await fault(app, { path: LEAD_PATHS.page, status: 200, body: PAGE_WITHOUT_FLOW });

    const outcome = await call(layout.loader, getRequest("/lp/basic-details"));

    expect(outcome.location).toBe("/");
  });

  it("redirects to the company home page when the CMS keeps failing (after one retry)", async () => {
    await fault(app, { path: LEAD_PATHS.page, status: 503 });

    const outcome = await call(layout.loader, getRequest("/lp/basic-details"));

    expect(outcome.location).toBe("/");
    expect(await journal(app, LEAD_PATHS.page, "GET")).toHaveLength(2);
  });

  it("recovers from one failing CMS answer through the GET retry", async () => {
    await fault(app, { path: LEAD_PATHS.page, status: 503, times: 1 });

    const outcome = await call(layout.loader, getRequest("/lp/basic-details"));

    expect(outcome.status).toBe(200);
    expect(outcome.data.steps).toHaveLength(6);
  });

  it("redirects to the company home page when the CMS answer is not JSON or the connection drops", async () => {
    await fault(app, { path: LEAD_PATHS.page, malformed: true });
    expect((await call(layout.loader, getRequest("/lp/basic-details"))).location).toBe("/");

    await app.control.clearFaults();
    await fault(app, { path: LEAD_PATHS.page, reset: true });
    expect((await call(layout.loader, getRequest("/lp/basic-details"))).location).toBe("/");
  });
});

describe("/lp index loader", () => {
  it("goes to the first configured step, keeping the landing query", async () => {
    const outcome = await call(lpIndex.loader, getRequest("/lp?utm_source=google&gclid=x1"));

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/basic-details?utm_source=google&gclid=x1");
  });

  it("goes to the company home page without a flow configuration", async () => {
    await fault(app, { path: LEAD_PATHS.page, status: 404, body: { data: null, message: "Page not found" } });

    const outcome = await call(lpIndex.loader, getRequest("/lp"));

    expect(outcome.location).toBe("/");
  });
});

describe("/lp/$ placeholder step loader", () => {
  it("redirects an unknown /lp path to the first step, keeping the query", async () => {
    const outcome = await call(placeholder.loader, getRequest("/lp/nowhere?utm_source=fb&r_city=gl_pune_3"), { "*": "nowhere" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/basic-details?utm_source=fb&r_city=gl_pune_3");
  });

  it("sends a visitor without a lead home from a configured step", async () => {
    const jar = new CookieJar();
    await land(jar);

    const outcome = await call(placeholder.loader, getRequest("/lp/pincode", jar), { "*": "pincode" });

    expect(outcome.location).toBe("/");
  });

  it("sends an unverified lead back to its OTP page", async () => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);

    const outcome = await call(placeholder.loader, getRequest("/lp/pincode", jar), { "*": "pincode" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/lp/otp/auth/${leadId}`);
  });

  it("renders the configured title and the next step's link for a verified lead", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);

    const pincode = await call(placeholder.loader, getRequest("/lp/pincode", jar), { "*": "pincode" });

    expect(pincode.status).toBe(200);
    expect(pincode.data).toEqual({ title: "Check your pincode", next: "/lp/schemes", i18n: [] });

    const last = await call(placeholder.loader, getRequest("/lp/confirmation", jar), { "*": "confirmation" });
    expect(last.data).toEqual({ title: "Your visit is booked", next: null, i18n: [] });
  });

  it("goes to the company home page without a flow configuration", async () => {
    await fault(app, { path: LEAD_PATHS.page, status: 200, body: PAGE_WITHOUT_FLOW });

    const outcome = await call(placeholder.loader, getRequest("/lp/pincode"), { "*": "pincode" });

    expect(outcome.location).toBe("/");
  });
});

describe("/lp/handoff loader (Android webview)", () => {
  async function handoffTo(to: string) {
    return call(handoff.loader, getRequest(`/lp/handoff?to=${encodeURIComponent(to)}`));
  }

  it("hands over a journey path", async () => {
    expect((await handoffTo("/lp/otp/auth/abc-123")).data).toEqual({ to: "/lp/otp/auth/abc-123", i18n: [] });
    expect((await handoffTo("/lp/pincode?x=1")).data).toEqual({ to: "/lp/pincode?x=1", i18n: [] });
  });

  it.each(["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)", "/", "/lp", "/account", ""])(
    "refuses %j and falls back to /lp",
    async (to) => {
      expect((await handoffTo(to)).data).toEqual({ to: "/lp", i18n: [] });
    },
  );

  it("falls back to /lp without a target", async () => {
    expect((await call(handoff.loader, getRequest("/lp/handoff"))).data).toEqual({ to: "/lp", i18n: [] });
  });
});

describe("/lp/api/app-session: the Android app's own session id", () => {
  const SEND = "/api/v1/eventService/sendEvent";
  const report = (jar: CookieJar, sessionId: string) =>
    call(appSession.action, postRequest("/lp/api/app-session", { sessionId }, jar, { Origin: "http://localhost" }), {}, jar);

  it("is the id the site's events carry from then on, inside the app", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details?webView=true");
    const outcome = await report(jar, "app-7f3c9e21.session");
    expect(outcome.status).toBe(204);
    expect(await sessionIdOf(jar)).toBe("app-7f3c9e21.session");

    await submitLeadForm(jar, leadFields());
    await eventsSettled();
    const [created] = (await journal(app, SEND, "POST")).filter((entry) => entry.body.eventName === "lead_created");
    expect(created!.body.eventData.sessionId).toBe("app-7f3c9e21.session");
    expect((await journal(app, LEAD_PATHS.paidCreate, "POST"))[0]!.body.customParamsDB.sessionId).toBe("app-7f3c9e21.session");
  });

  it("changes nothing outside the app, or for an id of another shape", async () => {
    const browser = new CookieJar();
    await land(browser, "/lp/basic-details");
    const before = await sessionIdOf(browser);
    expect((await report(browser, "app-7f3c9e21.session")).status).toBe(204);
    expect(await sessionIdOf(browser)).toBe(before);

    const inApp = new CookieJar();
    await land(inApp, "/lp/basic-details?webView=true");
    const own = await sessionIdOf(inApp);
    for (const forged of ["short", "<script>alert(1)</script>", "x".repeat(65), "id with spaces 12345"]) {
      expect((await report(inApp, forged)).status, forged).toBe(204);
      expect(await sessionIdOf(inApp), forged).toBe(own);
    }
  });
});

describe("Android webview journey", () => {
  it("hands the OTP page to the app after a lead submit when the landing URL had webView=true", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details?webView=true&utm_source=app");

    const outcome = await submitLeadForm(jar, leadFields());

    expect(outcome.status).toBe(302);
    const location = new URL(outcome.location!, "http://localhost");
    expect(location.pathname).toBe("/lp/handoff");
    const to = location.searchParams.get("to")!;
    expect(outcome.location).toBe(`/lp/handoff?to=${encodeURIComponent(to)}`);
    const leadId = otpId(to);
    expect((await call(handoff.loader, getRequest(outcome.location!, jar))).data).toEqual({ to: `/lp/otp/auth/${leadId}`, i18n: [] });
  });

  it("hands the transaction's OTP page to the app for an existing lead", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details?webView=true");

    const outcome = await submitLeadForm(jar, leadFields({ phone: LEAD_PHONES.activeTransaction }));

    expect(outcome.location).toBe(`/lp/handoff?to=${encodeURIComponent("/lp/otp/auth/TXN-SIM-0410")}`);
  });

  it("hands the next step to the app after the code is verified", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details?webView=true");
    const submitted = await submitLeadForm(jar, leadFields());
    const leadId = otpId(new URL(submitted.location!, "http://localhost").searchParams.get("to"));
    await loadOtpPage(jar, leadId);

    const verified = await postOtp(jar, leadId, { intent: "verify", otp: app.sim.otp });

    expect(verified.location).toBe(`/lp/handoff?to=${encodeURIComponent("/lp/pincode")}`);
  });

  it("navigates normally when the landing URL had webView=false", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details?webView=false");

    const outcome = await submitLeadForm(jar, leadFields());

    expect(outcome.location).toMatch(/^\/lp\/otp\/auth\//);
  });
});
