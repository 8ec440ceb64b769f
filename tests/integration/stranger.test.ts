/**
 * The stranger suite (docs/decisions/010 and 031; issue 30): a stranger who knows a customer's
 * phone learns the customer's lead id from the 409 of the lead form, and then posts to every
 * route with an action, through the built server as production runs it (the request gate,
 * route discovery, the session). The simulator's journal must show no write for the customer's
 * lead: no update (lead service or digital journey), no sales visit create, reschedule or
 * cancel, no legacy update and no customer record naming it.
 *
 * The action routes are read from app/routes (tests/support/route-files.ts), so a route added
 * tomorrow is covered without editing this file. Each is posted the forms the customer's own
 * pages send to it (their field names, the page's values, each intent button), and a generic
 * set of plausible fields with every intent a route of ours knows.
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { freshAddress, freshPhone, PINCODES, type JournalEntry } from "../support/fixtures";
import { routeFiles } from "../support/route-files";
import { Client } from "../support/sessions";

// Each session comes from its own address (one trusted proxy names it), so that no abuse limit hides an answer.
const built = useBuiltApp({ TRUSTED_PROXY_HOPS: "1", OTP_SENDS_PER_PHONE: "1000" });

type Fields = Record<string, string>;
/** A form a page posts: where to, its fields with the page's values, and the values of its intent buttons. */
type PageForm = { action: string; fields: Fields; intents: string[] };

const OWNER = { cityId: "1", loanAmount: "100000", loanType: "FRESH", pincode: PINCODES.serviceable };
/** The 409 sequence's values (issue 30, item 2): another city, amount and loan type. */
const STRANGER = { cityId: "5", loanAmount: "2500000", loanType: "TAKEOVER" };
/** Every intent a form of ours sends, and a few more. */
const INTENTS = [
  "",
  "book",
  "change",
  "reschedule",
  "cancel",
  "callback",
  "check",
  "nearest",
  "verify",
  "resend",
  "voice",
  "choose",
  "save",
  "submit",
];
/** Queries that open a page's other forms (a visit kind, a change of time, a cancel). */
const PAGE_QUERIES = ["", "?kind=branch", "?kind=doorstep", "?change=1", "?cancel=1"];

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10);

/** Plausible values for the fields our forms have (the phone is the customer's). */
function plausible(phone: string): Fields {
  return {
    phone,
    identity: phone,
    ...STRANGER,
    name: "Ravi Kumar",
    firstname: "Ravi",
    lastname: "Kumar",
    email: "ravi@example.com",
    pincode: OWNER.pincode,
    // A wrong code: the simulator's right one is everyone's, and a right code proves the phone.
    otp: "000000",
    returnTo: "/lp/pincode",
    schemeId: "FED-JMP-1188",
    scheme: "FED-JMP-1188",
    amount: "300000",
    kind: "branch",
    date: tomorrow(),
    slot: "10:00-11:00",
    slotId: "10:00-11:00",
    branchId: "BLR-KRM-01",
    quality: "22K",
    goldQuality: "22K",
    goldWeight: "20",
    house: "12",
    floor: "2nd floor",
    apartment: "Green Park",
    street: "5th Main",
    subarea: "Koramangala",
    area: "Koramangala",
    landmark: "Near the park",
    referralCode: "",
    voucherCode: "",
    note: "Please call me",
    customerNotes: "Please call me",
  };
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match
    ? match[1]!
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
    : undefined;
}

/** The POST forms of a page: each one's action path, its fields (a checked or the first enabled choice) and its intent buttons. */
function postForms(html: string, pagePath: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const [, open, inner] of html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)) {
    if (attribute(open!, "method")?.toLowerCase() !== "post") continue;
    const action = new URL(attribute(open!, "action") ?? pagePath, built.app.url);
    const fields: Fields = {};
    const intents: string[] = [];
    for (const [tag, kind] of inner!.matchAll(/<(input|select|textarea|button)\b[^>]*>/g)) {
      const name = attribute(tag, "name");
      if (!name) continue;
      const value = attribute(tag, "value") ?? "";
      if (kind === "button" || attribute(tag, "type") === "submit") {
        if (name === "intent") intents.push(value);
        else fields[name] ??= value;
        continue;
      }
      const choice = attribute(tag, "type") === "radio" || attribute(tag, "type") === "checkbox";
      if (choice && /\sdisabled(=|\s|>|\/)/.test(tag)) continue;
      if (choice && /\schecked(=|\s|>|\/)/.test(tag)) fields[name] = value;
      else fields[name] ??= value;
    }
    forms.push({ action: `${action.pathname}${action.search.includes("index") ? "?index" : ""}`, fields, intents });
  }
  return forms;
}

const journal = (since = 0): Promise<JournalEntry[]> => built.control.requestsSince(since);

