/**
 * DAILY_VISIT_COUNT=off (decision 045): the configuration turns the daily visit count off, and the
 * steps whose item list has it show the rest of their blocks without it.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, useSimulatedApp } from "./helpers";
import { land, loadPincodePage, verifiedJourney } from "./journey";

const app = useSimulatedApp({ env: () => ({ DAILY_VISIT_COUNT: "off" }) });

describe("the daily visit count, turned off", () => {
  it("is left out of the pincode step's blocks; the other blocks stay", async () => {
    const jar = new CookieJar();
    await land(jar);
    await verifiedJourney(jar, app.sim.otp);

    const outcome = await loadPincodePage(jar);

    expect(outcome.status).toBe(200);
    // With it on, the same step has ["daily-visit-count", "alert-seek"] (pincode-step.test.ts).
    expect(outcome.data.blocks.map((b: { type: string }) => b.type)).toEqual(["alert-seek"]);
  });
});
