/**
 * The documents page through the built server (server/serve.ts) over HTTP, as a browser without
 * JavaScript uses it (form posts, then the page as HTML) and as the JavaScript client does (the
 * single-fetch .data requests): after an upstream failure of the PAN check the page comes back
 * with the popup and the PAN and name as typed; an upload whose file name breaks the multipart
 * form is a 400 with a message, never a 500.
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { TEST_PANS } from "../../server/upstream-sim/seed/cardholders";
import { cardholder } from "../support/sessions";

const PATH = "/lp/cards/documents";
const PAN = TEST_PANS.linked;
const HOLDER = "Asha Rao";

const built = useBuiltApp({ OTP_RESEND_COOLDOWN_SECONDS: "0", OTP_SENDS_PER_PHONE: "1000" }, { otpCooldownSeconds: 0 });

/** The demo cardholder, signed in: a browser's cookies on the built app. */
async function signedIn() {
  return (await cardholder(built)).client;
}

const injectFault = built.control.fault;

function inputValue(html: string, id: string): string | null {
  const input = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  return input ? (/\bvalue="([^"]*)"/.exec(input)?.[1] ?? "") : null;
}

describe("the PAN form after an upstream failure", () => {
  it("without JavaScript: the page comes back with the popup and the PAN and name as typed", async () => {
    const browser = await signedIn();
    await injectFault({ path: "/kyc/pan-validation", method: "POST", status: 500, body: { code: 500, message: "PAN service is down" } });

    const posted = await browser.post(PATH, { intent: "pan", pan: PAN, name: HOLDER });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(PATH);

    const page = await browser.request(PATH);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The spec's words in place of the upstream's own text (decision 047).
    expect(html).toContain("Some Error Happened on the Server. Please try after some time");
    expect(html).not.toContain("PAN service is down");
    expect(inputValue(html, "pan")).toBe(PAN);
    expect(inputValue(html, "name")).toBe(HOLDER);

    // Shown once: the next visit is a fresh form.
    const again = await (await browser.request(PATH)).text();
    expect(inputValue(again, "pan")).toBe("");
  });

  it("with JavaScript (single fetch): the redirect's next read carries the popup and what was typed", async () => {
    const browser = await signedIn();
    await injectFault({ path: "/kyc/pan-validation", method: "POST", status: 500, body: { code: 500, message: "PAN service is down" } });

    const posted = await browser.post(`${PATH}.data`, { intent: "pan", pan: PAN, name: HOLDER });
    expect(posted.status).toBeLessThan(500);
    expect(await posted.text()).toContain(PATH);

    const revalidated = await browser.request(`${PATH}.data`);
    const stream = await revalidated.text();
    // The popup is there (its fallback, the spec's words), the upstream's own text is not (decision 047).
    expect(stream).toContain("popup");
    expect(stream).not.toContain("PAN service is down");
    expect(stream).toContain(PAN);
    expect(stream).toContain(HOLDER);
  });
});

describe("an upload whose file name breaks the multipart form", () => {
  it("is a 400 page with a message, not a 500, and sends nothing upstream", async () => {
    const browser = await signedIn();
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

    const response = await browser.request(PATH, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });

    expect(response.status).toBe(400);
    // The page's refusal, or the server's own when its request gate reads the body first.
    expect(await response.text()).toMatch(/We could not read (?:this upload|what was sent)/);
    expect(await built.control.requests("/customer/uploadImageForCustomer")).toHaveLength(0);
  });
});
