import { readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REFUSALS } from "../app/platform/refusal";
import { routeFiles } from "../tests/support/route-files";
import {
  BODY_SILENCE_MS,
  contentTypeRefusal,
  countParts,
  crossSiteRefusal,
  FORM_BODY_DEADLINE_MS,
  FORM_BODY_LIMIT,
  gateRequest,
  type GateVerdict,
  MANIFEST_MATCH_LIMIT,
  manifestMatchPaths,
  mediaType,
  MULTIPART_BODY_LIMIT,
  MULTIPART_PART_LIMIT,
  PATH_LENGTH_LIMIT,
  PATH_SEGMENT_LIMIT,
  pathTooDeep,
  routeKind,
  takesUploads,
  targetRefusal,
  UPLOAD_BODY_DEADLINE_MS,
  UPLOAD_PATHS,
  UPLOADS_IN_FLIGHT_BYTES,
  UPLOADS_PER_CLIENT_BYTES,
} from "./request-gate";

const SITE = "https://www.kanak.example";
/** The client address the app decided for a request (app/platform/client-address.ts). */
const CLIENT = "203.0.113.10";

/** A request as the HTTP server hands it over: a stream of body chunks with its headers. */
function incoming(method: string, headers: Record<string, string>, chunks: (string | Buffer)[] = [], url = "/lp/pincode"): IncomingMessage {
  const stream = Readable.from(
    chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c)),
    { objectMode: false },
  );
  return Object.assign(stream, { method, headers, url }) as unknown as IncomingMessage;
}

