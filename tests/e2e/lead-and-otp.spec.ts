/**
 * The first two steps of the visitor journey, in both JavaScript modes (see the projects
 * in playwright.config.ts): lead entry, duplicate outcomes, upstream failure, OTP. Every test
 * posts a form, which without JavaScript is a document post and its answer a new page.
 */
import { freshPhone, LEAD_PHONES, SIM_OTP } from "../support/fixtures";
import { expect, fillLeadForm, NO_JS, sim, test, waitForHydration } from "./fixtures";

const LANDING = "/lp/basic-details?utm_source=google&utm_medium=cpc&utm_campaign=gold_diwali&gclid=gclid-e2e";

test("a paid visitor leaves a lead, verifies the OTP and reaches step 3", NO_JS, async ({ page }) => {
  const phone = freshPhone();
  const pune = (await sim.cities()).find((c) => c.name === "Pune")!;
  await page.goto(`${LANDING}&fbclid=fbclid-e2e&r_city=gl_pune_${pune.id}`);

  await expect(page.getByTestId("progress")).toHaveText("01/06");
  // r_city preselects the visitor's city.
  await expect(page.getByLabel("City")).toHaveValue(String(pune.id));
  await fillLeadForm(page, { phone, amount: "75,000", loanType: "Fresh" });
  await page.getByRole("button", { name: "Get OTP" }).click();

  await expect(page).toHaveURL(/\/lp\/otp\/auth\/[0-9a-f-]{36}$/);
  const leadId = page.url().split("/").pop()!;
  await expect(page.getByTestId("progress")).toHaveText("02/06");
  await expect(page.getByText(`+91 ******${phone.slice(-4)}`)).toBeVisible();
  const otpInput = page.getByLabel("One-time code");
  await expect(otpInput).toHaveAttribute("autocomplete", "one-time-code");
  await expect(otpInput).toHaveAttribute("inputmode", "numeric");

  await otpInput.fill(SIM_OTP);
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL(/\/lp\/pincode$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where should we serve you?");
  await expect(page.getByTestId("progress")).toHaveText("03/06");

  // The journal proves what the digital journey's create received (a paid landing, decision 001).
  const creates = (await sim.requests("/public/v1/lead", "POST")).filter((r) => (r.body as { phone: string }).phone === `+91${phone}`);
  expect(creates).toHaveLength(1);
  const lead = creates[0]!.body as Record<string, unknown>;
  expect(lead).toMatchObject({
    phone: `+91${phone}`,
    cityId: pune.id,
    city: "Pune",
    loanAmount: 75000,
    loanType: "FRESH",
    source: "Paid_LP_DigitalJourney",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "gold_diwali",
    utmContent: "-",
    gclid: "gclid-e2e",
    fbclid: "fbclid-e2e",
    digitalJourney: true,
    consentToCall: true,
  });
  for (const snake of ["cityid", "loan_amount", "utm_source", "utm_campaign", "unbounce_phone", "isOtpVerified", "lead_id"]) {
    expect(lead).not.toHaveProperty(snake);
  }
  const sends = await sim.requests("/lead-service/v1/otp/leadId", "POST");
  expect(sends.filter((r) => (r.body as { leadId: string }).leadId === leadId).map((r) => (r.body as { type: string }).type)).toEqual([
    "SMS",
  ]);
  const updates = await sim.requests(`/lead-service/v1/lead/${leadId}`, "PUT");
  expect(updates.at(-1)?.body).toMatchObject({ otpVerified: true, phone: `+91${phone}` });
});

test("a wrong OTP keeps the visitor on the OTP page with a clear message", NO_JS, async ({ page }) => {
  await page.goto(LANDING);
  await fillLeadForm(page, { phone: freshPhone(), city: "Chennai", amount: "50000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page).toHaveURL(/\/lp\/otp\/auth\//);
  const otpUrl = page.url();

  await page.getByLabel("One-time code").fill("000000");
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page.locator("#otp-error").getByText("That code is not right. Please check the SMS and try again.")).toBeVisible();
  expect(page.url()).toBe(otpUrl);
  await expect(page.getByLabel("One-time code")).toHaveAttribute("aria-invalid", "true");
});

test("asking for a new code inside the cool-down is refused and says how long to wait", NO_JS, async ({ page, javaScriptEnabled }) => {
  await page.goto(LANDING);
  await fillLeadForm(page, { phone: freshPhone(), city: "Chennai", amount: "50000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page).toHaveURL(/\/lp\/otp\/auth\//);
  const notice = page.getByTestId("otp-notice");
  if (javaScriptEnabled) {
    // With JavaScript the buttons wait out the cool-down with a visible countdown (once the app has hydrated the page).
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Send again" })).toBeDisabled();
    await expect(notice).toHaveText(/You can ask for a new code in \d+ seconds\./);
  } else {
    // Without JavaScript the server enforces it.
    await page.getByRole("button", { name: "Get a call instead" }).click();
    await expect(notice).toHaveText(/You can ask for a new code in \d+ seconds\./);
  }
  const leadId = page.url().split("/").pop()!;
  const sends = (await sim.requests("/lead-service/v1/otp/leadId", "POST")).filter((r) => (r.body as { leadId: string }).leadId === leadId);
  expect(sends).toHaveLength(1);
});

test("when the form's code could not be sent, the OTP page says so and sends one only when asked", NO_JS, async ({ page }) => {
  await sim.failWith({ path: "/lead-service/v1/otp/leadId", status: 500, message: "SMS gateway is down", times: 1 });
  await page.goto(LANDING);
  await fillLeadForm(page, { phone: freshPhone(), city: "Chennai", amount: "50000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page).toHaveURL(/\/lp\/otp\/auth\/[^/?]+$/);
  // The spec's words, never the gateway's (decision 047).
  await expect(page.getByTestId("error-popup")).toContainText("Some Error Happened on the Server. Please try after some time");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verify your mobile number");
  const leadId = page.url().split("/").pop()!;
  const sends = async () =>
    (await sim.requests("/lead-service/v1/otp/leadId", "POST")).filter((r) => (r.body as { leadId: string }).leadId === leadId);
  // Opening the page again sends nothing.
  await page.reload();
  await expect(page.getByRole("button", { name: "Send the code" })).toBeVisible();
  expect(await sends()).toHaveLength(1);

  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByTestId("otp-notice")).toHaveText("We have sent you a new code by SMS.");
  // Said once, from the flash: the address names no notice; a wrong code's answer replaces it, and
  // the page loaded again does not say it.
  expect(new URL(page.url()).search).toBe("");
  await page.getByLabel("One-time code").fill("000000");
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page.locator("#otp-error").getByText("That code is not right. Please check the SMS and try again.")).toBeVisible();
  await expect(page.getByTestId("otp-notice")).not.toHaveText("We have sent you a new code by SMS.");
  await page.reload();
  await expect(page.getByTestId("otp-notice")).not.toHaveText("We have sent you a new code by SMS.");
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await page.waitForURL(/\/lp\/pincode$/);
  expect(await sends()).toHaveLength(2);
});

test(
  "a phone that already has a lead is told what to do: the call already arranged, or the number to call now",
  NO_JS,
  async ({ page }) => {
    await page.goto(LANDING);
    await fillLeadForm(page, { phone: LEAD_PHONES.duplicate, city: "Mumbai", amount: "120000" });
    await page.getByRole("button", { name: "Get OTP" }).click();
    const offer = page.getByTestId("duplicate-lead");
    await expect(offer.getByRole("heading")).toHaveText("We already have a request from this number");
    await expect(offer).toContainText("You have already shared your details with us. Our team will call you shortly.");
    await expect(offer.getByRole("link", { name: "Call us free now on 1800 123 4567" })).toHaveAttribute("href", "tel:18001234567");
    await expect(page).toHaveURL(/\/lp\/basic-details/);
    await expect(page.getByLabel("Mobile number")).toHaveValue(LEAD_PHONES.duplicate);
    await expect(page.getByLabel("Loan amount (₹)")).toHaveValue("120000");
    await expect(page.getByTestId("error-popup")).toHaveCount(0);
  },
);

test("a duplicate with an active transaction goes to that transaction's OTP page", NO_JS, async ({ page }) => {
  await page.goto(LANDING);
  await fillLeadForm(page, { phone: LEAD_PHONES.activeTransaction, city: "Mumbai", amount: "120000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page).toHaveURL(/\/lp\/otp\/auth\/TXN-SIM-0410$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter the code we sent you");
  await expect(page.getByTestId("error-popup")).toHaveCount(0);
});

test(
  "a failed digital-journey create says so on the paid landing's form and keeps what was typed",
  NO_JS,
  async ({ page, javaScriptEnabled }) => {
    await sim.fault({ path: "/public/v1/lead", method: "POST", status: 500, body: { code: 500 }, times: 1 });
    const phone = freshPhone();
    await page.goto(LANDING);
    if (javaScriptEnabled) await waitForHydration(page);
    await fillLeadForm(page, { phone, city: "Delhi", amount: "150000", loanType: "Takeover" });
    await page.getByRole("button", { name: "Get OTP" }).click();

    await expect(page.locator("#lead-form-error").getByRole("alert")).toHaveText("Something went wrong while processing lead");
    await expect(page).toHaveURL(/\/lp\/basic-details/);
    await expect(page.getByTestId("error-popup")).toHaveCount(0);
    await expect(page.getByLabel("Mobile number")).toHaveValue(phone);
    await expect(page.getByLabel("City")).toHaveValue(String((await sim.cities()).find((c) => c.name === "Delhi")!.id));
    await expect(page.getByLabel("Loan amount (₹)")).toHaveValue("150000");
    await expect(page.getByLabel("Takeover")).toBeChecked();

    // Sent again (the fault was for one call): the lead is created and the visitor goes on.
    await page.getByRole("button", { name: "Get OTP" }).click();
    await expect(page).toHaveURL(/\/lp\/otp\/auth\//);
  },
);

test("an upstream failure on the home page's lead creation shows the popup and keeps what was typed", NO_JS, async ({ page }) => {
  await sim.failWith({ path: "/lead-service/v1/lead", status: 500, message: "Lead service is down for maintenance" });
  const phone = freshPhone();
  await page.goto("/");
  await fillLeadForm(page, { phone, city: "Delhi", amount: "150000", loanType: "Takeover" });
  await page.getByRole("button", { name: "Get OTP" }).click();

  const popup = page.getByTestId("error-popup");
  // The spec's words, never the upstream's (decision 047); the form's summary says what was kept and what to do.
  await expect(popup).toHaveText("Some Error Happened on the Server. Please try after some time");
  const next = page.getByTestId("failure-next");
  await expect(next).toHaveText(
    "What you typed is kept. Please try again in a minute, or call us free on 1800 123 4567, 9 am to 7 pm, Monday to Saturday.",
  );
  await expect(next.getByRole("link", { name: "1800 123 4567" })).toHaveAttribute("href", "tel:18001234567");
  await expect(page.getByText("Lead service is down for maintenance")).toHaveCount(0);
  await expect(popup).toHaveCSS("color", "rgb(208, 36, 60)");
  await expect(popup).toHaveCSS("background-color", "rgb(251, 197, 199)");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel("Mobile number")).toHaveValue(phone);
  await expect(page.getByLabel("City")).toHaveValue(String((await sim.cities()).find((c) => c.name === "Delhi")!.id));
  await expect(page.getByLabel("Loan amount (₹)")).toHaveValue("150000");
  await expect(page.getByLabel("Takeover")).toBeChecked();
  // Closed by CSS alone after 3 seconds, with or without JavaScript.
  await expect(popup).toBeHidden({ timeout: 4_500 });
});

test("a city and loan type chosen before the page's script runs are what the amount hint follows once it does", async ({ page }) => {
  // The visitor chooses while the page's scripts are on their way (they start after the first
  // paint), as on a slow phone: the scripts are let through once the choice is made.
  let chosen: Promise<void> | undefined;
  await page.route("**/assets/**/*.js", async (route) => {
    chosen ??= (async () => {
      await page.getByLabel("City").selectOption({ label: "Hyderabad" });
      await page.getByLabel("Takeover").check();
    })();
    await chosen;
    await route.continue();
  });
  await page.goto(LANDING);
  await waitForHydration(page);
  await expect(page.locator("#lead-form-loanAmount-hint")).toContainText("for a takeover loan in Hyderabad");
});

test("bad input gets a clear message and keeps what was typed", NO_JS, async ({ page }) => {
  await page.goto(LANDING);
  await fillLeadForm(page, { phone: "98765 43210", city: "Hyderabad", amount: "20000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(
    page.locator("#lead-form-loanAmount-error").getByText("Enter an amount between ₹50,000 and ₹1,00,00,000 for Hyderabad."),
  ).toBeVisible();
  await expect(page.getByLabel("Mobile number")).toHaveValue("98765 43210");
  await expect(page.getByLabel("Loan amount (₹)")).toHaveValue("20000");

  // A takeover has its own range: the hint gives it (with JavaScript as soon as Takeover is chosen),
  // and it is the range the refusal names.
  const hint = page.locator("#lead-form-loanAmount-hint");
  await expect(hint).toHaveText(/^₹50,000 to ₹1,00,00,000 in Hyderabad$/);
  await page.getByLabel("Takeover").check();
  if (test.info().project.use.javaScriptEnabled !== false) await expect(hint).toContainText("for a takeover loan in Hyderabad");
  await page.getByRole("button", { name: "Get OTP" }).click();
  const refusal = page.locator("#lead-form-loanAmount-error");
  await expect(refusal).toContainText("for a takeover loan in Hyderabad.");
  const [, min, max] = /between (₹[\d,]+) and (₹[\d,]+) for a takeover/.exec(await refusal.innerText())!;
  await expect(hint).toHaveText(`${min} to ${max} for a takeover loan in Hyderabad`);
});

test("the organic home page carries the same form and sends the organic source", NO_JS, async ({ page }) => {
  const phone = freshPhone();
  await page.goto("/");
  await fillLeadForm(page, { phone, city: "Kochi", amount: "45000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page).toHaveURL(/\/lp\/otp\/auth\//);
  const create = (await sim.requests("/lead-service/v1/lead", "POST")).find((r) => (r.body as { phone: string }).phone === `+91${phone}`);
  expect(create?.body).toMatchObject({ source: "Organic_Website_HomePage", city: "Kochi", loanAmount: 45000, utmSource: "-" });
  // The organic home page keeps the lead service (decision 001).
  expect((await sim.requests("/public/v1/lead", "POST")).filter((r) => (r.body as { phone: string }).phone === `+91${phone}`)).toEqual([]);
});

test(
  "a visitor who comes back in a new session continues the earlier request after the code",
  NO_JS,
  async ({ page, browser, baseURL }, testInfo) => {
    const phone = freshPhone();
    await page.goto(LANDING);
    await fillLeadForm(page, { phone, amount: "2,00,000" });
    await page.getByRole("button", { name: "Get OTP" }).click();
    await page.waitForURL(/\/lp\/otp\/auth\/[0-9a-f-]{36}$/);
    const leadId = page.url().split("/").pop()!;
    await page.getByLabel("One-time code").fill(SIM_OTP);
    await page.getByRole("button", { name: "Verify and continue" }).click();
    await page.waitForURL(/\/lp\/pincode$/);

    // A new session of the same browser: the lead id cookie only (the session cookie ended with the browser).
    const leadCookie = (await page.context().cookies()).find((cookie) => /gl_lead_id$/.test(cookie.name))!;
    const later = await browser.newContext({
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
      baseURL,
    });
    await later.addCookies([leadCookie]);
    const again = await later.newPage();
    await again.goto("/lp/basic-details");
    const offer = again.getByTestId("resume");
    await expect(offer).toContainText(`ending ${phone.slice(-4)}`);
    await expect(offer).not.toContainText(phone.slice(0, 6));
    await offer.getByRole("button", { name: "Continue my request" }).click();
    await again.waitForURL(new RegExp(`/lp/otp/auth/${leadId}$`));
    await again.getByLabel("One-time code").fill(SIM_OTP);
    await again.getByRole("button", { name: "Verify and continue" }).click();
    await again.waitForURL(/\/lp\/pincode$/);
    await expect(again.getByRole("heading", { level: 1 })).toHaveText("Where should we serve you?");
    await later.close();
  },
);
