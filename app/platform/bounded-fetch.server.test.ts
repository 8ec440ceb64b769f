import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BodyTooLargeError, DeadlineError, boundedFetch, readCapped } from "~/platform/bounded-fetch.server";
import { FLOOD_BYTES, startMisbehavingUpstream, type MisbehavingUpstream } from "../../tests/support/misbehaving-upstream";

/** A stream of `chunk`-byte chunks that never ends; counts what was pulled and whether it was cancelled. */
function endless(chunk = 1024) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulled += chunk;
      controller.enqueue(new Uint8Array(chunk));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("readCapped", () => {
  it("reads a body up to the cap, the cap itself included", async () => {
    const bytes = await readCapped(new Response("x".repeat(100)), 100);
    expect(new TextDecoder().decode(bytes)).toBe("x".repeat(100));
    expect(await readCapped(new Response(null, { status: 204 }), 100)).toHaveLength(0);
  });

  it("refuses a body whose Content-Length is over the cap without reading it, and cancels it", async () => {
    const { stream, seen } = endless();
    const response = new Response(stream, { headers: { "content-length": "101" } });

    await expect(readCapped(response, 100)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(seen.cancelled).toBe(true);
    // A ReadableStream asks for its first chunk when it is made; nothing was read past that.
    expect(seen.pulled).toBeLessThanOrEqual(1024);
  });

  it("stops an endless body as soon as it passes the cap, and cancels it", async () => {
    const { stream, seen } = endless(1024);

    await expect(readCapped(new Response(stream), 10 * 1024)).rejects.toMatchObject({ name: "BodyTooLargeError", limit: 10 * 1024 });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(12 * 1024);
  });
});

describe("boundedFetch against a real socket", () => {
  let target: Server;
  let targetUrl = "";
  let upstream: MisbehavingUpstream;

  beforeAll(async () => {
    target = createServer((req, res) => {
      if (req.url === "/empty") res.writeHead(204).end();
      else res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    upstream = await startMisbehavingUpstream(() => targetUrl);
  });
  beforeEach(() => upstream.misbehave(null));
  afterAll(async () => {
    await upstream.close();
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  });

  // A short deadline for the stall; the size tests get a long one, so that only the cap can end them.
  const bounded = boundedFetch({ timeoutMs: 300, maxBytes: 1024 * 1024 });
  const capped = boundedFetch({ timeoutMs: 60_000, maxBytes: 1024 * 1024 });

  it("answers a well-behaved upstream with its status, headers and body (in memory)", async () => {
    const response = await bounded(`${upstream.url}/ok`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ ok: true });
    expect((await bounded(`${upstream.url}/empty`)).status).toBe(204);
  });

  it("aborts an upstream that stalls after its headers at the deadline, and closes the socket", async () => {
    upstream.misbehave("/stall", "stall");

    await expect(bounded(`${upstream.url}/stall`)).rejects.toBeInstanceOf(DeadlineError);
    await upstream.allClosed();
    expect(upstream.answers.at(-1)).toMatchObject({ mode: "stall", bytesWritten: 1 });
  });

  it("stops reading a flood past the cap, and closes the socket before the upstream has written it all", async () => {
    upstream.misbehave("/flood", "flood");

    await expect(capped(`${upstream.url}/flood`)).rejects.toBeInstanceOf(BodyTooLargeError);
    await upstream.allClosed();
    const answer = upstream.answers.at(-1)!;
    expect(answer.complete).toBe(false);
    expect(answer.bytesWritten).toBeLessThan(FLOOD_BYTES);
  });

  it("refuses a huge Content-Length from the headers alone, and closes the socket", async () => {
    upstream.misbehave("/huge", "huge-length");

    await expect(capped(`${upstream.url}/huge`)).rejects.toBeInstanceOf(BodyTooLargeError);
    await upstream.allClosed();
    expect(upstream.answers.at(-1)).toMatchObject({ mode: "huge-length", bytesWritten: 1 });
  });

  it("gives the caller's own abort back as it is, not as a deadline", async () => {
    upstream.misbehave("/stall", "stall");
    const caller = new AbortController();
    const call = boundedFetch({ timeoutMs: 60_000 })(`${upstream.url}/stall`, { signal: caller.signal });
    while (upstream.openBadConnections() === 0) await new Promise((resolve) => setImmediate(resolve));

    caller.abort(new Error("caller gave up"));

    await expect(call).rejects.toThrow("caller gave up");
    await upstream.allClosed();
  });
});
