/**
 * The cardholder's pages against the simulator's card services (requirements §2-§8): the card and its
 * limits, consent by OTP, the limit increase (calculator, visit booking, OTP for the request),
 * release requests, offers, rewards, PAN validation and document photos, and the failure of
 * every page's read (a popup, never a thrown error).
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, fault, formReply, journal, ORIGIN, useSimulatedApp } from "./helpers";
import {
  CARD_HOME_PATH,
  cardholderEnv,
  loadPage,
  logIn,
  offeredLimitVisit,
  postPage,
  postPlainForm,
  SIGN_OUT_PATH,
  pageNotice,
  tokenOf,
} from "./cardholder";
import { rootPopup } from "./journey";
import * as consent from "~/routes/lp_.cards._account.consent";
import * as documents from "~/routes/lp_.cards._account.documents";
import * as limitIncrease from "~/routes/lp_.cards._account.limit-increase";
import * as limits from "~/routes/lp_.cards._account.limits";
import * as offers from "~/routes/lp_.cards._account.offers";
import * as offer from "~/routes/lp_.cards._account.offers_.$id";
import * as releaseRequests from "~/routes/lp_.cards._account.release-requests";
import * as rewards from "~/routes/lp_.cards._account.rewards";
import { APPLICANT, cardLimitFor, DEMO_CARDHOLDER, NO_CARD_USER, PINCODES } from "../support/fixtures";

const app = useSimulatedApp({ env: cardholderEnv() });

const CREDIT_LIMIT = "/credit-limit/user";
// Ours, not the upstream's words (decision 047).
const WRONG_OTP = "We could not accept this. Please check what you entered and try again.";
const JWT_HEADER = /^JWT [\w-]+\.[\w-]+\.[\w-]+$/;

/** The token the pages sent on their card calls (from the journal). */
async function cardToken(): Promise<string> {
  const [entry] = await journal(app, CREDIT_LIMIT, "GET");
  return tokenOf(entry?.headers.authorization);
}

// ---------------------------------------------------------------------------------------

describe("/lp/cards/limits", () => {
  it("returns the card with its limits, and never the token", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadPage(limits.loader, jar, CARD_HOME_PATH);

    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ popup: null });
    expect(await pageNotice(jar, CARD_HOME_PATH, "limits")).toBeNull();
    expect(outcome.data.lookup).toMatchObject({
      kind: "card",
      card: {
        cardId: DEMO_CARDHOLDER.cardId,
        customerId: DEMO_CARDHOLDER.customerId,
        cardholderName: "Asha Rao",
        cardNumberLast4: "0601",
        cardStatus: "ACTIVE",
        creditLimit: 150000,
        availableLimit: 112500,
        utilisedLimit: 37500,
        goldWeight: 42.5,
        consentGiven: false,
      },
    });
    const calls = await journal(app, CREDIT_LIMIT, "GET");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.authorization).toMatch(JWT_HEADER);
    const token = await cardToken();
    const serialised = JSON.stringify(outcome.data);
    expect(serialised).not.toContain(token);
    expect(serialised).not.toContain(token.split(".")[2]!);
  });

  it("says a cardholder without a card has none (GS_NO_CARDS_FOR_CUSTOMER)", async () => {
    const jar = await logIn(app.sim.otp, NO_CARD_USER.phone);

    const outcome = await loadPage(limits.loader, jar, CARD_HOME_PATH);

    expect(outcome.status).toBe(200);
    expect(outcome.data.lookup).toEqual({ kind: "no-card", code: "GS_NO_CARDS_FOR_CUSTOMER" });
    expect(outcome.data.popup).toBeNull();
  });

  it("says an applicant without an application has none (CCAPPLICATION_NOT_FOUND)", async () => {
    const jar = await logIn(app.sim.otp, APPLICANT.phone);

    const outcome = await loadPage(limits.loader, jar, CARD_HOME_PATH);

    expect(outcome.data.lookup).toEqual({ kind: "no-card", code: "CCAPPLICATION_NOT_FOUND" });
    expect(outcome.data.popup).toBeNull();
  });

  it("sends a visitor without a session to the sign-out page", async () => {
    const outcome = await loadPage(limits.loader, new CookieJar(), CARD_HOME_PATH);

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(SIGN_OUT_PATH);
    expect(await journal(app, CREDIT_LIMIT)).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------------------

describe("/lp/cards/consent", () => {
  const PATH = "/lp/cards/consent";

  it("sends the consent code, then the code records the consent", async () => {
    const jar = await logIn(app.sim.otp);
    expect((await loadPage(consent.loader, jar, PATH)).data).toMatchObject({ codeSent: false, given: false });

    const sent = await postPage(consent.action, jar, PATH, { intent: "send" });

    expect(sent.status).toBe(302);
    expect(sent.location).toBe(PATH);
    const sends = await journal(app, "/credit-limit/send-consent-otp", "POST");
    expect(sends).toHaveLength(1);
    expect(sends[0]!.headers.authorization).toMatch(JWT_HEADER);
    expect(sends[0]!.body).toBeNull();
    expect((await loadPage(consent.loader, jar, PATH)).data).toMatchObject({ codeSent: true, given: false });

    const validated = await postPage(consent.action, jar, PATH, { intent: "validate", otp: app.sim.otp });

    expect(validated.status).toBe(302);
    expect(validated.location).toBe("/lp/cards/limits");
    const validations = await journal(app, "/credit-limit/validate-consent-otp", "POST");
    expect(validations).toHaveLength(1);
    expect(validations[0]!.headers.authorization).toBe(sends[0]!.headers.authorization);
    expect(validations[0]!.body).toEqual({ trackingId: expect.stringMatching(/^TRK-/), otp: app.sim.otp });

    expect(await pageNotice(jar, "/lp/cards/limits", "limits")).toEqual({ page: "limits", consentGiven: true });
    const card = await loadPage(limits.loader, jar, "/lp/cards/limits");
    expect(card.data.lookup.card.consentGiven).toBe(true);
    // The thanks are said once.
    expect(await pageNotice(jar, "/lp/cards/limits", "limits")).toBeNull();
    expect((await loadPage(consent.loader, jar, PATH)).data).toMatchObject({ codeSent: false, given: true });
  });

  it("answers 400 with the upstream's message for a wrong consent code", async () => {
    const jar = await logIn(app.sim.otp);
    await postPage(consent.action, jar, PATH, { intent: "send" });

    const outcome = await postPage(consent.action, jar, PATH, { intent: "validate", otp: "000000" });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ result: formReply({ "": [WRONG_OTP] }, { intent: "validate" }), notice: null });
    expect((await loadPage(limits.loader, jar, CARD_HOME_PATH)).data.lookup.card.consentGiven).toBe(false);
  });

  it("refuses a code that is not 6 digits without calling the upstream", async () => {
    const jar = await logIn(app.sim.otp);
    await postPage(consent.action, jar, PATH, { intent: "send" });

    const outcome = await postPage(consent.action, jar, PATH, { intent: "validate", otp: "12 3" });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      result: formReply({ otp: ["Enter the 6-digit code we sent to you."] }, { intent: "validate" }),
      notice: null,
    });
    expect(await journal(app, "/credit-limit/validate-consent-otp")).toHaveLength(0);
  });

  it("goes back to the page without a code sent first", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postPage(consent.action, jar, PATH, { intent: "validate", otp: app.sim.otp });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(PATH);
    expect(await journal(app, "/credit-limit/validate-consent-otp")).toHaveLength(0);
  });

  it("goes back with the popup when the send fails", async () => {
    const jar = await logIn(app.sim.otp);
    await app.control.failWith({ path: "/credit-limit/send-consent-otp", status: 500, message: "Consent service is down" });

    const outcome = await postPage(consent.action, jar, PATH, { intent: "send" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(PATH);
    expect((await rootPopup(jar, PATH))?.message).toBe("");
  });

  it("shows a no-card cardholder's answer on the form when the send is refused (404)", async () => {
    const jar = await logIn(app.sim.otp, NO_CARD_USER.phone);

    const outcome = await postPage(consent.action, jar, PATH, { intent: "send" });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ result: formReply({ "": [WRONG_OTP] }, { intent: "send" }), notice: null });
  });
});

