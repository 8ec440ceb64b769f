/** Unit tests of the journey seeds and the pure rules behind the new simulator endpoints. */
import { describe, expect, it } from "vitest";
import {
  clockLabel,
  dayNumber,
  formatIsoDate,
  fromDayNumber,
  indiaDayNumber,
  indiaMinutesOfDay,
  isoDayNumber,
  visitSlots,
  weekdayOf,
  workingDays,
} from "./calendar";
import { centreOf, drivingMinutes, formatDistance, formatDuration, haversineKm, offsetPoint } from "./geo";
import { stableHash } from "./hash";
import { branchCentre, branchesIn, CITIES_WITH_BRANCHES, findBranch, SEEDED_BRANCHES } from "./seed/branches";
import { cityIdByName, SEEDED_CITIES, SEEDED_CITY_NAMES } from "./seed/cities";
import { SEEDED_CITY_INFOS } from "./seed/city-infos";
import { CHOLA_UNSERVICEABLE_PINCODES, SEEDED_CONTENTS } from "./seed/contents";
import { goldRateForKey, goldRatesOn, parseGoldRateKey } from "./seed/gold-rates";
import { HOLIDAY_DATES } from "./seed/holidays";
import { findPincode, SEEDED_PINCODES, TEST_PINCODES } from "./seed/pincodes";
import { isReferralCode, voucherAmount } from "./seed/referral";
import { CHOLA, computeScheme, FEDERAL_BANK, isOfferedIn, SEEDED_SCHEMES } from "./seed/schemes";
import { cityMentioned, distanceOrigin, geocodeAddress, nearestBranches } from "./services/insight";
import { EXISTING_CUSTOMER_PHONE, SimState } from "./state";
import { goldRateKey } from "~/journey/gold-rate";
import { CityInfoSchema, ContentEntrySchema } from "~/upstream/schemas/content";
import { BranchSchema, PincodeSchema } from "~/upstream/schemas/insight";
import { GoldRateSchema, SchemeSchema } from "~/upstream/schemas/pricing";

/** An India-time wall-clock instant as epoch ms ("2026-12-24T12:00" in India). */
const ist = (local: string) => Date.parse(`${local}:00+05:30`);

