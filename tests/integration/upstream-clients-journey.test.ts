/**
 * The upstream clients of the steps after the OTP step against the simulator: pricing,
 * insight, visit, referral, customer, content (city infos, contents) and events. Each call
 * is checked in the simulator's journal (path, query, method, body, headers), answers parse
 * with their contracts, failures become UpstreamError (requirements §8) and a GET is retried once.
 */
import { describe, expect, it } from "vitest";
import { allowedCheck } from "../support/code-check";
import { fault, journal, useSimulatedApp } from "./helpers";
import { SIMULATOR_REFERRAL_TOKEN } from "~/platform/env.server";
import { getCityInfos, getContents } from "~/upstream/content.server";
import { checkExistingUser, createCustomer } from "~/upstream/customer.server";
import { sendEvent } from "~/upstream/events.server";
import { UpstreamError } from "~/upstream/http.server";
import {
  checkBranchWalkinEligibility,
  geocode,
  getBranchDistancesV3,
  getLendingBranches,
  getPincodeServiceability,
  getWorkingDays,
  viewSlots,
  viewSlotsV1,
} from "~/upstream/insight.server";
import { getGoldRate, getMasterSchemes, getScheme } from "~/upstream/pricing.server";
import { addMwebReferral, validateGpayVoucher, validateReferee, validateReferralCode } from "~/upstream/referral.server";
import { cancelSalesVisit, createSalesVisit, rescheduleSalesVisit, updateLegacyLead } from "~/upstream/visit.server";
import { ownedForTest } from "../support/owned-lead";
import { PINCODES } from "../support/fixtures";

const app = useSimulatedApp();

const SEEDED_LEAD_ID = ownedForTest("5eed0410-0000-4000-8000-000000000410");
const PHONE = "+919812300001";
const EXISTING_CUSTOMER = "+919000000501";
const BEARER = `Bearer ${SIMULATOR_REFERRAL_TOKEN}`;

/** A date the calendar offers (the first working day from today). */
async function workingDay(): Promise<string> {
  const { data } = await getWorkingDays({ cityId: 1 });
  await app.control.clearJournal();
  return data.data.workingDays[0]!;
}

const SALES_VISIT = {
  lead: SEEDED_LEAD_ID,
  firstname: "Website",
  lastname: "Customer",
  phone: PHONE,
  altphone: PHONE,
  address: {
    floor: "",
    house: "12",
    apartment: "",
    street: "5th Main",
    subarea: "",
    area: "Koramangala",
    landmark: "",
    pincode: PINCODES.serviceable,
  },
  requestedtime: 1_800_000_000_000,
  requestedlocation: { lat: 12.93, lng: 77.62 },
  city: "Bangalore",
  reason: "Gold loan",
  loanaplid: "NA",
  type: "DOORSTEP" as const,
  loanamount: 300_000,
  schedule: "2026-12-01 10:00-11:00",
  meeting_type: "doorstep" as const,
  estimatedTicket_size_v2: "less than 5 lakh",
};

const LEGACY_UPDATE = {
  leadId: SEEDED_LEAD_ID,
  phone: PHONE,
  cityId: 1,
  city: "Bangalore",
  loanAmount: 300_000,
  ctaId: 3,
  slot: "2026-12-01 10:00-11:00",
  pincode: PINCODES.serviceable,
};

