/**
 * The journeys' Playwright fixtures and page helpers: this worker's app, simulator and Redis
 * database, the lead form and the cardholder login as a visitor does them, the tag manager's
 * stub and the axe-core checks. The test data (phones, cardholders, pincodes) and the
 * simulator's client are tests/support/fixtures.ts, shared with the integration tests.
 *
 * Each worker has an app, a simulator and a Redis database of its own (playwright.config.ts):
 * everything here talks to the ones of this worker (TEST_PARALLEL_INDEX), and `baseURL` is its app.
 */
import { createHash } from "node:crypto";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import axe, { type Result } from "axe-core";
import { createClient } from "@redis/client";
import { appUrl, NO_JS_TAG, redisUrl, simUrl, WORKERS } from "../../playwright.config";
import { freshPhone, SIM_OTP, simulator } from "../support/fixtures";

/** This worker's slot (0 .. workers-1): which app, simulator and Redis database are its own. */
const WORKER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (WORKER_INDEX >= WORKERS) {
  throw new Error(`Worker ${WORKER_INDEX} has no app: playwright.config.ts starts ${WORKERS} (set E2E_WORKERS rather than --workers)`);
}
/** This worker's app (the `baseURL` of its tests). */
export const APP_URL = appUrl(WORKER_INDEX);
/** This worker's simulator (the one its app talks to). */
export const SIM_URL = simUrl(WORKER_INDEX);
/** This worker's database of the app's shared store. */
export const REDIS_URL = redisUrl(WORKER_INDEX);

/**
 * The details of a test that runs without JavaScript too (project js-off, playwright.config.ts):
 * `test(title, NO_JS, body)`. For a test whose behaviour differs without JavaScript.
 */
export const NO_JS = { tag: NO_JS_TAG };

/** This worker's simulator: its journal, faults, seed and OTP outbox. */
export const sim = simulator(SIM_URL);

/**
 * With JavaScript: waits until the app has hydrated the page and run its effects (the app starts
 * its scripts only after the first paint, app/platform/scripts-after-paint.ts), so that what the
 * test does next meets the app (client-side navigation, the exit flow's back guard, the exit
 * intent's listener) and not the plain HTML. The signs are Remix's router (window.__remixRouter)
 * and the effect of its <ScrollRestoration>, which the root layout renders after the page: React
 * runs a commit's effects child first and in order, so the page's effects ran before that one.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined && history.scrollRestoration === "manual",
  );
}

/**
 * A flagsmithIdentity cookie no other test used, starting with `prefix`: the simulator's
 * Flagsmith overrides flags for identities by prefix (server/upstream-sim/services/flags.ts),
 * e.g. `noexit-` (no exit intent), `noalert-`, `quickalert-`; `visitor-` has none.
 */
