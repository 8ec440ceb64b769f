/**
 * The HTTP server as production runs it (server/serve.ts): the security headers on every kind
 * of response, the request gate's refusals as pages and JSON, caching of personal pages, and
 * absolute URLs that never come from the Host header.
 */
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { REFUSALS } from "~/platform/refusal";
import { MULTIPART_BODY_LIMIT, UPLOADS_PER_CLIENT_BYTES } from "../../server/request-gate";
import { Browser, useBuiltApp } from "../support/app-process";
import { freshAddress, LEAD_PATHS } from "../support/fixtures";
import { cardholder, visitor } from "../support/sessions";

const PUBLIC_ORIGIN = "https://www.kanak.example";
// One trusted proxy: a test names the client's address in X-Forwarded-For, as Fly's proxy does.
const built = useBuiltApp({ PUBLIC_ORIGIN, TRUSTED_PROXY_HOPS: "1" });

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${built.app.url}${path}`, { headers, redirect: "manual" });
const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(`${built.app.url}${path}`, { method: "POST", body, headers, redirect: "manual" });

const leadCreations = () => built.control.requests(LEAD_PATHS.paidCreate, "POST");

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
}

describe("headers on every response", () => {
  it("a page: its own CSP with a nonce, once", async () => {
    const response = await get("/gold-loan/pune");
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers.get("content-security-policy")).not.toContain(",");
  });

  it("JSON, redirects, single-fetch data, the sitemap, robots.txt, static files, a 404 and a refusal", async () => {
    const responses = await Promise.all([
      get("/lp/api/auth/providers"),
      get("/lp/cards/limits"),
      get("/lp/pincode.data"),
      get("/sitemap.xml"),
      get("/robots.txt"),
      get("/favicon.svg"),
      get("/fonts/OFL.txt"),
      get("/no/such/page"),
      get("/healthcheck"),
      post("/lp/pincode", "{}", { "content-type": "application/json" }),
    ]);
    // (a single-fetch redirect is a 202 that says where to go)
    expect(responses.map((r) => r.status)).toEqual([200, 302, 202, 200, 200, 200, 200, 404, 200, 415]);
    for (const response of responses) expectSecurityHeaders(response);
    // What is not a page may run nothing.
    expect(responses[0]!.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});

describe("caching and cookies", () => {
  it("a page with personal data, and its redirects, are private, no-store; the session cookies are __Host- cookies", async () => {
    const visitor = new Browser();
    await visitor.request(`${built.app.url}/lp/basic-details`);
    const created = await visitor.request(`${built.app.url}/lp/basic-details`, {
      form: { phone: "9811122233", cityId: "1", loanAmount: "150000", loanType: "FRESH" },
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("cache-control")).toBe("private, no-store");
    // Production's session cookies are __Host- cookies: Secure, Path=/, no Domain.
    const hostCookies = created.headers.getSetCookie().filter((line) => /^__Host-gl_(session|lead_id)=/.test(line));
    expect(hostCookies.map((line) => line.split("=")[0]).sort()).toEqual(["__Host-gl_lead_id", "__Host-gl_session"]);
    for (const line of hostCookies) {
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/; Domain=/i);
    }
    const otpPage = await visitor.request(`${built.app.url}${created.headers.get("location")}`);
    expect(otpPage.status).toBe(200);
    expect(otpPage.headers.get("cache-control")).toBe("private, no-store");
    expect((await visitor.request(`${built.app.url}/lp/cards/login`)).headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("absolute URLs", () => {
  it("come from PUBLIC_ORIGIN whatever Host and X-Forwarded-Host say", async () => {
    const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" };
    const sitemap = await (await get("/sitemap.xml", forged)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.every((loc) => loc.startsWith(`${PUBLIC_ORIGIN}/`))).toBe(true);
    const page = await (await get("/gold-loan/pune", forged)).text();
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/gold-loan/pune"/>`);
    expect(page).not.toContain("evil.example");
  });

  it("a Host that is not a host is no error", async () => {
    const response = await get("/", { host: "a b:c:d" });
    expect(response.status).toBe(200);
  });
});

