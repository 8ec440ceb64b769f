/**
 * The upstream simulator: a standalone HTTP server playing the
 * backend-for-frontend from seeded data, with a request journal, fault
 * injection and an OTP outbox under /__sim for tests. See README.md.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import * as z from "zod";
import { describeFault, faultAction, FaultSpecSchema, FaultStore, MALFORMED_BODY, type Fault } from "./faults";
import { formatLogLine, Journal } from "./journal";
import {
  HttpError,
  json,
  normalisePath,
  parseWith,
  Router,
  type MultipartBody,
  type RouteTable,
  type SimRequest,
  type SimResponse,
} from "./router";
import { authRoutes } from "./services/auth";
import { cardRoutes } from "./services/card";
import { cityRoutes } from "./services/cities";
import { contentRoutes } from "./services/content";
import { customerRoutes } from "./services/customer";
import { eventRoutes } from "./services/events";
import { flagRoutes } from "./services/flags";
import { posthogRoutes } from "./services/posthog";
import { telemetryRoutes } from "./services/telemetry";
import { insightRoutes } from "./services/insight";
import { leadRoutes } from "./services/lead";
import { otpRoutes } from "./services/otp";
import { pricingRoutes } from "./services/pricing";
import { referralRoutes } from "./services/referral";
import { visitRoutes } from "./services/visit";
import { SimState, type SimContext } from "./state";

export interface SimulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** The code every OTP send issues. Defaults to "123456". */
  otp?: string;
  /** Seconds between two OTP sends to the same lead. Defaults to 30. */
  otpCooldownSeconds?: number;
  /** No request log on stdout. */
  quiet?: boolean;
  /**
   * The clock handlers see (epoch ms): dates, working days and slots follow it, as do token
   * expiry and the cardholder seed (dated at each reset). Defaults to Date.now.
   */
  now?: () => number;
}

export interface Simulator {
  url: string;
  port: number;
  otp: string;
  close(): Promise<void>;
  reset(): void;
}

export const DEFAULT_OTP = "123456";
export const DEFAULT_OTP_COOLDOWN_SECONDS = 30;
const MAX_BODY_BYTES = 1_000_000;
/** multipart/form-data bodies (image uploads) may be larger than JSON ones. */
export const MAX_MULTIPART_BODY_BYTES = 6 * 1024 * 1024;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/** Every service group's route table. Add new service modules here. */
export const SERVICE_ROUTES: readonly RouteTable<SimContext>[] = [
  [{ method: "GET", path: "/health", handler: () => json(200, { ok: true }) }],
  leadRoutes,
  otpRoutes,
  contentRoutes,
  cityRoutes,
  pricingRoutes,
  insightRoutes,
  visitRoutes,
  referralRoutes,
  customerRoutes,
  eventRoutes,
  authRoutes,
  cardRoutes,
  flagRoutes,
  posthogRoutes,
  telemetryRoutes,
];

interface ControlContext {
  journal: Journal;
  faults: FaultStore;
  state: SimState;
  reset(): void;
}

const JournalQuerySchema = z.object({
  path: z.string().optional(),
  method: z.string().optional(),
  since: z.coerce.number().int().optional(),
});

const OutboxQuerySchema = z.object({
  leadId: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  purpose: z.enum(["lead", "login", "signup", "consent", "limit"]).optional(),
});

const OK = { ok: true } as const;

/** The /__sim control endpoints: never journalled, never faulted. */
const CONTROL_ROUTES: RouteTable<ControlContext> = [
  {
    method: "GET",
    path: "/__sim/requests",
    handler: (req, ctx) => json(200, { requests: ctx.journal.list(parseWith(JournalQuerySchema, req.query)) }),
  },
  {
    method: "DELETE",
    path: "/__sim/requests",
    handler: (_req, ctx) => {
      ctx.journal.clear();
      return json(200, OK);
    },
  },
  {
    method: "POST",
    path: "/__sim/faults",
    handler: (req, ctx) => json(200, { id: ctx.faults.add(parseWith(FaultSpecSchema, req.body)).id }),
  },
  { method: "GET", path: "/__sim/faults", handler: (_req, ctx) => json(200, { faults: ctx.faults.list() }) },
  {
    method: "DELETE",
    path: "/__sim/faults",
    handler: (_req, ctx) => {
      ctx.faults.clear();
      return json(200, OK);
    },
  },
  {
    method: "DELETE",
    path: "/__sim/faults/:id",
    handler: (req, ctx) => (ctx.faults.remove(req.params.id ?? "") ? json(200, OK) : json(404, { code: 404, message: "No such fault" })),
  },
  {
    method: "GET",
    path: "/__sim/otp-outbox",
    handler: (req, ctx) => {
      const filter = parseWith(OutboxQuerySchema, req.query);
      const email = filter.email?.trim().toLowerCase();
      // Lead OTPs are stored without a purpose: they are the "lead" ones.
      const messages = ctx.state.outbox
        .map((message) => ({ ...message, purpose: message.purpose ?? ("lead" as const) }))
        .filter(
          (message) =>
            (filter.leadId === undefined || message.leadId === filter.leadId) &&
            (filter.phone === undefined || message.phone === filter.phone) &&
            (email === undefined || message.email === email) &&
            (filter.purpose === undefined || message.purpose === filter.purpose),
        );
      return json(200, { messages });
    },
  },
  {
    method: "POST",
    path: "/__sim/reset",
    handler: (_req, ctx) => {
      ctx.reset();
      return json(200, OK);
    },
  },
];

