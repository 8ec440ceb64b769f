/**
 * ERROR_POPUP_IGNORED_URL (requirements §8) on the pincode step: a failure of the serviceability
 * URL opens no popup; the form says it instead, with the typed pincode. The app reads its
 * configuration once per process, so this file sets it before the first call.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, fault, formReply, journal, useSimulatedApp } from "./helpers";
import { loadPincodePage, postPincode, rootPopup, verifiedJourney } from "./journey";
import { LEAD_PATHS, PINCODES } from "../support/fixtures";

const SERVICEABILITY = "/insight/pincode-serviceability";

const app = useSimulatedApp({ env: (sim) => ({ ERROR_POPUP_IGNORED_URL: `${sim.url}${SERVICEABILITY}` }) });

describe("/lp/pincode action with ERROR_POPUP_IGNORED_URL set to the serviceability URL", () => {
  it("answers 502 with the form's message and the typed pincode, and opens no popup", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp);
    await fault(app, { path: SERVICEABILITY, status: 503, body: { code: 503, message: "Pincode service is down" } });
    const updates = (await journal(app, LEAD_PATHS.update(leadId), "PUT")).length;

    const outcome = await postPincode(jar, { intent: "check", pincode: PINCODES.serviceable });

    expect(outcome.status).toBe(502);
    expect(outcome.location).toBeNull();
    expect(outcome.data).toEqual({
      result: formReply({ pincode: ["We could not save this just now. Please try again."] }, { pincode: PINCODES.serviceable }),
      notice: null,
    });
    expect(await journal(app, SERVICEABILITY, "GET")).toHaveLength(2);
    expect(await journal(app, LEAD_PATHS.update(leadId), "PUT")).toHaveLength(updates);
    expect(await rootPopup(jar, "/lp/pincode")).toBeNull();
  });

  it("still opens the popup for a failure of another URL (the lead update)", async () => {
    const jar = new CookieJar();
    const { leadId } = await verifiedJourney(jar, app.sim.otp);
    await fault(app, { path: LEAD_PATHS.update(leadId), method: "PUT", status: 500, body: { code: 500, message: "Lead update failed" } });

    const outcome = await postPincode(jar, { intent: "check", pincode: PINCODES.serviceable });

    expect(outcome.location).toBe("/lp/pincode");
    expect(await rootPopup(jar, "/lp/pincode")).toMatchObject({
      message: "",
      formValues: { pincode: PINCODES.serviceable },
    });
    expect((await loadPincodePage(jar)).data.popup).toBeNull();
  });
});
