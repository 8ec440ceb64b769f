/**
 * The cardholder pages under /lp/cards: OTP login by phone or e-mail, sign-up, the protected
 * layout's token check (sign-out, or login-expire in the Android webview), consent, limit
 * increase, release requests, rewards, offers, document upload and log-out; what the upstreams
 * received is read from the simulator's journal. The tests that post forms, and the token check
 * on a navigation, run without JavaScript too (NO_JS, playwright.config.ts).
 *
 * Every test starts from the simulator's seed (a reset: the demo's active limit request, its
 * unclaimed rewards). Code sends per identity and project stay at two or fewer (the app allows
 * OTP_SENDS_PER_PHONE, 5 by default, per phone or e-mail in ten minutes, across both projects):
 * phone ...601 (the journey here, the secrets spec), demo e-mail (e-mail login, documents),
 * nocard@ e-mail (rejected token, wrong code), phone ...602 (no card), phone ...699 (login + sign-up).
 */
import type { Page } from "@playwright/test";
import { cardLimitFor, DEMO_CARDHOLDER, NO_CARD_USER, SIM_OTP, UNKNOWN_CARD_PHONE } from "../support/fixtures";
import { cardLoginByRequests, expect, NO_JS, requestCardCode, sim, test, waitForHydration } from "./fixtures";
import { pickFirstFreeSlot, withoutBrowserValidation } from "./journey";

const SIGNED_OUT = /\/india\/goldfd-card\/93$/;
const LOGIN_EXPIRE = /\/lp\/cards\/login-expire$/;
/** A real 1x1 PNG. */
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

test.use({ actionTimeout: 10_000 });
test.beforeEach(async () => {
  await sim.reset();
});

/** The protected layout's navigation ("Card", "Raise limit", "Release gold", "Offers", "Rewards"). */
function accountNav(page: Page, label: string) {
  return page.getByRole("navigation", { name: "Your card" }).getByRole("link", { name: label, exact: true });
}

async function goByNav(page: Page, label: string, path: RegExp) {
  await accountNav(page, label).click();
  await page.waitForURL(path);
}

