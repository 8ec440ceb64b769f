/**
 * The SEO pages as a crawler gets them, over HTTP from the built app (docs/seo-and-content.md):
 * the complete server HTML of /gold-loan/pune with its schemes, gold rate, branches and FAQ;
 * every JSON-LD block; a scheme page; the sitemap (every URL in it answers 200 and names itself
 * canonical) and robots.txt; an unknown city's 404 page; the redirects of case variants; the home
 * page's canonical and JSON-LD; how different the same scheme's pages in two cities read; one URL
 * per language. (What a phone shows of these pages, and their links, is tests/e2e/seo.spec.ts.)
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { GOOGLEBOT_USER_AGENT } from "../support/fixtures";
import { decode, jsonLdBlocks, visibleText, withoutScripts, type Ld } from "../support/html";

const built = useBuiltApp();

const CRAWLER = { "user-agent": GOOGLEBOT_USER_AGENT };

/** The schemes' names without the rates of their marketing names, each with its APR at one lakh (decision 021). */
const PUNE_SCHEMES = [
  ["Federal Gold Bullet", 12.1],
  ["Chola Gold Saver", 14.1],
  ["Maha Gold Loan", 11.6],
  ["Federal Gold Smart", 12.4],
  ["Chola Gold Flat", 14.4],
  ["Federal Gold Flat", 15.3],
] as const;
const PUNE_BRANCHES = [
  { name: "Federal Bank, Shivajinagar", pincode: "411005" },
  { name: "Bank of Maharashtra, Camp", pincode: "411001" },
  { name: "Chola Gold Loan, Baner", pincode: "411045" },
];
const LANGUAGES = ["hi", "mr", "ta", "te", "kn", "ml"];

/** The site's origin: absolute URLs (canonical, JSON-LD, sitemap) name it. */
const origin = () => built.app.url;

/** A crawler's request; redirects not followed unless `follow`. */
async function crawl(path: string, init: { follow?: boolean; cookie?: string } = {}) {
  const response = await fetch(`${origin()}${path}`, {
    headers: { ...CRAWLER, ...(init.cookie ? { cookie: init.cookie } : {}) },
    redirect: init.follow ? "follow" : "manual",
  });
  return { response, html: await response.text() };
}

/**
 * A crawler's read of a page that answers with itself, once per file: the sitemap's crawl and
 * the tests after it read the same pages (the server renders each once).
 */
const pages = new Map<string, Promise<{ status: number; html: string }>>();
function page(path: string): Promise<{ status: number; html: string }> {
  let read = pages.get(path);
  if (!read) {
    read = crawl(path).then(({ response, html }) => ({ status: response.status, html }));
    pages.set(path, read);
  }
  return read;
}

/** A crawler's request answered with a redirect (`status`) to `location`. */
async function expectRedirect(path: string, status: 301 | 302, location: string) {
  const { response } = await crawl(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get("location"), path).toBe(location);
}

async function sitemap(): Promise<string> {
  return (await page("/sitemap.xml")).html;
}

