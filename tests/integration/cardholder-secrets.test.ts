/**
 * The cardholder's token and login code never reach the browser (auth.server.ts: "the token
 * never leaves the server"). Through the built server, as a signed-in cardholder: every
 * cardholder page as a document (what a browser without JavaScript gets), as the single-fetch
 * .data answer a client-side navigation reads (the limit increase's Calculate too), the route
 * manifest that lazy route discovery asks for, and the /lp/api/auth session and csrf answers the
 * Android app reads. Each is searched for the JWT the app validates (whole, and its signature)
 * and for the OTP. What a browser adds to these answers is nothing of the server's, so plain
 * HTTP reads all of it. (The logs: tests/integration/card-logs.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { EXAMPLE_SUPPORT_LINE } from "../../app/platform/support-line";
import { useBuiltApp } from "../support/app-process";
import { cardholderPages, DEMO_CARDHOLDER, SIM_OTP } from "../support/fixtures";
import { cardholder } from "../support/sessions";

const built = useBuiltApp();

const PAGES = cardholderPages();

/** `/lp/cards/limit-increase?goldWeight=10` → `/lp/cards/limit-increase.data?goldWeight=10`. */
function dataUrl(path: string): string {
  const [pathname, query] = path.split("?");
  return `${pathname}.data${query ? `?${query}` : ""}`;
}

/**
 * The helpline in every page's header, tel:18001234567 (app/brand.ts), contains the
 * simulator's OTP 123456: it is taken out before the search, and nothing else is.
 */
const HELPLINE_DIGITS = EXAMPLE_SUPPORT_LINE.href.replace(/^tel:/, "");

describe("the cardholder's secrets", () => {
  it("no cardholder page, .data answer, manifest or auth endpoint shows the JWT or the login code", async () => {
    const { client } = await cardholder(built);
    const captured: { source: string; text: string }[] = [];
    const read = async (path: string) => {
      const response = await client.request(path);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      captured.push({ source: `GET ${path}`, text });
      return text;
    };

    for (const path of PAGES) {
      const html = await read(path);
      expect(html, path).toMatch(/<h1[^>]*>/);
      await read(dataUrl(path));
    }
    // The page loads /assets/manifest-<VERSION>.js; the client asks for routes with its version.
    const version = /\/assets\/manifest-([0-9A-F]+)\.js/i.exec(captured[0]!.text)?.[1]?.toLowerCase();
    expect(version, "the route manifest's version in the page").toBeTruthy();
    const manifestQuery = new URLSearchParams([["version", version!], ...PAGES.map((path) => ["p", path.split("?")[0]!])]);
    await read(`/__manifest?${manifestQuery}`);

    const session = await read("/lp/api/auth/session");
    expect(JSON.parse(session)).toMatchObject({ user: { name: DEMO_CARDHOLDER.firstname } });
    await read("/lp/api/auth/csrf");

    const checks = await built.control.requests("/auth/jwtvalidate", "POST");
    const token = (checks.at(-1)?.headers.authorization ?? "").replace(/^JWT\s+/i, "");
    expect(token.split(".")).toHaveLength(3);
    const signature = token.split(".")[2]!;
    expect(HELPLINE_DIGITS).toContain(SIM_OTP);
    const found: string[] = [];
    for (const { source, text: raw } of captured) {
      const text = raw.replaceAll(HELPLINE_DIGITS, "");
      for (const [what, secret] of [
        ["the JWT", token],
        ["the JWT's signature", signature],
        [`the OTP ${SIM_OTP}`, SIM_OTP],
      ] as const) {
        const at = text.indexOf(secret);
        if (at >= 0) found.push(`${what} in ${source}: …${text.slice(Math.max(0, at - 120), at + secret.length + 40)}…`);
      }
    }
    expect(found).toEqual([]);
  });
});
