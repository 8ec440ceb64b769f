/**
 * Every answer from another service, bounded (requirements §A10, §A11): one deadline for the
 * whole exchange, headers and body together, and a cap on the body's size. The deadline aborts
 * the request, which closes its socket whether the upstream stalls before its headers or after
 * them; a body past the cap is refused as soon as the cap is passed (or at once, when its
 * Content-Length says so) and its stream is cancelled, which closes the socket too, so a 50 MB
 * answer never sits in memory.
 *
 * `boundedFetch` is a `fetch` with both bounds: it reads the body within the deadline and gives
 * it back as a Response that is already in memory, so whatever the caller does with it (read
 * it, cancel it, forget it) holds no socket. The upstream client (app/upstream/http.server.ts)
 * hands it to ky, and the Flagsmith and PostHog SDKs get it as their fetch.
 */

/** The largest upstream body read when a call says nothing else: 30 times the largest answer a service of ours gives. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export type FetchBounds = {
  /** The longest one exchange may take, from sending the request to the last byte of the body. */
  timeoutMs: number;
  /** The most bytes of body read (after decompression); DEFAULT_MAX_BODY_BYTES when absent. */
  maxBytes?: number;
};

/** The answer's body was larger than the cap; nothing more of it was read. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(`The answer is larger than ${limit} bytes`);
  }
}

/** The exchange did not finish (headers and body) within its deadline; it was aborted. */
export class DeadlineError extends Error {
  override name = "DeadlineError";
  constructor(readonly timeoutMs: number) {
    super(`No complete answer within ${timeoutMs} ms`);
  }
}

/** Statuses whose Response may not have a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch whose every call is bounded by `bounds`: it rejects with DeadlineError when the
 * headers and the whole body have not arrived within timeoutMs, and with BodyTooLargeError
 * when the body is larger than maxBytes. The Response it answers holds the body in memory.
 * Each call has its own deadline (a retry gets a fresh one). The caller's own signal (in the
 * init or on a Request) still aborts the call.
 */
export function boundedFetch(bounds: FetchBounds, base: typeof fetch = globalThis.fetch): typeof fetch {
  const maxBytes = bounds.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async (input, init) => {
    const deadline = new AbortController();
    // setTimeout rather than AbortSignal.timeout: a test's fake clock moves it.
    const timer = setTimeout(() => deadline.abort(new DeadlineError(bounds.timeoutMs)), bounds.timeoutMs);
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline.signal]) : deadline.signal;
    try {
      const response = await base(input, { ...init, signal });
      const body = await readCapped(response, maxBytes);
      const { status, statusText, headers } = response;
      return new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, statusText, headers });
    } catch (error) {
      if (deadline.signal.aborted && !callerSignal?.aborted) throw new DeadlineError(bounds.timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The body of `response`, at most `maxBytes` of it: past that (or when Content-Length already
 * says more) the stream is cancelled, which closes the connection, and BodyTooLargeError is thrown.
 */
export async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const stream = response.body;
  if (!stream) return new Uint8Array(0);
  const announced = Number(response.headers.get("content-length"));
  if (Number.isFinite(announced) && announced > maxBytes) {
    // Not awaited: a cancelled fetch body settles when its connection is torn down.
    stream.cancel().catch(() => undefined);
    throw new BodyTooLargeError(maxBytes);
  }
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
