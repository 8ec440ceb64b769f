/**
 * Insight, lender and loan paths (requirements §7 "Pricing and branches"): branches, pincode
 * serviceability, branch distance, working days, visit slots, geocoding and the branch
 * walk-in check.
 */
import * as z from "zod";
import { visitSlots, workingDays } from "../calendar";
import { drivingMinutes, formatDistance, formatDuration, haversineKm, offsetPoint, type Point } from "../geo";
import { HttpError, json, parseWith, type RouteTable, type SimResponse } from "../router";
import { branchCentre, branchesIn, findBranch, SEEDED_BRANCHES } from "../seed/branches";
import { cityIdByName, SEEDED_CITY_NAMES } from "../seed/cities";
import { HOLIDAY_DATES } from "../seed/holidays";
import { findPincode } from "../seed/pincodes";
import type { SimContext } from "../state";
import {
  BranchDistanceQuerySchema,
  GeocodeQuerySchema,
  LendingBranchesQuerySchema,
  PincodeSchema,
  ServiceabilityQuerySchema,
  ViewSlotsQuerySchema,
  ViewSlotsRequestSchema,
  WalkinEligibilityRequestSchema,
  WorkingDaysQuerySchema,
  type Branch,
  type BranchDistance,
  type Geocode,
  type VisitType,
} from "~/upstream/schemas/insight";

export const DEFAULT_DISTANCE_LIMIT = 5;
export const DEFAULT_WORKING_DAYS = 7;
/** Above this loan amount (₹25 lakh) the gold is checked at home, not at a branch. */
export const WALKIN_MAX_LOAN_AMOUNT = 2_500_000;
export const WALKIN_TOO_LARGE_MESSAGE = "For loans above ₹25 lakh our team will visit you at home to check your gold.";
export const UNKNOWN_BRANCH = { code: 404, message: "Unknown branch" } as const;