describe("the request gate", () => {
  it("answers a cross-site form post with the 403 page and its sentence, and creates no lead", async () => {
    const response = await post("/lp/basic-details", "phone=9811122234&cityId=1&loanAmount=150000&loanType=FRESH", {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("text/html");
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>We could not accept that<\/h1>/);
    expect(html).toContain(REFUSALS.crossSite.message);
    expect(await leadCreations()).toEqual([]);
  });

  it("refuses Origin: null, and an old browser's other-site Origin, on the JSON API too", async () => {
    for (const origin of ["null", "https://evil.example"]) {
      const response = await post("/lp/api/auth/signin", '{"csrfToken":"x"}', { "content-type": "application/json", origin });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ ok: false, error: REFUSALS.crossSite.message });
    }
  });

  it("lets this site's own Origin through (a browser without Sec-Fetch-Site)", async () => {
    const response = await post("/lp/pincode", "pincode=560001", {
      "content-type": "application/x-www-form-urlencoded",
      origin: PUBLIC_ORIGIN,
    });
    expect(response.status).toBe(302); // no lead in this session: back to the start, as the step does
  });

  it("answers 413 to a 50 MB form without keeping it, and creates no lead", async () => {
    const body = `phone=9811122235&cityId=1&loanAmount=150000&loanType=FRESH&pad=${"x".repeat(50 * 1024 * 1024)}`;
    const response = await post("/lp/basic-details", body, {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(REFUSALS.tooLarge.message.replace(/'/g, "&#x27;"));
    expect(await leadCreations()).toEqual([]);
  });

  // Twelve: more than the eight full uploads the gate holds at once (UPLOADS_IN_FLIGHT_BYTES), so a
  // room not given back would refuse the ninth. A minute for 60 MB on a busy two-core machine.
  it("gives an upload's room back once it is answered: twelve 5 MB uploads one after another are all read", async () => {
    const boundary = "gateBoundary";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="gold.png"\r\nContent-Type: image/png\r\n\r\n${"x".repeat(5 * 1024 * 1024)}\r\n--${boundary}--\r\n`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await post("/lp/cards/documents", body, {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "sec-fetch-site": "same-origin",
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    // Read, and sent to sign in (no cardholder here): never "busy".
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 302));
  }, 60_000);

  it("answers a JavaScript (single fetch) form post of JSON with a 415 the page can show", async () => {
    const response = await post("/lp/pincode.data", "{}", { "content-type": "application/json", "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain(REFUSALS.notAForm.message);
  });

  it("says a refusal in the visitor's language: the language cookie reaches the refusal page", async () => {
    const hindi = "भेजी गई जानकारी हम पढ़ नहीं सके।";
    const chosen = await get("/lp/basic-details?lang=hi");
    const cookie = chosen.headers
      .getSetCookie()
      .find((line) => line.startsWith("gl_lang="))!
      .split(";")[0]!;
    const linked = await get("/gold-loan-calculator?weight=40&purity%5B99999999%5D=1&city=3", { cookie });
    expect(linked.status).toBe(400);
    expect(await linked.text()).toContain(hindi);
    const posted = await post("/lp/basic-details", "phone[99999999]=1", {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      cookie,
    });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain(hindi);
  });
});

/** The paths a page's links and forms ask lazy route discovery about, and the build's version, as Remix's browser code reads them. */
function manifestQuery(html: string): string {
  const version = /\/assets\/manifest-([a-z0-9]+)\.js/.exec(html)?.[1];
  if (!version) throw new Error("The page loads no route manifest");
  const paths = new Set(
    [...html.matchAll(/<(?:a|form)\b[^>]*\bdata-discover[^>]*>/g)].map((m) => /(?:href|action)="([^"?#]*)/.exec(m[0])?.[1] ?? ""),
  );
  const query = new URLSearchParams(
    [...paths]
      .filter(Boolean)
      .sort()
      .map((path) => ["p", path]),
  );
  query.set("version", version);
  return query.toString();
}

describe("the request gate bounds a request's cost before Remix", () => {
  it("answers the manifest requests of our pages' links, and refuses one of deep paths: a second of route matching is a small 400", async () => {
    const [guest, holder] = await Promise.all([visitor(built), cardholder(built)]);
    const pages = [
      ...["/", "/lp/basic-details", "/lp/cards/login", "/personal-loans"].map((path) => ({ session: guest, path })),
      ...["/lp/cards/limits", "/lp/cards/offers"].map((path) => ({ session: holder, path })),
    ];
    let version = "";
    for (const { session, path } of pages) {
      const query = manifestQuery(await (await session.client.request(path)).text());
      version = new URLSearchParams(query).get("version")!;
      const answer = await session.client.request(`/__manifest?${query}`);
      expect(answer.status, path).toBe(200);
      expect(Object.keys((await answer.json()) as object).length, path).toBeGreaterThan(0);
    }
    // The finding: seven paths of a letter and 990 slashes, with the public version, held the server for a second.
    const hostile = `/__manifest?${"abcdefg"
      .split("")
      .map((letter) => `p=/${letter}${"/".repeat(990)}`)
      .join("&")}&version=${version}`;
    const refused = await get(hostile);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(REFUSALS.unreadable.message);
    // The same path opened as a page.
    expect((await get(`/b${"/".repeat(990)}`)).status).toBe(400);
  });

  it("slow uploads from one address take at most its share: another's upload is read, and a silent one is cut off (408) and gives its room back", async () => {
    const boundary = "gateBoundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="gold.png"\r\nContent-Type: image/png\r\n\r\n`;
    const upload = (address: string, bytes: number) =>
      post("/lp/cards/documents", `${head}${"x".repeat(bytes)}\r\n--${boundary}--\r\n`, {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": address,
      });

    // Eight full-size uploads from one address that send their first bytes and then nothing (the finding's attack).
    const { port } = new URL(built.app.url);
    const attacker = freshAddress();
    const slow = Array.from({ length: 8 }, () => {
      const request = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/lp/cards/documents",
        agent: false,
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(MULTIPART_BODY_LIMIT),
          "sec-fetch-site": "same-origin",
          "x-forwarded-for": attacker,
        },
      });
      const answer = new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
        request.on("error", reject);
        request.once("response", (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.once("end", () => resolve({ status: response.statusCode!, connection: response.headers.connection, text }));
        });
      });
      request.write(head);
      // Awaited below; a connection cut when the test ends is no error of its own.
      answer.catch(() => {});
      return { request, answer };
    });
    try {
      // The address's share is two full uploads: the other six are busy at once.
      const share = UPLOADS_PER_CLIENT_BYTES / MULTIPART_BODY_LIMIT;
      const answered: number[] = [];
      await new Promise<void>((resolve) =>
        slow.forEach(
          ({ answer }, i) =>
            void answer.then(() => {
              answered.push(i);
              if (answered.length === slow.length - share) resolve();
            }),
        ),
      );
      for (const i of answered) expect((await slow[i]!.answer).status).toBe(503);

      // Another address's upload is read (and sent to sign in: no cardholder here), not refused as busy.
      expect((await upload(freshAddress(), 1024 * 1024)).status).toBe(302);
      expect((await upload(attacker, 1024)).status).toBe(503);

      // The two held ones said nothing more: each is cut off with 408, its sentence, and the end of its connection.
      const held = slow.filter((_, i) => !answered.includes(i));
      for (const { answer } of held) {
        const cut = await answer;
        expect(cut.status).toBe(408);
        expect(cut.connection).toBe("close");
        expect(cut.text).toContain(REFUSALS.tooSlow.message);
      }
      // Their room is back: the same address's upload is read.
      expect((await upload(attacker, 1024 * 1024)).status).toBe(302);
    } finally {
      for (const { request } of slow) request.destroy();
    }
  }, 60_000);
});