test("demo cardholder by phone: consent, limit increase, release request, rewards, offers, log out", NO_JS, async ({ page }) => {
  test.setTimeout(120_000);

  // Login by phone.
  await page.goto("/lp/cards/login");
  await page.getByLabel("Mobile number").fill(DEMO_CARDHOLDER.phone);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/lp\/cards\/otp$/);
  await expect(page.getByText(`+91 ******${DEMO_CARDHOLDER.phone.slice(-4)}`)).toBeVisible();
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/lp\/cards\/limits$/);
  await expect(page.getByText("Hello, Asha")).toBeVisible();
  await expect(page.getByTestId("card-limits")).toContainText("₹1,12,500");
  await expect(page.getByRole("heading", { name: "Your consent is needed" })).toBeVisible();

  // Consent by code.
  await page.getByRole("link", { name: "Give consent" }).click();
  await page.waitForURL(/\/lp\/cards\/consent$/);
  await page.getByRole("button", { name: "Send me the code" }).click();
  await expect(page.getByLabel("One-time code")).toBeVisible();
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "I give my consent" }).click();
  // Success notices come from the session, not the URL (decision 031).
  await page.waitForURL((url) => url.pathname === "/lp/cards/limits");
  await expect(page.getByRole("status").filter({ hasText: "Your consent is recorded" })).toBeVisible();
  await expect(page.getByTestId("consent-given")).toContainText("given");
  await expect(page.getByTestId("consent-needed")).toHaveCount(0);
  const consents = await sim.requests("/credit-limit/validate-consent-otp", "POST");
  expect(consents).toHaveLength(1);
  expect(consents[0]!.body).toMatchObject({ trackingId: expect.stringMatching(/^TRK-/), otp: SIM_OTP });

  // Limit increase: the calculator, a new visit time for the active request, the code.
  await goByNav(page, "Raise limit", /\/lp\/cards\/limit-increase$/);
  await expect(page.getByTestId("active-request")).toContainText("LIR-0601");
  await page.getByLabel("Weight of the gold (grams)").fill("10");
  // 22 karat unless the cardholder picks another purity.
  const purity = page.getByRole("group", { name: "Purity of the gold" });
  await expect(purity.getByRole("radio", { name: "22 karat" })).toBeChecked();
  await purity.getByRole("radio", { name: "24 karat" }).check();
  await purity.getByRole("radio", { name: "22 karat" }).check();
  await page.getByRole("button", { name: "Calculate" }).click();
  await page.waitForURL((url) => url.searchParams.get("goldWeight") === "10" && url.searchParams.get("goldQuality") === "22K");
  await expect(page.getByTestId("estimate")).toContainText(`₹${cardLimitFor(10, "22K").toLocaleString("en-IN")}`);
  // The request holds 20 g: the code is offered once these figures are in it, never for the old ones.
  await expect(page.getByTestId("request-recalculated")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send code to confirm" })).toHaveCount(0);
  const visit = await pickFirstFreeSlot(page);
  const slot = `${visit.date} ${visit.slotId}`;
  // The demo already has an active request: the booking changes its visit.
  await page.getByRole("button", { name: "Change my visit" }).click();
  // Back to the page without the calculator's query; the notice is the session's.
  await page.waitForURL((url) => url.pathname === "/lp/cards/limit-increase" && url.search === "");
  await expect(page.getByRole("status").filter({ hasText: "Your visit is booked" })).toBeVisible();
  const bookings = await sim.requests("/lead-service/v2/lead", "POST");
  expect(bookings).toHaveLength(1);
  expect(bookings[0]!.body).toMatchObject({
    cardId: "GC-0601",
    goldWeight: 10,
    goldQuality: "22K",
    requestedLimit: cardLimitFor(10, "22K"),
    slot,
  });
  await page.getByRole("button", { name: "Send code to confirm" }).click();
  await expect(page.getByLabel("One-time code")).toBeVisible();
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "Confirm my request" }).click();
  await expect(page.getByTestId("limit-confirmed")).toContainText("Your limit increase is confirmed");
  const sends = await sim.requests("/credit-limit-management/send-limit-otp", "POST");
  expect(sends.map((r) => r.body)).toEqual([{ requestId: "LIR-0601" }]);
  const verifies = await sim.requests("/credit-limit-management/verify-limit-otp", "POST");
  expect(verifies).toHaveLength(1);
  expect(verifies[0]!.body).toEqual({ requestId: "LIR-0601", trackingId: expect.stringMatching(/^TRK-/), otp: SIM_OTP });
  expect(verifies[0]!.headers.authorization).toMatch(/^JWT \S+/);

  // A release request.
  await goByNav(page, "Release gold", /\/lp\/cards\/release-requests$/);
  await page.getByLabel("Part of my gold").check();
  await page.getByLabel("Urgently").check();
  await page.getByLabel(/^Anything we should know/).fill("Need two bangles for a wedding.");
  await page.getByRole("button", { name: "Send my request" }).click();
  // The id of the request just raised is the session's notice, not the URL's (decision 031).
  await expect(page.getByTestId("release-created")).toContainText(/^Request RR-\d+ received/);
  const createdId = /RR-\d+/.exec((await page.getByTestId("release-created").textContent()) ?? "")![0];
  const created = await sim.requests("/release-requests", "POST");
  expect(created.map((r) => r.body)).toEqual([
    expect.objectContaining({
      cardId: "GC-0601",
      actionDesired: "PART_RELEASE",
      priority: "URGENT",
      customerNotes: "Need two bangles for a wedding.",
      source: "WEBSITE",
    }),
  ]);
  const filters = page.getByRole("navigation", { name: "Show requests" });
  const list = page.getByTestId("release-list");
  await filters.getByRole("link", { name: "Open", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("status") === "open");
  await expect(list.getByText(createdId, { exact: true })).toBeVisible();
  await expect(list).toContainText("Part of my gold, urgent");
  await filters.getByRole("link", { name: "Closed", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("status") === "closed");
  await expect(list.getByText("RR-1001", { exact: true })).toBeVisible();
  await expect(list.getByText("RR-1002", { exact: true })).toBeVisible();
  await expect(list).toContainText("Released");
  await expect(list).toContainText("Not possible");
  await expect(list.getByText(createdId, { exact: true })).toHaveCount(0);
  await expect(list.getByText("RR-1004", { exact: true })).toHaveCount(0);

  // Rewards: the claimable group.
  await goByNav(page, "Rewards", /\/lp\/cards\/rewards$/);
  const claimable = page.getByTestId("rewards-claimable");
  await expect(claimable).toContainText("Festive spends");
  await claimable.getByRole("button", { name: /^Claim ₹/ }).click();
  // Back to the bare page; the notice is the flash's (decision 055).
  await expect(page.getByTestId("reward-claimed")).toContainText("You claimed");
  await expect(page).toHaveURL(/\/lp\/cards\/rewards$/);
  await expect(page.getByTestId("reward-claimed")).toContainText("Festive spends");
  await expect(page.getByRole("region", { name: "Coming soon" })).toContainText("New year bonus");
  const claims = await sim.requests("/supabase/update", "PUT");
  expect(claims).toHaveLength(1);
  expect(JSON.stringify(claims[0]!.body)).toContain("RW-FEST-01");

  // Offers: the list, then one.
  await goByNav(page, "Offers", /\/lp\/cards\/offers$/);
  // The claim was said once (the flash, decision 055): back on the rewards page it is not said again.
  await goByNav(page, "Rewards", /\/lp\/cards\/rewards$/);
  await expect(page.getByRole("region", { name: "Coming soon" })).toContainText("New year bonus");
  await expect(page.getByTestId("reward-claimed")).toHaveCount(0);
  await goByNav(page, "Offers", /\/lp\/cards\/offers$/);
  const offers = page.getByTestId("offers").getByRole("listitem");
  await expect(offers).toHaveCount(4);
  const firstOffer = offers.first().getByRole("link");
  const offerTitle = (await firstOffer.innerText()).trim();
  await firstOffer.click();
  await page.waitForURL(/\/lp\/cards\/offers\/OFF-[A-Z0-9]+$/);
  await expect(page.getByTestId("offer")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offerTitle);

  // Log out.
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL(SIGNED_OUT);
  await expect(page.getByTestId("signed-out")).toHaveText("You have signed out.");
  await page.goto("/lp/cards/limits");
  await expect(page).toHaveURL(SIGNED_OUT);
  await expect(page.getByTestId("signed-out")).toHaveText("You have signed out.");
  await expect(page.getByRole("link", { name: "Log in with mobile number" })).toBeVisible();
});

