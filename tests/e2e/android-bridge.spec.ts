/**
 * The Android app's bridge (docs/android-bridge.md), with a stub `window.Android` as the app
 * registers it, and without one: the hand-off of the next step (encrypted when the app offers
 * encryption, in clear with an older app, a plain link without the app or without JavaScript),
 * the app's own session id, which the site's events then carry, and a PDF opened in the app's viewer.
 */
import type { Page } from "@playwright/test";
import { freshPhone } from "../support/fixtures";
import { expect, fillLeadForm, NO_JS, openPage, sim, test, waitForHydration } from "./fixtures";
import { leadByRequests } from "./journey";

const IN_APP = "/lp/basic-details?webView=true&utm_source=app";
const APP_SESSION = "app-session-5d1e8c42";

/** A stub bridge with the given methods; each call is recorded in window.bridgeCalls. */
async function stubBridge(
  page: Page,
  methods: readonly ("openNextStep" | "openNextStepSecure" | "encrypt" | "getSessionId" | "openPdf")[],
) {
  await page.addInitScript(
    ({ methods, session }) => {
      const calls: [string, string?][] = [];
      const bridge: Record<string, (value?: string) => string | void> = {};
      if (methods.includes("openNextStep")) bridge.openNextStep = (path) => void calls.push(["openNextStep", path]);
      if (methods.includes("openNextStepSecure")) bridge.openNextStepSecure = (sealed) => void calls.push(["openNextStepSecure", sealed]);
      // The stub's "encryption" is reversible and visibly not the plain text.
      if (methods.includes("encrypt")) bridge.encrypt = (plain) => `sealed:${btoa(plain ?? "")}`;
      if (methods.includes("getSessionId")) bridge.getSessionId = () => session;
      if (methods.includes("openPdf")) bridge.openPdf = (url) => void calls.push(["openPdf", url]);
      // Whether the page kept each click from the browser (a link the app took does nothing more).
      const clicks: boolean[] = [];
      window.addEventListener("click", (event) => void clicks.push(event.defaultPrevented));
      Object.assign(window, { Android: bridge, bridgeCalls: calls, bridgeClicks: clicks });
    },
    { methods, session: APP_SESSION },
  );
}

const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { bridgeCalls: [string, string?][] }).bridgeCalls);

/** The lead form sent from inside the app; resolves with the lead's id once the hand-off page is shown. */
async function leadInApp(page: Page, scripts = true): Promise<string> {
  await page.goto(IN_APP);
  if (scripts) await waitForHydration(page);
  await fillLeadForm(page, { phone: freshPhone(), amount: "200000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/lp\/handoff\?/);
  const to = new URL(page.url()).searchParams.get("to")!;
  return to.split("/").pop()!;
}

test("an app that offers encryption gets the next step sealed, never in clear", async ({ page }) => {
  await stubBridge(page, ["openNextStep", "openNextStepSecure", "encrypt"]);
  const leadId = await leadInApp(page);
  await expect
    .poll(() => bridgeCalls(page))
    .toEqual([["openNextStepSecure", `sealed:${Buffer.from(`/lp/otp/auth/${leadId}`).toString("base64")}`]]);
  expect(JSON.stringify(await bridgeCalls(page))).not.toContain(leadId);
});

test("an older app with openNextStep alone gets the path, as before", async ({ page }) => {
  await stubBridge(page, ["openNextStep"]);
  const leadId = await leadInApp(page);
  await expect.poll(() => bridgeCalls(page)).toEqual([["openNextStep", `/lp/otp/auth/${leadId}`]]);
});

test("without the app's bridge, or without JavaScript, the hand-off is a link to the next step", NO_JS, async ({ page }, testInfo) => {
  const leadId = await leadInApp(page, testInfo.project.use.javaScriptEnabled !== false);
  const link = page.getByTestId("handoff-link");
  await expect(link).toHaveAttribute("href", `/lp/otp/auth/${leadId}`);
  await link.click();
  await page.waitForURL(new RegExp(`/lp/otp/auth/${leadId}$`));
});

test("the app's own session id is the one the site's events carry", async ({ page }) => {
  await stubBridge(page, ["openNextStep", "getSessionId"]);
  const reported = page.waitForResponse((response) => response.url().endsWith("/lp/api/app-session"));
  await page.goto(IN_APP);
  expect((await reported).status()).toBe(204);
  const phone = freshPhone();
  await fillLeadForm(page, { phone, amount: "200000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/lp\/handoff\?/);

  const create = (await sim.requests("/public/v1/lead", "POST")).find((r) => (r.body as { phone: string }).phone === `+91${phone}`);
  expect((create!.body as { customParamsDB: { sessionId: string } }).customParamsDB.sessionId).toBe(APP_SESSION);
  await expect
    .poll(async () =>
      (await sim.requests("/api/v1/eventService/sendEvent", "POST")).some(
        (r) => (r.body as { eventData?: { sessionId?: string } }).eventData?.sessionId === APP_SESSION,
      ),
    )
    .toBe(true);
});

test("an app with a PDF viewer opens the key facts statement in it, and the browser does not download it", async ({ page, baseURL }) => {
  await stubBridge(page, ["openNextStep", "openPdf"]);
  await leadByRequests(page, "/lp/book-visit");
  await openPage(page, "/lp/key-facts");
  await page.getByRole("link", { name: "Key Facts Statement (PDF)" }).click();
  await expect.poll(() => bridgeCalls(page)).toEqual([["openPdf", `${baseURL}/lp/key-facts.pdf`]]);
  expect(await page.evaluate(() => (window as unknown as { bridgeClicks: boolean[] }).bridgeClicks)).toEqual([true]);
});
