/**
 * The root loader: first-touch attribution stored once per session (requirements §A7)
 * and the one reader of the flash (app/site/flash.ts).
 */
import { describe, expect, it } from "vitest";
import { CookieJar, fault, journal, leadFields, setCookieNames, useSimulatedApp } from "./helpers";
import { land, landWithEventId, rootPopup, submitHomeForm, submitLeadForm } from "./journey";
import { LEAD_PATHS } from "../support/fixtures";

const app = useSimulatedApp();

describe("root loader", () => {
  it("stores the landing attribution on the first visit and sets the session cookie", async () => {
    const jar = new CookieJar();

    const outcome = await land(jar, "/lp/basic-details?utm_source=google&utm_medium=cpc");

    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ flash: null });
    // The session and the flag identity; the event id is asked for after this page (decision 030: the next page sets its cookie).
    expect(setCookieNames(outcome.headers)).toEqual(["gl_session", "flagsmithIdentity"]);
    expect(jar.has("gl_session")).toBe(true);
  });

  it("stores the attribution only once: a later landing with other UTMs changes nothing and sets no cookie", async () => {
    const jar = new CookieJar();
    await landWithEventId(jar, "/lp/basic-details?utm_source=google&utm_medium=cpc&utm_campaign=first");
    const cookie = jar.get("gl_session");

    const second = await land(jar, "/lp/basic-details?utm_source=facebook&utm_medium=social&utm_campaign=second&webView=true");

    expect(second.data).toMatchObject({ flash: null });
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(jar.get("gl_session")).toBe(cookie);

    const submitted = await submitLeadForm(jar, leadFields());
    // The second landing's webView=true was not stored either: no hand-off.
    expect(submitted.location).toMatch(/^\/lp\/otp\/auth\//);
    const [create] = await journal(app, LEAD_PATHS.paidCreate, "POST");
    expect(create!.body).toMatchObject({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "first",
      unbounceUrl: "/lp/basic-details?utm_source=google&utm_medium=cpc&utm_campaign=first",
    });
  });

  it("sets no cookie on later page loads when nothing changed (once the event id is in its cookie)", async () => {
    const jar = new CookieJar();
    await landWithEventId(jar, "/");

    for (const path of ["/", "/lp/basic-details", "/lp/pincode"]) {
      const outcome = await land(jar, path);
      expect(outcome.headers.getSetCookie()).toEqual([]);
    }
  });

  it("sends '-' for the UTM values of a visit without them", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details");

    await submitLeadForm(jar, leadFields());

    const [create] = await journal(app, LEAD_PATHS.paidCreate, "POST");
    expect(create!.body).toMatchObject({ utmSource: "-", utmMedium: "-", utmCampaign: "-", utmContent: "-" });
  });

  it("shows the popup flash once, and commits the session that drops it", async () => {
    const jar = new CookieJar();
    await landWithEventId(jar, "/");
    await fault(app, { path: LEAD_PATHS.create, method: "POST", status: 500, body: { code: 500, message: "Lead service failed" } });
    await submitHomeForm(jar, leadFields());

    const shown = await land(jar);

    expect(shown.data.flash).toMatchObject({ popup: "" });
    expect(typeof shown.data.flash.id).toBe("string");
    expect(setCookieNames(shown.headers)).toEqual(["gl_session"]);
    expect(await rootPopup(jar)).toBeNull();
  });

  it("starts a fresh session when the session cookie was tampered with", async () => {
    const jar = new CookieJar();
    await land(jar, "/lp/basic-details?utm_source=google");
    const tampered = new CookieJar();
    const sealed = jar.get("gl_session")!;
    // Another last character (always another: "x" when it was not "x", else "y").
    tampered.absorb(new Headers({ "set-cookie": `gl_session=${sealed.slice(0, -1)}${sealed.endsWith("x") ? "y" : "x"}; Path=/` }));

    const outcome = await land(tampered, "/lp/basic-details?utm_source=bing");

    expect(setCookieNames(outcome.headers)).toContain("gl_session");
    await submitLeadForm(tampered, leadFields());
    const [create] = await journal(app, LEAD_PATHS.paidCreate, "POST");
    expect(create!.body.utmSource).toBe("bing");
  });
});
