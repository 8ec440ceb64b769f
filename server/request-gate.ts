/**
 * The request gate (requirements §A11): every request passes here before Remix, so that no
 * route has to remember any of it.
 * - Methods: GET and HEAD pass; POST, PUT, PATCH and DELETE are checked below; others are 405.
 * - Cross-site requests: Sec-Fetch-Site must be same-origin (or none: the visitor's own
 *   action); without it, Origin must be this site (PUBLIC_ORIGIN, or the Host the browser
 *   used); `Origin: null` and an unreadable Origin are refused. A request with neither header
 *   (curl, the Android app's own HTTP client) passes: the JSON API has its CSRF token for that.
 * - Content type by route kind: a page action takes a form (urlencoded or multipart); the JSON
 *   API under /lp/api/ takes JSON or urlencoded. Anything else is 415.
 * - Body size: forms and JSON up to 64 KB; multipart up to 6 MB in all and at most 10 parts
 *   (counted before it is parsed), and it must parse. The body is read here, within those
 *   limits, and handed to Remix.
 * - Shape (app/platform/form-shape.ts): a form's field names are plain names (no `[0]`, no
 *   `a.b`), at most 40 fields, text values up to 2,000 characters; a query string has no
 *   bracketed or dotted names, at most 40 parameters of up to 1,000 characters. Else 400: no
 *   parser behind the gate ever sees an index it could turn into a huge array.
 * - The request target is a path: an absolute-form target (`GET http://x/ HTTP/1.1`) is 400. The
 *   path has at most PATH_SEGMENT_LIMIT segments and PATH_LENGTH_LIMIT characters, and a manifest
 *   request (lazy route discovery) asks for at most MANIFEST_MATCH_LIMIT paths in all: Remix
 *   matches every prefix of every `p` it names, and 990 slashes cost a second of CPU. Else 400.
 * - Memory: the uploads held at once share UPLOADS_IN_FLIGHT_BYTES (8 full uploads), and one
 *   client (by address, IPv6 by /64) holds at most UPLOADS_PER_CLIENT_BYTES of it (2 full
 *   uploads); past either an upload is refused as busy (503) until one ends. Only the paths that
 *   take files (UPLOAD_PATHS) reserve room; elsewhere a multipart form is held to a form's 64 KB.
 * - Time: a body that sends nothing for BODY_SILENCE_MS, or is not all there within its deadline
 *   (FORM_BODY_DEADLINE_MS, UPLOAD_BODY_DEADLINE_MS), is cut off with 408 and its room given
 *   back, so slow clients cannot hold the upload room (or a connection) for Node's five minutes.
 * A refusal is a status and one sentence (app/platform/refusal.ts); the caller renders it.
 */
import type { IncomingMessage } from "node:http";
import { addressLimitKey } from "../app/platform/client-address";
import { FORM_RULE, QUERY_RULE, shapeProblem } from "../app/platform/form-shape";
import { REFUSALS, type Refusal } from "../app/platform/refusal";

export const FORM_BODY_LIMIT = 64 * 1024;
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024;
export const MULTIPART_PART_LIMIT = 10;
export const UPLOADS_IN_FLIGHT_BYTES = 8 * MULTIPART_BODY_LIMIT;
/** One client's share of UPLOADS_IN_FLIGHT_BYTES: two full uploads (the documents page sends one photo at a time). */
export const UPLOADS_PER_CLIENT_BYTES = 2 * MULTIPART_BODY_LIMIT;
/** The least an upload reserves, whatever it declares: so the uploads one client holds are few in number too, not only in bytes. */
const UPLOAD_LEAST_BYTES = FORM_BODY_LIMIT;

/** The paths whose forms send files (multipart with a file part): the documents page. */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set(["/lp/cards/documents"]);

/**
 * A body that sends nothing for this long is cut off: a phone that lost its signal says nothing
 * for longer, and a client that holds the connection open on purpose is the reason.
 */
export const BODY_SILENCE_MS = 10_000;
/** A form (64 KB at most) arrives in a second on the slowest phone; thirty is room enough. */
export const FORM_BODY_DEADLINE_MS = 30_000;
/** A full upload (6 MB) in two minutes is 50 KB/s, a slow 3G uplink; Node's own limit is five minutes. */
export const UPLOAD_BODY_DEADLINE_MS = 120_000;

export type BodyDeadlines = { silenceMs: number; totalMs: number };