test("the limit calculator holds the gold card's limits: 2 g is refused with the message and kept", async ({ page, javaScriptEnabled }) => {
  await cardLoginByRequests(page, { email: DEMO_CARDHOLDER.email });
  await goByNav(page, "Raise limit", /\/lp\/cards\/limit-increase$/);
  if (javaScriptEnabled) await waitForHydration(page);
  const weight = page.getByLabel("Weight of the gold (grams)");
  // The browser knows the bounds and says them; the server stays the judge.
  await expect(weight).toHaveAttribute("min", "6");
  await expect(weight).toHaveAttribute("max", "1365");
  await expect(weight).toHaveAttribute("step", "0.1");
  await expect(weight).toHaveAccessibleDescription(/From 6 g to 1,365 g/);
  await weight.fill("2");
  expect(await weight.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
  await withoutBrowserValidation(page.locator("form").filter({ has: page.getByRole("button", { name: "Calculate" }) }));
  await page.getByRole("button", { name: "Calculate" }).click();
  await page.waitForURL((url) => url.searchParams.get("goldWeight") === "2");
  await expect(page.locator("#goldWeight-error").getByText("The least gold we can take for a gold card is 6 g.")).toBeVisible();
  await expect(weight).toHaveValue("2");
  await expect(weight).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("estimate")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Change my visit" })).toHaveCount(0);
  expect(await sim.requests("/goldswiper/credit-limit/calculator")).toHaveLength(0);
});

test("demo cardholder by e-mail", NO_JS, async ({ page }) => {
  await page.goto("/lp/cards/login");
  await page.getByRole("link", { name: "E-mail", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("with") === "email");
  await page.getByLabel("E-mail address").fill(DEMO_CARDHOLDER.email);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/lp\/cards\/otp$/);
  await expect(page.getByText("de******@example.com")).toBeVisible();
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/lp\/cards\/limits$/);
  await expect(page.getByText("Hello, Asha")).toBeVisible();
  await expect(page.getByTestId("card-limits")).toContainText("₹1,12,500");
  const logins = await sim.requests("/auth/v1/otplogin", "POST");
  expect(logins.map((r) => r.body)).toEqual([{ email: DEMO_CARDHOLDER.email, otp: SIM_OTP }]);
});