// ---------------------------------------------------------------------------------------

describe("/lp/cards/limit-increase", () => {
  const PATH = "/lp/cards/limit-increase";
  const SEND_LIMIT_OTP = "/credit-limit-management/send-limit-otp";
  const VERIFY_LIMIT_OTP = "/credit-limit-management/verify-limit-otp";

  /** The first day the calculator's page offers with a free slot. */
  const freeLimitSlot = (jar: CookieJar) => offeredLimitVisit(limitIncrease.loader, jar);

  it("estimates the limit for 10 g of 22 karat at today's rate and offers days and slots", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadPage(limitIncrease.loader, jar, `${PATH}?goldWeight=10&goldQuality=22K`);

    expect(outcome.status).toBe(200);
    expect(outcome.data.popup).toBeNull();
    expect(outcome.data.estimate).toMatchObject({ goldWeight: 10, goldQuality: "22K", eligibleLimit: cardLimitFor(10, "22K") });
    expect(outcome.data.calculator).toEqual({
      goldWeight: "10",
      goldQuality: "22K",
      result: formReply({}, { goldWeight: "10", goldQuality: "22K" }),
    });
    expect(outcome.data.days.length).toBeGreaterThan(0);
    expect(outcome.data.days[0]).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), label: expect.any(String) });
    expect(outcome.data.date).toBe(outcome.data.days[0].date);
    expect(Array.isArray(outcome.data.slots)).toBe(true);
    expect(outcome.data.slots.length).toBeGreaterThan(0);
    // The seeded request of the demo card is open.
    expect(outcome.data.active).toMatchObject({ requestId: "LIR-0601", status: "SLOT_BOOKED" });
    expect(outcome.data.otpSent).toBe(false);
    // Other figures than the request's (20 g): they go into the request before it is confirmed.
    expect(outcome.data.recalculated).toBe(true);
    // Its visit in the journey's words: twelve-hour times in English.
    expect(outcome.data.active.slotText).toMatch(/day.*, \d{1,2}:00 [AP]M – \d{1,2}:00 [AP]M$/);
    const calculator = await journal(app, "/goldswiper/credit-limit/calculator", "GET");
    expect(calculator).toHaveLength(1);
    expect(calculator[0]!.query).toEqual({ goldWeight: "10", goldQuality: "22K" });
    expect(calculator[0]!.headers.authorization).toMatch(JWT_HEADER);
    expect((await journal(app, "/credit-limit-management/active-request", "GET"))[0]!.query).toEqual({ requestType: "LIMIT_INCREASE" });
  });

  it("the seeded request is what its gold gives at today's rate: recalculating it offers its confirmation as it stands", async () => {
    const jar = await logIn(app.sim.otp);
    const outcome = await loadPage(limitIncrease.loader, jar, `${PATH}?goldWeight=20&goldQuality=22K`);
    expect(outcome.data.active).toMatchObject({ goldWeight: 20, requestedLimit: cardLimitFor(20, "22K") });
    expect(outcome.data.estimate).toMatchObject({ goldWeight: 20, eligibleLimit: cardLimitFor(20, "22K") });
    expect(outcome.data.recalculated).toBe(false);
    expect((await loadPage(limitIncrease.loader, jar, PATH)).data.recalculated).toBe(false);
  });

  it("shows the calculator's problems without calling it", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadPage(limitIncrease.loader, jar, `${PATH}?goldWeight=0&goldQuality=21K`);

    expect(outcome.data.estimate).toBeNull();
    expect(Object.keys(outcome.data.calculator.result.error).sort()).toEqual(["goldQuality", "goldWeight"]);
    expect(await journal(app, "/goldswiper/credit-limit/calculator")).toHaveLength(0);
  });

  it("books the visit (lead-service v2 with the token), sends the code for the request and confirms it", async () => {
    const jar = await logIn(app.sim.otp);
    const { date, slot } = await freeLimitSlot(jar);

    // A field the form does not have (a limit of the visitor's choosing) is refused, and nothing is booked.
    const forged = await postPage(limitIncrease.action, jar, PATH, {
      intent: "book",
      goldWeight: "10",
      goldQuality: "22K",
      date,
      slot,
      requestedLimit: "9999999",
    });
    expect(forged.status).toBe(400);
    expect(await journal(app, "/lead-service/v2/lead", "POST")).toHaveLength(0);

    const booked = await postPage(limitIncrease.action, jar, PATH, { intent: "book", goldWeight: "10", goldQuality: "22K", date, slot });

    expect(booked.status).toBe(302);
    expect(booked.location).toBe(PATH);
    const leads = await journal(app, "/lead-service/v2/lead", "POST");
    expect(leads).toHaveLength(1);
    expect(leads[0]!.headers.authorization).toMatch(JWT_HEADER);
    expect(leads[0]!.body).toEqual({
      requestType: "LIMIT_INCREASE",
      cardId: DEMO_CARDHOLDER.cardId,
      goldWeight: 10,
      goldQuality: "22K",
      requestedLimit: cardLimitFor(10, "22K"),
      slot: `${date} ${slot}`,
      pincode: PINCODES.serviceable,
    });
    expect(await pageNotice(jar, PATH, "limit-increase")).toEqual({ page: "limit-increase", booked: true });
    expect(await pageNotice(jar, PATH, "limit-increase")).toBeNull();
    const page = await loadPage(limitIncrease.loader, jar, PATH);
    expect(page.data.active).toMatchObject({
      status: "SLOT_BOOKED",
      goldWeight: 10,
      requestedLimit: cardLimitFor(10, "22K"),
      slot: `${date} ${slot}`,
    });
    const requestId: string = page.data.active.requestId;

    const sent = await postPage(limitIncrease.action, jar, PATH, { intent: "send-otp", requestId });

    expect(sent.status).toBe(302);
    expect(sent.location).toBe(PATH);
    const sends = await journal(app, SEND_LIMIT_OTP, "POST");
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toEqual({ requestId });
    expect(sends[0]!.headers.authorization).toMatch(JWT_HEADER);
    expect((await loadPage(limitIncrease.loader, jar, PATH)).data.otpSent).toBe(true);

    const verified = await postPage(limitIncrease.action, jar, PATH, { intent: "verify-otp", otp: app.sim.otp });

    expect(verified.status).toBe(302);
    expect(verified.location).toBe(PATH);
    const verifies = await journal(app, VERIFY_LIMIT_OTP, "POST");
    expect(verifies).toHaveLength(1);
    expect(verifies[0]!.body).toEqual({ requestId, trackingId: expect.stringMatching(/^TRK-/), otp: app.sim.otp });
    const after = await loadPage(limitIncrease.loader, jar, PATH);
    expect(after.data.active).toMatchObject({ requestId, status: "OTP_VERIFIED" });
    expect(after.data.otpSent).toBe(false);
  });

  it("refuses a send without a request id (400, 'Request ID is required') and calls nothing", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postPage(limitIncrease.action, jar, PATH, { intent: "send-otp", requestId: "" });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ result: formReply({ "": ["Request ID is required"] }, { intent: "send-otp" }), notice: null });
    expect(await journal(app, SEND_LIMIT_OTP)).toHaveLength(0);
  });

  it("sends no code for a request that is not the cardholder's active one (a form can name any id)", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postPage(limitIncrease.action, jar, PATH, { intent: "send-otp", requestId: "LIR-SOMEONE-ELSE" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(PATH);
    expect(await journal(app, SEND_LIMIT_OTP)).toHaveLength(0);
    expect((await loadPage(limitIncrease.loader, jar, PATH)).data.otpSent).toBe(false);
  });

  it("refuses a verify without a code sent first and calls nothing", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postPage(limitIncrease.action, jar, PATH, { intent: "verify-otp", otp: app.sim.otp });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      result: formReply({ "": ["Required parameters missing: requestId, trackingId, and otp are required"] }, { intent: "verify-otp" }),
      notice: null,
    });
    expect(await journal(app, VERIFY_LIMIT_OTP)).toHaveLength(0);
  });

  it("answers 400 with the upstream's message for a wrong limit code", async () => {
    const jar = await logIn(app.sim.otp);
    await postPage(limitIncrease.action, jar, PATH, { intent: "send-otp", requestId: "LIR-0601" });

    const outcome = await postPage(limitIncrease.action, jar, PATH, { intent: "verify-otp", otp: "000000" });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ result: formReply({ "": [WRONG_OTP] }, { intent: "verify-otp" }), notice: null });
  });

  it("refuses a booking without a slot or with bad gold details, calling nothing", async () => {
    const jar = await logIn(app.sim.otp);

    const noSlot = await postPage(limitIncrease.action, jar, PATH, {
      intent: "book",
      goldWeight: "10",
      goldQuality: "22K",
      date: "2026-12-01",
      slot: "",
    });
    const badGold = await postPage(limitIncrease.action, jar, PATH, {
      intent: "book",
      goldWeight: "abc",
      goldQuality: "22K",
      date: "2026-12-01",
      slot: "10:00-11:00",
    });

    expect(noSlot.status).toBe(400);
    expect(noSlot.data).toEqual({ result: formReply({ slot: ["Pick a time for our visit."] }, { intent: "book" }), notice: null });
    expect(badGold.status).toBe(400);
    expect(badGold.data.result.error).toEqual({ goldWeight: ["Enter the weight of your gold in grams, for example 12.5."] });
    expect(await journal(app, "/lead-service/v2/lead")).toHaveLength(0);
  });

  it("goes back to the calculator with the popup when the booking fails", async () => {
    const jar = await logIn(app.sim.otp);
    const { date, slot } = await freeLimitSlot(jar);
    await fault(app, { path: "/lead-service/v2/lead", method: "POST", status: 500, body: { code: 500, message: "Lead service is down" } });

    const outcome = await postPage(limitIncrease.action, jar, PATH, { intent: "book", goldWeight: "10", goldQuality: "22K", date, slot });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`${PATH}?goldWeight=10&goldQuality=22K&date=${date}`);
    expect((await rootPopup(jar, PATH))?.message).toBe("");
  });
});