/**
 * The deepest and longest paths the site serves have 5 segments and about 55 characters
 * (`/mr/gold-loan/<city>/<scheme>/key-facts.pdf`): twice and five times that. Empty segments
 * count (`/a//b` has four), so a run of slashes is refused like any other deep path.
 */
export const PATH_SEGMENT_LIMIT = 10;
export const PATH_LENGTH_LIMIT = 256;

/** Lazy route discovery's request (Remix's `/__manifest`): `p` is a path a page links to, many in one request. */
export const MANIFEST_PATH = "/__manifest";
/**
 * The paths a manifest request may make Remix match: a page of ours asks for at most 13 (a
 * cardholder's offers page: its links' paths and their prefixes). Past it the browser loses
 * nothing but a prefetch: it asks again for the one path when the link is followed.
 */
export const MANIFEST_MATCH_LIMIT = 64;

/** The bytes of the uploads this process holds now (reserved when one starts, given back when its answer is sent). */
let uploadBytesInFlight = 0;
/** The same, per client (addressLimitKey); a client has an entry only while it holds an upload. */
const uploadBytesByClient = new Map<string, number>();

/** Reserves room for an upload of `bytes` from `client`; the function that gives it back, or null when there is no room. */
function reserveUpload(bytes: number, client: string): (() => void) | null {
  const held = uploadBytesByClient.get(client) ?? 0;
  if (uploadBytesInFlight + bytes > UPLOADS_IN_FLIGHT_BYTES || held + bytes > UPLOADS_PER_CLIENT_BYTES) return null;
  uploadBytesInFlight += bytes;
  uploadBytesByClient.set(client, held + bytes);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    uploadBytesInFlight -= bytes;
    const left = (uploadBytesByClient.get(client) ?? bytes) - bytes;
    if (left > 0) uploadBytesByClient.set(client, left);
    else uploadBytesByClient.delete(client);
  };
}

/** The JSON API (the Android bridge and the content proxies); everything else is a page. */
export const API_PREFIX = "/lp/api/";

export type RouteKind = "page" | "api";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function routeKind(pathname: string): RouteKind {
  return pathname.startsWith(API_PREFIX) ? "api" : "page";
}

/** `multipart/form-data; boundary=x` → `multipart/form-data`; nothing → "". */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The CSRF rule: null when the request may go on. */
export function crossSiteRefusal(headers: { secFetchSite?: string; origin?: string; host?: string }, publicOrigin: string): Refusal | null {
  if (headers.secFetchSite !== undefined) {
    return headers.secFetchSite === "same-origin" || headers.secFetchSite === "none" ? null : REFUSALS.crossSite;
  }
  if (headers.origin === undefined) return null;
  let origin: URL;
  try {
    origin = new URL(headers.origin);
  } catch {
    return REFUSALS.crossSite; // "null" (a sandboxed frame, a redirect chain, a file) and anything unreadable
  }
  if (origin.origin === publicOrigin || (headers.host !== undefined && origin.host === headers.host.toLowerCase())) return null;
  return REFUSALS.crossSite;
}

const ACCEPTED: Record<RouteKind, ReadonlySet<string>> = {
  page: new Set(["application/x-www-form-urlencoded", "multipart/form-data"]),
  api: new Set(["application/json", "application/x-www-form-urlencoded"]),
};

export function contentTypeRefusal(kind: RouteKind, contentType: string | undefined): Refusal | null {
  return ACCEPTED[kind].has(mediaType(contentType)) ? null : REFUSALS.notAForm;
}

/**
 * Reads a request body up to `limit` bytes. Past the limit it stops keeping what arrives (the
 * rest is discarded as it comes, never stored) and answers tooLarge. A body silent for
 * `deadlines.silenceMs`, or not all there after `deadlines.totalMs`, is dropped the same way
 * and answers tooSlow.
 */
export function readBody(req: IncomingMessage, limit: number, deadlines: BodyDeadlines): Promise<Buffer | Refusal> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve(REFUSALS.tooLarge);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const tooSlow = () => {
      cleanup();
      chunks.length = 0;
      req.resume();
      resolve(REFUSALS.tooSlow);
    };
    const total = setTimeout(tooSlow, deadlines.totalMs);
    let silence = setTimeout(tooSlow, deadlines.silenceMs);
    const onData = (chunk: Buffer) => {
      clearTimeout(silence);
      silence = setTimeout(tooSlow, deadlines.silenceMs);
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        req.resume();
        resolve(REFUSALS.tooLarge);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    // An error, or the client going away before the end: nothing to hand on.
    const onError = () => {
      cleanup();
      resolve(REFUSALS.unreadable);
    };
    function cleanup() {
      clearTimeout(total);
      clearTimeout(silence);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onError);
    }
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onError);
  });
}

