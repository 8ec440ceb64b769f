/**
 * The simulator's Flagsmith (flags/, identities/, analytics/flags/) and PostHog (batch/, gzip)
 * APIs, over HTTP: the key checks, the seeded flags and identity overrides, and the decoding
 * of gzip bodies for handlers and the journal.
 */
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSimulator, type Simulator } from "./index";
import { SEEDED_FLAGS } from "./services/flags";
import { FLAGSMITH_ENVIRONMENT_ID, POSTHOG_API_KEY, POSTHOG_PERSONAL_LOANS_API_KEY } from "./credentials";

let sim: Simulator;
beforeAll(async () => {
  sim = await createSimulator({ port: 0, quiet: true });
});
beforeEach(() => sim.reset());
afterAll(async () => {
  await sim.close();
});

const FLAGSMITH = "/flagsmith/api/v1";
const KEY = { "x-environment-key": FLAGSMITH_ENVIRONMENT_ID };

async function call(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown; raw?: Uint8Array<ArrayBuffer> } = {},
) {
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${sim.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...options.headers },
    body,
  });
  const text = await response.text();
  // Tests read arbitrary fields of the answers.
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, body: json };
}

async function journal(path: string): Promise<{ method: string; body: any; headers: Record<string, string> }[]> {
  const response = await fetch(`${sim.url}/__sim/requests?path=${encodeURIComponent(path)}`);
  return ((await response.json()) as { requests: { method: string; body: any; headers: Record<string, string> }[] }).requests;
}

type ApiFlag = { enabled: boolean; feature_state_value: unknown; feature: { id: number; name: string } };
const byName = (flags: ApiFlag[]) =>
  Object.fromEntries(flags.map((f) => [f.feature.name, { enabled: f.enabled, value: f.feature_state_value }]));

describe("Flagsmith: flags/", () => {
  it("answers the seeded environment flags, as flagsmith-nodejs reads them", async () => {
    const reply = await call("GET", `${FLAGSMITH}/flags/`, { headers: KEY });

    expect(reply.status).toBe(200);
    expect(byName(reply.body)).toEqual({
      showExitIntentonPage: { enabled: true, value: null },
      alertSeekActive: { enabled: true, value: null },
      alertTimeout: { enabled: true, value: 8000 },
      alertDissmissedTimeout: { enabled: true, value: 60000 },
      webflowActive: { enabled: false, value: null },
    });
    for (const flag of reply.body as ApiFlag[]) expect(flag.feature.id).toBeGreaterThan(0);
  });

  it.each([[{}], [{ "x-environment-key": "someone-elses" }]])(
    "refuses a missing or wrong X-Environment-Key with a 401 (%j)",
    async (headers) => {
      const reply = await call("GET", `${FLAGSMITH}/flags/`, { headers });

      expect(reply.status).toBe(401);
      expect(reply.body.detail).toMatch(/X-Environment-Key/);
    },
  );
});

describe("Flagsmith: identities/", () => {
  it("answers an identity's flags and keeps its traits (POST, as flagsmith-nodejs 8 calls it)", async () => {
    const first = await call("POST", `${FLAGSMITH}/identities/`, {
      headers: KEY,
      body: { identifier: "visitor-1", traits: [{ trait_key: "city", trait_value: "Bangalore" }] },
    });
    const second = await call("POST", `${FLAGSMITH}/identities/`, { headers: KEY, body: { identifier: "visitor-1", traits: [] } });

    expect(first.status).toBe(200);
    expect(first.body.identifier).toBe("visitor-1");
    expect(byName(first.body.flags).showExitIntentonPage).toEqual({ enabled: true, value: null });
    expect(second.body.traits).toEqual([{ trait_key: "city", trait_value: "Bangalore" }]);
  });

  it("does not keep transient traits, and a null trait deletes it", async () => {
    await call("POST", `${FLAGSMITH}/identities/`, {
      headers: KEY,
      body: {
        identifier: "visitor-2",
        traits: [
          { trait_key: "a", trait_value: 1 },
          { trait_key: "b", trait_value: 2, transient: true },
        ],
      },
    });
    const reply = await call("POST", `${FLAGSMITH}/identities/`, {
      headers: KEY,
      body: { identifier: "visitor-2", traits: [{ trait_key: "a", trait_value: null }] },
    });

    expect(reply.body.traits).toEqual([]);
  });

  it.each([
    ["noexit-1", { showExitIntentonPage: { enabled: false, value: null } }],
    ["noalert-1", { alertSeekActive: { enabled: false, value: null } }],
    ["quickalert-1", { alertTimeout: { enabled: true, value: 1000 }, alertDissmissedTimeout: { enabled: true, value: 5000 } }],
  ])("overrides flags for identities whose identifier starts with a known prefix (%s)", async (identifier, changed) => {
    const reply = await call("POST", `${FLAGSMITH}/identities/`, { headers: KEY, body: { identifier, traits: [] } });

    const expected = { ...Object.fromEntries(SEEDED_FLAGS.map((f) => [f.name, { enabled: f.enabled, value: f.value }])), ...changed };
    expect(byName(reply.body.flags)).toEqual(expected);
  });

  it("answers GET identities/?identifier= the same way", async () => {
    const reply = await call("GET", `${FLAGSMITH}/identities/?identifier=noexit-2`, { headers: KEY });

    expect(reply.status).toBe(200);
    expect(byName(reply.body.flags).showExitIntentonPage!.enabled).toBe(false);
  });

  it("refuses a request without an identifier (400) or without the key (401)", async () => {
    expect((await call("POST", `${FLAGSMITH}/identities/`, { headers: KEY, body: { traits: [] } })).status).toBe(400);
    expect((await call("POST", `${FLAGSMITH}/identities/`, { body: { identifier: "x" } })).status).toBe(401);
  });
});