describe("calendar", () => {
  it("converts dates to day numbers and back, refusing impossible dates", () => {
    expect(dayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(dayNumber({ year: 2026, month: 2, day: 31 })).toBeNull();
    expect(dayNumber({ year: 2028, month: 2, day: 29 })).not.toBeNull();
    expect(dayNumber({ year: 2027, month: 2, day: 29 })).toBeNull();
    const days = isoDayNumber("2026-12-25")!;
    expect(formatIsoDate(fromDayNumber(days))).toBe("2026-12-25");
    expect(weekdayOf(days)).toBe(5); // a Friday
    expect(weekdayOf(isoDayNumber("2026-12-27")!)).toBe(0); // a Sunday
    expect(isoDayNumber("2026-13-01")).toBeNull();
  });

  it("reads India time from an instant", () => {
    const now = Date.parse("2026-12-24T20:00:00Z"); // 01:30 on 25 December in India
    expect(formatIsoDate(fromDayNumber(indiaDayNumber(now)))).toBe("2026-12-25");
    expect(indiaMinutesOfDay(now)).toBe(90);
  });

  it("lists working days without Sundays and holidays, from today before 17:00", () => {
    // Thursday 24 December 2026; 25 December is a holiday and 27 December a Sunday.
    expect(workingDays(ist("2026-12-24T12:00"), 4, HOLIDAY_DATES)).toEqual(["2026-12-24", "2026-12-26", "2026-12-28", "2026-12-29"]);
    expect(workingDays(ist("2026-12-24T16:59"), 1, HOLIDAY_DATES)).toEqual(["2026-12-24"]);
    expect(workingDays(ist("2026-12-24T17:00"), 2, HOLIDAY_DATES)).toEqual(["2026-12-26", "2026-12-28"]);
    // A Sunday morning starts on Monday; Republic Day 2027 (a Tuesday) is skipped.
    expect(workingDays(ist("2027-01-24T09:00"), 3, HOLIDAY_DATES)).toEqual(["2027-01-25", "2027-01-27", "2027-01-28"]);
  });

  it("labels hours on a 12-hour clock", () => {
    expect([clockLabel(10), clockLabel(12), clockLabel(13), clockLabel(0)]).toEqual(["10:00 AM", "12:00 PM", "1:00 PM", "12:00 AM"]);
  });
});

describe("visit slots", () => {
  const yesterday = ist("2026-12-23T09:00");

  it("gives hourly slots from 10:00 to 18:00 at a branch and to 17:00 at home", () => {
    const branch = visitSlots({ date: "2026-12-28", type: "BRANCH", nowMs: yesterday, holidays: HOLIDAY_DATES });
    expect(branch.map((slot) => slot.id)).toEqual([
      "10:00-11:00",
      "11:00-12:00",
      "12:00-13:00",
      "13:00-14:00",
      "14:00-15:00",
      "15:00-16:00",
      "16:00-17:00",
      "17:00-18:00",
    ]);
    expect(branch[0]!.label).toBe("10:00 AM – 11:00 AM");
    expect(branch[7]!.label).toBe("5:00 PM – 6:00 PM");
    const doorstep = visitSlots({ date: "2026-12-28", type: "DOORSTEP", nowMs: yesterday, holidays: HOLIDAY_DATES });
    expect(doorstep.map((slot) => slot.id)).toEqual(branch.slice(0, 7).map((slot) => slot.id));
  });

  it("takes about one slot in four, never all, deterministically", () => {
    let total = 0;
    let taken = 0;
    for (let offset = 0; offset < 120; offset++) {
      const date = formatIsoDate(fromDayNumber(isoDayNumber("2027-02-01")! + offset));
      for (const type of ["BRANCH", "DOORSTEP"] as const) {
        const slots = visitSlots({ date, type, nowMs: yesterday, holidays: HOLIDAY_DATES });
        if (slots.length === 0) continue;
        expect(slots.some((slot) => slot.available)).toBe(true);
        expect(visitSlots({ date, type, nowMs: yesterday, holidays: HOLIDAY_DATES })).toEqual(slots);
        total += slots.length;
        taken += slots.filter((slot) => !slot.available).length;
      }
    }
    expect(taken / total).toBeGreaterThan(0.15);
    expect(taken / total).toBeLessThan(0.35);
  });

  it("closes today's slots that start less than 3 hours from now", () => {
    const fresh = visitSlots({ date: "2026-12-24", type: "BRANCH", nowMs: yesterday, holidays: HOLIDAY_DATES });
    const today = visitSlots({ date: "2026-12-24", type: "BRANCH", nowMs: ist("2026-12-24T12:30"), holidays: HOLIDAY_DATES });
    // 12:30 + 3 h = 15:30: slots from 10:00 to 15:00 are closed, 16:00 and 17:00 as the hash says.
    expect(today.slice(0, 6).every((slot) => !slot.available)).toBe(true);
    expect(today.slice(6)).toEqual(fresh.slice(6));
    const exactly = visitSlots({ date: "2026-12-24", type: "BRANCH", nowMs: ist("2026-12-24T12:00"), holidays: HOLIDAY_DATES });
    expect(exactly[5]).toEqual(fresh[5]); // 15:00 is exactly 3 hours away
  });

  it("has no slots on Sundays, holidays and past dates", () => {
    const at = { nowMs: yesterday, holidays: HOLIDAY_DATES, type: "BRANCH" as const };
    expect(visitSlots({ ...at, date: "2026-12-27" })).toEqual([]);
    expect(visitSlots({ ...at, date: "2026-12-25" })).toEqual([]);
    expect(visitSlots({ ...at, date: "2026-12-22" })).toEqual([]);
  });
});

describe("geo", () => {
  it("measures great-circle distances", () => {
    const mgRoad = findBranch("BLR-MGR-01")!;
    const connaughtPlace = findBranch("DEL-CNP-01")!;
    expect(haversineKm(mgRoad, mgRoad)).toBe(0);
    expect(haversineKm(mgRoad, connaughtPlace)).toBeGreaterThan(1700);
    expect(haversineKm(mgRoad, connaughtPlace)).toBeLessThan(1760);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
  });

  it("formats distances with Indian grouping and durations like a map service", () => {
    expect(formatDistance(3.24)).toBe("3.2 km");
    expect(formatDistance(0)).toBe("0.0 km");
    expect(formatDistance(1204.54)).toBe("1,204.5 km");
    expect(formatDistance(123456.7)).toBe("1,23,456.7 km");
    expect(drivingMinutes(0)).toBe(1);
    expect(drivingMinutes(10)).toBe(31); // 13 km of road at 25 km/h
    expect(formatDuration(1)).toBe("1 min");
    expect(formatDuration(12)).toBe("12 mins");
    expect(formatDuration(60)).toBe("1 hour");
    expect(formatDuration(125)).toBe("2 hours 5 mins");
    expect(formatDuration(1500)).toBe("1 day 1 hour");
    expect(formatDuration(2880)).toBe("2 days");
  });

  it("moves a point by at most 0.01 degrees, the same way for the same text", () => {
    const origin = { lat: 12.9352, lng: 77.6245 };
    for (const text of ["12 Main Road", "Flat 4B, Prestige Shantiniketan", "x"]) {
      const moved = offsetPoint(origin, text);
      expect(Math.abs(moved.lat - origin.lat)).toBeLessThanOrEqual(0.01);
      expect(Math.abs(moved.lng - origin.lng)).toBeLessThanOrEqual(0.01);
      expect(offsetPoint(origin, text)).toEqual(moved);
    }
    expect(offsetPoint(origin, "a")).not.toEqual(offsetPoint(origin, "b"));
  });

  it("finds the centre of points", () => {
    expect(centreOf([])).toBeNull();
    expect(
      centreOf([
        { lat: 1, lng: 2 },
        { lat: 3, lng: 4 },
      ]),
    ).toEqual({ lat: 2, lng: 3 });
  });

  it("has a stable hash", () => {
    expect(stableHash("gold")).toBe(stableHash("gold"));
    expect(stableHash("gold")).not.toBe(stableHash("Gold"));
  });
});

describe("gold rates", () => {
  it("reads the date of a key", () => {
    expect(parseGoldRateKey("goldPrice-21112026")).toEqual({ day: 21, month: 11, year: 2026 });
    expect(parseGoldRateKey("goldPrice-2111202")).toBeNull();
    expect(goldRateForKey("goldPrice-31022026")).toBeNull();
    expect(goldRateForKey("goldPrice-00012026")).toBeNull();
  });

  it("gives plausible rates that drift a little from day to day", () => {
    const start = isoDayNumber("2026-01-01")!;
    const seen = new Set<number>();
    for (let day = start; day < start + 730; day++) {
      const { rate24k, rate22k } = goldRatesOn(day);
      expect(rate24k).toBeGreaterThanOrEqual(7500);
      expect(rate24k).toBeLessThanOrEqual(8200);
      expect(Number.isInteger(rate22k)).toBe(true);
      expect(Math.abs(rate22k - rate24k * 0.916)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(rate24k - goldRatesOn(day - 1).rate24k)).toBeLessThan(120);
      seen.add(rate24k);
    }
    expect(seen.size).toBeGreaterThan(100);
  });

  it("answers a key with its date, rates and the previous day's rates", () => {
    const rate = goldRateForKey("goldPrice-01032026")!;
    expect(GoldRateSchema.parse(rate)).toEqual(rate);
    expect(rate.date).toBe("2026-03-01");
    const previous = goldRateForKey("goldPrice-28022026")!;
    expect([rate.previousRate24k, rate.previousRate22k]).toEqual([previous.rate24k, previous.rate22k]);
    expect(goldRateForKey(goldRateKey(new Date(ist("2026-11-21T09:00"))))?.date).toBe("2026-11-21");
  });
});

describe("schemes", () => {
  it("are about 8, from several lenders, with Federal Bank and two Chola schemes", () => {
    expect(SEEDED_SCHEMES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SEEDED_SCHEMES.map((s) => s.id)).size).toBe(SEEDED_SCHEMES.length);
    expect(SEEDED_SCHEMES.some((s) => s.lender === FEDERAL_BANK)).toBe(true);
    expect(SEEDED_SCHEMES.filter((s) => s.lender === CHOLA).length).toBeGreaterThanOrEqual(2);
    expect(new Set(SEEDED_SCHEMES.map((s) => s.lender)).size).toBeGreaterThanOrEqual(4);
    expect(SEEDED_SCHEMES.filter((s) => s.cityIds !== "all").length).toBeGreaterThanOrEqual(2);
  });

  it("have consistent interest: ascending slabs for jumping, none for flat", () => {
    for (const template of SEEDED_SCHEMES) {
      expect(template.customerLtv).toBeGreaterThanOrEqual(65);
      expect(template.customerLtv).toBeLessThanOrEqual(75);
      expect([6, 12]).toContain(template.tenureMonths);
      expect(template.cashbackinterestrate).toBeLessThanOrEqual(template.interestRate);
      expect(template.minAmount).toBeLessThan(template.maxAmount);
      if (template.interestType === "flat") {
        expect(template.slabs).toEqual([]);
      } else {
        expect(template.slabs).toHaveLength(3);
        expect(template.slabs[0]!.rate).toBe(template.interestRate);
        for (let i = 1; i < template.slabs.length; i++) {
          expect(template.slabs[i]!.uptoDays).toBeGreaterThan(template.slabs[i - 1]!.uptoDays);
          expect(template.slabs[i]!.rate).toBeGreaterThan(template.slabs[i - 1]!.rate);
        }
      }
    }
    expect(new Set(SEEDED_SCHEMES.map((s) => s.interestType))).toEqual(new Set(["jumping", "flat"]));
  });

  it("compute the loan and the grams of 22K gold for an amount", () => {
    const template = SEEDED_SCHEMES.find((s) => s.id === "FED-JMP-1188")!;
    const scheme = computeScheme(template, 150_000, 7400);
    expect(SchemeSchema.parse(scheme)).toEqual(scheme);
    expect(scheme.loanAmount).toBe(150_000);
    expect(scheme.goldWeight).toBe(27); // 150000 / (7400 * 0.75) = 27.03
    const chola = SEEDED_SCHEMES.find((s) => s.id === "CHOLA-JMP-1199")!;
    const capped = computeScheme(chola, 9_000_000, 7400);
    expect(capped.loanAmount).toBe(chola.maxAmount);
    expect(capped.goldWeight).toBe(Math.round((chola.maxAmount / (7400 * 0.7)) * 10) / 10);
  });

  it("sort differently by low interest, LTV and loan amount", () => {
    const schemes = SEEDED_SCHEMES.filter((s) => isOfferedIn(s, 1)).map((s) => computeScheme(s, 5_000_000, 7400));
    const order = (key: (s: (typeof schemes)[number]) => number, direction: 1 | -1) =>
      [...schemes]
        .sort((a, b) => direction * (key(a) - key(b)) || a.id.localeCompare(b.id))
        .map((s) => s.id)
        .join();
    const byInterest = order((s) => s.cashbackinterestrate, 1);
    const byLtv = order((s) => s.customerLtv, -1);
    const byAmount = order((s) => s.loanAmount, -1);
    expect(new Set([byInterest, byLtv, byAmount]).size).toBe(3);
  });

  it("are offered in all cities or in some", () => {
    const limited = SEEDED_SCHEMES.find((s) => s.cityIds !== "all")!;
    expect(isOfferedIn(limited, -1)).toBe(false);
    expect(isOfferedIn(SEEDED_SCHEMES[0]!, -1)).toBe(true);
  });
});

