/**
 * Which events and PostHog captures the simulator received (docs/events.md,
 * docs/flags-and-analytics.md), read from its journal:
 *
 * - a visitor's whole journey (ad landing, lead, OTP, pincode, scheme, branch visit,
 *   confirmation): one createEvent, the journey's events in order with the visitor's event id
 *   (the gl_event_id cookie), the exit-intent A/B event, and no PostHog capture at all (those
 *   pages are outside the autocapture scope);
 * - a cardholder who logs in and gives consent: `$autocapture` submits to the main project for
 *   /lp/cards/ pages, without the phone, the OTP or the token, and never a page view or leave;
 * - a /personal-loans page view: nothing sent to PostHog.
 *
 * Events and captures are sent after the response, so the checks wait with expect.poll. The
 * journey and the cardholder's submissions run without JavaScript too (NO_JS: every step a
 * document, every form a document post), as does the gold card page's click (no capture then).
 */
import { request as apiRequest, type BrowserContext } from "@playwright/test";
import { DEMO_CARDHOLDER, type JournalEntry, PHONE_USER_AGENT, SIM_OTP } from "../support/fixtures";
import { cardLogin, expect, lastValidatedToken, NO_JS, sim, test, waitForHydration } from "./fixtures";
import { bookBranchVisit, type Body } from "./journey";

// A real visitor's browser: Playwright's "HeadlessChrome" is a crawler to the site (no createEvent, no flag identity).
test.use({ actionTimeout: 10_000, userAgent: PHONE_USER_AGENT });

const DESTINATION = "clickstream_sendevent_datawarehouse";
/** The journey's events in the order they happen, each with its category (docs/events.md "The events"). */
const JOURNEY_EVENTS = [
  ["lead_created", "DIGITAL-JOURNEY"],
  ["otp_sent", "DIGITAL-JOURNEY"],
  ["otp_verified", "DIGITAL-JOURNEY"],
  ["pincode_checked", "DIGITAL-JOURNEY"],
  ["scheme_chosen", "DIGITAL-JOURNEY"],
  ["branch_visit_booked", "DIGITAL-JOURNEY"],
] as const;

type EventBody = { eventName: string; eventData: Body; destination: string };
type PostHogEvent = { event: string; distinct_id?: string; properties: Body };
type PostHogBatch = { api_key: string; batch: PostHogEvent[] };

async function cookieValue(context: BrowserContext, name: string): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  expect(cookie, `the ${name} cookie`).toBeDefined();
  return cookie!.value;
}

/** The PostHog batches the simulator received after `since` (with or without the trailing slash). */
async function postHogBatches(since: number): Promise<(Omit<JournalEntry, "body"> & { body: PostHogBatch })[]> {
  return (await sim.requestsSince(since)).filter((r) => r.method === "POST" && /^\/posthog\/batch\/?$/.test(r.path)) as (Omit<
    JournalEntry,
    "body"
  > & {
    body: PostHogBatch;
  })[];
}

/**
 * A marker in PostHog's stream: a /personal-loans page view by a visitor of its own (a
 * flagsmithIdentity no one else has), whose `pl_page_viewed` capture the app sends like any
 * other. Answers the marker's distinct id once its batch is in the journal: a capture caused
 * before the marker's page view (and so sent earlier) has had its turn by then.
 */
