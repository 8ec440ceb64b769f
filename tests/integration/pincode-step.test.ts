/**
 * The guards of the steps after the OTP step, the pincode step (/lp/pincode) and the call
 * back (/lp/callback) against the simulator (requirements §2, §8; docs/decisions/006): serviceable,
 * branch-only and unserviceable pincodes, the nearest branch, and every failure path by
 * fault injection.
 */
import { afterEach, describe, expect, it } from "vitest";
import { call, CookieJar, fault, formReply, getRequest, isLendersRead, journal, postRequest, useSimulatedApp } from "./helpers";
import { chooseScheme, land, loadBookVisitPage, loadPincodePage, postPincode, rootPopup, startJourney, verifiedJourney } from "./journey";
import { eventsSettled } from "~/site/events.server";
import * as bookVisit from "~/routes/lp.book-visit";
import * as callback from "~/routes/lp.callback";
import * as confirmation from "~/routes/lp.confirmation";
import * as pincode from "~/routes/lp.pincode";
import * as schemes from "~/routes/lp.schemes";
import { LEAD_PATHS, PINCODES } from "../support/fixtures";

const app = useSimulatedApp();

// Events are sent after the response: none may reach the next test's journal.
afterEach(() => eventsSettled());

const SERVICEABILITY = "/insight/pincode-serviceability";
const BRANCH_DISTANCE_V3 = "/v3/insight/branches/distance";
const EVENTS = "/api/v1/eventService/sendEvent";

const leadUpdates = (leadId: string) => app.control.leadUpdates(leadId);

async function lastLeadUpdate(leadId: string) {
  return (await leadUpdates(leadId)).at(-1)!.body;
}

async function events(name: string) {
  await eventsSettled();
  return (await journal(app, EVENTS, "POST")).filter((entry) => entry.body.eventName === name);
}

function postCallback(jar: CookieJar, fields: Record<string, string>) {
  return call(callback.action, postRequest("/lp/callback", fields, jar), {}, jar);
}

const STEP_LOADERS = [
  ["/lp/pincode", pincode.loader],
  ["/lp/schemes", schemes.loader],
  ["/lp/book-visit", bookVisit.loader],
  ["/lp/confirmation", confirmation.loader],
] as const;

const STEP_ACTIONS = [
  ["/lp/pincode", pincode.action, { pincode: PINCODES.serviceable }],
  ["/lp/schemes", schemes.action, { schemeId: "FED-JMP-1188", amount: "150000" }],
  ["/lp/book-visit", bookVisit.action, { kind: "branch", date: "2026-12-01", slot: "10:00-11:00", branchId: "BLR-KRM-01" }],
  ["/lp/callback", callback.action, { returnTo: "/lp/pincode" }],
] as const;

