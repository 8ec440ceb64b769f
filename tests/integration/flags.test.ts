/**
 * Feature flags against the simulator's Flagsmith (requirements §3 flagsmithIdentity, §4 loading
 * source, §8 failure, §9 analytics): flags from the server, the cache, an identity override
 * changing the /lp layout, every failure giving the default flags quickly, the analytics
 * posts, and a process that uses the flags still exits by itself.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { call, fault, getRequest, HELD_MS, journal, useSimulatedApp } from "./helpers";
import { DEFAULT_OTHER_DATA } from "~/site/other-data";
import { SIMULATOR_FLAGSMITH_ENVIRONMENT_ID } from "~/platform/env.server";
import { clearFlagsCache, flagIdentity, flagsSource, flushFlagAnalytics, getFlags, shutdownFlags } from "~/site/flags.server";
import { log } from "~/platform/log.server";
import * as layout from "~/routes/lp";

const app = useSimulatedApp();

const FLAGS = "/flagsmith/api/v1/flags";
const IDENTITIES = "/flagsmith/api/v1/identities";
const ANALYTICS = "/flagsmith/api/v1/analytics/flags";

let identityCounter = 0;
/** A request carrying a flagsmithIdentity cookie no other test used (with an optional override prefix). */
function withIdentity(prefix = "visitor-", path = "/lp/basic-details"): Request {
  identityCounter += 1;
  return getRequest(path, undefined, { cookie: `gl_session=abc; flagsmithIdentity=${prefix}${identityCounter}-${Date.now()}` });
}

beforeEach(() => clearFlagsCache());
afterAll(() => shutdownFlags());

describe("getFlags", () => {
  it("reads the environment's flags from the server for a request without the identity cookie", async () => {
    const request = getRequest("/lp/basic-details");

    const result = await getFlags(request);

    expect(result).toEqual({ flags: DEFAULT_OTHER_DATA, source: "server" });
    const calls = await journal(app, FLAGS, "GET");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers["x-environment-key"]).toBe(SIMULATOR_FLAGSMITH_ENVIRONMENT_ID);
    expect(await journal(app, IDENTITIES)).toHaveLength(0);
  });

  it("reads the identity's flags with the cookie (POST identities/ with the identifier)", async () => {
    const request = withIdentity();
    const identifier = (await flagIdentity(request)).identity;

    const result = await getFlags(request);

    expect(result.source).toBe("server");
    const calls = await journal(app, IDENTITIES, "POST");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ identifier, traits: [] });
  });

  it("serves the same identity from the cache afterwards, without calling Flagsmith", async () => {
    const first = withIdentity();
    const again = new Request(first.url, { headers: first.headers });

    expect((await getFlags(first)).source).toBe("server");
    expect(await getFlags(again)).toEqual({ flags: DEFAULT_OTHER_DATA, source: "cache" });
    expect(await journal(app, IDENTITIES)).toHaveLength(1);
  });

  it("loads once per Request object, and tells its source once loaded (none before)", async () => {
    const request = withIdentity();

    expect(flagsSource(request)).toBe("none");
    const [a, b] = await Promise.all([getFlags(request), getFlags(request)]);

    expect(a).toBe(b);
    expect(flagsSource(request)).toBe("server");
    expect(await journal(app, IDENTITIES)).toHaveLength(1);
  });

  it("shares one Flagsmith call between parallel loaders of one page (two Request copies)", async () => {
    const request = withIdentity();
    const copy = new Request(request.url, { headers: request.headers });

    const [a, b] = await Promise.all([getFlags(request), getFlags(copy)]);

    expect([a.source, b.source]).toEqual(["server", "server"]);
    expect(await journal(app, IDENTITIES)).toHaveLength(1);
  });
});

