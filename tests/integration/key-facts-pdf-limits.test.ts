/**
 * A new Key Facts Statement costs tens of milliseconds of CPU, so a new one takes the limiter's
 * leave (issue 44): 10 per lead and 30 per client address in ten minutes. A statement already
 * made is kept and served at no cost, even past the limits. A refused one is a 429 with
 * Retry-After and a line of text in the page's language, never a 500.
 */
import { describe, expect, it } from "vitest";
import { call, CookieJar, getRequest, useSimulatedApp, type Outcome } from "./helpers";
import { chooseScheme, readyToBook } from "./journey";
import { serverTranslator } from "~/i18n/catalogue.server";
import { LANGUAGES, type Language } from "~/i18n/language";
import { allowWork } from "~/platform/rate-limit.server";
import { limitProblem } from "~/site/limit-problem";
import * as schemePdfRoute from "~/routes/($lang).gold-loan.$city_.$scheme_.key-facts[.]pdf";
import * as loanPdfRoute from "~/routes/lp_.key-facts[.]pdf";

const app = useSimulatedApp();

const SCHEME = "FED-JMP-1188";

function loadLoanPdf(jar: CookieJar, lang: Language = "en"): Promise<Outcome> {
  return call(loanPdfRoute.loader, getRequest(`/lp/key-facts.pdf?lang=${lang}`, jar), {}, jar);
}

function loadSchemePdf(jar: CookieJar, lang: Language): Promise<Outcome> {
  const prefix = lang === "en" ? "" : `/${lang}`;
  const params = { ...(lang === "en" ? {} : { lang }), city: "pune", scheme: "fed-jmp-1188" };
  return call(schemePdfRoute.loader, getRequest(`${prefix}/gold-loan/pune/fed-jmp-1188/key-facts.pdf`, jar), params, jar);
}

function expectPdf(outcome: Outcome): void {
  expect(outcome.status, outcome.text?.slice(0, 200)).toBe(200);
  expect(outcome.headers.get("Content-Type")).toBe("application/pdf");
}

/** A refusal by the limits: 429, when to come back, and the words in `lang`. */
function expectLimited(outcome: Outcome, lang: Language, reason: "repeats" | "address"): void {
  expect(outcome.status).toBe(429);
  const retryAfter = Number(outcome.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(outcome.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  expect(outcome.headers.get("Cache-Control")).toBe("no-store");
  expect(outcome.text).toBe(serverTranslator(lang).message(limitProblem(reason, retryAfter)));
}

describe("the chosen loan's statement", () => {
  it("makes 10 new statements per lead; the 11th is a 429 in the page's language; one already made is still served", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp, { lead: { loanAmount: "240000" }, schemeId: SCHEME });
    // Seven languages at one amount, then three more amounts: ten new statements.
    for (const lang of LANGUAGES) expectPdf(await loadLoanPdf(jar, lang));
    for (const amount of [241_000, 242_000, 243_000]) {
      await chooseScheme(jar, SCHEME, amount);
      expectPdf(await loadLoanPdf(jar));
    }

    await chooseScheme(jar, SCHEME, 244_000);
    expectLimited(await loadLoanPdf(jar, "hi"), "hi", "repeats");
    expectLimited(await loadLoanPdf(jar, "en"), "en", "repeats");

    // Made before, at the amounts chosen before: served at no cost.
    await chooseScheme(jar, SCHEME, 243_000);
    expectPdf(await loadLoanPdf(jar, "en"));
    await chooseScheme(jar, SCHEME, 240_000);
    expectPdf(await loadLoanPdf(jar, "hi"));
    expectPdf(await loadLoanPdf(jar, "ta"));
  }, 60_000);
});

describe("a scheme's statement", () => {
  it("past the address's PDFs a new one is a 429 in the page's language; one already made is served; another address is not held up", async () => {
    const jar = new CookieJar();
    expectPdf(await loadSchemePdf(jar, "en"));
    // The rest of the address's thirty, spent by anything that made a PDF.
    for (let n = 1; n < 30; n += 1) expect((await allowWork({ kind: "pdf", address: jar.address, person: null })).allowed).toBe(true);

    expectLimited(await loadSchemePdf(jar, "ta"), "ta", "address");
    expectPdf(await loadSchemePdf(jar, "en"));
    expectPdf(await loadSchemePdf(new CookieJar(), "ta"));
  });
});
