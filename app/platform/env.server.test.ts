import { describe, expect, it } from "vitest";
import { DEV_SESSION_SECRET, EnvError, parseEnv } from "~/platform/env.server";

const BASE = "https://upstream.example.in";
const GOOD_1 = "first-production-secret-0123456789abcdef";
const GOOD_2 = "second-production-secret-0123456789abcdef";

function errorOf(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error("parseEnv accepted the environment");
}

describe("parseEnv: a minimal valid environment", () => {
  const env = parseEnv({ UPSTREAM_BASE_URL: `${BASE}/` });

  it("defaults PORT to 3000 and COMPANY_HOME_URL to /", () => {
    expect(env.PORT).toBe(3000);
    expect(env.COMPANY_HOME_URL).toBe("/");
  });

  it("uses the development secret outside production", () => {
    expect(env.isProduction).toBe(false);
    expect(env.sessionSecrets).toEqual([DEV_SESSION_SECRET]);
  });

  it("points every upstream group at the base without a trailing slash", () => {
    expect(env.upstream).toEqual({
      lead: BASE,
      pricing: BASE,
      insight: BASE,
      content: BASE,
      auth: BASE,
      card: BASE,
      events: BASE,
      salesVisit: `${BASE}/salesvisit/create`,
      rescheduleLoan: `${BASE}/salesvisit/reschedule-loan`,
      cancelSlots: `${BASE}/salesvisit/cancelslots`,
      legacyLeadUpdate: `${BASE}/legacy/lead/update`,
    });
  });

  it("takes the sales-visit, reschedule, cancel and legacy lead-update URLs as configured, whole", () => {
    const configured = parseEnv({
      UPSTREAM_BASE_URL: BASE,
      SALES_VISIT_URL: "https://crm.example.in/api/salesvisit/",
      RESCHEDULE_LOAN_URL: "https://crm.example.in/api/reschedule-loan",
      CANCEL_SLOTS_URL: "https://crm.example.in/api/cancelslots/",
      LEGACY_LEAD_UPDATE_URL: "https://legacy.example.in/leads/update",
    });
    expect(configured.upstream.salesVisit).toBe("https://crm.example.in/api/salesvisit");
    expect(configured.upstream.rescheduleLoan).toBe("https://crm.example.in/api/reschedule-loan");
    expect(configured.upstream.cancelSlots).toBe("https://crm.example.in/api/cancelslots");
    expect(configured.upstream.legacyLeadUpdate).toBe("https://legacy.example.in/leads/update");
  });

  it("reads a given PORT as a number", () => {
    expect(parseEnv({ UPSTREAM_BASE_URL: BASE, PORT: "8080" }).PORT).toBe(8080);
  });
});

describe("parseEnv: per-group overrides", () => {
  it("uses an override for its group only", () => {
    const env = parseEnv({
      UPSTREAM_BASE_URL: BASE,
      LEAD_SERVICE_URL: "https://lead.example.in",
      CONTENT_URL: "http://cms.example.in/content",
    });
    expect(env.upstream.lead).toBe("https://lead.example.in");
    expect(env.upstream.content).toBe("http://cms.example.in/content");
    expect(env.upstream.pricing).toBe(BASE);
    expect(env.upstream.card).toBe(BASE);
  });
});

describe("parseEnv: errors", () => {
  it("requires UPSTREAM_BASE_URL", () => {
    expect(errorOf({}).message).toBe("Configuration error: UPSTREAM_BASE_URL is required");
  });

  it("names PORT on one line when it is malformed", () => {
    const { message } = errorOf({ UPSTREAM_BASE_URL: BASE, PORT: "abc" });
    expect(message.startsWith("Configuration error: PORT")).toBe(true);
    expect(message).not.toContain("\n");
  });

  it("names the variable of a malformed URL on one line", () => {
    const base = errorOf({ UPSTREAM_BASE_URL: "not a url" }).message;
    expect(base.startsWith("Configuration error: UPSTREAM_BASE_URL")).toBe(true);
    expect(base).not.toContain("\n");

    const lead = errorOf({ UPSTREAM_BASE_URL: BASE, LEAD_SERVICE_URL: "ftp://lead.example.in" }).message;
    expect(lead.startsWith("Configuration error: LEAD_SERVICE_URL")).toBe(true);
    expect(lead).not.toContain("\n");
  });
});

