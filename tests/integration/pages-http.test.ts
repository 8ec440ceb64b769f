/**
 * What pages say in their server HTML, over HTTP from the built app, where no browser is needed:
 * the tag manager (requirements §7: no script tag of it in any page, and the CSP allows its origin; that
 * the browser loads it after the load event is tests/e2e/tag-manager.spec.ts), the calculator's
 * answer when the site's own limits set it (decision 022), and the personal-loan pages from the
 * CMS with the 404 of one it does not have.
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { PHONE_USER_AGENT } from "../support/fixtures";
import { textContent, textOf } from "../support/html";

const TAG_MANAGER_ID = "GTM-TEST123";
const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
const built = useBuiltApp({ TAG_MANAGER_ID });

/** A phone's Chrome, and Playwright's HeadlessChrome (a crawler to the site): the tag manager's rules hold for both. */
const USER_AGENTS = [
  PHONE_USER_AGENT,
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
];

async function get(path: string, userAgent = USER_AGENTS[0]!) {
  const response = await fetch(`${built.app.url}${path}`, { headers: { "user-agent": userAgent } });
  return { response, html: await response.text() };
}

/** The CSP's directives by name: `{ "script-src": ["'self'", ...] }`. */
function cspDirectives(header: string | null): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = values;
  }
  return directives;
}

describe("the tag manager in the server's HTML", () => {
  it("no page has a tag manager script or preload, and the CSP allows the tag manager's origin", async () => {
    for (const userAgent of USER_AGENTS) {
      for (const path of ["/", "/lp/basic-details", "/gold-loan/pune", "/lp/cards/login", "/personal-loans"]) {
        const { response, html } = await get(path, userAgent);
        expect(response.status, path).toBe(200);
        expect(html, `${path}: a <script> naming the tag manager`).not.toMatch(/<script\b[^>]*googletagmanager/i);
        expect(html, `${path}: a link preloading the tag manager`).not.toMatch(/<link\b[^>]*googletagmanager/i);
        const csp = cspDirectives(response.headers.get("content-security-policy"));
        expect(csp["script-src"], `${path}: script-src`).toContain(TAG_MANAGER_ORIGIN);
        expect(csp["img-src"], `${path}: img-src`).toContain(TAG_MANAGER_ORIGIN);
      }
    }
  });
});

const rupees = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

describe("the gold loan calculator's answer", () => {
  it("says when our own limits, not RBI's ratio, set it", async () => {
    // 2,730 g of 24 karat: RBI's 75% would allow more than the largest loan the site gives.
    const capped = await get("/gold-loan-calculator?weight=2730&purity=24K&city=3&scheme=monthly");
    expect(capped.response.status).toBe(200);
    const headings = [...capped.html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => textContent(match[1]!));
    // The best scheme (Federal Gold Smart, 75% of the value, up to ₹1 crore) and RBI's rules both reach the site's largest loan.
    expect(headings.find((heading) => heading.startsWith("The best scheme in Pune today lends up to"))).toContain("₹1,00,00,000");
    expect(textOf(capped.html, 'data-testid="rbi-allows"')).toBe("RBI's rules allow up to ₹1,00,00,000 against this gold.");
    const ratioUsed = textOf(capped.html, 'data-testid="ratio-used"');
    expect(rupees(/₹[\d,]+/.exec(ratioUsed ?? "")?.[0] ?? null)).toBeGreaterThan(10_000_000);
    expect(ratioUsed).toContain("A loan may be at most 75% of that value at this size:");
    expect(textOf(capped.html, 'data-testid="capped"')).toBe("Our loans go up to ₹1,00,00,000.");

    // 1 g of 18 karat: under Pune's smallest loan, so the answer does not say "you can borrow".
    const below = await get("/gold-loan-calculator?weight=1&purity=18K&city=3&scheme=monthly");
    expect(below.response.status).toBe(200);
    const belowHeadings = [...below.html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => textContent(match[1]!));
    expect(belowHeadings.some((heading) => /^Your gold covers a loan of up to ₹[\d,]+$/.test(heading))).toBe(true);
    expect(textOf(below.html, 'data-testid="below-minimum"')).toBe(
      "That is under our smallest loan in Pune, ₹50,000: with this gold we cannot offer a loan there.",
    );
    expect(textContent(below.html)).not.toContain("The best scheme in");
  });
});

describe("the personal-loan pages", () => {
  it("come from the CMS; one it does not have is a 404 page", async () => {
    const wedding = await get("/personal-loans/wedding");
    expect(wedding.response.status).toBe(200);
    expect(wedding.html).toMatch(/<h1[^>]*>Loans for a wedding<\/h1>/);
    const missing = await get("/personal-loans/no-such-page");
    expect(missing.response.status).toBe(404);
    expect(missing.html).toMatch(/<h1[^>]*>We could not find that page<\/h1>/);
  });
});