describe("branches and pincodes", () => {
  it("seed 2-4 branches in each main city, valid by the contract", () => {
    for (const name of ["Bangalore", "Hyderabad", "Pune", "Mumbai", "Delhi", "Chennai", "Kochi", "Coimbatore"]) {
      const count = branchesIn(cityIdByName(name)).length;
      expect(count, name).toBeGreaterThanOrEqual(2);
      expect(count, name).toBeLessThanOrEqual(4);
      expect(CITIES_WITH_BRANCHES).toContain(name);
    }
    expect(new Set(SEEDED_BRANCHES.map((b) => b.id)).size).toBe(SEEDED_BRANCHES.length);
    for (const branch of SEEDED_BRANCHES) {
      expect(BranchSchema.parse(branch)).toEqual(branch);
      expect(SEEDED_CITIES.find((city) => city.id === branch.cityId)?.name).toBe(branch.city);
      // Every branch is within 20 km of its city's branch centre.
      expect(haversineKm(branch, branchCentre(branch.cityId)!)).toBeLessThan(20);
    }
    expect(SEEDED_BRANCHES.some((b) => b.name === "Federal Bank, Koramangala" && b.lender === FEDERAL_BANK)).toBe(true);
    expect(branchesIn(cityIdByName("Jaipur"))).toEqual([]);
  });

  it("seed well-formed pincodes, each serviceable one near a branch of its city", () => {
    expect(new Set(SEEDED_PINCODES.map((p) => p.pincode)).size).toBe(SEEDED_PINCODES.length);
    for (const entry of SEEDED_PINCODES) {
      expect(PincodeSchema.safeParse(entry.pincode).success, entry.pincode).toBe(true);
      if (entry.doorstep || entry.branch) {
        const [nearest] = nearestBranches(entry, SEEDED_BRANCHES, 1);
        expect(nearest?.branch.cityId, entry.pincode).toBe(entry.cityId);
        expect(haversineKm(entry, nearest!.branch), entry.pincode).toBeLessThan(25);
      }
    }
    for (const branch of SEEDED_BRANCHES) expect(findPincode(branch.pincode)?.branch, branch.id).toBe(true);
    expect(findPincode(TEST_PINCODES.branchOnly)).toMatchObject({ doorstep: false, branch: true });
    expect(findPincode(TEST_PINCODES.unserviceable)).toMatchObject({ doorstep: false, branch: false });
    expect(findPincode(TEST_PINCODES.unknown)).toBeUndefined();
    for (const pincode of [
      "560001",
      "560034",
      "560095",
      "560066",
      "560100",
      "500001",
      "500081",
      "411001",
      "411045",
      "400001",
      "400070",
      "110001",
      "110017",
      "600001",
      "600040",
      "682001",
      "641001",
    ]) {
      expect(findPincode(pincode), pincode).toMatchObject({ doorstep: true, branch: true });
    }
    for (const pincode of ["562157", "561203", "403001", "734001"]) {
      expect(findPincode(pincode), pincode).toMatchObject({ doorstep: false, branch: false, lat: expect.any(Number) });
    }
  });

  it("puts the unserviceable Devanahalli pincode 30-45 km from its nearest branch, in Bangalore", () => {
    const [nearest] = nearestBranches(distanceOrigin({ pincode: "562157" })!, SEEDED_BRANCHES, 5);
    expect(nearest!.branch.city).toBe("Bangalore");
    const km = Number(nearest!.distance.replace(/[^\d.]/g, ""));
    expect(km).toBeGreaterThanOrEqual(30);
    expect(km).toBeLessThanOrEqual(45);
  });

  it("measures from the pincode, the point or the city's branch centre", () => {
    expect(distanceOrigin({ pincode: "560034", lat: 1, lng: 1 })).toEqual({ lat: 12.9352, lng: 77.6245 });
    expect(distanceOrigin({ pincode: "799999", lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(distanceOrigin({ pincode: "799999", cityId: 13 })).toEqual(branchCentre(13));
    expect(distanceOrigin({ pincode: "799999" })).toBeNull();
    expect(distanceOrigin({ pincode: "799999", cityId: cityIdByName("Jaipur") })).toBeNull();
  });

  it("geocodes by pincode, else by a city named in the address", () => {
    expect(geocodeAddress("12 Main Road", "560034")).toMatchObject({
      formattedAddress: "12 Main Road, Koramangala, Bangalore 560034",
      pincode: "560034",
    });
    expect(cityMentioned("Flat 2, Vashi, Navi Mumbai")).toEqual({ id: cityIdByName("Navi Mumbai"), name: "Navi Mumbai" });
    expect(cityMentioned("near the temple, BENGALURU")).toEqual({ id: 1, name: "Bangalore" });
    expect(cityMentioned("Sector 14, Gurugram")?.name).toBe("Gurgaon");
    expect(cityMentioned("nowhere in particular")).toBeNull();
    expect(geocodeAddress("MG Road, Pune", undefined)).toMatchObject({ ...branchCentre(3), formattedAddress: "MG Road, Pune" });
    expect(geocodeAddress("Vashi, Navi Mumbai", undefined)).toBeNull(); // no branches there
  });
});

describe("CMS seeds", () => {
  it("have a city info for every seeded city but Others, with the seeded branch count", () => {
    expect(SEEDED_CITY_INFOS).toHaveLength(SEEDED_CITY_NAMES.length);
    for (const { translations, ...info } of SEEDED_CITY_INFOS) {
      expect(CityInfoSchema.parse(info)).toEqual(info);
      for (const copy of Object.values(translations ?? {})) expect(copy.highlights.length).toBeGreaterThan(0);
      expect(info.branchCount).toBe(branchesIn(info.city_id).length);
      expect(info.description.split(". ").length).toBe(2);
      expect(info.highlights.length).toBeGreaterThanOrEqual(2);
      expect(info.highlights.length).toBeLessThanOrEqual(3);
      expect(info.customersServed).toBeGreaterThan(0);
    }
    expect(SEEDED_CITY_INFOS.find((info) => info.city_name === "Bangalore")?.branchCount).toBe(4);
  });

  it("list serviceable pincodes where Chola does not lend, and FAQs", () => {
    for (const { translations: _translations, ...entry } of SEEDED_CONTENTS) expect(ContentEntrySchema.parse(entry)).toEqual(entry);
    expect(CHOLA_UNSERVICEABLE_PINCODES).toEqual(expect.arrayContaining(["560100", "500081"]));
    for (const pincode of CHOLA_UNSERVICEABLE_PINCODES) {
      const entry = findPincode(pincode);
      expect(entry?.doorstep || entry?.branch, pincode).toBe(true);
      expect(SEEDED_BRANCHES.some((b) => b.pincode === pincode && b.lender === CHOLA)).toBe(false);
    }
    const faqs = SEEDED_CONTENTS.filter((entry) => entry.type === "faq");
    expect(faqs.filter((faq) => faq.city === null)).toHaveLength(4);
    expect(faqs.filter((faq) => faq.city !== null)).toEqual([expect.objectContaining({ city: { id: 1, name: "Bangalore" } })]);
  });
});

describe("codes and state", () => {
  it("knows the referral and voucher codes in any case", () => {
    expect([isReferralCode("GOLD100"), isReferralCode("kanak50"), isReferralCode("GOLD1000")]).toEqual([true, true, false]);
    expect([voucherAmount("GPAY500"), voucherAmount("gpay1000"), voucherAmount("GPAY5"), voucherAmount("constructor")]).toEqual([
      500,
      1000,
      null,
      null,
    ]);
  });

  it("seeds the existing customer and clears visits, customers and referrals on reset", () => {
    const state = new SimState();
    expect(state.customers.has(EXISTING_CUSTOMER_PHONE)).toBe(true);
    state.customers.set("+919812345678", "CUS-1");
    state.salesVisits.push({ id: "SV-1", request: {} as never, at: "", status: "BOOKED" });
    state.referrals.push({ refereePhone: "+919812345678", referralCode: "GOLD100", at: "" });
    state.reset();
    expect([...state.customers.keys()]).toEqual([EXISTING_CUSTOMER_PHONE]);
    expect(state.salesVisits).toEqual([]);
    expect(state.referrals).toEqual([]);
  });
});