export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const host = options.host ?? "127.0.0.1";
  const otp = options.otp ?? DEFAULT_OTP;
  const quiet = options.quiet ?? false;
  const now = options.now ?? (() => Date.now());
  const state = new SimState(now);
  const journal = new Journal();
  const faults = new FaultStore();
  const reset = () => {
    state.reset();
    journal.clear();
    faults.clear();
  };
  const serviceContext: SimContext = {
    state,
    otp,
    otpCooldownSeconds: options.otpCooldownSeconds ?? DEFAULT_OTP_COOLDOWN_SECONDS,
    now,
  };
  const controlContext: ControlContext = { journal, faults, state, reset };
  const services = new Router<SimContext>();
  for (const table of SERVICE_ROUTES) services.add(table);
  const control = new Router<ControlContext>().add(CONTROL_ROUTES);

  let closed = false;
  const pendingDelays = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const pending = {
        timer: setTimeout(() => {
          pendingDelays.delete(pending);
          resolve();
        }, ms),
        resolve,
      };
      pendingDelays.add(pending);
    });

  const log = (line: string) => {
    if (!quiet) process.stdout.write(line);
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(req.url ?? "/", "http://upstream-sim.invalid");
    const path = normalisePath(url.pathname);
    const query = Object.fromEntries(url.searchParams);
    const headers = flattenHeaders(req.headers);
    const contentType = headers["content-type"] ?? "";
    const multipart = /^multipart\/form-data/i.test(contentType);
    // A gzip body (PostHog's batches) is decoded first, so handlers and the journal see its JSON.
    const raw = decodeContentEncoding(
      await readBody(req, multipart ? MAX_MULTIPART_BODY_BYTES : MAX_BODY_BYTES),
      headers["content-encoding"],
      MAX_BODY_BYTES,
    );
    // A body over the limit is "no body" here; it is answered with a 413 below.
    let parsed: { ok: true; value: unknown } | { ok: false } = { ok: true, value: undefined };
    if (!raw.tooLarge) parsed = multipart ? await parseMultipart(raw.buffer, contentType) : parseJson(raw.buffer.toString("utf8"));
    const isControl = path === "/__sim" || path.startsWith("/__sim/");
    const done = (status: number | "reset", fault?: Fault) =>
      log(formatLogLine({ method, path, query, status, ms: Date.now() - started, fault: fault && describeFault(fault) }));

    let fault: Fault | undefined;
    if (!isControl) {
      journal.record({ method, path, query, headers, body: parsed.ok ? (parsed.value ?? null) : null });
      fault = faults.take(method, path);
    }
    if (fault?.delayMs) {
      await sleep(fault.delayMs);
      if (closed) {
        res.destroy();
        return;
      }
    }
    const action = fault ? faultAction(fault) : { kind: "pass" as const };
    if (action.kind === "reset") {
      req.socket.destroy();
      done("reset", fault);
      return;
    }
    if (action.kind === "malformed") {
      res.writeHead(action.status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      res.end(MALFORMED_BODY);
      done(action.status, fault);
      return;
    }
    if (action.kind === "answer") {
      send(res, { status: action.status, body: action.body });
      done(action.status, fault);
      return;
    }

    const request: Omit<SimRequest, "params"> = { method, path, query, headers, body: parsed.ok ? parsed.value : undefined };
    let response: SimResponse;
    let allow: string | undefined;
    if (raw.tooLarge) {
      response = json(413, { code: 413, message: "Request body too large" });
    } else if (raw.badEncoding) {
      response = json(400, { code: 400, message: `Invalid request: body is not valid ${raw.badEncoding}` });
    } else if (!parsed.ok && BODY_METHODS.has(method)) {
      response = json(400, {
        code: 400,
        message: multipart ? "Invalid request: body is not valid multipart/form-data" : "Invalid request: body is not valid JSON",
      });
    } else if (isControl) {
      const match = control.match(method, path);
      if (match.kind === "found") response = await run(() => match.route.handler({ ...request, params: match.params }, controlContext));
      else ({ response, allow } = noRoute(method, path, match));
    } else {
      const match = services.match(method, path);
      if (match.kind === "found") response = await run(() => match.route.handler({ ...request, params: match.params }, serviceContext));
      else ({ response, allow } = noRoute(method, path, match));
    }
    send(res, response, allow ? { allow } : undefined);
    done(response.status, fault);
  }

  async function run(handler: () => SimResponse | Promise<SimResponse>): Promise<SimResponse> {
    try {
      return await handler();
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, body: error.body };
      const message = error instanceof Error ? error.message : String(error);
      log(`[upstream-sim] handler error: ${message}\n`);
      return json(500, { code: 500, message: `Simulator error: ${message}` });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`[upstream-sim] request failed: ${error instanceof Error ? error.message : String(error)}\n`);
      if (!res.headersSent) send(res, json(500, { code: 500, message: "Simulator error" }));
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  return {
    url,
    port,
    otp,
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (closed) return resolve();
        closed = true;
        for (const pending of pendingDelays) {
          clearTimeout(pending.timer);
          pending.resolve();
        }
        pendingDelays.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function noRoute(
  method: string,
  path: string,
  match: { kind: "not-found" } | { kind: "method-not-allowed"; allowed: string[] },
): { response: SimResponse; allow?: string } {
  if (match.kind === "method-not-allowed") {
    return {
      response: json(405, { code: 405, message: `Method ${method} not allowed on ${path}` }),
      allow: match.allowed.join(", "),
    };
  }
  return { response: json(404, { code: 404, message: `No route for ${method} ${path}` }) };
}

function send(res: ServerResponse, response: SimResponse, extraHeaders?: Record<string, string>): void {
  if (res.destroyed || res.writableEnded) return;
  const text = JSON.stringify(response.body ?? null);
  res.writeHead(response.status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
    ...extraHeaders,
  });
  res.end(text);
}

function flattenHeaders(headers: IncomingMessage["headers"]): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

/** The raw body, up to `maxBytes` (a larger body is read to the end but dropped). */
async function readBody(req: IncomingMessage, maxBytes: number): Promise<{ buffer: Buffer; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > maxBytes) tooLarge = true;
    else chunks.push(buffer);
  }
  return { buffer: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), tooLarge };
}