test("no-card user", async ({ page }) => {
  await cardLoginByRequests(page, { phone: NO_CARD_USER.phone });
  await expect(page.getByText("Hello, Vikram")).toBeVisible();
  await expect(page.getByTestId("no-card")).toBeVisible();
  await expect(page.getByRole("heading", { name: "You do not have a gold card yet" })).toBeVisible();
  await expect(page.getByTestId("card-limits")).toHaveCount(0);
  // Without a card there is no limit to raise and no gold to release: the account nav does not offer them.
  const nav = page.getByRole("navigation", { name: "Your card" });
  await expect(nav.getByRole("link")).toHaveText(["Card", "Offers", "Rewards"]);
});

test("rejected token signs out", NO_JS, async ({ page, javaScriptEnabled }) => {
  await cardLoginByRequests(page, { email: NO_CARD_USER.email });
  await expect(page.getByText("Hello, Vikram")).toBeVisible();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
  await sim.fault({ path: "/auth/jwtvalidate", status: 401, body: { code: 401, message: "expired" } });
  // With JavaScript this is a client-side navigation (once the app has hydrated the page): the protected layout revalidates.
  if (javaScriptEnabled) await waitForHydration(page);
  await accountNav(page, "Offers").click();
  await page.waitForURL(SIGNED_OUT);
  await expect(page.getByTestId("signed-out")).toHaveText("Your session ended, please log in again.");
  if (javaScriptEnabled) {
    expect(requested).toContain("fetch /lp/cards/offers.data");
    expect(requested.filter((r) => r.startsWith("document "))).toEqual([]);
  }
  // The session is gone, not only this page: a later visit needs no fault to be refused.
  await sim.clearFaults();
  await page.goto("/lp/cards/limits");
  await expect(page).toHaveURL(SIGNED_OUT);
});

test("rejected token in the webview", async ({ page, context, baseURL }) => {
  const token = await sim.cardToken(DEMO_CARDHOLDER.phone);
  await context.addCookies([{ name: "jwt", value: token, url: baseURL! }]);
  await page.goto("/lp/cards/limits?webView=true");
  // The jwt cookie created the session: the card page loads.
  await expect(page).toHaveURL(/\/lp\/cards\/limits\?webView=true$/);
  await expect(page.getByText("Hello, Asha")).toBeVisible();
  await expect(page.getByTestId("card-limits")).toContainText("₹1,12,500");
  const checks = await sim.requests("/auth/jwtvalidate", "POST");
  expect(checks.length).toBeGreaterThan(0);
  expect(checks.every((r) => r.headers.authorization === `JWT ${token}`)).toBe(true);

  await sim.fault({ path: "/auth/jwtvalidate", status: 401, body: { code: 401, message: "expired" } });
  await page.reload();
  await expect(page).toHaveURL(LOGIN_EXPIRE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your session has ended");
  // Another protected page (the webview is remembered, the app's cookie is still rejected).
  await page.goto("/lp/cards/offers");
  await expect(page).toHaveURL(LOGIN_EXPIRE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your session has ended");
});

test("protected page without a session", async ({ page }) => {
  await page.goto("/lp/cards/rewards");
  await expect(page).toHaveURL(SIGNED_OUT);
  // Never had a session: nothing about signing out, the page offers the sign-in.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your gold card");
  await expect(page.getByTestId("signed-out")).toHaveCount(0);
  await expect(page.getByText(/logged out|signed out|session ended/i)).toHaveCount(0);
  expect(await sim.requests("/goldswiper/rewards")).toHaveLength(0);
});

test("the gold card page speaks to a first-time visitor: what the card is, how to sign in or sign up", async ({ page }) => {
  const response = await page.goto("/india/goldfd-card/93");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Gold card: a credit card backed by your gold/);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/credit card backed by the gold you pledge/);
  await expect(page.getByTestId("signed-out")).toHaveCount(0);
  await expect(page.getByText(/logged out|signed out|session ended/i)).toHaveCount(0);
  await expect(
    page.getByText("Sign in with a one-time code (OTP) sent to your mobile number or e-mail address", { exact: false }),
  ).toBeVisible();
  for (const fact of ["Your limit comes from your gold", "Raise your limit", "Get your gold back", "Rewards"]) {
    await expect(page.getByRole("listitem").filter({ hasText: fact })).toBeVisible();
  }
  await expect(page.getByText("75%")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign up with your mobile number" })).toHaveAttribute("href", "/lp/cards/signup");
  await page.getByRole("link", { name: "Log in with e-mail" }).click();
  await page.waitForURL((url) => url.pathname === "/lp/cards/login" && url.searchParams.get("with") === "email");
  await expect(page.getByLabel("E-mail address")).toBeVisible();
});

test("wrong code keeps you on the code page", NO_JS, async ({ page }) => {
  await requestCardCode(page, { email: NO_CARD_USER.email });
  await page.waitForURL(/\/lp\/cards\/otp$/);
  await page.getByLabel("One-time code").fill("000000");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.locator("#otp-error")).toHaveText("That code is not right. Please check it and try again.");
  await expect(page).toHaveURL(/\/lp\/cards\/otp$/);
  await expect(page.getByLabel("One-time code")).toBeVisible();
  // Nobody is logged in.
  await page.goto("/lp/cards/limits");
  await expect(page).toHaveURL(SIGNED_OUT);
});

