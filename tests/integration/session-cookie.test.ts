/**
 * The session cookie always fits (requirements §A7, docs/decisions/011): whatever a visitor
 * sends, no page answers 500 because the cookie would pass 4 KB, and the step still works.
 * Each test is one of the cases that used to fail, through the real loaders and actions.
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, fault, journal, leadFields, postRequest, useSimulatedApp } from "./helpers";
import { freeSlot, land, loadBookVisitPage, loadDocument, postBooking, readyToBook, rootPopup, startJourney } from "./journey";
import { loadLayout, logIn, tokenOf } from "./cardholder";
import { cutToBytes } from "~/platform/bytes";
import { SESSION_COOKIE_BUDGET } from "~/platform/session.server";
import * as home from "~/routes/_index";
import * as basicDetails from "~/routes/lp.basic-details";
import { DEMO_CARDHOLDER, LEAD_PATHS, PINCODES } from "../support/fixtures";

const app = useSimulatedApp();

const DEVANAGARI_100 = "सोने का ऋण चाहिए ".repeat(7).slice(0, 100);
/** A doorstep visit's address with every field 100 Devanagari characters. */
const DEVANAGARI_ADDRESS = Object.fromEntries(
  ["house", "floor", "apartment", "street", "subarea", "area", "landmark"].map((field) => [field, DEVANAGARI_100]),
);

/** The session cookie of a response (name=value), which must fit its budget. */
function sessionCookie(headers: Headers): string | undefined {
  return headers
    .getSetCookie()
    .find((line) => line.startsWith("gl_session="))
    ?.split(";")[0];
}

function expectWithinBudget(headers: Headers) {
  const cookie = sessionCookie(headers);
  expect(cookie, "a session cookie was set").toBeDefined();
  expect(cookie!.length).toBeLessThanOrEqual(SESSION_COOKIE_BUDGET);
}

describe("an r_city of 3,000 characters", () => {
  it("opens the home page and every page after it, and still picks the city", async () => {
    const jar = new CookieJar();
    const landing = `/?r_city=gl_${"a".repeat(3000)}_3`;

    const first = await loadDocument(jar, landing, home.loader);

    expect(first.root.status).toBe(200);
    expect(first.route.status).toBe(200);
    expectWithinBudget(first.root.headers);
    // The stored attribution keeps the city's id: the lead form preselects it on later pages too.
    for (const path of ["/", "/lp/basic-details"]) {
      const page = await loadDocument(jar, path, path === "/" ? home.loader : basicDetails.loader);
      expect(page.root.status).toBe(200);
      expect(page.route.data.defaults.cityId).toBe("3");
    }
  });
});

describe("UTM parameters of 200 characters each", () => {
  it("lets the visitor choose a scheme and book, and the lead keeps its campaign", async () => {
    const jar = new CookieJar();
    const utm = (name: string) => `${name}-${"x".repeat(200 - name.length - 1)}`;
    await land(
      jar,
      `/lp/basic-details?utm_campaign=${utm("campaign")}&utm_source=${utm("source")}&utm_medium=${utm("medium")}&gclid=${utm("gclid")}`,
    );

    // Lead, OTP, pincode and the scheme: each step's redirect is asserted by the helpers.
    const { leadId } = await readyToBook(jar, app.sim.otp);

    const booking = await loadBookVisitPage(jar, "?kind=branch");
    expect(booking.status).toBe(200);
    // Every update of the lead still carries the campaign, cut to its limit.
    const updates = await journal(app, LEAD_PATHS.update(leadId), "PUT");
    const saves = [...(await journal(app, LEAD_PATHS.paidCreate, "POST")), ...updates];
    expect(saves.length).toBeGreaterThan(1);
    expect(saves[0]!.path).toBe(LEAD_PATHS.paidCreate);
    for (const save of saves) {
      expect(save.body.utmCampaign).toBe(utm("campaign").slice(0, 80));
      expect(save.body.utmSource).toBe(utm("source").slice(0, 80));
      expect(save.body.gclid).toBe(utm("gclid").slice(0, 120));
    }
  });
});

describe("100 Devanagari characters in each field of the lead's visit address", () => {
  it("a doorstep booking with every address field in Devanagari is booked", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp);
    const { date, slot } = await freeSlot(jar, "doorstep");

    const outcome = await postBooking(jar, { kind: "doorstep", date, slot: slot.id, pincode: PINCODES.serviceable, ...DEVANAGARI_ADDRESS });

    expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
    expect(outcome.location).toBe("/lp/confirmation");
    expectWithinBudget(outcome.headers);
    // The visit went upstream with the whole address; the session kept a shortened place.
    const [visit] = await journal(app, "/salesvisit/create", "POST");
    expect(JSON.stringify(visit?.body ?? "")).toContain(DEVANAGARI_100);
  });

  it("a doorstep booking that fails upstream comes back with the popup and what fits of the address", async () => {
    const jar = new CookieJar();
    const { leadId } = await readyToBook(jar, app.sim.otp);
    const { date, slot } = await freeSlot(jar, "doorstep");
    await fault(app, { path: LEAD_PATHS.update(leadId), method: "PUT", status: 500, body: { code: 500, message: "Lead service failed" } });

    const outcome = await postBooking(jar, { kind: "doorstep", date, slot: slot.id, pincode: PINCODES.serviceable, ...DEVANAGARI_ADDRESS });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/lp\/book-visit\?kind=doorstep/);
    expectWithinBudget(outcome.headers);
    const popup = await rootPopup(jar, "/lp/book-visit");
    expect(popup).toMatchObject({ message: "" });
    // What was typed comes back, each field cut by bytes (never in the middle of a character).
    expect(popup?.formValues).toMatchObject({ kind: "doorstep", date, pincode: PINCODES.serviceable });
    for (const field of Object.keys(DEVANAGARI_ADDRESS)) expect(popup?.formValues?.[field], field).toBe(cutToBytes(DEVANAGARI_100, 100));
  });
});

describe("the home page's lead form", () => {
  it("takes a lead after a landing with an r_city of 3,000 characters", async () => {
    const jar = new CookieJar();
    await land(jar, `/?r_city=gl_${"a".repeat(3000)}_3`);

    const outcome = await call(home.action, postRequest("/?index", leadFields({ cityId: "3" }), jar), {}, jar);

    expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
    expect((await journal(app, LEAD_PATHS.create, "POST"))[0]!.body.cityId).toBe(3);
    expectWithinBudget(outcome.headers);
  });
});

describe("what the browser holds", () => {
  it("the session cookie shows neither the cardholder's token nor the visitor's phone number, however it is decoded", async () => {
    const jar = new CookieJar();
    const { phone } = await startJourney(jar);
    await logIn(app.sim.otp, DEMO_CARDHOLDER.phone, "phone", jar);
    await loadLayout(jar);
    const token = tokenOf((await journal(app, "/auth/jwtvalidate", "POST"))[0]!.headers.authorization);

    const value = jar.get("gl_session")!;

    const decoded = decodeURIComponent(value);
    const readings = [
      value,
      decoded,
      ...[decoded, ...decoded.split(".")].flatMap((part) => [
        Buffer.from(part, "base64url").toString("latin1"),
        Buffer.from(part, "base64").toString("latin1"),
      ]),
    ];
    for (const reading of readings) {
      for (const secret of [token, ...token.split("."), phone, DEMO_CARDHOLDER.phone, DEMO_CARDHOLDER.phone.slice(-4) + '"'])
        expect(reading).not.toContain(secret);
    }
  });
});