/** A write for the lead: its update (either endpoint), a sales visit's create, reschedule or cancel, the legacy update, a customer record. */
function writesFor(leadId: string, entries: JournalEntry[]): JournalEntry[] {
  return entries.filter((entry) => {
    if (entry.method === "GET") return false;
    const body = (entry.body ?? {}) as Record<string, unknown>;
    return (
      entry.path === `/lead-service/v1/lead/${leadId}` ||
      (entry.path === "/public/v1/lead/update" && entry.query.leadId === leadId) ||
      (entry.path.startsWith("/salesvisit/") && body.lead === leadId) ||
      ((entry.path === "/legacy/lead/update" || entry.path === "/cis/create-customer") && body.leadId === leadId)
    );
  });
}

/** A browser of its own, from an address of its own (one trusted proxy names it). */
class Session extends Client {
  constructor() {
    super(built, freshAddress());
  }
  get(path: string) {
    return this.request(path);
  }
}

const location = (response: Response) => response.headers.get("location") ?? "";

const pagePaths = routeFiles()
  .filter((route) => route.hasDefault)
  .flatMap((route) => route.paths.map((path) => path.replace("?index", "")));
const actionPaths = routeFiles()
  .filter((route) => route.hasAction)
  .flatMap((route) => route.paths);

/** A customer who sent the lead form (phone P, the OWNER values): their session, the phone and the lead's id. */
async function leadFormSent(): Promise<{ customer: Session; phone: string; leadId: string }> {
  const phone = freshPhone();
  const customer = new Session();
  await customer.get("/lp/basic-details");
  const created = await customer.post("/lp/basic-details", {
    phone,
    cityId: OWNER.cityId,
    loanAmount: OWNER.loanAmount,
    loanType: OWNER.loanType,
  });
  const leadId = /^\/lp\/otp\/auth\/([^/?]+)/.exec(location(created))?.[1];
  if (!leadId) throw new Error(`No lead was created (${created.status} ${location(created)})`);
  return { customer, phone, leadId };
}

/**
 * The customer: lead form, OTP, pincode 560034 on phone P, a scheme and a booked branch visit.
 * Returns the lead id, the phone, and the POST forms the customer's pages sent along the way.
 */
async function owner(): Promise<{ leadId: string; phone: string; forms: PageForm[] }> {
  const { customer, phone, leadId } = await leadFormSent();
  // The lead form's post sent the code; the right one verifies the phone.
  await (await customer.get(`/lp/otp/auth/${leadId}`)).body?.cancel();
  expect(location(await customer.post(`/lp/otp/auth/${leadId}`, { intent: "verify", otp: built.sim.otp }))).toBe("/lp/pincode");
  expect(location(await customer.post("/lp/pincode", { intent: "check", pincode: OWNER.pincode }))).toBe("/lp/schemes");
  expect(location(await customer.post("/lp/schemes", { schemeId: "FED-JMP-1188", amount: OWNER.loanAmount }))).toBe("/lp/book-visit");

  const forms: PageForm[] = [];
  const harvest = async () => {
    for (const path of pagePaths) {
      for (const query of PAGE_QUERIES) {
        const response = await customer.get(`${path}${query}`);
        if (response.status === 200 && (response.headers.get("content-type") ?? "").includes("text/html"))
          forms.push(...postForms(await response.text(), path));
        else await response.body?.cancel();
      }
    }
  };
  await harvest();
  // A booked visit opens the confirmation step's forms (change of time, cancel). Late in India's
  // day the first day has no time left to book: the next days' pages are asked until one has.
  const bookable = (found: PageForm[]) =>
    found.find((form) => form.action === "/lp/book-visit" && form.fields.kind === "branch" && form.fields.slot && form.fields.branchId);
  let booking = bookable(forms);
  if (!booking) {
    const page = await (await customer.get("/lp/book-visit?kind=branch")).text();
    for (const [, date] of page.matchAll(/kind=branch&amp;date=(\d{4}-\d{2}-\d{2})/g)) {
      booking = bookable(postForms(await (await customer.get(`/lp/book-visit?kind=branch&date=${date}`)).text(), "/lp/book-visit"));
      if (booking) break;
    }
  }
  if (!booking) throw new Error("The booking step offered no branch visit to book");
  expect(location(await customer.post("/lp/book-visit", booking.fields))).toBe("/lp/confirmation");
  await harvest();
  return { leadId, phone, forms };
}

