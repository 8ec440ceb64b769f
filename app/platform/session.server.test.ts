/**
 * The session cookie (requirements §A7, docs/decisions/011): encrypted, readable with any of the
 * secrets, always within its budget whatever the session holds, and never an error to read.
 */
import { createCookieSessionStorage, createSession } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cutToBytes, utf8Length } from "~/platform/bytes";
import { log } from "~/platform/log.server";
import {
  createAppSessionStorage,
  SESSION_COOKIE_BUDGET,
  type AppSession,
  type AppSessionStorage,
  type SessionData,
  type SessionFlashData,
} from "~/platform/session.server";

const SECRET = "a-test-secret-of-at-least-32-characters-1";
const OTHER_SECRET = "a-test-secret-of-at-least-32-characters-2";
const NAME = "__Host-gl_session";

function storage(secrets = [SECRET], secure = true): AppSessionStorage {
  return createAppSessionStorage({ name: NAME, secrets, secure });
}

/** The cookie's value in a Set-Cookie header. */
function valueOf(setCookie: string): string {
  return setCookie.split(";")[0]!.slice(`${NAME}=`.length);
}

/** The request's Cookie header for a Set-Cookie header: `name=value`, what browsers limit to 4096. */
function cookieOf(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

async function roundTrip(session: AppSession, store = storage()): Promise<AppSession> {
  return store.getSession(cookieOf(await store.commitSession(session)));
}

function newSession(data: Partial<SessionData> = {}): AppSession {
  return createSession<SessionData, SessionFlashData>(data as SessionData);
}

const DEVANAGARI = "सोने का ऋण ";
const EMOJI = "🙏💰";
/** Multi-byte text far longer than any limit: Devanagari (3 bytes a character) and emoji (4). */
const long = (characters = 1000) => (DEVANAGARI + EMOJI).repeat(Math.ceil(characters / 13)).slice(0, characters);
/** A JWT-shaped token of 800 characters (the upstream's are a few hundred). */
const TOKEN = `eyJhbGciOiJIUzI1NiJ9.${"eyJzdWIiOiJDVVMtREVNTzA2MDEi".repeat(26)}.${"s".repeat(43)}`.padEnd(800, "s");
const PHONE = "9876543210";
const LEAD_ID = "c30e6321-f8df-47c5-b779-69b65887516d";

/** Every field of SessionData (and the flash) at its most, in multi-byte text. */
function fullSession(): AppSession {
  const text = long();
  const session = newSession({
    sessionId: String(99_999_999_999_999),
    attribution: {
      utmCampaign: text,
      utmSource: text,
      utmMedium: text,
      gclid: text,
      fbclid: text,
      rCity: { name: text, id: 2_147_483_647 },
      isSkipGsheet: true,
      entry: "landing",
      landingUrl: `/lp/basic-details?utm_campaign=${encodeURIComponent(text)}`,
    },
    lead: {
      phone: PHONE,
      unbounce_phone: PHONE,
      cityid: 123_456,
      city: text,
      loan_amount: 10_000_000,
      google_address: text,
      google_coordinates: text,
      isOtpVerified: true,
      quality: text,
      cta_id: 123_456,
      goldWeight: 123_456.78,
      loanType: text,
      lenderBranch: { id: text, name: text, distance: text },
      pincode: text,
      source: text,
      subSource: text,
      timeStamp: new Date().toISOString(),
      utmCampaign: text,
      utmSource: text,
      utmMedium: text,
      utmContent: text,
      gclid: text,
      fbclid: text,
      unbounceUrl: text,
      is_skip_gsheet: true,
      lead_id: LEAD_ID,
      transactionId: LEAD_ID,
      digitalJourney: true,
      consentToCall: true,
      name: text,
      slot: text,
      customParams: { device_type: "desktop" },
      customParamsDB: { sessionId: text, browserFingerprintId: text },
    },
    ownedLeadId: LEAD_ID,
    otp: { leadId: LEAD_ID, sentAt: Date.now(), channel: "VOICE", retryAfterSeconds: 30 },
    scheme: {
      scheme: {
        id: text,
        name: text,
        lender: text,
        interestType: "jumping",
        interestRate: 11.88,
        loanAmount: 10_000_000,
        goldWeight: 123_456.78,
      },
      isEdit: true,
    },
    fulfillmentChannel: "branch",
    booking: {
      status: "booked",
      kind: "doorstep",
      date: text,
      slotId: text,
      slotLabel: text,
      place: text,
      salesVisitId: text,
      referralApplied: true,
      voucherAmount: 1_000_000,
    },
    callbackRequested: true,
    cardholder: { token: TOKEN, customerId: text, firstname: text, sid: "x".repeat(22), startedAt: Date.now() },
    cardLogin: { purpose: "signup", kind: "email", value: text, firstname: text, lastname: text, sentAt: Date.now() },
    cardSteps: { consentTrackingId: text, limitRequestId: text, limitTrackingId: text },
    webView: true,
    csrfToken: "x".repeat(32),
  });
  const formValues = Object.fromEntries(
    ["phone", "cityId", "loanAmount", "loanType", "pincode", "house", "street", "area", "landmark", "firstname"].map((name) => [
      name,
      text,
    ]),
  );
  session.flash("flash", { id: "p".repeat(8), popup: text, formValues });
  return session;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the session cookie's size", () => {
  it("fits in its budget with every field of SessionData at its most in Devanagari and emoji", async () => {
    const warnings = [vi.spyOn(log, "warn").mockImplementation(() => {}), vi.spyOn(log, "error").mockImplementation(() => {})];
    const store = storage();

    const setCookie = await store.commitSession(fullSession());

    expect(cookieOf(setCookie).length).toBeLessThanOrEqual(SESSION_COOKIE_BUDGET);
    expect(setCookie.length).toBeLessThan(4096);
    const back = await store.getSession(cookieOf(setCookie));
    // Who the cardholder and the visitor are, and the lead as far as it is verified, survive.
    expect(back.get("cardholder")).toMatchObject({ token: TOKEN, sid: "x".repeat(22) });
    expect(back.get("lead")).toMatchObject({ phone: PHONE, lead_id: LEAD_ID, isOtpVerified: true, loan_amount: 10_000_000 });
    expect(back.get("ownedLeadId")).toBe(LEAD_ID);
    expect(back.get("otp")?.leadId).toBe(LEAD_ID);
    expect(back.get("csrfToken")).toBe("x".repeat(32));
    expect(back.get("attribution")).toMatchObject({ entry: "landing", rCity: { id: 2_147_483_647 } });
    // Every text kept was cut by bytes, none in the middle of a character.
    for (const text of [back.get("cardholder")!.firstname, back.get("lead")!.city!, back.get("attribution")!.rCity!.name]) {
      expect(utf8Length(text)).toBeLessThanOrEqual(64);
      expect(long().startsWith(text)).toBe(true);
      expect(Buffer.from(text, "utf8").toString("utf8")).toBe(text);
    }
    // What was dropped is named in the logs, which hold no personal data.
    const logged = JSON.stringify(warnings.flatMap((spy) => spy.mock.calls));
    expect(logged).toContain("session.over_budget");
    expect(logged).toContain("flash.formValues");
    for (const secret of [PHONE, DEVANAGARI.trim(), TOKEN.slice(20, 60), LEAD_ID]) expect(logged).not.toContain(secret);
  });

  it("keeps a whole journey whose every visitor-typed text is at its most: at worst the popup's typed values, the Facebook click id and the landing page's lead id go", async () => {
    vi.spyOn(log, "warn").mockImplementation(() => {});
    const text = long();
    const session = newSession({
      sessionId: "99999999999999",
      attribution: {
        entry: "landing",
        landingUrl: `/lp/basic-details?utm_campaign=${encodeURIComponent(text)}`,
        utmCampaign: text,
        utmSource: text,
        utmMedium: text,
        gclid: text,
        fbclid: text,
        extLeadId: text,
        rCity: { name: text, id: 3 },
      },
      ownedLeadId: LEAD_ID,
      otp: { leadId: LEAD_ID, sentAt: Date.now(), channel: "SMS", retryAfterSeconds: 30 },
      scheme: {
        scheme: {
          id: "FED-JMP-1188",
          name: "Federal Gold Smart 11.88%",
          lender: "Federal Bank Limited",
          interestType: "jumping",
          interestRate: 11.4,
          loanAmount: 300_000,
          goldWeight: 54.1,
        },
        isEdit: false,
      },
      fulfillmentChannel: "any",
      booking: {
        status: "booked",
        kind: "doorstep",
        date: "2026-11-24",
        slotId: "DS-2026-11-24-10",
        slotLabel: "10:00 AM - 11:00 AM",
        place: text,
        salesVisitId: LEAD_ID,
        referralApplied: true,
        voucherAmount: 500,
      },
      callbackRequested: true,
      cardLogin: { purpose: "signup", kind: "phone", value: `+91${PHONE}`, firstname: text, lastname: text, sentAt: Date.now() },
      webView: true,
      csrfToken: "x".repeat(32),
    });
    // The lead as app/journey/lead.server.ts keeps it: its own copies of the attribution.
    const landed = (await roundTrip(session)).get("attribution")!;
    session.set("lead", {
      source: "Paid_LP_DigitalJourney",
      utmCampaign: landed.utmCampaign,
      utmSource: landed.utmSource,
      utmMedium: landed.utmMedium,
      gclid: landed.gclid,
      fbclid: landed.fbclid,
      ext_lead_id: landed.extLeadId,
      unbounceUrl: landed.landingUrl,
      phone: PHONE,
      cityid: 1,
      city: "Bangalore",
      loan_amount: 300_000,
      loanType: "TAKEOVER",
      timeStamp: new Date().toISOString(),
      customParams: { device_type: "mobile" },
      customParamsDB: { sessionId: "99999999999999" },
      lead_id: LEAD_ID,
      transactionId: LEAD_ID,
      isOtpVerified: true,
      pincode: "560034",
      goldWeight: 54.1,
      google_address: text,
      google_coordinates: "12.9352,77.6245",
      lenderBranch: { id: "BR-1042", name: "Koramangala 5th Block", distance: "2.4 km" },
      consentToCall: true,
      slot: "2026-11-24 10:00 AM - 11:00 AM",
    });
    const formValues = Object.fromEntries(
      ["house", "floor", "apartment", "street", "subarea", "area", "landmark", "pincode"].map((name) => [name, text]),
    );
    session.flash("flash", { id: "p1", popup: "We could not book your visit just now. Please try again.", formValues });

    const setCookie = await storage().commitSession(session);

    expect(cookieOf(setCookie).length).toBeLessThanOrEqual(SESSION_COOKIE_BUDGET);
    const back = await storage().getSession(cookieOf(setCookie));
    const { formValues: _typed, ...popup } = session.get("flash")!;
    expect(back.get("flash")).toMatchObject(popup);
    // Everything else is as a cookie without a budget would hold it.
    const unlimited = createAppSessionStorage({ name: NAME, secrets: [SECRET], secure: true, budget: 8000 });
    const expected = await unlimited.getSession(cookieOf(await unlimited.commitSession(session)));
    for (const key of ["booking", "scheme", "otp", "cardLogin", "ownedLeadId", "sessionId"] as const)
      expect(back.get(key), key).toEqual(expected.get(key));
    // Both click ids at their most: the Facebook one goes (the lead's create has sent it), the Google one stays;
    // so does the landing page's lead id (the lead's created event has carried it).
    const { fbclid: _landedFbclid, extLeadId: _landedExtLeadId, ...attribution } = expected.get("attribution")!;
    const { fbclid: _leadFbclid, ext_lead_id: _leadExtLeadId, ...lead } = expected.get("lead")!;
    expect(back.get("attribution")).toEqual(attribution);
    expect(back.get("lead")).toEqual(lead);
    expect(back.get("lead")!.gclid).toBe(cutToBytes(text, 120));
    expect(back.get("attribution")!.utmCampaign).toBe(cutToBytes(text, 80));
    expect(back.get("booking")!.place).toBe(cutToBytes(text, 120));
  });

  it("cuts visitor text by UTF-8 bytes, not characters, wherever it was set", async () => {
    const session = newSession();
    session.set("booking", {
      status: "booked",
      kind: "doorstep",
      date: "2026-11-24",
      slotId: "S1",
      slotLabel: "10 AM",
      place: "क".repeat(300),
      salesVisitId: null,
      referralApplied: false,
      voucherAmount: null,
    });
    session.set("cardLogin", {
      purpose: "signup",
      kind: "phone",
      value: "+919876543210",
      firstname: "😀".repeat(100),
      lastname: "Rao",
      sentAt: 1,
    });
    session.flash("flash", { id: "abc", popup: "Try again", formValues: { house: "क".repeat(100), phone: "98765" } });

    const back = await roundTrip(session);

    expect(back.get("booking")!.place).toBe("क".repeat(40)); // 120 bytes
    expect(back.get("cardLogin")!.firstname).toBe("😀".repeat(15)); // 60 bytes, no half emoji
    expect(back.get("cardLogin")!.lastname).toBe("Rao");
    expect(back.get("flash")!.formValues).toEqual({ house: "क".repeat(33), phone: "98765" }); // 99 of 100 bytes
  });

  it("drops the popup's typed values first, then the attribution extras, and keeps the rest", async () => {
    vi.spyOn(log, "warn").mockImplementation(() => {});
    const session = newSession();
    session.set("attribution", {
      entry: "landing",
      landingUrl: "/lp?utm_source=google",
      utmSource: "google",
      rCity: { name: "pune", id: 3 },
    });
    session.set("lead", { phone: PHONE, lead_id: "L-1" });
    session.flash("flash", { id: "abc", popup: "Try again", formValues: { house: "h".repeat(120), street: "s".repeat(120) } });
    const small = createAppSessionStorage({ name: NAME, secrets: [SECRET], secure: true, budget: 420 });

    const back = await small.getSession(cookieOf(await small.commitSession(session)));

    expect(back.get("flash")).toEqual({ id: "abc", popup: "Try again" });
    expect(back.get("attribution")).toMatchObject({ utmSource: "google", landingUrl: "/lp?utm_source=google" });

    const tighter = createAppSessionStorage({ name: NAME, secrets: [SECRET], secure: true, budget: 330 });
    const again = await tighter.getSession(cookieOf(await tighter.commitSession(session)));
    expect(again.get("attribution")).toEqual({ entry: "landing", landingUrl: "", rCity: { name: "pune", id: 3 } });
    expect(again.get("lead")).toEqual({ phone: PHONE, lead_id: "L-1" });
  });

  it("never throws: a session that cannot fit at all is stored empty, and an error is logged", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const session = newSession();
    session.set("cardholder", { token: "t".repeat(5000), customerId: "C", firstname: "A", sid: "x".repeat(22), startedAt: 1 });

    const setCookie = await storage().commitSession(session);

    expect(cookieOf(setCookie).length).toBeLessThanOrEqual(SESSION_COOKIE_BUDGET);
    expect((await storage().getSession(cookieOf(setCookie))).data).toEqual({});
    expect(error).toHaveBeenCalledWith("session.over_budget", expect.objectContaining({ dropped: expect.arrayContaining(["everything"]) }));
  });
});

