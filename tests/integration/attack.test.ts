/**
 * The generative attack suite (docs/decisions/031-safe-by-construction.md): every route with an
 * action, and every page as a GET form, read from app/routes (a new route is covered without
 * anyone listing it), gets forms and query strings that fast-check generates: bracketed and
 * dotted names with huge indices, names of any characters, duplicated keys, every Unicode
 * digit, control characters, long text. Through the built server as production runs it, as a
 * visitor, a visitor with a verified lead and a signed-in cardholder.
 *
 * Asserted of every answer: no status of 500 or more, and no body more than ANSWER_SLACK bytes
 * larger than the page's own (a GET of the same path by the same session). Asserted of the run:
 * the server's resident memory grew by less than RSS_GROWTH_LIMIT. Prints the cases run, the
 * largest answer over its page and the memory figures.
 *
 * Then the shapes whose cost is the attack (the request gate's bounds, server/request-gate.ts):
 * route-manifest queries of generated paths (what gets through makes Remix match at most
 * MANIFEST_MATCH_LIMIT paths), generated deep and long paths (refused past the limits), and a
 * slow body to every action (each cut off, the upload room free afterwards).
 */
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  FORM_BODY_LIMIT,
  MANIFEST_MATCH_LIMIT,
  manifestMatchPaths,
  MULTIPART_BODY_LIMIT,
  pathTooDeep,
  routeKind,
  takesUploads,
} from "../../server/request-gate";
import { useBuiltApp } from "../support/app-process";
import { freshAddress } from "../support/fixtures";
import { routeFiles } from "../support/route-files";
import { cardholder, FORM_TYPE, SESSION_KINDS, visitor, type Session } from "../support/sessions";

const built = useBuiltApp(
  { TRUSTED_PROXY_HOPS: "1", OTP_RESEND_COOLDOWN_SECONDS: "0", OTP_SENDS_PER_PHONE: "1000" },
  { otpCooldownSeconds: 0 },
);

/** "A few KB": what an answer may add to its page (the error summary, the messages, the typed values kept). */
const ANSWER_SLACK = 8 * 1024;
const RSS_GROWTH_LIMIT = 200 * 1024 * 1024;
const POST_RUNS = Number(process.env.ATTACK_POST_RUNS ?? 12);
const GET_RUNS = Number(process.env.ATTACK_GET_RUNS ?? 4);

/** The names our forms use, the stem of most generated names. */
const KNOWN_NAMES = [
  "phone",
  "cityId",
  "loanAmount",
  "loanType",
  "otp",
  "intent",
  "pincode",
  "branchId",
  "schemeId",
  "amount",
  "kind",
  "date",
  "slot",
  "quality",
  "house",
  "street",
  "area",
  "referralCode",
  "voucherCode",
  "identity",
  "firstname",
  "goldWeight",
  "goldQuality",
  "requestId",
  "groupId",
  "actionDesired",
  "customerNotes",
  "pan",
  "name",
  "returnTo",
  "weight",
  "purity",
  "city",
  "sort",
  "filter",
  "lang",
  "utm_source",
  "label",
  "page",
];

/** Every decimal digit of every script (\p{Nd}): Devanagari, Tamil, full-width, mathematical... */
const UNICODE_DIGITS = Array.from({ length: 0x1fbfa }, (_, cp) => String.fromCodePoint(cp)).filter((c) => /\p{Nd}/u.test(c));

