/**
 * A real redis-server for the tests (Debian's package; `.ci/run` installs it), on a free
 * loopback port, with no persistence. Each caller gets a server of its own.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export type RedisServer = { url: string; port: number; stop(): Promise<void> };

const BINARY = process.env.REDIS_SERVER_PATH ?? "redis-server";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        child.stdout?.off("data", onData);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.once("error", (error) =>
      reject(new Error(`Cannot start ${BINARY} (${error.message}). Install it: apt-get install redis-server`)),
    );
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const child = spawn(
      BINARY,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "notice"],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    try {
      await ready(child);
    } catch (error) {
      child.kill("SIGKILL");
      // Another process may have taken the port between the probe and the start.
      if (attempt < 3 && String(error).includes("exited")) continue;
      throw error;
    }
    child.stdout?.resume();
    child.stderr?.resume();
    return {
      url: `redis://127.0.0.1:${port}`,
      port,
      stop: () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    };
  }
}
