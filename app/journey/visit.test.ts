import { place as placeNamed } from "~/i18n/place";
import { describe, expect, it } from "vitest";
import { MAX_GOLD_GRAMS, MAX_LOAN_AMOUNT, cityLimits } from "../../server/upstream-sim/seed/city-limits";
import { msg } from "~/i18n/message";
import { grams, inGrams } from "~/i18n/formats";
import {
  englishSlotLabel,
  describeSlot,
  shortDay,
  slotLabelIn,
  CTA_ID,
  REQUESTED_TIME_OFFSET_MS,
  buildSalesVisit,
  requestedTime,
  slotValue,
  ticketSize,
  visitLimitProblem,
  visitLimits,
  type SalesVisitInput,
} from "~/journey/visit";
import type { City } from "~/upstream/schemas/cities";
import { SalesVisitRequestSchema } from "~/upstream/schemas/visit";

const city = (id: number, name: string): City => ({ id, name, ...cityLimits(name) });
const DELHI = city(5, "Delhi");
const HYDERABAD = city(4, "Hyderabad");
const PUNE = city(6, "Pune");
const BANGALORE = city(1, "Bangalore");

describe("englishSlotLabel", () => {
  it("writes a slot's hours as the slot services do, twelve-hour with AM and PM", () => {
    expect(englishSlotLabel("10:00-11:00")).toBe("10:00 AM – 11:00 AM");
    expect(englishSlotLabel("11:30-12:30")).toBe("11:30 AM – 12:30 PM");
    expect(englishSlotLabel("00:00-01:00")).toBe("12:00 AM – 1:00 AM");
    expect(englishSlotLabel("16:00-17:00")).toBe("4:00 PM – 5:00 PM");
    expect(englishSlotLabel("morning")).toBe("morning");
  });
});

describe("slotLabelIn, describeSlot, shortDay", () => {
  it("says a slot's hours with the language's word for the time of day, before them (decision 048)", () => {
    expect(slotLabelIn("ta", "2026-11-23", "17:00-18:00", "5:00 PM – 6:00 PM")).toBe("மாலை 5:00–6:00");
    expect(slotLabelIn("te", "2026-11-23", "17:00-18:00", "5:00 PM – 6:00 PM")).toBe("సాయంత్రం 5:00–6:00");
    expect(slotLabelIn("mr", "2026-11-23", "10:00-11:00", "10:00 AM – 11:00 AM")).toBe("सकाळी 10:00–11:00");
    expect(slotLabelIn("en", "2026-11-23", "17:00-18:00", "5:00 PM – 6:00 PM")).toBe("5:00 PM – 6:00 PM");
  });
  it("writes the day as day then month, the weekday first", () => {
    expect(describeSlot("2026-11-23", "5:00 PM – 6:00 PM", "en", "17:00-18:00")).toBe("Monday, 23 November, 5:00 PM – 6:00 PM");
    expect(describeSlot("2026-11-23", "", "ta", "17:00-18:00")).toBe("திங்கள், 23 நவம்பர், மாலை 5:00–6:00");
    expect(shortDay("2026-11-23", "en")).toBe("Mon, 23 Nov");
    expect(shortDay("2026-11-23", "kn")).toBe("ಸೋಮ, 23 ನವೆಂ");
  });
});

describe("requestedTime", () => {
  it("is now plus 3 hours (10,800,000 ms)", () => {
    const now = Date.UTC(2026, 10, 20, 4, 15);
    expect(REQUESTED_TIME_OFFSET_MS).toBe(10_800_000);
    expect(requestedTime(now)).toBe(now + 10_800_000);
    expect(requestedTime(0)).toBe(10_800_000);
  });
});

describe("CTA ids", () => {
  it("are 3 for a branch visit and 4 for a doorstep visit", () => {
    expect(CTA_ID).toEqual({ branch: 3, doorstep: 4 });
  });
});

describe("visitLimits", () => {
  it("reads the doorstep fields for a doorstep visit", () => {
    expect(visitLimits(DELHI, "doorstep")).toEqual({
      minAmount: 50_000,
      maxAmount: MAX_LOAN_AMOUNT,
      minGold: 14.5,
      maxGold: MAX_GOLD_GRAMS,
    });
    expect(visitLimits(PUNE, "doorstep")).toEqual({ minAmount: 30_000, maxAmount: MAX_LOAN_AMOUNT, minGold: 10, maxGold: MAX_GOLD_GRAMS });
  });

  it("reads the branch fields for a branch visit", () => {
    expect(visitLimits(PUNE, "branch")).toEqual({ minAmount: 50_000, maxAmount: MAX_LOAN_AMOUNT, minGold: 14.5, maxGold: MAX_GOLD_GRAMS });
    expect(visitLimits(BANGALORE, "branch")).toEqual({
      minAmount: 30_000,
      maxAmount: MAX_LOAN_AMOUNT,
      minGold: 10,
      maxGold: MAX_GOLD_GRAMS,
    });
  });

  it("uses the branch fields, not the doorstep ones, for a branch visit", () => {
    const odd: City = { ...BANGALORE, branch_min_amount: 1, doorstep_min_amount: 999_999 };
    expect(visitLimits(odd, "branch").minAmount).toBe(1);
    expect(visitLimits(odd, "doorstep").minAmount).toBe(999_999);
  });
});

