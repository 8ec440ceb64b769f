/**
 * A small route table for the simulator. Each service module exports a
 * `RouteTable`; the router matches a method and a path ("/lead/:leadId")
 * and hands the handler the parsed request.
 */
import type * as z from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface SimRequest {
  method: string;
  /** Path without the query string and without a trailing slash. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Parsed JSON body; undefined when the request had none. */
  body: unknown;
}

export interface SimResponse {
  status: number;
  body: unknown;
}

/** One file of a multipart/form-data body: its summary, never its bytes. */
export interface MultipartFile {
  field: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** What handlers (and the journal) get as `body` for a multipart/form-data request. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: MultipartFile[];
}

export type Handler<C> = (req: SimRequest, ctx: C) => SimResponse | Promise<SimResponse>;

export interface Route<C> {
  method: Method;
  /** Literal segments and `:name` parameters, e.g. "/lead-service/v1/lead/:leadId". */
  path: string;
  handler: Handler<C>;
}

export type RouteTable<C> = readonly Route<C>[];

/** Thrown by handlers (and `parseWith`) to answer with a given status and JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = "HttpError";
  }
}

export function json(status: number, body: unknown): SimResponse {
  return { status, body };
}

const MAX_ISSUES_IN_MESSAGE = 5;

/** "phone: Invalid string ...; Unrecognized key: \"foo\"" */
export function summariseIssues(error: z.ZodError): string {
  // Unknown fields first: a field outside the contract is the likeliest client bug.
  const issues = [
    ...error.issues.filter((issue) => issue.code === "unrecognized_keys"),
    ...error.issues.filter((issue) => issue.code !== "unrecognized_keys"),
  ];
  const parts = issues.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue) => {
    const where = issue.path.map(String).join(".");
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length - MAX_ISSUES_IN_MESSAGE;
  if (more > 0) parts.push(`and ${more} more`);
  return parts.join("; ");
}

/** Validates input with a contract schema; an invalid input is a 400 naming the fields. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpError(400, { code: 400, message: `Invalid request: ${summariseIssues(result.error)}` });
  }
  return result.data;
}

export function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

interface CompiledRoute<C> {
  route: Route<C>;
  segments: string[];
}

export type RouteMatch<C> =
  | { kind: "found"; route: Route<C>; params: Record<string, string> }
  | { kind: "method-not-allowed"; allowed: Method[] }
  | { kind: "not-found" };

export class Router<C> {
  private readonly routes: CompiledRoute<C>[] = [];

  add(table: RouteTable<C>): this {
    for (const route of table) {
      this.routes.push({ route, segments: splitPath(route.path) });
    }
    return this;
  }

  match(method: string, path: string): RouteMatch<C> {
    const wanted = splitPath(path);
    const allowed: Method[] = [];
    for (const { route, segments } of this.routes) {
      const params = matchSegments(segments, wanted);
      if (!params) continue;
      if (route.method === method.toUpperCase()) return { kind: "found", route, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { kind: "method-not-allowed", allowed } : { kind: "not-found" };
  }
}

function splitPath(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] ?? "";
    const got = actual[i] ?? "";
    if (expected.startsWith(":")) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(got);
      } catch {
        return null;
      }
      params[expected.slice(1)] = decoded;
    } else if (expected !== got) {
      return null;
    }
  }
  return params;
}
