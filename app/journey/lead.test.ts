import { describe, expect, it } from "vitest";
import { displayLoanType, parseDistance, toLeadRequest, validLeadId, type LeadState } from "~/journey/lead";
import { LEAD_MODEL_DEFAULTS } from "../../server/upstream-sim/seed/lead-defaults";
import { LeadRequestSchema } from "~/upstream/schemas/lead";

const PHONE = "9876543210";
const E164 = "+919876543210";

/** Builds the request and checks it against the strict lead model every time. */
function send(state: LeadState) {
  const request = toLeadRequest(state);
  expect(() => LeadRequestSchema.parse(request)).not.toThrow();
  return request;
}

describe("toLeadRequest: renames of requirements §3", () => {
  it("sends unbounce_phone as phone", () => {
    const request = send({ unbounce_phone: "7012345678" });
    expect(request.phone).toBe("+917012345678");
    expect(request).not.toHaveProperty("unbounce_phone");
  });

  it("never lets unbounce_phone override the phone the visitor typed (docs/decisions/018)", () => {
    const request = send({ phone: PHONE, unbounce_phone: "7012345678" });
    expect(request.phone).toBe(E164);
    expect(JSON.stringify(request)).not.toContain("7012345678");
  });

  it("uses phone when there is no unbounce_phone", () => {
    expect(send({ phone: PHONE }).phone).toBe(E164);
  });

  it.each([["+91 98765 43210"], ["098765 43210"], ["919876543210"], ["+91-98765-43210"], ["9876543210"]])(
    "sends the phone %j with +91",
    (input) => {
      expect(send({ phone: input }).phone).toBe(E164);
    },
  );

  it("refuses a lead without a phone number", () => {
    expect(() => toLeadRequest({ cityid: 3 })).toThrow();
  });

  it("renames cityid, loan_amount, google_address, google_coordinates, isOtpVerified, quality, cta_id", () => {
    const request = send({
      phone: PHONE,
      cityid: 12,
      loan_amount: 150000,
      google_address: "MG Road, Pune",
      google_coordinates: "18.52,73.85",
      isOtpVerified: true,
      quality: "22K",
      cta_id: 4,
    });
    expect(request).toMatchObject({
      cityId: 12,
      loanAmount: 150000,
      googleAddress: "MG Road, Pune",
      googleCoordinates: "18.52,73.85",
      otpVerified: true,
      goldQuality: "22K",
      ctaId: 4,
    });
    for (const key of ["cityid", "loan_amount", "google_address", "google_coordinates", "isOtpVerified", "quality", "cta_id"]) {
      expect(request).not.toHaveProperty(key);
    }
  });

  it("sends the booking's gold purity as goldQuality, which makes it a GOLD lead", () => {
    const request = send({ phone: PHONE, quality: "18K" });
    expect(request).toMatchObject({ goldQuality: "18K", productType: "GOLD" });
    expect(request).not.toHaveProperty("quality");
  });

  it("sends the click ids gclid and fbclid under their own names, and neither when absent", () => {
    expect(send({ phone: PHONE, gclid: "G-1", fbclid: "IwAR2xY" })).toMatchObject({ gclid: "G-1", fbclid: "IwAR2xY" });
    const without = send({ phone: PHONE });
    expect(without).not.toHaveProperty("gclid");
    expect(without).not.toHaveProperty("fbclid");
  });

  it("keeps otpVerified false (not dropped)", () => {
    expect(send({ phone: PHONE, isOtpVerified: false }).otpVerified).toBe(false);
  });

  it.each([
    ["takeover", "TAKEOVER"],
    ["Fresh", "FRESH"],
    ["TAKEOVER", "TAKEOVER"],
  ])("upper-cases the loan type %j", (loanType, expected) => {
    expect(send({ phone: PHONE, loanType }).loanType).toBe(expected);
  });

  it("defaults the loan type to FRESH", () => {
    expect(send({ phone: PHONE }).loanType).toBe("FRESH");
  });

  it.each([
    ["1,234.5 km", 1234.5],
    ["12 km", 12],
    [3.5, 3.5],
    ["2,00,000 m", 200000],
  ])("turns lenderBranch.distance %j into the number %j", (distance, expected) => {
    const request = send({ phone: PHONE, lenderBranch: { id: 7, name: "Kothrud", distance } });
    expect(request.lenderBranch).toEqual({ id: 7, name: "Kothrud", distance: expected });
  });

  it("drops a distance that is not a number, keeping the rest of the branch", () => {
    const request = send({ phone: PHONE, lenderBranch: { id: "b-1", name: "Kothrud", distance: "abc km" } });
    expect(request.lenderBranch).toEqual({ id: "b-1", name: "Kothrud" });
    expect(request.lenderBranch).not.toHaveProperty("distance");
  });

  it.each([
    [560001, "560001"],
    ["411038", "411038"],
    ["", null],
    [undefined, null],
    [null, null],
  ])("sends pincode %j as %j", (pincode, expected) => {
    const request = send({ phone: PHONE, pincode });
    expect(request).toHaveProperty("pincode");
    expect(request.pincode).toBe(expected);
  });

  it.each([
    ["goldWeight", { goldWeight: 20 }],
    ["quality", { quality: "22K" }],
    ["cta_id", { cta_id: 3 }],
  ])("sets productType GOLD when only %s is present", (_, extra) => {
    expect(send({ phone: PHONE, ...extra }).productType).toBe("GOLD");
  });

  it("sends no productType when goldWeight, quality and cta_id are all absent", () => {
    const request = send({ phone: PHONE, cityid: 1, loan_amount: 50000 });
    expect(request).not.toHaveProperty("productType");
  });

  it("fills the lead-model defaults", () => {
    expect(send({ phone: PHONE })).toEqual({ phone: E164, loanType: "FRESH", pincode: null, ...LEAD_MODEL_DEFAULTS });
  });

  it("keeps given values over the defaults", () => {
    const given = {
      source: "Paid_LP_DigitalJourney",
      subSource: "LP",
      consentToCall: false,
      digitalJourney: false,
      utmCampaign: "diwali",
      utmSource: "google",
      utmMedium: "cpc",
      utmContent: "banner",
    };
    expect(send({ phone: PHONE, ...given })).toMatchObject(given);
  });

  it("sends only lead-model fields from a full page state", () => {
    const state: LeadState = {
      phone: "9123456780",
      unbounce_phone: "+91 98765 43210",
      cityid: 5,
      city: "Pune",
      loan_amount: 250000,
      google_address: "FC Road",
      google_coordinates: "18.5,73.8",
      isOtpVerified: true,
      quality: "24K",
      cta_id: 3,
      goldWeight: 40,
      loanType: "takeover",
      lenderBranch: { id: 9, name: "Deccan", distance: "3.2 km" },
      pincode: 411004,
      source: "Organic_Website_HomePage",
      timeStamp: "2025-01-01T10:00:00.000Z",
      utmCampaign: "c",
      utmSource: "s",
      utmMedium: "m",
      gclid: "g-1",
      fbclid: "f-1",
      unbounceUrl: "/lp/basic-details?utm_source=s",
      is_skip_gsheet: true,
      lead_id: "lead-123",
      transactionId: "txn-9",
      digitalJourney: true,
      name: "Asha",
      customParams: { device_type: "mobile" },
      customParamsDB: { sessionId: "s-1", browserFingerprintId: "fp-1" },
    };
    const request = send(state);
    for (const key of [
      "lead_id",
      "transactionId",
      "isOtpVerified",
      "unbounce_phone",
      "cityid",
      "loan_amount",
      "quality",
      "cta_id",
      "google_address",
      "google_coordinates",
    ]) {
      expect(request).not.toHaveProperty(key);
    }
    expect(request).toMatchObject({
      phone: "+919123456780",
      cityId: 5,
      loanAmount: 250000,
      loanType: "TAKEOVER",
      goldQuality: "24K",
      ctaId: 3,
      goldWeight: 40,
      productType: "GOLD",
      otpVerified: true,
      lenderBranch: { id: 9, name: "Deccan", distance: 3.2 },
      pincode: "411004",
      source: "Organic_Website_HomePage",
      is_skip_gsheet: true,
      customParams: { device_type: "mobile" },
    });
  });

  it("is refused by the strict schema if a state key leaks (the schema really is strict)", () => {
    expect(() => LeadRequestSchema.parse({ ...toLeadRequest({ phone: PHONE }), lead_id: "x" })).toThrow();
  });
});