describe("visitLimitProblem", () => {
  describe.each([[DELHI], [HYDERABAD]])("doorstep in $name", (place) => {
    it("accepts ₹50,000 and 14.5 g", () => {
      expect(visitLimitProblem(place, "doorstep", { amount: 50_000, goldWeight: 14.5 })).toBeNull();
    });

    it("refuses ₹40,000, naming ₹50,000", () => {
      expect(visitLimitProblem(place, "doorstep", { amount: 40_000, goldWeight: 20 })).toEqual(
        msg("Doorstep visits in {city} are for loans of {amount} or more.", { city: placeNamed(place.name), amount: "₹50,000" }),
      );
    });

    it("refuses 14 g, naming 14.5 g", () => {
      expect(visitLimitProblem(place, "doorstep", { amount: 60_000, goldWeight: 14 })).toEqual(
        msg("Doorstep visits in {city} need at least {grams} of gold.", { city: placeNamed(place.name), grams: inGrams(14.5) }),
      );
    });
  });

  it("doorstep in Pune is 30,000 and 10 g", () => {
    expect(visitLimitProblem(PUNE, "doorstep", { amount: 30_000, goldWeight: 10 })).toBeNull();
    expect(visitLimitProblem(PUNE, "doorstep", { amount: 40_000, goldWeight: 14 })).toBeNull();
    expect(visitLimitProblem(PUNE, "doorstep", { amount: 29_999, goldWeight: 10 })).toEqual(
      msg("Doorstep visits in {city} are for loans of {amount} or more.", { city: placeNamed("Pune"), amount: "₹30,000" }),
    );
    expect(visitLimitProblem(PUNE, "doorstep", { amount: 30_000, goldWeight: 9.9 })).toEqual(
      msg("Doorstep visits in {city} need at least {grams} of gold.", { city: placeNamed("Pune"), grams: inGrams(10) }),
    );
  });

  it("branch in Pune has the higher minimum: 50,000 and 14.5 g", () => {
    expect(visitLimitProblem(PUNE, "branch", { amount: 50_000, goldWeight: 14.5 })).toBeNull();
    expect(visitLimitProblem(PUNE, "branch", { amount: 40_000, goldWeight: 20 })).toEqual(
      msg("Branch visits in {city} are for loans of {amount} or more.", { city: placeNamed("Pune"), amount: "₹50,000" }),
    );
    expect(visitLimitProblem(PUNE, "branch", { amount: 60_000, goldWeight: 14 })).toEqual(
      msg("Branch visits in {city} need at least {grams} of gold.", { city: placeNamed("Pune"), grams: inGrams(14.5) }),
    );
  });

  it("branch in Bangalore is 30,000 and 10 g", () => {
    expect(visitLimitProblem(BANGALORE, "branch", { amount: 30_000, goldWeight: 10 })).toBeNull();
    expect(visitLimitProblem(BANGALORE, "branch", { amount: 29_999, goldWeight: 10 })).toEqual(
      msg("Branch visits in {city} are for loans of {amount} or more.", { city: placeNamed("Bangalore"), amount: "₹30,000" }),
    );
    expect(visitLimitProblem(BANGALORE, "branch", { amount: 30_000, goldWeight: 9.5 })).toEqual(
      msg("Branch visits in {city} need at least {grams} of gold.", { city: placeNamed("Bangalore"), grams: inGrams(10) }),
    );
  });

  it.each([
    ["branch", "Branch visits in {city} are for loans up to {amount}.", "Branch visits in {city} take up to {grams} of gold."],
    ["doorstep", "Doorstep visits in {city} are for loans up to {amount}.", "Doorstep visits in {city} take up to {grams} of gold."],
  ] as const)("%s: refuses above ₹1,00,00,000 and 2,730 g, accepts the maximums", (kind, amountKey, goldKey) => {
    expect(visitLimitProblem(BANGALORE, kind, { amount: 10_000_000, goldWeight: 2730 })).toBeNull();
    expect(visitLimitProblem(BANGALORE, kind, { amount: 10_000_001, goldWeight: 2000 })).toEqual(
      msg(amountKey, { city: placeNamed("Bangalore"), amount: "₹1,00,00,000" }),
    );
    expect(visitLimitProblem(BANGALORE, kind, { amount: 5_000_000, goldWeight: 2731 })).toEqual(
      msg(goldKey, { city: placeNamed("Bangalore"), grams: inGrams(2_730) }),
    );
  });

  it("checks only the amount when the gold weight is unknown", () => {
    expect(visitLimitProblem(DELHI, "doorstep", { amount: 50_000, goldWeight: undefined })).toBeNull();
    expect(visitLimitProblem(DELHI, "doorstep", { amount: 40_000, goldWeight: undefined })).toEqual(
      msg("Doorstep visits in {city} are for loans of {amount} or more.", { city: placeNamed("Delhi"), amount: "₹50,000" }),
    );
  });

  it("checks only the gold when the amount is unknown", () => {
    expect(visitLimitProblem(DELHI, "doorstep", { amount: undefined, goldWeight: 14.5 })).toBeNull();
    expect(visitLimitProblem(DELHI, "doorstep", { amount: undefined, goldWeight: 14 })).toEqual(
      msg("Doorstep visits in {city} need at least {grams} of gold.", { city: placeNamed("Delhi"), grams: inGrams(14.5) }),
    );
    expect(visitLimitProblem(DELHI, "doorstep", { amount: undefined, goldWeight: undefined })).toBeNull();
  });
});