async function postHogMarker(baseURL: string, since: number): Promise<string> {
  const marker = `marker-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const context = await apiRequest.newContext({
    baseURL,
    userAgent: PHONE_USER_AGENT,
    extraHTTPHeaders: { cookie: `flagsmithIdentity=${marker}` },
  });
  try {
    expect((await context.get("/personal-loans")).status()).toBe(200);
  } finally {
    await context.dispose();
  }
  await expect
    .poll(async () => (await postHogBatches(since)).some(({ body }) => (body.batch ?? []).some((e) => e.distinct_id === marker)), {
      timeout: 10_000,
      message: "the marker's capture in PostHog's journal",
    })
    .toBe(true);
  return marker;
}

function pathOf(url: unknown): string {
  return typeof url === "string" ? new URL(url).pathname : "";
}

test(
  "a visitor's journey: one createEvent, the journey's events with the visitor's event id, the A/B event, no PostHog capture",
  NO_JS,
  async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const since = await sim.lastSeq();
    const { leadId, phone } = await bookBranchVisit(page);
    const eventId = await cookieValue(context, "gl_event_id");
    const identity = await cookieValue(context, "flagsmithIdentity");
    expect(eventId).toMatch(/^evt-/);

    // The journey's events, in order, all with this visitor's event id.
    const sentEvents = async () =>
      (await sim.requestsSince(since))
        .filter((r) => r.method === "POST" && r.path === "/api/v1/eventService/sendEvent")
        .map((r) => r.body as EventBody);
    await expect
      .poll(async () => (await sentEvents()).filter((e) => e.eventData.eventId === eventId).map((e) => e.eventName), {
        timeout: 5_000,
        message: "the journey's events for the visitor's event id",
      })
      .toEqual(JOURNEY_EVENTS.map(([name]) => name));
    const events = await sentEvents();
    for (const [name, category] of JOURNEY_EVENTS) {
      const event = events.find((e) => e.eventName === name && e.eventData.eventId === eventId)!;
      expect(event, name).toMatchObject({ eventName: name, destination: DESTINATION, eventData: { eventId, category, leadId } });
      expect(typeof event.eventData.sessionId, `${name}: sessionId`).toBe("string");
      expect(Date.parse(String(event.eventData.timestamp)), `${name}: timestamp`).not.toBeNaN();
    }
    // Every event of this lead carries the visitor's id, and none holds the phone or the OTP.
    const ofLead = events.filter((e) => e.eventData.leadId === leadId);
    expect(ofLead.map((e) => e.eventData.eventId)).toEqual(ofLead.map(() => eventId));
    for (const event of ofLead) {
      const json = JSON.stringify(event);
      expect(json, `${event.eventName} holds the phone`).not.toContain(phone);
      expect(json, `${event.eventName} holds the OTP`).not.toContain(SIM_OTP);
    }

    // One createEvent for the whole visit, from the landing page with its attribution.
    const creates = (await sim.requestsSince(since)).filter((r) => r.method === "POST" && r.path === "/api/v1/eventService/createEvent");
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toMatchObject({
      properties: {
        path: "/lp/basic-details",
        entry: "landing",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "gold-nov",
        webView: false,
      },
      sessionId: events[0]!.eventData.sessionId,
    });

    // No PostHog capture for any page of the journey (none is in the autocapture scope): checked
    // once a capture caused after the journey has arrived.
    const marker = await postHogMarker(baseURL!, since);
    const captured = (await postHogBatches(since)).flatMap((r) => r.body.batch ?? []).filter((e) => e.distinct_id !== marker);
    const ours = captured.filter((e) => e.distinct_id === identity || !pathOf(e.properties.$current_url).startsWith("/lp/cards"));
    expect(ours, "PostHog events of the visitor's journey").toEqual([]);

    // The lead page's exit-intent experiment: the variant this visitor saw (the default flag: on).
    await expect
      .poll(
        async () =>
          (await sim.requestsSince(since))
            .filter((r) => r.method === "POST" && r.path === "/AB/api/v1/events")
            .map((r) => r.body as EventBody)
            .filter((e) => e.eventData.eventId === eventId),
        { timeout: 10_000, message: "the A/B event of the visitor's landing page" },
      )
      .toEqual([
        expect.objectContaining({
          eventName: "ab_variant_shown",
          destination: DESTINATION,
          eventData: expect.objectContaining({ experiment: "showExitIntentonPage", variant: "on", eventId, category: "PAGE-VIEWS" }),
        }),
      ]);
  },
);

test("a cardholder's login and consent are captured as $autocapture submits, without personal data", NO_JS, async ({ page, context }) => {
  test.setTimeout(90_000);
  await sim.reset();
  const since = await sim.lastSeq();
  await cardLogin(page, { phone: DEMO_CARDHOLDER.phone });
  await expect(page.getByRole("link", { name: "Give consent" })).toBeVisible();
  // The consent page as a document load: with JavaScript on, the link's client-side navigation
  // fails today (the route module throws in the browser, see the report; cardholder.spec.ts
  // covers the link), and what is under test here is what the submissions send to PostHog.
  await page.goto("/lp/cards/consent");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your consent");
  await page.getByRole("button", { name: "Send me the code" }).click();
  await expect(page.getByLabel("One-time code")).toBeVisible();
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "I give my consent" }).click();
  // The thanks come from the session (decision 031): the card page with no query.
  await page.waitForURL((url) => url.pathname === "/lp/cards/limits");
  const identity = await cookieValue(context, "flagsmithIdentity");
  const token = await lastValidatedToken();

  // Every submission (login, code, consent code sent, consent given) reaches PostHog.
  const submitted = async () =>
    (await postHogBatches(since))
      .flatMap((r) => r.body.batch ?? [])
      .filter((e) => e.distinct_id === identity)
      .map((e) => `${e.properties.$pathname} ${e.properties.intent ?? ""}`.trim());
  await expect
    .poll(async () => (await submitted()).sort(), { timeout: 5_000, message: "the cardholder's submissions in PostHog" })
    .toEqual(expect.arrayContaining(["/lp/cards/login", "/lp/cards/otp verify", "/lp/cards/consent send", "/lp/cards/consent validate"]));

  const batches = await postHogBatches(since);
  expect(batches.length).toBeGreaterThan(0);
  for (const { body } of batches) {
    expect(body.api_key).toBe("phc_sim_main");
    const json = JSON.stringify(body);
    expect(json, "the phone in a PostHog batch").not.toContain(DEMO_CARDHOLDER.phone);
    expect(json, "the OTP in a PostHog batch").not.toContain(SIM_OTP);
    expect(json, "the token in a PostHog batch").not.toContain(token);
    expect(json, "the token's signature in a PostHog batch").not.toContain(token.split(".")[2]!);
    for (const event of body.batch) {
      expect(event.event).toBe("$autocapture");
      expect(event.event).not.toMatch(/^\$page(view|leave)$/);
      expect(event.properties.$event_type).toBe("submit");
      expect(pathOf(event.properties.$current_url)).toMatch(/^\/lp\/cards\//);
      expect(String(event.properties.$pathname)).toMatch(/^\/lp\/cards\//);
      expect(String(event.properties.$current_url)).not.toContain("?");
    }
  }
  const consent = batches.flatMap((r) => r.body.batch).find((e) => e.distinct_id === identity && e.properties.intent === "validate")!;
  expect(consent.properties).toMatchObject({
    $pathname: "/lp/cards/consent",
    form_method: "POST",
    form_fields: expect.arrayContaining(["intent", "otp"]),
  });
});

/**
 * /personal-loans is outside the autocapture scope: a page view sends no `$pageview`, no
 * `$autocapture` and nothing to the main project. Since commit df2d4a8 (docs/events.md
 * `pl_page_viewed`) the page view itself is reported on purpose as one explicit
 * `pl_page_viewed` event to the personal-loans project; that event, and only that one, is allowed.
 */
test("a /personal-loans page view sends no page view or autocapture to PostHog", async ({ page, baseURL, javaScriptEnabled }) => {
  const since = await sim.lastSeq();
  const response = await page.goto("/personal-loans");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("load");
  // With JavaScript, whatever the page's scripts do on start has been done.
  if (javaScriptEnabled) await waitForHydration(page);
  const marker = await postHogMarker(baseURL!, since);
  const sent = (await postHogBatches(since)).flatMap(({ body }) =>
    (body.batch ?? [])
      .filter((e) => e.distinct_id !== marker)
      .map((e) => ({ apiKey: body.api_key, event: e.event, properties: e.properties })),
  );
  expect(sent.filter((e) => !(e.event === "pl_page_viewed" && e.apiKey === "phc_sim_personal_loans"))).toEqual([]);
  expect(sent.length).toBeLessThanOrEqual(1);
});

/**
 * The gold card page (/india/goldfd-card/93) has no form: its interactions are clicks. With
 * JavaScript a click on its sign-in link is reported (POST /lp/api/click) and reaches PostHog
 * as an `$autocapture` click with the link's path and label; never a page view. Without
 * JavaScript a link is a plain navigation and nothing is captured.
 */
test(
  "a click on the gold card page's sign-in link is captured as an $autocapture click (JavaScript on)",
  NO_JS,
  async ({ page, context, baseURL, javaScriptEnabled }) => {
    const since = await sim.lastSeq();
    await page.goto("/india/goldfd-card/93");
    if (javaScriptEnabled) await waitForHydration(page);
    const identity = await cookieValue(context, "flagsmithIdentity");
    await page.getByRole("link", { name: "Log in with mobile number" }).click();
    await page.waitForURL(/\/lp\/cards\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in to your gold card");

    const ofVisitor = async () =>
      (await postHogBatches(since)).flatMap(({ body }) =>
        (body.batch ?? []).filter((e) => e.distinct_id === identity).map((e) => ({ apiKey: body.api_key, ...e })),
      );
    if (!javaScriptEnabled) {
      await postHogMarker(baseURL!, since);
      expect(await ofVisitor()).toEqual([]);
      return;
    }
    await expect.poll(ofVisitor, { timeout: 5_000, message: "the click in PostHog's journal" }).toEqual([
      expect.objectContaining({
        apiKey: "phc_sim_main",
        event: "$autocapture",
        properties: expect.objectContaining({
          $event_type: "click",
          $pathname: "/india/goldfd-card/93",
          tag_name: "a",
          link_target: "/lp/cards/login",
          $el_text: "Log in with mobile number",
        }),
      }),
    ]);
  },
);
