/**
 * The visitor journey's steps (the pincode, the schemes, the visit kind, day and time, the
 * address) and what the upstreams received for them, shared by the journey specs
 * (visit-journey, analytics, resilience). Moved here unchanged from visit-journey.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { freshPhone, PINCODES, SIM_OTP, type JournalEntry } from "../support/fixtures";
import { AD_LANDING, expect, openPage, reachPincodeStep, sim } from "./fixtures";

export const SLOT_VALUE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}-\d{2}:\d{2}$/;
export const THREE_HOURS_MS = 10_800_000;

export type Body = Record<string, unknown>;
export type ChosenSlot = { date: string; slotId: string; label: string };
export type Address = { house: string; street: string; area: string };

// ---------------------------------------------------------------------------------------
// The steps before a test's own, as requests

/** How far `leadByRequests` goes: the page it leaves the visitor on. */
export type LeadStep = "/lp/pincode" | "/lp/schemes" | "/lp/book-visit";

/**
 * For a test about a later step: the steps before it done as the requests a browser without
 * JavaScript sends (the ad's landing page, the lead form with a fresh phone, the OTP page, which
 * sends the code, and the code; then the pincode and the first scheme offered, as far as `upTo`),
 * through the page's own request context, so the browser has the session. The page itself is
 * not opened: the test goes where it needs (openPage). The steps as a visitor takes them, page by page, are
 * lead-and-otp.spec.ts and visit-journey.spec.ts.
 */