describe("an identity override changes what a page shows", () => {
  it("noexit-: showExitIntentonPage is off, and the /lp layout turns the exit intent off", async () => {
    const outcome = await call(layout.loader, withIdentity("noexit-"));

    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ showExitIntentOnPage: false, flagsSource: "server" });
    expect(outcome.data.alertSeek).toEqual({ active: true, timeoutMs: 8000, dismissedTimeoutMs: 60000 });
    expect(outcome.headers.get("X-Flags-Source")).toBe("server");
  });

  it("an identity without an override keeps the exit intent on", async () => {
    const outcome = await call(layout.loader, withIdentity());

    expect(outcome.data).toMatchObject({ showExitIntentOnPage: true, flagsSource: "server" });
  });

  it("noalert-: the alert-seek prompt is off on every step", async () => {
    const outcome = await call(layout.loader, withIdentity("noalert-", "/lp/pincode"));

    expect(outcome.data.alertSeek).toEqual({ active: false, timeoutMs: 8000, dismissedTimeoutMs: 60000 });
  });

  it("quickalert-: the alert-seek delays come from the flags' values", async () => {
    const outcome = await call(layout.loader, withIdentity("quickalert-", "/lp/pincode"));

    expect(outcome.data.alertSeek).toEqual({ active: true, timeoutMs: 1000, dismissedTimeoutMs: 5000 });
  });

  it("a flag the server answers differently (fault injection with a body) reaches the layout", async () => {
    await fault(app, {
      path: FLAGS,
      status: 200,
      body: [
        {
          id: 9,
          feature: { id: 1, name: "showExitIntentonPage" },
          feature_state_value: null,
          enabled: false,
          environment: 1,
          identity: null,
          feature_segment: null,
        },
      ],
    });

    const outcome = await call(layout.loader, getRequest("/lp/basic-details"));

    expect(outcome.data).toMatchObject({
      showExitIntentOnPage: false,
      flagsSource: "server",
      alertSeek: { active: true, timeoutMs: 8000, dismissedTimeoutMs: 60000 },
    });
  });
});

describe("when Flagsmith fails, the default flags (logged only)", () => {
  it.each([
    ["a 500", { status: 500 }],
    ["a 401 (a wrong environment key)", { status: 401, body: { detail: "Invalid or missing X-Environment-Key header." } }],
    ["a body that is not JSON", { malformed: true }],
    ["a dropped connection", { reset: true }],
  ])("%s gives the default flags, source 'default flags', and a log line", async (_name, spec) => {
    const warn = vi.spyOn(log, "warn");
    await fault(app, { path: IDENTITIES, ...spec });
    const request = withIdentity("noexit-");

    const result = await getFlags(request);

    expect(result).toEqual({ flags: DEFAULT_OTHER_DATA, source: "default flags" });
    expect(flagsSource(request)).toBe("default flags");
    expect(warn).toHaveBeenCalledWith("flags.load_failed", expect.objectContaining({ error: expect.any(String) }));
  });

  it("a Flagsmith that does not answer gives the default flags at the upstream timeout (2 s here)", async () => {
    // Held far past the test's own timeout: getFlags returns only because its timeout cut the wait.
    await fault(app, { path: IDENTITIES, delayMs: HELD_MS });

    const result = await getFlags(withIdentity("noexit-"));

    expect(result.source).toBe("default flags");
    expect(result.flags).toEqual(DEFAULT_OTHER_DATA);
    // Flagsmith was asked, and had not answered.
    expect(await journal(app, IDENTITIES)).toHaveLength(1);
  });

  it("the /lp layout still renders, with the defaults, when Flagsmith fails", async () => {
    await fault(app, { path: FLAGS, status: 503 });

    const outcome = await call(layout.loader, getRequest("/lp/basic-details"));

    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ showExitIntentOnPage: true, flagsSource: "default flags" });
    expect(outcome.headers.get("X-Flags-Source")).toBe("default flags");
  });

  it("a failure is not cached: the next request asks the server again", async () => {
    await fault(app, { path: FLAGS, status: 500, times: 1 });

    expect((await getFlags(getRequest("/lp/basic-details"))).source).toBe("default flags");
    expect((await getFlags(getRequest("/lp/basic-details"))).source).toBe("server");
  });
});

