/**
 * Configuration (requirements §A6), validated once with zod. `loadEnv` throws an
 * EnvError whose message is one line naming the variable; server/start.ts prints it
 * and exits before anything listens.
 */
import * as z from "zod";
import { EXAMPLE_SUPPORT_LINE, supportLine } from "~/platform/support-line";

export const DEV_SESSION_SECRET = "dev-only-session-secret-do-not-use-in-production";
/** The referral token the simulator accepts; a real BFF needs REFERRAL_STATIC_TOKEN. */
export const SIMULATOR_REFERRAL_TOKEN = "sim-referral-static-token";
/** The Flagsmith environment id and PostHog project keys the simulator accepts. */
export const SIMULATOR_FLAGSMITH_ENVIRONMENT_ID = "sim-flagsmith-environment";
export const SIMULATOR_POSTHOG_API_KEY = "phc_sim_main";
export const SIMULATOR_POSTHOG_PERSONAL_LOANS_API_KEY = "phc_sim_personal_loans";

const emptyIsAbsent = (v: unknown) => (v === "" ? undefined : v);
const optionalUrl = z.preprocess(
  emptyIsAbsent,
  z
    .url({ protocol: /^https?$/ })
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
);
const optionalText = z.preprocess(emptyIsAbsent, z.string().optional());

/**
 * The business's own facts that the Key Facts Statement names (docs/decisions/044): the site's
 * registered name, address and CIN as a lending service provider, its grievance officer, and per
 * lender the nodal officer and the contingent charges (penal, foreclosure, auction), which the
 * scheme data does not carry. Each default is an example that says so, never a figure that could
 * pass for a real one; a statement shows a value that is still its default marked as an example.
 */
export const EXAMPLE_LSP = {
  name: "Example Lending Services Private Limited",
  address: "1 Example Street, Example Town 000000",
  cin: "U00000XX0000PTC000000",
} as const;
export const EXAMPLE_GRIEVANCE_OFFICER = {
  name: "Example Grievance Officer",
  phone: "1800 000 0000",
  email: "grievance.officer@example.com",
} as const;

const PersonSchema = z.object({ name: z.string().min(1), phone: z.string().min(1), email: z.string().min(1) });
export type ContactPerson = z.infer<typeof PersonSchema>;

/** What a lender charges beyond interest and fees, and whom a borrower writes to at the lender. */
const LenderTermsSchema = z.object({
  nodalOfficer: PersonSchema,
  /** Annual percent on the amount overdue, for the days it is overdue. */
  penalChargePercent: z.number().min(0).max(36),
  /** Percent of the amount repaid before the end of the tenure (0: none). */
  foreclosureChargePercent: z.number().min(0).max(10),
  /** Days of notice before pledged gold is auctioned. */
  auctionNoticeDays: z.number().int().min(1).max(365),
  /** The most the auction's costs may take from its proceeds, rupees. */
  auctionChargesRupees: z.number().int().min(0),
});
export type LenderTerms = z.infer<typeof LenderTermsSchema>;

/** Any lender not named in LENDER_TERMS: example values, each marked as one where shown. */
export const EXAMPLE_LENDER_TERMS: LenderTerms = {
  nodalOfficer: { name: "Example Nodal Officer", phone: "1800 000 0000", email: "nodal.officer@example.com" },
  penalChargePercent: 2,
  foreclosureChargePercent: 0,
  auctionNoticeDays: 14,
  auctionChargesRupees: 1000,
};

