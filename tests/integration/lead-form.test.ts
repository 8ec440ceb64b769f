/**
 * The lead form's action on the paid landing step (/lp/basic-details) and on the organic
 * home page (/?index), against the simulator: create, update, duplicates, validation and
 * every upstream failure (requirements §4 "Lead flow", §8; requirements §A8, §A11).
 */
import { describe, expect, it } from "vitest";
import {
  call,
  CookieJar,
  fault,
  getRequest,
  HELD_MS,
  isLendersRead,
  journal,
  leadFields,
  otpId,
  setCookieNames,
  useSimulatedApp,
  sentStrings,
} from "./helpers";
import { land, rootPopup, submitHomeForm, submitLeadForm } from "./journey";
import { leadIdOfCookie } from "~/platform/cookies.server";
import * as home from "~/routes/_index";
import * as basicDetails from "~/routes/lp.basic-details";
import { freshPhone, LEAD_PATHS, LEAD_PHONES } from "../support/fixtures";
import { citiesOfLines } from "~/journey/city-rows";

/** The visitor's event registration and flags, which a first visit also calls (not lead services). */
const ANALYTICS = /^\/(api\/v1\/eventService|AB\/api|flagsmith)\//;

const app = useSimulatedApp();

/** Creates of the paid landings' lead form: the digital journey's public endpoint (docs/decisions/001). */
async function leadCreates() {
  return journal(app, LEAD_PATHS.paidCreate, "POST");
}

/** Creates through the lead service: the organic home page's. */
async function leadServiceCreates() {
  return journal(app, LEAD_PATHS.create, "POST");
}

/** The digital journey's updates of one lead (POST public/v1/lead/update?leadId=). */
async function paidUpdates(leadId: string) {
  return (await journal(app, LEAD_PATHS.paidUpdate, "POST")).filter((entry) => entry.query.leadId === leadId);
}

describe("/lp/basic-details loader", () => {
  it("lists the cities by name with Others last and defaults to Bangalore", async () => {
    const jar = new CookieJar();
    await land(jar);

    const outcome = await call(basicDetails.loader, getRequest("/lp/basic-details", jar));

    expect(outcome.status).toBe(200);
    // The data carries the cities as lines of text (app/journey/city-rows.ts).
    const cities = citiesOfLines(outcome.data.cities as string);
    const names = cities.map((c) => c.name);
    expect(names.at(-1)).toBe("Others");
    expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort((a, b) => a.localeCompare(b)));
    expect(cities).toContainEqual({
      id: 2,
      name: "Hyderabad",
      minAmount: 50_000,
      maxAmount: expect.any(Number),
      takeover: { minAmount: 100_000, maxAmount: 9_999_999 },
    });
    expect(outcome.data.defaults).toEqual({ phone: "", cityId: "1", loanAmount: "", loanType: "FRESH" });
  });

  it("preselects the city of the landing URL's r_city", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details?r_city=gl_pune_3");

    const outcome = await call(basicDetails.loader, getRequest("/lp/basic-details", jar));

    expect(outcome.data.defaults.cityId).toBe("3");
  });

  it("fills the form with the session's lead after a submit", async () => {
    const jar = new CookieJar();
    await land(jar);
    const fields = leadFields({ cityId: "4", loanAmount: "150000", loanType: "TAKEOVER" });
    await submitLeadForm(jar, fields);

    const outcome = await call(basicDetails.loader, getRequest("/lp/basic-details", jar));

    // The amount in Indian grouping, as every amount is shown (decision 047); the form reads it back.
    expect(outcome.data.defaults).toEqual({ phone: fields.phone, cityId: "4", loanAmount: "1,50,000", loanType: "TAKEOVER" });
  });

  it("still renders the form (no error page) when the city list cannot be read", async () => {
    // requirements §A11: a failing upstream gives the documented error (the popup), never a 500 page.
    const jar = new CookieJar();
    await land(jar);
    await fault(app, { path: LEAD_PATHS.cities, status: 503 });

    const outcome = await call(basicDetails.loader, getRequest("/lp/basic-details", jar));

    expect(outcome.status).toBeLessThan(500);
  });
});

