/**
 * The session-held lead data of requirements §3 that the lead model does not carry (decision 038):
 * a landing page's own id of the lead (ext_lead_id) is kept with the lead in the session, and it
 * and the visitor's consent to be called (userConsent: which notice, when) go with the lead's
 * events, never in the lead's create or update.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, getRequest, journal, leadFields, sentEvents, useSimulatedApp } from "./helpers";
import { land, sessionIdOf, submitLeadForm } from "./journey";
import { getSession } from "~/platform/session.server";

const app = useSimulatedApp();

async function leadFrom(landing: string) {
  const jar = new CookieJar();
  await land(jar, landing);
  const fields = leadFields();
  const before = Date.now();
  const outcome = await submitLeadForm(jar, fields);
  const after = Date.now();
  expect(outcome.status, JSON.stringify(outcome.data)).toBe(302);
  const created = (await journal(app, "/public/v1/lead", "POST")).find((entry) => entry.body.phone === `+91${fields.phone}`)!;
  const sessionId = await sessionIdOf(jar);
  const event = (await sentEvents(app, "lead_created")).find((entry) => entry.body.eventData.sessionId === sessionId);
  expect(event, "the lead_created event of this visit").toBeDefined();
  return { jar, created, event: event!, before, after };
}

describe("session-held lead data", () => {
  it("keeps the landing page's lead id with the lead; its events carry it and the consent given on the lead form", async () => {
    const { jar, created, event, before, after } = await leadFrom("/lp/basic-details?utm_source=unbounce&ext_lead_id=UB-7781");

    const lead = (await getSession(getRequest("/lp/pincode", jar))).get("lead")!;
    expect(lead.ext_lead_id).toBe("UB-7781");

    expect(event.body.eventData).toMatchObject({ extLeadId: "UB-7781", consentNotice: "lead-form", consentAt: lead.timeStamp });
    expect(Date.parse(event.body.eventData.consentAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(event.body.eventData.consentAt)).toBeLessThanOrEqual(after);
    // The lead model has neither: the create carries the consent to call, and no more.
    expect(created.body).toMatchObject({ consentToCall: true });
    for (const key of ["userConsent", "ext_lead_id", "extLeadId"]) expect(created.body).not.toHaveProperty(key);
  });

  it("says there was no landing page id when the landing had none, or one that is not an id", async () => {
    for (const landing of ["/lp/basic-details", "/lp/basic-details?ext_lead_id=%3Cscript%3E%20x"]) {
      const { event } = await leadFrom(landing);
      expect(event.body.eventData.extLeadId, landing).toBeNull();
    }
  });
});
