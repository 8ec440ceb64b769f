/**
 * A malformed cookie is an absent cookie (docs/architecture.md, "standing rules"): a `jwt` cookie
 * that is not a token (a broken %-escape, a character a header cannot carry, kilobytes of text,
 * another shape) sends the Android webview to login-expire as no cookie would, on every card
 * page and its single-fetch `.data`, and is never sent upstream. Every other cookie the site
 * reads, as hostile, leaves those pages as they are without it. Through the built server, as
 * production runs it: the 500s came from the request's whole path (`jwt=%E2%82%AC` became a
 * header that could not be sent, logged as an upstream outage).
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { freshAddress } from "../support/fixtures";

const built = useBuiltApp({ TRUSTED_PROXY_HOPS: "1" });

const LOGIN_EXPIRE = "/lp/cards/login-expire";
const SIGN_OUT = "/india/goldfd-card/93";

/** The pages under the protected layout (app/routes/lp_.cards._account.*). */
const CARD_PAGES = [
  "/lp/cards/limits",
  "/lp/cards/consent",
  "/lp/cards/documents",
  "/lp/cards/limit-increase",
  "/lp/cards/offers",
  "/lp/cards/offers/OFFER-1",
  "/lp/cards/release-requests",
  "/lp/cards/rewards",
];

/** Values no cookie of ours ever holds, as they reach the server (the Cookie header is Latin-1). */
const HOSTILE = {
  "a %-escape of a character no header can carry (the euro sign)": "%E2%82%AC",
  "a broken %-escape": "%E0%A4%A",
  "a lone %": "%",
  "an escaped NUL and newline": "a%00b%0Ac",
  "Latin-1 bytes": "\u00e9t\u00e9\u00ff",
  "a JSON string in quotes": '"abc"',
  "base64 of JSON that is not ours": Buffer.from('{"__proto__":{"x":1}}').toString("base64"),
  "12 KB of letters": "a".repeat(12_000),
  "a token of another shape": "not-a-token",
  "four dotted parts": "a.b.c.d",
  "a JWT shape 9 KB long": `${"a".repeat(3000)}.${"b".repeat(3000)}.${"c".repeat(3000)}`,
};

const COOKIES = ["jwt", "gl_session", "gl_lang", "gl_lite", "flagsmithIdentity", "gl_event_id", "gl_browser_id", "gl_lead_id"];

/** A GET with exactly this Cookie header, from a client address of its own. */
function get(path: string, cookie: string): Promise<Response> {
  return fetch(`${built.app.url}${path}`, {
    headers: { cookie, "x-forwarded-for": freshAddress(), "sec-fetch-site": "same-origin" },
    redirect: "manual",
  });
}

/** Where a page or its `.data` sends the visitor: a page's Location, or single fetch's redirect in the stream. */
async function destination(response: Response): Promise<string> {
  const location = response.headers.get("location") ?? response.headers.get("x-remix-redirect");
  if (location) return new URL(location, built.app.url).pathname;
  const text = await response.text();
  return [LOGIN_EXPIRE, SIGN_OUT].find((path) => text.includes(path)) ?? `(status ${response.status}, no redirect)`;
}

describe("a malformed jwt cookie is an absent one", () => {
  it.each(Object.entries(HOSTILE))(
    "%s: every card page and its .data go to login-expire in the webview, nothing sent",
    async (_, value) => {
      for (const page of CARD_PAGES) {
        for (const path of [`${page}?webView=true`, `${page}.data?webView=true`]) {
          const response = await get(path, `jwt=${value}`);
          expect(response.status, `${path}`).toBeLessThan(500);
          expect(await destination(response), path).toBe(LOGIN_EXPIRE);
        }
      }
      expect(await built.control.requests("/auth/jwtvalidate")).toHaveLength(0);
    },
  );
});

describe("every other cookie the site reads, hostile, is no 500", () => {
  it.each(COOKIES.filter((name) => name !== "jwt"))("%s: the card pages go where they go without it", async (name) => {
    for (const value of Object.values(HOSTILE)) {
      for (const page of CARD_PAGES.slice(0, 2)) {
        for (const [query, to] of [
          ["", SIGN_OUT],
          ["?webView=true", LOGIN_EXPIRE],
        ] as const) {
          for (const path of [`${page}${query}`, `${page}.data${query}`]) {
            const response = await get(path, `${name}=${value}`);
            expect(response.status, `${name} ${path}`).toBeLessThan(500);
            expect(await destination(response), `${name} ${path}`).toBe(to);
          }
        }
      }
      const home = await get("/", `${name}=${value}`);
      expect(home.status, `${name} /`).toBeLessThan(500);
      await home.arrayBuffer();
    }
  });
});