/** Branches nearest first from a point, with the distance and driving time as display text. */
export function nearestBranches(origin: Point, branches: readonly Branch[], limit: number): BranchDistance[] {
  return branches
    .map((branch) => ({ branch, km: haversineKm(origin, branch) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, limit)
    .map(({ branch, km }) => ({ branch, distance: formatDistance(km), duration: formatDuration(drivingMinutes(km)) }));
}

/** Where distances are measured from: the pincode's centre, else the point, else the city's branch centre. */
export function distanceOrigin(query: { pincode?: string; lat?: number; lng?: number; cityId?: number }): Point | null {
  const seeded = query.pincode === undefined ? undefined : findPincode(query.pincode);
  if (seeded) return { lat: seeded.lat, lng: seeded.lng };
  if (query.lat !== undefined && query.lng !== undefined) return { lat: query.lat, lng: query.lng };
  return query.cityId === undefined ? null : branchCentre(query.cityId);
}

const CITY_ALIASES: Readonly<Record<string, string>> = {
  Bengaluru: "Bangalore",
  Bombay: "Mumbai",
  Madras: "Chennai",
  Cochin: "Kochi",
  Ernakulam: "Kochi",
  "New Delhi": "Delhi",
  Gurugram: "Gurgaon",
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The seeded city (or a common other name of it) an address mentions, longest name first; null for none. */
export function cityMentioned(address: string): { id: number; name: string } | null {
  const names: [string, string][] = [
    ...SEEDED_CITY_NAMES.map((name): [string, string] => [name, name]),
    ...Object.entries(CITY_ALIASES),
  ].sort((a, b) => b[0].length - a[0].length);
  for (const [mention, name] of names) {
    if (new RegExp(`\\b${escapeRegExp(mention)}\\b`, "i").test(address)) {
      return { id: cityIdByName(name), name };
    }
  }
  return null;
}

/** Geocodes an address: a seeded pincode (with a small offset from the address), else a named city's branch centre. */
export function geocodeAddress(address: string, pincode: string | undefined): Geocode | null {
  const seeded = pincode === undefined ? undefined : findPincode(pincode);
  if (seeded) {
    return {
      ...offsetPoint(seeded, address),
      formattedAddress: `${address}, ${seeded.area}, ${seeded.city} ${seeded.pincode}`,
      pincode: seeded.pincode,
    };
  }
  const city = cityMentioned(address);
  const centre = city && branchCentre(city.id);
  return centre ? { ...centre, formattedAddress: address, pincode: pincode ?? null } : null;
}

function slotsAnswer(ctx: SimContext, input: { date: string; type: VisitType }): SimResponse {
  return json(200, { data: { date: input.date, slots: visitSlots({ ...input, nowMs: ctx.now(), holidays: HOLIDAY_DATES }) } });
}

function branchDistances(req: { query: Record<string, string> }): SimResponse {
  const query = parseWith(BranchDistanceQuerySchema, req.query);
  const origin = distanceOrigin(query);
  if (!origin) return json(200, { data: [] });
  const branches = query.cityId === undefined ? SEEDED_BRANCHES : branchesIn(query.cityId);
  return json(200, { data: nearestBranches(origin, branches, query.limit ?? DEFAULT_DISTANCE_LIMIT) });
}

export const insightRoutes: RouteTable<SimContext> = [
  {
    method: "GET",
    path: "/lender/mds/lendingBranches",
    handler: (req) => json(200, { data: branchesIn(parseWith(LendingBranchesQuerySchema, req.query).cityId) }),
  },
  {
    method: "GET",
    path: "/insight/pincode-serviceability",
    handler: (req) => {
      const { pincode } = parseWith(ServiceabilityQuerySchema, req.query);
      parseWith(z.object({ pincode: PincodeSchema }), { pincode });
      const seeded = findPincode(pincode);
      const doorstep = seeded?.doorstep ?? false;
      const branch = seeded?.branch ?? false;
      return json(200, {
        data: {
          pincode,
          serviceable: doorstep || branch,
          doorstep,
          branch,
          cityId: seeded?.cityId ?? null,
          city: seeded?.city ?? null,
          area: seeded?.area ?? null,
        },
      });
    },
  },
  { method: "GET", path: "/insight/branches/distance", handler: branchDistances },
  { method: "GET", path: "/v3/insight/branches/distance", handler: branchDistances },
  {
    method: "GET",
    path: "/insight/workingDays",
    handler: (req, ctx) => {
      const { days } = parseWith(WorkingDaysQuerySchema, req.query);
      return json(200, { data: { workingDays: workingDays(ctx.now(), days ?? DEFAULT_WORKING_DAYS, HOLIDAY_DATES) } });
    },
  },
  {
    method: "GET",
    path: "/insight/view-slots",
    handler: (req, ctx) => slotsAnswer(ctx, parseWith(ViewSlotsQuerySchema, req.query)),
  },
  {
    method: "POST",
    path: "/insight/v1/view-slots",
    handler: (req, ctx) => slotsAnswer(ctx, parseWith(ViewSlotsRequestSchema, req.body)),
  },
  {
    method: "GET",
    path: "/insight/geocode",
    handler: (req) => {
      const { address, pincode } = parseWith(GeocodeQuerySchema, req.query);
      const found = geocodeAddress(address.trim(), pincode);
      return found ? json(200, { data: found }) : json(404, { data: null, message: "Address not found" });
    },
  },
  {
    method: "POST",
    path: "/loan/checkBranchWalkinEligibility",
    handler: (req) => {
      const input = parseWith(WalkinEligibilityRequestSchema, req.body);
      if (!findBranch(input.branchId)) throw new HttpError(404, UNKNOWN_BRANCH);
      if (input.loanAmount > WALKIN_MAX_LOAN_AMOUNT) return json(200, { data: { eligible: false, message: WALKIN_TOO_LARGE_MESSAGE } });
      return json(200, { data: { eligible: true } });
    },
  },
];
