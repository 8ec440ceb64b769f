import { describe, expect, it } from "vitest";
import { factsOf, mask } from "~/platform/log.server";

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJDVVMifQ.c2lnbmF0dXJl";

describe("mask hides secrets", () => {
  it("hides a JWT-looking value under an innocuous key", () => {
    const masked = JSON.stringify(mask({ note: `token ${JWT}` }));
    expect(masked).not.toContain(JWT);
    expect(masked).not.toContain("c2lnbmF0dXJl");
  });

  it("hides a bare JWT-looking string", () => {
    expect(JSON.stringify(mask(JWT))).not.toContain(JWT);
  });

  it.each([["accessToken"], ["jwt"], ["otp"], ["authorization"]])("hides the value under %j", (key) => {
    const masked = mask({ [key]: "s3cr3t-value-123" }) as Record<string, unknown>;
    expect(masked[key]).toBe("***");
    expect(JSON.stringify(masked)).not.toContain("s3cr3t-value-123");
  });

  it('hides the token in "JWT abc.def.ghi"', () => {
    expect(mask("JWT abc.def.ghi")).toBe("JWT ***");
    expect(mask({ header: "sent JWT abc.def.ghi" })).toEqual({ header: "sent JWT ***" });
  });

  it.each([
    ["otp 123456 failed", "otp *** failed"],
    ["Your OTP: 482913", "Your OTP: ***"],
    ["code=1234", "code=***"],
  ])("hides a code quoted in text: %j", (text, expected) => {
    expect(mask({ message: text })).toEqual({ message: expected });
  });

  it("keeps other numbers in text", () => {
    expect(mask({ message: "The server answered 500 after 2000 ms" })).toEqual({ message: "The server answered 500 after 2000 ms" });
  });
});

describe("mask keeps what a person wrote out of the logs: only its length", () => {
  it.each([
    ["name", "Asha Rao"],
    ["firstname", "Asha"],
    ["lastName", "Rao"],
    ["first_name", "Asha"],
    ["fullName", "Asha Rao"],
    ["customerName", "Asha Rao"],
    ["panHolderName", "ASHA RAO"],
    ["nameOnPan", "ASHA RAO"],
    ["nameAsPerPan", "ASHA RAO"],
    ["customerNotes", "Please call after 6, my husband Ravi will come"],
    ["customer_notes", "Before Diwali please"],
    ["notes", "Gate code 4411"],
    ["remarks", "Lives near the temple"],
    ["comment", "Call my brother"],
    ["email", "asha.rao@example.com"],
    ["emailId", "asha.rao@example.com"],
    ["e-mail", "asha.rao@example.com"],
    ["googleAddress", "12 MG Road, Pune"],
    ["addressLine1", "12 MG Road"],
    ["street", "MG Road"],
    ["landmark", "Opposite the temple"],
    ["dob", "1990-01-01"],
    ["panNumber", "ABCPR1234K"],
  ])("under %j", (key, value) => {
    const masked = mask({ [key]: value }) as Record<string, unknown>;
    expect(masked[key]).toBe(`[${value.length} chars]`);
    expect(JSON.stringify(masked)).not.toContain(value);
  });

  it("wherever it is nested: a logged request or response body", () => {
    const masked = mask({
      status: 500,
      request: { pan: "ABCPR1234K", name: "Asha Rao" },
      response: { data: { holder: { firstName: "Asha", email: "asha@example.com" } }, customerNotes: "Before Diwali" },
      list: [{ name: "Asha Rao" }],
    });
    const text = JSON.stringify(masked);
    for (const secret of ["ABCPR1234K", "Asha", "Rao", "asha@example.com", "Before Diwali"]) expect(text).not.toContain(secret);
    expect(masked).toMatchObject({ status: 500, request: { pan: "***", name: "[8 chars]" }, list: [{ name: "[8 chars]" }] });
  });

  it("a value that is not text becomes [redacted]", () => {
    expect(mask({ name: { first: "Asha" }, lat: 18.52 })).toEqual({ name: "[redacted]", lat: "[redacted]" });
  });

  it("keeps a client address, but not a postal address under the same key", () => {
    expect(mask({ address: "203.0.113.9" })).toEqual({ address: "203.0.113.9" });
    expect(mask({ address: "2001:db8::1" })).toEqual({ address: "2001:db8::1" });
    expect(mask({ address: "unknown" })).toEqual({ address: "unknown" });
    expect(mask({ address: "12 MG Road, Pune" })).toEqual({ address: "[16 chars]" });
  });

  it("masks an e-mail address and a lower-case PAN inside text", () => {
    const masked = JSON.stringify(mask({ error: "No account for asha.rao@example.com with pan abcpr1234k" }));
    expect(masked).not.toContain("asha.rao");
    expect(masked).not.toMatch(/abcpr1234k/i);
    expect(masked).toContain("***@example.com");
  });

  it("leaves ids, codes, statuses and names of things alone", () => {
    const value = {
      eventName: "lead_created",
      read: "card",
      pathName: "gold-loan/pune",
      leadId: "L1",
      requestId: "LIR-1",
      status: 500,
      reason: "cooldown",
    };
    expect(mask(value)).toEqual(value);
  });
});

describe("factsOf: a body as an error log keeps it", () => {
  it("keeps numbers, booleans, ids, codes, statuses and dates; other text only as its length", () => {
    const body = {
      code: 500,
      ok: false,
      requestId: "LIR-0601",
      status: "REQUESTED",
      createdAt: "2026-11-23T04:51:14.023Z",
      message: "No match for Asha Rao",
      holder: "Asha Rao",
      contact: "asha@example.com",
      items: [{ id: "IMG-1", caption: "my grandmother's chain" }],
      nothing: null,
    };
    expect(factsOf(body)).toEqual({
      code: 500,
      ok: false,
      requestId: "LIR-0601",
      status: "REQUESTED",
      createdAt: "2026-11-23T04:51:14.023Z",
      message: "[21 chars]",
      holder: "[8 chars]",
      contact: "[16 chars]",
      items: [{ id: "IMG-1", caption: "[22 chars]" }],
      nothing: null,
    });
  });

  it("a length stays a length when the line is masked again", () => {
    expect(mask({ name: factsOf("Asharani Venkataraman") })).toEqual({ name: "[21 chars]" });
    expect(mask({ request: factsOf(mask({ name: "Asharani Venkataraman" })) })).toEqual({ request: { name: "[21 chars]" } });
  });
});