// ---------------------------------------------------------------------------------------

describe("/lp/cards/release-requests", () => {
  const PATH = "/lp/cards/release-requests";

  it("lists the open requests by default (REQUESTED,IN_PROGRESS of GC-0601)", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadPage(releaseRequests.loader, jar, PATH);

    expect(outcome.status).toBe(200);
    expect(outcome.data.filter).toBe("open");
    expect(outcome.data.requests.map((r: { id: string }) => r.id)).toEqual(["RR-1004", "RR-1003"]);
    const reads = await journal(app, "/release-requests", "GET");
    expect(reads).toHaveLength(1);
    expect(reads[0]!.query).toEqual({ cardId: DEMO_CARDHOLDER.cardId, releaseStatus: "REQUESTED,IN_PROGRESS" });
    expect(reads[0]!.headers.authorization).toMatch(JWT_HEADER);
  });

  it("lists the closed requests (RELEASED,REJECTED) with ?status=closed", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadPage(releaseRequests.loader, jar, `${PATH}?status=closed`);

    expect(outcome.data.filter).toBe("closed");
    expect(outcome.data.requests.map((r: { id: string }) => r.id)).toEqual(["RR-1002", "RR-1001"]);
    expect((await journal(app, "/release-requests", "GET"))[0]!.query).toEqual({
      cardId: DEMO_CARDHOLDER.cardId,
      releaseStatus: "RELEASED,REJECTED",
    });
  });

  it("creates a request (REQUESTED, from the WEBSITE) and goes back with its id", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postPage(releaseRequests.action, jar, PATH, {
      actionDesired: "PART_RELEASE",
      priority: "URGENT",
      customerNotes: "  Please call before you come.  ",
    });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(PATH);
    const creates = await journal(app, "/release-requests", "POST");
    expect(creates).toHaveLength(1);
    expect(creates[0]!.headers.authorization).toMatch(JWT_HEADER);
    expect(creates[0]!.body).toEqual({
      cardId: DEMO_CARDHOLDER.cardId,
      actionDesired: "PART_RELEASE",
      priority: "URGENT",
      customerNotes: "Please call before you come.",
      source: "WEBSITE",
      releaseStatus: "REQUESTED",
    });
    const notice = await pageNotice(jar, PATH, "release-requests");
    const page = await loadPage(releaseRequests.loader, jar, PATH);
    const id: string = page.data.requests[0].id;
    expect(id).toMatch(/^RR-\d+$/);
    expect(notice?.createdId).toBe(id);
    expect(page.data.requests[0]).toMatchObject({ releaseStatus: "REQUESTED", source: "WEBSITE" });
    // Said once: the next load of the page has no notice.
    expect(await pageNotice(jar, PATH, "release-requests")).toBeNull();
  });

  it("refuses an invalid form with 400, its problems and the typed values, calling nothing", async () => {
    const jar = await logIn(app.sim.otp);
    const notes = "x".repeat(501);

    const outcome = await postPage(releaseRequests.action, jar, PATH, { actionDesired: "EVERYTHING", priority: "", customerNotes: notes });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      result: formReply(
        {
          actionDesired: ["Choose all or part of your gold."],
          priority: ["Choose how soon you need it."],
          customerNotes: ["Please keep your note under 500 characters."],
        },
        { actionDesired: "EVERYTHING", priority: "", customerNotes: notes },
      ),
      notice: null,
    });
    expect(await journal(app, "/release-requests", "POST")).toHaveLength(0);
  });

  it("goes back with the popup and the typed notes when the create fails (500)", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: "/release-requests", method: "POST", status: 500, body: { code: 500, message: "Release service is down" } });

    const outcome = await postPage(releaseRequests.action, jar, PATH, {
      actionDesired: "FULL_RELEASE",
      priority: "NORMAL",
      customerNotes: "Before Diwali please",
    });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(PATH);
    const popup = await rootPopup(jar, PATH);
    expect(popup?.message).toBe("");
    expect(popup?.formValues).toEqual({ actionDesired: "FULL_RELEASE", priority: "NORMAL", customerNotes: "Before Diwali please" });
  });

  it("reads no requests for a cardholder without a card", async () => {
    const jar = await logIn(app.sim.otp, NO_CARD_USER.phone);

    const outcome = await loadPage(releaseRequests.loader, jar, PATH);

    expect(outcome.data.lookup.kind).toBe("no-card");
    expect(outcome.data.requests).toBeNull();
    expect(await journal(app, "/release-requests")).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------------------

describe("/lp/cards/offers", () => {
  it("lists the offers", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadPage(offers.loader, jar, "/lp/cards/offers");

    expect(outcome.status).toBe(200);
    expect(outcome.data.popup).toBeNull();
    expect(outcome.data.offers.map((o: { id: string }) => o.id)).toEqual(["OFF-AMZ10", "OFF-SWG100", "OFF-TNQ5", "OFF-FUEL1"]);
    expect(outcome.data.offers[0]).toEqual({
      id: "OFF-AMZ10",
      title: expect.any(String),
      merchant: expect.any(String),
      summary: expect.any(String),
      validTill: expect.any(String),
    });
  });

  it("shows one offer with its code", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadPage(offer.loader, jar, "/lp/cards/offers/OFF-AMZ10", { id: "OFF-AMZ10" });

    expect(outcome.status).toBe(200);
    expect(outcome.data.offer).toMatchObject({ id: "OFF-AMZ10", code: "GOLDAMZ10" });
    expect(outcome.data.popup).toBeNull();
    expect(await journal(app, "/goldswiper/offers/OFF-AMZ10", "GET")).toHaveLength(1);
  });

  it("throws a 404 Response for an unknown offer", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadPage(offer.loader, jar, "/lp/cards/offers/OFF-NOPE", { id: "OFF-NOPE" });

    expect(outcome.thrown).toBe(true);
    expect(outcome.status).toBe(404);
    expect(outcome.text).toBe("Offer not found");
  });
});

