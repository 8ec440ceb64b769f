import { describe, expect, it } from "vitest";
import * as site from "~/platform/env.server";
import * as simulator from "./credentials";

describe("the simulator's credentials", () => {
  it("are the site's development defaults, so `npm start` works with no configuration", () => {
    expect({ ...simulator }).toEqual({
      REFERRAL_TOKEN: site.SIMULATOR_REFERRAL_TOKEN,
      FLAGSMITH_ENVIRONMENT_ID: site.SIMULATOR_FLAGSMITH_ENVIRONMENT_ID,
      POSTHOG_API_KEY: site.SIMULATOR_POSTHOG_API_KEY,
      POSTHOG_PERSONAL_LOANS_API_KEY: site.SIMULATOR_POSTHOG_PERSONAL_LOANS_API_KEY,
    });
  });
});