describe("the session cookie's secrecy", () => {
  it("holds neither the token nor the phone number in any readable form", async () => {
    const session = newSession();
    session.set("cardholder", { token: TOKEN, customerId: "CUS-DEMO0601", firstname: "Asha", sid: "x".repeat(22), startedAt: 1 });
    session.set("lead", { phone: PHONE });

    const setCookie = await storage().commitSession(session);

    const value = valueOf(setCookie);
    const readings = [
      value,
      decodeURIComponent(value),
      Buffer.from(value, "base64url").toString("latin1"),
      Buffer.from(value, "base64").toString("latin1"),
    ];
    for (const reading of readings) {
      for (const secret of [PHONE, TOKEN.split(".")[1]!.slice(0, 24), "eyJ", "CUS-DEMO0601", "Asha", "cardholder"])
        expect(reading).not.toContain(secret);
    }
  });

  it("is base64url once, with a fixed overhead: no second encoding, no %-escapes", async () => {
    const session = newSession();
    session.set("lead", { phone: PHONE, city: "बेंगलुरु" });

    const value = valueOf(await storage().commitSession(session));

    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    const json = utf8Length(JSON.stringify(session.data));
    // 1 version byte, a 12-byte IV and a 16-byte tag around the JSON.
    expect(value.length).toBe(Math.ceil(((json + 29) * 4) / 3));
  });

  it("keeps the cookie's attributes: HttpOnly, SameSite=Lax, Path=/, and Secure when asked", async () => {
    const secure = await storage([SECRET], true).commitSession(newSession());
    const plain = await storage([SECRET], false).commitSession(newSession());

    expect(secure).toMatch(new RegExp(`^${NAME}=[\\w-]+; Path=/; HttpOnly; SameSite=Lax; Secure$`));
    expect(plain).toMatch(new RegExp(`^${NAME}=[\\w-]+; Path=/; HttpOnly; SameSite=Lax$`));
    expect(secure).not.toMatch(/Domain=/i);
  });

  it("is named __Host-gl_session in production and gl_session elsewhere", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", SECRET);
    vi.stubEnv("PUBLIC_ORIGIN", "https://www.example.in");
    vi.stubEnv("UPSTREAM_BASE_URL", "https://bff.example.in");
    vi.resetModules();
    const production = await import("~/platform/session.server");
    const setCookie = await production.commitSession(newSession({ sessionId: "1" }));
    expect(setCookie).toMatch(/^__Host-gl_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const read = await production.getSession(new Request("https://www.example.in/", { headers: { cookie: cookieOf(setCookie) } }));
    expect(read.get("sessionId")).toBe("1");

    vi.stubEnv("NODE_ENV", "test");
    vi.resetModules();
    const test = await import("~/platform/session.server");
    expect(test.sessionCookieName()).toBe("gl_session");
    expect(await test.commitSession(newSession())).toMatch(/^gl_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
  });
});

describe("reading the session cookie", () => {
  it("reads a cookie made with any of the secrets, and writes with the first (rotation)", async () => {
    const session = newSession({ sessionId: "42" });
    const before = await storage([OTHER_SECRET]).commitSession(session);
    const rotated = storage([SECRET, OTHER_SECRET]);

    const read = await rotated.getSession(cookieOf(before));

    expect(read.get("sessionId")).toBe("42");
    const after = await rotated.commitSession(read);
    expect((await storage([SECRET]).getSession(cookieOf(after))).get("sessionId")).toBe("42");
    expect((await storage([OTHER_SECRET]).getSession(cookieOf(after))).data).toEqual({});
  });

  it("reads a tampered, foreign or malformed cookie as an empty session, never an error", async () => {
    const value = valueOf(await storage().commitSession(newSession({ sessionId: "42" })));
    const flip = (index: number) => value.slice(0, index) + (value[index] === "A" ? "B" : "A") + value.slice(index + 1);
    const signedByRemix = await createCookieSessionStorage({ cookie: { name: NAME, secrets: [SECRET] } }).commitSession(
      createSession({ sessionId: "42" }),
    );
    const cookies = [
      `${NAME}=${flip(0)}`,
      `${NAME}=${flip(20)}`,
      `${NAME}=${flip(value.length - 1)}`,
      `${NAME}=${value.slice(0, -2)}`,
      `${NAME}=${value}==`,
      `${NAME}=`,
      `${NAME}=%E0%A4`,
      `${NAME}=${"A".repeat(20_000)}`,
      `${NAME}=${Buffer.from(JSON.stringify({ sessionId: "42" })).toString("base64url")}`,
      cookieOf(signedByRemix),
      "other=1",
      "",
    ];
    for (const cookie of cookies) expect((await storage().getSession(cookie)).data, cookie.slice(0, 60)).toEqual({});
    expect((await storage().getSession(null)).data).toEqual({});
  });

  it("finds its cookie among others", async () => {
    const setCookie = await storage().commitSession(newSession({ sessionId: "42" }));

    const read = await storage().getSession(`a=1; ${NAME}=broken; ${cookieOf(setCookie)}; b=2`);

    expect(read.get("sessionId")).toBe("42");
  });
});