describe("grams", () => {
  it.each([
    [14.5, "14.5 g"],
    [10, "10 g"],
    [2730, "2,730 g"],
    [12.34, "12.3 g"],
  ])("%j -> %j", (value, expected) => {
    expect(grams(value, "en")).toBe(expected);
  });
});

describe("slotValue", () => {
  it("joins the date and the slot id with a space", () => {
    expect(slotValue("2026-11-23", "10:00-11:00")).toBe("2026-11-23 10:00-11:00");
  });
});

describe("ticketSize", () => {
  it("is 'less than 5 lakh' below ₹5,00,000 only", () => {
    expect(ticketSize(499_999)).toBe("less than 5 lakh");
    expect(ticketSize(500_000)).toBe("5 lakh and above");
  });
});

describe("buildSalesVisit", () => {
  const NOW = Date.UTC(2026, 10, 20, 4, 15);
  const ADDRESS = {
    floor: "2",
    house: "14",
    apartment: "Lake View",
    street: "5th Cross",
    subarea: "Koramangala 4th Block",
    area: "Koramangala",
    landmark: "Near Forum Mall",
    pincode: "560034",
  };
  const base: SalesVisitInput = {
    leadId: "lead-123",
    phone: "+919876543210",
    kind: "doorstep",
    date: "2026-11-23",
    slotId: "10:00-11:00",
    address: ADDRESS,
    location: { lat: 12.93, lng: 77.62 },
    city: "Bangalore",
    now: NOW,
  };

  function build(input: Partial<SalesVisitInput> = {}) {
    const request = buildSalesVisit({ ...base, ...input });
    expect(() => SalesVisitRequestSchema.parse(request)).not.toThrow();
    return request;
  }

  it("builds the request from the lead, with the placeholders and defaults", () => {
    expect(build()).toEqual({
      lead: "lead-123",
      firstname: "Website",
      lastname: "Customer",
      phone: "+919876543210",
      altphone: "+919876543210",
      address: ADDRESS,
      requestedtime: NOW + 10_800_000,
      requestedlocation: { lat: 12.93, lng: 77.62 },
      city: "Bangalore",
      reason: "Gold loan",
      loanaplid: "NA",
      type: "DOORSTEP",
      loanamount: 300_000,
      schedule: "2026-11-23 10:00-11:00",
      meeting_type: "doorstep",
      estimatedTicket_size_v2: "less than 5 lakh",
    });
  });

  it("sets the branch type and meeting type for a branch visit", () => {
    const request = build({ kind: "branch" });
    expect(request.type).toBe("BRANCH");
    expect(request.meeting_type).toBe("branch");
  });

  it("schedules YYYY-MM-DD HH:MM-HH:MM", () => {
    expect(build({ date: "2026-12-01", slotId: "16:00-17:00" }).schedule).toBe("2026-12-01 16:00-17:00");
  });

  it("requests now plus 3 hours", () => {
    expect(build({ now: NOW + 1 }).requestedtime).toBe(NOW + 1 + 3 * 60 * 60 * 1000);
  });

  it("uses the lead's loan amount and its ticket size", () => {
    expect(build({ loanAmount: 150_000 })).toMatchObject({ loanamount: 150_000, estimatedTicket_size_v2: "less than 5 lakh" });
    expect(build({ loanAmount: 750_000 })).toMatchObject({ loanamount: 750_000, estimatedTicket_size_v2: "5 lakh and above" });
  });

  it("splits a full name into first name and the rest", () => {
    expect(build({ name: "  Asha   Rani  Kumar " })).toMatchObject({ firstname: "Asha", lastname: "Rani Kumar" });
    expect(build({ name: "Asha Kumar" })).toMatchObject({ firstname: "Asha", lastname: "Kumar" });
  });

  it("uses the last-name placeholder for a single name and both placeholders for a blank one", () => {
    expect(build({ name: "Asha" })).toMatchObject({ firstname: "Asha", lastname: "Customer" });
    expect(build({ name: "   " })).toMatchObject({ firstname: "Website", lastname: "Customer" });
  });

  it("uses the transaction id as loanaplid when there is one", () => {
    expect(build({ transactionId: "txn-9" }).loanaplid).toBe("txn-9");
  });

  it("is refused by the strict schema with a malformed schedule (the check is real)", () => {
    expect(() => SalesVisitRequestSchema.parse({ ...buildSalesVisit(base), schedule: "2026-11-23 10:00" })).toThrow();
  });
});
