/**
 * Keyboard-only journeys, with JavaScript on and off (decision 026): every step is done with
 * page.keyboard alone (Tab, Enter, Space, typing), and after each navigation and each refusal
 * the test asserts where the focus is. A full page load starts at the top (the skip link is
 * the first Tab stop); a client-side navigation puts the focus on the new page's heading; a
 * refused form puts it on its error summary, whose links move it to their fields; choosing a
 * day puts it on the day's times. The journeys run without JavaScript too (NO_JS): there every
 * page is a full load, which starts at the top. The skip link's own test runs with JavaScript:
 * without it, every page of the journeys checks the skip link (expectPageStart).
 */
import type { Page } from "@playwright/test";
import { DEMO_CARDHOLDER, freshPhone, PINCODES, SIM_OTP } from "../support/fixtures";
import { AD_LANDING, cardLoginByRequests, expect, NO_JS, sim, test, waitForHydration } from "./fixtures";

test.use({ actionTimeout: 10_000 });

/** A description of the focused element, for the assertions and their messages. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? "",
      id: element?.id ?? "",
      name: element?.getAttribute("name") ?? "",
      text: (element?.textContent ?? "").replace(/\s+/g, " ").trim(),
    };
  });
}

/** Presses Tab until the focused element matches `selector` (and `text`, when given); fails after `max` presses. */
async function tabTo(page: Page, selector: string, text?: RegExp, max = 80) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press("Tab");
    const found = await page.evaluate(
      ([css, pattern]) => {
        const element = document.activeElement;
        if (!element || !element.matches(css)) return false;
        return pattern === null || new RegExp(pattern).test((element.textContent ?? "").replace(/\s+/g, " ").trim());
      },
      [selector, text ? text.source : null] as const,
    );
    if (found) return presses + 1;
  }
  throw new Error(`No ${selector}${text ? ` ${text}` : ""} within ${max} Tabs; the focus is on ${JSON.stringify(await focused(page))}`);
}

/** Replaces what the focused text field holds with `text`. */
async function retype(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  if (text) await page.keyboard.type(text);
}

/**
 * Where a new page starts. With JavaScript (a client-side navigation) the focus is on its h1;
 * without it (a full page load) nothing is focused and the first Tab reaches the skip link,
 * whose Enter moves the focus to the page's <main>.
 */
async function expectPageStart(page: Page, javaScriptEnabled: boolean, heading: string | RegExp) {
  const h1 = page.locator("#main h1");
  await expect(h1).toHaveText(heading);
  if (javaScriptEnabled) {
    await expect(h1).toBeFocused();
    return;
  }
  await expect(page.locator("body")).toBeFocused();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
}

/** The error summary has the focus and is on screen; its links, each followed with Enter, move the focus to their fields. */
async function expectSummaryFocused(
  page: Page,
  summaryId: string,
  links: { text: string | RegExp; field: string }[],
  message?: string | RegExp,
) {
  const summary = page.locator(`#${summaryId}`);
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  if (message !== undefined) await expect(summary.getByRole("alert")).toHaveText(message);
  // The links to the fields (a failure's "what to do" has the number to call after them).
  await expect(summary.locator(".error-summary__list").getByRole("link")).toHaveCount(links.length);
  for (const [index, link] of links.entries()) {
    // From the summary, the (index+1)th Tab reaches the link; its Enter goes to the field.
    await summary.focus();
    for (let presses = 0; presses <= index; presses++) await page.keyboard.press("Tab");
    const anchor = summary.getByRole("link").nth(index);
    await expect(anchor).toBeFocused();
    await expect(anchor).toHaveText(link.text);
    await expect(anchor).toHaveAttribute("href", `#${link.field}`);
    await page.keyboard.press("Enter");
    await expect(page.locator(`[id="${link.field}"]`)).toBeFocused();
  }
}

