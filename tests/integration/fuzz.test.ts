/**
 * Every action route (read from app/routes, so a new one is covered without anyone listing it),
 * through the built server as production runs it (the request gate, Remix, the session), gets
 * malformed and hostile requests: bodies of every content type, broken and oversized ones,
 * cross-site posts, forms whose every field holds long multi-byte text or control characters,
 * each as a visitor, a visitor with a verified lead, and a signed-in cardholder.
 *
 * Asserted of every answer: no status of 500 or more; the security headers; a refusal (4xx) is a
 * page with a heading and a sentence, or JSON with an `error`; a redirect stays on this site.
 * The counts by status are printed at the end.
 */
import { afterAll, describe, expect, it } from "vitest";
import { REFUSALS, type Refusal } from "~/platform/refusal";
import { useBuiltApp } from "../support/app-process";
import { cardholder, fieldNamesOf, form, FORM_TYPE, visitor, withLead, type Session } from "../support/sessions";
import { routeFiles } from "../support/route-files";

// Each batch of requests comes from its own address (one trusted proxy names it), so that no abuse limit hides an answer.
const built = useBuiltApp(
  { TRUSTED_PROXY_HOPS: "1", OTP_RESEND_COOLDOWN_SECONDS: "0", OTP_SENDS_PER_PHONE: "1000" },
  { otpCooldownSeconds: 0 },
);

const DEVANAGARI = "सोना ऋण ग्राहक ";
const LONG_TEXT = DEVANAGARI.repeat(70); // about 1,000 characters, 2,900 bytes
const HOSTILE = [
  "\r\nSet-Cookie: x=1",
  "/\t/evil.example",
  "//evil.example/",
  "/\\evil.example",
  "\u3000/x",
  "\u0000\u000b\u007f\u0085",
  "😀".repeat(300),
  "<script>alert(1)</script>",
  "%",
  "",
];
const FALLBACK_FIELDS = [
  "phone",
  "name",
  "firstname",
  "lastname",
  "email",
  "identity",
  "kind",
  "intent",
  "otp",
  "pincode",
  "returnTo",
  "cityId",
  "loanAmount",
  "loanType",
  "schemeId",
  "date",
  "slotId",
  "pan",
  "note",
  "csrfToken",
  "groupId",
];

/** `gate`: the refusal the request gate must answer (on pages only, when `pageOnly`: the JSON API takes JSON). */
type Case = {
  name: string;
  headers: Record<string, string>;
  body?: string;
  method?: string;
  gate?: keyof typeof REFUSALS;
  pageOnly?: boolean;
};

