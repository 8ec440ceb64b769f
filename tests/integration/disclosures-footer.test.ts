/**
 * The disclosures in the footer of every page, over HTTP against the built app
 * (docs/decisions/023-disclosures-and-policy-pages.md): a journey page and a search page name the
 * lending partners, say the site's role, name the grievance officer (the settings' name, decision
 * 044) and the escalation, and link
 * the policy pages, each of which answers with its title and canonical URL. (The CMS failures are
 * in policy-pages.test.ts, where the cache can be emptied.)
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { textOf } from "../support/html";
import { FALLBACK_LENDERS, GRIEVANCE_HOURS, POLICY_PAGES } from "~/content/disclosures";

/** The officer by name, from the settings (decision 044). */
const OFFICER = { name: "Rahul Deshpande", phone: "020 4000 1234", email: "grievance@kanak.example.in" };

const built = useBuiltApp({
  PUBLIC_ORIGIN: "https://www.kanak.example",
  GRIEVANCE_OFFICER_NAME: OFFICER.name,
  GRIEVANCE_OFFICER_PHONE: OFFICER.phone,
  GRIEVANCE_OFFICER_EMAIL: OFFICER.email,
});

async function footerOf(path: string, status = 200): Promise<string> {
  const response = await fetch(`${built.app.url}${path}`);
  expect(response.status).toBe(status);
  const html = await response.text();
  const footer = /<footer class="site-footer">([\s\S]*?)<\/footer>/.exec(html)?.[1];
  if (!footer) throw new Error(`no footer on ${path}`);
  return footer.replace(/<!-- -->/g, "").replace(/&#x27;|&apos;/g, "'");
}

describe("the footer's disclosures", () => {
  it.each(["/lp/basic-details", "/gold-loan/pune"])(
    "%s names the lenders, the LSP role, the officer, the escalation and the policy pages",
    async (path) => {
      const footer = await footerOf(path);
      expect(footer).toContain(`Lending partners:</b> ${FALLBACK_LENDERS.join(", ")}.`);
      expect(footer).toContain(
        "Kanak Gold Loan is a lending service provider (LSP) for these banks and NBFCs; the loan is given by the lender named on your scheme.",
      );
      expect(footer).toContain(`${OFFICER.name}, <a href="tel:02040001234">${OFFICER.phone}</a>`);
      expect(footer).toContain(`href="mailto:${OFFICER.email}"`);
      expect(footer).toContain(GRIEVANCE_HOURS);
      expect(footer).toContain("lender's nodal officer");
      expect(footer).toMatch(/after 30 days, to the RBI Ombudsman at <a href="https:\/\/cms\.rbi\.org\.in"[^>]*>/);
      for (const page of POLICY_PAGES) expect(footer).toContain(`<a href="${page.path}">${page.label}</a>`);
      // The lenders and the role in one paragraph, the officer and the escalation in the next.
      expect(textOf(footer, 'data-testid="lenders"')).toContain("Federal Bank Limited");
      expect(textOf(footer, 'data-testid="lenders"')).toContain("is a lending service provider (LSP) for these banks and NBFCs");
      expect(textOf(footer, 'data-testid="grievance"')).toContain(OFFICER.name);
      expect(footer).toMatch(/<p data-testid="grievance">[\s\S]*<a href="https:\/\/cms\.rbi\.org\.in"[^>]*>cms\.rbi\.org\.in<\/a>/);
    },
  );

  it("is on the page of an unknown address too (the 404)", async () => {
    const footer = await footerOf("/gold-loan/atlantis", 404);
    expect(footer).toContain(FALLBACK_LENDERS.join(", "));
    expect(footer).toContain(`href="mailto:${OFFICER.email}"`);
  });

  it("links pages that answer with their own title and canonical URL", async () => {
    for (const page of POLICY_PAGES) {
      const response = await fetch(`${built.app.url}${page.path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="https://www.kanak.example${page.path}"/>`);
      expect(html).toMatch(/<title>[^<]+ \| Kanak Gold Loan<\/title>/);
      expect(html).toContain('<footer class="site-footer">');
    }
  });
});