export async function leadByRequests(page: Page, upTo: LeadStep): Promise<{ leadId: string; phone: string }> {
  const phone = freshPhone();
  const post = async (url: string, form: Record<string, string>, next: RegExp) => {
    const response = await page.request.post(url, { form, maxRedirects: 0 });
    const location = response.headers()["location"] ?? "";
    expect(`${response.status()} ${location}`, `POST ${url}`).toMatch(new RegExp(`^302 ${next.source}`));
    return location;
  };
  expect((await page.request.get(AD_LANDING)).status()).toBe(200);
  const otpPage = await post(
    AD_LANDING,
    { phone, cityId: "1", loanAmount: "300000", loanType: "FRESH" },
    /\/lp\/otp\/auth\/[0-9a-f-]{36}$/,
  );
  const leadId = otpPage.split("/").pop()!;
  expect((await page.request.get(otpPage)).status()).toBe(200);
  await post(otpPage, { intent: "verify", otp: SIM_OTP }, /\/lp\/pincode$/);
  if (upTo === "/lp/pincode") return { leadId, phone };
  await post("/lp/pincode", { intent: "check", pincode: PINCODES.serviceable }, /\/lp\/schemes$/);
  if (upTo === "/lp/schemes") return { leadId, phone };
  // The first scheme the step offers, as its button would send it.
  const schemes = await (await page.request.get("/lp/schemes")).text();
  const first = /<input type="hidden" name="schemeId" value="([^"]+)"\/><input type="hidden" name="amount" value="([^"]+)"\/>/.exec(
    schemes,
  );
  expect(first, "a scheme offered on /lp/schemes").not.toBeNull();
  await post("/lp/schemes", { schemeId: first![1]!, amount: first![2]!, intent: "choose" }, /\/lp\/book-visit$/);
  return { leadId, phone };
}

/** Up to the visit step by requests (leadByRequests), then the step's page with the visit kind chosen. */
export async function visitKindByRequests(page: Page, kind: "branch" | "doorstep") {
  const lead = await leadByRequests(page, "/lp/book-visit");
  await openPage(page, "/lp/book-visit");
  await chooseKind(page, kind);
  return lead;
}

// ---------------------------------------------------------------------------------------
// Steps

export async function submitPincode(page: Page, pincode: string) {
  await page.getByLabel(/^Your pincode/).fill(pincode);
  await page.getByRole("button", { name: "Check and continue" }).click();
}

/** Lead, OTP and a serviceable pincode: the schemes page. */
export async function reachSchemes(page: Page) {
  const lead = await reachPincodeStep(page);
  await submitPincode(page, PINCODES.serviceable);
  await page.waitForURL(/\/lp\/schemes$/);
  return lead;
}

/** With JavaScript a change to the filter form applies at once; without it, the visitor presses its button. */
export async function applyView(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show schemes" }).click();
}

export async function chooseScheme(page: Page, index = 0) {
  await page
    .getByTestId("scheme")
    .nth(index)
    .getByRole("button", { name: /this scheme$/ })
    .click();
  await page.waitForURL(/\/lp\/book-visit$/);
}

/** Up to the visit step, with the visit kind chosen. */
export async function reachVisitKind(page: Page, kind: "branch" | "doorstep") {
  const lead = await reachSchemes(page);
  await chooseScheme(page);
  await chooseKind(page, kind);
  return lead;
}

export async function chooseKind(page: Page, kind: "branch" | "doorstep") {
  await page.getByRole("link", { name: kind === "branch" ? /^Branch visit/ : /^Doorstep visit/ }).click();
  await page.waitForURL((url) => url.searchParams.get("kind") === kind);
  await expect(page.getByRole("heading", { name: "Pick a day" })).toBeVisible();
}

export const dayChips = (page: Page) => page.locator("ul.day-chips").getByRole("link");
export const slotGroup = (page: Page) => page.getByRole("group", { name: "Pick a time" });
export const freeSlots = (page: Page) => slotGroup(page).getByRole("radio", { disabled: false });

/** Clicks the day chip at `index` and answers its date once the page shows that day. */
export async function pickDay(page: Page, index: number): Promise<string> {
  const chip = dayChips(page).nth(index);
  const date = new URL((await chip.getAttribute("href"))!, page.url()).searchParams.get("date")!;
  await chip.click();
  await page.waitForURL((url) => url.searchParams.get("date") === date);
  await expect(dayChips(page).nth(index)).toHaveAttribute("aria-current", "date");
  return date;
}

/**
 * From the day at `fromDay` on, the first day with a free time, and its first free time,
 * checked. (Late in the afternoon every time left today is taken, so the first day may have none.)
 * It reads no words, so it serves a page in any language; a day whose times could not be loaded
 * fails the test there and then rather than passing as a day without times.
 */
export async function pickFirstFreeSlot(page: Page, fromDay = 0): Promise<ChosenSlot> {
  // With JavaScript the URL changes before the page is drawn (in Hindi or Tamil its words may still be loading): wait for the days.
  await expect(dayChips(page).first()).toBeVisible();
  const days = await dayChips(page).count();
  // The booking step's group of times (SlotChoice), or the limit increase's fieldset of them.
  const times = page.locator('#slot-group, fieldset:has(input[name="slot"])');
  const free = times.locator('input[type="radio"]:not([disabled])');
  for (let index = fromDay; index < days; index++) {
    const date = await pickDay(page, index);
    await expect(
      times.locator('input[type="radio"], [data-testid="no-times-left"], [data-testid="slots-unavailable"]').first(),
    ).toBeAttached();
    await expect(times.getByTestId("slots-unavailable"), `the times of ${date}`).toHaveCount(0);
    if ((await free.count()) === 0) continue;
    const radio = free.first();
    const slotId = (await radio.getAttribute("value"))!;
    const chip = times.locator("label").filter({ has: page.locator(`input[value="${slotId}"]`) });
    const label = (await chip.innerText()).trim();
    // The visitor taps the chip (its radio is invisible, laid over it).
    await chip.click();
    await expect(radio).toBeChecked();
    return { date, slotId, label };
  }
  throw new Error("No free time on any working day");
}

export async function typeAddress(page: Page, address: Address) {
  await page.locator("#house").fill(address.house);
  await page.locator("#street").fill(address.street);
  await page.locator("#area").fill(address.area);
}

export async function expectAddressKept(page: Page, address: Address) {
  await expect(page.locator("#house")).toHaveValue(address.house);
  await expect(page.locator("#street")).toHaveValue(address.street);
  await expect(page.locator("#area")).toHaveValue(address.area);
}

/**
 * Turns off the browser's own checks (required, pattern) on a form, so the server's answer to
 * what was typed can be seen; a browser without them, or a crafted request, gets the same.
 */
export async function withoutBrowserValidation(form: Locator) {
  await form.evaluate((element) => element.setAttribute("novalidate", ""));
}

export const bookingForm = (page: Page) =>
  page.locator("form").filter({ has: page.getByRole("button", { name: /^Book (branch|doorstep) visit$/ }) });

/**
 * Up to a booked branch visit at the first free time and the first branch: the confirmation step.
 * Answers the lead, its phone and the time booked.
 */
export async function bookBranchVisit(page: Page): Promise<{ leadId: string; phone: string; slot: ChosenSlot }> {
  const lead = await reachVisitKind(page, "branch");
  const slot = await pickFirstFreeSlot(page);
  const branches = page.getByRole("group", { name: "Choose a branch" }).getByRole("radio");
  await expect(branches.first()).toBeVisible();
  await branches.first().check();
  await page.getByRole("button", { name: "Book branch visit" }).click();
  await page.waitForURL(/\/lp\/confirmation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your branch visit is booked");
  return { ...lead, slot };
}

// ---------------------------------------------------------------------------------------
// The journal

export async function salesVisitOf(leadId: string): Promise<JournalEntry> {
  const visits = (await sim.requests("/salesvisit/create", "POST")).filter((r) => (r.body as Body).lead === leadId);
  expect(visits).toHaveLength(1);
  return visits[0]!;
}

/** Events are sent just after the response: waits up to 3 s for this lead's event. */
export async function expectEvent(leadId: string, eventName: string) {
  await expect
    .poll(
      async () =>
        (await sim.requests("/api/v1/eventService/sendEvent", "POST")).some((r) => {
          const body = r.body as { eventName: string; eventData: Body };
          return body.eventName === eventName && body.eventData.leadId === leadId;
        }),
      { timeout: 10_000, message: `event ${eventName} for lead ${leadId}` },
    )
    .toBe(true);
}

/** The sales visit was asked for 3 hours after it was sent. */
export function expectRequestedInThreeHours(visit: JournalEntry) {
  const requested = (visit.body as Body).requestedtime as number;
  expect(typeof requested).toBe("number");
  expect(Math.abs(requested - (Date.parse(visit.at) + THREE_HOURS_MS))).toBeLessThan(5_000);
}