describe("the city page", () => {
  it("a crawler gets the whole city page in the server HTML: schemes, gold rate, branches, FAQ", async () => {
    const { response, html } = await crawl("/gold-loan/pune");

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // The whole document: a crawler waits for all of it, and its closing tags come last.
    expect(html.endsWith("</body></html>")).toBe(true);
    const text = decode(withoutScripts(html));
    expect(text).toContain("<title>Gold loan in Pune at low interest | Kanak Gold Loan</title>");
    expect(text).toMatch(/<h1[^>]*>Gold loan in Pune at low interest<\/h1>/);
    expect(text).toContain(`<link rel="canonical" href="${origin()}/gold-loan/pune"/>`);
    expect(text).toMatch(/<meta name="description" content="[^"]*Pune[^"]*"\/>/);
    expect(text).toContain('<meta property="og:title" content="Gold loan in Pune at low interest | Kanak Gold Loan"/>');
    expect(text).toContain(`<meta property="og:url" content="${origin()}/gold-loan/pune"/>`);
    const words = visibleText(html);
    expect(words).toContain("6 gold loan schemes in Pune for ₹1,00,000");
    // Each card leads with one rate, its APR, and says the rest in words.
    const cards = withoutScripts(html).split('data-testid="scheme"').slice(1).map(visibleText);
    expect(cards).toHaveLength(PUNE_SCHEMES.length);
    cards.forEach((card, index) => {
      const [name, apr] = PUNE_SCHEMES[index]!;
      expect(card).toContain(name);
      expect(card).toContain(`APR ${apr}% a year`);
      expect(card.match(/APR/g)).toHaveLength(1);
    });
    expect(cards[0]).toContain("Flat rate (fixed) APR 12.1% a year");
    // The rate the list is ordered by, after the on-time cashback, is a figure of every card (decision 045).
    expect(cards[0]).toContain("Loan to value 66% After on-time cashback 9.49% a year 9.99% a year, does not change.");
    expect(cards[3]).toContain(
      "11.88% a year while you pay interest on time (within 30 days); 14% if you pay later (after 30 days), 18% after 60 days.",
    );
    expect(words).toMatch(/Gold rate today, \d{1,2} [A-Z][a-z]+ 24 karat ₹\d,\d{3}\/g .* 22 karat ₹\d,\d{3}\/g/);
    // The 30-day chart is drawn in the HTML (the page has no script): its line, its words and each day's rate
    // (visibleText puts a space where an element ends).
    const trend = withoutScripts(html).match(/<section class="card rate-trend"[^>]*>([\s\S]*?)<\/section>/)![1]!;
    expect(trend).toMatch(
      /<svg class="rate-trend__chart" viewBox="0 0 300 96"[^>]*><path class="rate-trend__area" d="M0,[\d.]+(L[\d.]+,[\d.]+){32}Z"><\/path>/,
    );
    expect(visibleText(trend)).toMatch(
      /^22 karat gold over the last 30 days ([▲▼] ₹[\d,.]+ (more|less) than on \d{1,2} [A-Z][a-z]{2} ?: ₹[\d,.]+\/g now|The same as on \d{1,2} [A-Z][a-z]{2} ?: ₹[\d,.]+\/g)\./,
    );
    expect(visibleText(trend)).toMatch(/Lowest ₹[\d,.]+\/g on \d{1,2} [A-Z][a-z]{2} ?, highest ₹[\d,.]+\/g on \d{1,2} [A-Z][a-z]{2} ?\./);
    expect(trend.match(/<tr>/g)).toHaveLength(32);
    for (const branch of PUNE_BRANCHES) expect(words).toContain(branch.name);
    expect(words).toContain("Shivajinagar, Pune 411005");
    // The CMS's "Up to 85% of the value of your gold" is RBI's ceiling, which no scheme in Pune lends at: its question is left out (decision 045).
    expect(words).toContain("Gold loans in Pune: your questions Which documents do I need?");
    expect(words).not.toContain("How much can I borrow against my gold?");
    // The call to action is a GET form (crawlers do not send forms), never a link to a query-string copy of the home page.
    expect(text).toContain(
      '<form method="get" action="/#lead-form" class="cta-form"><input type="hidden" name="r_city" value="gl_pune_3"/>',
    );
    expect(text).not.toMatch(/href="\/\?/);
  });

  it("every JSON-LD block parses, carries the CSP nonce and says what the page shows", async () => {
    const { response, html } = await crawl("/gold-loan/pune");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const blocks = jsonLdBlocks(html);
    expect(blocks.map((block) => block.data["@type"])).toEqual([
      "BreadcrumbList",
      "LoanOrCredit",
      "FAQPage",
      "FinancialService",
      "FinancialService",
      "FinancialService",
      "WebPage",
    ]);
    for (const block of blocks) {
      expect(block.nonce).toBe(nonce);
      expect(block.data["@context"]).toBe("https://schema.org");
    }
    const byType = (type: string) => blocks.filter((block) => block.data["@type"] === type).map((block) => block.data);

    const [breadcrumbs] = byType("BreadcrumbList");
    expect(breadcrumbs!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin()}/` },
      { "@type": "ListItem", position: 2, name: "Gold loan in Pune", item: `${origin()}/gold-loan/pune` },
    ]);

    const [loan] = byType("LoanOrCredit");
    expect(loan).toMatchObject({
      "@id": `${origin()}/gold-loan/pune#loan`,
      url: `${origin()}/gold-loan/pune`,
      loanType: "Gold loan",
      currency: "INR",
      areaServed: { "@type": "City", name: "Pune" },
      amount: { "@type": "MonetaryAmount", currency: "INR", minValue: 50000, maxValue: 10000000 },
      interestRate: { "@type": "QuantitativeValue", minValue: 11.6, maxValue: 15.3 },
      provider: { "@type": "Organization", name: "Kanak Gold Loan" },
    });

    // The FAQPage holds exactly the questions the page shows, in order.
    const [faq] = byType("FAQPage");
    const faqSection = withoutScripts(html).match(/<section[^>]*data-testid="faq"[^>]*>([\s\S]*?)<\/section>/)![1]!;
    const shown = [...faqSection.matchAll(/<summary>([^<]+)<\/summary>/g)].map((match) => decode(match[1]!));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(faq!.mainEntity).toHaveLength(shown.length);
    expect(faq!.mainEntity.map((question: Ld) => question.name)).toEqual(shown);
    for (const question of faq!.mainEntity) {
      expect(question["@type"]).toBe("Question");
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
    }

    const branches = byType("FinancialService");
    expect(branches.map((branch) => branch.name)).toEqual(PUNE_BRANCHES.map((branch) => branch.name));
    branches.forEach((branch, index) => {
      expect(branch.address).toMatchObject({
        "@type": "PostalAddress",
        addressLocality: "Pune",
        postalCode: PUNE_BRANCHES[index]!.pincode,
        addressCountry: "IN",
        streetAddress: expect.any(String),
      });
      expect(branch.geo["@type"]).toBe("GeoCoordinates");
      expect(branch.geo.latitude).toBeGreaterThan(18.4);
      expect(branch.geo.latitude).toBeLessThan(18.7);
      expect(branch.geo.longitude).toBeGreaterThan(73.7);
      expect(branch.geo.longitude).toBeLessThan(74);
      expect(branch.telephone).toMatch(/^020 /);
      // Richer branch data: the region, the hours the page prints, the brand's image, the city's loan amounts.
      expect(branch.address.addressRegion).toBe("Maharashtra");
      expect(branch.openingHoursSpecification).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((day) => `https://schema.org/${day}`),
          opens: "09:30",
          closes: "17:30",
        },
      ]);
      expect(branch.image).toBe(`${origin()}/favicon.svg`);
      expect(branch.priceRange).toBe("₹50,000–₹1,00,00,000");
    });
    expect(visibleText(html)).toContain("Mon–Sat, 9:30 AM – 5:30 PM");
    expect(visibleText((await crawl("/hi/gold-loan/pune")).html)).toContain("सोम–शनि, सुबह 9:30 – शाम 5:30");
    // The time-of-day word before the time, Marathi's own (decision 048), not "9:30 सकाळ – 5:30 संध्याकाळ".
    expect(visibleText((await crawl("/mr/gold-loan/pune")).html)).toContain("सकाळी 9:30 – संध्याकाळी 5:30");
  });

  it("an unknown city is a 404 page with the site's error text and a way home", async () => {
    const { response, html } = await crawl("/gold-loan/atlantis");
    expect(response.status).toBe(404);
    expect(html).toContain("We could not find that page");
    expect(html).toMatch(/<h1[^>]*>We could not find that page<\/h1>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go to the home page<\/a>/);
  });

  it("a case variant of a city or scheme URL is a 301 to the lower-case URL with the query kept; an unknown city is still a 404", async () => {
    await expectRedirect("/gold-loan/Pune?lang=hi", 301, "/gold-loan/pune?lang=hi");
    await expectRedirect("/gold-loan/PUNE/FED-JMP-1188", 301, "/gold-loan/pune/fed-jmp-1188");
    expect((await crawl("/gold-loan/Atlantis")).response.status).toBe(404);

    // Followed, as a browser does: the lower-case page.
    const followed = await crawl("/gold-loan/Pune", { follow: true });
    expect(followed.response.status).toBe(200);
    expect(new URL(followed.response.url).pathname).toBe("/gold-loan/pune");
    expect(followed.html).toMatch(/<h1[^>]*>Gold loan in Pune at low interest<\/h1>/);
  });
});