export async function useFlagIdentity(context: BrowserContext, baseURL: string | undefined, prefix: string) {
  const identity = `${prefix}${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await context.addCookies([{ name: "flagsmithIdentity", value: identity, url: baseURL! }]);
}

/** Opens `path` as a visitor arriving there; with JavaScript, waits for the app to take the page over (waitForHydration). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page);
}

export async function fillLeadForm(page: Page, values: { phone: string; city?: string; amount: string; loanType?: "Fresh" | "Takeover" }) {
  await page.getByLabel("Mobile number").fill(values.phone);
  if (values.city) await page.getByLabel("City").selectOption({ label: values.city });
  await page.getByLabel("Loan amount (₹)").fill(values.amount);
  if (values.loanType) await page.getByLabel(values.loanType).check();
}

/** The paid landing page of a Google ad. */
export const AD_LANDING = "/lp/basic-details?utm_source=google&utm_medium=cpc&utm_campaign=gold-nov";

/**
 * From the landing page to the pincode step (step 3): the lead form, then the OTP. Answers
 * the lead's id (from the OTP page's URL) and the phone used.
 */
export async function reachPincodeStep(
  page: Page,
  options: { landing?: string; phone?: string; city?: string; amount?: string } = {},
): Promise<{ leadId: string; phone: string }> {
  const phone = options.phone ?? freshPhone();
  await page.goto(options.landing ?? AD_LANDING);
  await fillLeadForm(page, { phone, city: options.city ?? "Bangalore", amount: options.amount ?? "300000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/lp\/otp\/auth\/[0-9a-f-]{36}$/);
  const leadId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await page.waitForURL(/\/lp\/pincode$/);
  return { leadId, phone };
}

// ---------------------------------------------------------------------------------------
// The tag manager (playwright.config.ts sets TAG_MANAGER_ID, so every page with JavaScript loads it)

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
/** The container id the app is started with (playwright.config.ts, webServer env). */
export const TAG_MANAGER_TEST_ID = "GTM-TEST123";
/** What every test's browser gets instead of Google's script: it only notes when it ran. */
export const TAG_MANAGER_STUB = "window.__tagManagerLoadedAt = performance.now();";

declare global {
  interface Window {
    /** Set by TAG_MANAGER_STUB: performance.now() when the stubbed tag manager script ran. */
    __tagManagerLoadedAt?: number;
  }
}

/** The tag manager requests of a test's browser context, in order (all answered by the stub). */
export type TagManagerRequests = { urls: string[] };

/**
 * Empties the app's shared store (its Redis): the abuse limits start again, as for a new visitor
 * on a new day. Every journey starts with it, so that one test's codes never refuse the next's.
 */
export async function resetLimits() {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  try {
    await client.sendCommand(["FLUSHDB"]);
  } finally {
    await client.close();
  }
}

// ---------------------------------------------------------------------------------------
// Accessibility: axe-core on every page and state the journeys visit (docs/decisions/025-accessibility-checks-and-colours.md)

/** The attribute that marks, for one check, an element whose CSS animation has not finished. */
const ANIMATING = "data-axe-animating";

/**
 * Marks every element with a CSS animation that has not finished (still waiting out its delay,
 * or fading): its opacity and visibility are on their way somewhere else, so its colours cannot
 * be judged now. The alert-seek prompt waits seconds before it fades in, and the error popup
 * fades out and closes over 3 s; waiting for them after every step would change what the
 * journeys see. accessibility.spec.ts judges both where they settle (after the prompt's
 * animationend, and the popup while it is fully shown). Answers how many it marked.
 */
async function markAnimating(page: Page): Promise<number> {
  return page.evaluate((attribute) => {
    let marked = 0;
    for (const animation of document.getAnimations()) {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      // Finished, or held still by a test at a chosen moment (paused): its colours are what they are.
      if (animation.playState !== "running" || !(target instanceof Element)) continue;
      target.setAttribute(attribute, "");
      marked++;
    }
    return marked;
  }, ANIMATING);
}

async function unmarkAnimating(page: Page) {
  await page.evaluate(
    (attribute) => document.querySelectorAll(`[${attribute}]`).forEach((element) => element.removeAttribute(attribute)),
    ANIMATING,
  );
}

/** One state's violations, one line per rule and one per element it names. */
function describeViolations(state: string, violations: Result[]): string {
  const lines = [state];
  for (const violation of violations) {
    lines.push(`  ${violation.id} (${violation.impact ?? "no impact"}): ${violation.help}`);
    for (const node of violation.nodes) {
      lines.push(`    - ${node.target.join(" ")}: ${node.html.replace(/\s+/g, " ").slice(0, 200)}`);
      const why = node.failureSummary?.split("\n").slice(1).join("; ").trim();
      if (why) lines.push(`      ${why}`);
    }
  }
  return lines.join("\n");
}

/**
 * This worker's browser context with JavaScript, where a page without it is checked: axe-core
 * runs on timers and promises, which never run in a page whose scripts are off. It loads nothing
 * from anywhere (the stylesheet is inline in every page). Its one page is reused for every copy:
 * `setContent` keeps the window, so axe-core is put in it once per worker, not once per check.
 */
let mirrorContext: BrowserContext | null = null;
let mirrorPage: Page | null = null;

/**
 * A copy of a page without JavaScript, as it is now (its form fields' values and choices too,
 * and not its scripts, which never ran), in the mirror context's page, at the same size.
 * The site has no <noscript> content, which a page with scripts would not show.
 */
async function mirrorOf(page: Page): Promise<Page> {
  if (!mirrorContext) throw new Error("the axe fixture sets up the mirror context");
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    const fields = document.querySelectorAll("input, select, textarea");
    copy.querySelectorAll("input, select, textarea").forEach((field, index) => {
      const original = fields[index];
      if (original instanceof HTMLInputElement && (original.type === "checkbox" || original.type === "radio"))
        field.toggleAttribute("checked", original.checked);
      else if (original instanceof HTMLInputElement) field.setAttribute("value", original.value);
      else if (original instanceof HTMLTextAreaElement) field.textContent = original.value;
      else if (original instanceof HTMLSelectElement)
        field.querySelectorAll("option").forEach((option, i) => option.toggleAttribute("selected", original.options[i]!.selected));
    });
    copy.querySelectorAll("script").forEach((script) => script.remove());
    return `<!DOCTYPE html>${copy.outerHTML}`;
  });
  if (!mirrorPage || mirrorPage.isClosed()) mirrorPage = await mirrorContext.newPage();
  await mirrorPage.setViewportSize(page.viewportSize() ?? { width: 360, height: 740 });
  await mirrorPage.setContent(html, { waitUntil: "load" });
  return mirrorPage;
}

/**
 * axe-core's violations on the page as it is now, leaving out the elements `excluded` matches.
 * axe-core (half a megabyte of script) goes into a document only if it is not there yet: once
 * per document of the page, once per worker in the mirror.
 */
async function runAxe(page: Page, excluded: string): Promise<Result[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run({ exclude: [[selector]] }, { resultTypes: ["violations"] });
    return results.violations;
  }, excluded);
}

/**
 * The states this worker found clean, by their markup (digits and nonces aside: the same page
 * for another phone, lead or day), the viewport and the JavaScript mode. Most tests start on the
 * same few pages; a state already found clean is not checked again. Animations held by a test
 * (`prepare`) are always checked.
 */
const cleanStates = new Set<string>();

async function stateKey(page: Page, javaScriptEnabled: boolean): Promise<string> {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const viewport = page.viewportSize();
  return createHash("sha1")
    .update(`${javaScriptEnabled} ${viewport?.width}x${viewport?.height} `)
    .update(html.replace(/ nonce="[^"]*"/g, "").replace(/\d/g, "0"))
    .digest("hex");
}

/**
 * Runs axe-core (every rule it has that is not experimental: WCAG 2.0 to 2.2 A and AA, and the
 * best practices) on the page as it is now. Answers the violations, described, or null when
 * there are none or the document is not a web page (the sitemap, a JSON answer). Without
 * JavaScript, on a copy of the page in a browser with it (see `mirrorOf`).
 */
export async function axeViolations(
  page: Page,
  state: string,
  javaScriptEnabled: boolean,
  prepare?: (checked: Page) => Promise<void>,
): Promise<string | null> {
  // A test that never opened a page (it asked the server directly) leaves the browser's empty one.
  if (page.url() === "about:blank") return null;
  // A test that went on at the response's first bytes (`waitUntil: "commit"`) has a page still
  // being parsed: it is judged once it is all there.
  await page.waitForLoadState("load");
  const isHtml = await page.evaluate(() => document.contentType === "text/html").catch(() => false);
  if (!isHtml) return null;
  const key = prepare ? null : await stateKey(page, javaScriptEnabled);
  if (key && cleanStates.has(key)) return null;
  const checked = javaScriptEnabled ? page : await mirrorOf(page);
  if (prepare) await prepare(checked);
  await markAnimating(checked);
  try {
    // In the page's own frame: the site has no frames of its own.
    const violations = await runAxe(checked, `[${ANIMATING}]`);
    if (violations.length > 0) return describeViolations(`${state}: ${page.url()}`, violations);
    if (key) cleanStates.add(key);
    return null;
  } finally {
    if (checked === page) await unmarkAnimating(page).catch(() => undefined);
  }
}

/**
 * Fails with the violations of the page as it is now: for the states accessibility.spec.ts sets
 * up itself. `prepare` runs first on the page that is checked (the page, or its copy without
 * JavaScript), e.g. to hold an animation where it settles.
 */
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  javaScriptEnabled: boolean,
  prepare?: (checked: Page) => Promise<void>,
) {
  const found = await axeViolations(page, state, javaScriptEnabled, prepare);
  expect(found, "axe-core violations").toBeNull();
}

export const test = base.extend<{ cleanFaults: void; freshLimits: void; tagManager: TagManagerRequests; axe: void }, { axeMirror: void }>({
  axeMirror: [
    async ({ browser }, use) => {
      mirrorContext = await browser.newContext({ javaScriptEnabled: true });
      await mirrorContext.route("**/*", (route) => route.abort());
      await use();
      await mirrorContext.close();
      mirrorContext = null;
      mirrorPage = null;
    },
    { scope: "worker", auto: true },
  ],
  // The worker's own app.
  baseURL: async ({}, use) => {
    await use(APP_URL);
  },
  cleanFaults: [
    async ({}, use) => {
      await sim.clearFaults();
      await use();
      await sim.clearFaults();
    },
    { auto: true },
  ],
  freshLimits: [
    async ({}, use) => {
      await resetLimits();
      await use();
    },
    { auto: true },
  ],
  // No test ever reaches Google: every request to the tag manager's origin gets the stub.
  tagManager: [
    async ({ context }, use) => {
      const requests: TagManagerRequests = { urls: [] };
      await context.route(`${TAG_MANAGER_ORIGIN}/**`, async (route) => {
        requests.urls.push(route.request().url());
        await route.fulfill({ status: 200, contentType: "application/javascript; charset=utf-8", body: TAG_MANAGER_STUB });
      });
      await use(requests);
    },
    { auto: true },
  ],
  /**
   * axe-core on every page and state a test visits: after each `page.goto` and
   * `page.waitForURL` the test makes, and on the page as the test leaves it (when it passed).
   * The violations of all of them fail the test at its end, listed by state, rule, element.
   */
  axe: [
    async ({ page, javaScriptEnabled }, use, testInfo) => {
      const found: string[] = [];
      let checks = 0;
      const check = async (state: string) => {
        checks++;
        const violations = await axeViolations(page, state, javaScriptEnabled);
        if (violations) found.push(violations);
      };
      const goto = page.goto.bind(page);
      const waitForURL = page.waitForURL.bind(page);
      page.goto = async (...args: Parameters<Page["goto"]>) => {
        const response = await goto(...args);
        await check(`after goto ${String(args[0])}`);
        return response;
      };
      page.waitForURL = async (...args: Parameters<Page["waitForURL"]>) => {
        await waitForURL(...args);
        await check(`after waitForURL ${String(args[0])}`);
      };
      await use();
      if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) {
        // A click at the very end may have started a navigation: judge the page it ends on.
        await page.waitForLoadState("load");
        await check("at the end of the test").catch(async () => {
          await page.waitForLoadState("load");
          await check("at the end of the test");
        });
      }
      testInfo.annotations.push({ type: "axe checks", description: String(checks) });
      if (found.length > 0) throw new Error(`axe-core found violations in ${found.length} of ${checks} page states:\n${found.join("\n")}`);
    },
    { auto: true },
  ],
});

