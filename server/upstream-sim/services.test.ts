/**
 * The journey endpoints of the simulator over HTTP: pricing, insight, visits, referral,
 * customer, events and CMS content. Every answer is checked against the app's contract.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type * as z from "zod";
import { createSimulator, type Simulator } from "./index";
import { branchesIn, SEEDED_BRANCHES } from "./seed/branches";
import { SEEDED_CITY_NAMES } from "./seed/cities";
import { goldRateForKey } from "./seed/gold-rates";
import { CHOLA, FEDERAL_BANK, SEEDED_SCHEMES } from "./seed/schemes";
import { EXISTING_CUSTOMER_PHONE, SEEDED_LEAD_ID } from "./state";
import { REFERRAL_TOKEN } from "./credentials";
import { CityInfosResponseSchema, ContentsResponseSchema } from "~/upstream/schemas/content";
import { CreateCustomerResponseSchema, ExistingUserResponseSchema, type CreateCustomerRequest } from "~/upstream/schemas/customer";
import { SendEventResponseSchema } from "~/upstream/schemas/events";
import {
  BranchDistanceResponseSchema,
  GeocodeResponseSchema,
  LendingBranchesResponseSchema,
  ServiceabilityResponseSchema,
  ViewSlotsResponseSchema,
  WalkinEligibilityResponseSchema,
  WorkingDaysResponseSchema,
  type ViewSlotsRequest,
} from "~/upstream/schemas/insight";
import {
  GoldRateResponseSchema,
  MasterSchemesResponseSchema,
  SchemeResponseSchema,
  SchemesResponseSchema,
} from "~/upstream/schemas/pricing";
import { AddReferralResponseSchema, ValidityResponseSchema, VoucherResponseSchema } from "~/upstream/schemas/referral";
import {
  LegacyLeadUpdateResponseSchema,
  SalesVisitCancelResponseSchema,
  SalesVisitRescheduleResponseSchema,
  SalesVisitResponseSchema,
  type SalesVisitCancelRequest,
  type SalesVisitRequest,
  type SalesVisitRescheduleRequest,
} from "~/upstream/schemas/visit";

interface Reply {
  status: number;
  body: any;
}

/** An India-time wall-clock instant as epoch ms. */
const ist = (local: string) => Date.parse(`${local}:00+05:30`);
/** Thursday 24 December 2026, noon in India: 25 December is a holiday, 27 December a Sunday. */
const CHRISTMAS_EVE_NOON = ist("2026-12-24T12:00");

let sim: Simulator;
let clock = CHRISTMAS_EVE_NOON;