function multipart(parts: { name: string; value: string; filename?: string; raw?: string }[], boundary = "fuzzBoundary"): string {
  return (
    parts
      .map(
        (p) =>
          p.raw ??
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}\r\n\r\n${p.value}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`
  );
}
const MULTIPART_TYPE = { "content-type": "multipart/form-data; boundary=fuzzBoundary" };

/** The malformed bodies: the same for every route, whatever its fields. */
function malformedCases(): Case[] {
  return [
    { name: "empty body, no content type", headers: {}, gate: "notAForm" },
    { name: "empty form", headers: FORM_TYPE, body: "" },
    { name: "JSON", headers: { "content-type": "application/json" }, body: '{"phone":"9876543210"}', gate: "notAForm", pageOnly: true },
    { name: "broken JSON", headers: { "content-type": "application/json" }, body: '{"phone":', gate: "notAForm", pageOnly: true },
    { name: "JSON array", headers: { "content-type": "application/json" }, body: "[1,2,3]", gate: "notAForm", pageOnly: true },
    { name: "text/plain", headers: { "content-type": "text/plain" }, body: "phone=9876543210", gate: "notAForm" },
    { name: "XML", headers: { "content-type": "application/xml" }, body: "<?xml version='1.0'?><a>1</a>", gate: "notAForm" },
    { name: "no content type with a body", headers: {}, body: "phone=9876543210", gate: "notAForm" },
    { name: "a content type that is not one", headers: { "content-type": ";;;==" }, body: "a=1", gate: "notAForm" },
    {
      name: "multipart without a boundary",
      headers: { "content-type": "multipart/form-data" },
      body: multipart([{ name: "a", value: "1" }]),
      gate: "unreadable",
      pageOnly: true,
    },
    {
      name: "broken multipart",
      headers: MULTIPART_TYPE,
      body: "--fuzzBoundary\r\nContent-Disposition: form-da",
      gate: "unreadable",
      pageOnly: true,
    },
    {
      name: "multipart, CRLF in a filename",
      headers: MULTIPART_TYPE,
      body: multipart([
        {
          name: "file",
          raw: `--fuzzBoundary\r\nContent-Disposition: form-data; name="file"; filename="a\r\nb.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n`,
          value: "",
        },
      ]),
    },
    {
      name: "multipart, an unbalanced quote in a filename",
      headers: MULTIPART_TYPE,
      body: multipart([
        {
          name: "file",
          raw: `--fuzzBoundary\r\nContent-Disposition: form-data; name="file"; filename="a.jpg\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n`,
          value: "",
        },
      ]),
    },
    {
      name: "multipart with 11 parts",
      headers: MULTIPART_TYPE,
      body: multipart(Array.from({ length: 11 }, (_, i) => ({ name: `p${i}`, value: "x" }))),
      gate: "tooLarge",
      pageOnly: true,
    },
    { name: "urlencoded over 64 KB", headers: FORM_TYPE, body: form([["phone", "9".repeat(70 * 1024)]]), gate: "tooLarge" },
    { name: "bad percent-encoding and invalid UTF-8", headers: FORM_TYPE, body: "phone=%zz&name=%&otp=%ED%A0%80%FF&=&&=x" },
    { name: "one key 2,000 times", headers: FORM_TYPE, body: Array.from({ length: 2000 }, () => "intent=verify").join("&") },
    { name: "a charset nobody uses", headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-16" }, body: "a=1" },
    { name: "cross-site", headers: { ...FORM_TYPE, "sec-fetch-site": "cross-site" }, body: "a=1", gate: "crossSite" },
    { name: "Origin: null", headers: { ...FORM_TYPE, "sec-fetch-site": "", origin: "null" }, body: "a=1", gate: "crossSite" },
    {
      name: "another site's Origin",
      headers: { ...FORM_TYPE, "sec-fetch-site": "", origin: "https://evil.example" },
      body: "a=1",
      gate: "crossSite",
    },
    {
      name: "an Origin that is not a URL",
      headers: { ...FORM_TYPE, "sec-fetch-site": "", origin: "::::" },
      body: "a=1",
      gate: "crossSite",
    },
    { name: "OPTIONS", headers: FORM_TYPE, body: "a=1", method: "OPTIONS", gate: "method" },
    { name: "PUT", headers: FORM_TYPE, body: "a=1", method: "PUT" },
  ];
}

/** The page's own form fields (or the usual ones) filled with what visitors should not send. */
function fieldCases(fields: string[]): Case[] {
  const fill = (value: (name: string) => string) => form(fields.map((name) => [name, value(name)]));
  return [
    { name: "every field 1,000 Devanagari characters", headers: FORM_TYPE, body: fill(() => LONG_TEXT) },
    ...HOSTILE.map((text, i) => ({ name: `every field hostile text #${i}`, headers: FORM_TYPE, body: fill(() => text) })),
    {
      name: "every field as multipart with long text",
      headers: MULTIPART_TYPE,
      body: multipart(fields.slice(0, 10).map((name) => ({ name, value: LONG_TEXT }))),
    },
    { name: "every intent a route might know", headers: FORM_TYPE, body: fill((name) => (name === "intent" ? "resend" : "9876543210")) },
  ];
}

/** `/lp/pincode` → `/lp/pincode.data`; the home page's index route → `/_root.data?index`. */
function singleFetchUrl(path: string): string {
  return path === "/?index" ? "/_root.data?index" : `${path}.data`;
}

const statusCounts = new Map<number, number>();
const failures: string[] = [];