export { expect };

// ---------------------------------------------------------------------------------------
// Cardholders (server/upstream-sim/README.md "Cardholders"; the identities are DEMO_CARDHOLDER and the others of tests/support/fixtures.ts)

export type CardIdentity = { phone: string } | { email: string };

/**
 * The login page up to the code page: the mobile number (default) or, after choosing
 * "E-mail", the e-mail address, then "Get OTP". Each call is one code send for the identity
 * (the app allows OTP_SENDS_PER_PHONE, 5 by default, per identity in ten minutes).
 */
export async function requestCardCode(page: Page, identity: CardIdentity) {
  await page.goto("/lp/cards/login");
  if ("email" in identity) {
    await page.getByRole("link", { name: "E-mail", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("with") === "email");
    await page.getByLabel("E-mail address").fill(identity.email);
  } else {
    await page.getByLabel("Mobile number").fill(identity.phone);
  }
  await page.getByRole("button", { name: "Get OTP" }).click();
}

/**
 * A cardholder login as the requests a browser without JavaScript sends (the login form, then
 * the code), through the page's own request context, so the browser has the session; then the
 * card home. For tests about the pages after the login (the login itself: cardholder.spec.ts).
 */
export async function cardLoginByRequests(page: Page, identity: CardIdentity) {
  const fields = "email" in identity ? { kind: "email", identity: identity.email } : { kind: "phone", identity: identity.phone };
  for (const [url, form, next] of [
    ["/lp/cards/login", fields, "/lp/cards/otp"],
    ["/lp/cards/otp", { intent: "verify", otp: SIM_OTP }, "/lp/cards/limits"],
  ] as const) {
    const response = await page.request.post(url, { form, maxRedirects: 0 });
    expect(`${response.status()} ${response.headers()["location"]}`, `POST ${url}`).toBe(`302 ${next}`);
  }
  await openPage(page, "/lp/cards/limits");
}

/** A full cardholder login through the pages: code sent, code typed, the card home reached. */
export async function cardLogin(page: Page, identity: CardIdentity) {
  await requestCardCode(page, identity);
  await page.waitForURL(/\/lp\/cards\/otp$/);
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/lp\/cards\/limits$/);
}

/** The token the app sent on its last jwtvalidate (from the journal), without the "JWT " scheme. */
export async function lastValidatedToken(): Promise<string> {
  const checks = await sim.requests("/auth/jwtvalidate", "POST");
  const header = checks.at(-1)?.headers.authorization ?? "";
  expect(header).toMatch(/^JWT \S+$/i);
  return header.replace(/^JWT\s+/i, "");
}