/** The boundary a multipart content type names, or null. */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2])! : null;
}

/**
 * The parts of a multipart body, counted by their delimiters without parsing it; stops counting
 * past `max` (a body of 60,000 tiny parts costs one scan, not a parse).
 */
export function countParts(body: Buffer, boundary: string, max: number): number {
  const delimiter = Buffer.from(`--${boundary}`);
  let delimiters = 0;
  for (let at = body.indexOf(delimiter); at !== -1 && delimiters <= max + 1; at = body.indexOf(delimiter, at + delimiter.length))
    delimiters += 1;
  // The last delimiter closes the body.
  return Math.max(0, delimiters - 1);
}

/**
 * A multipart body holds at most MULTIPART_PART_LIMIT parts (counted before parsing), must
 * parse (as the routes will parse it), and its field names and text values have a form's shape.
 */
export async function multipartRefusal(body: Buffer, contentType: string): Promise<Refusal | null> {
  const boundary = multipartBoundary(contentType);
  if (!boundary) return REFUSALS.unreadable;
  if (countParts(body, boundary, MULTIPART_PART_LIMIT) > MULTIPART_PART_LIMIT) return REFUSALS.tooLarge;
  let form: FormData;
  try {
    // eslint-disable-next-line no-restricted-syntax -- the gate parses a multipart body once to check it, before any route
    form = await new Response(bytesOf(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    return REFUSALS.unreadable;
  }
  const parts = [...form.entries()];
  if (parts.length > MULTIPART_PART_LIMIT) return REFUSALS.tooLarge;
  return shapeProblem(parts, FORM_RULE) ? REFUSALS.unreadable : null;
}

/** An urlencoded body whose names or values are not a form's (see the shape rules above). */
export function urlencodedRefusal(body: Buffer): Refusal | null {
  return shapeProblem(new URLSearchParams(body.toString("utf8")), FORM_RULE) ? REFUSALS.unreadable : null;
}

/** A path no page of ours has: more than PATH_SEGMENT_LIMIT segments (empty ones too) or PATH_LENGTH_LIMIT characters. */
export function pathTooDeep(path: string): boolean {
  if (path.length > PATH_LENGTH_LIMIT) return true;
  let segments = 0;
  for (let at = path.indexOf("/"); at !== -1; at = path.indexOf("/", at + 1)) segments += 1;
  return segments > PATH_SEGMENT_LIMIT;
}

/**
 * The paths Remix's manifest handler matches for these `p` values: every prefix of each
 * (`/a/b/c` → `/a`, `/a/b`, `/a/b/c`), as `handleManifestRequest` in @remix-run/server-runtime
 * builds them. Each match walks the route table, so their number is the request's cost.
 */
export function manifestMatchPaths(values: readonly string[]): Set<string> {
  const paths = new Set<string>();
  for (const value of values) {
    const segments = (value.startsWith("/") ? value : `/${value}`).split("/").slice(1);
    for (let i = 0; i < segments.length; i++) paths.add(`/${segments.slice(0, i + 1).join("/")}`);
  }
  return paths;
}

/** A manifest request whose `p` values are not paths of ours, or would make Remix match more than MANIFEST_MATCH_LIMIT paths. */
function manifestRefusal(params: URLSearchParams): Refusal | null {
  const values = params.getAll("p");
  // Each one bounded first: the prefixes of one long run of slashes are themselves a square's worth of text.
  if (values.some(pathTooDeep)) return REFUSALS.unreadable;
  return manifestMatchPaths(values).size > MANIFEST_MATCH_LIMIT ? REFUSALS.unreadable : null;
}

/**
 * The request target must be a path (origin-form) of a depth and length a page of ours has, and
 * its query string have the shape of a link of ours (a manifest request's, the paths it names).
 */
export function targetRefusal(target: string | undefined): Refusal | null {
  if (!target?.startsWith("/")) return REFUSALS.unreadable;
  const query = target.indexOf("?");
  const path = query === -1 ? target : target.slice(0, query);
  if (pathTooDeep(path)) return REFUSALS.unreadable;
  // The path as Remix will read it: the URL parser resolves `.` and `..` (`%2e` too) and reads `\`
  // as `/`, so `/x/../__manifest` is the manifest request and is judged as one.
  let resolved: string;
  try {
    resolved = new URL(path, "http://gate.invalid").pathname;
  } catch {
    return REFUSALS.unreadable;
  }
  if (query === -1) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(target.slice(query + 1));
  } catch {
    return REFUSALS.unreadable;
  }
  if (shapeProblem(params, QUERY_RULE)) return REFUSALS.unreadable;
  return resolved === MANIFEST_PATH ? manifestRefusal(params) : null;
}

/** Whether a form posted to this path may carry files: an upload path, its single fetch URL (`.data`), or either with a trailing slash. */
export function takesUploads(pathname: string): boolean {
  return UPLOAD_PATHS.has(pathname.replace(/\.data$|\/$/, ""));
}

/** A passed request's body (null for GET and HEAD), and `release` to call once its answer is sent. */
export type GateVerdict = { body: Buffer | null; release: () => void } | { refusal: Refusal };

const NOTHING_TO_RELEASE = () => {};

/**
 * Everything the gate decides for one request; reads the body of a request that has one.
 * `clientAddress` is the app's own (app/platform/client-address.ts): an upload's room is counted
 * per client by it.
 */
export async function gateRequest(
  req: IncomingMessage,
  pathname: string,
  publicOrigin: string,
  clientAddress: string,
): Promise<GateVerdict> {
  const method = (req.method ?? "GET").toUpperCase();
  const badTarget = targetRefusal(req.url);
  if (method === "GET" || method === "HEAD") return badTarget ? { refusal: badTarget } : { body: null, release: NOTHING_TO_RELEASE };
  const refusal =
    badTarget ??
    (BODY_METHODS.has(method) ? null : REFUSALS.method) ??
    crossSiteRefusal(
      { secFetchSite: header(req, "sec-fetch-site"), origin: header(req, "origin"), host: header(req, "host") },
      publicOrigin,
    ) ??
    contentTypeRefusal(routeKind(pathname), header(req, "content-type"));
  if (refusal) {
    req.resume();
    return { refusal };
  }
  const contentType = header(req, "content-type")!;
  const formDeadlines = { silenceMs: BODY_SILENCE_MS, totalMs: FORM_BODY_DEADLINE_MS };
  if (mediaType(contentType) !== "multipart/form-data") {
    const body = await readBody(req, FORM_BODY_LIMIT, formDeadlines);
    if (!Buffer.isBuffer(body)) return { refusal: body };
    const shape = mediaType(contentType) === "application/x-www-form-urlencoded" ? urlencodedRefusal(body) : null;
    return shape ? { refusal: shape } : { body, release: NOTHING_TO_RELEASE };
  }
  // Multipart where no form sends files (a script's FormData, say) is a form like any other:
  // 64 KB, read without taking the upload room that the documents page needs.
  if (!takesUploads(pathname)) {
    const body = await readBody(req, FORM_BODY_LIMIT, formDeadlines);
    const refusal = Buffer.isBuffer(body) ? await multipartRefusal(body, contentType) : body;
    return refusal ? { refusal } : { body: body as Buffer, release: NOTHING_TO_RELEASE };
  }
  const declared = Number(req.headers["content-length"]);
  const release = reserveUpload(
    Math.max(
      UPLOAD_LEAST_BYTES,
      Number.isFinite(declared) && declared >= 0 && declared <= MULTIPART_BODY_LIMIT ? declared : MULTIPART_BODY_LIMIT,
    ),
    addressLimitKey(clientAddress),
  );
  if (!release) {
    req.resume();
    return { refusal: REFUSALS.busy };
  }
  const body = await readBody(req, MULTIPART_BODY_LIMIT, { silenceMs: BODY_SILENCE_MS, totalMs: UPLOAD_BODY_DEADLINE_MS });
  const partsRefusal = Buffer.isBuffer(body) ? await multipartRefusal(body, contentType) : body;
  if (partsRefusal) {
    release();
    return { refusal: partsRefusal };
  }
  return { body: body as Buffer, release };
}

/** A Buffer as the fetch API's body type (a view, not a copy). */
export function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
