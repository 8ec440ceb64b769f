/**
 * An upstream that misbehaves on purpose, for the tests of the upstream bounds
 * (app/platform/bounded-fetch.server.ts). On the paths a test names it answers badly:
 *
 * - "stall": headers and one byte of body, then nothing, ever;
 * - "flood": a body of FLOOD_BYTES, written as fast as the client takes it;
 * - "huge-length": a Content-Length of FLOOD_BYTES, one byte, then nothing.
 *
 * Every other request goes on unchanged to `target()` (the test's simulator), so one service
 * group can point here and still work. It keeps what it wrote on each bad answer, and counts
 * the connections that got one and are still open, so a test can wait for the client to have
 * closed them all (an event, not a sleep).
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export const FLOOD_BYTES = 50 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "x");

export type Misbehaviour = "stall" | "flood" | "huge-length";

export type BadAnswer = { path: string; mode: Misbehaviour; bytesWritten: number; complete: boolean };

export type MisbehavingUpstream = {
  readonly url: string;
  /** From now on, requests whose path starts with `pathPrefix` get `mode`; null: every request passes. */
  misbehave(pathPrefix: string | null, mode?: Misbehaviour): void;
  /** The bad answers given so far. */
  readonly answers: BadAnswer[];
  /** How many connections that got a bad answer are still open. */
  openBadConnections(): number;
  /** Resolves once no connection that got a bad answer is open. */
  allClosed(): Promise<void>;
  close(): Promise<void>;
};

function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}

export async function startMisbehavingUpstream(target: () => string): Promise<MisbehavingUpstream> {
  let rule: { pathPrefix: string; mode: Misbehaviour } | null = null;
  const answers: BadAnswer[] = [];
  const badSockets = new Set<Socket>();
  let waiters: (() => void)[] = [];

  function track(socket: Socket) {
    if (badSockets.has(socket)) return;
    badSockets.add(socket);
    socket.once("close", () => {
      badSockets.delete(socket);
      if (badSockets.size === 0) {
        for (const resolve of waiters) resolve();
        waiters = [];
      }
    });
  }

  async function answerBadly(req: IncomingMessage, res: ServerResponse, mode: Misbehaviour) {
    track(req.socket);
    const answer: BadAnswer = { path: req.url ?? "", mode, bytesWritten: 0, complete: false };
    answers.push(answer);
    let closed = false;
    res.once("close", () => (closed = true));
    if (mode === "flood") {
      res.writeHead(200, { "content-type": "application/json" });
      while (!closed && answer.bytesWritten < FLOOD_BYTES) {
        answer.bytesWritten += CHUNK.byteLength;
        if (!res.write(CHUNK)) await drainedOrClosed(res);
      }
      if (!closed) {
        answer.complete = true;
        res.end();
      }
      return;
    }
    res.writeHead(200, { "content-type": "application/json", ...(mode === "huge-length" && { "content-length": String(FLOOD_BYTES) }) });
    res.write("{");
    answer.bytesWritten = 1;
  }

  function pass(req: IncomingMessage, res: ServerResponse) {
    const forward = httpRequest(
      `${target()}${req.url ?? "/"}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target()).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://upstream").pathname;
    if (rule && path.startsWith(rule.pathPrefix)) void answerBadly(req, res, rule.mode);
    else pass(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    misbehave(pathPrefix, mode = "stall") {
      rule = pathPrefix === null ? null : { pathPrefix, mode };
    },
    answers,
    openBadConnections: () => badSockets.size,
    allClosed() {
      if (badSockets.size === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