test("every page starts with a skip link to its main content, the error page too", async ({ page, javaScriptEnabled }) => {
  for (const path of ["/", "/gold-loan/pune", "/gold-loan-calculator", "/lp/cards/login", "/privacy", "/no-such-page"]) {
    await page.goto(path);
    // Pages with the app's scripts: the skip link works the same once they run (the search, calculator and policy pages have none).
    if (javaScriptEnabled && (path === "/" || path === "/lp/cards/login")) await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip, path).toBeFocused();
    await expect(skip, path).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main"), path).toBeFocused();
    // The next Tab goes on from there: to the main content's first link or control (a policy page's text has none: the footer's).
    await page.keyboard.press("Tab");
    const next = await page.evaluate(() => {
      const main = document.getElementById("main")!;
      const first = main.querySelector("a[href], button, input, select, textarea");
      return { inMain: main.contains(document.activeElement), expected: first !== null };
    });
    expect(next.inMain, path).toBe(next.expected);
  }
});

test(
  "the lead journey by keyboard: a refused lead form, a wrong code, pincode, scheme, a refused and a failed doorstep booking, a change of time",
  NO_JS,
  async ({ page, javaScriptEnabled }) => {
    // Eleven pages and their checks: 20 to 30 s on a busy two-core machine.
    test.setTimeout(90_000);
    const phone = freshPhone();
    await page.goto(AD_LANDING);
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.locator("body")).toBeFocused();

    // The lead form, first with an amount under the city's smallest loan: refused by the server.
    await tabTo(page, "#lead-form-phone");
    await page.keyboard.type(phone);
    await tabTo(page, "#lead-form-cityId");
    await page.keyboard.type("Bangalore");
    await tabTo(page, "#lead-form-loanAmount");
    await retype(page, "1000");
    await page.keyboard.press("Enter");
    await expectSummaryFocused(page, "lead-form-error", [
      { text: /^Enter an amount between .* for Bangalore\.$/, field: "lead-form-loanAmount" },
    ]);
    await retype(page, "300000");
    await page.keyboard.press("Enter");

    // The OTP step: a wrong code first.
    await page.waitForURL(/\/lp\/otp\/auth\//);
    await expectPageStart(page, javaScriptEnabled, "Enter the code we sent you");
    await tabTo(page, "#otp");
    await page.keyboard.type("000000");
    await page.keyboard.press("Enter");
    await expectSummaryFocused(page, "otp-summary", [
      { text: "That code is not right. Please check the SMS and try again.", field: "otp" },
    ]);
    await retype(page, SIM_OTP);
    await page.keyboard.press("Enter");

    // Pincode.
    await page.waitForURL(/\/lp\/pincode$/);
    await expectPageStart(page, javaScriptEnabled, "Where should we serve you?");
    await tabTo(page, "#pincode");
    await page.keyboard.type(PINCODES.serviceable);
    await page.keyboard.press("Enter");

    // A scheme: its button, with Enter.
    await page.waitForURL(/\/lp\/schemes$/);
    await expectPageStart(page, javaScriptEnabled, /^Choose a scheme/);
    // A filter, with the arrow keys: with JavaScript it applies at once and the form is drawn anew, yet the focus stays on the chosen filter.
    await tabTo(page, "input[name=filter]");
    await page.keyboard.press("ArrowRight");
    const monthly = page.locator("input[name=filter][value=monthly]");
    if (javaScriptEnabled) await page.waitForURL((url) => url.searchParams.get("filter") === "monthly");
    await expect(monthly).toBeChecked();
    await expect(monthly).toBeFocused();
    if (!javaScriptEnabled) {
      await tabTo(page, "button", /^Show schemes$/);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("filter") === "monthly");
      await expect(monthly).toBeChecked();
    }
    await tabTo(page, "button", /this scheme$/);
    await page.keyboard.press("Enter");

    // The visit: doorstep, then a day. The day link ends in #slot-group: the focus is on the day's times, one Tab from the first time.
    await page.waitForURL(/\/lp\/book-visit$/);
    await expectPageStart(page, javaScriptEnabled, "Book your visit");
    await tabTo(page, ".visit-kind a", /^Doorstep visit/);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("kind") === "doorstep");
    // The last working day offered has all its times free.
    await tabTo(page, "ul.day-chips li:last-child a");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.has("date") && url.hash === "#slot-group");
    await expect(page.locator("#slot-group")).toBeFocused();
    await page.keyboard.press("Tab");
    const firstTime = page.locator("#slot-group input[type=radio]:not(:disabled)").first();
    await expect(firstTime).toBeFocused();
    await page.keyboard.press("Space");
    await expect(firstTime).toBeChecked();

    // The address, and a referral code the server refuses: the summary is where the focus is, on screen (the field is far below).
    await tabTo(page, "#house");
    await page.keyboard.type("No. 7");
    await tabTo(page, "#street");
    await page.keyboard.type("Hosur Road");
    await tabTo(page, "#area");
    await page.keyboard.type("Koramangala");
    await tabTo(page, "#referralCode");
    await page.keyboard.type("NOSUCH99");
    await page.keyboard.press("Enter");
    await expectSummaryFocused(page, "visit-summary", [{ text: /\S/, field: "referralCode" }]);
    await expect(firstTime).toBeChecked();
    await expect(page.locator("#house")).toHaveValue("No. 7");

    // The booking fails upstream: the popup says so and closes; the summary keeps saying it, with the popup's words.
    await retype(page, "");
    await sim.failWith({ path: "/salesvisit/create", status: 500, message: "Could not create the visit", times: 1 });
    await page.keyboard.press("Enter");
    const popup = page.getByTestId("error-popup");
    await expect(popup).toHaveText("Some Error Happened on the Server. Please try after some time");
    await expectSummaryFocused(page, "visit-summary", [], "Some Error Happened on the Server. Please try after some time");
    await expect(popup).toBeHidden();
    await expect(page.locator("#visit-summary").getByRole("alert")).toHaveText(
      "Some Error Happened on the Server. Please try after some time",
    );

    // Again, with Enter on the book button: booked.
    await tabTo(page, "button[type=submit]", /^Book doorstep visit$/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/lp\/confirmation$/);
    await expectPageStart(page, javaScriptEnabled, "Your doorstep visit is booked");

    // Changing its time: the link opens another state of the same page (its own control is gone: the page's start), then a day's link lands on its times.
    await tabTo(page, "a", /^Change the time$/);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.has("change"));
    await expectPageStart(page, javaScriptEnabled, "Your doorstep visit is booked");
    await tabTo(page, "ul.day-chips li:last-child a");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.has("date") && url.hash === "#slot-group");
    await expect(page.locator("#slot-group")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator("#slot-group input[type=radio]:not(:disabled)").first()).toBeFocused();
  },
);

