/**
 * What a visitor sees when an abuse limit refuses them (docs/decisions/010), in both JavaScript
 * modes (each refusal answers a posted form): the same page, what they typed still there, and in
 * plain words when to try again.
 * The limits live in the journeys' Redis, emptied before each test (fixtures.ts).
 */
import { DEMO_CARDHOLDER, freshPhone, SIM_OTP } from "../support/fixtures";
import { expect, fillLeadForm, NO_JS, requestCardCode, sim, test } from "./fixtures";

/** The upstream calls to `path` since `mark` (a sim.lastSeq() taken at the start of the test). */
async function callsSince(mark: number, path: string): Promise<number> {
  return (await sim.requestsSince(mark)).filter((r) => r.path === path && r.method === "POST").length;
}

test(
  "a second login inside the cool-down, in a new session, opens the entry of the code already sent",
  NO_JS,
  async ({ page, browser, javaScriptEnabled }) => {
    const mark = await sim.lastSeq();
    await requestCardCode(page, { phone: DEMO_CARDHOLDER.phone });
    await page.waitForURL(/\/lp\/cards\/otp$/);

    // Another browser (a new session) asks for a code for the same number within the cool-down.
    const other = await browser.newContext({ javaScriptEnabled, baseURL: new URL(page.url()).origin });
    const second = await other.newPage();
    await requestCardCode(second, { phone: DEMO_CARDHOLDER.phone });

    // Not a dead end (decision 047): the code entry, for the code already sent; no second code.
    await expect(second).toHaveURL(/\/lp\/cards\/otp$/);
    await expect(second.getByText("+91 ******0601")).toBeVisible();
    await second.getByLabel("One-time code").fill(SIM_OTP);
    await second.getByRole("button", { name: "Log in" }).click();
    await expect(second).toHaveURL(/\/lp\/cards\/limits$/);
    expect(await callsSince(mark, "/auth/v2/send-otp")).toBe(1);
    await other.close();
  },
);

test("a lead's code is dead after 5 wrong tries: the page says to ask for a new one", NO_JS, async ({ page }) => {
  const mark = await sim.lastSeq();
  await page.goto("/lp/basic-details");
  await fillLeadForm(page, { phone: freshPhone(), city: "Chennai", amount: "50000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page).toHaveURL(/\/lp\/otp\/auth\//);
  const code = page.getByLabel("One-time code");
  for (let i = 0; i < 5; i += 1) {
    await code.fill("000000");
    // Each try is answered before the next is sent (the message on the page is the same each time, so it cannot tell them apart).
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/lp/otp/auth/"),
    );
    await page.getByRole("button", { name: "Verify and continue" }).click();
    await answered;
    await expect(page.locator("#otp-error").getByText("That code is not right. Please check the SMS and try again.")).toBeVisible();
  }

  await code.fill(SIM_OTP);
  await page.getByRole("button", { name: "Verify and continue" }).click();

  await expect(page.locator("#otp-error").getByText("This code has been tried too many times. Please ask for a new code.")).toBeVisible();
  await expect(page).toHaveURL(/\/lp\/otp\/auth\//);
  expect(await callsSince(mark, "/lead-service/v1/otp/verify/leadId")).toBe(5);
});

test(
  "the 31st new lead from one connection in ten minutes is refused with what was typed and when to come back",
  NO_JS,
  async ({ page, baseURL }) => {
    const mark = await sim.lastSeq();
    // One address for the browser and the requests below: "localhost" may be ::1 for one and 127.0.0.1 for the other.
    const origin = baseURL!.replace("localhost", "127.0.0.1");
    // Thirty leads from this machine's address, as many phones on one carrier NAT might leave.
    for (let i = 0; i < 30; i += 1) {
      const created = await page.request.post(`${origin}/lp/basic-details`, {
        form: { phone: freshPhone(), cityId: "1", loanAmount: "150000", loanType: "FRESH" },
        maxRedirects: 0,
      });
      expect(created.status()).toBe(302);
    }
    const phone = freshPhone();
    await page.goto(`${origin}/lp/basic-details`);
    await fillLeadForm(page, { phone, city: "Chennai", amount: "50000" });
    await page.getByRole("button", { name: "Get OTP" }).click();

    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: /^We have had too many requests from your internet connection\. Please try again in (9|10) minutes\.$/ }),
    ).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toHaveValue(phone);
    await expect(page.getByLabel("Loan amount (₹)")).toHaveValue(/^50,?000$/);
    expect(await callsSince(mark, "/public/v1/lead")).toBe(30);
  },
);
