/**
 * The Key Facts Statement as a PDF (issue 33, decision 039): a scheme's, beside its page, and the
 * chosen loan's, for the session that owns it. The PDF's text is read back as a reader gets it
 * (pdftotext) and must hold every row the page shows, in the page's language.
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, fault, getRequest, useSimulatedApp, type Outcome } from "./helpers";
import { loadBookVisitPage, readyToBook } from "./journey";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Language } from "~/i18n/language";
import { keyFactsParts, type KeyFactsStatement } from "~/journey/key-facts";
import * as schemeRoute from "~/routes/($lang).gold-loan.$city_.$scheme";
import * as schemePdfRoute from "~/routes/($lang).gold-loan.$city_.$scheme_.key-facts[.]pdf";
import * as loanPdfRoute from "~/routes/lp_.key-facts[.]pdf";
import { pdfText } from "../support/pdf";

const app = useSimulatedApp();

function params(lang: Language | null, city: string, scheme: string): Record<string, string> {
  return { ...(lang ? { lang } : {}), city, scheme };
}

const prefix = (lang: Language | null) => (lang ? `/${lang}` : "");

function loadSchemePdf(lang: Language | null, city: string, scheme: string) {
  return call(schemePdfRoute.loader, getRequest(`${prefix(lang)}/gold-loan/${city}/${scheme}/key-facts.pdf`), params(lang, city, scheme));
}

/** Each part's title, then every row of the statement, term then value, as `lang` says them: what the PDF must hold. */
function rowsText(lang: Language, statement: KeyFactsStatement): string[] {
  const t = serverTranslator(lang);
  return keyFactsParts(statement, t).flatMap((part) => [
    part.title,
    ...part.rows.map(({ term, value }) => `${term} ${typeof value === "string" ? value : t.message(value.message)}`),
  ]);
}

function expectPdf(outcome: Outcome, cacheControl: string, fileName: RegExp): string {
  expect(outcome.status).toBe(200);
  expect(outcome.headers.get("Content-Type")).toBe("application/pdf");
  expect(outcome.headers.get("Cache-Control")).toBe(cacheControl);
  expect(outcome.headers.get("Content-Disposition")).toMatch(fileName);
  return pdfText(outcome.bytes!);
}

describe("a scheme's Key Facts Statement", () => {
  it.each<Language>(["hi", "ta", "en"])("in %s: the title, the scheme, both parts with every row of its page", async (lang) => {
    const urlLang = lang === "en" ? null : lang;
    const page = await call(
      schemeRoute.loader,
      getRequest(`${prefix(urlLang)}/gold-loan/pune/fed-jmp-1188`),
      params(urlLang, "pune", "fed-jmp-1188"),
    );
    const { statement, scheme } = page.raw;

    const text = expectPdf(
      await loadSchemePdf(urlLang, "pune", "fed-jmp-1188"),
      "public, max-age=300",
      new RegExp(`^attachment; filename="key-facts-[a-z0-9-]+-${lang}\\.pdf"$`),
    );

    const t = serverTranslator(lang);
    expect(text).toContain(t("Key Facts Statement"));
    expect(text).toContain(`${scheme.name} (${scheme.lender})`);
    for (const row of rowsText(lang, statement)) expect(text).toContain(row);
    expect(text).toContain(t("Our grievance redressal officer"));
    expect(text).toContain("Example Grievance Officer");
  });

  it("says the Hindi and Tamil words a borrower reads, as they are written", async () => {
    const hindi = pdfText((await loadSchemePdf("hi", "pune", "fed-jmp-1188")).bytes!);
    expect(hindi).toContain("मुख्य तथ्य विवरण");
    expect(hindi).toContain("ब्याज दर");
    expect(hindi).toContain("कुल देय राशि");

    const tamil = pdfText((await loadSchemePdf("ta", "pune", "fed-jmp-1188")).bytes!);
    expect(tamil).toContain("முக்கிய விவர அறிக்கை");
    expect(tamil).toContain("வட்டி விகிதம்");
  });

  it.each([
    ["an unknown scheme", null, "pune", "gold-999"],
    ["a scheme in an unknown city", null, "atlantis", "fed-jmp-1188"],
    ["an unknown language", "xx", "pune", "fed-jmp-1188"],
  ] as const)("is a 404 for %s", async (_, lang, city, scheme) => {
    const outcome = await call(schemePdfRoute.loader, getRequest(`${lang ? `/${lang}` : ""}/gold-loan/${city}/${scheme}/key-facts.pdf`), {
      ...(lang ? { lang } : {}),
      city,
      scheme,
    });
    expect(outcome).toMatchObject({ status: 404, thrown: true });
  });

  it("is a 503 with Retry-After when the city's prices cannot be read", async () => {
    await fault(app, { path: "/pricing/masterschemes", status: 500 });
    const outcome = await loadSchemePdf(null, "pune", "chola-flt-1350");
    expect(outcome).toMatchObject({ status: 503, thrown: true });
    expect(outcome.headers.get("Retry-After")).toBe("120");
  });
});

describe("the chosen loan's Key Facts Statement", () => {
  const loadLoanPdf = (jar: CookieJar, query = "") => call(loanPdfRoute.loader, getRequest(`/lp/key-facts.pdf${query}`, jar), {}, jar);

  it("holds the booking step's key facts, at the visitor's amount, in the page's language; never cached", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp, { lead: { loanAmount: "240000" } });
    const { loan } = (await loadBookVisitPage(jar)).raw;
    const { statement } = loan!;

    const english = expectPdf(await loadLoanPdf(jar), "private, no-store", /^attachment; filename="key-facts-[a-z0-9-]+-en\.pdf"$/);
    expect(english).toContain("Loan amount ₹2,40,000");
    for (const row of rowsText("en", statement)) expect(english).toContain(row);

    const tamil = expectPdf(await loadLoanPdf(jar, "?lang=ta"), "private, no-store", /-ta\.pdf"$/);
    for (const row of rowsText("ta", statement)) expect(tamil).toContain(row);
  });

  it("is for the session that owns the lead only: another is sent away, with no PDF", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp);
    const stranger = new CookieJar();
    const outcome = await loadLoanPdf(stranger);
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Content-Type")).not.toBe("application/pdf");
  });
});
