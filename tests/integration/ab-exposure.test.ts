/**
 * The lead page's experiment (spec §7 AB events): the /lp layout reports which exit-intent
 * variant the visitor's flags gave, to POST /AB/api/v1/events, with the visitor's event id.
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, getRequest, journal, useSimulatedApp } from "./helpers";
import { eventsSettled } from "~/platform/events.server";
import * as root from "~/root";
import * as layout from "~/routes/lp";

const app = useSimulatedApp();
const AB_PATH = "/AB/api/v1/events";

/** A first visit (the root registers the events and the flag identity), then the lead page's layout. */
async function visitLeadPage(jar: CookieJar, path = "/lp/basic-details") {
  await call(root.loader, getRequest(path, jar), {}, jar);
  const outcome = await call(layout.loader, getRequest(path, jar), {}, jar);
  await eventsSettled();
  return outcome;
}

describe("the exit-intent experiment", () => {
  it("reports the variant shown on the lead page, with the visitor's event id", async () => {
    const jar = new CookieJar();
    const outcome = await visitLeadPage(jar);

    expect(outcome.data.showExitIntentOnPage).toBe(true);
    const [ab] = await journal(app, AB_PATH, "POST");
    expect(ab?.body.eventData).toMatchObject({ experiment: "showExitIntentonPage", variant: "on", eventId: jar.get("gl_event_id") });
  });

  it("reports the other variant for a visitor whose flags turn the exit intent off", async () => {
    const jar = new CookieJar();
    jar.absorb(new Headers([["set-cookie", "flagsmithIdentity=noexit-visitor-1; Path=/"]]));
    const outcome = await visitLeadPage(jar);

    expect(outcome.data.showExitIntentOnPage).toBe(false);
    const [ab] = await journal(app, AB_PATH, "POST");
    expect(ab?.body.eventData).toMatchObject({ experiment: "showExitIntentonPage", variant: "off" });
  });

  it("reports nothing on the other steps", async () => {
    const jar = new CookieJar();
    await call(root.loader, getRequest("/lp/basic-details", jar), {}, jar);
    await call(layout.loader, getRequest("/lp/pincode", jar), {}, jar);
    await eventsSettled();
    expect(await journal(app, AB_PATH)).toHaveLength(0);
  });
});
