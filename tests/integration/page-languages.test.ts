/**
 * The calculator, a policy page and personal loans in another language, over HTTP against the
 * built app (decision 028): the calculator has one URL per language with its canonical and
 * hreflang alternates, `?lang=` redirects to the URL of that language and keeps it in the cookie,
 * an unknown prefix is a 404; a policy page follows the language cookie.
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { cookies } from "~/platform/cookies.server";
import type { Language } from "~/i18n/language";
import { CATALOGUE } from "~/i18n/messages/index.server";

const PUBLIC_ORIGIN = "https://www.kanak.example";
const built = useBuiltApp({ PUBLIC_ORIGIN });

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${built.app.url}${path}`, { headers, redirect: "manual" });
  return { response, html: await response.text() };
}

/** The Cookie header a browser sends after the site kept `lang` in the language cookie ("gl_lang=…"). */
async function languageCookie(lang: Language): Promise<string> {
  return (await cookies.language.serialize(lang)).split(";")[0]!;
}

const links = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, "g"))].map((match) => match[0]);

describe("the calculator in another language", () => {
  it("answers /hi/gold-loan-calculator in Hindi, with its canonical URL and the eight alternates", async () => {
    const { response, html } = await get("/hi/gold-loan-calculator?weight=10&purity=22K&city=3");
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain(CATALOGUE.calculator["How much can I borrow against my gold?"].hi);
    expect(html).toContain(`<title>${CATALOGUE.calculator["Gold loan calculator: how much can I borrow?"].hi} | Kanak Gold Loan</title>`);
    expect(html).not.toContain("Weight of your gold, in grams");
    // The form sends the visitor back to the Hindi page.
    expect(html).toContain('action="/hi/gold-loan-calculator"');
    expect(links(html, "canonical")).toEqual([`<link rel="canonical" href="${PUBLIC_ORIGIN}/hi/gold-loan-calculator"/>`]);
    const alternates = links(html, "alternate").map((link) => [/hreflang="([^"]+)"/i.exec(link)?.[1], /href="([^"]+)"/.exec(link)?.[1]]);
    expect(alternates).toEqual([
      ["en", `${PUBLIC_ORIGIN}/gold-loan-calculator`],
      ["hi", `${PUBLIC_ORIGIN}/hi/gold-loan-calculator`],
      ["mr", `${PUBLIC_ORIGIN}/mr/gold-loan-calculator`],
      ["ta", `${PUBLIC_ORIGIN}/ta/gold-loan-calculator`],
      ["te", `${PUBLIC_ORIGIN}/te/gold-loan-calculator`],
      ["kn", `${PUBLIC_ORIGIN}/kn/gold-loan-calculator`],
      ["ml", `${PUBLIC_ORIGIN}/ml/gold-loan-calculator`],
      ["x-default", `${PUBLIC_ORIGIN}/gold-loan-calculator`],
    ]);
  });

  it("shows a refused form's messages in the page's language", async () => {
    const { response, html } = await get("/ta/gold-loan-calculator?weight=10&purity=99K&city=3");
    expect(response.status).toBe(400);
    expect(html).toContain(CATALOGUE.calculator["Choose 18, 20, 22 or 24 karat."].ta);
    expect(html).not.toContain("Choose 18, 20, 22 or 24 karat.");
  });

  it("stays English at its plain URL, whatever the cookie says", async () => {
    const { response, html } = await get("/gold-loan-calculator", { Cookie: await languageCookie("ta") });
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("How much can I borrow against my gold?");
    expect(links(html, "canonical")).toEqual([`<link rel="canonical" href="${PUBLIC_ORIGIN}/gold-loan-calculator"/>`]);
  });

  it.each([
    ["/gold-loan-calculator?lang=ta&city=3", "/ta/gold-loan-calculator?city=3", "ta"],
    ["/hi/gold-loan-calculator?weight=10&lang=en", "/gold-loan-calculator?weight=10", "en"],
    ["/mr/gold-loan-calculator?lang=kn", "/kn/gold-loan-calculator", "kn"],
  ] as const)("%s redirects (302) to %s and keeps the language in its cookie", async (path, location, lang) => {
    const { response } = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("set-cookie")).toContain(await languageCookie(lang));
  });

  it.each(["/xx/gold-loan-calculator", "/fr/gold-loan-calculator", "/hi-in/gold-loan-calculator"])(
    "%s is not a page (404)",
    async (path) => {
      expect((await get(path)).response.status).toBe(404);
    },
  );

  it.each([
    ["/en/gold-loan-calculator?city=3", "/gold-loan-calculator?city=3"],
    ["/HI/gold-loan-calculator", "/hi/gold-loan-calculator"],
  ])("%s is a 301 to the page's own URL", async (path, location) => {
    const { response } = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(location);
  });
});

describe("the policy pages in another language", () => {
  it("shows the privacy policy in Tamil to a visitor whose language is Tamil", async () => {
    const { response, html } = await get("/privacy", { Cookie: await languageCookie("ta") });
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="ta"/);
    expect(html).toContain(`<h1>${CATALOGUE["policy-privacy"]["Privacy policy"].ta}</h1>`);
    expect(html).toContain(CATALOGUE["policy-privacy"]["Your rights"].ta);
    expect(html).not.toContain("What we collect");
    // Figures and addresses as they are: the officer's e-mail, marked as Latin text.
    expect(html).toContain('<span lang="en">grievance.officer@example.com</span>');
  });

  it("keeps the grievance page's officer block in the visitor's language (?lang=ta)", async () => {
    const { response, html } = await get("/grievance-redressal?lang=ta");
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toContain("gl_lang=");
    expect(html).toContain(CATALOGUE["policy-grievance"]["Hours:"].ta);
    expect(html).toContain(CATALOGUE["policy-grievance"]["Step 3: the RBI Ombudsman"].ta);
  });
});

describe("personal loans in another language", () => {
  it("shows the page's own copy in Hindi and links the calculator in Hindi", async () => {
    const { response, html } = await get("/personal-loans", { Cookie: await languageCookie("hi") });
    expect(response.status).toBe(200);
    expect(html).toContain(CATALOGUE["personal-loans"]["Who can apply"].hi);
    expect(html).toContain('href="/hi/gold-loan-calculator"');
  });
});