describe("Flagsmith: analytics/flags/", () => {
  it("takes evaluation counts with the key, refuses them without", async () => {
    expect((await call("POST", `${FLAGSMITH}/analytics/flags/`, { headers: KEY, body: { showExitIntentonPage: 3 } })).status).toBe(200);
    expect((await call("POST", `${FLAGSMITH}/analytics/flags/`, { body: { showExitIntentonPage: 3 } })).status).toBe(401);
    expect((await call("POST", `${FLAGSMITH}/analytics/flags/`, { headers: KEY, body: { showExitIntentonPage: "three" } })).status).toBe(
      400,
    );
  });
});

describe("PostHog: batch/", () => {
  const batch = (apiKey: string | undefined) => ({
    ...(apiKey === undefined ? {} : { api_key: apiKey }),
    batch: [
      { event: "$autocapture", distinct_id: "visitor-1", properties: { $event_type: "submit" }, timestamp: "2026-01-01T00:00:00.000Z" },
    ],
    sent_at: "2026-01-01T00:00:00.000Z",
  });
  const gzipped = (value: unknown) => new Uint8Array(gzipSync(JSON.stringify(value)));

  it.each([["/posthog/batch/"], ["/posthog/batch"]])(
    "accepts a gzip batch of either project at %s and journals it decoded",
    async (path) => {
      for (const key of [POSTHOG_API_KEY, POSTHOG_PERSONAL_LOANS_API_KEY]) {
        const reply = await call("POST", path, { headers: { "content-encoding": "gzip" }, raw: gzipped(batch(key)) });
        expect(reply.status).toBe(200);
      }

      const entries = await journal("/posthog/batch");
      expect(entries.map((e) => e.body.api_key)).toEqual([POSTHOG_API_KEY, POSTHOG_PERSONAL_LOANS_API_KEY]);
      expect(entries[0]!.headers["content-encoding"]).toBe("gzip");
      expect(entries[0]!.body.batch[0]).toMatchObject({ event: "$autocapture", distinct_id: "visitor-1" });
    },
  );

  it("accepts a plain JSON batch too", async () => {
    expect((await call("POST", "/posthog/batch/", { body: batch(POSTHOG_API_KEY) })).status).toBe(200);
  });

  it.each([["phc_someone_else"], [undefined]])("refuses an unknown or missing api_key with PostHog's 401 (%s)", async (key) => {
    const reply = await call("POST", "/posthog/batch/", { headers: { "content-encoding": "gzip" }, raw: gzipped(batch(key)) });

    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe("invalid_api_key");
  });

  it("refuses a batch without events (400)", async () => {
    const reply = await call("POST", "/posthog/batch/", { body: { api_key: POSTHOG_API_KEY, batch: [] } });

    expect(reply.status).toBe(400);
    expect(reply.body.type).toBe("validation_error");
  });

  it("answers 400 for a body that claims gzip and is not", async () => {
    const reply = await call("POST", "/posthog/batch/", {
      headers: { "content-encoding": "gzip" },
      raw: new TextEncoder().encode("not gzip"),
    });

    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("Invalid request: body is not valid gzip");
  });

  it("answers 413 for a gzip body that decodes to more than the body limit", async () => {
    const huge = new Uint8Array(gzipSync(Buffer.alloc(2_000_000, 0x20)));
    const reply = await call("POST", "/posthog/batch/", { headers: { "content-encoding": "gzip" }, raw: huge });

    expect(reply.status).toBe(413);
  });
});
