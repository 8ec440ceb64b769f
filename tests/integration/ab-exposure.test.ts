/**
 * The lead page's experiment (requirements §7 AB events): the /lp layout reports which exit-intent
 * variant the visitor's flags gave, to POST /AB/api/v1/events, with the visitor's event id.
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, getRequest, journal, useSimulatedApp } from "./helpers";
import { eventsSettled } from "~/site/events.server";
import * as root from "~/root";
import * as layout from "~/routes/lp";

const app = useSimulatedApp();
const AB_PATH = "/AB/api/v1/events";

/**
 * One view of the lead page: the root and the /lp layout loaders of the same request (both see
 * the cookies the browser had before it), then the Set-Cookie headers are kept.
 */
async function viewLeadPage(jar: CookieJar, path = "/lp/basic-details") {
  const before = jar.header();
  const headers = before ? { cookie: before } : undefined;
  const [, outcome] = await Promise.all([
    call(root.loader, new Request(`http://localhost${path}`, { headers }), {}, jar),
    call(layout.loader, new Request(`http://localhost${path}`, { headers }), {}, jar),
  ]);
  await eventsSettled();
  return outcome;
}

describe("the exit-intent experiment", () => {
  it("reports the variant of every view of the lead page once, the first visit's too, with the visitor's event id", async () => {
    const jar = new CookieJar();
    const first = await viewLeadPage(jar);
    expect(first.data.showExitIntentOnPage).toBe(true);
    const afterFirst = await journal(app, AB_PATH, "POST");
    expect(afterFirst).toHaveLength(1);
    // The first view's event waited for createEvent's answer (after the page); the second view puts it in the cookie.
    const [created] = await journal(app, "/api/v1/eventService/createEvent", "POST");
    expect(afterFirst[0]?.body.eventData).toMatchObject({
      experiment: "showExitIntentonPage",
      variant: "on",
      sessionId: created?.body.sessionId,
    });
    const eventId = afterFirst[0]?.body.eventData.eventId;
    expect(eventId).toMatch(/^evt-/);

    await viewLeadPage(jar);
    expect(jar.get("gl_event_id")).toBe(eventId);
    const afterSecond = await journal(app, AB_PATH, "POST");
    expect(afterSecond).toHaveLength(2);
    expect(afterSecond[1]?.body.eventData).toMatchObject({ variant: "on", eventId });
  });

  it("reports the other variant for a visitor whose flags turn the exit intent off", async () => {
    const jar = new CookieJar();
    jar.absorb(new Headers([["set-cookie", "flagsmithIdentity=noexit-visitor-1; Path=/"]]));
    const outcome = await viewLeadPage(jar);

    expect(outcome.data.showExitIntentOnPage).toBe(false);
    const [ab] = await journal(app, AB_PATH, "POST");
    expect(ab?.body.eventData).toMatchObject({ experiment: "showExitIntentonPage", variant: "off" });
  });

  it("reports nothing on the other steps", async () => {
    const jar = new CookieJar();
    await viewLeadPage(jar, "/lp/pincode");
    await call(layout.loader, getRequest("/lp/schemes", jar), {}, jar);
    await eventsSettled();
    expect(await journal(app, AB_PATH)).toHaveLength(0);
  });
});
