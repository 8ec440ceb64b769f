/** A cardholder page's failed read opens the popup and is reported as an ERRORS event. */
import { describe, expect, it } from "vitest";
import { fault, journal, useSimulatedApp } from "./helpers";
import { cardholderEnv, loadPage, logIn } from "./cardholder";
import { landWithEventId } from "./journey";
import { eventsSettled } from "~/site/events.server";
import * as offers from "~/routes/lp_.cards._account.offers";

const app = useSimulatedApp({ env: cardholderEnv() });

describe("cardholder page errors", () => {
  it("a failed offers read shows the popup and sends error_shown", async () => {
    const jar = await logIn(app.sim.otp);
    const { eventId } = await landWithEventId(jar, "/lp/cards/offers");
    await fault(app, { path: "/goldswiper/offers", method: "GET", status: 500, times: 2 });

    const outcome = await loadPage(offers.loader, jar, "/lp/cards/offers");
    await eventsSettled();

    expect(outcome.data.popup).not.toBeNull();
    const errors = (await journal(app, "/api/v1/eventService/sendEvent", "POST")).filter((e) => e.body.eventName === "error_shown");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.body.eventData).toMatchObject({ category: "ERRORS", eventId });
  });
});