// ---------------------------------------------------------------------------------------

describe("/lp/cards/rewards", () => {
  const PATH = "/lp/cards/rewards";
  type Group = { id: string; state: string; rewards: { id: string }[] };

  it("groups the rewards: claimable, upcoming, running", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await loadPage(rewards.loader, jar, PATH);

    expect(outcome.status).toBe(200);
    const groups = outcome.data.groups as Group[];
    expect(Object.fromEntries(groups.map((g) => [g.id, g.state]))).toEqual({
      "FESTIVE-2026": "claimable",
      "NEW-YEAR-2027": "upcoming",
      "MONTHLY-SPEND": "running",
    });
    const festive = groups.find((g) => g.id === "FESTIVE-2026")!;
    expect(festive.rewards.map((r) => r.id)).toEqual(["RW-FEST-01", "RW-FEST-02"]);
    // Only what was not missed is earned.
    expect(festive).toMatchObject({ earned: 500 });
  });

  it("claims a claimable group: PUT /supabase/update with exactly the group's ids, then the group is claimed", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postPage(rewards.action, jar, PATH, { groupId: "FESTIVE-2026" });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(PATH);
    const updates = await journal(app, "/supabase/update", "PUT");
    expect(updates).toHaveLength(1);
    expect(updates[0]!.headers.authorization).toMatch(JWT_HEADER);
    expect(updates[0]!.body).toStrictEqual({
      tableName: "reward",
      identifierColumnValues: { reward_id: ["RW-FEST-01", "RW-FEST-02"] },
      columnsToUpdate: { current_status: "CLAIMED" },
    });
    expect((await pageNotice(jar, PATH, "rewards"))?.claimedGroupId).toBe("FESTIVE-2026");
    const page = await loadPage(rewards.loader, jar, PATH);
    expect((page.data.groups as Group[]).find((g) => g.id === "FESTIVE-2026")!.state).toBe("claimed");

    // A claimed group cannot be claimed again.
    const again = await postPage(rewards.action, jar, PATH, { groupId: "FESTIVE-2026" });
    expect(again.status).toBe(400);
    expect(await journal(app, "/supabase/update", "PUT")).toHaveLength(1);
  });

  it.each(["NEW-YEAR-2027", "MONTHLY-SPEND", "NO-SUCH-GROUP"])("refuses to claim %s with 400 and sends no PUT", async (groupId) => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postPage(rewards.action, jar, PATH, { groupId });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ result: formReply({ "": ["This reward cannot be claimed now."] }, { groupId }), notice: null });
    expect(await journal(app, "/supabase/update")).toHaveLength(0);
  });

  it("goes back with the popup when the claim fails", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: "/supabase/update", method: "PUT", status: 500, body: { code: 500, message: "Rewards are down" } });

    const outcome = await postPage(rewards.action, jar, PATH, { groupId: "FESTIVE-2026" });

    expect(outcome.location).toBe(PATH);
    expect((await rootPopup(jar, PATH))?.message).toBe("");
  });
});

