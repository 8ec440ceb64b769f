/**
 * Integration test helpers: the real loaders and actions are called with real `Request`s
 * against the upstream simulator (server/upstream-sim). Each test file gets its own
 * simulator and a fresh module graph of the app (tests/setup/integration.setup.ts), so the app's
 * cached configuration (env()) and its ky clients belong to that file.
 *
 * The app reads its configuration once, at the first call that needs it. `useSimulatedApp`
 * sets it in beforeAll, after the simulator has its URL and before any app code runs.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { createSimulator, type Simulator, type SimulatorOptions } from "../../server/upstream-sim/index";
import { cacheSettled, clearCache } from "~/platform/cache.server";
import { closeSharedStore, sharedStore } from "~/platform/shared-store.server";
import { eventsSettled } from "~/site/events.server";
import { settleAnalytics } from "~/site/analytics.server";
import { shutdownFlags } from "~/site/flags.server";
import { messagesOf } from "~/i18n/registry";
import { keyHash } from "~/i18n/key-hash";
import { CATALOGUE } from "~/i18n/messages/index.server";
import { readMessage } from "~/i18n/message";
import { fill } from "~/i18n/translate";
import { freshAddress, freshPhone, simulator, type FaultSpec, type JournalEntry, type SimulatorControl } from "../support/fixtures";

// The app logs JSON lines on stdout/stderr; keep the test output readable.
process.env.LOG_LEVEL = "silent";

export const ORIGIN = "http://localhost";

/** Configuration variables a test file may set; everything else is removed so files cannot leak into each other. */
const APP_ENV_KEYS = [
  "UPSTREAM_BASE_URL",
  "NODE_ENV",
  "UPSTREAM_TIMEOUT_MS",
  "OTP_RESEND_COOLDOWN_SECONDS",
  "ERROR_POPUP_IGNORED_URL",
  "COMPANY_HOME_URL",
  "SESSION_SECRET",
  "LEAD_SERVICE_URL",
  "CONTENT_URL",
  "REDIS_URL",
  "OTP_SENDS_PER_PHONE",
  "PUBLIC_ORIGIN",
  "FLAGSMITH_API_URL",
  "FLAGSMITH_ENVIRONMENT_ID",
  "POSTHOG_HOST",
  "POSTHOG_API_KEY",
  "DAILY_VISIT_COUNT",
] as const;

export type SimulatedApp = {
  /** The running simulator (available from beforeAll on). */
  readonly sim: Simulator;
  readonly url: string;
  /** Its control endpoints: journal, faults, seed, OTP outbox (tests/support/fixtures.ts). */
  readonly control: SimulatorControl;
};

/**
 * Starts one simulator for the test file, points the app at it, and gives every test a
 * seeded simulator (no journal, no faults), an empty reference-data cache and no abuse
 * counters (the shared store: in memory, or the test file's Redis when `env` sets REDIS_URL);
 * after each test it waits for the events, analytics and reference-data reads still under way,
 * so that none reaches the next test's journal.
 */
export function useSimulatedApp(
  options: { sim?: Omit<SimulatorOptions, "port" | "quiet">; env?: (sim: Simulator) => Record<string, string> } = {},
): SimulatedApp {
  let sim: Simulator | undefined;
  const app: SimulatedApp = {
    get sim() {
      if (!sim) throw new Error("The simulator starts in beforeAll");
      return sim;
    },
    get url() {
      return app.sim.url;
    },
    control: simulator(() => app.sim.url),
  };
  beforeAll(async () => {
    sim = await createSimulator({ ...options.sim, port: 0, quiet: true });
    for (const key of APP_ENV_KEYS) delete process.env[key];
    Object.assign(process.env, {
      UPSTREAM_BASE_URL: sim.url,
      NODE_ENV: "test",
      // The app's own default: on a busy machine the simulator (in the test's own thread) may take
      // a good part of a second to answer. A file whose tests wait for the timeout sets a shorter one.
      UPSTREAM_TIMEOUT_MS: "2000",
      ...options.env?.(sim),
    });
  });
  beforeEach(async () => {
    app.sim.reset();
    clearCache();
    await sharedStore().clear();
  });
  // Events and analytics are sent after the response, and a page that answered early (one of its
  // reads failed) leaves its other reads running: none may reach the next test's journal.
  afterEach(async () => {
    await Promise.all([eventsSettled(), settleAnalytics(), cacheSettled()]);
  });
  afterAll(async () => {
    // The flags' analytics go to this simulator every 10 s: the last counts are posted and the
    // timer stopped while it still answers, not retried (and logged) once it has gone.
    await shutdownFlags();
    await closeSharedStore();
    await sim?.close();
  });
  return app;
}

