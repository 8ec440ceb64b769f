/**
 * The kinds of visitor the security suites act as, against a built app (tests/support/app-process.ts):
 * a visitor, a visitor with a verified lead, a signed-in cardholder. Each is its own client
 * address (one trusted proxy names it), so that no abuse limit of one session hides another's answer.
 */
import { Browser } from "./app-process";
import { DEMO_CARDHOLDER, freshAddress, freshPhone } from "./fixtures";

export const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };

export const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();

/** What the sessions need of the running app and simulator. */
export type Target = { readonly app: { url: string }; readonly sim: { otp: string } };

/** A browser from one client address, on the app. */
export class Client {
  private readonly browser: Browser;
  constructor(
    private readonly target: Target,
    address: string,
  ) {
    this.browser = new Browser({ "x-forwarded-for": address });
  }

  request(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> } = {},
  ): Promise<Response> {
    // An empty Sec-Fetch-Site stands for none at all (an old browser's post).
    const headers = init.headers?.["sec-fetch-site"] === "" ? { ...init.headers, "sec-fetch-site": undefined } : init.headers;
    return this.browser.request(`${this.target.app.url}${path}`, { method: init.method ?? "GET", headers, body: init.body });
  }

  post(path: string, fields: Record<string, string>) {
    return this.request(path, { method: "POST", headers: FORM_TYPE, body: form(Object.entries(fields)) });
  }

  cookie(name: string | RegExp) {
    return this.browser.cookie(name);
  }

  setCookie(name: string, value: string) {
    this.browser.setCookie(name, value);
  }
}

export type SessionKind = "visitor" | "lead" | "cardholder";
export type Session = { kind: SessionKind; client: Client; leadId?: string };

export async function visitor(target: Target): Promise<Session> {
  const client = new Client(target, freshAddress());
  await client.request("/");
  return { kind: "visitor", client };
}

/** A visitor who filled the lead form with `phone` and verified its code. */
export async function withLead(target: Target, phone = freshPhone()): Promise<Session> {
  const client = new Client(target, freshAddress());
  await client.request("/lp/basic-details");
  const created = await client.post("/lp/basic-details", { phone, cityId: "1", loanAmount: "150000", loanType: "FRESH" });
  const location = created.headers.get("location") ?? "";
  const leadId = /\/lp\/otp\/auth\/([^/?]+)/.exec(location)?.[1];
  if (!leadId) throw new Error(`No lead was created (${created.status} ${location})`);
  // The lead form's post sent the code; the code is checked, and the journey goes on.
  const verified = await client.post(`/lp/otp/auth/${leadId}`, { intent: "verify", otp: target.sim.otp });
  const next = verified.headers.get("location") ?? "";
  if (verified.status !== 302 || next.includes("/lp/otp/"))
    throw new Error(`The lead's code was not accepted (${verified.status} ${next})`);
  return { kind: "lead", client, leadId };
}

export async function cardholder(target: Target): Promise<Session> {
  const client = new Client(target, freshAddress());
  await client.post("/lp/cards/login", { kind: "phone", identity: DEMO_CARDHOLDER.phone });
  const signedIn = await client.post("/lp/cards/otp", { otp: target.sim.otp });
  if (!/\/lp\/cards\/limits$/.test(signedIn.headers.get("location") ?? ""))
    throw new Error(`The cardholder did not sign in (${signedIn.status})`);
  return { kind: "cardholder", client };
}

export const SESSION_KINDS = [visitor, withLead, cardholder] as const;

/** The field names of the forms on a page. */
export function fieldNamesOf(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/<(?:input|select|textarea|button)\b[^>]*\bname="([^"]+)"/g)) names.add(match[1]!);
  return [...names];
}
