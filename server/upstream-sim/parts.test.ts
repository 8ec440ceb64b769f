import { describe, expect, it } from "vitest";
import * as z from "zod";
import { faultAction, faultMatches, FaultStore } from "./faults";
import { formatLogLine, Journal, maskPhones, maskQuery } from "./journal";
import { HttpError, json, parseWith, Router } from "./router";
import { SEEDED_CITIES } from "./seed/cities";
import { SEEDED_PAGES } from "./seed/pages";
import { cityLimits } from "./seed/city-limits";
import { DEFAULT_CITY_ID, OTHERS_CITY_ID } from "~/journey/city-limits";
import { CitySchema } from "~/upstream/schemas/cities";
import { PageResponseSchema } from "~/upstream/schemas/content";

describe("router", () => {
  const router = new Router<null>().add([
    { method: "GET", path: "/lead/:leadId", handler: () => json(200, null) },
    { method: "PUT", path: "/lead/:leadId", handler: () => json(200, null) },
  ]);

  it("matches parameters and reports a wrong method", () => {
    const found = router.match("get", "/lead/a%20b");
    expect(found).toMatchObject({ kind: "found", params: { leadId: "a b" } });
    expect(router.match("DELETE", "/lead/x")).toEqual({ kind: "method-not-allowed", allowed: ["GET", "PUT"] });
    expect(router.match("GET", "/lead")).toEqual({ kind: "not-found" });
    expect(router.match("GET", "/lead/%E0%A4%A")).toEqual({ kind: "not-found" });
  });

  it("turns a schema failure into a 400 naming the fields", () => {
    const schema = z.object({ phone: z.string(), nested: z.object({ n: z.number() }) }).strict();
    try {
      parseWith(schema, { phone: 1, nested: { n: "x" }, extra: true });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      const { status, body } = error as HttpError;
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400 });
      const message = (body as { message: string }).message;
      expect(message).toMatch(/^Invalid request: /);
      expect(message).toContain("phone:");
      expect(message).toContain("nested.n:");
      expect(message).toContain('"extra"');
    }
  });
});

describe("journal", () => {
  it("keeps only the last entries and keeps counting after a clear", () => {
    const journal = new Journal(3);
    for (let i = 0; i < 5; i++) journal.record({ method: "GET", path: `/p${i}`, query: {}, headers: {}, body: null });
    expect(journal.list().map((entry) => entry.path)).toEqual(["/p2", "/p3", "/p4"]);
    journal.clear();
    expect(journal.record({ method: "GET", path: "/x", query: {}, headers: {}, body: null }).seq).toBe(6);
  });

  it("masks phone numbers and hides codes and tokens in the log", () => {
    expect(maskPhones("+919876543210")).toBe("+91******3210");
    expect(maskQuery({ leadId: "abc", phone: "+919876543210", otp: "123456", token: "t0k" })).toBe(
      "?leadId=abc&phone=+91******3210&otp=***&token=***",
    );
    const line = formatLogLine({
      method: "GET",
      path: "/lead-service/v1/otp/verify",
      query: { leadId: "abc", otp: "123456" },
      status: 200,
      ms: 3,
    });
    expect(line).not.toContain("123456");
    expect(line.endsWith("\n")).toBe(true);
  });
});

describe("faults", () => {
  it("matches exact paths, prefixes and methods", () => {
    expect(faultMatches({ path: "/a/b" }, "GET", "/a/b")).toBe(true);
    expect(faultMatches({ path: "/a/b" }, "GET", "/a/bc")).toBe(false);
    expect(faultMatches({ path: "/a/*" }, "GET", "/a/bc")).toBe(true);
    expect(faultMatches({ path: "/a/*", method: "POST" }, "GET", "/a/bc")).toBe(false);
  });

  it("applies the oldest matching fault and drops it when used up", () => {
    const store = new FaultStore();
    store.add({ path: "/x", status: 500, times: 1 });
    store.add({ path: "/x", status: 502 });
    expect(store.take("GET", "/x")?.status).toBe(500);
    expect(store.take("GET", "/x")?.status).toBe(502);
    expect(store.take("GET", "/x")?.status).toBe(502);
    expect(store.list()).toHaveLength(1);
    expect(store.list()[0]).toMatchObject({ hits: 2, timesLeft: null });
  });

  it("chooses reset over malformed over a status", () => {
    expect(faultAction({ path: "/", reset: true, malformed: true, status: 500 })).toEqual({ kind: "reset" });
    expect(faultAction({ path: "/", malformed: true })).toEqual({ kind: "malformed", status: 200 });
    expect(faultAction({ path: "/", body: { a: 1 } })).toEqual({ kind: "answer", status: 200, body: { a: 1 } });
    expect(faultAction({ path: "/", delayMs: 10 })).toEqual({ kind: "pass" });
  });
});

describe("seed", () => {
  it("gives every city its requirements §9 limits (the rule is held to the spec in seed/city-limits.test.ts)", () => {
    for (const city of SEEDED_CITIES) {
      const { id: _id, name, ...limits } = CitySchema.parse(city);
      expect(limits, name).toEqual(cityLimits(name));
    }
  });

  it("uses the ids the site relies on: the default city first, Others last", () => {
    expect(SEEDED_CITIES[0]).toMatchObject({ id: DEFAULT_CITY_ID, name: "Bangalore" });
    expect(SEEDED_CITIES.at(-1)).toMatchObject({ id: OTHERS_CITY_ID, name: "Others" });
  });

  it("has pages that satisfy the content contract", () => {
    for (const page of Object.values(SEEDED_PAGES)) {
      expect(() => PageResponseSchema.parse({ data: { ...page, lang: "en" } })).not.toThrow();
    }
  });
});
