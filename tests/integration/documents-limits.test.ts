/**
 * The documents page's costly work within its limits (issue 44): a PAN check is a KYC look-up
 * (whether a PAN exists, whose name it holds, whether Aadhaar is linked), so a cardholder gets 3
 * in half an hour, however the PAN typed changes; an upload gets 20 per cardholder in ten
 * minutes. Past a limit the form comes back as a 429 with Retry-After, the message and what was
 * typed, and nothing is sent upstream. A photo whose bytes, declared type and name disagree is
 * refused; one that is taken goes upstream under a name of ours.
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, formReply, journal, ORIGIN, useSimulatedApp } from "./helpers";
import { cardholderEnv, logIn, pageNotice, postPlainForm } from "./cardholder";
import * as documents from "~/routes/lp_.cards._account.documents";
import { APPLICANT, DEMO_CARDHOLDER } from "../support/fixtures";
import { TEST_PANS } from "../../server/upstream-sim/seed/cardholders";

// Two logins of the demo cardholder in one test: no cool-down between their codes.
const app = useSimulatedApp({ env: cardholderEnv({ OTP_RESEND_COOLDOWN_SECONDS: "0" }) });

const PATH = "/lp/cards/documents";

/** The PAN form as a browser posts it. */
const postPan = (jar: CookieJar, fields: Record<string, string>) =>
  postPlainForm(documents.action, jar, PATH, { intent: "pan", ...fields });
const PAN_CHECK = "/kyc/pan-validation";
const UPLOAD = "/customer/uploadImageForCustomer";
const SAVE = `/customer/saveImagesForCustomer/${DEMO_CARDHOLDER.customerId}`;
const REPEATS = /^You have asked for this several times in a short time\. Please try again in \d+ (?:seconds|minutes?)\.$/;
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];

/** The upload form (multipart/form-data) with one file. */
function postUpload(jar: CookieJar, file: File, documentType = "GOLD_PHOTO") {
  const body = new FormData();
  body.append("documentType", documentType);
  body.append("image", file);
  return call(
    documents.action,
    new Request(`${ORIGIN}${PATH}`, { method: "POST", body, headers: { "sec-fetch-site": "same-origin", cookie: jar.header() } }),
    {},
    jar,
  );
}

/** A JPEG's first bytes, then `tail` (an HTML page, say). */
function jpegThen(tail: string): Uint8Array<ArrayBuffer> {
  const rest = new TextEncoder().encode(tail);
  const bytes = new Uint8Array(JPEG_START.length + rest.length);
  bytes.set(JPEG_START);
  bytes.set(rest, JPEG_START.length);
  return bytes;
}

/** A PAN of a person that the check has never seen: what someone testing PANs sends. */
const someonesPan = (n: number) => `ZZZPZ${String(1000 + n)}Z`;

describe("the PAN check's limit", () => {
  it("checks 3 PANs per cardholder; the 4th is a 429 with Retry-After, the message and what was typed, and is not sent", async () => {
    const jar = await logIn(app.sim.otp);
    for (let n = 0; n < 3; n += 1) {
      const checked = await postPan(jar, { pan: someonesPan(n), name: "Asha Rao" });
      expect(checked.status, JSON.stringify(checked.data)).toBe(302);
    }

    const refused = await postPan(jar, { pan: TEST_PANS.linked, name: "Asha Rao" });

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data).toEqual({
      result: formReply({ "": [expect.stringMatching(REPEATS)] }, { intent: "pan", pan: TEST_PANS.linked, name: "Asha Rao" }),
      notice: null,
    });
    expect((await journal(app, PAN_CHECK, "POST")).map((entry) => entry.body.pan)).toEqual([0, 1, 2].map(someonesPan));
    // The page's answer is the last check's, not one for the refused PAN.
    expect(await pageNotice(jar, PATH, "documents")).toMatchObject({ pan: { pan: someonesPan(2) } });
  });

  it("counts the cardholder, not the session or the address: a new login elsewhere is refused too; another cardholder is not", async () => {
    const first = await logIn(app.sim.otp);
    for (let n = 0; n < 3; n += 1) expect((await postPan(first, { pan: someonesPan(n), name: "Asha Rao" })).status).toBe(302);

    const again = await logIn(app.sim.otp, DEMO_CARDHOLDER.phone, "phone", new CookieJar());
    expect((await postPan(again, { pan: someonesPan(9), name: "Asha Rao" })).status).toBe(429);

    const other = await logIn(app.sim.otp, APPLICANT.phone, "phone", new CookieJar(first.address));
    expect((await postPan(other, { pan: TEST_PANS.notLinked, name: "Ravi" })).status).toBe(302);
    expect(await journal(app, PAN_CHECK, "POST")).toHaveLength(4);
  });
});

describe("the upload's limit", () => {
  it("takes 20 uploads per cardholder; the 21st is a 429 that keeps what was chosen and sends nothing", async () => {
    const jar = await logIn(app.sim.otp);
    const photo = () => new File([jpegThen("a photo of the gold")], "gold.jpg", { type: "image/jpeg" });
    for (let n = 0; n < 20; n += 1) expect((await postUpload(jar, photo())).status).toBe(302);

    const refused = await postUpload(jar, photo(), "INVOICE");

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data).toEqual({
      result: formReply({ "": [expect.stringMatching(REPEATS)] }, { intent: "upload", documentType: "INVOICE" }),
      notice: null,
    });
    expect(await journal(app, UPLOAD, "POST")).toHaveLength(20);
    expect(await journal(app, SAVE, "POST")).toHaveLength(20);
  });
});

describe("what an upload is", () => {
  it.each([
    ["JPEG bytes holding HTML, declared a JPEG, named .html", "x.html", "image/jpeg"],
    ["JPEG bytes holding HTML, declared HTML, named .jpg", "x.jpg", "text/html"],
    ["JPEG bytes declared and named as a PNG", "gold.png", "image/png"],
    ["a JPEG named .jpg.html", "gold.jpg.html", "image/jpeg"],
  ])("refuses %s with 400 and sends nothing", async (_what, name, type) => {
    const jar = await logIn(app.sim.otp);

    const outcome = await postUpload(jar, new File([jpegThen("<html><script>alert(1)</script></html>")], name, { type }));

    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({
      result: formReply({ image: ["Please choose a JPEG, PNG or WebP photo."] }, { intent: "upload", documentType: "GOLD_PHOTO" }),
      notice: null,
    });
    expect(await journal(app, UPLOAD)).toHaveLength(0);
  });

  it("sends a photo upstream under a name of ours with its type's extension, never the browser's", async () => {
    const jar = await logIn(app.sim.otp);
    const bytes = jpegThen("a photo of the gold");

    const taken = await postUpload(jar, new File([bytes], "IMG_0042.JPEG", { type: "image/jpeg" }), "ADDRESS_PROOF");
    const unnamed = await postUpload(jar, new File([bytes], "1000012345", { type: "image/jpeg" }));

    expect(taken.status, JSON.stringify(taken.data)).toBe(302);
    expect(unnamed.status, JSON.stringify(unnamed.data)).toBe(302);
    expect((await journal(app, UPLOAD, "POST")).map((entry) => entry.body.files)).toEqual([
      [{ field: "image", fileName: "address-proof.jpg", contentType: "image/jpeg", size: bytes.length }],
      [{ field: "image", fileName: "gold-photo.jpg", contentType: "image/jpeg", size: bytes.length }],
    ]);
  });
});