describe("the /lp layout's headers", () => {
  it("pass the parent's headers on and add X-Flags-Source from the loader", () => {
    const merged = new Headers(
      layout.headers({
        loaderHeaders: new Headers({ "X-Flags-Source": "cache" }),
        parentHeaders: new Headers({ "X-Parent": "kept" }),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );

    expect(merged.get("X-Flags-Source")).toBe("cache");
    expect(merged.get("X-Parent")).toBe("kept");
  });
});

describe("flagIdentity", () => {
  it("generates an identity with its Set-Cookie when the cookie is missing, the same one for the same Request", async () => {
    const request = getRequest("/lp/basic-details");

    const first = await flagIdentity(request);

    expect(first.identity).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.setCookie).toBe(`flagsmithIdentity=${first.identity}; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(await flagIdentity(request)).toBe(first);
    expect((await flagIdentity(getRequest("/lp/basic-details"))).identity).not.toBe(first.identity);
  });

  it("keeps the cookie's identity, with no Set-Cookie", async () => {
    expect(await flagIdentity(getRequest("/", undefined, { cookie: "flagsmithIdentity=visitor-7" }))).toEqual({
      identity: "visitor-7",
      setCookie: null,
    });
  });

  it("replaces a cookie value it does not accept", async () => {
    const { identity, setCookie } = await flagIdentity(getRequest("/", undefined, { cookie: "flagsmithIdentity=%3Cscript%3E" }));

    expect(identity).not.toBe("<script>");
    expect(setCookie).toContain(`flagsmithIdentity=${identity}`);
  });
});

describe("flag analytics (requirements §9)", () => {
  /** Posts what earlier tests counted, then forgets those posts. */
  async function drainAnalytics() {
    await flushFlagAnalytics();
    await app.control.clearJournal();
  }

  /** The counts of every analytics post since the drain, summed (the 10 s timer may have split them). */
  async function postedCounts() {
    const posts = await journal(app, ANALYTICS, "POST");
    const total: Record<string, number> = {};
    for (const post of posts)
      for (const [name, count] of Object.entries(post.body as Record<string, number>)) total[name] = (total[name] ?? 0) + count;
    return { posts, total };
  }

  it("posts the evaluation counts to analytics/flags/ with the environment key", async () => {
    await drainAnalytics();
    await getFlags(withIdentity());
    await getFlags(withIdentity());

    await flushFlagAnalytics();

    const { posts, total } = await postedCounts();
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(posts[0]!.headers["x-environment-key"]).toBe(SIMULATOR_FLAGSMITH_ENVIRONMENT_ID);
    expect(total).toEqual({ webflowActive: 2, showExitIntentonPage: 2, alertSeekActive: 2, alertTimeout: 2, alertDissmissedTimeout: 2 });
  });

  it("counts cache hits too", async () => {
    await drainAnalytics();
    const request = withIdentity();
    await getFlags(request);
    await getFlags(new Request(request.url, { headers: request.headers }));

    await flushFlagAnalytics();

    expect((await postedCounts()).total.showExitIntentonPage).toBe(2);
  });

  it("posts nothing when nothing was evaluated", async () => {
    await drainAnalytics();

    await flushFlagAnalytics();

    expect(await journal(app, ANALYTICS, "POST")).toHaveLength(0);
  });

  it("counts nothing for the default flags of a failure", async () => {
    await drainAnalytics();
    await fault(app, { path: IDENTITIES, status: 500 });
    await getFlags(withIdentity());

    await flushFlagAnalytics();

    expect(await journal(app, ANALYTICS, "POST")).toHaveLength(0);
  });
});

describe("the process", () => {
  const flagsModule = fileURLToPath(new URL("../../app/site/flags.server.ts", import.meta.url));

  /** Runs a script in a new Node process (tsx), against the simulator; answers its exit code and how long it took. */
  function runChild(script: string, limitMs: number): Promise<{ code: number | null; ms: number; stdout: string; killed: boolean }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        cwd: fileURLToPath(new URL("../..", import.meta.url)),
        env: { ...process.env, UPSTREAM_BASE_URL: app.url, NODE_ENV: "test", UPSTREAM_TIMEOUT_MS: "500", LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      let killed = false;
      const timer = setTimeout(() => {
        killed = true;
        child.kill("SIGKILL");
      }, limitMs);
      child.on("exit", (code) => {
        clearTimeout(timer);
        resolve({ code, ms: Date.now() - started, stdout, killed });
      });
    });
  }

  it("exits by itself after loading flags: the 10 s analytics timer does not keep it alive", async () => {
    const script = `
      const { getFlags } = await import(${JSON.stringify(flagsModule)});
      const result = await getFlags(new Request("http://localhost/lp/basic-details", { headers: { cookie: "flagsmithIdentity=child-1" } }));
      console.log(result.source);
    `;

    // A live interval would keep the process alive for ever: any limit tells the two apart, and a
    // generous one leaves room for a busy machine.
    const run = await runChild(script, 30_000);

    expect(run.killed).toBe(false);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe("server");
  }, 45_000);

  it("posts the last counts on shutdownFlags, then exits", async () => {
    const script = `
      const { getFlags, shutdownFlags } = await import(${JSON.stringify(flagsModule)});
      await getFlags(new Request("http://localhost/lp/basic-details", { headers: { cookie: "flagsmithIdentity=child-2" } }));
      await shutdownFlags();
    `;

    const run = await runChild(script, 30_000);

    expect(run.code).toBe(0);
    const posts = await journal(app, ANALYTICS, "POST");
    expect(posts.map((p) => p.body.showExitIntentonPage)).toEqual([1]);
  }, 45_000);
});
