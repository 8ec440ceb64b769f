/**
 * Feature flags from Flagsmith, server-side (requirements §3 otherData and flagsmithIdentity, §4 loading
 * source, §5, §7, §8, §9; requirements §A9). Flags never slow or fail a page: one call, no
 * retry, bounded by UPSTREAM_TIMEOUT_MS for headers and body together and by the upstream body
 * cap (the SDK fetches through boundedFetch, as every upstream call does, in a client span); any failure gives the
 * default flags (DEFAULT_OTHER_DATA) and a log line. Answers are kept 30 s per identity, so a visitor's steps mostly read the cache.
 *
 * Identity: a request with a valid `flagsmithIdentity` cookie reads that identity's flags
 * (POST identities/); a request without one reads the environment's flags (GET flags/), since the
 * identity generated for it only exists once the browser stores the cookie (`flagIdentity`).
 * Remix hands every loader its own copy of the Request, so parallel loaders of one first request
 * could not agree on a freshly generated identity; the environment's flags they can agree on.
 *
 * Analytics (requirements §9): flagsmith-nodejs counts each evaluated flag and posts the counts to
 * analytics/flags/ at most every 10 s; a timer that never keeps the process alive (unref) flushes
 * them every 10 s as well, and `shutdownFlags` flushes what is left.
 */
import { Flagsmith, type AnalyticsProcessor, type Flags, type FlagsmithConfig } from "flagsmith-nodejs";
import { DEFAULT_OTHER_DATA, OTHER_DATA_FLAGS, otherDataFromFlags, type FlagState, type OtherData } from "~/site/other-data";
import { boundedFetch } from "~/platform/bounded-fetch.server";
import { env } from "~/platform/env.server";
import { flagIdentitySetCookie, newFlagIdentity, readFlagIdentity } from "~/site/flag-identity.server";
import { log } from "~/platform/log.server";
import { tracedFetch } from "~/platform/telemetry.server";

/** Requirements §4 "Feature-flag loading source": none (not loaded for this request), default flags, cache or server. */
export type FlagsSource = "none" | "default flags" | "cache" | "server";

export type FlagsResult = { flags: OtherData; source: FlagsSource };

/** Requirements §8: the message logged when the client has no environment id (it is then not created). */
export const MISSING_ENVIRONMENT_ID = "Please specify a environment id";

/** How long one identity's (or the environment's) flags are served from memory. */
export const FLAGS_CACHE_MS = 30_000;
/** Requirements §9: feature-flag analytics interval. */
export const FLAG_ANALYTICS_INTERVAL_MS = 10_000;
const MAX_CACHED_IDENTITIES = 5_000;

export type FlagsConfig = {
  apiUrl: string;
  environmentId: string | undefined;
  /** The longest a page may wait for Flagsmith. */
  timeoutMs: number;
  cacheMs?: number;
  now?: () => number;
};

/** Requirements §5 "The feature-flag client requires an environment id": the problem with a configuration, or null. */
export function flagsConfigProblem(config: Pick<FlagsConfig, "environmentId">): string | null {
  return config.environmentId?.trim() ? null : MISSING_ENVIRONMENT_ID;
}

export type FlagService = {
  /** The flags of an identity, or of the environment (null). Never throws. */
  load(identity: string | null): Promise<FlagsResult>;
  /** Posts the evaluation counts collected so far (analytics/flags/). */
  flushAnalytics(): Promise<void>;
  /** Stops the analytics timer and posts what is left; for process exit. */
  shutdown(): Promise<void>;
  clearCache(): void;
};

type Cached = { flags: Flags; storedAt: number };

/** A flag service for one configuration. The app uses the one built from env() (`getFlags`). */
export function createFlagService(config: FlagsConfig): FlagService {
  const cacheMs = config.cacheMs ?? FLAGS_CACHE_MS;
  const now = config.now ?? (() => Date.now());
  const cache = new Map<string, Cached>();
  const inflight = new Map<string, Promise<Flags>>();
  let client: Flagsmith | null | undefined;
  let analytics: AnalyticsProcessor | undefined;
  let timer: NodeJS.Timeout | undefined;

  function getClient(): Flagsmith | null {
    if (client !== undefined) return client;
    const problem = flagsConfigProblem(config);
    if (problem) {
      log.error("flags.disabled", { error: problem });
      client = null;
      return client;
    }
    try {
      client = new Flagsmith({
        environmentKey: config.environmentId!.trim(),
        apiUrl: config.apiUrl,
        requestTimeoutSeconds: config.timeoutMs / 1000,
        // The SDK's own timeout is the same, but the size cap and the socket's release on a stalled body are ours.
        fetch: tracedFetch("flagsmith", boundedFetch({ timeoutMs: config.timeoutMs })),
        retries: 0,
        enableAnalytics: true,
        logger: sdkLogger,
      });
    } catch (error) {
      log.error("flags.disabled", { error: describe(error) });
      client = null;
      return client;
    }
    timer = setInterval(() => void analytics?.flush(), FLAG_ANALYTICS_INTERVAL_MS);
    timer.unref();
    return client;
  }

  function fetchFlags(flagsmith: Flagsmith, identity: string | null): Promise<Flags> {
    const key = identity ?? "";
    const running = inflight.get(key);
    if (running) return running;
    const request = identity === null ? flagsmith.getEnvironmentFlags() : flagsmith.getIdentityFlags(identity);
    const promise = withTimeout(request, config.timeoutMs + 100)
      .then((flags) => {
        analytics ??= flags.analyticsProcessor;
        remember(key, flags);
        return flags;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, promise);
    return promise;
  }

  function remember(key: string, flags: Flags) {
    cache.delete(key);
    cache.set(key, { flags, storedAt: now() });
    if (cache.size > MAX_CACHED_IDENTITIES) cache.delete(cache.keys().next().value!);
  }

  return {
    async load(identity) {
      const flagsmith = getClient();
      if (!flagsmith) return { flags: DEFAULT_OTHER_DATA, source: "default flags" };
      const hit = cache.get(identity ?? "");
      if (hit && now() - hit.storedAt < cacheMs) return { flags: evaluate(hit.flags), source: "cache" };
      try {
        return { flags: evaluate(await fetchFlags(flagsmith, identity)), source: "server" };
      } catch (error) {
        log.warn("flags.load_failed", { identity: identity === null ? "environment" : "cookie", error: describe(error) });
        return { flags: DEFAULT_OTHER_DATA, source: "default flags" };
      }
    },
    async flushAnalytics() {
      await analytics?.flush();
    },
    async shutdown() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await analytics?.flush();
      await client?.close();
    },
    clearCache() {
      cache.clear();
    },
  };
}