// ---------------------------------------------------------------------------------------

describe("/lp/cards/documents", () => {
  const PATH = "/lp/cards/documents";
  const UPLOAD = "/customer/uploadImageForCustomer";
  const SAVE = `/customer/saveImagesForCustomer/${DEMO_CARDHOLDER.customerId}`;
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const postPan = (jar: CookieJar, fields: Record<string, string>) =>
    postPlainForm(documents.action, jar, PATH, { intent: "pan", ...fields });

  function png(size = 64): Uint8Array<ArrayBuffer> {
    const bytes = new Uint8Array(size);
    bytes.set(PNG_SIGNATURE);
    for (let i = PNG_SIGNATURE.length; i < size; i += 1) bytes[i] = i % 251;
    return bytes;
  }

  /** The upload form (multipart/form-data) with one file. */
  function postUpload(jar: CookieJar, file: File, documentType = "GOLD_PHOTO", headers: Record<string, string> = {}) {
    const body = new FormData();
    body.append("documentType", documentType);
    body.append("image", file);
    return call(
      documents.action,
      new Request(`${ORIGIN}${PATH}`, {
        method: "POST",
        body,
        headers: { "sec-fetch-site": "same-origin", cookie: jar.header(), ...headers },
      }),
      {},
      jar,
    );
  }

  it("validates a PAN: ABCPR1234K with Asha Rao is valid, matches the name and is linked to Aadhaar", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postPan(jar, { pan: "abcpr 1234k", name: " Asha Rao " });

    // Post/redirect/get: the page says the answer, with the PAN and name it was for, once.
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(PATH);
    expect(await pageNotice(jar, PATH, "documents")).toEqual({
      page: "documents",
      pan: { pan: "ABCPR1234K", name: "Asha Rao", check: { valid: true, nameMatches: true, aadhaarLinked: true } },
    });
    expect(await pageNotice(jar, PATH, "documents")).toBeNull();
    const checks = await journal(app, "/kyc/pan-validation", "POST");
    expect(checks).toHaveLength(1);
    expect(checks[0]!.body).toEqual({ pan: "ABCPR1234K", name: "Asha Rao" });
    expect(checks[0]!.headers.authorization).toMatch(JWT_HEADER);
  });

  it("shows a name that does not match", async () => {
    const jar = await logIn(app.sim.otp);

    await postPan(jar, { pan: "ABCPR1234K", name: "Someone Else" });

    expect(((await pageNotice(jar, PATH, "documents")) as { pan: { check: unknown } }).pan.check).toEqual({
      valid: true,
      nameMatches: false,
      aadhaarLinked: true,
    });
  });

  it.each([
    ["ABCPR1234", "Enter your 10-character PAN, for example ABCPE1234F."],
    ["1234567890", "Enter your 10-character PAN, for example ABCPE1234F."],
    ["ABCFR1234K", "This PAN is not an individual's. Please enter your personal PAN (its fourth letter is P)."],
  ])("refuses %s with 400 and its problem, calling nothing", async (pan, problem) => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postPan(jar, { pan, name: "Asha Rao" });

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ result: formReply({ pan: [problem] }, { intent: "pan", pan, name: "Asha Rao" }), notice: null });
    expect(await journal(app, "/kyc/pan-validation")).toHaveLength(0);
  });

  it("uploads a PNG photo and saves it for the customer", async () => {
    const jar = await logIn(app.sim.otp);
    const bytes = png(128);

    const outcome = await postUpload(jar, new File([bytes], "gold.png", { type: "image/png" }));

    expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
    expect(outcome.location).toBe(PATH);
    const uploads = await journal(app, UPLOAD, "POST");
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.headers.authorization).toMatch(JWT_HEADER);
    expect(uploads[0]!.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0]!.body).toEqual({
      fields: { documentType: "GOLD_PHOTO" },
      files: [{ field: "image", fileName: "gold-photo.png", contentType: "image/png", size: 128 }],
    });
    const saves = await journal(app, SAVE, "POST");
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toEqual({ images: [{ imageId: expect.stringMatching(/^IMG-/), documentType: "GOLD_PHOTO" }] });
    expect(await pageNotice(jar, PATH, "documents")).toEqual({ page: "documents", uploaded: "GOLD_PHOTO" });
    expect(await pageNotice(jar, PATH, "documents")).toBeNull();
  });

  it("refuses a GIF with 400 and calls nothing", async () => {
    const jar = await logIn(app.sim.otp);
    const gif = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;");

    const outcome = await postUpload(jar, new File([gif], "gold.gif", { type: "image/gif" }));

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      result: formReply({ image: ["Please choose a JPEG, PNG or WebP photo."] }, { intent: "upload", documentType: "GOLD_PHOTO" }),
      notice: null,
    });
    expect(await journal(app, UPLOAD)).toHaveLength(0);
    expect(await journal(app, SAVE)).toHaveLength(0);
  });

  it("refuses a GIF named and typed as a PNG (the bytes decide)", async () => {
    const jar = await logIn(app.sim.otp);
    const gif = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;");

    const outcome = await postUpload(jar, new File([gif], "gold.png", { type: "image/png" }));

    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({ image: ["Please choose a JPEG, PNG or WebP photo."] });
    expect(await journal(app, UPLOAD)).toHaveLength(0);
  });

  it("refuses a photo over 5 MB with 400 and calls nothing", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postUpload(jar, new File([png(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      result: formReply({ image: ["The photo must be 5 MB or smaller. Please choose a smaller one."] }),
      notice: null,
    });
    expect(await journal(app, UPLOAD)).toHaveLength(0);
  });

  it("accepts a photo of exactly 5 MB", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postUpload(jar, new File([png(5 * 1024 * 1024)], "invoice.png", { type: "image/png" }), "INVOICE");

    expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
    expect(outcome.location).toBe(PATH);
    expect((await journal(app, UPLOAD, "POST"))[0]!.body.files).toEqual([
      { field: "image", fileName: "invoice.png", contentType: "image/png", size: 5 * 1024 * 1024 },
    ]);
  });

  it("refuses a body whose declared length is over the limit before reading it", async () => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postUpload(jar, new File([png(64)], "gold.png", { type: "image/png" }), "GOLD_PHOTO", {
      "content-length": String(6 * 1024 * 1024),
    });

    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({ image: ["The photo must be 5 MB or smaller. Please choose a smaller one."] });
    expect(await journal(app, UPLOAD)).toHaveLength(0);
  });

  it("refuses an upload without a document type or a file", async () => {
    const jar = await logIn(app.sim.otp);

    const noType = await postUpload(jar, new File([png()], "gold.png", { type: "image/png" }), "SELFIE");
    const empty = await postUpload(jar, new File([], "gold.png", { type: "image/png" }));

    expect(noType.status).toBe(400);
    expect(noType.data).toEqual({
      result: formReply({ documentType: ["Choose what the photo shows."] }, { intent: "upload", documentType: "SELFIE" }),
      notice: null,
    });
    expect(empty.status).toBe(400);
    expect(empty.data.result.error).toEqual({ image: ["Choose a photo to upload."] });
    expect(await journal(app, UPLOAD)).toHaveLength(0);
  });

  it("goes back with the popup when the upload fails", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: UPLOAD, method: "POST", status: 500, body: { code: 500, message: "Image store is down" } });

    const outcome = await postUpload(jar, new File([png()], "gold.png", { type: "image/png" }));

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(PATH);
    const popup = await rootPopup(jar, PATH);
    expect(popup?.message).toBe("");
    expect(popup?.formValues).toEqual({ intent: "upload", documentType: "GOLD_PHOTO" });
    expect(await journal(app, SAVE)).toHaveLength(0);
  });

  it("goes back with the popup and the typed PAN and name when the PAN check fails upstream", async () => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: "/kyc/pan-validation", method: "POST", status: 500, body: { code: 500, message: "PAN service is down" } });

    const outcome = await postPan(jar, { pan: "abcpr 1234k", name: " Asha Rao " });

    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(PATH);
    const popup = await rootPopup(jar, PATH);
    expect(popup?.message).toBe("");
    expect(popup?.formValues).toEqual({ intent: "pan", pan: "abcpr 1234k", name: " Asha Rao " });
  });

  /** A multipart body written by hand, with a file name no browser would send unescaped. */
  function rawUpload(jar: CookieJar, fileName: string) {
    const boundary = "----gl-test-boundary";
    const head = (name: string, extra = "") => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
    const body = Buffer.concat([
      Buffer.from(
        `${head("documentType")}\r\nGOLD_PHOTO\r\n${head("image", `; filename="${fileName}"`)}Content-Type: image/png\r\n\r\n`,
        "latin1",
      ),
      Buffer.from(png()),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return call(
      documents.action,
      new Request(`${ORIGIN}${PATH}`, {
        method: "POST",
        body,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "sec-fetch-site": "same-origin", cookie: jar.header() },
      }),
      {},
      jar,
    );
  }

  it.each([
    ["a CR/LF", "gold\r\nX-Injected: 1\r\n.png"],
    ["a CR/LF and quotes", 'gold"\r\n"x.png'],
  ])("refuses with 400 (not a 500) an upload whose file name holds %s that breaks the form, and sends nothing", async (_what, fileName) => {
    const jar = await logIn(app.sim.otp);

    const outcome = await rawUpload(jar, fileName);

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      result: formReply({ image: ["We could not read this upload. Please choose the photo again."] }),
      notice: null,
    });
    expect(await journal(app, UPLOAD)).toHaveLength(0);
  });

  it.each([
    ["an unbalanced quote", 'gold".png'],
    ["a path", "..\\..\\gold.png"],
    ["a bare LF", "gold\n.png"],
  ])("uploads a photo whose file name holds %s under a name of ours", async (_what, fileName) => {
    const jar = await logIn(app.sim.otp);

    const outcome = await rawUpload(jar, fileName);

    expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
    const uploads = await journal(app, UPLOAD, "POST");
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.body.files).toEqual([{ field: "image", fileName: "gold-photo.png", contentType: "image/png", size: 64 }]);
  });
});