// ---------------------------------------------------------------------------------------
// Cookies

/**
 * A tiny cookie jar: what a browser would send back after each response. A jar is one browser,
 * so it also has the client address its requests come from (what the server puts in the load
 * context); pass one to make several browsers share an address.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(readonly address: string = freshAddress()) {}

  /** Takes the Set-Cookie headers of a response (or of a loader's headers). */
  absorb(headers: Headers | undefined): void {
    if (!headers) return;
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, val] = attribute.split("=").map((s) => s.trim());
        if (key?.toLowerCase() === "max-age") return Number(val) <= 0;
        if (key?.toLowerCase() === "expires") return new Date(val ?? "").getTime() <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  clone(): CookieJar {
    const copy = new CookieJar(this.address);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

/** The names of the cookies a response sets. */
/** Every catalogue key by its hash, the name a string module knows it by (app/i18n/key-hash.ts). */
const KEY_OF_HASH = new Map(
  Object.values(CATALOGUE).flatMap((messages) => Object.keys(messages).map((key) => [keyHash(key), key] as const)),
);

/** The strings a loader's data names in `i18n` (its string modules, app/i18n/registry.ts), as one map: English text -> translation. */
export function sentStrings(data: unknown): Record<string, string> {
  const refs = (data as { i18n?: unknown } | null)?.i18n;
  if (!Array.isArray(refs)) throw new Error("the data names no strings (i18n)");
  return Object.fromEntries(Object.entries(messagesOf(refs as string[])).map(([hash, text]) => [KEY_OF_HASH.get(hash) ?? hash, text]));
}

export function setCookieNames(headers: Headers | undefined): string[] {
  return (headers?.getSetCookie() ?? []).map((line) => line.split("=")[0]!.trim());
}

// ---------------------------------------------------------------------------------------
// Requests

export function getRequest(path: string, jar?: CookieJar, headers: Record<string, string> = {}): Request {
  const cookie = jar?.header();
  return new Request(`${ORIGIN}${path}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

export function postRequest(path: string, fields: Record<string, string>, jar?: CookieJar, headers: Record<string, string> = {}): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const cookie = jar?.header();
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** A loader's or action's arguments; `address` is what the server would put in the load context (none: unknown). */
export function args(request: Request, params: Record<string, string> = {}, address?: string): LoaderFunctionArgs & ActionFunctionArgs {
  return { request, params, context: address ? { clientAddress: address } : {} };
}

// ---------------------------------------------------------------------------------------
// Outcomes of loaders and actions under single fetch

export type Outcome = {
  /** The HTTP status the framework would answer with. */
  status: number;
  headers: Headers;
  /** The Location of a redirect. */
  location: string | null;
  /** The returned data (a plain object, the data of `data(...)`, or the body of a JSON Response); null for other Responses. */
  // Tests read arbitrary fields of each route's data.
  data: any;
  /** The same data as the loader returned it: messages as messages, not yet in English. */
  raw: any;
  /** A Response was thrown rather than returned. */
  thrown: boolean;
  /** The body text of a Response. */
  text: string | null;
  /** The body of a Response as it came (a PDF's bytes). */
  bytes: Uint8Array | null;
};

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as DataWithInit).type === "DataWithResponseInit";
}

/**
 * The data as an English page shows it: each message a rule made (app/i18n/message.ts, a marked
 * string) becomes its English text, so a test says what the visitor reads.
 */
export function inEnglish(value: unknown): unknown {
  if (typeof value === "string") {
    const message = readMessage(value);
    return message ? fill(message.key, message.params) : value;
  }
  if (Array.isArray(value)) return value.map(inEnglish);
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, inEnglish(item)]));
  }
  return value;
}

async function toOutcome(value: unknown, thrown: boolean): Promise<Outcome> {
  if (value instanceof Response) {
    const bytes = new Uint8Array(await value.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    const json = (value.headers.get("Content-Type") ?? "").startsWith("application/json");
    return {
      status: value.status,
      headers: value.headers,
      location: value.headers.get("Location"),
      // The body of a JSON answer (a resource route's Response.json) is its data.
      data: json && text !== "" ? inEnglish(JSON.parse(text)) : null,
      raw: json && text !== "" ? JSON.parse(text) : null,
      thrown,
      text,
      bytes,
    };
  }
  if (isDataWithInit(value)) {
    const init = value.init ?? {};
    return {
      status: init.status ?? 200,
      headers: new Headers(init.headers),
      location: null,
      data: inEnglish(value.data),
      raw: value.data,
      thrown,
      text: null,
      bytes: null,
    };
  }
  return { status: 200, headers: new Headers(), location: null, data: inEnglish(value), raw: value, thrown, text: null, bytes: null };
}

/**
 * Calls a loader or an action, catching a thrown Response (a redirect or a refusal), and
 * puts the Set-Cookie headers of the answer into the jar. Other errors are rethrown.
 */
export async function call(
  fn: (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown,
  request: Request,
  params: Record<string, string> = {},
  jar?: CookieJar,
): Promise<Outcome> {
  let outcome: Outcome;
  try {
    outcome = await toOutcome(await fn(args(request, params, jar?.address)), false);
  } catch (error) {
    if (error instanceof Response || isDataWithInit(error)) outcome = await toOutcome(error, true);
    else throw error;
  }
  jar?.absorb(outcome.headers);
  return outcome;
}

// ---------------------------------------------------------------------------------------
// Waiting for events, not for time

/**
 * Whether `promise` has settled once the callbacks already due have run (one turn of the event
 * loop): how a test says "this was still under way when that answered" without a clock.
 */
export async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

/**
 * Polls `check` until it passes (or `timeoutMs` of real time), with the event loop's own turns
 * between tries: unlike vi.waitFor, it never moves fake timers, so the test's clock stays where the test put it.
 */
export async function pollUntil(check: () => Promise<unknown> | unknown, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** A delay fault's hold: far beyond any test's timeout, so a caller that waited for the answer would never finish. */
export const HELD_MS = 60_000;

// ---------------------------------------------------------------------------------------
// Simulator control

/** The journal, or its requests to `path` (exact) by `method`. */
export function journal(app: SimulatedApp, path?: string, method?: string): Promise<JournalEntry[]> {
  return app.control.requests(path, method);
}

/** Whether a journalled request is the footer's read of the lending partners, which every page's root loader makes (app/content/lending-partners.server.ts). */
export function isLendersRead(entry: Pick<JournalEntry, "path" | "query">): boolean {
  return entry.path === "/api/v1/strapi/contents" && entry.query["filters[type][$eq]"] === "lending-partners";
}

/** The analytics events sent so far with this name (after the queued ones are sent). */
export async function sentEvents(app: SimulatedApp, name: string): Promise<JournalEntry[]> {
  await eventsSettled();
  return (await journal(app, "/api/v1/eventService/sendEvent", "POST")).filter((entry) => entry.body.eventName === name);
}

/** Injects a fault into the file's simulator; answers its id. */
export function fault(app: SimulatedApp, spec: FaultSpec): Promise<string> {
  return app.control.fault(spec);
}

// ---------------------------------------------------------------------------------------
// Test data

/** Bangalore (id 1) takes 30,000 to 1 crore: a valid form. */
export function leadFields(overrides: Record<string, string> = {}): Record<string, string> {
  return { phone: freshPhone(), cityId: "1", loanAmount: "150000", loanType: "FRESH", ...overrides };
}

/** The lead id at the end of an OTP page URL. */
export function otpId(location: string | null): string {
  const match = /^\/lp\/otp\/auth\/([^/?#]+)/.exec(location ?? "");
  if (!match) throw new Error(`Not an OTP page: ${location}`);
  return decodeURIComponent(match[1]!);
}

/**
 * What an action's conform reply (`submission.reply()`) says: the messages by field ("" is the
 * form's; none is a reply without errors) and, when given, what was typed into fields (an empty
 * field is not in a reply).
 */
export function formReply(errors: Record<string, string[]>, typed?: Record<string, string>) {
  const kept = typed && Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== ""));
  return expect.objectContaining({
    ...(Object.keys(errors).length > 0 ? { status: "error", error: errors } : { status: "success" }),
    ...(kept ? { initialValue: expect.objectContaining(kept) } : {}),
  });
}