/** A fresh session that learned the customer's lead id from the 409 of the lead form, and nothing more. */
async function stranger(phone: string): Promise<{ session: Session; otpPath: string }> {
  const session = new Session();
  const duplicate = await session.post("/lp/basic-details", { phone, ...STRANGER });
  expect(location(duplicate), "the 409 opens the customer's OTP page").toMatch(/^\/lp\/otp\/auth\//);
  return { session, otpPath: location(duplicate) };
}

describe("a stranger who knows a customer's phone writes nothing for the customer's lead, on any route", () => {
  it("finds the action routes in app/routes", () => {
    expect(actionPaths).toEqual(
      expect.arrayContaining([
        "/lp/basic-details",
        "/lp/callback",
        "/lp/pincode",
        "/lp/schemes",
        "/lp/book-visit",
        "/lp/confirmation",
        "/?index",
      ]),
    );
  });

  it("the journal check sees the customer's own writes (the call-back)", async () => {
    const { customer, leadId } = await leadFormSent();
    const since = (await journal()).at(-1)?.seq ?? 0;

    expect(location(await customer.post("/lp/callback", { returnTo: "/lp/pincode" }))).toBe("/lp/pincode");

    expect(writesFor(leadId, await journal(since)).length).toBeGreaterThan(0);
  });

  it("every action route: the 409 sequence, then every form and intent, writes nothing for the customer's lead", async () => {
    const { leadId, phone, forms } = await owner();
    const generic = plausible(phone);
    const writes: Record<string, string[]> = {};
    const failures: string[] = [];
    let posts = 0;
    for (const path of actionPaths) {
      const since = (await journal()).at(-1)!.seq;
      const bodies: Fields[] = [
        // The forms the customer's pages send here, as the stranger would copy them (the stranger's phone, code and lead values).
        ...forms
          .filter((form) => form.action === path)
          .flatMap((form) => {
            const fields = {
              ...form.fields,
              ...Object.fromEntries(
                Object.keys(form.fields)
                  .filter((name) => name in STRANGER || name === "phone" || name === "otp")
                  .map((name) => [name, generic[name]!]),
              ),
            };
            return form.intents.length > 0 ? form.intents.map((intent) => ({ ...fields, intent })) : [fields];
          }),
        // Every field of ours, with every intent.
        ...INTENTS.map((intent) => (intent ? { ...generic, intent } : generic)),
      ];
      for (const fields of bodies) {
        // A fresh stranger each time: a post that forgets the lead (another phone) must not hide the next one.
        const { session, otpPath } = await stranger(phone);
        const response = await session.post(path.startsWith("/lp/otp/auth/") ? otpPath : path, fields);
        if (response.status >= 500) failures.push(`${path} ${JSON.stringify(fields).slice(0, 120)}: ${response.status}`);
        await response.body?.cancel();
        posts += 1;
      }
      // The journal keeps the last 1,000 requests: read it after each route.
      writes[path] = writesFor(leadId, await journal(since)).map((w) => `${w.method} ${w.path} ${JSON.stringify(w.body).slice(0, 200)}`);
    }

    expect(failures).toEqual([]);
    expect(writes).toEqual(Object.fromEntries(actionPaths.map((path) => [path, []])));
    // The page forms were found too (the booking step's, the confirmation step's, the call-back on the pincode step).
    for (const path of ["/lp/book-visit", "/lp/confirmation", "/lp/callback", "/lp/pincode", "/lp/schemes"])
      expect(
        forms.some((form) => form.action === path),
        path,
      ).toBe(true);
    process.stdout.write(`\nstranger: ${posts} posts to ${actionPaths.length} action URLs, no write for the customer's lead\n`);
  }, 300_000);
});

describe("a stranger who knows a customer's lead id learns nothing of the lead before its code", () => {
  it("the resume path: a forged lead id cookie reads nothing; the customer's own cookie in another session shows the phone's last four digits only", async () => {
    const { customer, phone, leadId } = await leadFormSent();
    await (await customer.get(`/lp/otp/auth/${leadId}`)).body?.cancel();
    expect(location(await customer.post(`/lp/otp/auth/${leadId}`, { intent: "verify", otp: built.sim.otp }))).toBe("/lp/pincode");
    expect(location(await customer.post("/lp/pincode", { intent: "check", pincode: OWNER.pincode }))).toBe("/lp/schemes");
    const sealed = customer.cookie(/gl_lead_id$/)!;
    // The id as the lead id cookie was written before it was sealed: what a stranger who saw an OTP page's URL could make.
    const forged = encodeURIComponent(Buffer.from(JSON.stringify(leadId)).toString("base64"));
    const lookups = async (since: number) =>
      (await journal(since)).filter((entry) => entry.method === "GET" && entry.path === `/lead-service/v1/lead/${leadId}`);

    const shown: Record<string, string[]> = {};
    for (const [kind, value] of [
      ["forged", forged],
      ["the customer's", sealed.value],
    ] as const) {
      const since = (await journal()).at(-1)!.seq;
      const other = new Session();
      other.setCookie(sealed.name, value);
      await (await other.get("/lp/basic-details")).body?.cancel();
      const resumed = location(await other.post("/lp/resume", { intent: "resume" }));
      expect(resumed).toBe(kind === "forged" ? "/lp/basic-details" : `/lp/otp/auth/${leadId}`);
      shown[kind] = [];
      for (const path of [...pagePaths, `/lp/otp/auth/${leadId}`]) {
        const response = await other.get(path);
        const text = await response.text();
        if (text.includes(phone) || text.includes(`value="${OWNER.loanAmount}"`)) shown[kind].push(path);
      }
      if (kind === "forged") expect(await lookups(since)).toEqual([]);
    }
    expect(shown).toEqual({ forged: [], "the customer's": [] });
  }, 120_000);
});