// ---------------------------------------------------------------------------------------

describe("a failed read on every card page shows the popup, not an error", () => {
  const MESSAGE = "Card service is down";
  const PAGES = [
    ["/lp/cards/limits", CREDIT_LIMIT, limits.loader, {}, (d: any) => expect(d.lookup).toBeNull()],
    ["/lp/cards/consent", CREDIT_LIMIT, consent.loader, {}, (d: any) => expect(d.lookup).toBeNull()],
    [
      "/lp/cards/limit-increase?goldWeight=10&goldQuality=22K",
      "/credit-limit-management/active-request",
      limitIncrease.loader,
      {},
      (d: any) => expect(d.active).toBeNull(),
    ],
    [
      "/lp/cards/limit-increase?goldWeight=10&goldQuality=22K",
      "/goldswiper/credit-limit/calculator",
      limitIncrease.loader,
      {},
      (d: any) => expect(d.estimate).toBeNull(),
    ],
    [
      "/lp/cards/limit-increase?goldWeight=10&goldQuality=22K",
      CREDIT_LIMIT,
      limitIncrease.loader,
      {},
      (d: any) => expect(d.lookup).toBeNull(),
    ],
    ["/lp/cards/release-requests", "/release-requests", releaseRequests.loader, {}, (d: any) => expect(d.requests).toBeNull()],
    ["/lp/cards/release-requests", CREDIT_LIMIT, releaseRequests.loader, {}, (d: any) => expect(d.lookup).toBeNull()],
    ["/lp/cards/offers", "/goldswiper/offers*", offers.loader, {}, (d: any) => expect(d.offers).toBeNull()],
    [
      "/lp/cards/offers/OFF-AMZ10",
      "/goldswiper/offers/OFF-AMZ10",
      offer.loader,
      { id: "OFF-AMZ10" },
      (d: any) => expect(d.offer).toBeNull(),
    ],
    ["/lp/cards/rewards", "/goldswiper/rewards", rewards.loader, {}, (d: any) => expect(d.groups).toBeNull()],
  ] as const;

  it.each(PAGES)("%s with GET %s failing", async (path, upstreamPath, loader, params, check) => {
    const jar = await logIn(app.sim.otp);
    await fault(app, { path: upstreamPath, method: "GET", status: 500, body: { code: 500, message: MESSAGE } });

    const outcome = await loadPage(loader, jar, path, params);

    expect(outcome.thrown).toBe(false);
    expect(outcome.status).toBe(200);
    // The popup, in our words (the fallback), not the upstream's (decision 047).
    expect(outcome.data.popup).toEqual({ id: expect.any(String), message: "" });
    check(outcome.data);
    // A GET is retried once.
    const matches = (entryPath: string) =>
      upstreamPath.endsWith("*") ? entryPath.startsWith(upstreamPath.slice(0, -1)) : entryPath === upstreamPath;
    expect((await journal(app, undefined, "GET")).filter((entry) => matches(entry.path)).length).toBeGreaterThanOrEqual(2);
  });

  it("the documents page reads nothing upstream", async () => {
    const jar = await logIn(app.sim.otp);
    // Analytics of the login (PostHog, events) are sent after its response and may land later.
    const reads = async () =>
      (await journal(app)).filter((e) => !e.path.startsWith("/posthog/") && !e.path.startsWith("/api/v1/eventService/"));
    const before = (await reads()).length;

    const outcome = await loadPage(documents.loader, jar, "/lp/cards/documents");

    expect(outcome.data).toEqual({ i18n: [] });
    expect(await reads()).toHaveLength(before);
  });
});