const hugeIndex = fc.oneof(
  fc.nat({ max: 1000 }),
  fc.constantFrom(99_999_999, 2 ** 31, 2 ** 32 + 1, Number.MAX_SAFE_INTEGER),
  fc.bigInt({ min: 0n, max: 10n ** 30n }),
);
const knownName = fc.constantFrom(...KNOWN_NAMES);
const fieldName = fc.oneof(
  { weight: 4, arbitrary: knownName },
  { weight: 3, arbitrary: fc.tuple(knownName, hugeIndex).map(([name, index]) => `${name}[${index}]`) },
  { weight: 1, arbitrary: fc.tuple(knownName, knownName).map(([a, b]) => `${a}.${b}`) },
  { weight: 1, arbitrary: fc.tuple(knownName, hugeIndex, knownName).map(([a, i, b]) => `${a}[${i}].${b}`) },
  { weight: 1, arbitrary: knownName.map((name) => `${name}[]`) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  { weight: 1, arbitrary: fc.nat({ max: 300 }).map((n) => "n".repeat(n + 1)) },
);
const controlChar = fc
  .integer({ min: 0, max: 0x9f })
  .filter((c) => c < 0x20 || c >= 0x7f)
  .map((c) => String.fromCharCode(c));
const fieldValue = fc.oneof(
  fc.constant(""),
  fc.stringMatching(/^[6-9]\d{9}$/),
  fc.nat({ max: 4000 }).map((n) => "9".repeat(n + 1)),
  fc.constantFrom(
    "1e308",
    "-1",
    "NaN",
    "Infinity",
    "0x10",
    "9007199254740993",
    "2020-01-01",
    "2099-12-31",
    "99:99-00:00",
    "TAKEOVER",
    "choose",
    "verify",
    "book",
    "cancel",
  ),
  fc.array(fc.constantFrom(...UNICODE_DIGITS), { minLength: 1, maxLength: 12 }).map((d) => d.join("")),
  fc.array(controlChar, { minLength: 1, maxLength: 20 }).map((c) => c.join("")),
  fc.string({ unit: "binary", minLength: 500, maxLength: 3000 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
);
/** A form: some generated fields, some of them repeated many times. */
const fields = fc
  .tuple(fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 12 }), fc.nat({ max: 60 }))
  .map(([entries, repeats]) =>
    entries.length > 0 && repeats > 0 ? [...entries, ...Array.from({ length: repeats }, () => entries[0]!)] : entries,
  );

const routes = routeFiles();
const actionPaths = routes.filter((route) => route.hasAction).flatMap((route) => route.paths);
const pagePaths = routes.filter((route) => route.hasDefault).flatMap((route) => route.paths.map((path) => path.replace("?index", "")));

const figures = { cases: 0, largestOver: { bytes: -Infinity, label: "" }, largestAnswer: 0, statuses: new Map<number, number>() };

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : 0;
}

/** The path as this session uses it: its own lead's OTP page. */
function ownPath(session: Session, path: string): string {
  return session.leadId ? path.replace(/\/lp\/otp\/auth\/[^/?]+/, `/lp/otp/auth/${session.leadId}`) : path;
}

/**
 * The size of the page at `path` for this session: the largest of its GET answer (a page, a
 * redirect, a not-found page) and of the refusal pages the path answers for a form no page sends.
 */
async function pageSize(session: Session, path: string, cache: Map<string, number>): Promise<number> {
  const known = cache.get(path);
  if (known !== undefined) return known;
  const page = await session.client.request(path.replace("?index", ""));
  // Refused by the request gate (a bracketed name), and by the route's form reader (a name its form does not have).
  const refusals = await Promise.all(
    ["refused[0]=1", "refused=1"].map((body) => session.client.request(path, { method: "POST", headers: FORM_TYPE, body })),
  );
  const sizes = await Promise.all([page, ...refusals].map(async (response) => (await response.arrayBuffer()).byteLength));
  const size = Math.max(...sizes);
  cache.set(path, size);
  return size;
}

/** Checks one answer; returns a problem or null. */
async function judge(label: string, response: Response, page: number): Promise<string | null> {
  const bytes = (await response.arrayBuffer()).byteLength;
  figures.cases += 1;
  figures.statuses.set(response.status, (figures.statuses.get(response.status) ?? 0) + 1);
  figures.largestAnswer = Math.max(figures.largestAnswer, bytes);
  if (bytes - page > figures.largestOver.bytes) figures.largestOver = { bytes: bytes - page, label };
  if (response.status >= 500) return `${label}: status ${response.status}`;
  if (bytes > page + ANSWER_SLACK) return `${label}: ${bytes} bytes, the page has ${page}`;
  return null;
}