test("a cardholder login by keyboard with a wrong code", NO_JS, async ({ page, javaScriptEnabled }) => {
  await page.goto("/lp/cards/login");
  if (javaScriptEnabled) await waitForHydration(page);
  await tabTo(page, "#identity");
  await page.keyboard.type(DEMO_CARDHOLDER.phone);
  await page.keyboard.press("Enter");

  await page.waitForURL(/\/lp\/cards\/otp$/);
  await expectPageStart(page, javaScriptEnabled, "Enter the code we sent you");
  await tabTo(page, "#otp");
  await page.keyboard.type("000000");
  await page.keyboard.press("Enter");
  await expectSummaryFocused(page, "otp-summary", [{ text: /\S/, field: "otp" }]);
  await retype(page, SIM_OTP);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/lp\/cards\/limits$/);
  await expectPageStart(page, javaScriptEnabled, /\S/);
});

test(
  "a cardholder form's upstream failure stays in its summary after the popup closes, and on that page only",
  NO_JS,
  async ({ page, javaScriptEnabled }) => {
    await sim.reset();
    await cardLoginByRequests(page, { phone: DEMO_CARDHOLDER.phone });
    await page.goto("/lp/cards/release-requests");
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByTestId("error-summary")).toHaveCount(0);

    await sim.failWith({ path: "/release-requests", status: 500, message: "Release requests are down", times: 1 });
    await tabTo(page, "button[type=submit]", /^Send my request$/);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("error-popup")).toHaveText("Some Error Happened on the Server. Please try after some time");
    await expectSummaryFocused(page, "release-summary", [], "Some Error Happened on the Server. Please try after some time");
    await expect(page.getByTestId("error-popup")).toBeHidden();
    await expect(page.locator("#release-summary").getByRole("alert")).toHaveText(
      "Some Error Happened on the Server. Please try after some time",
    );

    // The next page has a form too; the failure was not its own.
    await tabTo(page, "a[href='/lp/cards/rewards']");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/lp\/cards\/rewards$/);
    await expectPageStart(page, javaScriptEnabled, "Your rewards");
    await expect(page.getByTestId("error-summary")).toHaveCount(0);
  },
);
