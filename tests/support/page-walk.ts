/**
 * Every kind of page of the site in one language, as a visitor, a lead and a cardholder see it,
 * through the built server over HTTP: the public pages (the search pages in their language's
 * URL, the others with the language cookie), the lead journey's steps after a verified lead
 * (OTP, pincode, schemes, booking, confirmation), and the card pages after a login. Each page's
 * HTML is given to `visit` with a name that says which page it is.
 */
import { localizedPath, type Language } from "~/i18n/language";
import { cardholderPages, DEMO_CARDHOLDER, freshAddress, freshPhone, UNKNOWN_CARD_PHONE } from "./fixtures";
import { decode } from "./html";
import { Client, type Target } from "./sessions";

export type Visit = (page: string, html: string) => void;

/** The public pages, each at its English URL (the search pages get their language's prefix). */
export const PUBLIC_PAGES = [
  "/",
  "/best-gold-loan-exp",
  "/lp/basic-details",
  "/lp/handoff",
  "/gold-loan-calculator",
  "/gold-loan-calculator?weight=40&purity=22K&city=3",
  "/personal-loans",
  "/personal-loans/wedding",
  "/privacy",
  "/terms",
  "/grievance-redressal",
  "/fair-practices",
  "/interest-rate-policy",
  "/india/goldfd-card/93",
  "/lp/cards",
  "/lp/cards/login",
  "/lp/cards/login?with=email",
  "/lp/cards/signup",
  "/lp/cards/login-expire",
] as const;

/** Pages that answer "not found", in the site's layout and in the card pages'. */
export const NOT_FOUND_PAGES = ["/no-such-page", "/lp/cards/no-such-page"] as const;

/** Runs `work` over `items`, at most `concurrency` at a time. */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** A client of its own (its own address, so no abuse limit of one walk reaches another), in `lang`. */
async function clientIn(target: Target, lang: Language, first = "/"): Promise<Client> {
  const client = new Client(target, freshAddress());
  const answer = await client.request(`${first}${first.includes("?") ? "&" : "?"}lang=${lang}`);
  await answer.arrayBuffer();
  return client;
}

/** The page's HTML, failing on anything but the status expected. */
async function page(client: Client, path: string, status: number | number[] = 200): Promise<string> {
  const answer = await client.request(path);
  const html = await answer.text();
  const expected = Array.isArray(status) ? status : [status];
  if (!expected.includes(answer.status)) throw new Error(`${path}: ${answer.status}, expected ${expected.join(" or ")}`);
  return html;
}

