/**
 * The documents page through the built server (server/serve.ts) over HTTP, as a browser without
 * JavaScript uses it (form posts, then the page as HTML) and as the JavaScript client does (the
 * single-fetch .data requests): after an upstream failure of the PAN check the page comes back
 * with the popup and the PAN and name as typed; an upload whose file name breaks the multipart
 * form is a 400 with a message, never a 500.
 */
import { describe, expect, it } from "vitest";
import { Browser, useBuiltApp } from "../support/app-process";

const PATH = "/lp/cards/documents";
const PAN = "ABCPR1234K";
const HOLDER = "Asha Rao";

const built = useBuiltApp({ OTP_RESEND_COOLDOWN_SECONDS: "0", OTP_SENDS_PER_PHONE: "1000" }, { otpCooldownSeconds: 0 });

async function loggedInBrowser(): Promise<Browser> {
  const browser = new Browser();
  const sent = await browser.request(`${built.app.url}/lp/cards/login`, { form: { kind: "phone", identity: "9000000601" } });
  expect(sent.status).toBe(302);
  const verified = await browser.request(`${built.app.url}/lp/cards/otp`, { form: { intent: "verify", otp: built.sim.otp } });
  expect(verified.status).toBe(302);
  expect(verified.headers.get("location")).toBe("/lp/cards/limits");
  return browser;
}

async function injectFault(spec: Record<string, unknown>) {
  const response = await fetch(`${built.sim.url}/__sim/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(spec),
  });
  expect(response.ok).toBe(true);
}

function inputValue(html: string, id: string): string | null {
  const input = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  return input ? (/\bvalue="([^"]*)"/.exec(input)?.[1] ?? "") : null;
}

describe("the PAN form after an upstream failure", () => {
  it("without JavaScript: the page comes back with the popup and the PAN and name as typed", async () => {
    const browser = await loggedInBrowser();
    await injectFault({ path: "/kyc/pan-validation", method: "POST", status: 500, body: { code: 500, message: "PAN service is down" } });

    const posted = await browser.request(`${built.app.url}${PATH}`, { form: { intent: "pan", pan: PAN, name: HOLDER } });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(PATH);

    const page = await browser.request(`${built.app.url}${PATH}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("PAN service is down");
    expect(inputValue(html, "pan")).toBe(PAN);
    expect(inputValue(html, "name")).toBe(HOLDER);

    // Shown once: the next visit is a fresh form.
    const again = await (await browser.request(`${built.app.url}${PATH}`)).text();
    expect(inputValue(again, "pan")).toBe("");
  });

  it("with JavaScript (single fetch): the redirect's next read carries the popup and what was typed", async () => {
    const browser = await loggedInBrowser();
    await injectFault({ path: "/kyc/pan-validation", method: "POST", status: 500, body: { code: 500, message: "PAN service is down" } });

    const posted = await browser.request(`${built.app.url}${PATH}.data`, { form: { intent: "pan", pan: PAN, name: HOLDER } });
    expect(posted.status).toBeLessThan(500);
    expect(await posted.text()).toContain(PATH);

    const revalidated = await browser.request(`${built.app.url}${PATH}.data`);
    const stream = await revalidated.text();
    expect(stream).toContain("PAN service is down");
    expect(stream).toContain(PAN);
    expect(stream).toContain(HOLDER);
  });
});

describe("an upload whose file name breaks the multipart form", () => {
  it("is a 400 page with a message, not a 500, and sends nothing upstream", async () => {
    const browser = await loggedInBrowser();
    const boundary = "----gl-http-boundary";
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 56 }, (_, i) => i)]);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nGOLD_PHOTO\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="gold\r\nX-Injected: 1\r\n.png"\r\nContent-Type: image/png\r\n\r\n`,
        "latin1",
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);

    const response = await browser.request(`${built.app.url}${PATH}`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });

    expect(response.status).toBe(400);
    // The page's refusal, or the server's own when its request gate reads the body first.
    expect(await response.text()).toMatch(/We could not read (?:this upload|what was sent)/);
    const uploads = await (await fetch(`${built.sim.url}/__sim/requests?path=/customer/uploadImageForCustomer`)).json();
    expect(uploads.requests).toHaveLength(0);
  });
});