describe("a success notice comes from the flash, never from the URL (decisions 031, 055)", () => {
  const ATTACK = "Your card is blocked. Call +91 90000 00000 now";
  it.each([
    ["release-requests", releaseRequests.loader, `/lp/cards/release-requests?created=${encodeURIComponent(ATTACK)}`],
    ["rewards", rewards.loader, "/lp/cards/rewards?claimed=FESTIVE-2026"],
    ["documents", documents.loader, "/lp/cards/documents?uploaded=GOLD_PHOTO"],
    ["limits", limits.loader, "/lp/cards/limits?consent=done"],
    ["limit-increase", limitIncrease.loader, "/lp/cards/limit-increase?booked=1"],
  ] as const)("%s: a link with the notice's query shows no notice, and none of its text", async (page, loader, path) => {
    const jar = await logIn(app.sim.otp);

    const loaded = await loadPage(loader, jar, path);

    expect(loaded.status).toBe(200);
    expect(await pageNotice(jar, path, page)).toBeNull();
    expect(JSON.stringify(loaded.data)).not.toContain("Your card is blocked");
  });

  it("a notice is said on its own page only", async () => {
    const jar = await logIn(app.sim.otp);
    expect((await postPage(rewards.action, jar, "/lp/cards/rewards", { groupId: "FESTIVE-2026" })).status).toBe(302);

    expect(await pageNotice(jar, "/lp/cards/release-requests", "release-requests")).toBeNull();
  });
});
