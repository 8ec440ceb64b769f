/**
 * Pricing (requirements §7 "Pricing and branches"): the dated gold rate and the loan schemes of a
 * city, computed for an amount at today's 22K rate.
 */
import { HttpError, json, parseWith, type RouteTable } from "../router";
import { seededCity } from "../seed/cities";
import { goldRateForKey, goldRatesToday } from "../seed/gold-rates";
import { computeScheme, DEFAULT_SCHEME_AMOUNT, findSchemeTemplate, isOfferedIn, SEEDED_SCHEMES } from "../seed/schemes";
import type { SimContext } from "../state";
import {
  GoldRateQuerySchema,
  MasterSchemesQuerySchema,
  SchemeQuerySchema,
  SchemesQuerySchema,
  type Scheme,
} from "~/upstream/schemas/pricing";

export const UNKNOWN_CITY = { code: 404, message: "Unknown city" } as const;

function requireCity(cityId: number): void {
  if (!seededCity(cityId)) throw new HttpError(404, UNKNOWN_CITY);
}

/** The schemes offered in a city (and, for the master list, open to the amount), computed for the amount. */
function citySchemes(ctx: SimContext, cityId: number, amount: number, options: { minAmountAtMost?: number } = {}): Scheme[] {
  const { rate22k } = goldRatesToday(ctx.now());
  return SEEDED_SCHEMES.filter(
    (template) => isOfferedIn(template, cityId) && (options.minAmountAtMost === undefined || template.minAmount <= options.minAmountAtMost),
  ).map((template) => computeScheme(template, amount, rate22k));
}

export const pricingRoutes: RouteTable<SimContext> = [
  {
    method: "GET",
    path: "/pricing/getgoldrate",
    handler: (req) => {
      const { key } = parseWith(GoldRateQuerySchema, req.query);
      const rate = goldRateForKey(key);
      return rate ? json(200, { data: rate }) : json(404, { data: null, message: "No gold rate for this date" });
    },
  },
  {
    method: "GET",
    path: "/pricing/masterschemes",
    handler: (req, ctx) => {
      const { cityId, amount } = parseWith(MasterSchemesQuerySchema, req.query);
      requireCity(cityId);
      return json(200, { data: { cityId, amount, schemes: citySchemes(ctx, cityId, amount, { minAmountAtMost: amount }) } });
    },
  },
  {
    method: "GET",
    path: "/pricing/v1/schemes",
    handler: (req, ctx) => {
      const { cityId, amount } = parseWith(SchemesQuerySchema, req.query);
      requireCity(cityId);
      return json(200, { data: citySchemes(ctx, cityId, amount ?? DEFAULT_SCHEME_AMOUNT) });
    },
  },
  {
    method: "GET",
    path: "/scheme",
    handler: (req, ctx) => {
      const { schemeId, amount } = parseWith(SchemeQuerySchema, req.query);
      const template = findSchemeTemplate(schemeId);
      if (!template) return json(404, { data: null });
      return json(200, { data: computeScheme(template, amount ?? DEFAULT_SCHEME_AMOUNT, goldRatesToday(ctx.now()).rate22k) });
    },
  },
];
