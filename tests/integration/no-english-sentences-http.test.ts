/**
 * No page outside the catalogue (decision 028): every kind of page, in every language but
 * English, through the built server against the simulator, has no English sentence that is not
 * marked `lang="en"`. The public pages (every city page and a scheme page of each city, the
 * calculator, personal loans and a CMS page of theirs, the policy pages, the gold card's pages
 * before a login, a page not found), the lead journey after a lead with its code (OTP, pincode,
 * schemes, the Key Facts Statement, the booking in both kinds, the confirmation) and the card
 * pages after a login (limits, consent, limit increase, release requests, offers and an offer,
 * rewards, documents). A run of three English words in a page's text (its title attributes,
 * placeholders and labels too) is a sentence the site wrote without putting it in the catalogue,
 * or upstream text shown without its mark: the failure names the page, the language and the words.
 * What is rightly in Latin letters everywhere is allowed in tests/support/english-runs.ts.
 *
 * Before this test, it caught: /personal-loans (its CMS title, lead and "Lower interest with gold"
 * block in English in every language), the grievance officer's name in /privacy and
 * /grievance-redressal, and the officers, the LSP's name and address on /lp/key-facts.
 *
 * Nor does any of those pages show a string whose namespace its routes do not name: the server
 * reports it as it renders (`[i18n] no "hi" text on this page for: …`), and the walk fails on it.
 *
 * A city page's card ("{city} at a glance") has as many bullets in every language as in English:
 * a highlight the site could not translate was left out (Pune's card in Tamil had 2 bullets of 5).
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { englishRuns, englishRunsOf, textOutsideEnglish } from "../support/english-runs";
import { inParallel, searchPages, walkCardPages, walkLeadJourney, walkPublicPages } from "../support/page-walk";
import { LANGUAGES, localizedPath, type Language } from "~/i18n/language";

const built = useBuiltApp(
  // One client address per walk (a trusted proxy names it), and codes as often as the walks ask for them.
  { TRUSTED_PROXY_HOPS: "1", OTP_SENDS_PER_PHONE: "1000", OTP_RESEND_COOLDOWN_SECONDS: "0" },
  { otpCooldownSeconds: 0 },
);

const OTHER_LANGUAGES = LANGUAGES.filter((lang): lang is Exclude<Language, "en"> => lang !== "en");

describe("the English finder", () => {
  it("finds three English words in a row outside lang=en, in text and in what a reader is told", () => {
    const html = [
      "<html><head><title>Personal loans for you</title></head><body>",
      '<script>const words = "not a page text at all";</script><style>.a::after { content: "not text either" }</style>',
      "<h1>Lower interest with gold</h1>",
      '<p>हिन्दी <span lang="en">Spend ₹5,000 this month</span> में</p>',
      '<input placeholder="Enter your name"/><button aria-label="Call us now">☎</button>',
      "<p>Call <strong>our team</strong> today</p>",
      "</body></html>",
    ].join("");
    expect(englishRunsOf(html)).toEqual(["Lower interest with gold", "Enter your name", "Call us now", "Call our team today"]);
    expect(textOutsideEnglish(html)).not.toContain("Spend");
  });

  it("leaves what is rightly Latin everywhere: the brand, lenders, abbreviations, amounts, addresses and numbers", () => {
    expect(
      englishRuns(
        "Kanak Gold Loan: Federal Bank Limited, APR KFS PDF OTP; ₹1,00,000; grievance.officer@example.com; 1800 123 4567; cms.rbi.org.in",
      ),
    ).toEqual([]);
    // A city is named in the page's script (decision 049): its Latin name is English like any other word.
    expect(englishRuns("Gold loans in Navi Mumbai")).toEqual(["Gold loans in Navi Mumbai"]);
    // Two English words are not a sentence (a unit, a name in a sentence); a sentence's end ends a run.
    expect(englishRuns("18.3 g की सीमा (LTV) Pune. Call us")).toEqual([]);
  });
});

describe("every page in every language", () => {
  it("has no English sentence outside an element marked lang=en", async () => {
    const found: string[] = [];
    let pages = 0;
    const visit = (lang: Language) => (page: string, html: string) => {
      pages += 1;
      for (const run of englishRunsOf(html)) found.push(`${lang} ${page}: "${run}"`);
    };
    const search = await searchPages(built);
    // Two languages at a time, each fetching three pages at a time: about six requests at once.
    await inParallel(OTHER_LANGUAGES, 2, async (lang) => {
      await walkPublicPages(built, lang, search, visit(lang), 3);
      await walkLeadJourney(built, lang, visit(lang));
    });
    await walkCardPages(built, OTHER_LANGUAGES, visit, 4);
    expect(found).toEqual([]);
    // No page used a string its routes do not name (app/i18n/translate.ts reports it as the server renders).
    expect(built.app.output().match(/\[i18n\].*/g) ?? []).toEqual([]);
    // Every kind of page was walked, in each language.
    expect(pages).toBeGreaterThan(OTHER_LANGUAGES.length * 50);
    process.stdout.write(`\nno English sentence: ${pages} pages in ${OTHER_LANGUAGES.length} languages\n`);
  }, 180_000);
});

describe("a city's card in every language", () => {
  /** The bullets of a city page's "{city} at a glance" card. */
  const bullets = (html: string) => {
    const card = /data-testid="city-info"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    return [...card.matchAll(/<li\b/g)].length;
  };

  it("shows as many bullets as in English (none left out for want of a translation)", async () => {
    const cities = (await searchPages(built)).filter((path) => path.split("/").length === 3);
    const short: string[] = [];
    await inParallel(cities, 2, async (path) => {
      const english = bullets(await (await fetch(`${built.app.url}${path}`)).text());
      expect(english, path).toBeGreaterThan(2);
      for (const lang of OTHER_LANGUAGES) {
        const shown = bullets(await (await fetch(`${built.app.url}${localizedPath(lang, path)}`)).text());
        if (shown !== english) short.push(`${lang} ${path}: ${shown} of ${english}`);
      }
    });
    expect(short).toEqual([]);
    // 56 pages, two at a time: on a busy machine more than the default 15 s.
  }, 120_000);
});