describe("a scheme page", () => {
  it("has its facts and its own JSON-LD", async () => {
    const { response, html } = await crawl("/gold-loan/pune/fed-jmp-1188");
    expect(response.status).toBe(200);
    const text = decode(withoutScripts(html));
    const words = visibleText(html);
    expect(words).toContain(
      "Federal Gold Smart gold loan in Pune From Federal Bank Limited. APR 12.4% a year for ₹1,00,000 over 12 months.",
    );
    // The key facts for one lakh (RBI's Key Facts Statement): one rate on time, the rise in words, the fee in rupees.
    // In short, with the gold it needs (the whole statement, its PDF, is tests/integration/key-facts-statement-http.test.ts).
    expect(words).toContain("Key facts for ₹1,00,000 Loan amount ₹1,00,000 Tenure 12 months Gold needed");
    expect(words).toContain(
      "Interest rate 11.88% a year while you pay interest on time (within 30 days); 14% if you pay later (after 30 days), 18% after 60 days. Processing fee ₹500 You receive ₹99,500 Interest payable ₹11,880 Total amount payable ₹1,11,880 APR (all costs, a year) 12.4% Repayment ₹990 each month for 12 months, then ₹1,00,000 at the end Cashback ₹480 back if you pay on time Cooling-off period 3 days",
    );
    expect(words).not.toContain("11.4%");
    // What the scheme is in Pune: its place, Pune's limits, Pune's smallest loan with it.
    expect(words).toContain(
      "Of the 6 gold loan schemes offered in Pune for ₹1,00,000, it has the 3rd lowest APR. The lowest in Pune is Maha Gold Loan from Bank of Maharashtra, APR 11.6% a year.",
    );
    expect(words).toContain("In Pune you can borrow from ₹50,000 to ₹1,00,00,000, at a branch or with a gold check at your home.");
    expect(words).toMatch(
      /₹50,000, the smallest loan in Pune, needs \d+(\.\d)? g of 22 karat gold with Federal Gold Smart\. You receive ₹49,750 after a processing fee of ₹250, pay ₹5,940 of interest over 12 months and ₹55,940 in all \(APR 12\.4% a year\)\./,
    );
    expect(text).toContain(`<link rel="canonical" href="${origin()}/gold-loan/pune/fed-jmp-1188"/>`);
    const blocks = jsonLdBlocks(html).map((block) => block.data);
    expect(blocks.map((block) => block["@type"])).toEqual(["BreadcrumbList", "LoanOrCredit", "FinancialService", "WebPage"]);
    expect(blocks[0]!.itemListElement.map((item: Ld) => item.item)).toEqual([
      `${origin()}/`,
      `${origin()}/gold-loan/pune`,
      `${origin()}/gold-loan/pune/fed-jmp-1188`,
    ]);
    expect(blocks[1]).toMatchObject({
      name: "Federal Gold Smart",
      interestRate: 12.4,
      provider: { name: "Federal Bank Limited" },
      loanTerm: { value: 12, unitCode: "MON" },
    });
    expect(blocks[2]).toMatchObject({ name: "Federal Bank, Shivajinagar", address: { postalCode: "411005" } });
  });
});