describe("/lp/basic-details loader in another language", () => {
  it("sends the lead form's strings in the visitor's language, and only the page's namespaces", async () => {
    const outcome = await call(basicDetails.loader, getRequest("/lp/basic-details?lang=ta"));

    expect(outcome.status).toBe(200);
    const i18n = sentStrings(outcome.data);
    expect(i18n["Get OTP"]).toBe("OTP பெறுக");
    expect(i18n["Enter your 10-digit mobile number."]).toBe("உங்கள் 10 இலக்க மொபைல் எண்ணை உள்ளிடவும்.");
    // The OTP step's and the layout's strings are theirs to send.
    expect(i18n["Send again"]).toBeUndefined();
    expect(i18n["Leave your application?"]).toBeUndefined();
  });

  it("sends nothing to an English page: the keys are the text", async () => {
    const outcome = await call(basicDetails.loader, getRequest("/lp/basic-details"));
    expect(outcome.data.i18n).toEqual([]);
  });
});

describe("/lp/basic-details action", () => {
  it("creates a new lead and redirects to its OTP page, setting the lead id and session cookies", async () => {
    const jar = new CookieJar();
    await land(jar);
    const fields = leadFields({ cityId: "3", loanAmount: "₹1,20,000", loanType: "TAKEOVER" });

    const outcome = await submitLeadForm(jar, fields);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/lp\/otp\/auth\/[^/?]+$/);
    expect(setCookieNames(outcome.headers)).toEqual(expect.arrayContaining(["gl_lead_id", "gl_session"]));
    const leadId = otpId(outcome.location);
    expect(leadIdOfCookie(jar.header())).toBe(leadId);

    const creates = await leadCreates();
    expect(creates).toHaveLength(1);
    // The paid landing uses the digital journey's endpoint, never the lead service.
    expect(await leadServiceCreates()).toHaveLength(0);
    expect(creates[0]!.body).toMatchObject({
      phone: `+91${fields.phone}`,
      cityId: 3,
      city: "Pune",
      loanAmount: 120_000,
      loanType: "TAKEOVER",
      source: "Paid_LP_DigitalJourney",
      digitalJourney: true,
      consentToCall: true,
    });
    // Only lead-model names leave the site: no snake_case state.
    expect(creates[0]!.body).not.toHaveProperty("cityid");
    expect(creates[0]!.body).not.toHaveProperty("loan_amount");
    expect(creates[0]!.body).not.toHaveProperty("lead_id");
  });

  it("sends the browser's own random id (a year's cookie of its own) as customParamsDB.browserFingerprintId, the same for each lead from it", async () => {
    const jar = new CookieJar();
    await land(jar);
    const first = await submitLeadForm(jar, leadFields());
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith("gl_browser_id="));
    expect(cookie).toMatch(/^gl_browser_id=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const id = jar.get("gl_browser_id");
    const [created] = await leadCreates();
    expect(created!.body.customParamsDB).toEqual({ sessionId: expect.any(String), browserFingerprintId: id });

    // Another person on the same browser: a new lead, the same browser id, no new cookie.
    const second = await submitLeadForm(jar, leadFields({ phone: freshPhone() }));
    expect(setCookieNames(second.headers)).not.toContain("gl_browser_id");
    expect((await leadCreates())[1]!.body.customParamsDB).toMatchObject({ browserFingerprintId: id });
  });

  it("replaces a browser id that is not one of ours (forged or cut short) rather than sending it", async () => {
    const jar = new CookieJar();
    await land(jar);
    jar.absorb(new Headers({ "Set-Cookie": "gl_browser_id=<script>; Path=/" }));
    const outcome = await submitLeadForm(jar, leadFields());
    const sent = (await leadCreates())[0]!.body.customParamsDB as { browserFingerprintId: string };
    expect(sent.browserFingerprintId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(setCookieNames(outcome.headers)).toContain("gl_browser_id");
  });

  it("sends the landing URL's UTM values, camelCased, with the lead", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details?utm_source=google&utm_medium=cpc&utm_campaign=gold-diwali&gclid=abc123&is_skip_gsheet=true");

    const outcome = await submitLeadForm(jar, leadFields({ loanType: "FRESH" }));
    expect(outcome.status).toBe(302);

    const [create] = await leadCreates();
    expect(create!.body).toMatchObject({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "gold-diwali",
      gclid: "abc123",
      is_skip_gsheet: true,
      loanType: "FRESH",
      source: "Paid_LP_DigitalJourney",
      unbounceUrl: "/lp/basic-details?utm_source=google&utm_medium=cpc&utm_campaign=gold-diwali&gclid=abc123&is_skip_gsheet=true",
    });
    expect(create!.body).not.toHaveProperty("utm_source");
  });

  it("sends the landing URL's fbclid with the lead, and leaves out one that is not a click id", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details?utm_source=facebook&fbclid=IwAR2xYz_AbC-123");

    await submitLeadForm(jar, leadFields());

    expect((await leadCreates())[0]!.body).toMatchObject({
      utmSource: "facebook",
      fbclid: "IwAR2xYz_AbC-123",
      source: "Paid_LP_DigitalJourney",
    });

    const other = new CookieJar();
    await land(other, `/lp/basic-details?fbclid=${encodeURIComponent("not a click id")}`);
    await submitLeadForm(other, leadFields());
    expect((await leadCreates())[1]!.body).not.toHaveProperty("fbclid");
  });

  it("uses the lead service when the visitor entered through the organic home page (source Organic_Website_HomePage)", async () => {
    const jar = new CookieJar();
    await land(jar, "/");

    const outcome = await submitLeadForm(jar, leadFields());

    expect(outcome.status).toBe(302);
    expect(await leadCreates()).toHaveLength(0);
    expect((await leadServiceCreates())[0]!.body).toMatchObject({ source: "Organic_Website_HomePage" });
  });

  it("accepts a long landing URL (ad platforms allow 2,048 characters) and keeps the session cookie under 4 KB", async () => {
    // requirements §A7: one signed cookie session, kept under 4 KB.
    const jar = new CookieJar();
    const landing = `/lp/basic-details?utm_source=google&utm_medium=cpc&utm_campaign=gold-loan-search&gclid=${"Cj0KCQiA".repeat(12)}&ad_context=${"k".repeat(1300)}`;
    expect(landing.length).toBeGreaterThan(1400);
    expect(landing.length).toBeLessThan(2048);
    await land(jar, landing);

    const outcome = await submitLeadForm(jar, leadFields());

    expect(outcome.status).toBe(302);
    const session = outcome.headers.getSetCookie().find((c) => c.startsWith("gl_session="));
    expect(session?.split(";")[0]!.length).toBeLessThan(4096);
  });

  it("updates the session's lead (POST public/v1/lead/update?leadId=) on a second submit with the same phone, without a second create", async () => {
    const jar = new CookieJar();
    await land(jar);
    const fields = leadFields();
    const first = await submitLeadForm(jar, fields);
    const leadId = otpId(first.location);

    const second = await submitLeadForm(jar, { ...fields, loanAmount: "250000" });

    expect(second.status).toBe(302);
    expect(otpId(second.location)).toBe(leadId);
    expect(await leadCreates()).toHaveLength(1);
    const updates = await paidUpdates(leadId);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.body).toMatchObject({ phone: `+91${fields.phone}`, loanAmount: 250_000, source: "Paid_LP_DigitalJourney" });
    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toHaveLength(0);
  });

  it("starts over with a new create (not an update) when the same session submits a different phone", async () => {
    const jar = new CookieJar();
    await land(jar);
    const first = await submitLeadForm(jar, leadFields());
    const firstId = otpId(first.location);
    const otherPhone = freshPhone();

    const second = await submitLeadForm(jar, leadFields({ phone: otherPhone }));

    expect(second.status).toBe(302);
    const secondId = otpId(second.location);
    expect(secondId).not.toBe(firstId);
    const creates = await leadCreates();
    expect(creates).toHaveLength(2);
    expect(creates[1]!.body.phone).toBe(`+91${otherPhone}`);
    expect(await paidUpdates(firstId)).toHaveLength(0);
  });

  it("accepts the phone typed with +91, spaces or a leading 0 and sends +91 and 10 digits", async () => {
    const jar = new CookieJar();
    await land(jar);
    const phone = freshPhone();

    const outcome = await submitLeadForm(jar, leadFields({ phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` }));

    expect(outcome.status).toBe(302);
    expect((await leadCreates())[0]!.body.phone).toBe(`+91${phone}`);
  });

  it("answers 409 with the server's message and no redirect for a duplicate lead without a transaction", async () => {
    const jar = new CookieJar();
    await land(jar);

    const outcome = await submitLeadForm(jar, leadFields({ phone: LEAD_PHONES.duplicate }));

    expect(outcome.status).toBe(409);
    expect(outcome.location).toBeNull();
    expect(outcome.data.notice).toBe("You have already shared your details with us. Our team will call you shortly.");
    // No popup for a 409.
    expect(await rootPopup(jar)).toBeNull();
  });

  it("redirects to the OTP page of the transaction for a duplicate lead with a transaction", async () => {
    const jar = new CookieJar();
    await land(jar);

    const outcome = await submitLeadForm(jar, leadFields({ phone: LEAD_PHONES.activeTransaction }));

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/otp/auth/TXN-SIM-0410");
    expect(setCookieNames(outcome.headers)).toEqual(expect.arrayContaining(["gl_lead_id", "gl_session"]));
    expect(leadIdOfCookie(jar.header())).toBe("5eed0410-0000-4000-8000-000000000410");
  });

  describe("validation", () => {
    it("answers 400 with a message for a phone that is not an Indian mobile number, and calls no lead service", async () => {
      const jar = new CookieJar();
      await land(jar);

      const outcome = await submitLeadForm(jar, leadFields({ phone: "5123456789" }));

      expect(outcome.status).toBe(400);
      expect(outcome.data.result.error.phone).toEqual(["Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9."]);
      expect(outcome.data.result.initialValue).toMatchObject({ phone: "5123456789", loanAmount: "150000" });
      // The form's own checks come first: not even the city list was read, and nothing was sent to the lead service.
      // (The visitor's event registration and the footer's lenders are read by every page.)
      expect(
        (await journal(app))
          .filter((e) => !isLendersRead(e))
          .map((e) => e.path)
          .filter((p) => !ANALYTICS.test(p)),
      ).toEqual([]);
    });

    it("answers 400 for a city that is not in the list", async () => {
      const jar = new CookieJar();
      await land(jar);

      const outcome = await submitLeadForm(jar, leadFields({ cityId: "9999" }));

      expect(outcome.status).toBe(400);
      expect(outcome.data.result.error.cityId).toEqual(["Choose your city from the list."]);
      expect(await leadCreates()).toHaveLength(0);
    });

    it("answers 400 for an amount below the city's minimum (Hyderabad: 50,000)", async () => {
      const jar = new CookieJar();
      await land(jar);

      const outcome = await submitLeadForm(jar, leadFields({ cityId: "2", loanAmount: "40000" }));

      expect(outcome.status).toBe(400);
      const [message] = outcome.data.result.error.loanAmount as string[];
      expect(message).toMatch(/^Enter an amount between ₹50,000 and .+ for Hyderabad\.$/);
      expect(await leadCreates()).toHaveLength(0);
    });

    it("answers 400 for a takeover below the city's to-amount minimum (Pune: 1,00,000), where a fresh loan would pass", async () => {
      const jar = new CookieJar();
      await land(jar);

      const outcome = await submitLeadForm(jar, leadFields({ cityId: "3", loanAmount: "60000", loanType: "TAKEOVER" }));

      expect(outcome.status).toBe(400);
      const [message] = outcome.data.result.error.loanAmount as string[];
      expect(message).toBe("Enter an amount between ₹1,00,000 and ₹99,99,999 for a takeover loan in Pune.");
      expect(await leadCreates()).toHaveLength(0);
    });

    it("answers 400 with a message for each missing field", async () => {
      const jar = new CookieJar();
      await land(jar);

      const outcome = await submitLeadForm(jar, {});

      expect(outcome.status).toBe(400);
      expect(Object.keys(outcome.data.result.error)).toEqual(expect.arrayContaining(["phone", "cityId", "loanAmount"]));
      expect((await journal(app, undefined, "POST")).filter((e) => !ANALYTICS.test(e.path))).toHaveLength(0);
    });
  });

  describe("upstream failures (requirements §8 digital call-to-action failure: on the form, no popup)", () => {
    /** The form came back with the message, what was typed, and no popup. */
    async function expectFormError(
      jar: CookieJar,
      outcome: Awaited<ReturnType<typeof submitLeadForm>>,
      fields: Record<string, string>,
      message: string,
    ) {
      expect(outcome.status).toBe(502);
      expect(outcome.location).toBeNull();
      expect(outcome.data.notice).toBeNull();
      expect(outcome.data.result.error).toEqual({ "": [message] });
      expect(outcome.data.result.initialValue).toMatchObject(fields);
      expect(await rootPopup(jar)).toBeNull();
    }

    it("shows the spec's message, never the upstream's own, on the form with what was typed when the create fails", async () => {
      const jar = new CookieJar();
      await land(jar);
      await app.control.failWith({ path: LEAD_PATHS.paidCreate, status: 500, message: "Leads are paused for maintenance" });
      const fields = leadFields({ cityId: "2", loanAmount: "175000", loanType: "TAKEOVER" });

      const outcome = await submitLeadForm(jar, fields);

      // An upstream's own text never reaches a page (decision 047), even one written for a person.
      await expectFormError(jar, outcome, fields, "Something went wrong while processing lead");
      // Nothing was stored: the next submit creates again.
      await submitLeadForm(jar, fields);
      expect(await leadCreates()).toHaveLength(2);
    });

    it.each([
      ["a 500 without a message", { status: 500, body: { code: 500 } }],
      [
        "a 500 whose message is not for a person",
        { status: 500, body: { code: 500, message: "java.lang.NullPointerException at LeadController.java:88" } },
      ],
      ["an answer after the timeout", { delayMs: HELD_MS, times: 1 }],
      ["a body that is not JSON", { malformed: true }],
      ["a reset connection", { reset: true }],
    ])('shows "Something went wrong while processing lead" for %s', async (_, failure) => {
      const jar = new CookieJar();
      await land(jar);
      await fault(app, { path: LEAD_PATHS.paidCreate, method: "POST", ...failure });
      const fields = leadFields();

      const outcome = await submitLeadForm(jar, fields);

      await expectFormError(jar, outcome, fields, "Something went wrong while processing lead");
    });

    it("says the same on the form when the update of the session's lead fails", async () => {
      const jar = new CookieJar();
      await land(jar);
      const fields = leadFields();
      const leadId = otpId((await submitLeadForm(jar, fields)).location);
      await fault(app, { path: LEAD_PATHS.paidUpdate, method: "POST", status: 503, body: { code: 503, message: "Lead service is down" } });

      const outcome = await submitLeadForm(jar, { ...fields, loanAmount: "90000" });

      await expectFormError(jar, outcome, { ...fields, loanAmount: "90000" }, "Something went wrong while processing lead");
      expect(await paidUpdates(leadId)).toHaveLength(1);
    });

    it("sends the upstream client's configured accept: application/json header", async () => {
      const jar = new CookieJar();
      await land(jar);

      await submitLeadForm(jar, leadFields());

      const [create] = await leadCreates();
      expect(create!.headers["accept"]).toBe("application/json");
    });
  });

  it("keeps what was typed when the city list cannot be read (another instance, cold cache)", async () => {
    // requirements §A11: every failure re-renders the form with what the user typed and one clear message.
    const jar = new CookieJar();
    await land(jar);
    await fault(app, { path: LEAD_PATHS.cities, status: 503, body: { code: 503, message: "City service unavailable" } });
    const fields = leadFields();

    const outcome = await submitLeadForm(jar, fields);

    const popup = outcome.location ? await rootPopup(jar) : null;
    const typed = popup?.formValues ?? outcome.data?.result?.initialValue;
    expect(typed).toMatchObject({ phone: fields.phone, loanAmount: fields.loanAmount });
    expect(popup?.message ?? outcome.data?.result?.error?.[""]?.[0]).toBeTruthy();
  });

  it("sends the visitor home when the flow configuration is missing", async () => {
    const jar = new CookieJar();
    await land(jar);
    await fault(app, { path: LEAD_PATHS.page, status: 404, body: { data: null, message: "Page not found" } });

    const outcome = await submitLeadForm(jar, leadFields());

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
    expect(await leadCreates()).toHaveLength(0);
  });
});

describe("home page loader", () => {
  it("reads the home page content from the CMS with the lead form's cities", async () => {
    const outcome = await call(home.loader, getRequest("/"));

    expect(outcome.status).toBe(200);
    expect(outcome.data.content.title).toEqual(expect.any(String));
    expect(citiesOfLines(outcome.data.cities as string).length).toBeGreaterThan(80);
    const pages = await journal(app, LEAD_PATHS.page, "GET");
    expect(pages.map((p) => p.query.urlName)).toEqual(["home"]);
  });

  it("falls back to built-in copy when the CMS fails", async () => {
    await fault(app, { path: LEAD_PATHS.page, status: 500 });

    const outcome = await call(home.loader, getRequest("/"));

    expect(outcome.status).toBe(200);
    expect(outcome.data.content).toEqual({
      title: "Gold loans at low interest, the same day",
      // No figure in the built-in copy: the computed figures are said apart (decision 045).
      description: "Borrow against your gold through our partner banks, at a branch near you or at your doorstep.",
      sections: [],
    });
  });
});

describe("/?index action (home page lead form)", () => {
  it("creates the lead with the organic home-page source and redirects to its OTP page", async () => {
    const jar = new CookieJar();
    await land(jar, "/?utm_source=newsletter");
    const fields = leadFields();

    const outcome = await submitHomeForm(jar, fields);

    expect(outcome.status).toBe(302);
    const leadId = otpId(outcome.location);
    expect(setCookieNames(outcome.headers)).toEqual(expect.arrayContaining(["gl_lead_id", "gl_session"]));
    const [create] = await leadServiceCreates();
    expect(create!.body).toMatchObject({
      phone: `+91${fields.phone}`,
      cityId: 1,
      loanAmount: 150_000,
      loanType: "FRESH",
      source: "Organic_Website_HomePage",
      utmSource: "newsletter",
    });
    expect(leadIdOfCookie(jar.header())).toBe(leadId);
    // The organic home page keeps the lead service: nothing goes to the digital journey's endpoints.
    expect(await leadCreates()).toHaveLength(0);
  });

  it("updates through the lead service (PUT) on a second submit", async () => {
    const jar = new CookieJar();
    await land(jar, "/");
    const fields = leadFields();
    const leadId = otpId((await submitHomeForm(jar, fields)).location);

    await submitHomeForm(jar, { ...fields, loanAmount: "90000" });

    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ loanAmount: 90_000 }) }),
    ]);
    expect(await paidUpdates(leadId)).toHaveLength(0);
  });

  it("uses the organic source even when the visitor first landed on the paid landing page", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details?utm_source=google");

    await submitHomeForm(jar, leadFields());

    expect((await leadServiceCreates())[0]!.body.source).toBe("Organic_Website_HomePage");
  });

  it("answers 409 with the server's message for a duplicate lead without a transaction", async () => {
    const jar = new CookieJar();
    await land(jar, "/");

    const outcome = await submitHomeForm(jar, leadFields({ phone: LEAD_PHONES.duplicate }));

    expect(outcome.status).toBe(409);
    expect(outcome.data.notice).toBe("You have already shared your details with us. Our team will call you shortly.");
  });

  it("answers 400 with field messages and calls no lead service on invalid input", async () => {
    const jar = new CookieJar();
    await land(jar, "/");

    const outcome = await submitHomeForm(jar, leadFields({ phone: "12345" }));

    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error.phone).toHaveLength(1);
    expect(await leadServiceCreates()).toHaveLength(0);
  });

  it("redirects back to the home page on an upstream failure, with the popup and the typed values", async () => {
    const jar = new CookieJar();
    await land(jar, "/");
    await fault(app, { path: LEAD_PATHS.create, method: "POST", status: 502, body: { code: 502, message: "Bad gateway upstream" } });
    const fields = leadFields();

    const outcome = await submitHomeForm(jar, fields);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
    const popup = await rootPopup(jar, "/");
    // Not the upstream's text: the popup's fallback ("" shows the spec's words in the page's language; decision 047).
    expect(popup?.message).toBe("");
    expect(popup?.formValues).toMatchObject({ phone: fields.phone });
  });

  it("still opens the popup (not the digital journey's form message) when the lead service times out", async () => {
    const jar = new CookieJar();
    await land(jar, "/");
    await fault(app, { path: LEAD_PATHS.create, method: "POST", delayMs: HELD_MS, times: 1 });

    const outcome = await submitHomeForm(jar, leadFields());

    expect(outcome.location).toBe("/");
    expect((await rootPopup(jar, "/"))?.message).toBe("");
    // A POST is not retried.
    expect(await leadServiceCreates()).toHaveLength(1);
  });
});
