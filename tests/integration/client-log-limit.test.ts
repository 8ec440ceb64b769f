/**
 * POST /lp/api/auth/log writes a line of our logs for anyone who asks (no token, no session):
 * each line takes the limiter's leave, 120 per client address in ten minutes. Past them the line
 * is dropped and the answer is the same `{ ok: true }` (docs/android-bridge.md), as the browser's
 * click reports are dropped: nothing the client could retry on.
 */
import { describe, expect, it } from "vitest";
import { useLogLines } from "../support/log-lines";
import { call, CookieJar, useSimulatedApp } from "./helpers";
import { jsonRequest } from "./cardholder";
import * as authApi from "~/routes/lp_.api.auth.$action";

useSimulatedApp();

const written = useLogLines();

/** The client log lines written so far, by their message. */
function clientLines(): string[] {
  return written()
    .flatMap((chunk) => chunk.split("\n"))
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { event?: string; message?: string })
    .filter((line) => line.event === "auth.client_log")
    .map((line) => line.message ?? "");
}

function postLine(jar: CookieJar, message: string) {
  return call(authApi.action, jsonRequest("/lp/api/auth/log", { level: "info", code: "APP", message }), { action: "log" }, jar);
}

describe("the app's log lines", () => {
  it("writes 120 lines per client address; the 121st is dropped with the same answer; another address still writes", async () => {
    const app = new CookieJar();
    for (let n = 0; n < 120; n += 1) {
      const written = await postLine(app, `line ${n}`);
      expect(written.status).toBe(200);
    }
    expect(clientLines()).toHaveLength(120);

    const dropped = await postLine(app, "one line too many");
    const elsewhere = await postLine(new CookieJar(), "from another connection");

    expect(dropped).toMatchObject({ status: 200, data: { ok: true } });
    expect(dropped.headers.get("Retry-After")).toBeNull();
    expect(dropped.headers.get("Cache-Control")).toBe("no-store");
    expect(elsewhere).toMatchObject({ status: 200, data: { ok: true } });
    expect(clientLines().slice(118)).toEqual(["line 118", "line 119", "from another connection"]);
  });
});