describe("a scheme page in another language", () => {
  it("says the scheme's place in words (decision 048)", async () => {
    const hindi = visibleText((await crawl("/hi/gold-loan/pune/fed-jmp-1188")).html);
    expect(hindi).toContain("तीसरे स्थान पर");
    expect(hindi).not.toMatch(/\dवें स्थान/);
    const marathi = visibleText((await crawl("/mr/gold-loan/pune/fed-jmp-1188")).html);
    expect(marathi).toContain("तिसऱ्या क्रमांकावर");
    expect(marathi).not.toMatch(/\dव्या क्रमांकावर/);
  });

  it("writes grams in the language's word, and a crore in figures as the home page does (decision 048)", async () => {
    const hindi = visibleText((await crawl("/hi/gold-loan/pune/fed-jmp-1188")).html);
    expect(hindi).toMatch(/22 कैरेट का \d+(\.\d)? ग्राम सोना/);
    expect(hindi).not.toMatch(/\d g\b/);
    expect(hindi).toContain("₹1,00,00,000");
    const home = visibleText((await crawl("/?lang=hi")).html);
    expect(home).toContain("₹30,000 से ₹1,00,00,000 तक");
    expect(home).not.toContain("करोड़");
  });
});

describe("the home page", () => {
  it("names / as its canonical whatever the query, and has Organization and WebSite JSON-LD", async () => {
    const { response, html } = await crawl("/?r_city=gl_pune_3&utm_source=google");
    expect(response.status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${origin()}/"/>`);
    const blocks = jsonLdBlocks(html).map((block) => block.data);
    expect(blocks.map((block) => block["@type"])).toEqual(["Organization", "WebSite"]);
    expect(blocks[0]).toMatchObject({ name: "Kanak Gold Loan", url: `${origin()}/`, logo: `${origin()}/favicon.svg` });
    expect(blocks[0]!.areaServed).toHaveLength(8);
    expect(blocks[1]).toMatchObject({ url: `${origin()}/`, publisher: { "@id": `${origin()}/#organization` } });
  });
});

describe("the sitemap and robots.txt", () => {
  it("robots.txt allows crawling, keeps crawlers out of /lp/ and names the sitemap", async () => {
    const { response, html } = await crawl("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(html).toBe(
      `User-agent: *\nAllow: /\nDisallow: /lp/\nDisallow: /lp/api/\nDisallow: /lite-mode\n\nSitemap: ${origin()}/sitemap.xml\n`,
    );
  });

  it("every URL in the sitemap answers 200 and names itself canonical; a search page names all seven languages", async () => {
    const { response, html: xml } = await crawl("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
    const paths = urls.map((url) => url.pathname);
    expect(paths).toContain("/gold-loan/pune");
    expect(paths).toContain("/gold-loan/bangalore");
    expect(paths).toContain("/gold-loan/pune/fed-jmp-1188");
    expect(paths[0]).toBe("/");
    for (const path of ["/gold-loan-calculator", "/best-gold-loan-exp", "/personal-loans", "/india/goldfd-card/93", "/privacy"])
      expect(paths).toContain(path);
    expect(paths.filter((path) => path.startsWith("/lp/"))).toEqual([]);
    // lastmod comes from content dates: never today's date for every page.
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]!);
    expect(lastmods.length).toBeGreaterThan(0);
    expect(lastmods.length).toBeLessThan(urls.length);
    expect(new Set(lastmods).size).toBeGreaterThan(3);
    expect(paths.filter((path) => /^\/gold-loan\/[a-z-]+$/.test(path))).toHaveLength(8);
    // Each search page in every language (decision 028).
    expect(paths.filter((path) => /^\/ta\/gold-loan\/[a-z-]+$/.test(path))).toHaveLength(8);
    expect(paths).toContain("/hi/gold-loan/pune/fed-jmp-1188");
    expect(paths).toContain("/ml/gold-loan-calculator");
    expect(paths.length).toBeGreaterThan(280);

    // The sitemap names the site's origin; each page, crawled from this server.
    const SEARCH_PAGE = /^(\/(hi|mr|ta|te|kn|ml))?\/gold-loan(\/|-calculator$)/;
    const statuses: string[] = [];
    for (let i = 0; i < urls.length; i += 16) {
      const batch = urls.slice(i, i + 16).map(async (url) => {
        const { status, html } = await page(url.pathname);
        // Each listed page names itself as its canonical URL.
        const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
        let line = `${url.pathname} ${status} ${canonical === url.toString() ? "canonical" : `canonical ${canonical}`}`;
        // A search page in any language names all seven and x-default, the same set as every other language's.
        if (SEARCH_PAGE.test(url.pathname)) {
          const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map(
            (match) => `${match[1]} ${new URL(match[2]!).pathname}`,
          );
          const plain = url.pathname.replace(/^\/(hi|mr|ta|te|kn|ml)\//, "/");
          const expected = ["en", ...LANGUAGES]
            .map((lang) => `${lang} ${lang === "en" ? plain : `/${lang}${plain}`}`)
            .concat(`x-default ${plain}`);
          if (alternates.sort().join() !== expected.sort().join()) line += ` alternates ${alternates.join(", ")}`;
        }
        statuses.push(line);
      });
      await Promise.all(batch);
    }
    expect(statuses.filter((line) => !line.endsWith(" 200 canonical"))).toEqual([]);
    expect(statuses).toHaveLength(urls.length);
    expect(statuses.filter((line) => SEARCH_PAGE.test(line.split(" ")[0]!)).length).toBeGreaterThan(280);
  }, 240_000);

  it("lists each search page in all seven languages, each <url> with the alternates of all of them and x-default", async () => {
    const entries = (await sitemap()).split("<url>").slice(1);
    const chennai = entries.filter((entry) => /<loc>[^<]*\/gold-loan\/chennai<\/loc>/.test(entry));
    expect(chennai).toHaveLength(7);
    for (const entry of chennai) {
      const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (match) => `${match[1]} ${new URL(match[2]!).pathname}`,
      );
      expect(alternates).toEqual([
        "en /gold-loan/chennai",
        ...LANGUAGES.map((lang) => `${lang} /${lang}/gold-loan/chennai`),
        "x-default /gold-loan/chennai",
      ]);
    }
  });
});