test("unknown phone is offered sign-up", NO_JS, async ({ page }) => {
  await requestCardCode(page, { phone: UNKNOWN_CARD_PHONE });
  await expect(page).toHaveURL(/\/lp\/cards\/login$/);
  await expect(page.locator("#identity-error")).toContainText("We could not find a gold card account");
  const offer = page.getByTestId("sign-up-offer");
  await expect(offer).toBeVisible();
  await offer.getByRole("link").click();
  await page.waitForURL(/\/lp\/cards\/signup\?phone=/);
  await expect(page.getByLabel("Mobile number")).toHaveValue(UNKNOWN_CARD_PHONE);
  await page.getByLabel("First name").fill("Ravi");
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/lp\/cards\/otp$/);
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "Create my account" }).click();
  await page.waitForURL(/\/lp\/cards\/limits$/);
  await expect(page.getByText("Hello, Ravi")).toBeVisible();
  await expect(page.getByTestId("no-card")).toBeVisible();
  const accounts = await sim.requests("/auth/v2/createaccount", "POST");
  expect(accounts.map((r) => r.body)).toEqual([
    expect.objectContaining({ firstname: "Ravi", phone: `+91${UNKNOWN_CARD_PHONE}`, otp: SIM_OTP }),
  ]);
});

test("document upload without JS and with", NO_JS, async ({ page }) => {
  await cardLoginByRequests(page, { email: DEMO_CARDHOLDER.email });
  await page.getByRole("link", { name: "Verify your PAN and add documents" }).click();
  await page.waitForURL(/\/lp\/cards\/documents$/);

  const photo = page.getByLabel("Photo");
  await expect(photo).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
  await photo.setInputFiles({ name: "gold.png", mimeType: "image/png", buffer: PNG_1X1 });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  // The notice is the session's (decision 031): the page comes back without a query.
  await expect(page.getByTestId("upload-done")).toContainText("uploaded");
  expect(new URL(page.url()).search).toBe("");
  const uploads = await sim.requests("/customer/uploadImageForCustomer", "POST");
  expect(uploads).toHaveLength(1);
  expect(uploads[0]!.body).toMatchObject({
    fields: { documentType: "GOLD_PHOTO" },
    files: [{ field: "image", contentType: "image/png", size: PNG_1X1.length }],
  });
  const saves = await sim.requests(`/customer/saveImagesForCustomer/${DEMO_CARDHOLDER.customerId}`, "POST");
  expect(saves).toHaveLength(1);

  // The accept attribute would hide other files in a picker; setInputFiles bypasses it, as a crafted post would.
  await page.getByLabel("Photo").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo\n") });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.locator("#image-error")).toHaveText("Please choose a JPEG, PNG or WebP photo.");
  expect(await sim.requests("/customer/uploadImageForCustomer", "POST")).toHaveLength(1);
});
