/**
 * A booked visit after the booking (docs/decisions/017): its time is changed, it goes into the
 * phone's calendar (an .ics file) with directions to the branch, and it is cancelled on the
 * confirmation step, with what the sales-visit service received (forms posted, so without
 * JavaScript too: NO_JS); the booking step sends a visitor with a booked visit back to it; a
 * failing reschedule or cancel shows the popup and leaves the visit as it was (NO_JS).
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, NO_JS, sim, test } from "./fixtures";
import { dayChips, pickFirstFreeSlot, slotGroup, visitKindByRequests, type Body, type ChosenSlot } from "./journey";

// Each test books a visit before it starts.
test.describe.configure({ timeout: 60_000 });
test.use({ actionTimeout: 10_000 });

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const summary = (page: Page) => page.getByTestId("booking-summary");

/** A booked branch visit (the steps before the visit step as requests): the confirmation step, and the slot it was booked for. */
async function bookBranchVisit(page: Page) {
  const lead = await visitKindByRequests(page, "branch");
  const slot = await pickFirstFreeSlot(page);
  await page.getByRole("button", { name: "Book branch visit" }).click();
  await page.waitForURL(/\/lp\/confirmation$/);
  await expect(h1(page)).toHaveText("Your branch visit is booked");
  await expect(summary(page)).toContainText(slot.label);
  return { ...lead, slot };
}

/** "Change the time", then the first free time on a day after the visit's own. */
async function chooseNewTime(page: Page, booked: ChosenSlot): Promise<ChosenSlot> {
  await page.getByRole("link", { name: "Change the time" }).click();
  await page.waitForURL((url) => url.searchParams.get("change") === "1");
  await expect(page.getByRole("heading", { name: "Change the time" })).toBeVisible();
  // It opens on the visit's day, with the visit's time marked and not to be picked again.
  const current = page.locator(`input[name="slot"][value="${booked.slotId}"]`);
  await expect(current).toBeDisabled();
  await expect(page.locator("label", { has: current }).getByTestId("current-time")).toHaveText("Your time now");
  const dates = await dayChips(page).evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get("date")),
  );
  return pickFirstFreeSlot(page, dates.indexOf(booked.date) + 1);
}

/** This lead's calls to the sales-visit service, in order. */
async function visitCalls(leadId: string) {
  const paths = ["/salesvisit/create", "/salesvisit/reschedule-loan", "/salesvisit/cancelslots"];
  const calls = (await Promise.all(paths.map((path) => sim.requests(path, "POST")))).flat();
  return calls.filter((call) => (call.body as Body).lead === leadId).sort((a, b) => a.seq - b.seq);
}