describe("parseEnv: session secrets in production", () => {
  const production = { UPSTREAM_BASE_URL: BASE, NODE_ENV: "production", PUBLIC_ORIGIN: "https://www.example.in" };

  it("refuses production without SESSION_SECRET", () => {
    expect(errorOf(production).message).toMatch(/^Configuration error: SESSION_SECRET /);
    expect(errorOf({ ...production, SESSION_SECRET: "" }).message).toMatch(/^Configuration error: SESSION_SECRET /);
  });

  it("refuses the development secret", () => {
    const { message } = errorOf({ ...production, SESSION_SECRET: DEV_SESSION_SECRET });
    expect(message).toMatch(/^Configuration error: SESSION_SECRET /);
    expect(message).not.toContain(DEV_SESSION_SECRET);
  });

  it("refuses the development secret inside a comma list", () => {
    const { message } = errorOf({ ...production, SESSION_SECRET: `${GOOD_1}, ${DEV_SESSION_SECRET}` });
    expect(message).toMatch(/^Configuration error: SESSION_SECRET /);
  });

  it("refuses a short secret without printing it", () => {
    const { message } = errorOf({ ...production, SESSION_SECRET: "short-secret" });
    expect(message).toMatch(/^Configuration error: SESSION_SECRET /);
    expect(message).not.toContain("short-secret");
    expect(message).not.toContain("\n");
  });

  it("accepts a good comma list and keeps its order (the first signs)", () => {
    const env = parseEnv({ ...production, SESSION_SECRET: ` ${GOOD_1} , ${GOOD_2} ` });
    expect(env.isProduction).toBe(true);
    expect(env.sessionSecrets).toEqual([GOOD_1, GOOD_2]);
  });
});

describe("parseEnv: the public origin", () => {
  it("is http://localhost:PORT outside production", () => {
    expect(parseEnv({ UPSTREAM_BASE_URL: BASE, PORT: "4100" }).publicOrigin).toBe("http://localhost:4100");
  });

  it("is required in production", () => {
    expect(errorOf({ UPSTREAM_BASE_URL: BASE, NODE_ENV: "production", SESSION_SECRET: GOOD_1 }).message).toBe(
      "Configuration error: PUBLIC_ORIGIN is required in production",
    );
  });

  it("keeps only the origin of what is configured, and refuses what is not http(s)", () => {
    expect(parseEnv({ UPSTREAM_BASE_URL: BASE, PUBLIC_ORIGIN: "https://www.example.in/some/path/" }).publicOrigin).toBe(
      "https://www.example.in",
    );
    expect(errorOf({ UPSTREAM_BASE_URL: BASE, PUBLIC_ORIGIN: "javascript:alert(1)" }).message).toMatch(
      /^Configuration error: PUBLIC_ORIGIN /,
    );
  });
});

describe("parseEnv: the business's settings for the Key Facts Statement (decision 044)", () => {
  const terms = {
    nodalOfficer: { name: "Priya Nair", phone: "0484 262 2263", email: "nodal@bank.example.in" },
    penalChargePercent: 1.5,
    foreclosureChargePercent: 0,
    auctionNoticeDays: 21,
    auctionChargesRupees: 2000,
  };

  it("defaults to examples that say so, marked as examples", () => {
    const { business } = parseEnv({ UPSTREAM_BASE_URL: BASE });
    expect(business.lsp).toMatchObject({
      name: "Example Lending Services Private Limited",
      cin: "U00000XX0000PTC000000",
      grievanceOfficer: { name: "Example Grievance Officer" },
      example: true,
    });
    expect(business.lenderTerms("Federal Bank Limited")).toMatchObject({ nodalOfficer: { name: "Example Nodal Officer" }, example: true });
  });

  it("takes the site's facts and each lender's terms as set; a lender not named keeps the examples", () => {
    const { business } = parseEnv({
      UPSTREAM_BASE_URL: BASE,
      LSP_REGISTERED_NAME: "Kanak Lending Services Private Limited",
      LSP_REGISTERED_ADDRESS: "12 FC Road, Pune 411004",
      LSP_CIN: "U65999MH2021PTC354321",
      GRIEVANCE_OFFICER_NAME: "Rahul Deshpande",
      GRIEVANCE_OFFICER_PHONE: "020 4000 1234",
      GRIEVANCE_OFFICER_EMAIL: "grievance@kanak.example.in",
      LENDER_TERMS: JSON.stringify({ "Federal Bank Limited": terms }),
    });
    expect(business.lsp).toMatchObject({ cin: "U65999MH2021PTC354321", grievanceOfficer: { name: "Rahul Deshpande" }, example: false });
    expect(business.lenderTerms("Federal Bank Limited")).toEqual({ ...terms, example: false });
    expect(business.lenderTerms("Bank of Maharashtra").example).toBe(true);
  });

  it("refuses LENDER_TERMS that is not JSON or leaves a term out, and a CIN of the wrong shape", () => {
    expect(errorOf({ UPSTREAM_BASE_URL: BASE, LENDER_TERMS: "{not json" }).message).toBe("Configuration error: LENDER_TERMS is not JSON");
    const { auctionNoticeDays: _left, ...partial } = terms;
    expect(errorOf({ UPSTREAM_BASE_URL: BASE, LENDER_TERMS: JSON.stringify({ "Federal Bank Limited": partial }) }).message).toMatch(
      /^Configuration error: LENDER_TERMS is not valid/,
    );
    expect(errorOf({ UPSTREAM_BASE_URL: BASE, LSP_CIN: "12345" }).message).toMatch(/^Configuration error: LSP_CIN is not valid/);
  });
});
