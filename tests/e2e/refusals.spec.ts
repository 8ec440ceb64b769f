/**
 * What a visitor sees when the server's request gate refuses a request (server/request-gate.ts):
 * the normal error page with the refusal's sentence, and nothing sent upstream. The uploads run
 * without JavaScript too (NO_JS: a document post, where the page's own check cannot run); the
 * cross-site form's answer is a page without scripts either way.
 */
import { DEMO_CARDHOLDER } from "../support/fixtures";
import { cardLoginByRequests, expect, NO_JS, sim, test, waitForHydration } from "./fixtures";

test.beforeEach(async () => {
  await sim.reset();
});

test("a form posted from another website is refused with a clear page", async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // A page of another origin (about:blank here) whose form posts to the site: Chromium says cross-site, Origin null.
  await page.setContent(
    `<form method="post" action="${baseURL}/lp/cards/login"><input name="kind" value="phone"><input name="identity" value="${DEMO_CARDHOLDER.phone}"><button>Send</button></form>`,
  );
  const [response] = await Promise.all([
    page.waitForResponse(`${baseURL}/lp/cards/login`),
    page.getByRole("button", { name: "Send" }).click(),
  ]);
  expect(response.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not accept that");
  await expect(page.getByText("We did not accept this form because it was sent from another website.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  expect(await sim.requests("/auth/v2/send-otp", "POST")).toEqual([]);
  // The page answers a form of another URL, which the app could not hydrate as its own page (React
  // errors #418, #423): it comes without scripts, whole as it is.
  await page.waitForLoadState("load");
  expect(await page.locator("script[src], script[type=module], template[data-after-paint]").count()).toBe(0);
  expect(errors).toEqual([]);
});

test(
  "a photo too large to send: refused on the page with JavaScript, by the server's clear page without",
  NO_JS,
  async ({ page, javaScriptEnabled }) => {
    await cardLoginByRequests(page, { email: DEMO_CARDHOLDER.email });
    await page.goto("/lp/cards/documents");
    // With JavaScript the page checks the photo's size itself, once the app has hydrated it.
    if (javaScriptEnabled) await waitForHydration(page);
    const photo = Buffer.alloc(7 * 1024 * 1024, 0);
    Buffer.from("89504e470d0a1a0a", "hex").copy(photo); // a PNG's signature, then 7 MB
    await page.getByLabel("Photo").setInputFiles({ name: "gold.png", mimeType: "image/png", buffer: photo });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    if (javaScriptEnabled) {
      // Never sent: the page says so next to the field, and the visitor can choose another photo.
      await expect(page.locator("#image-error")).toHaveText("The photo must be 5 MB or smaller. Please choose a smaller one.");
      await expect(page).toHaveURL(/\/lp\/cards\/documents$/);
    } else {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not accept that");
      await expect(page.getByText("That was too much to send at once.")).toBeVisible();
    }
    expect(await sim.requests("/customer/uploadImageForCustomer", "POST")).toEqual([]);
  },
);

test(
  "a post the server refuses as too large shows the refusal page (a document post without JavaScript, single fetch with)",
  NO_JS,
  async ({ page }) => {
    await cardLoginByRequests(page, { email: DEMO_CARDHOLDER.email });
    await page.goto("/lp/cards/documents");
    // As if the page's own check were bypassed: the form's post goes out with a body over the server's limit.
    await page.route("**/lp/cards/documents*", async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const type = request.headers()["content-type"] ?? "";
      const boundary = /boundary=(.+)$/.exec(type)?.[1] ?? "x";
      const big = `--${boundary}\r\nContent-Disposition: form-data; name="pad"\r\n\r\n${"x".repeat(7 * 1024 * 1024)}\r\n--${boundary}--\r\n`;
      const { "content-length": _length, ...headers } = request.headers();
      await route.continue({ postData: big, headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` } });
    });
    await page
      .getByLabel("Photo")
      .setInputFiles({ name: "gold.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a", "hex") });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not accept that");
    await expect(page.getByText("That was too much to send at once.")).toBeVisible();
    expect(await sim.requests("/customer/uploadImageForCustomer", "POST")).toEqual([]);
  },
);