const describeEntries = (entries: [string, string][]) =>
  JSON.stringify(entries.map(([n, v]) => [n.slice(0, 40), v.slice(0, 40)])).slice(0, 300);

/** Sends `raw` over a socket to the app and gives back the status line of its answer. */
function rawStatusLine(raw: string): Promise<string> {
  const { port } = new URL(built.app.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(raw));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n")) {
        resolve(answer.slice(0, answer.indexOf("\r\n")));
        socket.destroy();
      }
    });
    socket.on("error", reject);
  });
}

describe("the requests that took the site down or through", () => {
  it("a bracketed index in a form or a GET form's query is a small 400, and the server lives on", async () => {
    const session = await SESSION_KINDS[0](built);
    const posted = await session.client.request("/lp/basic-details", { method: "POST", headers: FORM_TYPE, body: "phone[99999999]=1" });
    expect(posted.status).toBe(400);
    expect((await posted.arrayBuffer()).byteLength).toBeLessThan(40_000);
    const linked = await session.client.request("/gold-loan-calculator?weight=40&purity%5B99999999%5D=1&city=3");
    expect(linked.status).toBe(400);
    expect((await linked.arrayBuffer()).byteLength).toBeLessThan(40_000);
    const million = await session.client.request("/lp/basic-details", { method: "POST", headers: FORM_TYPE, body: "phone[1000000]=1" });
    expect((await million.arrayBuffer()).byteLength).toBeLessThan(40_000);
    expect((await fetch(`${built.app.url}/healthcheck`)).status).toBe(200);
  });

  it("an absolute-form request target is a 400, not a 500", async () => {
    expect(await rawStatusLine("GET http://x/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 /);
  });

  it("a malformed cookie is an absent one: jwt=%E2%82%AC and generated cookies on the card pages and their .data, in the webview", async () => {
    const names = ["jwt", "gl_session", "gl_lang", "gl_lite", "flagsmithIdentity", "gl_event_id", "gl_browser_id", "gl_lead_id"];
    // What a Cookie header can carry: %-escapes of any text (a euro sign no upstream header can carry), broken ones, Latin-1.
    const latin1 = fc.integer({ min: 0x21, max: 0xff }).filter((c) => c !== 0x3b && c !== 0x7f && (c < 0x80 || c > 0x9f));
    const value = fc.oneof(
      fc.constant("%E2%82%AC"),
      fc.string({ unit: "binary", maxLength: 200 }).map(encodeURIComponent),
      fc.array(fc.constantFrom("%", "%E2", "%A", "%ZZ", "a", ".", "-"), { maxLength: 30 }).map((parts) => parts.join("")),
      fc.array(latin1, { minLength: 1, maxLength: 400 }).map((codes) => String.fromCharCode(...codes)),
    );
    const cardPages = pagePaths.filter((path) => path.startsWith("/lp/cards/") && !path.includes("$"));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), value, fc.constantFrom(...cardPages), fc.boolean(), async (name, sent, page, data) => {
        const path = `${page}${data ? ".data" : ""}?webView=true`;
        const headers = { cookie: `${name}=${sent}`, "sec-fetch-site": "same-origin", "x-forwarded-for": "203.0.113.44" };
        const response = await fetch(`${built.app.url}${path}`, { headers, redirect: "manual" });
        await response.arrayBuffer();
        expect(response.status, `${name}=${sent.slice(0, 40)} ${path}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe("generated attacks on every action and every GET form", () => {
  it("finds the routes in app/routes", () => {
    expect(actionPaths).toEqual(expect.arrayContaining(["/lp/basic-details", "/lp/callback", "/lp/cards/limit-increase", "/?index"]));
    expect(pagePaths).toEqual(expect.arrayContaining(["/gold-loan-calculator", "/lp/schemes"]));
  });

  let rssBefore = 0;

  it("posts generated forms to every action: never a 500, never an answer more than a few KB over its page", async () => {
    rssBefore = rssBytes(built.app.pid);
    await Promise.all(
      SESSION_KINDS.map(async (start) => {
        const session = await start(built);
        const pages = new Map<string, number>();
        for (const path of actionPaths) {
          const target = ownPath(session, path);
          const page = await pageSize(session, target, pages);
          await fc.assert(
            fc.asyncProperty(fields, async (entries) => {
              const body = new URLSearchParams(entries).toString();
              const response = await session.client.request(target, { method: "POST", headers: FORM_TYPE, body });
              const problem = await judge(`${session.kind} POST ${target} ${describeEntries(entries)}`, response, page);
              expect(problem).toBeNull();
            }),
            { numRuns: POST_RUNS },
          );
        }
      }),
    );
  }, 240_000);

  it("opens every page with a generated query string: never a 500, never an answer more than a few KB over the page", async () => {
    await Promise.all(
      SESSION_KINDS.map(async (start) => {
        const session = await start(built);
        const pages = new Map<string, number>();
        for (const path of pagePaths) {
          const target = ownPath(session, path);
          const page = await pageSize(session, target, pages);
          await fc.assert(
            fc.asyncProperty(fields, async (entries) => {
              const query = new URLSearchParams(entries).toString();
              const response = await session.client.request(`${target}?${query}`);
              const problem = await judge(`${session.kind} GET ${target} ${describeEntries(entries)}`, response, page);
              expect(problem).toBeNull();
            }),
            { numRuns: GET_RUNS },
          );
        }
      }),
    );
  }, 240_000);

  it("the server's memory stays bounded and it still answers", async () => {
    const rssAfter = rssBytes(built.app.pid);
    process.stdout.write(
      `\nattack: server RSS ${(rssBefore / 2 ** 20).toFixed(0)} MB before, ${(rssAfter / 2 ** 20).toFixed(0)} MB after\n`,
    );
    expect(rssAfter - rssBefore).toBeLessThan(RSS_GROWTH_LIMIT);
    expect((await fetch(`${built.app.url}/healthcheck`)).status).toBe(200);
  });

  afterAll(() => {
    const byStatus = [...figures.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    process.stdout.write(
      `attack: ${figures.cases} generated requests (${actionPaths.length} action URLs x ${POST_RUNS}, ${pagePaths.length} pages x ${GET_RUNS}, 3 kinds of visitor); by status ${byStatus}; ` +
        `largest answer ${figures.largestAnswer} B; most over its page ${figures.largestOver.bytes} B (${figures.largestOver.label.slice(0, 120)})\n`,
    );
  });
});

describe("costly work past its limit", () => {
  /** Answers from `send` until the first 429 (at most `most`), none of them a 500. */
  async function untilLimited(send: (n: number) => Promise<Response>, most: number): Promise<Response> {
    for (let n = 0; n < most; n += 1) {
      const response = await send(n);
      expect(response.status).toBeLessThan(500);
      if (response.status === 429) return response;
      await response.arrayBuffer();
    }
    throw new Error(`No 429 in ${most} requests`);
  }

  it("PAN checks and uploads: a 429 with Retry-After for the cardholder, and nothing more sent upstream", async () => {
    const session = await cardholder(built);
    const pans = fc.sample(fc.stringMatching(/^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/), 8);
    const pan = (n: number) => session.client.post("/lp/cards/documents", { intent: "pan", pan: pans[n]!, name: "Asha Rao" });
    const boundary = "----gl-attack-boundary";
    const photo = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nGOLD_PHOTO\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="gold.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 60 }, (_, i) => i)]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = () =>
      session.client.request("/lp/cards/documents", {
        method: "POST",
        body: new Uint8Array(photo),
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      });

    for (const [send, most, path] of [
      [pan, 5, "/kyc/pan-validation"],
      [upload, 22, "/customer/uploadImageForCustomer"],
    ] as const) {
      const limited = await untilLimited(send, most);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
      const sent = (await built.control.requests(path)).length;
      expect((await send(most - 1)).status).toBe(429);
      expect(await built.control.requests(path)).toHaveLength(sent);
    }
  }, 60_000);

  it("new Key Facts PDFs from one address: a 429 with Retry-After past its limit", async () => {
    const session = await visitor(built);
    const city = await (await session.client.request("/gold-loan/pune")).text();
    const schemes = [...new Set([...city.matchAll(/href="\/gold-loan\/pune\/([a-z0-9-]+)"/g)].map((m) => m[1]!))];
    const pdfs = ["", "/hi", "/ta", "/te", "/kn", "/mr", "/ml"].flatMap((prefix) =>
      schemes.map((scheme) => `${prefix}/gold-loan/pune/${scheme}/key-facts.pdf`),
    );
    expect(pdfs.length).toBeGreaterThan(31);

    const limited = await untilLimited((n) => session.client.request(pdfs[n]!), pdfs.length);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  }, 60_000);

  it("client log lines past the address's limit: the same answer, never a 429 or a 500", async () => {
    const session = await visitor(built);
    for (let n = 0; n < 125; n += 1) {
      const response = await session.client.request("/lp/api/auth/log", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ level: "info", code: "APP", message: `line ${n}` }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
  });
});

const costly = { manifest: new Map<number, number>(), paths: new Map<number, number>(), slow: new Map<number, number>() };
const tally = (counts: Map<number, number>, status: number) => counts.set(status, (counts.get(status) ?? 0) + 1);

/** A path segment: a name of ours, nothing (a run of slashes), or generated text. */
const segment = fc.oneof(
  { weight: 3, arbitrary: knownName },
  { weight: 3, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }).map(encodeURIComponent) },
);
/** A path of up to 1,200 segments: mostly shallow, sometimes a long run. */
const generatedPath = fc
  .oneof(
    { weight: 3, arbitrary: fc.array(segment, { maxLength: 12 }) },
    { weight: 1, arbitrary: fc.array(segment, { maxLength: 1200 }) },
    { weight: 1, arbitrary: fc.tuple(knownName, fc.nat({ max: 1200 })).map(([name, n]) => [name, ...Array<string>(n).fill("")]) },
  )
  .map((segments) => `/${segments.join("/")}`);

/** The manifest's path, and spellings the URL parser resolves to it (dot segments, escaped dots). */
const MANIFEST_SPELLINGS = ["/__manifest", "/./__manifest", "/x/../__manifest", "/x/%2e%2e/__manifest"];

describe("generated requests whose cost is the attack", () => {
  it("the issue's manifest request (seven paths of 990 slashes) is a 400 by every spelling of the manifest's path", async () => {
    const version = /\/assets\/manifest-([a-z0-9]+)\.js/.exec(await (await fetch(`${built.app.url}/`)).text())![1]!;
    const query = Array.from({ length: 7 }, () => `p=/b${"/".repeat(990)}`).join("&");
    for (const at of MANIFEST_SPELLINGS) {
      const line = await rawStatusLine(`GET ${at}?${query}&version=${version} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(line, at).toMatch(/^HTTP\/1\.1 400 /);
    }
  });

  it("asks the route manifest about generated paths: never a 500, and what is answered costs at most MANIFEST_MATCH_LIMIT matches", async () => {
    const version = /\/assets\/manifest-([a-z0-9]+)\.js/.exec(await (await fetch(`${built.app.url}/`)).text())![1]!;
    await fc.assert(
      fc.asyncProperty(
        fc.array(generatedPath, { maxLength: 50 }),
        fc.boolean(),
        fc.constantFrom(...MANIFEST_SPELLINGS),
        async (paths, escaped, at) => {
          // Slashes as a browser's URLSearchParams escapes them, or as they may be sent: plain.
          const query = paths.map((path) => `p=${escaped ? encodeURIComponent(path) : path}`).join("&");
          // Over a socket: fetch would resolve the dot segments itself, and the server must.
          const statusLine = await rawStatusLine(
            `GET ${at}?${query}&version=${version} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
          );
          const status = Number(statusLine.split(" ")[1]);
          tally(costly.manifest, status);
          expect(status).toBeLessThan(500);
          if (status === 200) {
            // The values as the server reads them: a plain `%E0%A0%80` in a value is one character there.
            const sent = new URLSearchParams(query).getAll("p");
            expect(sent.some(pathTooDeep)).toBe(false);
            expect(manifestMatchPaths(sent).size).toBeLessThanOrEqual(MANIFEST_MATCH_LIMIT);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it("opens generated deep and long paths: never a 500, and a path past the limits is a 400", async () => {
    await fc.assert(
      fc.asyncProperty(generatedPath, async (path) => {
        const sent = new URL(`${built.app.url}${path}`).pathname;
        const response = await fetch(`${built.app.url}${sent}`, { redirect: "manual" });
        await response.arrayBuffer();
        tally(costly.paths, response.status);
        expect(response.status).toBeLessThan(500);
        if (pathTooDeep(sent)) expect(response.status).toBe(400);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it("sends every action a slow body that stops: each is refused (408 once it is silent), and the upload room is free afterwards", async () => {
    const { port } = new URL(built.app.url);
    const types = {
      form: "application/x-www-form-urlencoded",
      multipart: "multipart/form-data; boundary=slowBoundary",
      json: "application/json",
    } as const;
    const cases = fc.sample(
      fc.record({
        type: fc.constantFrom(...(Object.keys(types) as (keyof typeof types)[])),
        declared: fc.oneof(fc.integer({ min: 10, max: FORM_BODY_LIMIT }), fc.integer({ min: 10, max: MULTIPART_BODY_LIMIT })),
        sent: fc.nat({ max: 9 }),
      }),
      { numRuns: actionPaths.length, seed: 44 },
    );
    const answers = actionPaths.map((target, i) => {
      const { type, declared, sent } = cases[i]!;
      const pathname = new URL(`${built.app.url}${target}`).pathname;
      const kind = routeKind(pathname);
      const accepted = kind === "api" ? type !== "multipart" : type !== "json";
      const limit = type === "multipart" && takesUploads(pathname) ? MULTIPART_BODY_LIMIT : FORM_BODY_LIMIT;
      const expected = !accepted ? 415 : declared > limit ? 413 : 408;
      const request = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: target,
        agent: false,
        headers: {
          "content-type": types[type],
          "content-length": String(declared),
          "sec-fetch-site": "same-origin",
          "x-forwarded-for": freshAddress(),
        },
      });
      const status = new Promise<number>((resolve, reject) => {
        request.on("error", reject);
        request.once("response", (response) => {
          response.resume();
          resolve(response.statusCode!);
        });
      });
      request.write("--slowBoundary\r\n".slice(0, sent));
      // Awaited below; a connection cut when the test ends is no error of its own.
      status.catch(() => {});
      return { label: `POST ${target} ${type} ${declared} B, ${sent} sent`, expected, status, request };
    });
    try {
      for (const { label, expected, status } of answers) {
        const got = await status;
        tally(costly.slow, got);
        expect(got, label).toBe(expected);
      }
      // Nothing the slow bodies held is held now: a full-size upload from a new address is read (and sent to sign in).
      const boundary = "slowBoundary";
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="gold.png"\r\nContent-Type: image/png\r\n\r\n${"x".repeat(MULTIPART_BODY_LIMIT - 1024)}\r\n--${boundary}--\r\n`;
      const upload = await fetch(`${built.app.url}/lp/cards/documents`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { "content-type": types.multipart, "sec-fetch-site": "same-origin", "x-forwarded-for": freshAddress() },
      });
      expect(upload.status).toBe(302);
    } finally {
      for (const { request } of answers) request.destroy();
    }
  }, 60_000);

  afterAll(() => {
    const line = (counts: Map<number, number>) =>
      [...counts]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}: ${n}`)
        .join(", ");
    process.stdout.write(
      `attack: manifest queries by status ${line(costly.manifest)}; deep paths ${line(costly.paths)}; slow bodies ${line(costly.slow)}\n`,
    );
  });
});
