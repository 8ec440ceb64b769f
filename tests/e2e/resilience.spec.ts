/**
 * With the CMS, events, PostHog and Flagsmith made slow (5 s) or failing (500) through the
 * simulator's faults, every page still answers within its normal time plus the configured
 * upstream timeout, and the visitor journey still completes (docs/events.md "Sending",
 * docs/flags-and-analytics.md "Failures and time", docs/seo-and-content.md "Caching").
 *
 * The caches are warmed first (the ad landing page and the home page, as any earlier visitor
 * would have), then a new visitor (no cookies) walks the whole journey to the confirmation. Each
 * navigation waits for the next page's URL with its main heading visible. "Slow" holds each
 * optional upstream for far longer than any wait of the test (HELD_MS): a page that waited for
 * one of them would never arrive, so arriving at all proves it went on without it (cut at
 * UPSTREAM_TIMEOUT_MS, 2 s, the app's default). No step asserts a duration (the machine may be
 * busy); the times are reported as an annotation. The city page and the card login page are
 * loaded under the same faults. With JavaScript only: a step's loaders ask the same upstreams
 * whether the browser asks for its document or its data, and the landing, the city page and the
 * card login are documents here.
 */
import type { Locator, Page } from "@playwright/test";
import { freshPhone, PHONE_USER_AGENT, PINCODES, SIM_OTP } from "../support/fixtures";
import { AD_LANDING, expect, fillLeadForm, sim, test } from "./fixtures";
import { chooseKind, dayChips, freeSlots, slotGroup } from "./journey";

/** How long a "slow" optional upstream holds each request: the simulator's longest delay, beyond the test's own timeout. */
const HELD_MS = 120_000;
/** How long a step may take to show its page before the test fails: far below HELD_MS, far above the app's 2 s upstream timeout. */
const STEP_LIMIT_MS = 20_000;

/** The optional upstreams: the CMS, the events service, the A/B events, PostHog and Flagsmith. */
const OPTIONAL_UPSTREAMS = ["/api/v1/strapi/*", "/api/v1/eventService/*", "/AB/api/v1/events", "/posthog/*", "/flagsmith/*"];

// A real visitor's browser: Playwright's "HeadlessChrome" is a crawler to the site, which then
// skips createEvent and the flag identity, the very calls under test.
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000, userAgent: PHONE_USER_AGENT });

type Timing = { step: string; ms: number };

/**
 * Runs `act` (a click, a goto) and measures until the URL matches `url` and `heading` is
 * visible; then lets the page finish loading (not counted) before the next step.
 */
async function timed(
  page: Page,
  timings: Timing[],
  step: string,
  act: () => Promise<unknown>,
  url: RegExp | ((url: URL) => boolean),
  heading: Locator,
) {
  const started = Date.now();
  await act();
  await page.waitForURL(url, { waitUntil: "commit" });
  await expect(heading).toBeVisible({ timeout: STEP_LIMIT_MS });
  timings.push({ step, ms: Date.now() - started });
  await page.waitForLoadState("load");
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });

/** The journey's caches as any earlier visitor leaves them: the ad landing page and the home page once; then no cookies. */
async function warmCaches(page: Page) {
  await page.goto("/lp/basic-details");
  await expect(h1(page, "Get a loan against your gold")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.context().clearCookies();
}

async function faultOptionalUpstreams(fault: { delayMs: number } | { status: number }) {
  for (const path of OPTIONAL_UPSTREAMS) await sim.fault({ path, ...fault });
}

/** The whole visitor journey, each navigation timed: ad landing to the confirmation of a branch visit. */
async function timedJourney(page: Page, timings: Timing[]) {
  await timed(
    page,
    timings,
    "ad landing",
    () => page.goto(AD_LANDING, { waitUntil: "commit" }),
    /\/lp\/basic-details\?/,
    h1(page, "Get a loan against your gold"),
  );

  await fillLeadForm(page, { phone: freshPhone(), city: "Bangalore", amount: "300000" });
  await timed(
    page,
    timings,
    "lead form",
    () => page.getByRole("button", { name: "Get OTP" }).click(),
    /\/lp\/otp\/auth\/[0-9a-f-]{36}$/,
    h1(page, "Enter the code we sent you"),
  );

  await page.getByLabel("One-time code").fill(SIM_OTP);
  await timed(
    page,
    timings,
    "OTP",
    () => page.getByRole("button", { name: "Verify and continue" }).click(),
    /\/lp\/pincode$/,
    h1(page, "Where should we serve you?"),
  );

  await page.getByLabel(/^Your pincode/).fill(PINCODES.serviceable);
  await timed(
    page,
    timings,
    "pincode",
    () => page.getByRole("button", { name: "Check and continue" }).click(),
    /\/lp\/schemes$/,
    h1(page, /^Choose a scheme/),
  );

  const chooseFirst = page
    .getByTestId("scheme")
    .first()
    .getByRole("button", { name: /this scheme$/ });
  await timed(page, timings, "scheme", () => chooseFirst.click(), /\/lp\/book-visit$/, h1(page, "Book your visit"));

  const pickADay = page.getByRole("heading", { name: "Pick a day" });
  await timed(
    page,
    timings,
    "branch visit",
    () => chooseKind(page, "branch"),
    (url) => url.searchParams.get("kind") === "branch",
    pickADay,
  );

  // The first day with a free time (late in the day, today has none left).
  const days = await dayChips(page).count();
  expect(days).toBeGreaterThan(0);
  let slotPicked = false;
  for (let index = 0; index < days && !slotPicked; index++) {
    const chip = dayChips(page).nth(index);
    const date = new URL((await chip.getAttribute("href"))!, page.url()).searchParams.get("date")!;
    await timed(
      page,
      timings,
      `day ${date}`,
      () => chip.click(),
      (url) => url.searchParams.get("date") === date,
      pickADay,
    );
    await expect(dayChips(page).nth(index)).toHaveAttribute("aria-current", "date");
    await expect(slotGroup(page).getByRole("radio").or(slotGroup(page).getByText("No times left on this day.")).first()).toBeVisible();
    if ((await freeSlots(page).count()) === 0) continue;
    const slotId = (await freeSlots(page).first().getAttribute("value"))!;
    await slotGroup(page)
      .locator("label")
      .filter({ has: page.locator(`input[value="${slotId}"]`) })
      .click();
    await expect(freeSlots(page).first()).toBeChecked();
    slotPicked = true;
  }
  expect(slotPicked, "a free time on some working day").toBe(true);

  const branches = page.getByRole("group", { name: "Choose a branch" }).getByRole("radio");
  await expect(branches.first()).toBeVisible();
  await branches.first().check();
  await timed(
    page,
    timings,
    "booking",
    () => page.getByRole("button", { name: "Book branch visit" }).click(),
    /\/lp\/confirmation$/,
    h1(page, "Your branch visit is booked"),
  );
  await expect(page.getByTestId("booking-reference")).toHaveText(/^SV-\w+$/);
}

async function timedOtherPages(page: Page, timings: Timing[]) {
  await timed(
    page,
    timings,
    "/gold-loan/pune",
    () => page.goto("/gold-loan/pune", { waitUntil: "commit" }),
    /\/gold-loan\/pune$/,
    h1(page, /^Gold loan in Pune/),
  );
  await timed(
    page,
    timings,
    "/lp/cards/login",
    () => page.goto("/lp/cards/login", { waitUntil: "commit" }),
    /\/lp\/cards\/login$/,
    h1(page, "Log in to your gold card"),
  );
}

/** The times of the steps, for the report (information only: no step asserts a duration). */
function reportTimings(timings: Timing[]) {
  test.info().annotations.push({ type: "timings (ms)", description: timings.map((t) => `${t.step}: ${t.ms}`).join(", ") });
}

for (const [label, fault] of [
  ["slow (held for 2 minutes)", { delayMs: HELD_MS }],
  ["failing (500)", { status: 500 }],
] as const) {
  test(`with the CMS, events, PostHog and Flagsmith ${label}, every page answers without them and the journey completes`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await warmCaches(page);
    const since = await sim.lastSeq();
    await faultOptionalUpstreams(fault);
    const timings: Timing[] = [];
    try {
      await timedJourney(page, timings);
      await timedOtherPages(page, timings);
    } finally {
      test.info().annotations.push({ type: "steps measured", description: String(timings.length) });
      await sim.clearFaults();
    }
    reportTimings(timings);

    // The faults were met: the journey asked the faulted upstreams and went on without them.
    const asked = (await sim.requestsSince(since)).map((r) => r.path);
    expect(
      asked.some((p) => p.startsWith("/flagsmith/")),
      "Flagsmith was asked",
    ).toBe(true);
    expect(
      asked.some((p) => p.startsWith("/api/v1/eventService/")),
      "the events service was asked",
    ).toBe(true);
  });
}