describe("pricing clients", () => {
  it("getGoldRate reads a dated rate; a date without one (404) answers data null", async () => {
    const { status, data } = await getGoldRate("goldPrice-21112026");
    expect(status).toBe(200);
    expect(data.data).toMatchObject({ key: "goldPrice-21112026", date: "2026-11-21" });
    expect(data.data!.rate24k).toBeGreaterThan(data.data!.rate22k);
    const [call] = await journal(app, "/pricing/getgoldrate");
    expect(call).toMatchObject({ method: "GET", query: { key: "goldPrice-21112026" } });
    expect(call!.headers.accept).toBe("application/json");

    const missing = await getGoldRate("goldPrice-31022026");
    expect(missing).toEqual({ status: 404, data: { data: null } });
  });

  it("getScheme reads one scheme; an unknown id (404) answers data null", async () => {
    const { data } = await getScheme({ schemeId: "FED-JMP-1188", amount: 150_000 });
    expect(data.data).toMatchObject({ id: "FED-JMP-1188", loanAmount: 150_000, interestCalculation: { type: "jumping" } });
    expect((await journal(app, "/scheme"))[0]).toMatchObject({ method: "GET", query: { schemeId: "FED-JMP-1188", amount: "150000" } });

    expect(await getScheme({ schemeId: "NOPE" })).toEqual({ status: 404, data: { data: null } });
  });

  it("getMasterSchemes reads the schemes open to an amount; an unknown city is an UpstreamError", async () => {
    const { data } = await getMasterSchemes({ cityId: 2, amount: 40_000 });
    expect(data.data).toMatchObject({ cityId: 2, amount: 40_000 });
    expect(data.data.schemes.every((s) => s.loanAmount === 40_000)).toBe(true);
    expect((await journal(app, "/pricing/masterschemes"))[0]).toMatchObject({ method: "GET", query: { cityId: "2", amount: "40000" } });

    const error = await getMasterSchemes({ cityId: 999, amount: 40_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({
      kind: "http",
      status: 404,
      responseMessage: "Unknown city",
      message: "The server answered 404. Please try again.",
    });
  });
});

describe("insight clients", () => {
  it("getLendingBranches lists a city's branches", async () => {
    const { data } = await getLendingBranches(1);
    expect(data.data.map((b) => b.id)).toEqual(["BLR-KRM-01", "BLR-MGR-01", "BLR-JYN-01", "BLR-ECY-01"]);
    expect((await journal(app, "/lender/mds/lendingBranches"))[0]).toMatchObject({ method: "GET", query: { cityId: "1" } });
  });

  it("getPincodeServiceability answers serviceable, branch-only and unserviceable pincodes; a malformed one is a 400 UpstreamError", async () => {
    expect((await getPincodeServiceability({ pincode: PINCODES.serviceable, cityId: 1 })).data.data).toMatchObject({
      serviceable: true,
      doorstep: true,
      branch: true,
    });
    expect((await getPincodeServiceability({ pincode: PINCODES.branchOnly })).data.data).toMatchObject({
      serviceable: true,
      doorstep: false,
      branch: true,
    });
    expect((await getPincodeServiceability({ pincode: PINCODES.unserviceable })).data.data).toMatchObject({ serviceable: false });
    const calls = await journal(app, "/insight/pincode-serviceability");
    expect(calls.map((c) => c.query)).toEqual([
      { pincode: PINCODES.serviceable, cityId: "1" },
      { pincode: PINCODES.branchOnly },
      { pincode: PINCODES.unserviceable },
    ]);

    await expect(getPincodeServiceability({ pincode: "12" })).rejects.toMatchObject({ kind: "http", status: 400 });
  });

  it("getBranchDistancesV3 lists the nearest branches with their distance text", async () => {
    const query = { pincode: PINCODES.unserviceable, cityId: 1, limit: 2 };
    const v3 = await getBranchDistancesV3(query);
    expect(v3.data.data).toHaveLength(2);
    expect(v3.data.data[0]).toMatchObject({ branch: { id: "BLR-MGR-01" }, distance: "32.1 km" });
    expect((await journal(app, "/v3/insight/branches/distance"))[0]).toMatchObject({
      method: "GET",
      query: { pincode: PINCODES.unserviceable, cityId: "1", limit: "2" },
    });
  });

  it("getWorkingDays lists working days", async () => {
    const { data } = await getWorkingDays({ cityId: 1, days: 3 });
    expect(data.data.workingDays).toHaveLength(3);
    expect((await journal(app, "/insight/workingDays"))[0]!.query).toEqual({ cityId: "1", days: "3" });
  });

  it("viewSlots asks by GET, viewSlotsV1 by POST with a JSON body", async () => {
    const date = await workingDay();
    const branch = await viewSlots({ cityId: 1, date, type: "BRANCH", branchId: "BLR-KRM-01" });
    expect(branch.data.data.slots).toHaveLength(8);
    expect((await journal(app, "/insight/view-slots"))[0]).toMatchObject({
      method: "GET",
      query: { cityId: "1", date, type: "BRANCH", branchId: "BLR-KRM-01" },
    });

    const doorstep = await viewSlotsV1({ cityId: 1, date, type: "DOORSTEP", pincode: PINCODES.serviceable });
    expect(doorstep.data.data).toMatchObject({ date });
    expect(doorstep.data.data.slots).toHaveLength(7);
    const [post] = await journal(app, "/insight/v1/view-slots");
    expect(post).toMatchObject({ method: "POST", body: { cityId: 1, date, type: "DOORSTEP", pincode: PINCODES.serviceable } });
    expect(post!.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("geocode finds a seeded pincode's address; an unknown address (404) answers data null", async () => {
    const { data } = await geocode({ address: "12, 5th Main", pincode: PINCODES.serviceable });
    expect(data.data).toMatchObject({ formattedAddress: "12, 5th Main, Koramangala, Bangalore 560034", pincode: PINCODES.serviceable });
    expect((await journal(app, "/insight/geocode"))[0]!.query).toEqual({ address: "12, 5th Main", pincode: PINCODES.serviceable });

    expect(await geocode({ address: "Sunshine Colony", pincode: "799999" })).toEqual({ status: 404, data: { data: null } });
  });

  it("checkBranchWalkinEligibility answers eligible or not; an unknown branch is an UpstreamError", async () => {
    const body = { leadId: SEEDED_LEAD_ID, cityId: 1, branchId: "BLR-KRM-01", loanAmount: 300_000, pincode: PINCODES.serviceable };
    expect((await checkBranchWalkinEligibility(body)).data.data).toEqual({ eligible: true });
    expect((await journal(app, "/loan/checkBranchWalkinEligibility"))[0]).toMatchObject({ method: "POST", body });
    expect((await checkBranchWalkinEligibility({ ...body, loanAmount: 3_000_000 })).data.data).toEqual({
      eligible: false,
      message: "For loans above ₹25 lakh our team will visit you at home to check your gold.",
    });

    await expect(checkBranchWalkinEligibility({ ...body, branchId: "NOPE" })).rejects.toMatchObject({
      kind: "http",
      status: 404,
      responseMessage: "Unknown branch",
    });
  });
});

describe("visit clients", () => {
  it("createSalesVisit posts the visit to the configured URL", async () => {
    const { data } = await createSalesVisit(SALES_VISIT);
    expect(data).toMatchObject({ code: 200, data: { id: expect.stringMatching(/^SV-/) } });
    const [call] = await journal(app, "/salesvisit/create");
    expect(call).toMatchObject({ method: "POST", body: SALES_VISIT, query: {} });
  });

  it("createSalesVisit maps a 500 to an UpstreamError with the server's message", async () => {
    await fault(app, { path: "/salesvisit/create", status: 500, body: { code: 500, message: "Sales visit failed" } });
    await expect(createSalesVisit(SALES_VISIT)).rejects.toMatchObject({ kind: "http", status: 500, responseMessage: "Sales visit failed" });
  });

  it("createSalesVisit answers a 409 with the server's message while the lead holds a booked visit", async () => {
    await createSalesVisit(SALES_VISIT);
    const refused = await createSalesVisit({ ...SALES_VISIT, schedule: "2026-12-28 10:00-11:00" });
    expect(refused).toEqual({
      status: 409,
      data: { code: 409, message: "You already have a visit booked with us. Please change its time or cancel it first." },
    });
  });

  it("rescheduleSalesVisit and cancelSalesVisit post to their configured URLs; a cancelled visit is a 409 answer", async () => {
    const id = (await createSalesVisit(SALES_VISIT)).data.data!.id;
    const move = {
      id,
      lead: SALES_VISIT.lead,
      type: SALES_VISIT.type,
      schedule: "2026-12-28 15:00-16:00",
      requestedtime: SALES_VISIT.requestedtime,
    };

    expect(await rescheduleSalesVisit(move)).toEqual({
      status: 200,
      data: { code: 200, message: "Sales visit rescheduled", data: { id, schedule: move.schedule } },
    });
    expect((await journal(app, "/salesvisit/reschedule-loan"))[0]).toMatchObject({ method: "POST", body: move, query: {} });

    const cancel = { id, lead: SALES_VISIT.lead, reason: "Plans changed" };
    expect(await cancelSalesVisit(cancel)).toEqual({
      status: 200,
      data: { code: 200, message: "Sales visit cancelled", data: { id, status: "CANCELLED" } },
    });
    expect((await journal(app, "/salesvisit/cancelslots"))[0]).toMatchObject({ method: "POST", body: cancel });

    expect(await cancelSalesVisit(cancel)).toEqual({ status: 409, data: { code: 409, message: "This visit has been cancelled." } });
    expect((await rescheduleSalesVisit(move)).status).toBe(409);
  });

  it("rescheduleSalesVisit and cancelSalesVisit: an unknown visit (404) is an UpstreamError with the server's message", async () => {
    const notFound = { kind: "http", status: 404, responseMessage: "We could not find this visit." };
    await expect(
      rescheduleSalesVisit({
        id: "SV-NOPE0000",
        lead: SALES_VISIT.lead,
        type: "BRANCH",
        schedule: "2026-12-28 15:00-16:00",
        requestedtime: 1,
      }),
    ).rejects.toMatchObject(notFound);
    await expect(cancelSalesVisit({ id: "SV-NOPE0000", lead: SALES_VISIT.lead, reason: "Plans changed" })).rejects.toMatchObject(notFound);
  });

  it("updateLegacyLead posts to the configured URL; an unknown lead is an UpstreamError", async () => {
    expect((await updateLegacyLead(LEGACY_UPDATE)).data).toEqual({ code: 200, message: "Lead updated" });
    expect((await journal(app, "/legacy/lead/update"))[0]).toMatchObject({ method: "POST", body: LEGACY_UPDATE });

    await expect(updateLegacyLead({ ...LEGACY_UPDATE, leadId: ownedForTest("no-such-lead") })).rejects.toMatchObject({
      kind: "http",
      status: 404,
      responseMessage: "Lead not found",
    });
  });
});

describe("referral and voucher clients", () => {
  it("validateReferralCode sends the Bearer token and reads data.valid", async () => {
    expect((await validateReferralCode(await allowedCheck("referral"), "GOLD100")).data.data).toEqual({
      valid: true,
      message: "Referral code applied",
    });
    expect((await validateReferralCode(await allowedCheck("referral"), "NOPE")).data.data).toMatchObject({ valid: false });
    const [call] = await journal(app, "/referral/validatereferralcode");
    expect(call).toMatchObject({ method: "GET", query: { referralCode: "GOLD100" } });
    expect(call!.headers.authorization).toBe(BEARER);
    expect(call!.headers.accept).toBe("application/json");
  });

  it("validateReferralCode maps a refused token (401) to an UpstreamError", async () => {
    await fault(app, { path: "/referral/validatereferralcode", status: 401, body: { code: 401, message: "Invalid referral token" } });
    await expect(validateReferralCode(await allowedCheck("referral"), "GOLD100")).rejects.toMatchObject({
      kind: "http",
      status: 401,
      responseMessage: "Invalid referral token",
    });
    // 401 is not retried.
    expect(await journal(app, "/referral/validatereferralcode")).toHaveLength(1);
  });

  it("validateReferee puts the phone in the path, encoded, with the token", async () => {
    expect((await validateReferee(PHONE)).data.data).toEqual({ valid: true });
    expect((await validateReferee(EXISTING_CUSTOMER)).data.data).toEqual({
      valid: false,
      message: "This number is already registered with us",
    });
    const [call] = await journal(app, `/referral/validate/${encodeURIComponent(PHONE)}`);
    expect(call!.method).toBe("GET");
    expect(call!.headers.authorization).toBe(BEARER);

    await expect(validateReferee("12345")).rejects.toMatchObject({ kind: "http", status: 400 });
  });

  it("addMwebReferral posts the referee and code with the token; an unknown code is an UpstreamError", async () => {
    const body = { refereePhone: PHONE, referralCode: "KANAK50" };
    expect((await addMwebReferral(body)).data).toEqual({ code: 200, message: "Referral added" });
    const [call] = await journal(app, "/referral/add-mweb-referral");
    expect(call).toMatchObject({ method: "POST", body });
    expect(call!.headers.authorization).toBe(BEARER);

    await expect(addMwebReferral({ ...body, referralCode: "NOPE" })).rejects.toMatchObject({
      kind: "http",
      status: 400,
      responseMessage: "This referral code is not valid",
    });
  });

  it("validateGpayVoucher reads the voucher's amount, without the referral token", async () => {
    expect((await validateGpayVoucher(await allowedCheck("voucher"), { voucherCode: "GPAY1000", phone: PHONE })).data.data).toEqual({
      valid: true,
      message: "Voucher applied",
      amount: 1000,
    });
    expect((await validateGpayVoucher(await allowedCheck("voucher"), { voucherCode: "NOPE", phone: PHONE })).data.data).toMatchObject({
      valid: false,
    });
    const [call] = await journal(app, "/gpay-voucher-code/validate");
    expect(call).toMatchObject({ method: "GET", query: { voucherCode: "GPAY1000", phone: PHONE } });
    expect(call!.headers.authorization).toBeUndefined();
  });
});

describe("customer clients", () => {
  it("checkExistingUser asks with the phone in the query", async () => {
    expect(await checkExistingUser(EXISTING_CUSTOMER)).toEqual({ status: 200, data: { data: { existing: true } } });
    expect((await checkExistingUser(PHONE)).data.data).toEqual({ existing: false });
    expect((await journal(app, "/cis/existing-user"))[0]).toMatchObject({ method: "GET", query: { phone: EXISTING_CUSTOMER } });
  });

  it("createCustomer posts the customer; an existing customer (409) is an UpstreamError", async () => {
    const body = { phone: PHONE, leadId: SEEDED_LEAD_ID, cityId: 1, source: "Website" };
    expect((await createCustomer(body)).data).toMatchObject({ code: 200, data: { customerId: expect.stringMatching(/^CUS-/) } });
    expect((await journal(app, "/cis/create-customer"))[0]).toMatchObject({ method: "POST", body });
    expect((await checkExistingUser(PHONE)).data.data).toEqual({ existing: true });

    await expect(createCustomer({ ...body, phone: EXISTING_CUSTOMER })).rejects.toMatchObject({
      kind: "http",
      status: 409,
      responseMessage: "Customer already exists",
    });
  });
});

describe("content clients: city infos and contents", () => {
  it("getCityInfos filters by city id, or lists every city with pagination[limit]=-1, in the locale asked", async () => {
    const one = await getCityInfos(1, "en");
    expect(one.data.data).toHaveLength(1);
    expect(one.data.data[0]).toMatchObject({ city_id: 1, branchCount: 4 });
    const all = await getCityInfos(undefined, "ta");
    expect(all.data.data.length).toBeGreaterThan(80);
    const calls = await journal(app, "/api/v1/strapi/city-infos");
    expect(calls.map((c) => [c.method, c.query])).toEqual([
      ["GET", { "filters[city_id][$eq]": "1", locale: "en" }],
      ["GET", { "pagination[limit]": "-1", locale: "ta" }],
    ]);
  });

  it("getContents reads the entries of a type with populate=city; an unknown type is empty", async () => {
    const { data } = await getContents("chola-unserviceable-pincodes");
    expect(data.data.flatMap((entry) => entry.values)).toEqual(expect.arrayContaining(["560100", "500081", "560066", "400070"]));
    expect((await journal(app, "/api/v1/strapi/contents"))[0]!.query).toEqual({
      "filters[type][$eq]": "chola-unserviceable-pincodes",
      populate: "city",
    });
    expect((await getContents("no-such-type")).data.data).toEqual([]);
  });

  it("maps an answer that breaks the contract to a contract UpstreamError", async () => {
    await fault(app, { path: "/api/v1/strapi/city-infos", status: 200, body: { data: [{ city_id: "one" }] } });
    await expect(getCityInfos(1, "en")).rejects.toMatchObject({
      kind: "contract",
      message: "We could not read the server's answer. Please try again.",
    });
  });
});

describe("events client", () => {
  it("sendEvent posts the event", async () => {
    const body = {
      eventName: "pincode_checked",
      eventData: { pincode: PINCODES.serviceable, category: "DIGITAL-JOURNEY" },
      destination: "clickstream_sendevent_datawarehouse" as const,
    };
    expect((await sendEvent(body)).data).toEqual({ code: 200, message: "Event accepted" });
    expect((await journal(app, "/api/v1/eventService/sendEvent"))[0]).toMatchObject({ method: "POST", body });
  });

  it("sendEvent maps a 503 to an UpstreamError and is not retried", async () => {
    await fault(app, { path: "/api/v1/eventService/sendEvent", status: 503, body: { code: 503, message: "Events are down" } });
    const body = { eventName: "x", eventData: {}, destination: "clickstream_sendevent_datawarehouse" as const };
    await expect(sendEvent(body)).rejects.toMatchObject({ kind: "http", status: 503, responseMessage: "Events are down" });
    expect(await journal(app, "/api/v1/eventService/sendEvent")).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------
// Retries and failure mapping, for every client function

type ClientCase = { name: string; path: string; method: "GET" | "POST"; call: () => Promise<unknown> };

const CASES: ClientCase[] = [
  { name: "getGoldRate", path: "/pricing/getgoldrate", method: "GET", call: () => getGoldRate("goldPrice-21112026") },
  { name: "getScheme", path: "/scheme", method: "GET", call: () => getScheme({ schemeId: "FED-JMP-1188" }) },
  { name: "getMasterSchemes", path: "/pricing/masterschemes", method: "GET", call: () => getMasterSchemes({ cityId: 1, amount: 100_000 }) },
  { name: "getLendingBranches", path: "/lender/mds/lendingBranches", method: "GET", call: () => getLendingBranches(1) },
  {
    name: "getPincodeServiceability",
    path: "/insight/pincode-serviceability",
    method: "GET",
    call: () => getPincodeServiceability({ pincode: PINCODES.serviceable }),
  },
  {
    name: "getBranchDistancesV3",
    path: "/v3/insight/branches/distance",
    method: "GET",
    call: () => getBranchDistancesV3({ pincode: PINCODES.serviceable }),
  },
  { name: "getWorkingDays", path: "/insight/workingDays", method: "GET", call: () => getWorkingDays({ cityId: 1 }) },
  {
    name: "viewSlots",
    path: "/insight/view-slots",
    method: "GET",
    call: () => viewSlots({ cityId: 1, date: "2026-12-01", type: "BRANCH" }),
  },
  {
    name: "viewSlotsV1",
    path: "/insight/v1/view-slots",
    method: "POST",
    call: () => viewSlotsV1({ cityId: 1, date: "2026-12-01", type: "DOORSTEP" }),
  },
  {
    name: "geocode",
    path: "/insight/geocode",
    method: "GET",
    call: () => geocode({ address: "12, 5th Main", pincode: PINCODES.serviceable }),
  },
  {
    name: "checkBranchWalkinEligibility",
    path: "/loan/checkBranchWalkinEligibility",
    method: "POST",
    call: () => checkBranchWalkinEligibility({ leadId: SEEDED_LEAD_ID, cityId: 1, branchId: "BLR-KRM-01", loanAmount: 1000 }),
  },
  { name: "createSalesVisit", path: "/salesvisit/create", method: "POST", call: () => createSalesVisit(SALES_VISIT) },
  {
    name: "rescheduleSalesVisit",
    path: "/salesvisit/reschedule-loan",
    method: "POST",
    call: () =>
      rescheduleSalesVisit({
        id: "SV-1A2B3C4D",
        lead: SEEDED_LEAD_ID,
        type: "BRANCH",
        schedule: "2026-12-28 15:00-16:00",
        requestedtime: 1,
      }),
  },
  {
    name: "cancelSalesVisit",
    path: "/salesvisit/cancelslots",
    method: "POST",
    call: () => cancelSalesVisit({ id: "SV-1A2B3C4D", lead: SEEDED_LEAD_ID, reason: "Plans changed" }),
  },
  { name: "updateLegacyLead", path: "/legacy/lead/update", method: "POST", call: () => updateLegacyLead(LEGACY_UPDATE) },
  {
    name: "validateReferralCode",
    path: "/referral/validatereferralcode",
    method: "GET",
    call: async () => validateReferralCode(await allowedCheck("referral"), "GOLD100"),
  },
  { name: "validateReferee", path: `/referral/validate/${encodeURIComponent(PHONE)}`, method: "GET", call: () => validateReferee(PHONE) },
  {
    name: "addMwebReferral",
    path: "/referral/add-mweb-referral",
    method: "POST",
    call: () => addMwebReferral({ refereePhone: PHONE, referralCode: "GOLD100" }),
  },
  {
    name: "validateGpayVoucher",
    path: "/gpay-voucher-code/validate",
    method: "GET",
    call: async () => validateGpayVoucher(await allowedCheck("voucher"), { voucherCode: "GPAY500", phone: PHONE }),
  },
  { name: "checkExistingUser", path: "/cis/existing-user", method: "GET", call: () => checkExistingUser(PHONE) },
  {
    name: "createCustomer",
    path: "/cis/create-customer",
    method: "POST",
    call: () => createCustomer({ phone: PHONE, leadId: SEEDED_LEAD_ID, source: "Website" }),
  },
  { name: "getCityInfos", path: "/api/v1/strapi/city-infos", method: "GET", call: () => getCityInfos(1, "en") },
  { name: "getContents", path: "/api/v1/strapi/contents", method: "GET", call: () => getContents("faq") },
  {
    name: "sendEvent",
    path: "/api/v1/eventService/sendEvent",
    method: "POST",
    call: () => sendEvent({ eventName: "x", eventData: {}, destination: "clickstream_sendevent_datawarehouse" }),
  },
];

describe("every client function", () => {
  it.each(CASES)(
    "$name: a 503 is an UpstreamError with the server's message ($method sent once, GET retried once)",
    async ({ path, method, call }) => {
      await fault(app, { path, status: 503, body: { code: 503, message: "Down for maintenance" } });

      const error = await call().catch((e: unknown) => e);

      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toMatchObject({
        kind: "http",
        status: 503,
        responseMessage: "Down for maintenance",
        message: "The server answered 503. Please try again.",
      });
      expect((error as UpstreamError).url.endsWith(path)).toBe(true);
      const calls = await journal(app, path);
      expect(calls.map((c) => c.method)).toEqual(method === "GET" ? ["GET", "GET"] : ["POST"]);
    },
  );

  it.each(CASES.filter((c) => c.method === "GET"))("$name: recovers from one 503 through the GET retry", async ({ path, call }) => {
    await fault(app, { path, status: 503, times: 1 });

    await expect(call()).resolves.toMatchObject({ status: 200 });

    expect(await journal(app, path)).toHaveLength(2);
  });

  it.each(CASES)("$name: a dropped connection is a network UpstreamError", async ({ path, call }) => {
    await fault(app, { path, reset: true });

    await expect(call()).rejects.toMatchObject({
      kind: "network",
      message: "We could not reach our server. Please check your connection and try again.",
    });
  });
});
