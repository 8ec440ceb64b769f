/**
 * The cardholder's token and login code never reach the browser (auth.server.ts: "the token
 * never leaves the server"): every cardholder page's HTML, every HTML, JSON and turbo-stream
 * (.data) response the pages received, as documents and through client-side navigations, and
 * the /lp/api/auth session and csrf answers are searched for the JWT the app validates and for
 * the OTP. With JavaScript only: a browser without it gets the documents alone, which this
 * reads too. (Log masking is not covered here: the app runs with LOG_LEVEL silent under Playwright.)
 */
import type { Page, Response } from "@playwright/test";
import { BRAND } from "../../app/brand";
import { DEMO_CARDHOLDER, SIM_OTP } from "../support/fixtures";
import { cardLoginByRequests, expect, lastValidatedToken, sim, test, waitForHydration } from "./fixtures";

test.use({ actionTimeout: 10_000 });

const PAGES = [
  "/lp/cards/limits",
  "/lp/cards/consent",
  "/lp/cards/limit-increase?goldWeight=10&goldQuality=22K",
  "/lp/cards/release-requests",
  "/lp/cards/offers",
  "/lp/cards/offers/OFF-AMZ10",
  "/lp/cards/rewards",
  "/lp/cards/documents",
];

type Captured = { source: string; text: string };

/**
 * The helpline in every page's header, tel:18001234567 (app/brand.ts), contains the
 * simulator's OTP 123456: it is taken out before the search, and nothing else is.
 */
const HELPLINE_DIGITS = BRAND.supportPhoneHref.replace(/^tel:/, "");

function worthReading(response: Response): boolean {
  const type = response.headers()["content-type"] ?? "";
  const url = new URL(response.url());
  return /text\/html|application\/json|text\/x-script|turbo-stream/.test(type) || url.pathname.endsWith(".data");
}

function collectResponses(page: Page, into: Captured[], pending: Promise<void>[]) {
  page.on("response", (response) => {
    if (!worthReading(response)) return;
    pending.push(
      response
        .text()
        .then((text) => void into.push({ source: `${response.status()} ${response.request().method()} ${response.url()}`, text }))
        .catch(() => undefined), // a redirect has no body to read
    );
  });
}

test("no cardholder page or auth endpoint shows the JWT or the login code", async ({ page }) => {
  test.setTimeout(90_000);
  await sim.reset();
  await cardLoginByRequests(page, { phone: DEMO_CARDHOLDER.phone });

  const captured: Captured[] = [];
  const pending: Promise<void>[] = [];
  collectResponses(page, captured, pending);

  // Every page as a document.
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    captured.push({ source: `content of ${path}`, text: await page.content() });
  }

  // The same pages again through client-side navigations (their .data requests).
  await page.goto("/lp/cards/limits");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Your card" });
  const tour: [() => Promise<void>, RegExp][] = [
    [() => page.getByRole("link", { name: "Give consent" }).click(), /\/lp\/cards\/consent$/],
    [() => nav.getByRole("link", { name: "Raise limit" }).click(), /\/lp\/cards\/limit-increase$/],
    [
      async () => {
        await page.getByLabel("Weight of the gold (grams)").fill("10");
        await page.getByRole("radio", { name: "22 karat" }).check();
        await page.getByRole("button", { name: "Calculate" }).click();
      },
      /\/lp\/cards\/limit-increase\?goldWeight=10&goldQuality=22K$/,
    ],
    [() => nav.getByRole("link", { name: "Release gold" }).click(), /\/lp\/cards\/release-requests$/],
    [() => nav.getByRole("link", { name: "Offers" }).click(), /\/lp\/cards\/offers$/],
    [() => page.getByTestId("offers").getByRole("link").first().click(), /\/lp\/cards\/offers\/OFF-/],
    [() => nav.getByRole("link", { name: "Rewards" }).click(), /\/lp\/cards\/rewards$/],
    [() => nav.getByRole("link", { name: "Card" }).click(), /\/lp\/cards\/limits$/],
    [() => page.getByRole("link", { name: "Verify your PAN and add documents" }).click(), /\/lp\/cards\/documents$/],
  ];
  for (const [go, where] of tour) {
    await go();
    await page.waitForURL(where);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    captured.push({ source: `content after client navigation to ${page.url()}`, text: await page.content() });
  }
  // The responses' bodies are read as they come: every one read so far is in `captured`.
  await Promise.all(pending);
  expect(
    captured.some((c) => /\.data(\?|$)/.test(c.source)),
    "client navigations fetched .data",
  ).toBe(true);

  // The auth endpoints the Android app reads.
  for (const path of ["/lp/api/auth/session", "/lp/api/auth/csrf"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    captured.push({ source: `GET ${path}`, text: await response.text() });
  }
  expect(JSON.parse(captured.at(-2)!.text)).toMatchObject({ user: { name: DEMO_CARDHOLDER.firstname } });

  await Promise.all(pending);
  const token = await lastValidatedToken();
  expect(token.split(".")).toHaveLength(3);
  const signature = token.split(".")[2]!;
  expect(captured.length).toBeGreaterThan(PAGES.length);
  const found: string[] = [];
  expect(HELPLINE_DIGITS).toContain(SIM_OTP);
  for (const { source, text: raw } of captured) {
    const text = raw.replaceAll(HELPLINE_DIGITS, "");
    for (const [what, secret] of [
      ["the JWT", token],
      ["the JWT's signature", signature],
      [`the OTP ${SIM_OTP}`, SIM_OTP],
    ] as const) {
      const at = text.indexOf(secret);
      if (at >= 0) found.push(`${what} in ${source}: …${text.slice(Math.max(0, at - 120), at + secret.length + 40)}…`);
    }
  }
  expect(found).toEqual([]);
});