test("a booked visit gets a new time, is cancelled, and a new one can be booked", NO_JS, async ({ page }) => {
  const { leadId, slot } = await bookBranchVisit(page);
  const reference = (await page.getByTestId("booking-reference").innerText()).trim();

  const moved = await chooseNewTime(page, slot);
  await page.getByRole("button", { name: "Change the time" }).click();
  await page.waitForURL((url) => url.pathname === "/lp/confirmation" && !url.searchParams.has("change"));
  await expect(page.getByTestId("visit-notice")).toHaveText("Done: your visit has its new time.");
  await expect(h1(page)).toHaveText("Your branch visit is booked");
  await expect(page.getByTestId("progress")).toHaveText("06/06");
  await expect(summary(page)).toContainText(moved.label);
  await expect(page.getByTestId("booking-reference")).toHaveText(reference);

  // The visit at its new time as a file for the phone's calendar, and directions to the branch.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  const calendar = await readFile((await (await download).path())!, "utf8");
  const utc = (time: string) => new Date(`${moved.date}T${time}:00+05:30`).toISOString().replace(/[-:]/g, "").replace(".000", "");
  const [start, end] = moved.slotId.split("-");
  expect(calendar).toContain(`DTSTART:${utc(start!)}\r\nDTEND:${utc(end!)}\r\n`);
  expect(calendar).toContain(`Reference: ${reference}`);
  await expect(page.getByRole("link", { name: "Directions" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\S+$/,
  );
  // The booked loan's Key Facts Statement, to keep (decision 039).
  const statement = page.waitForEvent("download");
  await page.getByRole("link", { name: "Key Facts Statement (PDF)" }).click();
  expect((await statement).suggestedFilename()).toMatch(/^key-facts-[a-z0-9-]+-en\.pdf$/);

  // "Are you sure?" first; "Keep it" keeps it.
  await page.getByRole("link", { name: "Cancel the visit" }).click();
  await page.waitForURL((url) => url.searchParams.get("cancel") === "1");
  await expect(page.getByTestId("cancel-visit")).toContainText("Are you sure you want to cancel your branch visit");
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(page.getByTestId("cancel-visit")).toHaveCount(0);
  await expect(h1(page)).toHaveText("Your branch visit is booked");

  await page.getByRole("link", { name: "Cancel the visit" }).click();
  await page.getByRole("button", { name: "Cancel the visit" }).click();
  await expect(h1(page)).toHaveText("Your branch visit is cancelled");
  await expect(summary(page)).toContainText("(cancelled)");
  // The journey's progress ("06/06 Your visit is booked") is not shown above a cancelled visit.
  await expect(page.getByTestId("progress")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Change the time" })).toHaveCount(0);

  const calls = await visitCalls(leadId);
  expect(calls.map((call) => call.path)).toEqual(["/salesvisit/create", "/salesvisit/reschedule-loan", "/salesvisit/cancelslots"]);
  expect(calls[1]!.body).toMatchObject({ id: reference, type: "BRANCH", schedule: `${moved.date} ${moved.slotId}` });
  expect(calls[2]!.body).toMatchObject({ id: reference, reason: expect.any(String) });

  // Booking again is allowed once the visit is cancelled.
  await page.getByRole("link", { name: "Book a new visit" }).click();
  await page.waitForURL(/\/lp\/book-visit/);
  await expect(h1(page)).toHaveText("Book your visit");
});

test("the booking step shows the booked visit instead of booking a second one", async ({ page }) => {
  const { leadId } = await bookBranchVisit(page);

  await page.goto("/lp/book-visit?kind=branch");

  await page.waitForURL((url) => url.pathname === "/lp/confirmation");
  await expect(page.getByTestId("visit-notice")).toContainText("You already have this visit booked.");
  expect((await visitCalls(leadId)).map((call) => call.path)).toEqual(["/salesvisit/create"]);
});

test("a failing reschedule or cancel shows the popup and keeps the visit as it was", NO_JS, async ({ page }) => {
  const { leadId, slot } = await bookBranchVisit(page);
  const moved = await chooseNewTime(page, slot);

  await sim.failWith({ path: "/salesvisit/reschedule-loan", status: 500, message: "Could not move the visit", times: 1 });
  await page.getByRole("button", { name: "Change the time" }).click();
  await expect(page.getByTestId("error-popup")).toHaveText("Some Error Happened on the Server. Please try after some time");
  await page.waitForURL((url) => url.searchParams.get("change") === "1" && url.searchParams.get("date") === moved.date);
  // The time chosen is still chosen; the visit keeps its time.
  await expect(slotGroup(page).getByRole("radio", { name: moved.label })).toBeChecked();
  await expect(summary(page)).toContainText(slot.label);

  await page.getByRole("link", { name: "Keep this time" }).click();
  await page.getByRole("link", { name: "Cancel the visit" }).click();
  await sim.failWith({ path: "/salesvisit/cancelslots", status: 503, message: "Cancellations are down", times: 1 });
  await page.getByRole("button", { name: "Cancel the visit" }).click();
  await expect(page.getByTestId("error-popup")).toHaveText("Some Error Happened on the Server. Please try after some time");
  await page.waitForURL((url) => url.searchParams.get("cancel") === "1");
  await expect(h1(page)).toHaveText("Your branch visit is booked");

  const calls = await visitCalls(leadId);
  expect(calls.map((call) => call.path)).toEqual(["/salesvisit/create", "/salesvisit/reschedule-loan", "/salesvisit/cancelslots"]);
});
