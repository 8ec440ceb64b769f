/**
 * The one way this site calls an upstream service (requirements §A5): a ky client per
 * service group, one retry with jitter for GETs only, zod-checked responses, and failures
 * mapped to UpstreamError with masked log lines.
 *
 * Every call is bounded here, so no caller can forget it (requirements §A11): ky fetches
 * through `boundedFetch`, which gives each attempt one deadline for headers and body together
 * (UPSTREAM_TIMEOUT_MS, or the call's timeoutMs) and aborts it, socket and all, when it passes;
 * and reads at most the call's maxBodyBytes of body (DEFAULT_MAX_BODY_BYTES), refusing a larger
 * answer as a contract error. The deadline is per attempt, as ky's own timeout was: an attempt
 * that ran out of time or was too large is not retried, so only a GET answered with a 5xx
 * (quickly, in practice) is tried a second time.
 */
import ky, { HTTPError, type KyInstance, type Options } from "ky";
import type * as z from "zod";
import { BodyTooLargeError, DeadlineError, boundedFetch } from "~/platform/bounded-fetch.server";
import { env, type Env } from "~/platform/env.server";
import { errorText, factsOf, log, mask } from "~/platform/log.server";
import { withUpstreamSpan } from "~/platform/telemetry.server";

export type ServiceGroup = keyof Env["upstream"];

export type UpstreamErrorKind = "http" | "timeout" | "network" | "contract";

export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly url: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** The response's data.message, when the upstream sent one (requirements §8). */
  get responseMessage(): string | undefined {
    const body = this.body as { message?: unknown } | undefined;
    return typeof body?.message === "string" && body.message.trim() !== "" ? body.message : undefined;
  }
}

const clients = new Map<ServiceGroup, KyInstance>();

function client(service: ServiceGroup): KyInstance {
  let instance = clients.get(service);
  if (!instance) {
    instance = ky.create({
      // The deadline is boundedFetch's (each call passes its own): it covers the body, ky's stops at the headers.
      timeout: false,
      retry: {
        limit: 1,
        methods: ["get"],
        statusCodes: [408, 500, 502, 503, 504],
        jitter: true,
        backoffLimit: 400,
        delay: () => 200,
        // A second try of a stalled or oversized answer would only double the wait or the bytes.
        shouldRetry: ({ error }) => (error instanceof DeadlineError || error instanceof BodyTooLargeError ? false : undefined),
      },
      headers: { accept: "application/json" },
    });
    clients.set(service, instance);
  }
  return instance;
}

export type UpstreamRequest<S extends z.ZodType> = {
  service: ServiceGroup;
  method: "get" | "post" | "put";
  /** Relative to the service base, without a leading slash; "" calls the configured URL itself (salesVisit, rescheduleLoan, cancelSlots, legacyLeadUpdate). */
  path: string;
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  /** A multipart body (uploads); never logged. */
  formData?: FormData;
  headers?: Record<string, string>;
  schema: S;
  /** Non-2xx statuses that are answers of this call, not failures (e.g. 409 on lead create). */
  answerStatuses?: readonly number[];
  /** Overrides the configured timeout (headers and body together, per attempt) for this call. */
  timeoutMs?: number;
  /** The largest body this call accepts (DEFAULT_MAX_BODY_BYTES when absent); a larger answer is a contract error. */
  maxBodyBytes?: number;
};

export type UpstreamResponse<T> = { status: number; data: T };

function cleanParams(params: UpstreamRequest<z.ZodType>["searchParams"]) {
  if (!params) return undefined;
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, string | number | boolean>;
}

/** The body as JSON; boundedFetch has already read it (capped), so this never waits on the network. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return { unparsable: text.slice(0, 200) };
  }
}

/** Calls an upstream and returns its zod-checked answer, or throws UpstreamError. Traced when telemetry is on. */
export function callUpstream<S extends z.ZodType>(request: UpstreamRequest<S>): Promise<UpstreamResponse<z.output<S>>> {
  return withUpstreamSpan(
    request,
    (traceHeaders) => send(request, traceHeaders),
    (response) => response.status,
  );
}

async function send<S extends z.ZodType>(
  request: UpstreamRequest<S>,
  traceHeaders: Record<string, string>,
): Promise<UpstreamResponse<z.output<S>>> {
  const base = env().upstream[request.service];
  const url = request.path === "" ? base : `${base}/${request.path}`;
  const headers = { ...traceHeaders, ...request.headers };
  const options: Options = {
    method: request.method,
    searchParams: cleanParams(request.searchParams),
    json: request.json,
    body: request.formData,
    fetch: boundedFetch({ timeoutMs: request.timeoutMs ?? env().UPSTREAM_TIMEOUT_MS, maxBytes: request.maxBodyBytes }),
    // An explicit undefined would replace the client's own setting (no accept header).
    ...(Object.keys(headers).length > 0 && { headers }),
  };
  const started = Date.now();
  let response: Response;
  try {
    response = await client(request.service)(url, options);
  } catch (error) {
    if (error instanceof HTTPError && request.answerStatuses?.includes(error.response.status)) {
      response = error.response;
    } else {
      throw await toUpstreamError(error, url, request, started);
    }
  }
  const body = await readBody(response);
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    log.error("upstream.contract", {
      service: request.service,
      method: request.method,
      url,
      status: response.status,
      issues: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".")}: ${i.message}`),
    });
    throw new UpstreamError("contract", "We could not read the server's answer. Please try again.", url, response.status, body);
  }
  return { status: response.status, data: parsed.data };
}

async function toUpstreamError(error: unknown, url: string, request: UpstreamRequest<z.ZodType>, started: number) {
  const durationMs = Date.now() - started;
  const where = { service: request.service, method: request.method, url, durationMs };
  if (error instanceof HTTPError) {
    const body = await readBody(error.response).catch(() => null);
    // The bodies as facts (ids, codes, statuses, lengths): they may hold what a person typed, or the upstream echoed of it.
    log.error("upstream.failed", {
      ...where,
      status: error.response.status,
      request: factsOf(mask(request.json)),
      response: factsOf(body),
    });
    return new UpstreamError("http", `The server answered ${error.response.status}. Please try again.`, url, error.response.status, body);
  }
  if (error instanceof BodyTooLargeError) {
    // Not the answer the contract describes; the rest of it was never read.
    log.error("upstream.too_large", { ...where, maxBytes: error.limit });
    return new UpstreamError("contract", "We could not read the server's answer. Please try again.", url);
  }
  if (error instanceof DeadlineError) {
    log.error("upstream.timeout", where);
    return new UpstreamError("timeout", "The server took too long to answer. Please try again.", url);
  }
  log.error("upstream.unreachable", { ...where, error: errorText(error) });
  return new UpstreamError("network", "We could not reach our server. Please check your connection and try again.", url);
}
