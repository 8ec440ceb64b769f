/**
 * Flagsmith's flag API, the subset flagsmith-nodejs 8 calls (requirements §7 "Feature flags"), under
 * /flagsmith/api/v1 (the app's default FLAGSMITH_API_URL):
 *
 * - GET  flags/                    the environment's flags
 * - POST identities/               {identifier, traits[, transient]}: an identity's flags (what the SDK calls)
 * - GET  identities/?identifier=   the same, as Flagsmith's REST API also offers it
 * - POST analytics/flags/          {featureName: count}: evaluation counts (every 10 s)
 *
 * Every call needs `X-Environment-Key: FLAGSMITH_ENVIRONMENT_ID (../credentials.ts)`, else 401.
 *
 * Seeded flags (SEEDED_FLAGS) equal the app's defaults. Identity overrides change them for
 * one identity, chosen by the identifier's prefix (IDENTITY_OVERRIDES): a test sets the
 * `flagsmithIdentity` cookie to e.g. `noexit-<anything>`. Any other answer (an empty list, a
 * value) is a fault injection with a body: POST /__sim/faults {path: "/flagsmith/api/v1/flags", status: 200, body: [...]}.
 */
import * as z from "zod";
import { HttpError, json, parseWith, type RouteTable, type SimRequest } from "../router";
import type { SimContext } from "../state";
import { FLAGSMITH_ENVIRONMENT_ID } from "../credentials";

export const FLAGSMITH_BASE = "/flagsmith/api/v1";

export const INVALID_ENVIRONMENT_KEY = { detail: "Invalid or missing X-Environment-Key header." } as const;

type FlagValue = string | number | boolean | null;

export interface SeededFlag {
  id: number;
  name: string;
  description: string;
  enabled: boolean;
  value: FlagValue;
}

/** The environment's flags: the app's DEFAULT_OTHER_DATA (so the pages look the same with or without Flagsmith). */
export const SEEDED_FLAGS: readonly SeededFlag[] = [
  { id: 1, name: "showExitIntentonPage", description: "Exit-intent popup on /lp/basic-details", enabled: true, value: null },
  { id: 2, name: "alertSeekActive", description: "The alert-seek prompt on journey steps", enabled: true, value: null },
  { id: 3, name: "alertTimeout", description: "Milliseconds before the alert-seek prompt appears", enabled: true, value: 8000 },
  {
    id: 4,
    name: "alertDissmissedTimeout",
    description: "Milliseconds before a dismissed alert-seek prompt comes back",
    enabled: true,
    value: 60000,
  },
  { id: 5, name: "webflowActive", description: "Not read by any page yet", enabled: false, value: null },
];

type Override = Partial<Record<string, { enabled?: boolean; value?: FlagValue }>>;

/** Identity overrides by identifier prefix (the first matching prefix applies). */
export const IDENTITY_OVERRIDES: readonly { prefix: string; flags: Override }[] = [
  { prefix: "noexit-", flags: { showExitIntentonPage: { enabled: false } } },
  { prefix: "noalert-", flags: { alertSeekActive: { enabled: false } } },
  { prefix: "quickalert-", flags: { alertTimeout: { value: 1000 }, alertDissmissedTimeout: { value: 5000 } } },
];

const CREATED = "2026-01-01T00:00:00.000000Z";

function flagsFor(identifier: string | null) {
  const override = identifier === null ? undefined : IDENTITY_OVERRIDES.find((o) => identifier.startsWith(o.prefix))?.flags;
  return SEEDED_FLAGS.map((flag) => {
    const changed = override?.[flag.name];
    return {
      id: flag.id,
      feature: {
        id: flag.id,
        name: flag.name,
        created_date: CREATED,
        description: flag.description,
        initial_value: flag.value,
        default_enabled: flag.enabled,
        type: "STANDARD",
      },
      feature_state_value: changed && "value" in changed ? (changed.value ?? null) : flag.value,
      environment: 1,
      identity: changed ? 1 : null,
      feature_segment: null,
      enabled: changed?.enabled ?? flag.enabled,
    };
  });
}

function requireEnvironmentKey(req: SimRequest): void {
  if (req.headers["x-environment-key"] !== FLAGSMITH_ENVIRONMENT_ID) throw new HttpError(401, INVALID_ENVIRONMENT_KEY);
}

const TraitValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const IdentifierSchema = z.string().trim().min(1).max(2000);

const IdentityRequestSchema = z.object({
  identifier: IdentifierSchema,
  traits: z
    .array(z.object({ trait_key: z.string().min(1), trait_value: TraitValueSchema, transient: z.boolean().optional() }))
    .optional()
    .default([]),
  transient: z.boolean().optional(),
});

const IdentityQuerySchema = z.object({ identifier: IdentifierSchema });

const AnalyticsRequestSchema = z.record(z.string().min(1), z.number().int().nonnegative());

function identityAnswer(ctx: SimContext, identifier: string, traits: z.output<typeof IdentityRequestSchema>["traits"], transient: boolean) {
  const known = ctx.state.flagIdentities.get(identifier) ?? { identifier, traits: new Map() };
  const stored = new Map(known.traits);
  for (const trait of traits) {
    if (trait.transient) continue;
    if (trait.trait_value === null) stored.delete(trait.trait_key);
    else stored.set(trait.trait_key, trait.trait_value);
  }
  if (!transient) ctx.state.flagIdentities.set(identifier, { identifier, traits: stored });
  return {
    identifier,
    flags: flagsFor(identifier),
    traits: [...stored].map(([trait_key, trait_value]) => ({ trait_key, trait_value })),
  };
}

export const flagRoutes: RouteTable<SimContext> = [
  {
    method: "GET",
    path: `${FLAGSMITH_BASE}/flags`,
    handler: (req) => {
      requireEnvironmentKey(req);
      return json(200, flagsFor(null));
    },
  },
  {
    method: "POST",
    path: `${FLAGSMITH_BASE}/identities`,
    handler: (req, ctx) => {
      requireEnvironmentKey(req);
      const body = parseWith(IdentityRequestSchema, req.body);
      return json(200, identityAnswer(ctx, body.identifier, body.traits, body.transient ?? false));
    },
  },
  {
    method: "GET",
    path: `${FLAGSMITH_BASE}/identities`,
    handler: (req, ctx) => {
      requireEnvironmentKey(req);
      const { identifier } = parseWith(IdentityQuerySchema, req.query);
      return json(200, identityAnswer(ctx, identifier, [], false));
    },
  },
  {
    method: "POST",
    path: `${FLAGSMITH_BASE}/analytics/flags`,
    handler: (req, ctx) => {
      requireEnvironmentKey(req);
      const counts = parseWith(AnalyticsRequestSchema, req.body);
      for (const [name, count] of Object.entries(counts)) {
        ctx.state.flagEvaluations.set(name, (ctx.state.flagEvaluations.get(name) ?? 0) + count);
      }
      return json(200, {});
    },
  },
];