describe("guards of the steps after the OTP step", () => {
  it.each(STEP_LOADERS)("%s sends a visitor without a lead to the company home page", async (path, loader) => {
    const jar = new CookieJar();
    await land(jar);

    const outcome = await call(loader, getRequest(path, jar), {}, jar);

    expect(outcome.status).toBe(302);
    expect(outcome.thrown).toBe(true);
    expect(outcome.location).toBe("/");
  });

  it.each(STEP_ACTIONS)("a POST to %s without a lead goes to the company home page and calls nothing", async (path, action, fields) => {
    const jar = new CookieJar();
    await land(jar);

    const outcome = await call(action, postRequest(path, fields, jar), {}, jar);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/");
    const calls = (await journal(app)).filter(
      (entry) =>
        !entry.path.startsWith("/api/v1/strapi/pages") &&
        !isLendersRead(entry) &&
        !entry.path.startsWith("/api/v1/eventService/") &&
        !entry.path.startsWith("/AB/") &&
        !entry.path.startsWith("/flagsmith/"),
    );
    expect(calls).toEqual([]);
  });

  it.each(STEP_LOADERS)("%s sends a lead that is not verified yet to its OTP page", async (path, loader) => {
    const jar = new CookieJar();
    const { leadId } = await startJourney(jar);

    const outcome = await call(loader, getRequest(path, jar), {}, jar);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/lp/otp/auth/${leadId}`);
  });

  it("the booking step sends a lead without a pincode to the pincode step, then without a scheme to the schemes step", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);

    const noPincode = await loadBookVisitPage(jar);
    expect(noPincode.status).toBe(302);
    expect(noPincode.location).toBe("/lp/pincode");
    const noPincodePost = await call(bookVisit.action, postRequest("/lp/book-visit", STEP_ACTIONS[2][2], jar), {}, jar);
    expect(noPincodePost.location).toBe("/lp/pincode");

    await postPincode(jar, { intent: "check", pincode: PINCODES.serviceable });

    const noScheme = await loadBookVisitPage(jar);
    expect(noScheme.status).toBe(302);
    expect(noScheme.location).toBe("/lp/schemes");
    const noSchemePost = await call(bookVisit.action, postRequest("/lp/book-visit", STEP_ACTIONS[2][2], jar), {}, jar);
    expect(noSchemePost.location).toBe("/lp/schemes");
  });

  it("the confirmation step sends a verified lead without a booking to the booking step", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);

    const outcome = await call(confirmation.loader, getRequest("/lp/confirmation", jar), {}, jar);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/book-visit");
  });
});

describe("/lp/pincode loader", () => {
  it("shows the form with the lead's city, the daily visit count and the alert-seek prompt", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);

    const outcome = await loadPincodePage(jar);

    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({
      pincode: "",
      city: "Bangalore",
      unserviceable: false,
      nearest: null,
      callbackRequested: false,
      popup: null,
    });
    expect(outcome.data.blocks.map((b: { type: string }) => b.type)).toEqual(["daily-visit-count", "alert-seek"]);
    // The configured daily count, said of no city (decision 045): a figure of the configuration, not of Bangalore today.
    expect(outcome.data.blocks[0]).toEqual({ type: "daily-visit-count", count: expect.any(Number) });
    expect(outcome.data.blocks[1]).toMatchObject({
      type: "alert-seek",
      message: "Need help choosing? Ask for a call back and our gold loan expert will call you.",
    });
    expect(await journal(app, BRANCH_DISTANCE_V3)).toHaveLength(0);
  });

  it("a link with the old ?result=unserviceable says nothing: the session's check says it", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);
    await postPincode(jar, { intent: "check", pincode: PINCODES.serviceable });

    const outcome = await loadPincodePage(jar, "?result=unserviceable");

    expect(outcome.data).toMatchObject({ unserviceable: false, nearest: null });
    expect(await journal(app, BRANCH_DISTANCE_V3)).toHaveLength(0);
  });
});

describe("/lp/pincode action", () => {
  it.each([
    ["", "Please enter your 6-digit pincode."],
    ["56003a", "A pincode has digits only."],
    ["56003", "A pincode has exactly 6 digits."],
    ["960034", "Please check your pincode: it should start with a digit from 1 to 8."],
  ])("refuses %j with 400, its message and the typed value, calling no upstream", async (typed, message) => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp);
    const updatesBefore = (await leadUpdates(leadId)).length;

    const outcome = await postPincode(jar, { intent: "check", pincode: typed });

    expect(outcome.status).toBe(400);
    expect(outcome.location).toBeNull();
    expect(outcome.data).toEqual({ result: formReply({ pincode: [message] }, { pincode: typed }), notice: null });
    expect(await journal(app, SERVICEABILITY)).toHaveLength(0);
    expect(await leadUpdates(leadId)).toHaveLength(updatesBefore);
  });

  it("saves a serviceable pincode on the lead and goes to the schemes step", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp);

    const outcome = await postPincode(jar, { intent: "check", pincode: "560 034" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/schemes");
    const checks = await journal(app, SERVICEABILITY, "GET");
    expect(checks).toHaveLength(1);
    expect(checks[0]!.query).toEqual({ pincode: PINCODES.serviceable, cityId: "1" });
    expect(await lastLeadUpdate(leadId)).toMatchObject({ pincode: PINCODES.serviceable, cityId: 1, otpVerified: true });
    expect((await loadPincodePage(jar)).data).toMatchObject({ pincode: PINCODES.serviceable, unserviceable: false });
    const [checked] = await events("pincode_checked");
    expect(checked!.body.eventData).toMatchObject({ pincode: PINCODES.serviceable, serviceable: true, category: "DIGITAL-JOURNEY" });
  });

  it("keeps only the branch visit for a pincode served by a branch only (560300)", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp, { loanAmount: "300000" });

    const outcome = await postPincode(jar, { intent: "check", pincode: PINCODES.branchOnly });

    expect(outcome.location).toBe("/lp/schemes");
    expect(await lastLeadUpdate(leadId)).toMatchObject({ pincode: PINCODES.branchOnly });
    await chooseScheme(jar, "FED-JMP-1188", 300000);
    const booking = await loadBookVisitPage(jar);
    expect(booking.status).toBe(200);
    expect(booking.data.options).toEqual([
      { kind: "branch", available: true, reason: null },
      { kind: "doorstep", available: false, reason: "Our team cannot come to 560300 yet. Please visit a branch." },
    ]);
    // The only kind that can be booked is chosen without asking.
    expect(booking.data.kind).toBe("branch");
  });

  it("saves an unserviceable pincode and offers the nearest branch with its distance", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp);

    const outcome = await postPincode(jar, { intent: "check", pincode: PINCODES.unserviceable });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/pincode");
    expect(await lastLeadUpdate(leadId)).toMatchObject({ pincode: PINCODES.unserviceable });

    const page = await loadPincodePage(jar);

    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ pincode: PINCODES.unserviceable, unserviceable: true, popup: null });
    expect(page.data.nearest).toMatchObject({
      id: "BLR-MGR-01",
      name: "Chola Gold Loan, MG Road",
      lender: "Cholamandalam Investment and Finance",
      distance: "32.1 km",
    });
    // The distance service's "1 hour 5 mins", in the page's words (app/journey/travel-time.ts).
    expect(page.data.nearest.duration).toEqual({
      text: expect.stringMatching(/^(\d+ hours? )?\d+ minutes?$|^\d+ hours?$/),
      english: false,
    });
    const distances = await journal(app, BRANCH_DISTANCE_V3, "GET");
    expect(distances).toHaveLength(1);
    expect(distances[0]!.query).toEqual({ pincode: PINCODES.unserviceable, cityId: "1", limit: "3" });
    const [checked] = await events("pincode_checked");
    expect(checked!.body.eventData).toMatchObject({ pincode: PINCODES.unserviceable, serviceable: false });
  });

  it("takes the nearest branch instead (intent=branch): lenderBranch is saved with the distance as a number, and the journey goes on", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp, { loanAmount: "300000" });
    await postPincode(jar, { intent: "check", pincode: PINCODES.unserviceable });
    const { nearest } = (await loadPincodePage(jar)).data;

    const outcome = await postPincode(jar, { intent: "branch", branchId: nearest.id });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/schemes");
    const update = await lastLeadUpdate(leadId);
    expect(update.lenderBranch).toEqual({ id: "BLR-MGR-01", name: "Chola Gold Loan, MG Road", distance: 32.1 });
    expect(update.pincode).toBe(PINCODES.unserviceable);

    // A scheme of that branch's lender (a branch visit is at a branch of the scheme's lender: decision 046).
    await chooseScheme(jar, "CHOLA-JMP-1199", 300000);
    const booking = await loadBookVisitPage(jar);
    expect(booking.data.options).toEqual([
      { kind: "branch", available: true, reason: null },
      { kind: "doorstep", available: false, reason: "Our team cannot come to 562157 yet. Please visit a branch." },
    ]);
    expect(booking.data.kind).toBe("branch");
    expect(booking.data.branches.map((b: { id: string }) => b.id)).toEqual(["BLR-MGR-01"]);
  });

  it("sends another branch id back to the unserviceable page without saving", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp);
    await postPincode(jar, { intent: "check", pincode: PINCODES.unserviceable });
    const updates = (await leadUpdates(leadId)).length;

    const outcome = await postPincode(jar, { intent: "branch", branchId: "BLR-KRM-01" });

    expect(outcome.location).toBe("/lp/pincode");
    expect(await leadUpdates(leadId)).toHaveLength(updates);
  });

  it("goes back to the form with the popup (our words, not the server's) and the typed pincode when the serviceability check fails", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp);
    await fault(app, { path: SERVICEABILITY, status: 503, body: { code: 503, message: "Pincode service is down" } });
    const updates = (await leadUpdates(leadId)).length;

    const outcome = await postPincode(jar, { intent: "check", pincode: PINCODES.serviceable });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/pincode");
    // A GET is retried once.
    expect(await journal(app, SERVICEABILITY, "GET")).toHaveLength(2);
    expect(await leadUpdates(leadId)).toHaveLength(updates);
    const popup = await rootPopup(jar, "/lp/pincode");
    // The popup in our words (its fallback), not the upstream's (decision 047).
    expect(popup?.message).toBe("");
    expect(popup?.formValues).toMatchObject({ pincode: PINCODES.serviceable });
    expect(await rootPopup(jar, "/lp/pincode")).toBeNull();
    // Nothing was saved.
    expect((await loadPincodePage(jar)).data.pincode).toBe("");
  });

  it("goes back to the form with the popup when the lead update fails", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp);
    await fault(app, { path: LEAD_PATHS.update(leadId), method: "PUT", status: 500, body: { code: 500, message: "Lead update failed" } });

    const outcome = await postPincode(jar, { intent: "check", pincode: PINCODES.serviceable });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/pincode");
    const popup = await rootPopup(jar, "/lp/pincode");
    expect(popup?.message).toBe("");
    expect(popup?.formValues).toMatchObject({ pincode: PINCODES.serviceable });
    expect((await loadPincodePage(jar)).data.pincode).toBe("");
  });

  it("goes back with the popup when the nearest branch cannot be read while choosing it", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);
    await postPincode(jar, { intent: "check", pincode: PINCODES.unserviceable });
    await fault(app, { path: BRANCH_DISTANCE_V3, status: 503, body: { code: 503, message: "Branch service is down" } });

    const outcome = await postPincode(jar, { intent: "branch", branchId: "BLR-MGR-01" });

    expect(outcome.location).toBe("/lp/pincode");
    expect((await rootPopup(jar, "/lp/pincode"))?.message).toBe("");
  });

  it("renders the unserviceable page without a branch, with the popup, when the branch distance (v3) fails", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);
    await postPincode(jar, { intent: "check", pincode: PINCODES.unserviceable });
    await fault(app, { path: BRANCH_DISTANCE_V3, status: 503, body: { code: 503, message: "Branch service is down" } });

    const outcome = await loadPincodePage(jar);

    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ unserviceable: true, nearest: null, pincode: PINCODES.unserviceable });
    expect(outcome.data.popup).toMatchObject({ message: "" });
    expect(typeof outcome.data.popup.id).toBe("string");
    expect(await journal(app, BRANCH_DISTANCE_V3, "GET")).toHaveLength(2);
  });

  it("opens no popup for a 409 and says it on the form instead", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);
    await fault(app, { path: SERVICEABILITY, status: 409, body: { code: 409, message: "Conflict" } });

    const outcome = await postPincode(jar, { intent: "check", pincode: PINCODES.serviceable });

    expect(outcome.status).toBe(502);
    expect(outcome.data).toEqual({
      result: formReply({ pincode: ["We could not save this just now. Please try again."] }, { pincode: PINCODES.serviceable }),
      notice: null,
    });
    expect(await rootPopup(jar, "/lp/pincode")).toBeNull();
  });
});

describe("/lp/callback action", () => {
  it("saves the consent to call, goes back to the page it came from, and hides the alert-seek prompt", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp);
    await postPincode(jar, { intent: "check", pincode: PINCODES.unserviceable });
    const updates = (await leadUpdates(leadId)).length;

    const before = Date.now();
    const outcome = await postCallback(jar, { returnTo: "/lp/pincode" });
    const after = Date.now();

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/pincode");
    const written = await leadUpdates(leadId);
    expect(written).toHaveLength(updates + 1);
    expect(written.at(-1)!.body).toMatchObject({ consentToCall: true, pincode: PINCODES.unserviceable });
    // The consent's record (userConsent) goes with the event: the lead model has no field for it.
    expect(written.at(-1)!.body).not.toHaveProperty("userConsent");
    const [requested] = await events("callback_requested");
    expect(requested!.body.eventData).toMatchObject({ leadId, category: "INTERACTIONS", consentNotice: "callback" });
    const consentAt = Date.parse(requested!.body.eventData.consentAt);
    expect(consentAt).toBeGreaterThanOrEqual(before);
    expect(consentAt).toBeLessThanOrEqual(after);

    const page = await loadPincodePage(jar);
    expect(page.data.callbackRequested).toBe(true);
    expect(page.data.blocks.map((b: { type: string }) => b.type)).toEqual(["daily-visit-count"]);
  });

  it.each(["https://evil.example/lp/pincode", "//evil.example/lp/pincode", "/\\evil.example", "lp/schemes", ""])(
    "falls back to /lp/pincode for the returnTo %j",
    async (returnTo) => {
      const jar = new CookieJar();
      await verifiedJourney(jar, app.sim.otp);

      const outcome = await postCallback(jar, { returnTo });

      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe("/lp/pincode");
    },
  );

  it.each([
    ["CR/LF", "/lp/pincode\r\nSet-Cookie: gl_session=x"],
    ["a vertical tab", "/\u000b/127.0.0.1:8080/"],
    ["a tab (browsers drop it: //127.0.0.1)", "/\t/127.0.0.1:8080/"],
    ["U+3000", "/\u3000/evil.example"],
    ["a C1 control", "/lp/schemes\u0085"],
  ])("falls back to /lp/pincode (no 500) for a returnTo with %s", async (_what, returnTo) => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);

    const outcome = await postCallback(jar, { returnTo });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/lp/pincode");
  });

  it("goes back to a safe path on this site", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);

    const outcome = await postCallback(jar, { returnTo: "/lp/schemes?filter=monthly" });

    expect(outcome.location).toBe("/lp/schemes?filter=monthly");
  });

  it("goes back with the popup and without the request stored when the lead update fails", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp);
    await fault(app, { path: LEAD_PATHS.update(leadId), method: "PUT", status: 500, body: { code: 500, message: "Lead update failed" } });

    const outcome = await postCallback(jar, { returnTo: "/lp/pincode" });

    expect(outcome.location).toBe("/lp/pincode");
    expect((await rootPopup(jar, "/lp/pincode"))?.message).toBe("");
    await app.control.clearFaults();
    expect((await loadPincodePage(jar)).data.callbackRequested).toBe(false);
  });

  it("redirects a GET to the pincode step", async () => {
    const outcome = await call(callback.loader, getRequest("/lp/callback"));

    expect(outcome.location).toBe("/lp/pincode");
  });
});