function multipart(parts: { name: string; value: string; filename?: string }[], boundary = "XyZ"): string {
  const body = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}\r\n\r\n${p.value}\r\n`,
    )
    .join("");
  return `${body}--${boundary}--\r\n`;
}

const FORM = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
const MULTIPART = { "content-type": "multipart/form-data; boundary=XyZ", "sec-fetch-site": "same-origin" };

/** An upload that says it is full-size and is still arriving: what is written to it arrives, when it is. */
function slowUpload(): PassThrough & IncomingMessage {
  return Object.assign(new PassThrough(), {
    method: "POST",
    url: "/lp/cards/documents",
    headers: { ...MULTIPART, "content-length": String(MULTIPART_BODY_LIMIT) },
  }) as unknown as PassThrough & IncomingMessage;
}

/**
 * The manifest request of a cardholder's offers page, the most links of any page with scripts
 * (its links' paths as the browser sends them, sorted, and the build's version): 13 matches.
 */
const OUR_MANIFEST_QUERY = new URLSearchParams([
  ...[
    "/",
    "/lp/cards/limit-increase",
    "/lp/cards/limits",
    "/lp/cards/offers",
    "/lp/cards/offers/OFF-AMZ10",
    "/lp/cards/offers/OFF-FUEL1",
    "/lp/cards/offers/OFF-SWG100",
    "/lp/cards/offers/OFF-TNQ5",
    "/lp/cards/release-requests",
    "/lp/cards/rewards",
    "/lp/cards/sign-out",
  ].map((p) => ["p", p]),
  ["version", "90f3d698"],
]).toString();

describe("crossSiteRefusal", () => {
  it("lets the browser's same-origin (and the visitor's own) requests through, and refuses the rest by Sec-Fetch-Site", () => {
    expect(crossSiteRefusal({ secFetchSite: "same-origin" }, SITE)).toBeNull();
    expect(crossSiteRefusal({ secFetchSite: "none" }, SITE)).toBeNull();
    expect(crossSiteRefusal({ secFetchSite: "cross-site", origin: SITE }, SITE)).toEqual(REFUSALS.crossSite);
    expect(crossSiteRefusal({ secFetchSite: "same-site" }, SITE)).toEqual(REFUSALS.crossSite);
  });

  it("falls back to Origin: this site (configured, or the Host the browser used) passes; null, unreadable and other sites do not", () => {
    expect(crossSiteRefusal({ origin: SITE }, SITE)).toBeNull();
    expect(crossSiteRefusal({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }, SITE)).toBeNull();
    expect(crossSiteRefusal({ origin: "null" }, SITE)).toEqual(REFUSALS.crossSite);
    expect(crossSiteRefusal({ origin: "not a url" }, SITE)).toEqual(REFUSALS.crossSite);
    expect(crossSiteRefusal({ origin: "https://evil.example", host: "www.kanak.example" }, SITE)).toEqual(REFUSALS.crossSite);
    expect(crossSiteRefusal({ origin: "https://www.kanak.example.evil.example" }, SITE)).toEqual(REFUSALS.crossSite);
  });

  it("lets a client with neither header through (the JSON API has its own CSRF token)", () => {
    expect(crossSiteRefusal({}, SITE)).toBeNull();
  });
});

describe("contentTypeRefusal", () => {
  it("takes forms on pages and JSON or forms on the API, case and parameters aside", () => {
    expect(routeKind("/lp/pincode")).toBe("page");
    expect(routeKind("/lp/api/auth/signin")).toBe("api");
    expect(mediaType("Multipart/Form-Data; boundary=x")).toBe("multipart/form-data");
    expect(contentTypeRefusal("page", "application/x-www-form-urlencoded;charset=UTF-8")).toBeNull();
    expect(contentTypeRefusal("page", "multipart/form-data; boundary=x")).toBeNull();
    expect(contentTypeRefusal("api", "application/json")).toBeNull();
    expect(contentTypeRefusal("api", "application/x-www-form-urlencoded")).toBeNull();
  });

  it("refuses everything else with 415", () => {
    for (const type of [undefined, "", "application/json", "text/plain", "application/xml", "text/html"]) {
      expect(contentTypeRefusal("page", type)).toEqual(REFUSALS.notAForm);
    }
    for (const type of [undefined, "multipart/form-data; boundary=x", "text/plain"]) {
      expect(contentTypeRefusal("api", type)).toEqual(REFUSALS.notAForm);
    }
  });
});

describe("gateRequest", () => {
  it("reads nothing of a GET", async () => {
    expect(await gateRequest(incoming("GET", {}), "/lp/pincode", SITE, CLIENT)).toMatchObject({ body: null });
  });

  it("hands a form within the limit on as it came, in whatever chunks it arrived", async () => {
    const verdict = await gateRequest(incoming("POST", FORM, ["pin", "code=560", "001"]), "/lp/pincode", SITE, CLIENT);
    expect("body" in verdict && verdict.body?.toString()).toBe("pincode=560001");
  });

  it("refuses methods that are not GET, HEAD, POST, PUT, PATCH or DELETE", async () => {
    expect(await gateRequest(incoming("OPTIONS", FORM), "/lp/pincode", SITE, CLIENT)).toEqual({ refusal: REFUSALS.method });
    expect(await gateRequest(incoming("PROPFIND", FORM), "/lp/pincode", SITE, CLIENT)).toEqual({ refusal: REFUSALS.method });
  });

  it("refuses a cross-site post before reading it", async () => {
    const verdict = await gateRequest(incoming("POST", { ...FORM, "sec-fetch-site": "cross-site" }, ["a=1"]), "/lp/pincode", SITE, CLIENT);
    expect(verdict).toEqual({ refusal: REFUSALS.crossSite });
  });

  it("refuses a form over 64 KB, whether its Content-Length says so or not", async () => {
    const big = "a=" + "x".repeat(FORM_BODY_LIMIT);
    expect(
      await gateRequest(incoming("POST", { ...FORM, "content-length": String(big.length) }), "/lp/basic-details", SITE, CLIENT),
    ).toEqual({
      refusal: REFUSALS.tooLarge,
    });
    const chunks = Array.from({ length: 20 }, () => "x".repeat(4096));
    expect(await gateRequest(incoming("POST", FORM, ["a=", ...chunks]), "/lp/basic-details", SITE, CLIENT)).toEqual({
      refusal: REFUSALS.tooLarge,
    });
  });

  it("takes a form of exactly 64 KB", async () => {
    // 33 fields of up to 2,000 characters each (the longest value a form takes), 65,536 bytes in all.
    let exact = Array.from({ length: 32 }, (_, i) => `f${String(i).padStart(2, "0")}=${"x".repeat(2000)}`).join("&");
    exact += `&last=${"x".repeat(FORM_BODY_LIMIT - exact.length - "&last=".length)}`;
    const verdict = await gateRequest(incoming("POST", FORM, [exact]), "/lp/basic-details", SITE, CLIENT);
    expect("body" in verdict && verdict.body?.length).toBe(FORM_BODY_LIMIT);
  });

  it("takes a multipart form of up to 10 parts and refuses an 11th", async () => {
    const type = { "content-type": "multipart/form-data; boundary=XyZ", "sec-fetch-site": "same-origin" };
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}`, value: "v" }));
    const taken = await gateRequest(incoming("POST", type, [multipart(ten)]), "/lp/cards/documents", SITE, CLIENT);
    expect(taken).toHaveProperty("body");
    if ("release" in taken) taken.release(); // as the server does once the answer is sent
    const eleven = [...ten, { name: "f10", value: "v" }];
    expect(await gateRequest(incoming("POST", type, [multipart(eleven)]), "/lp/cards/documents", SITE, CLIENT)).toEqual({
      refusal: REFUSALS.tooLarge,
    });
  });

  it("refuses multipart over 6 MB in all, though every part is small", async () => {
    const type = { "content-type": "multipart/form-data; boundary=XyZ", "sec-fetch-site": "same-origin" };
    const parts = Array.from({ length: 4 }, (_, i) => ({ name: `f${i}`, value: "x".repeat(MULTIPART_BODY_LIMIT / 4) }));
    expect(await gateRequest(incoming("POST", type, [multipart(parts)]), "/lp/cards/documents", SITE, CLIENT)).toEqual({
      refusal: REFUSALS.tooLarge,
    });
  });

  it("refuses multipart that does not parse: no boundary, a broken body", async () => {
    const noBoundary = { "content-type": "multipart/form-data", "sec-fetch-site": "same-origin" };
    expect(await gateRequest(incoming("POST", noBoundary, [multipart([{ name: "a", value: "1" }])]), "/lp/pincode", SITE, CLIENT)).toEqual({
      refusal: REFUSALS.unreadable,
    });
    const type = { "content-type": "multipart/form-data; boundary=XyZ", "sec-fetch-site": "same-origin" };
    expect(await gateRequest(incoming("POST", type, ["--XyZ\r\ngarbage"]), "/lp/pincode", SITE, CLIENT)).toEqual({
      refusal: REFUSALS.unreadable,
    });
  });

  it("refuses JSON, text and no body at all on a page; takes JSON on the API", async () => {
    const json = { "content-type": "application/json", "sec-fetch-site": "same-origin" };
    expect(await gateRequest(incoming("POST", json, ["{}"]), "/lp/pincode", SITE, CLIENT)).toEqual({ refusal: REFUSALS.notAForm });
    expect(await gateRequest(incoming("POST", { "sec-fetch-site": "same-origin" }), "/lp/pincode", SITE, CLIENT)).toEqual({
      refusal: REFUSALS.notAForm,
    });
    const api = await gateRequest(incoming("POST", json, ['{"csrfToken":"x"}']), "/lp/api/auth/signin", SITE, CLIENT);
    expect("body" in api && api.body?.toString()).toBe('{"csrfToken":"x"}');
  });

  it("holds at most UPLOADS_IN_FLIGHT_BYTES of uploads at once: one more is busy until one gives its room back", async () => {
    const small = multipart([{ name: "a", value: "1" }]);
    // Slow uploads that say they are full-size and are still arriving, each from a client of its own.
    const slow = Array.from({ length: UPLOADS_IN_FLIGHT_BYTES / MULTIPART_BODY_LIMIT }, () => slowUpload());
    const verdicts = slow.map((stream, i) => gateRequest(stream, "/lp/cards/documents", SITE, `198.51.100.${i}`));
    const smallHeaders = { ...MULTIPART, "content-length": String(small.length) };
    expect(await gateRequest(incoming("POST", smallHeaders, [small]), "/lp/cards/documents", SITE, CLIENT)).toEqual({
      refusal: REFUSALS.busy,
    });

    // One of them arrives and its answer is sent: its room is free again.
    slow[0]!.end(small);
    const first = await verdicts[0]!;
    expect(first).toHaveProperty("body");
    if ("release" in first) first.release();
    const next = await gateRequest(incoming("POST", smallHeaders, [small]), "/lp/cards/documents", SITE, CLIENT);
    expect(next).toHaveProperty("body");
    if ("release" in next) next.release();

    // The others' clients go away: their room comes back too.
    for (const stream of slow.slice(1)) stream.destroy();
    expect(await Promise.all(verdicts.slice(1))).toEqual(slow.slice(1).map(() => ({ refusal: REFUSALS.unreadable })));
    const after = await Promise.all(
      slow.map((_, i) =>
        gateRequest(
          incoming("POST", { ...MULTIPART, "content-length": String(MULTIPART_BODY_LIMIT) }, [small]),
          "/lp/cards/documents",
          SITE,
          `198.51.100.${i}`,
        ),
      ),
    );
    expect(after.every((v) => "body" in v)).toBe(true);
    for (const v of after) if ("release" in v) v.release();
  });

  it("lets one client hold at most UPLOADS_PER_CLIENT_BYTES (an IPv6 client by its /64): others still get room", async () => {
    const small = multipart([{ name: "a", value: "1" }]);
    const smallHeaders = { ...MULTIPART, "content-length": String(small.length) };
    const share = UPLOADS_PER_CLIENT_BYTES / MULTIPART_BODY_LIMIT;
    const slow = Array.from({ length: share }, () => slowUpload());
    const verdicts = slow.map((stream) => gateRequest(stream, "/lp/cards/documents", SITE, "2001:db8:1:2::10"));
    // Another address of the same /64: the same client, whose share is taken.
    expect(await gateRequest(incoming("POST", smallHeaders, [small]), "/lp/cards/documents", SITE, "2001:db8:1:2::99")).toEqual({
      refusal: REFUSALS.busy,
    });
    // Another client's upload is read.
    const other = await gateRequest(incoming("POST", smallHeaders, [small]), "/lp/cards/documents", SITE, "2001:db8:1:3::1");
    expect(other).toHaveProperty("body");
    if ("release" in other) other.release();
    // Once the first client's uploads end, it has its share again.
    for (const stream of slow) stream.destroy();
    await Promise.all(verdicts);
    const again = await gateRequest(incoming("POST", smallHeaders, [small]), "/lp/cards/documents", SITE, "2001:db8:1:2::99");
    expect(again).toHaveProperty("body");
    if ("release" in again) again.release();
  });

  it("reserves no upload room for multipart where no form sends files: there it is a form of at most 64 KB", async () => {
    expect(takesUploads("/lp/cards/documents")).toBe(true);
    expect(takesUploads("/lp/cards/documents.data")).toBe(true);
    expect(takesUploads("/lp/cards/documents/")).toBe(true);
    expect(takesUploads("/lp/pincode")).toBe(false);
    // Every byte of upload room is held by slow uploads.
    const slow = Array.from({ length: UPLOADS_IN_FLIGHT_BYTES / MULTIPART_BODY_LIMIT }, () => slowUpload());
    const verdicts = slow.map((stream, i) => gateRequest(stream, "/lp/cards/documents", SITE, `198.51.100.${i}`));
    // A small multipart form elsewhere is still read; a large one is refused before it is read.
    const small = multipart([{ name: "pincode", value: "560001" }]);
    const taken = await gateRequest(incoming("POST", MULTIPART, [small]), "/lp/pincode", SITE, CLIENT);
    expect("body" in taken && taken.body?.toString()).toBe(small);
    const large = { ...MULTIPART, "content-length": String(MULTIPART_BODY_LIMIT) };
    expect(await gateRequest(incoming("POST", large, [small]), "/lp/pincode", SITE, CLIENT)).toEqual({ refusal: REFUSALS.tooLarge });
    for (const stream of slow) stream.destroy();
    await Promise.all(verdicts);
  });

  it("UPLOAD_PATHS are the paths of the routes whose forms send files", () => {
    const uploadRoutes = routeFiles().filter((route) =>
      /encType="multipart\/form-data"/.test(readFileSync(path.join("app/routes", route.file), "utf8")),
    );
    expect(uploadRoutes.flatMap((route) => route.paths).sort()).toEqual([...UPLOAD_PATHS].sort());
  });

  describe("a body's time (fake timers: each deadline is waited for, not slept)", () => {
    beforeEach(() => void vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
    afterEach(() => void vi.useRealTimers());

    /** The gate's verdict, and whether it has come yet. */
    function watch(verdict: Promise<GateVerdict>) {
      const watched = { settled: false, verdict };
      void verdict.then(() => (watched.settled = true));
      return watched;
    }

    it("cuts off an upload that sends nothing for BODY_SILENCE_MS with 408, and gives its room back", async () => {
      const stream = slowUpload();
      const upload = watch(gateRequest(stream, "/lp/cards/documents", SITE, CLIENT));
      stream.write("--XyZ\r\n");
      await vi.advanceTimersByTimeAsync(BODY_SILENCE_MS - 1);
      stream.write("Content-Disposition: form-data; ");
      await vi.advanceTimersByTimeAsync(BODY_SILENCE_MS - 1);
      expect(upload.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await upload.verdict).toEqual({ refusal: REFUSALS.tooSlow });
      // The client's whole share is free again.
      const full = { ...MULTIPART, "content-length": String(MULTIPART_BODY_LIMIT) };
      const small = multipart([{ name: "a", value: "1" }]);
      const again = await Promise.all([1, 2].map(() => gateRequest(incoming("POST", full, [small]), "/lp/cards/documents", SITE, CLIENT)));
      expect(again.every((v) => "body" in v)).toBe(true);
      for (const v of again) if ("release" in v) v.release();
    });

    it.each([
      ["an upload", "/lp/cards/documents", MULTIPART, UPLOAD_BODY_DEADLINE_MS],
      ["a form", "/lp/basic-details", FORM, FORM_BODY_DEADLINE_MS],
    ])(
      "cuts off %s that trickles in for longer than its deadline, though it is never silent for long",
      async (_, to, headers, deadline) => {
        const stream = Object.assign(new PassThrough(), { method: "POST", url: to, headers }) as unknown as PassThrough & IncomingMessage;
        const body = watch(gateRequest(stream, to, SITE, CLIENT));
        let waited = 0;
        while (waited + BODY_SILENCE_MS - 1 < deadline) {
          stream.write("a");
          await vi.advanceTimersByTimeAsync(BODY_SILENCE_MS - 1);
          waited += BODY_SILENCE_MS - 1;
          expect(body.settled).toBe(false);
        }
        stream.write("a");
        await vi.advanceTimersByTimeAsync(deadline - waited);
        expect(await body.verdict).toEqual({ refusal: REFUSALS.tooSlow });
      },
    );
  });

  it.each([
    ["a bracketed index (conform's sparse array)", "phone[99999999]=1"],
    ["a dotted name (conform's nesting)", "lead.phone=9876543210"],
    ["a name with spaces or control characters", "pho%0Ane=1"],
    ["a name over 64 characters", `${"n".repeat(65)}=1`],
    ["41 fields", Array.from({ length: 41 }, (_, i) => `f${i}=1`).join("&")],
    ["a value over 2,000 characters", `note=${"x".repeat(2001)}`],
  ])("refuses a form body holding %s", async (_, body) => {
    expect(await gateRequest(incoming("POST", FORM, [body]), "/lp/basic-details", SITE, CLIENT)).toEqual({ refusal: REFUSALS.unreadable });
  });

  it("refuses multipart field names of the same kinds", async () => {
    const type = { "content-type": "multipart/form-data; boundary=XyZ", "sec-fetch-site": "same-origin" };
    const body = multipart([{ name: "documentType[5000000]", value: "PAN" }]);
    expect(await gateRequest(incoming("POST", type, [body]), "/lp/cards/documents", SITE, CLIENT)).toEqual({
      refusal: REFUSALS.unreadable,
    });
  });

  it("counts multipart parts before parsing: 60,000 tiny parts are too many, whatever their size", async () => {
    const type = { "content-type": "multipart/form-data; boundary=XyZ", "sec-fetch-site": "same-origin" };
    const body = Buffer.from(multipart(Array.from({ length: 60_000 }, () => ({ name: "a", value: "" }))));
    expect(countParts(body, "XyZ", MULTIPART_PART_LIMIT)).toBe(MULTIPART_PART_LIMIT + 1);
    expect(await gateRequest(incoming("POST", type, [body]), "/lp/cards/documents", SITE, CLIENT)).toEqual({ refusal: REFUSALS.tooLarge });
  });

  it.each([
    ["a bracketed parameter", "/gold-loan-calculator?weight=40&purity%5B99999999%5D=1&city=3"],
    ["a dotted parameter", "/gold-loan-calculator?purity.a=1"],
    ["41 parameters", `/lp/basic-details?${Array.from({ length: 41 }, (_, i) => `p${i}=1`).join("&")}`],
    ["a value over 1,000 characters", `/lp/basic-details?utm_campaign=${"x".repeat(1001)}`],
    ["an absolute-form target", "http://x/"],
    ["an asterisk-form target", "*"],
    ["a path of more than PATH_SEGMENT_LIMIT segments", `/${Array.from({ length: PATH_SEGMENT_LIMIT }, () => "a").join("/")}/b`],
    ["a run of slashes", `/lp/basic-details${"/".repeat(PATH_SEGMENT_LIMIT)}`],
    ["a path over PATH_LENGTH_LIMIT characters", `/lp/${"a".repeat(PATH_LENGTH_LIMIT)}`],
    ["a manifest request naming a path deeper than any of ours", `/__manifest?p=/b${"/".repeat(990)}&version=1`],
    ["a manifest request naming a path longer than any of ours", `/__manifest?p=/${"a".repeat(PATH_LENGTH_LIMIT)}&version=1`],
  ])("refuses a GET whose target holds %s", async (_, url) => {
    expect(await gateRequest(incoming("GET", {}, [], url), "/", SITE, CLIENT)).toEqual({ refusal: REFUSALS.unreadable });
  });

  it("lets a landing link from elsewhere through: campaign keys, an escaped ampersand, single fetch's own parameters", async () => {
    for (const url of [
      "/lp/basic-details?utm_source=google&utm_campaign=diwali%20gold&gclid=Cj0KCQjw&r_city=x_Pune_3&webView=true",
      "/lp/basic-details?utm_source=google&amp;utm_medium=cpc",
      "/lp/schemes.data?_routes=routes%2Flp%2Croutes%2Flp.schemes&sort=low_interest",
      // The deepest path of ours, with a trailing slash; a single fetch URL of the deepest page.
      "/mr/gold-loan/coimbatore/chola-jmp-1199/key-facts.pdf/",
      "/lp/otp/auth/5f2c0000-0000-4000-8000-000000000000.data",
      // A path doubled by a link from elsewhere: one empty segment is still a path (the route answers it).
      "/lp//basic-details?utm_source=google",
      `/__manifest?${OUR_MANIFEST_QUERY}`,
    ]) {
      expect(await gateRequest(incoming("GET", {}, [], url), "/", SITE, CLIENT)).toMatchObject({ body: null });
    }
  });
});