/** LENDER_TERMS: JSON, the lender's name as the schemes give it -> its complete terms. */
const LenderTermsSettingSchema = z.preprocess(
  emptyIsAbsent,
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "is not JSON" });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().min(1), LenderTermsSchema))
    .optional(),
);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    UPSTREAM_BASE_URL: z.url({ protocol: /^https?$/ }),
    LEAD_SERVICE_URL: optionalUrl,
    PRICING_URL: optionalUrl,
    INSIGHT_URL: optionalUrl,
    CONTENT_URL: optionalUrl,
    AUTH_URL: optionalUrl,
    CARD_URL: optionalUrl,
    EVENTS_URL: optionalUrl,
    SALES_VISIT_URL: optionalUrl,
    RESCHEDULE_LOAN_URL: optionalUrl,
    CANCEL_SLOTS_URL: optionalUrl,
    LEGACY_LEAD_UPDATE_URL: optionalUrl,
    SESSION_SECRET: optionalText,
    COMPANY_HOME_URL: z.string().min(1).default("/"),
    ERROR_POPUP_IGNORED_URL: optionalText,
    REFERRAL_STATIC_TOKEN: optionalText,
    FLAGSMITH_API_URL: optionalUrl,
    FLAGSMITH_ENVIRONMENT_ID: optionalText,
    POSTHOG_HOST: optionalUrl,
    POSTHOG_API_KEY: optionalText,
    POSTHOG_PERSONAL_LOANS_API_KEY: optionalText,
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
    OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
    OTP_SENDS_PER_PHONE: z.coerce.number().int().min(1).max(1000).default(5),
    /** The shared store (redis:// or rediss://) for what instances must agree on; unset = in memory, one instance. */
    REDIS_URL: z.preprocess(emptyIsAbsent, z.url({ protocol: /^rediss?$/ }).optional()),
    /** How many proxies of ours stand in front of the app (app/platform/client-address.ts); 0 = the socket address. */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** The site's own origin (https://host) for absolute URLs and for the request URL Remix sees; never taken from Host. */
    PUBLIC_ORIGIN: z.preprocess(
      emptyIsAbsent,
      z
        .url({ protocol: /^https?$/ })
        .transform((u) => new URL(u).origin)
        .optional(),
    ),
    /** OTLP/HTTP traces endpoint (e.g. http://collector:4318/v1/traces); unset = tracing off. */
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
    /** The site's registered name, address and CIN as a lending service provider (the Key Facts Statement's Part 2). */
    LSP_REGISTERED_NAME: optionalText,
    LSP_REGISTERED_ADDRESS: optionalText,
    LSP_CIN: z.preprocess(
      emptyIsAbsent,
      z
        .string()
        .regex(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/)
        .optional(),
    ),
    /** The number visitors call (toll free, as written: "1800 123 4567"); unset = the example number, marked as one. */
    SUPPORT_PHONE: z.preprocess(
      emptyIsAbsent,
      z
        .string()
        .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/)
        .optional(),
    ),
    /** The site's grievance redressal officer, by name. */
    GRIEVANCE_OFFICER_NAME: optionalText,
    GRIEVANCE_OFFICER_PHONE: optionalText,
    GRIEVANCE_OFFICER_EMAIL: z.preprocess(emptyIsAbsent, z.email().optional()),
    /** Per lender: its nodal officer and contingent charges (JSON; see LenderTermsSchema). */
    LENDER_TERMS: LenderTermsSettingSchema,
    /** "off": the journey's steps leave out the configured daily visit count (decision 045). */
    DAILY_VISIT_COUNT: z.enum(["on", "off"]).default("on"),
    /** Google Tag Manager container id (GTM-XXXX); unset = no tag manager script. */
    TAG_MANAGER_ID: z.preprocess(
      emptyIsAbsent,
      z
        .string()
        .regex(/^GTM-[A-Z0-9]+$/)
        .optional(),
    ),
  })
  .transform((env, ctx) => {
    const secrets = (env.SESSION_SECRET ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (env.NODE_ENV === "production") {
      if (secrets.length === 0) {
        ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
      } else if (secrets.includes(DEV_SESSION_SECRET)) {
        ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "the development secret cannot be used in production" });
      } else if (secrets.some((s) => s.length < 32)) {
        ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "each secret must be at least 32 characters in production" });
      }
      if (!env.PUBLIC_ORIGIN) ctx.addIssue({ code: "custom", path: ["PUBLIC_ORIGIN"], message: "is required in production" });
    }
    const base = env.UPSTREAM_BASE_URL.replace(/\/+$/, "");
    const upstream = {
      lead: env.LEAD_SERVICE_URL ?? base,
      pricing: env.PRICING_URL ?? base,
      insight: env.INSIGHT_URL ?? base,
      content: env.CONTENT_URL ?? base,
      auth: env.AUTH_URL ?? base,
      card: env.CARD_URL ?? base,
      events: env.EVENTS_URL ?? base,
      // Full URLs, not bases (requirements §7 "configured URLs"); the defaults are the simulator's paths.
      salesVisit: env.SALES_VISIT_URL ?? `${base}/salesvisit/create`,
      rescheduleLoan: env.RESCHEDULE_LOAN_URL ?? `${base}/salesvisit/reschedule-loan`,
      cancelSlots: env.CANCEL_SLOTS_URL ?? `${base}/salesvisit/cancelslots`,
      legacyLeadUpdate: env.LEGACY_LEAD_UPDATE_URL ?? `${base}/legacy/lead/update`,
    };
    // Flags and analytics default to the simulator's APIs; a configured API without its id or key
    // stays without one (the flags then use their defaults and log "Please specify a environment id").
    const flagsmith = {
      apiUrl: env.FLAGSMITH_API_URL ?? `${base}/flagsmith/api/v1`,
      environmentId: env.FLAGSMITH_ENVIRONMENT_ID ?? (env.FLAGSMITH_API_URL ? undefined : SIMULATOR_FLAGSMITH_ENVIRONMENT_ID),
    };
    const posthog = {
      host: env.POSTHOG_HOST ?? `${base}/posthog`,
      apiKey: env.POSTHOG_API_KEY ?? (env.POSTHOG_HOST ? undefined : SIMULATOR_POSTHOG_API_KEY),
      personalLoansApiKey: env.POSTHOG_PERSONAL_LOANS_API_KEY ?? (env.POSTHOG_HOST ? undefined : SIMULATOR_POSTHOG_PERSONAL_LOANS_API_KEY),
    };
    const lsp = {
      name: env.LSP_REGISTERED_NAME ?? EXAMPLE_LSP.name,
      address: env.LSP_REGISTERED_ADDRESS ?? EXAMPLE_LSP.address,
      cin: env.LSP_CIN ?? EXAMPLE_LSP.cin,
      grievanceOfficer: {
        name: env.GRIEVANCE_OFFICER_NAME ?? EXAMPLE_GRIEVANCE_OFFICER.name,
        phone: env.GRIEVANCE_OFFICER_PHONE ?? EXAMPLE_GRIEVANCE_OFFICER.phone,
        email: env.GRIEVANCE_OFFICER_EMAIL ?? EXAMPLE_GRIEVANCE_OFFICER.email,
      },
      /** Whether any of these is still its example. */
      example: [
        env.LSP_REGISTERED_NAME,
        env.LSP_REGISTERED_ADDRESS,
        env.LSP_CIN,
        env.GRIEVANCE_OFFICER_NAME,
        env.GRIEVANCE_OFFICER_PHONE,
        env.GRIEVANCE_OFFICER_EMAIL,
      ].some((value) => value === undefined),
    };
    const lenderTerms = env.LENDER_TERMS ?? {};
    return {
      ...env,
      business: {
        support: env.SUPPORT_PHONE ? supportLine(env.SUPPORT_PHONE, false) : EXAMPLE_SUPPORT_LINE,
        lsp,
        /** A lender's terms, or the example ones (marked) when it has none configured. */
        lenderTerms: (lender: string): LenderTerms & { example: boolean } =>
          Object.hasOwn(lenderTerms, lender) ? { ...lenderTerms[lender]!, example: false } : { ...EXAMPLE_LENDER_TERMS, example: true },
      },
      flagsmith,
      posthog,
      isProduction: env.NODE_ENV === "production",
      dailyVisitCount: env.DAILY_VISIT_COUNT === "on",
      publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
      sessionSecrets: secrets.length > 0 ? secrets : [DEV_SESSION_SECRET],
      referralToken: env.REFERRAL_STATIC_TOKEN ?? SIMULATOR_REFERRAL_TOKEN,
      upstream,
    };
  });

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses an environment; throws EnvError with one line: "Configuration error: NAME <problem>". */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? "environment");
  const value = source[name];
  const problem =
    value === undefined && issue.code !== "custom"
      ? "is required"
      : issue.code === "custom"
        ? issue.message
        : `is not valid (${issue.message})`;
  throw new EnvError(`Configuration error: ${name} ${problem}`);
}

let cached: Env | undefined;

/** The validated configuration of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