describe("validLeadId", () => {
  it.each([[""], ["   "], ["null"], [" null "], [null], [undefined]])("treats %j as absent", (value) => {
    expect(validLeadId(value)).toBeUndefined();
  });

  it("trims a real id", () => {
    expect(validLeadId(" abc ")).toBe("abc");
    expect(validLeadId("5f2c-1")).toBe("5f2c-1");
  });
});

describe("parseDistance", () => {
  it.each([
    ["1,234.5 km", 1234.5],
    ["1,204.5 km", 1204.5],
    ["3.2 km", 3.2],
    ["12 km", 12],
    ["12 km away", 12],
    [" 4.75 km ", 4.75],
    ["7", 7],
    [3.5, 3.5],
    [0, 0],
  ])("%j -> %j", (input, expected) => {
    expect(parseDistance(input)).toBe(expected);
  });

  it.each([["abc km"], [""], ["  "], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])("%j -> undefined", (input) => {
    expect(parseDistance(input)).toBeUndefined();
  });
});

describe("displayLoanType", () => {
  it.each([
    ["FRESH", "Fresh"],
    ["TAKEOVER", "Takeover"],
    ["takeover", "Takeover"],
  ])("%j -> %j", (input, expected) => {
    expect(displayLoanType(input)).toBe(expected);
  });
});
