/**
 * ERROR_POPUP_IGNORED_URL (requirements §8): a failure of that one URL opens no popup; the form
 * says it instead, with what was typed. The home page's lead form uses the lead service (the
 * paid landings' digital-journey calls never open the popup: lead-form.test.ts). The app reads its configuration once per process,
 * so this file sets it before the first call (its own simulator, its own module graph).
 */
import { describe, expect, it } from "vitest";
import { CookieJar, fault, leadFields, otpId, useSimulatedApp } from "./helpers";
import { land, rootPopup, submitHomeForm } from "./journey";
import { LEAD_PATHS } from "../support/fixtures";

const app = useSimulatedApp({ env: (sim) => ({ ERROR_POPUP_IGNORED_URL: `${sim.url}${LEAD_PATHS.create}` }) });

describe("the home page's lead form with ERROR_POPUP_IGNORED_URL set to the lead create URL", () => {
  it("shows no popup when that URL fails, but a form error with the typed values", async () => {
    const jar = new CookieJar();
    await land(jar, "/");
    await app.control.failWith({ path: LEAD_PATHS.create, status: 500, message: "Something went wrong while processing lead" });
    const fields = leadFields();

    const outcome = await submitHomeForm(jar, fields);

    expect(outcome.location).toBeNull();
    expect(outcome.status).toBe(502);
    expect(outcome.data.notice).toBeNull();
    expect(outcome.data.result.error[""]).toEqual(["We could not save your details just now. Please try again."]);
    expect(outcome.data.result.initialValue).toMatchObject({ phone: fields.phone, cityId: "1", loanAmount: "150000" });
    expect(await rootPopup(jar, "/")).toBeNull();
  });

  it("shows no popup when that URL cannot be reached either", async () => {
    const jar = new CookieJar();
    await land(jar, "/");
    await fault(app, { path: LEAD_PATHS.create, method: "POST", reset: true });

    const outcome = await submitHomeForm(jar, leadFields());

    expect(outcome.status).toBe(502);
    expect(await rootPopup(jar, "/")).toBeNull();
  });

  it("still opens the popup for a failure of another URL (the lead update)", async () => {
    const jar = new CookieJar();
    await land(jar, "/");
    const fields = leadFields();
    const leadId = otpId((await submitHomeForm(jar, fields)).location);
    await fault(app, { path: LEAD_PATHS.update(leadId), method: "PUT", status: 500, body: { code: 500, message: "Update failed" } });

    const outcome = await submitHomeForm(jar, fields);

    expect(outcome.location).toBe("/");
    expect((await rootPopup(jar, "/"))?.message).toBe("");
  });
});