async function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const response = await fetch(`${sim.url}${path}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { "content-type": "application/json" }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
}

const get = (path: string, headers?: Record<string, string>) => call("GET", path, { headers });
const post = (path: string, body: unknown, headers?: Record<string, string>) => call("POST", path, { body, headers });

/** The reply's body, parsed by its contract (and so known to satisfy it). */
function parsed<S extends z.ZodType>(schema: S, reply: Reply): z.output<S> {
  const result = schema.safeParse(reply.body);
  if (!result.success) throw new Error(`Not in the contract: ${JSON.stringify(reply.body)}\n${result.error.message}`);
  return result.data;
}

const BEARER = { authorization: `Bearer ${REFERRAL_TOKEN}` };
const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

beforeAll(async () => {
  sim = await createSimulator({ port: 0, quiet: true, now: () => clock });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.reset();
  clock = CHRISTMAS_EVE_NOON;
});

describe("gold rate", () => {
  it("answers a date's rates with the previous day's", async () => {
    const reply = await get("/pricing/getgoldrate?key=goldPrice-24122026");
    expect(reply.status).toBe(200);
    const rate = parsed(GoldRateResponseSchema, reply).data!;
    expect(rate).toMatchObject({ key: "goldPrice-24122026", date: "2026-12-24" });
    expect(rate.rate24k).toBeGreaterThanOrEqual(7500);
    expect(rate.rate24k).toBeLessThanOrEqual(8200);
    expect(rate.rate22k).toBe(Math.round(rate.rate24k * 0.916));
    const previous = parsed(GoldRateResponseSchema, await get("/pricing/getgoldrate?key=goldPrice-23122026")).data!;
    expect([rate.previousRate24k, rate.previousRate22k]).toEqual([previous.rate24k, previous.rate22k]);
  });

  it("answers 404 for a date that does not exist and 400 for a malformed key", async () => {
    const missing = await get("/pricing/getgoldrate?key=goldPrice-31022026");
    expect(missing.status).toBe(404);
    expect(parsed(GoldRateResponseSchema, missing)).toEqual({ data: null });
    expect(missing.body.message).toBe("No gold rate for this date");
    for (const key of ["goldPrice-2412202", "gold-24122026", ""]) {
      const bad = await get(`/pricing/getgoldrate?key=${key}`);
      expect(bad.status, key).toBe(400);
      expect(bad.body.message).toMatch(/^Invalid request: key/);
    }
    expect((await get("/pricing/getgoldrate")).status).toBe(400);
  });
});

describe("schemes", () => {
  const todays22k = () => goldRateForKey("goldPrice-24122026")!.rate22k;

  it("lists a city's master schemes open to the amount, computed for it", async () => {
    const reply = await get("/pricing/masterschemes?cityId=1&amount=40000");
    expect(reply.status).toBe(200);
    const { data } = parsed(MasterSchemesResponseSchema, reply);
    expect(data).toMatchObject({ cityId: 1, amount: 40000 });
    const ids = data.schemes.map((s) => s.id);
    const expected = SEEDED_SCHEMES.filter((t) => t.minAmount <= 40000 && (t.cityIds === "all" || t.cityIds.includes(1))).map((t) => t.id);
    expect(ids).toEqual(expected);
    expect(ids).not.toContain("CHOLA-JMP-1199"); // from ₹50,000
    expect(ids).toEqual(expect.arrayContaining(["SIB-JMP-1099", "KVB-FLT-1250"])); // offered in Bangalore
    for (const scheme of data.schemes) {
      expect(scheme.loanAmount).toBe(40000);
      expect(scheme.goldWeight).toBe(Math.round((40000 / (todays22k() * (scheme.customerLtv / 100))) * 10) / 10);
    }
    const lenders = data.schemes.map((s) => s.lender);
    expect(lenders).toContain(FEDERAL_BANK);
    expect(lenders).toContain(CHOLA);
  });

  it("gives Others the all-city schemes and answers 404 for an unknown city", async () => {
    const others = parsed(MasterSchemesResponseSchema, await get("/pricing/masterschemes?cityId=-1&amount=2000000")).data;
    expect(others.schemes.map((s) => s.id)).toEqual(SEEDED_SCHEMES.filter((t) => t.cityIds === "all").map((t) => t.id));
    const unknown = await get("/pricing/masterschemes?cityId=999&amount=100000");
    expect(unknown).toEqual({ status: 404, body: { code: 404, message: "Unknown city" } });
    expect((await get("/pricing/masterschemes?cityId=1")).status).toBe(400);
    expect((await get("/pricing/masterschemes?cityId=abc&amount=1")).status).toBe(400);
  });

  it("lists a city's catalogue at ₹1,00,000 by default, capped by each scheme's maximum", async () => {
    const catalogue = parsed(SchemesResponseSchema, await get("/pricing/v1/schemes?cityId=13")).data;
    expect(catalogue.map((s) => s.loanAmount)).toEqual(catalogue.map(() => 100_000));
    expect(catalogue.some((s) => s.id === "SIB-JMP-1099")).toBe(true); // Kochi
    expect(catalogue.some((s) => s.id === "KVB-FLT-1250")).toBe(false);
    const large = parsed(SchemesResponseSchema, await get("/pricing/v1/schemes?cityId=1&amount=5000000")).data;
    expect(new Set(large.map((s) => s.loanAmount)).size).toBeGreaterThan(3);
    for (const scheme of large)
      expect(scheme.loanAmount).toBe(Math.min(5_000_000, SEEDED_SCHEMES.find((t) => t.id === scheme.id)!.maxAmount));
    expect((await get("/pricing/v1/schemes?cityId=999")).status).toBe(404);
  });

  it("answers one scheme, or 404 with data null", async () => {
    const found = parsed(SchemeResponseSchema, await get("/scheme?schemeId=CHOLA-JMP-1199&amount=250000")).data!;
    expect(found).toMatchObject({
      id: "CHOLA-JMP-1199",
      lender: CHOLA,
      loanAmount: 250_000,
      interestCalculation: { type: "jumping", slabs: [{ uptoDays: 30 }, { uptoDays: 90 }, { uptoDays: 365 }] },
    });
    expect(parsed(SchemeResponseSchema, await get("/scheme?schemeId=FED-FLT-1499")).data?.loanAmount).toBe(100_000);
    const missing = await get("/scheme?schemeId=NOPE");
    expect(missing).toEqual({ status: 404, body: { data: null } });
    expect((await get("/scheme")).status).toBe(400);
  });
});

describe("branches", () => {
  it("lists a city's lending branches, none for a city without", async () => {
    for (const cityId of [1, 2, 3, 4, 5, 8, 11, 13]) {
      const branches = parsed(LendingBranchesResponseSchema, await get(`/lender/mds/lendingBranches?cityId=${cityId}`)).data;
      expect(branches.length, String(cityId)).toBeGreaterThanOrEqual(2);
      expect(branches.length).toBeLessThanOrEqual(4);
      expect(branches.every((b) => b.cityId === cityId && b.openingHours === "Mon–Sat, 9:30 AM – 5:30 PM")).toBe(true);
    }
    expect(parsed(LendingBranchesResponseSchema, await get("/lender/mds/lendingBranches?cityId=17")).data).toEqual([]);
    expect((await get("/lender/mds/lendingBranches")).status).toBe(400);
  });
});

describe("pincode serviceability", () => {
  const check = async (pincode: string) =>
    parsed(ServiceabilityResponseSchema, await get(`/insight/pincode-serviceability?pincode=${pincode}`)).data;

  it("answers serviceable, branch-only, unserviceable and unknown pincodes", async () => {
    expect(await check("560034")).toEqual({
      pincode: "560034",
      serviceable: true,
      doorstep: true,
      branch: true,
      cityId: 1,
      city: "Bangalore",
      area: "Koramangala",
    });
    expect(await check("560300")).toMatchObject({ serviceable: true, doorstep: false, branch: true, cityId: 1 });
    expect(await check("562157")).toMatchObject({ serviceable: false, doorstep: false, branch: false, area: "Devanahalli" });
    expect(await check("799999")).toEqual({
      pincode: "799999",
      serviceable: false,
      doorstep: false,
      branch: false,
      cityId: null,
      city: null,
      area: null,
    });
    const withCity = await get("/insight/pincode-serviceability?pincode=500081&cityId=2");
    expect(parsed(ServiceabilityResponseSchema, withCity).data).toMatchObject({ serviceable: true, city: "Hyderabad" });
  });

  it("answers 400 for a malformed pincode", async () => {
    for (const pincode of ["56003", "5600341", "060001", "960001", "56OO34", ""]) {
      const reply = await get(`/insight/pincode-serviceability?pincode=${pincode}`);
      expect(reply.status, pincode).toBe(400);
      expect(reply.body.message).toMatch(/^Invalid request: pincode/);
    }
  });
});

describe("branch distance", () => {
  const distances = async (query: Record<string, string | number>, path = "/insight/branches/distance") =>
    parsed(BranchDistanceResponseSchema, await get(`${path}?${qs(query)}`)).data;
  const km = (text: string) => Number(text.replace(/ km$/, "").replaceAll(",", ""));

  it("puts the nearest Bangalore branch 30-45 km from the unserviceable Devanahalli pincode", async () => {
    const found = await distances({ pincode: "562157" });
    expect(found).toHaveLength(5);
    expect(found[0]!.branch.city).toBe("Bangalore");
    expect(km(found[0]!.distance)).toBeGreaterThanOrEqual(30);
    expect(km(found[0]!.distance)).toBeLessThanOrEqual(45);
    expect(found.map((d) => km(d.distance))).toEqual([...found.map((d) => km(d.distance))].sort((a, b) => a - b));
    for (const entry of found) {
      expect(entry.distance).toMatch(/^\d{1,3}(,\d{2})*(,\d{3})?\.\d km$|^\d+\.\d km$/);
      expect(entry.duration).toMatch(/^\d+ (min|mins|hour|hours)( \d+ mins?)?$/);
    }
  });

  it("answers the same on the v3 path", async () => {
    expect(await distances({ pincode: "560034", limit: 3 }, "/v3/insight/branches/distance")).toEqual(
      await distances({ pincode: "560034", limit: 3 }),
    );
  });

  it("measures from a point, within a city, with Indian digit grouping far away", async () => {
    const near = await distances({ lat: 12.9352, lng: 77.6245, limit: 1 });
    expect(near[0]).toMatchObject({ branch: { id: "BLR-KRM-01" }, duration: expect.stringMatching(/^\d+ mins?$/) });
    expect(km(near[0]!.distance)).toBeLessThan(1);
    const far = await distances({ lat: 28.6304, lng: 77.2177, cityId: 1 });
    expect(far).toHaveLength(4);
    expect(far.every((d) => d.branch.cityId === 1)).toBe(true);
    expect(far[0]!.distance).toMatch(/^1,7\d\d\.\d km$/);
    expect(far[0]!.duration).toMatch(/day/);
  });

  it("falls back to the city's branch centre for an unknown pincode, and to nothing without an origin", async () => {
    const kochi = await distances({ pincode: "799999", cityId: 13 });
    expect(kochi.map((d) => d.branch.id).sort()).toEqual(
      branchesIn(13)
        .map((b) => b.id)
        .sort(),
    );
    expect(await distances({ pincode: "799999" })).toEqual([]);
    expect(await distances({ pincode: "799999", cityId: 17 })).toEqual([]);
    expect(await distances({ pincode: "560034", limit: 50 })).toHaveLength(SEEDED_BRANCHES.length);
  });

  it("answers 400 without a pincode or a point", async () => {
    expect((await get("/insight/branches/distance")).status).toBe(400);
    expect((await get("/insight/branches/distance?lat=12.9")).status).toBe(400);
    expect((await get("/v3/insight/branches/distance?pincode=560034&limit=0")).status).toBe(400);
  });
});

describe("working days", () => {
  const days = async (query: string) => parsed(WorkingDaysResponseSchema, await get(`/insight/workingDays?${query}`)).data.workingDays;

  it("lists the next working days from today, skipping Sundays and holidays", async () => {
    expect(await days("cityId=1&days=4")).toEqual(["2026-12-24", "2026-12-26", "2026-12-28", "2026-12-29"]);
    const week = await days("cityId=1");
    expect(week).toHaveLength(7);
    expect(week).not.toContain("2026-12-25");
    expect(week).not.toContain("2026-12-27");
  });

  it("starts tomorrow after 17:00 India time", async () => {
    clock = ist("2026-12-24T17:30");
    expect(await days("cityId=1&days=2")).toEqual(["2026-12-26", "2026-12-28"]);
    clock = ist("2027-01-25T18:00"); // Monday evening; Tuesday is Republic Day
    expect(await days("cityId=5&days=1")).toEqual(["2027-01-27"]);
  });

  it("answers 400 for a bad query", async () => {
    expect((await get("/insight/workingDays")).status).toBe(400);
    expect((await get("/insight/workingDays?cityId=1&days=31")).status).toBe(400);
  });
});

describe("visit slots", () => {
  const slotsGet = async (query: Record<string, string | number>) =>
    parsed(ViewSlotsResponseSchema, await get(`/insight/view-slots?${qs(query)}`)).data;
  const slotsPost = async (body: ViewSlotsRequest) => parsed(ViewSlotsResponseSchema, await post("/insight/v1/view-slots", body)).data;

  it("answers hourly slots, the same by GET and POST", async () => {
    const branch = await slotsGet({ cityId: 1, date: "2026-12-28", type: "BRANCH", branchId: "BLR-KRM-01" });
    expect(branch.date).toBe("2026-12-28");
    expect(branch.slots.map((s) => s.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17].map((h) => `${h}:00-${h + 1}:00`));
    expect(branch.slots[0]).toMatchObject({ label: "10:00 AM – 11:00 AM" });
    expect(branch.slots.some((s) => s.available)).toBe(true);
    const doorstep = await slotsGet({ cityId: 1, date: "2026-12-28", type: "DOORSTEP" });
    expect(doorstep.slots.at(-1)?.id).toBe("16:00-17:00");
    expect(await slotsPost({ cityId: 1, date: "2026-12-28", type: "DOORSTEP", pincode: "560034", lat: 12.93, lng: 77.62 })).toEqual(
      doorstep,
    );
  });

  it("closes today's slots starting less than 3 hours from now", async () => {
    clock = ist("2026-12-23T09:00");
    const before = await slotsGet({ cityId: 1, date: "2026-12-24", type: "BRANCH" });
    clock = ist("2026-12-24T12:00");
    const today = await slotsGet({ cityId: 1, date: "2026-12-24", type: "BRANCH" });
    expect(today.slots.slice(0, 5).map((s) => s.available)).toEqual([false, false, false, false, false]);
    expect(today.slots.slice(5)).toEqual(before.slots.slice(5)); // from 15:00
  });

  it("answers no slots on a Sunday, a holiday or a past date", async () => {
    for (const date of ["2026-12-27", "2026-12-25", "2026-12-23"]) {
      expect((await slotsGet({ cityId: 1, date, type: "BRANCH" })).slots, date).toEqual([]);
    }
  });

  it("answers 400 for a bad query or body", async () => {
    expect((await get("/insight/view-slots?cityId=1&date=2026-12-28&type=HOME")).status).toBe(400);
    expect((await get("/insight/view-slots?cityId=1&date=28-12-2026&type=BRANCH")).status).toBe(400);
    expect((await post("/insight/v1/view-slots", { cityId: 1, date: "2026-12-28", type: "BRANCH", extra: 1 })).status).toBe(400);
  });
});

describe("geocode", () => {
  it("places an address at its pincode, moved a little by the address", async () => {
    const reply = await get(`/insight/geocode?${qs({ address: "Flat 4B, 12 Main Road", pincode: "560034" })}`);
    expect(reply.status).toBe(200);
    const place = parsed(GeocodeResponseSchema, reply).data!;
    expect(place.formattedAddress).toBe("Flat 4B, 12 Main Road, Koramangala, Bangalore 560034");
    expect(place.pincode).toBe("560034");
    expect(Math.abs(place.lat - 12.9352)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(place.lng - 77.6245)).toBeLessThanOrEqual(0.01);
    expect(place.lat !== 12.9352 || place.lng !== 77.6245).toBe(true);
    const again = parsed(
      GeocodeResponseSchema,
      await get(`/insight/geocode?${qs({ address: "Flat 4B, 12 Main Road", pincode: "560034" })}`),
    );
    expect(again.data).toEqual(place);
    const other = parsed(GeocodeResponseSchema, await get(`/insight/geocode?${qs({ address: "7 Church Street", pincode: "560034" })}`));
    expect(other.data).not.toMatchObject({ lat: place.lat, lng: place.lng });
  });

  it("falls back to a named city's branch centre, else 404", async () => {
    const city = parsed(GeocodeResponseSchema, await get(`/insight/geocode?${qs({ address: "Near Gateway of India, mumbai" })}`)).data!;
    const mumbai = branchesIn(4);
    expect(city.lat).toBeCloseTo(mumbai.reduce((sum, b) => sum + b.lat, 0) / mumbai.length, 5);
    expect(city.formattedAddress).toBe("Near Gateway of India, mumbai");
    const missing = await get(`/insight/geocode?${qs({ address: "Somewhere unknown", pincode: "799999" })}`);
    expect(missing.status).toBe(404);
    expect(parsed(GeocodeResponseSchema, missing)).toEqual({ data: null });
    expect(missing.body.message).toBe("Address not found");
    expect((await get("/insight/geocode")).status).toBe(400);
  });
});

describe("branch walk-in eligibility", () => {
  const request = { leadId: SEEDED_LEAD_ID, cityId: 1, branchId: "BLR-KRM-01", loanAmount: 250_000, pincode: "560034" };

  it("lets a walk-in up to ₹25 lakh", async () => {
    expect(parsed(WalkinEligibilityResponseSchema, await post("/loan/checkBranchWalkinEligibility", request))).toEqual({
      data: { eligible: true },
    });
    const limit = await post("/loan/checkBranchWalkinEligibility", { ...request, loanAmount: 2_500_000 });
    expect(parsed(WalkinEligibilityResponseSchema, limit).data.eligible).toBe(true);
  });

  it("sends loans above ₹25 lakh to a home visit", async () => {
    const reply = await post("/loan/checkBranchWalkinEligibility", { ...request, loanAmount: 2_500_001 });
    expect(parsed(WalkinEligibilityResponseSchema, reply)).toEqual({
      data: { eligible: false, message: "For loans above ₹25 lakh our team will visit you at home to check your gold." },
    });
  });

  it("answers 404 for an unknown branch and 400 for a bad body", async () => {
    expect(await post("/loan/checkBranchWalkinEligibility", { ...request, branchId: "NOPE" })).toEqual({
      status: 404,
      body: { code: 404, message: "Unknown branch" },
    });
    expect((await post("/loan/checkBranchWalkinEligibility", { ...request, loanAmount: "lots" })).status).toBe(400);
  });
});

describe("visit booking", () => {
  const visit: SalesVisitRequest = {
    lead: SEEDED_LEAD_ID,
    firstname: "Asha",
    lastname: "Rao",
    phone: "+919876543210",
    altphone: "",
    address: {
      floor: "2",
      house: "14",
      apartment: "Lakeview",
      street: "80 Feet Road",
      subarea: "4th Block",
      area: "Koramangala",
      landmark: "Near Forum Mall",
      pincode: "560034",
    },
    requestedtime: CHRISTMAS_EVE_NOON + 3 * 3_600_000,
    requestedlocation: { lat: 12.9352, lng: 77.6245 },
    city: "Bangalore",
    reason: "Gold loan",
    loanaplid: "",
    type: "DOORSTEP",
    loanamount: 150_000,
    schedule: "2026-12-26 11:00-12:00",
    meeting_type: "doorstep",
    estimatedTicket_size_v2: "1-2 lakh",
  };

  /** Creates the visit and answers its id. */
  async function book(request: SalesVisitRequest = visit): Promise<string> {
    const created = parsed(SalesVisitResponseSchema, await post("/salesvisit/create", request));
    return created.data!.id;
  }
  const move = (id: string, schedule: string, more: Partial<SalesVisitRescheduleRequest> = {}) =>
    post("/salesvisit/reschedule-loan", {
      id,
      lead: SEEDED_LEAD_ID,
      type: "DOORSTEP",
      schedule,
      requestedtime: CHRISTMAS_EVE_NOON + 3 * 3_600_000,
      ...more,
    });
  const cancel = (id: string, more: Partial<SalesVisitCancelRequest> = {}) =>
    post("/salesvisit/cancelslots", { id, lead: SEEDED_LEAD_ID, reason: "Plans changed", ...more });

  it("creates a sales visit; another lead gets another one", async () => {
    const reply = await post("/salesvisit/create", visit);
    expect(reply.status).toBe(200);
    const created = parsed(SalesVisitResponseSchema, reply);
    expect(created).toMatchObject({ code: 200, message: "Sales visit created" });
    expect(created.data?.id).toMatch(/^SV-[0-9A-F]{8}$/);
    const other = await book({ ...visit, lead: "another-lead" });
    expect(other).not.toBe(created.data?.id);
    expect((await post("/salesvisit/create", { ...visit, lead: "a-third-lead", schedule: "26/12/2026 11am" })).status).toBe(400);
  });

  it("refuses a second visit for a lead while one is booked, and takes one again once it is cancelled", async () => {
    const first = await book();
    const refused = await post("/salesvisit/create", { ...visit, schedule: "2026-12-28 10:00-11:00" });
    expect(refused).toEqual({
      status: 409,
      body: { code: 409, message: "You already have a visit booked with us. Please change its time or cancel it first." },
    });
    expect(parsed(SalesVisitResponseSchema, refused).data).toBeUndefined();

    expect((await cancel(first)).status).toBe(200);
    const second = await book({ ...visit, schedule: "2026-12-28 10:00-11:00" });
    expect(second).not.toBe(first);
  });

  it("reschedules a booked visit: the same id, the new slot", async () => {
    const id = await book();
    const reply = await move(id, "2026-12-28 15:00-16:00");
    expect(parsed(SalesVisitRescheduleResponseSchema, reply)).toEqual({
      code: 200,
      message: "Sales visit rescheduled",
      data: { id, schedule: "2026-12-28 15:00-16:00" },
    });
    // Moved again: the visit is still the lead's one booked visit.
    expect((await move(id, "2026-12-29 10:00-11:00")).status).toBe(200);
    expect((await post("/salesvisit/create", visit)).status).toBe(409);
  });

  it("refuses to reschedule an unknown visit, another lead's, a cancelled one or to another type", async () => {
    const id = await book();
    const notFound = { status: 404, body: { code: 404, message: "We could not find this visit." } };
    expect(await move("SV-NOPE0000", "2026-12-28 15:00-16:00")).toEqual(notFound);
    expect(await move(id, "2026-12-28 15:00-16:00", { lead: "another-lead" })).toEqual(notFound);
    expect(await move(id, "2026-12-28 15:00-16:00", { type: "BRANCH" })).toEqual({
      status: 400,
      body: { code: 400, message: "A visit keeps its type. Please cancel it and book the other kind." },
    });
    expect((await move(id, "28/12/2026 3pm")).status).toBe(400);
    expect((await move(id, "2026-12-28 15:00-16:00", { requestedtime: undefined })).status).toBe(400);

    await cancel(id);
    expect(await move(id, "2026-12-28 15:00-16:00")).toEqual({
      status: 409,
      body: { code: 409, message: "This visit has been cancelled." },
    });
  });

  it("cancels a booked visit once; an unknown visit or another lead's is not found", async () => {
    const id = await book();
    expect(parsed(SalesVisitCancelResponseSchema, await cancel(id))).toEqual({
      code: 200,
      message: "Sales visit cancelled",
      data: { id, status: "CANCELLED" },
    });
    expect(await cancel(id)).toEqual({ status: 409, body: { code: 409, message: "This visit has been cancelled." } });

    const other = await book({ ...visit, lead: "another-lead" });
    expect(await cancel(other)).toEqual({ status: 404, body: { code: 404, message: "We could not find this visit." } });
    expect(await cancel("SV-NOPE0000", { lead: "another-lead" })).toMatchObject({ status: 404 });
    expect((await cancel(other, { lead: "another-lead", reason: " " })).status).toBe(400);
    expect((await cancel(other, { lead: "another-lead", extra: true } as never)).status).toBe(400);
  });

  it("journals the reschedule and the cancel, and faults them like every route (the visit stays as it was)", async () => {
    const id = await book();
    await post("/__sim/faults", { path: "/salesvisit/*", status: 503, times: 2 });
    expect((await move(id, "2026-12-28 15:00-16:00")).status).toBe(503);
    expect((await cancel(id)).status).toBe(503);
    expect((await move(id, "2026-12-28 15:00-16:00")).status).toBe(200);

    const requests = (await get("/__sim/requests")).body.requests as { path: string; body: unknown }[];
    const journal = requests.filter((entry) => entry.path.startsWith("/salesvisit/"));
    expect(journal.map((entry) => entry.path)).toEqual([
      "/salesvisit/create",
      "/salesvisit/reschedule-loan",
      "/salesvisit/cancelslots",
      "/salesvisit/reschedule-loan",
    ]);
    expect(journal[2]!.body).toEqual({ id, lead: SEEDED_LEAD_ID, reason: "Plans changed" });
  });

  it("forgets every visit on reset", async () => {
    await book();
    sim.reset();
    expect((await post("/salesvisit/create", visit)).status).toBe(200);
  });

  it("updates a lead in the legacy store, 404 for an unknown lead", async () => {
    const update = {
      leadId: SEEDED_LEAD_ID,
      phone: "+919000000410",
      cityId: 1,
      city: "Bangalore",
      loanAmount: 300_000,
      ctaId: 2,
      slot: "2026-12-26 11:00-12:00",
      pincode: "560034",
    };
    const reply = await post("/legacy/lead/update", update);
    expect(parsed(LegacyLeadUpdateResponseSchema, reply)).toEqual({ code: 200, message: "Lead updated" });
    expect(await post("/legacy/lead/update", { ...update, leadId: "no-such-lead" })).toEqual({
      status: 404,
      body: { code: 404, message: "Lead not found" },
    });
    expect((await post("/legacy/lead/update", { ...update, ctaId: undefined })).status).toBe(400);
  });
});

describe("referral", () => {
  it("needs the bearer token on every referral path", async () => {
    const denied = { status: 401, body: { code: 401, message: "Invalid referral token" } };
    for (const headers of [undefined, { authorization: "Bearer wrong" }, { authorization: REFERRAL_TOKEN }]) {
      expect(await get("/referral/validatereferralcode?referralCode=GOLD100", headers)).toEqual(denied);
      expect(await get(`/referral/validate/${encodeURIComponent("+919876543210")}`, headers)).toEqual(denied);
      expect(await post("/referral/add-mweb-referral", { refereePhone: "+919876543210", referralCode: "GOLD100" }, headers)).toEqual(
        denied,
      );
    }
  });

  it("validates referral codes in any case", async () => {
    for (const code of ["GOLD100", "kanak50"]) {
      const reply = await get(`/referral/validatereferralcode?referralCode=${code}`, BEARER);
      expect(parsed(ValidityResponseSchema, reply)).toEqual({ data: { valid: true, message: "Referral code applied" } });
    }
    const invalid = await get("/referral/validatereferralcode?referralCode=GOLD", BEARER);
    expect(parsed(ValidityResponseSchema, invalid)).toEqual({ data: { valid: false, message: "This referral code is not valid" } });
    expect((await get("/referral/validatereferralcode", BEARER)).status).toBe(400);
  });

  it("refuses to refer an existing customer", async () => {
    const existing = await get(`/referral/validate/${encodeURIComponent(EXISTING_CUSTOMER_PHONE)}`, BEARER);
    expect(parsed(ValidityResponseSchema, existing)).toEqual({
      data: { valid: false, message: "This number is already registered with us" },
    });
    const fresh = await get(`/referral/validate/${encodeURIComponent("+919876543210")}`, BEARER);
    expect(parsed(ValidityResponseSchema, fresh).data?.valid).toBe(true);
    expect((await get("/referral/validate/12345", BEARER)).status).toBe(400);
  });

  it("adds a referral with a valid code only", async () => {
    const added = await post("/referral/add-mweb-referral", { refereePhone: "+919876543210", referralCode: "gold100" }, BEARER);
    expect(parsed(AddReferralResponseSchema, added)).toEqual({ code: 200, message: "Referral added" });
    const refused = await post("/referral/add-mweb-referral", { refereePhone: "+919876543210", referralCode: "NOPE" }, BEARER);
    expect(refused.status).toBe(400);
    expect(parsed(AddReferralResponseSchema, refused)).toEqual({ code: 400, message: "This referral code is not valid" });
  });

  it("validates Google Pay vouchers without a token", async () => {
    const voucher = async (code: string) =>
      parsed(VoucherResponseSchema, await get(`/gpay-voucher-code/validate?${qs({ voucherCode: code, phone: "+919876543210" })}`)).data;
    expect(await voucher("GPAY500")).toMatchObject({ valid: true, amount: 500 });
    expect(await voucher("gpay1000")).toMatchObject({ valid: true, amount: 1000 });
    expect(await voucher("GPAY5")).toEqual({ valid: false, message: "This voucher code is not valid" });
    expect((await get("/gpay-voucher-code/validate?voucherCode=GPAY500")).status).toBe(400);
  });
});

describe("customer", () => {
  const existing = async (phone: string) =>
    parsed(ExistingUserResponseSchema, await get(`/cis/existing-user?${qs({ phone })}`)).data?.existing;
  const customer: CreateCustomerRequest = {
    phone: "+919812345678",
    name: "Asha Rao",
    leadId: SEEDED_LEAD_ID,
    cityId: 1,
    source: "Website",
  };

  it("knows the seeded existing customer", async () => {
    expect(await existing(EXISTING_CUSTOMER_PHONE)).toBe(true);
    expect(await existing("+919812345678")).toBe(false);
    expect((await get("/cis/existing-user?phone=12345")).status).toBe(400);
  });

  it("creates a customer once, then the phone is existing until a reset", async () => {
    const created = await post("/cis/create-customer", customer);
    expect(created.status).toBe(200);
    const body = parsed(CreateCustomerResponseSchema, created);
    expect(body).toMatchObject({ code: 200, message: "Customer created" });
    expect(body.data?.customerId).toMatch(/^CUS-[0-9A-F]{8}$/);
    expect(await existing(customer.phone)).toBe(true);
    expect(await post("/cis/create-customer", customer)).toEqual({ status: 409, body: { code: 409, message: "Customer already exists" } });
    const referee = await get(`/referral/validate/${encodeURIComponent(customer.phone)}`, BEARER);
    expect(parsed(ValidityResponseSchema, referee).data?.valid).toBe(false);
    sim.reset();
    expect(await existing(customer.phone)).toBe(false);
  });

  it("answers 409 for the seeded customer and 400 for a bad body", async () => {
    expect((await post("/cis/create-customer", { ...customer, phone: EXISTING_CUSTOMER_PHONE })).status).toBe(409);
    expect((await post("/cis/create-customer", { ...customer, leadId: "" })).status).toBe(400);
  });
});

describe("events", () => {
  it("accepts an event in the contract's shape", async () => {
    const event = {
      eventName: "lp_pincode_submitted",
      eventData: { pincode: "560034" },
      destination: "clickstream_sendevent_datawarehouse",
    };
    const reply = await post("/api/v1/eventService/sendEvent", event);
    expect(parsed(SendEventResponseSchema, reply)).toEqual({ code: 200, message: "Event accepted" });
    expect((await post("/api/v1/eventService/sendEvent", { ...event, destination: "elsewhere" })).status).toBe(400);
  });
});

describe("CMS city infos and contents", () => {
  it("answers one city's info, or every city's", async () => {
    const one = parsed(CityInfosResponseSchema, await get(`/api/v1/strapi/city-infos?${qs({ "filters[city_id][$eq]": 1 })}`)).data;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ city_id: 1, city_name: "Bangalore", branchCount: branchesIn(1).length });
    expect(one[0]!.highlights.length).toBeGreaterThanOrEqual(2);
    const none = parsed(CityInfosResponseSchema, await get(`/api/v1/strapi/city-infos?${qs({ "filters[city_id][$eq]": -1 })}`)).data;
    expect(none).toEqual([]);
    const all = parsed(CityInfosResponseSchema, await get(`/api/v1/strapi/city-infos?${qs({ "pagination[limit]": -1 })}`)).data;
    expect(all.map((info) => info.city_name)).toEqual([...SEEDED_CITY_NAMES]);
    expect(
      all
        .filter((info) => info.branchCount > 0)
        .map((info) => info.city_name)
        .sort(),
    ).toEqual(["Bangalore", "Chennai", "Coimbatore", "Delhi", "Hyderabad", "Kochi", "Mumbai", "Pune"]);
  });

  it("lists serviceable pincodes where Chola does not lend", async () => {
    const reply = await get(`/api/v1/strapi/contents?${qs({ "filters[type][$eq]": "chola-unserviceable-pincodes", populate: "city" })}`);
    const entries = parsed(ContentsResponseSchema, reply).data;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.values).toEqual(expect.arrayContaining(["560100", "500081"]));
    for (const pincode of entries[0]!.values) {
      const serviceability = parsed(ServiceabilityResponseSchema, await get(`/insight/pincode-serviceability?pincode=${pincode}`)).data;
      expect(serviceability.serviceable, pincode).toBe(true);
    }
  });

  it("lists FAQs, one of them for Bangalore, and nothing for an unknown type", async () => {
    const faqs = parsed(
      ContentsResponseSchema,
      await get(`/api/v1/strapi/contents?${qs({ "filters[type][$eq]": "faq", populate: "city" })}`),
    ).data;
    expect(faqs).toHaveLength(5);
    expect(faqs.every((faq) => faq.type === "faq" && faq.title?.endsWith("?") && faq.body)).toBe(true);
    expect(faqs.filter((faq) => faq.city).map((faq) => faq.city)).toEqual([{ id: 1, name: "Bangalore" }]);
    const unknown = await get(`/api/v1/strapi/contents?${qs({ "filters[type][$eq]": "banner" })}`);
    expect(parsed(ContentsResponseSchema, unknown)).toEqual({ data: [] });
  });
});