async function check(label: string, response: Response, expected: Refusal | null): Promise<void> {
  statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`status ${response.status}`);
  for (const header of ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy"]) {
    if (!response.headers.get(header)) problems.push(`no ${header}`);
  }
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  if (expected) {
    if (response.status !== expected.status) problems.push(`status ${response.status}, not the gate's ${expected.status}`);
    if (!text.includes(expected.message) && !text.includes(expected.message.replace(/'/g, "&#x27;")))
      problems.push("not the gate's sentence");
  }
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get("location") ?? "";
    if (!/^\/(?![/\\])/.test(location) && !location.startsWith(built.app.url))
      problems.push(`redirect off the site: ${JSON.stringify(location)}`);
  } else if (response.status >= 400) {
    if (type.includes("application/json")) {
      const body = JSON.parse(text) as { error?: unknown; message?: unknown };
      if (typeof (body.error ?? body.message) !== "string") problems.push("JSON refusal without an error");
    } else if (type.includes("text/html")) {
      if (!/<h1[^>]*>[^<]+<\/h1>/.test(text) && !/role="alert"/.test(text)) problems.push("HTML refusal without a heading or an alert");
    } else if (!type.includes("text/x-script")) {
      problems.push(`refusal of type ${JSON.stringify(type)}`);
    }
  }
  if (problems.length > 0) failures.push(`${label}: ${problems.join("; ")}`);
}

async function fuzz(session: Session, path: string, cases: Case[]) {
  for (const c of cases) {
    const target = session.leadId ? path.replace(/\/lp\/otp\/auth\/[^/?]+/, `/lp/otp/auth/${session.leadId}`) : path;
    const response = await session.client.request(target, { method: c.method ?? "POST", headers: c.headers, body: c.body });
    const api = target.startsWith("/lp/api/");
    const expected = c.gate && !(api && c.pageOnly) ? REFUSALS[c.gate] : null;
    await check(`${session.kind} ${c.method ?? "POST"} ${target} [${c.name}]`, response, expected);
  }
}

const actionPaths = routeFiles()
  .filter((route) => route.hasAction)
  .flatMap((route) => route.paths.map((path) => ({ path, page: route.hasDefault })));

describe("every action, fuzzed through the server", () => {
  it("finds the action routes in app/routes", () => {
    expect(actionPaths.map((a) => a.path)).toEqual(
      expect.arrayContaining(["/lp/basic-details", "/lp/cards/documents", "/lp/api/auth/signin", "/?index"]),
    );
  });

  for (const { path, page } of actionPaths) {
    it(`${path}: no 500, clear refusals, safe redirects, security headers`, async () => {
      failures.length = 0;
      // The kinds of visitor are independent sessions (each its own address and cookies): they run side by side.
      // The request gate answers before any session is read, so its refusals are checked once, as a visitor;
      // what passes the gate reaches the route, and goes in as every kind of visitor.
      const kinds = [visitor, withLead, cardholder].map(async (start) => {
        const session = await start(built);
        const gateToo = (cases: Case[]) => (session.kind === "visitor" ? cases : cases.filter((c) => !c.gate));
        const pageResponse = page ? await session.client.request(path.replace("?index", "")) : null;
        const fields = pageResponse && pageResponse.status === 200 ? fieldNamesOf(await pageResponse.text()) : [];
        const cases = [...fieldCases(fields.length > 0 ? fields : FALLBACK_FIELDS), ...gateToo(malformedCases())];
        await fuzz(session, path, cases);
        // Single fetch's action requests (JavaScript on) go to the .data URL: the same gate.
        if (page) await fuzz(session, singleFetchUrl(path), gateToo(malformedCases().slice(0, 8)));
      });
      // The biggest body, once: a 7 MB upload of small parts.
      const big = visitor(built).then((session) =>
        fuzz(session, path, [
          {
            name: "7 MB of multipart",
            headers: MULTIPART_TYPE,
            body: multipart(Array.from({ length: 8 }, (_, i) => ({ name: `p${i}`, value: "x".repeat(900 * 1024) }))),
            gate: "tooLarge",
            pageOnly: true,
          },
        ]),
      );
      await Promise.all([...kinds, big]);
      expect(failures.sort()).toEqual([]);
    }, 120_000);
  }

  it("every page, opened with a hostile query string as each kind of visitor", async () => {
    failures.length = 0;
    const pagePaths = routeFiles()
      .filter((route) => route.hasDefault)
      .flatMap((route) => route.paths.map((path) => path.replace("?index", "")));
    const queries = [
      { r_city: `gl_${"a".repeat(3000)}_3` },
      Object.fromEntries(
        ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid"].map((key) => [key, "a".repeat(200)]),
      ),
      Object.fromEntries(
        ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "r_city"].map((key) => [
          key,
          DEVANAGARI.repeat(7),
        ]),
      ),
      // Past what the HTTP server reads of a request line and headers: a 431, still with the headers.
      { utm_source: LONG_TEXT.repeat(3) },
      {
        to: "\r\nLocation: //evil.example",
        returnTo: "/\t/evil.example",
        lang: "\u0000",
        webView: "true",
        date: "9999-99-99",
        uploaded: "<x>",
        result: "%",
      },
    ];
    await Promise.all(
      [visitor, withLead, cardholder].map(async (start) => {
        const session = await start(built);
        for (const path of pagePaths) {
          for (const query of queries) {
            const target = `${path}?${new URLSearchParams(query)}`;
            await check(`${session.kind} GET ${target.slice(0, 80)}`, await session.client.request(target), null);
          }
        }
      }),
    );
    expect(failures.sort()).toEqual([]);
  }, 120_000);

  afterAll(() => {
    const total = [...statusCounts.values()].reduce((a, b) => a + b, 0);
    const byStatus = [...statusCounts]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    process.stdout.write(`\nfuzz: ${total} requests (${actionPaths.length} action URLs, every page); by status ${byStatus}\n`);
  });
});