/** The page's main content as words: what is particular to a page (the header and footer are the same everywhere). */
function mainWords(html: string): string[] {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return visibleText(main)
    .toLowerCase()
    .split(/[^\p{L}\p{N}₹%.,]+/u)
    .filter(Boolean);
}

function phrases(words: readonly string[], size = 5): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) set.add(words.slice(i, i + size).join(" "));
  return set;
}

/** The share of two pages' 5-word phrases that both have: the phrases in common out of all the phrases of either (Jaccard). */
function sharedPhraseRatio(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const phrase of a) if (b.has(phrase)) shared++;
  return shared / (a.size + b.size - shared);
}

describe("the scheme pages of one scheme in several cities", () => {
  it("are distinct: a median of at most 40% of their 5-word phrases shared, no pair above 55%", async () => {
    // The measure itself: the same text shares everything, unrelated texts nothing.
    const sample = phrases("gold loan in pune at low interest from federal bank".split(" "));
    expect(sharedPhraseRatio(sample, sample)).toBe(1);
    expect(sharedPhraseRatio(sample, phrases("a b c d e f g".split(" ")))).toBe(0);

    const schemePaths = [...(await sitemap()).matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .filter((path) => /^\/gold-loan\/[a-z-]+\/[a-z0-9-]+$/.test(path));
    const byScheme = new Map<string, string[]>();
    for (const path of schemePaths) {
      const scheme = path.split("/")[3]!;
      byScheme.set(scheme, [...(byScheme.get(scheme) ?? []), path]);
    }
    const pagePhrases = new Map<string, Set<string>>();
    for (let i = 0; i < schemePaths.length; i += 8) {
      await Promise.all(
        schemePaths.slice(i, i + 8).map(async (path) => {
          const { status, html } = await page(path);
          expect(status).toBe(200);
          pagePhrases.set(path, phrases(mainWords(html)));
        }),
      );
    }
    const ratios: { pair: string; ratio: number }[] = [];
    for (const paths of byScheme.values()) {
      for (let i = 0; i < paths.length; i++) {
        for (let j = i + 1; j < paths.length; j++) {
          ratios.push({
            pair: `${paths[i]} ${paths[j]}`,
            ratio: sharedPhraseRatio(pagePhrases.get(paths[i]!)!, pagePhrases.get(paths[j]!)!),
          });
        }
      }
    }
    // Every scheme offered in several cities is compared in every pair of them.
    expect(ratios.length).toBeGreaterThan(50);
    const sorted = ratios.map((r) => r.ratio).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    expect(median).toBeLessThanOrEqual(0.4);
    expect(ratios.filter((r) => r.ratio > 0.55)).toEqual([]);
  }, 90_000);
});

describe("one URL per language", () => {
  it("/hi/gold-loan/pune and /ta/gold-loan/pune/{scheme} answer in their language: html lang, canonical to themselves, alternates of all seven and x-default", async () => {
    for (const [lang, path, heading] of [
      ["hi", "/gold-loan/pune", /<h1[^>]*>पुणे में कम ब्याज पर गोल्ड लोन<\/h1>/],
      [
        "ta",
        "/gold-loan/pune/fed-jmp-1188",
        /<h1[^>]*><span>புனேயில் <span lang="en">Federal Gold Smart<\/span> தங்க நகைக் கடன்<\/span><\/h1>/,
      ],
    ] as const) {
      const { response, html } = await crawl(`/${lang}${path}`);
      expect(response.status).toBe(200);
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(html).toMatch(heading);
      // The branches' opening hours in the page's words, not the branch service's English.
      expect(visibleText(html)).not.toContain("Mon–Sat, 9:30 AM – 5:30 PM");
      expect(html).toContain(`<link rel="canonical" href="${origin()}/${lang}${path}"/>`);
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (match) => `${match[1]} ${match[2]}`,
      );
      expect(alternates).toEqual([
        `en ${origin()}${path}`,
        ...LANGUAGES.map((other) => `${other} ${origin()}/${other}${path}`),
        `x-default ${origin()}${path}`,
      ]);
      // The page's links stay in its language; its structured data says the language.
      expect(html).toMatch(new RegExp(`href="/${lang}/gold-loan/[a-z]+"`));
      expect(html).not.toMatch(/href="\/gold-loan\//);
      const webPage = jsonLdBlocks(html).find((block) => block.data["@type"] === "WebPage")!.data;
      expect(webPage).toMatchObject({ url: `${origin()}/${lang}${path}`, inLanguage: lang });
    }
    // The English page names itself, and the same alternates.
    const { html } = await crawl("/gold-loan/pune");
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain(`<link rel="alternate" hrefLang="kn" href="${origin()}/kn/gold-loan/pune"/>`);
  });

  it("?lang=ta answers a 302 to the page's Tamil URL, the rest of the query kept, with the language cookie; the plain URL stays English", async () => {
    const { response } = await crawl("/gold-loan/pune?lang=ta&utm_source=google");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ta/gold-loan/pune?utm_source=google");
    expect(response.headers.getSetCookie()[0]).toMatch(/^gl_lang=[^;]+; Max-Age=2592000; Path=\/; HttpOnly;( Secure;)? SameSite=Lax/);
    // With the cookie, the plain URL is still the English page (its URL names its language).
    const english = await crawl("/gold-loan/pune", { cookie: "gl_lang=ta" });
    expect(english.html).toMatch(/<html lang="en"/);
    await expectRedirect("/hi/gold-loan/pune/fed-jmp-1188?lang=en", 302, "/gold-loan/pune/fed-jmp-1188");
  });

  it("a prefix that is not one of the other languages is a 404 (but /lp/ is the journey's), /en/ a 301 to the plain URL, and a case variant keeps its language", async () => {
    for (const path of ["/xx/gold-loan/pune", "/fr/gold-loan/pune/fed-jmp-1188"]) {
      expect((await crawl(path)).response.status, path).toBe(404);
    }
    // An unknown journey path stays the journey's: its first step (requirements §2).
    await expectRedirect("/lp/gold-loan/pune?utm_source=x", 302, "/lp?utm_source=x");
    await expectRedirect("/en/gold-loan/pune", 301, "/gold-loan/pune");
    await expectRedirect("/hi/gold-loan/Pune/FED-JMP-1188?utm_source=x", 301, "/hi/gold-loan/pune/fed-jmp-1188?utm_source=x");
  });
});
