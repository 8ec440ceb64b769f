/**
 * The credentials the simulator accepts. The site's development defaults
 * (app/platform/env.server.ts, used when no upstream is configured) are the same strings:
 * credentials.test.ts holds the two together.
 */
export const REFERRAL_TOKEN = "sim-referral-static-token";
export const FLAGSMITH_ENVIRONMENT_ID = "sim-flagsmith-environment";
export const POSTHOG_API_KEY = "phc_sim_main";
export const POSTHOG_PERSONAL_LOANS_API_KEY = "phc_sim_personal_loans";