/** otherData from the known flags; reading them through the SDK counts them for analytics. */
function evaluate(flags: Flags): OtherData {
  const states: Record<string, FlagState> = {};
  for (const name of OTHER_DATA_FLAGS) {
    if (!Object.hasOwn(flags.flags, name)) continue;
    const flag = flags.getFlag(name);
    states[name] = { enabled: flag.enabled, value: flag.value ?? null };
  }
  return otherDataFromFlags(states);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Flagsmith did not answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

/**
 * flagsmith-nodejs logs through a pino logger; it calls only error(obj, msg) and warn(msg).
 * This one writes our masked JSON lines instead of pino's.
 */
const sdkLogger = {
  level: "warn",
  error: (obj: unknown, message?: string) => log.warn("flags.sdk_error", { message: message ?? describe(obj), error: describe(obj) }),
  warn: (obj: unknown, message?: string) =>
    log.warn("flags.sdk_warning", { message: typeof obj === "string" ? obj : (message ?? describe(obj)) }),
  fatal: (obj: unknown, message?: string) => log.error("flags.sdk_error", { message: message ?? describe(obj) }),
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => sdkLogger,
  // The SDK types its logger as a full pino Logger; it only uses the methods above.
} as unknown as NonNullable<FlagsmithConfig["logger"]>;

// ---------------------------------------------------------------------------------------
// The app's flags (configuration from env()), per request

let appService: FlagService | undefined;

function service(): FlagService {
  const config = env();
  appService ??= createFlagService({
    apiUrl: config.flagsmith.apiUrl,
    environmentId: config.flagsmith.environmentId,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });
  return appService;
}

type FlagIdentity = { identity: string; setCookie: string | null };

const identities = new WeakMap<Request, Promise<FlagIdentity>>();
const results = new WeakMap<Request, Promise<FlagsResult>>();
const sources = new WeakMap<Request, FlagsSource>();

/**
 * The request's flag identity: its `flagsmithIdentity` cookie, or a new one with the Set-Cookie
 * that stores it (null when the cookie is already there). The same answer for every call with
 * one Request object.
 */
export function flagIdentity(request: Request): Promise<FlagIdentity> {
  let known = identities.get(request);
  if (!known) {
    known = readFlagIdentity(request.headers.get("cookie")).then(async (existing) => {
      if (existing) return { identity: existing, setCookie: null };
      const identity = newFlagIdentity();
      return { identity, setCookie: await flagIdentitySetCookie(identity) };
    });
    identities.set(request, known);
  }
  return known;
}

/** The otherData flags of this request and where they came from. Loaded once per Request object; never throws. */
export function getFlags(request: Request): Promise<FlagsResult> {
  let result = results.get(request);
  if (!result) {
    result = readFlagIdentity(request.headers.get("cookie"))
      .then((identity) => service().load(identity))
      .then((loaded) => {
        sources.set(request, loaded.source);
        return loaded;
      });
    results.set(request, result);
  }
  return result;
}

/** Where this request's flags came from: "none" until getFlags(request) has answered. */
export function flagsSource(request: Request): FlagsSource {
  return sources.get(request) ?? "none";
}

/** Posts the flag evaluation counts collected so far (normally every 10 s). */
export function flushFlagAnalytics(): Promise<void> {
  return appService?.flushAnalytics() ?? Promise.resolve();
}

/** For process exit: stops the analytics timer and posts the last counts (bounded by the timeout). */
export async function shutdownFlags(): Promise<void> {
  const running = appService;
  appService = undefined;
  await running?.shutdown();
}

/** For tests: forget cached flags (the client and its analytics stay). */
export function clearFlagsCache(): void {
  appService?.clearCache();
}