describe("a manifest request's cost (lazy route discovery)", () => {
  // The finding: seven `p` values of a letter and 990 slashes took 1.28 s of CPU (Remix matches every prefix).
  const hostile = "abcdefg".split("").map((letter) => `/${letter}${"/".repeat(990)}`);

  it("counts the route matches Remix would make: each prefix of each path once", () => {
    expect([...manifestMatchPaths(["/lp/cards/login", "/lp/cards/signup", "/"])].sort()).toEqual([
      "/",
      "/lp",
      "/lp/cards",
      "/lp/cards/login",
      "/lp/cards/signup",
    ]);
    expect(manifestMatchPaths(hostile).size).toBe(7 * 991);
  });

  it("a page of ours asks for well under MANIFEST_MATCH_LIMIT matches; the hostile request is refused before Remix", () => {
    const ours = manifestMatchPaths(new URLSearchParams(OUR_MANIFEST_QUERY).getAll("p")).size;
    expect(ours).toBe(13);
    expect(MANIFEST_MATCH_LIMIT).toBeGreaterThanOrEqual(4 * ours);
    expect(targetRefusal(`/__manifest?${OUR_MANIFEST_QUERY}`)).toBeNull();
    expect(targetRefusal(`/__manifest?${hostile.map((p) => `p=${p}`).join("&")}&version=1`)).toEqual(REFUSALS.unreadable);
    // The same request by another spelling of the path, which the URL parser resolves to the manifest's.
    for (const spelling of ["/./__manifest", "/x/../__manifest", "/x/%2e%2e/__manifest", "/x/%2E%2E/__manifest", "/x\\..\\__manifest"])
      expect(targetRefusal(`${spelling}?${hostile.map((p) => `p=${p}`).join("&")}&version=1`), spelling).toEqual(REFUSALS.unreadable);
  });

  it("refuses a request of shallow paths whose prefixes add up past MANIFEST_MATCH_LIMIT", () => {
    // Nine paths of eight distinct segments: 72 matches, though each path is one a page could have.
    const many = Array.from({ length: 9 }, (_, i) => `/${Array.from({ length: 8 }, (_, j) => `s${i}${j}`).join("/")}`);
    expect(manifestMatchPaths(many).size).toBeGreaterThan(MANIFEST_MATCH_LIMIT);
    expect(many.every((p) => !pathTooDeep(p))).toBe(true);
    expect(targetRefusal(`/__manifest?${many.map((p) => `p=${p}`).join("&")}&version=1`)).toEqual(REFUSALS.unreadable);
    expect(
      targetRefusal(
        `/__manifest?${many
          .slice(0, 7)
          .map((p) => `p=${p}`)
          .join("&")}&version=1`,
      ),
    ).toBeNull();
  });
});
