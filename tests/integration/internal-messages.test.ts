/**
 * An upstream message reaches a page only when it reads as a message for a person
 * (requirements §A11): a database error with its host, injected into the simulator's answers,
 * never shows in the error popup (after a form post or a page read) nor in the content proxies'
 * JSON; the generic text shows instead. A person's message still shows as it was sent.
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, fault, getRequest, inEnglish, useSimulatedApp } from "./helpers";
import { loadPincodePage, postPincode, rootPopup, verifiedJourney } from "./journey";
import { CONTENT_UNAVAILABLE } from "~/content/proxy.server";
import { POPUP_FALLBACK_TEXT, popupText } from "~/site/error-popup";
import * as faqRoute from "~/routes/lp_.api.getFaqData";
import * as strapiRoute from "~/routes/lp_.api.getStrapiData";
import * as strapiV2Route from "~/routes/lp_.api.getStrapiDataV2";
import { PINCODES } from "../support/fixtures";

const app = useSimulatedApp();

const ORA = "java.sql.SQLSyntaxErrorException: ORA-00942: table or view does not exist at 10.0.3.17:1521";
const SERVICEABILITY = "/insight/pincode-serviceability";
const BRANCH_DISTANCE_V3 = "/v3/insight/branches/distance";
const PAGE = "/api/v1/strapi/pages/v2";
const CONTENTS = "/api/v1/strapi/contents";

function expectNoInternals(value: unknown) {
  const text = JSON.stringify(value);
  for (const internal of ["ORA-00942", "SQLSyntaxErrorException", "java.sql", "10.0.3.17", "1521"]) expect(text).not.toContain(internal);
}

describe("the error popup", () => {
  it("after a failed form post shows the generic text, not the upstream's database error", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);
    await fault(app, { path: SERVICEABILITY, status: 500, body: { code: 500, message: ORA } });

    const outcome = await postPincode(jar, { intent: "check", pincode: PINCODES.serviceable });

    expect(outcome.status).toBe(302);
    const popup = await rootPopup(jar, "/lp/pincode");
    expect(popup).not.toBeNull();
    expect(inEnglish(popupText(popup!.message))).toBe(POPUP_FALLBACK_TEXT);
    expect(popup!.formValues).toMatchObject({ pincode: PINCODES.serviceable });
    expectNoInternals(popup);
  });

  it("after a failed page read shows the generic text too", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);
    await postPincode(jar, { intent: "check", pincode: PINCODES.unserviceable });
    await fault(app, { path: BRANCH_DISTANCE_V3, status: 500, body: { code: 500, message: ORA } });

    const page = await loadPincodePage(jar);

    expect(page.data.popup).not.toBeNull();
    expect(inEnglish(popupText(page.data.popup.message))).toBe(POPUP_FALLBACK_TEXT);
    expectNoInternals(page.data);
  });

  it("never shows an upstream's own text, even one written for a person (decision 047)", async () => {
    const jar = new CookieJar();
    await verifiedJourney(jar, app.sim.otp);
    await fault(app, { path: SERVICEABILITY, status: 500, body: { code: 500, message: "Pincode service is down for maintenance" } });

    await postPincode(jar, { intent: "check", pincode: PINCODES.serviceable });

    expect((await rootPopup(jar, "/lp/pincode"))?.message).toBe("");
  });
});

describe("the content proxies' error results", () => {
  async function proxy(route: { loader: (args: any) => unknown }, path: string) {
    const outcome = await call(route.loader, getRequest(path));
    return { status: outcome.status, body: JSON.parse(outcome.text!) };
  }

  it.each([
    ["getStrapiDataV2", strapiV2Route, "/lp/api/getStrapiDataV2?page=home", PAGE],
    ["getStrapiData", strapiRoute, "/lp/api/getStrapiData?page=home", PAGE],
    ["getFaqData", faqRoute, "/lp/api/getFaqData?page=home", CONTENTS],
  ])("%s answers the generic text with the status and kind, not the database error", async (_name, route, path, upstream) => {
    await fault(app, { path: upstream, status: 500, body: { code: 500, message: ORA } });

    const outcome = await proxy(route, path);

    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ data: null, error: { message: CONTENT_UNAVAILABLE, status: 500, kind: "http" } });
    expectNoInternals(outcome.body);
  });

  it("getStrapiDataV2 keeps a CMS message written for a person", async () => {
    await fault(app, { path: PAGE, status: 503, body: { code: 503, message: "Content is being updated, please try again shortly" } });

    const outcome = await proxy(strapiV2Route, "/lp/api/getStrapiDataV2?page=home");

    expect(outcome.body.error).toEqual({ message: "Content is being updated, please try again shortly", status: 503, kind: "http" });
  });
});