/** The search pages to walk: every city page and every scheme page the sitemap lists, or the first scheme of each city. */
export async function searchPages(target: Target, schemesPerCity = 1): Promise<string[]> {
  const sitemap = await (await fetch(`${target.app.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/gold-loan\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  const perCity = new Map<string, number>();
  return paths.filter((path) => {
    const [, , city, scheme] = path.split("/");
    if (!scheme) return true;
    const count = (perCity.get(city!) ?? 0) + 1;
    perCity.set(city!, count);
    return count <= schemesPerCity;
  });
}

/** The public pages and the search pages in `lang`, fetched `concurrency` at a time. */
export async function walkPublicPages(target: Target, lang: Language, search: readonly string[], visit: Visit, concurrency = 4) {
  const client = await clientIn(target, lang);
  const paths = [...PUBLIC_PAGES, ...NOT_FOUND_PAGES, ...search].map((path) => {
    const [pathname, query] = path.split("?");
    return query ? `${localizedPath(lang, pathname!)}?${query}` : localizedPath(lang, pathname!);
  });
  const notFound = new Set<string>(NOT_FOUND_PAGES);
  await inParallel(paths, concurrency, async (path) => visit(path, await page(client, path, notFound.has(path) ? 404 : 200)));
}

/** The first free time of a booking page's day: its date and slot. */
function freeTime(html: string): { date: string; slot: string } {
  const date = /<input type="hidden" name="date" value="([^"]+)"/.exec(html)?.[1];
  const slot = [...html.matchAll(/<input([^>]*)name="slot"([^>]*)>/g)].map((m) => m[0]).find((input) => !/\bdisabled\b/.test(input));
  if (!date || !slot) throw new Error("The booking page offers no free time");
  return { date, slot: /value="([^"]+)"/.exec(slot)![1]! };
}

/** A Pune lead in `lang`: the lead form, its OTP page, then every step to the confirmation. */
export async function walkLeadJourney(target: Target, lang: Language, visit: Visit) {
  const client = await clientIn(target, lang, "/lp/basic-details");
  const created = await client.post("/lp/basic-details", { phone: freshPhone(), cityId: "3", loanAmount: "300000", loanType: "FRESH" });
  const leadId = /\/lp\/otp\/auth\/([^/?]+)/.exec(created.headers.get("location") ?? "")?.[1];
  if (!leadId) throw new Error(`No lead was created (${created.status})`);
  visit("/lp/otp/auth/<lead>", await page(client, `/lp/otp/auth/${leadId}`));
  const wrong = await client.post(`/lp/otp/auth/${leadId}`, { intent: "verify", otp: target.sim.otp === "000000" ? "111111" : "000000" });
  visit("/lp/otp/auth/<lead> (a wrong code)", await wrong.text());
  const verified = await client.post(`/lp/otp/auth/${leadId}`, { intent: "verify", otp: target.sim.otp });
  if (verified.status !== 302) throw new Error(`The lead's code was not accepted (${verified.status})`);
  visit("/lp/pincode", await page(client, "/lp/pincode"));
  const refused = await client.post("/lp/pincode", { intent: "check", pincode: "12" });
  visit("/lp/pincode (a refused pincode)", await refused.text());
  if ((await client.post("/lp/pincode", { intent: "check", pincode: "411001" })).status !== 302) throw new Error("Pincode refused");
  visit("/lp/schemes", await page(client, "/lp/schemes"));
  const chosen = await client.post("/lp/schemes", { intent: "choose", schemeId: "FED-JMP-1188", amount: "300000" });
  if (chosen.status !== 302) throw new Error(`Scheme refused (${chosen.status})`);
  visit("/lp/key-facts", await page(client, "/lp/key-facts"));
  visit("/lp/book-visit?kind=doorstep", await page(client, "/lp/book-visit?kind=doorstep"));
  const branch = await page(client, "/lp/book-visit?kind=branch");
  visit("/lp/book-visit?kind=branch", branch);
  const { date, slot } = freeTime(branch);
  const action = decode(/<form[^>]*action="([^"]+)"[^>]*class="card form booking-form"/.exec(branch)?.[1] ?? "/lp/book-visit?kind=branch");
  const booked = await client.post(action, { kind: "branch", date, slot, branchId: "PNQ-SVN-01", quality: "22K", name: "Asha Rao" });
  if (booked.status !== 302) throw new Error(`The visit was not booked (${booked.status})`);
  visit("/lp/confirmation", await page(client, "/lp/confirmation"));
  visit("/lp/confirmation?change=1", await page(client, "/lp/confirmation?change=1"));
}

/** The card pages: the login (and an unknown number's answer) in each language, then one login and every page of the account in each (`?lang=`). */
export async function walkCardPages(target: Target, langs: readonly Language[], visit: (lang: Language) => Visit, concurrency = 4) {
  const withLang = (path: string, lang: Language) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
  await inParallel(langs, concurrency, async (lang) => {
    const stranger = await clientIn(target, lang, "/lp/cards/login");
    const unknown = await stranger.post("/lp/cards/login", { kind: "phone", identity: UNKNOWN_CARD_PHONE });
    visit(lang)("/lp/cards/login (a number without an account)", await unknown.text());
  });

  // One login (two at once for the same number would cross): the language is the query's on every page.
  const client = await clientIn(target, langs[0] ?? "hi", "/lp/cards/login");
  const sent = await client.post("/lp/cards/login", { kind: "phone", identity: DEMO_CARDHOLDER.phone });
  if (sent.status !== 302) throw new Error(`No login code was sent (${sent.status})`);
  const codePage = await page(client, "/lp/cards/otp");
  const signedIn = await client.post("/lp/cards/otp", { intent: "verify", otp: target.sim.otp });
  if (!/\/lp\/cards\/limits$/.test(signedIn.headers.get("location") ?? ""))
    throw new Error(`The cardholder did not sign in (${signedIn.status})`);
  visit(langs[0] ?? "hi")("/lp/cards/otp", codePage);
  const offers = await page(client, "/lp/cards/offers");
  const offer = /href="(\/lp\/cards\/offers\/[^"?]+)"/.exec(offers)?.[1];
  if (!offer) throw new Error("The offers page links no offer");
  const paths = cardholderPages(decode(offer));
  const visits = langs.flatMap((lang) => paths.map((path) => ({ lang, path })));
  await inParallel(visits, concurrency, async ({ lang, path }) => visit(lang)(path, await page(client, withLang(path, lang))));
}