/**
 * The body without its Content-Encoding: gzip (or x-gzip) is gunzipped, up to `maxBytes`
 * decoded (more is "too large"); a body that does not gunzip is `badEncoding`. Other
 * encodings are left as they are.
 */
function decodeContentEncoding(
  raw: { buffer: Buffer; tooLarge: boolean },
  encoding: string | undefined,
  maxBytes: number,
): { buffer: Buffer; tooLarge: boolean; badEncoding?: string } {
  const name = encoding?.trim().toLowerCase();
  if (raw.tooLarge || (name !== "gzip" && name !== "x-gzip") || raw.buffer.length === 0) return raw;
  try {
    return { buffer: gunzipSync(raw.buffer, { maxOutputLength: maxBytes }), tooLarge: false };
  } catch (error) {
    if (error instanceof RangeError) return { buffer: Buffer.alloc(0), tooLarge: true };
    return { buffer: Buffer.alloc(0), tooLarge: false, badEncoding: "gzip" };
  }
}

/** A multipart/form-data body as text fields and file summaries (the bytes are not kept). */
async function parseMultipart(buffer: Buffer, contentType: string): Promise<{ ok: true; value: MultipartBody } | { ok: false }> {
  let form: FormData;
  try {
    // eslint-disable-next-line no-restricted-syntax -- the simulator reads the uploads it is sent
    form = await new Request("http://sim.invalid/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(buffer),
    }).formData();
  } catch {
    return { ok: false };
  }
  const body: MultipartBody = { fields: {}, files: [] };
  for (const [field, value] of form.entries()) {
    if (typeof value === "string") body.fields[field] = value;
    else
      body.files.push({ field, fileName: value.name, contentType: value.type.split(";")[0]?.trim().toLowerCase() ?? "", size: value.size });
  }
  return { ok: true, value: body };
}

/** Empty text is "no body" (undefined); text that is not JSON is a parse failure. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
