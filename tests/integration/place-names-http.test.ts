/**
 * City names in the reader's script over HTTP (decision 049): the search pages of five cities in
 * their own language name no city in Latin letters outside their URLs, in text, title, meta or
 * structured data; the case forms are the language's own; the city selects list native names.
 * Only an upstream's free text (a branch's own name and street address) stays English, marked so.
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { decode, jsonLdBlocks, type Ld } from "../support/html";
import { SEEDED_CITY_NAMES } from "../../server/upstream-sim/seed/cities";

const built = useBuiltApp();

async function html(path: string): Promise<string> {
  const response = await fetch(`${built.app.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The page as words a reader or a crawler meets: no URLs, no scripts but JSON-LD, nothing marked English. */
function ownWords(page: string): string {
  const ld = jsonLdBlocks(page)
    .map(({ data }) => JSON.stringify(withoutUpstreamText(data)))
    .join(" ");
  const markup = page
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/<(\w+)\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/\b(?:href|src|action|content)="[^"]*"/g, (attribute) => (attribute.startsWith("content=") ? attribute : ""));
  return decode(`${markup} ${ld}`).replace(/https?:\/\/\S+/g, "");
}

/** Structured data without a branch's own name and street address (the upstream's free text). */
function withoutUpstreamText(data: Ld): Ld {
  const copy = JSON.parse(JSON.stringify(data)) as Ld;
  if (copy["@type"] === "FinancialService") {
    delete copy.name;
    delete copy.address?.streetAddress;
    delete copy.parentOrganization;
  }
  return copy;
}

const latinCity = new RegExp(`\\b(?:${SEEDED_CITY_NAMES.map((name) => name.replace(/\s+/g, "\\s+")).join("|")})\\b`);

describe("a city's search page in its own language", () => {
  it.each([
    ["/ta/gold-loan/chennai", "சென்னையில்"],
    ["/kn/gold-loan/bangalore", "ಬೆಂಗಳೂರಿನಲ್ಲಿ"],
    ["/ml/gold-loan/kochi", "കൊച്ചിയിൽ"],
    ["/te/gold-loan/hyderabad", "హైదరాబాద్\u200cలో"],
    ["/hi/gold-loan/pune", "पुणे में"],
  ])("%s names no city in Latin letters outside its URLs, and says 'in' the language's way (%s)", async (path, locative) => {
    const page = await html(path);
    const words = ownWords(page);
    expect(words.match(latinCity)?.[0] ?? null).toBeNull();
    expect(words).toContain(locative);
    // No ending hyphenated to a name, or detached from it.
    expect(words).not.toMatch(/[\p{L}\p{M}]-(?:இல்|ൽ|ലെ)|\s(?:இல்|ನಲ್ಲಿ|లో|ൽ)\s/u);
  });

  it("breadcrumb, title and structured data agree on the name (Hindi: पुणे, not Pune)", async () => {
    const page = await html("/hi/gold-loan/pune");
    expect(page).toMatch(/<title>पुणे में/);
    const crumbs = jsonLdBlocks(page).find(({ data }) => data["@type"] === "BreadcrumbList")!.data;
    expect(crumbs.itemListElement[1].name).toMatch(/^पुणे में/);
    const loan = jsonLdBlocks(page).find(({ data }) => data["@type"] === "LoanOrCredit")!.data;
    expect(loan.areaServed.name).toBe("पुणे");
  });
});

describe("a city select", () => {
  it("lists the cities in the page's script, in its order, 'Others' last", async () => {
    const page = await html("/?lang=ta");
    const options = [...page.matchAll(/<option value="(-?\d+)"[^>]*>([^<]*)<\/option>/g)].map((match) => ({
      id: match[1],
      name: match[2]!,
    }));
    expect(options.length).toBeGreaterThan(80);
    expect(options.filter((option) => /[A-Za-z]/.test(option.name))).toEqual([]);
    expect(options.at(-1)?.id).toBe("-1");
    expect(options.map((option) => option.name)).toContain("சென்னை");
    // In the script's own order (its letters' code points), the same on the server and in any browser.
    const names = options.slice(0, -1).map((option) => option.name);
    expect(names).toEqual([...names].sort());
  });
});
