/**
 * The one session cookie (requirements §A7, docs/decisions/011), and the lead id cookie's header.
 * It holds what the old client kept in session storage; keep it small: ids, not lists.
 *
 * - Encrypted (app/platform/sealed-cookie.server.ts): the cardholder's token and the phone number
 *   are never readable by the browser. A cookie that does not decrypt is an empty session.
 * - Always fits: what a visitor typed or sent is cut by UTF-8 bytes when the session is
 *   committed (TEXT_BYTES), each attribution text is stored once (the lead keeps a copy), and
 *   the cookie's `name=value` stays within SESSION_COOKIE_BUDGET: should it not, the least
 *   important parts are dropped (LEAST_IMPORTANT) and a warning is logged. Committing never throws.
 * - `__Host-gl_session` in production (Secure, Path=/, no Domain), `gl_session` elsewhere.
 */
import { createSession, type Session, type SessionStorage } from "@remix-run/node";
import { cutToBytes } from "~/platform/bytes";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { ATTRIBUTION_TEXT_BYTES } from "~/platform/session-budgets";
import { createSealedCookie, type SealedCookie } from "~/platform/sealed-cookie.server";

/**
 * What the session holds. Each part of the site declares its own keys by augmenting this
 * interface from its own module (`declare module "~/platform/session.server"`): the journey in
 * app/journey/session.ts, the cardholder pages in app/cards/session.ts, the site's webview flag
 * and the flash in app/site. This module only stores them.
 */
export interface SessionData {
  sessionId: string;
}

/** Flash data (read, and so cleared, by the root loader only): augmented like SessionData. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by app/site/flash.server.ts
export interface SessionFlashData {}

export type AppSession = Session<SessionData, SessionFlashData>;

/** The session cookie's name: `__Host-` in production, where the cookie is Secure. */
export function sessionCookieName(): string {
  return env().isProduction ? "__Host-gl_session" : "gl_session";
}

/**
 * The most the session cookie's `name=value` may take: browsers refuse a cookie over 4096
 * bytes; the rest is margin (and room for the attributes).
 */
export const SESSION_COOKIE_BUDGET = 3800;

/** What a string of the session may take in UTF-8 bytes when no rule below names it. */
const DEFAULT_TEXT_BYTES = 64;

/** Ids: never near this long; cut only so that nobody can make one so. */
const ID_BYTES = 100;

/**
 * Byte limits of the session's strings by path (flash data by its name, `flash`; `*` is any key).
 * Visitor-supplied text is cut to these on every commit, wherever it was set; so is text an
 * upstream answered, in case it is long. The cardholder's token is never cut (a cut token is no
 * token): the budget counts it.
 */
const TEXT_BYTES: Record<string, number> = {
  // Cut when read from the landing URL (app/journey/attribution.ts); again here, wherever set.
  "attribution.utmCampaign": ATTRIBUTION_TEXT_BYTES.utm,
  "attribution.utmSource": ATTRIBUTION_TEXT_BYTES.utm,
  "attribution.utmMedium": ATTRIBUTION_TEXT_BYTES.utm,
  "attribution.gclid": ATTRIBUTION_TEXT_BYTES.gclid,
  "attribution.fbclid": ATTRIBUTION_TEXT_BYTES.fbclid,
  "attribution.extLeadId": ATTRIBUTION_TEXT_BYTES.extLeadId,
  "attribution.landingUrl": ATTRIBUTION_TEXT_BYTES.landingUrl,
  "attribution.rCity.name": ATTRIBUTION_TEXT_BYTES.cityName,
  // The lead's own copies of the attribution, sent with every update of the lead.
  "lead.utmCampaign": ATTRIBUTION_TEXT_BYTES.utm,
  "lead.utmSource": ATTRIBUTION_TEXT_BYTES.utm,
  "lead.utmMedium": ATTRIBUTION_TEXT_BYTES.utm,
  "lead.utmContent": ATTRIBUTION_TEXT_BYTES.utm,
  "lead.gclid": ATTRIBUTION_TEXT_BYTES.gclid,
  "lead.fbclid": ATTRIBUTION_TEXT_BYTES.fbclid,
  "lead.ext_lead_id": ATTRIBUTION_TEXT_BYTES.extLeadId,
  "lead.unbounceUrl": ATTRIBUTION_TEXT_BYTES.landingUrl,
  "lead.google_address": 120,
  "lead.name": 60,
  "lead.lenderBranch.name": 60,
  "lead.lead_id": ID_BYTES,
  "lead.transactionId": ID_BYTES,
  ownedLeadId: ID_BYTES,
  "resumedLead.leadId": ID_BYTES,
  "otp.leadId": ID_BYTES,
  "scheme.scheme.name": 60,
  "scheme.scheme.lender": 60,
  "booking.place": 120,
  "booking.city": 60,
  "booking.pincode": 6,
  "booking.branchId": ID_BYTES,
  "booking.salesVisitId": ID_BYTES,
  "cardholder.token": Number.POSITIVE_INFINITY,
  "cardholder.firstname": 60,
  "cardholder.customerId": ID_BYTES,
  // An e-mail address is at most 254 bytes (the login page refuses a longer one).
  "cardLogin.value": 254,
  "cardLogin.firstname": 60,
  "cardLogin.lastname": 60,
  "cardSteps.*": ID_BYTES,
  "flash.popup": 200,
  "flash.formValues.*": 100,
};

/** Cuts every string of a session value to its byte limit (a copy; the session is not changed). */
function cutTexts(value: unknown, path: string): unknown {
  if (typeof value === "string") {
    const parent = path.slice(0, path.lastIndexOf("."));
    return cutToBytes(value, TEXT_BYTES[path] ?? TEXT_BYTES[`${parent}.*`] ?? DEFAULT_TEXT_BYTES);
  }
  if (Array.isArray(value)) return value.map((item) => cutTexts(item, `${path}.*`));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cutTexts(item, path ? `${path}.${key}` : key)]));
  }
  return value;
}

/** Flash data is stored under `__flash_{name}__`: its limits are named by `name`. */
const FLASH_KEY = /^__flash_(.+)__$/;
const FLASH_STORE_KEY = "__flash_flash__";

type StoredData = Record<string, unknown>;
type StoredAttribution = Record<string, unknown> & { [SHARED_MARK]?: string[] };
type StoredLead = Record<string, unknown>;

function cutSessionTexts(data: StoredData): StoredData {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, cutTexts(value, FLASH_KEY.exec(key)?.[1] ?? key)]));
}

/**
 * The lead keeps copies of the attribution (app/journey/lead.server.ts): the cookie holds each
 * text once. An attribution field equal to the lead's copy is stored as its name in `~lead`,
 * and read back from the lead.
 */
const SHARED_WITH_LEAD = {
  utmCampaign: "utmCampaign",
  utmSource: "utmSource",
  utmMedium: "utmMedium",
  gclid: "gclid",
  fbclid: "fbclid",
  extLeadId: "ext_lead_id",
  landingUrl: "unbounceUrl",
} as const;
const SHARED_MARK = "~lead";
type SharedKey = keyof typeof SHARED_WITH_LEAD;

function storeSharedOnce(data: StoredData): void {
  const attribution = data.attribution as StoredAttribution | undefined;
  const lead = data.lead as StoredLead | undefined;
  if (!attribution || !lead) return;
  const shared = (Object.keys(SHARED_WITH_LEAD) as SharedKey[]).filter(
    (key) => typeof attribution[key] === "string" && attribution[key] === lead[SHARED_WITH_LEAD[key]],
  );
  if (shared.length === 0) return;
  const stored: StoredAttribution = { ...attribution, [SHARED_MARK]: shared };
  for (const key of shared) delete stored[key];
  data.attribution = stored;
}

function readSharedBack(data: StoredData): StoredData {
  const attribution = data.attribution as StoredAttribution | undefined;
  const shared = attribution?.[SHARED_MARK];
  if (!attribution || !Array.isArray(shared)) return data;
  const lead = (data.lead ?? {}) as StoredLead;
  const read: StoredAttribution = { ...attribution };
  delete read[SHARED_MARK];
  for (const key of shared) {
    if (!(key in SHARED_WITH_LEAD)) continue;
    const value = lead[SHARED_WITH_LEAD[key as SharedKey]];
    if (typeof value === "string") read[key as SharedKey] = value;
  }
  read.landingUrl ??= "";
  return { ...data, attribution: read };
}

/** Removes keys of a stored object; whether any was there. */
function without(data: StoredData, key: string, fields: readonly string[]): boolean {
  const part = data[key] as Record<string, unknown> | undefined;
  if (!part || !fields.some((field) => part[field] !== undefined)) return false;
  const kept = { ...part };
  for (const field of fields) delete kept[field];
  data[key] = kept;
  return true;
}

/** Removes an attribution text and the lead's copy of it (SHARED_WITH_LEAD); whether either was there. */
function withoutCopies(data: StoredData, key: SharedKey): boolean {
  const fromAttribution = without(data, "attribution", [key]);
  return without(data, "lead", [SHARED_WITH_LEAD[key]]) || fromAttribution;
}

/**
 * What goes first when the session would pass the budget, least important first: each step
 * changes the copy to be stored and answers whether it dropped anything.
 */
const LEAST_IMPORTANT: { part: string; drop: (data: StoredData) => boolean }[] = [
  // The popup still shows; the form comes back empty.
  { part: "flash.formValues", drop: (data) => without(data, FLASH_STORE_KEY, ["formValues"]) },
  // A second click id (docs/decisions/018): a visitor comes from one ad, and the lead's create has already sent it.
  { part: "fbclid", drop: (data) => withoutCopies(data, "fbclid") },
  // A landing page's own lead id: the lead's created event has carried it; later events go without.
  { part: "ext_lead_id", drop: (data) => withoutCopies(data, "extLeadId") },
  // The ad's texts as landed: the lead keeps its own copies once it exists.
  {
    part: "attribution.extras",
    drop: (data) => {
      const dropped = without(data, "attribution", ["utmCampaign", "utmSource", "utmMedium", "gclid", "fbclid", "extLeadId", "landingUrl"]);
      if (dropped) (data.attribution as StoredAttribution).landingUrl = "";
      return dropped;
    },
  },
  // The confirmation page then names the visit without its place.
  { part: "booking.place", drop: (data) => without(data, "booking", ["place"]) },
  { part: "flash", drop: (data) => FLASH_STORE_KEY in data && delete data[FLASH_STORE_KEY] },
  // Later updates of the lead then say "-" for the campaign.
  {
    part: "lead.attribution",
    drop: (data) => {
      const dropped = without(data, "lead", [
        "utmCampaign",
        "utmSource",
        "utmMedium",
        "utmContent",
        "gclid",
        "fbclid",
        "unbounceUrl",
        "google_address",
      ]);
      if (dropped) without(data, "attribution", [SHARED_MARK]);
      return dropped;
    },
  },
];

/**
 * What is kept when nothing else fits: who the visitor and the cardholder are, and the lead as
 * far as its phone is verified. The journey's later choices (scheme, visit) are asked again.
 */
function essentials(data: StoredData): StoredData {
  const pick = <T extends object>(value: T | undefined, keys: readonly (keyof T)[]) =>
    value && Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]]));
  const kept: StoredData = {
    ...pick(data as Partial<SessionData>, [
      "sessionId",
      "cardholder",
      "csrfToken",
      "webView",
      "ownedLeadId",
      "otp",
      "fulfillmentChannel",
      "callbackRequested",
    ]),
    attribution: pick(data.attribution as StoredAttribution | undefined, ["entry", "rCity", "isSkipGsheet"]),
    lead: pick(data.lead as StoredLead | undefined, [
      "phone",
      "lead_id",
      "transactionId",
      "isOtpVerified",
      "cityid",
      "city",
      "loan_amount",
      "loanType",
      "pincode",
      "goldWeight",
    ]),
  };
  if (kept.attribution) (kept.attribution as StoredAttribution).landingUrl = "";
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
}

/**
 * The Set-Cookie header of a session's data: its texts cut to their limits, each attribution
 * text once, and within the budget, dropping the least important parts if need be (a warning
 * names them, never their content). Never throws.
 */
function fittedSessionCookie(cookie: SealedCookie, data: StoredData, budget = SESSION_COOKIE_BUDGET): string {
  const fitted = cutSessionTexts(data);
  storeSharedOnce(fitted);
  if (cookie.pairLength(fitted) <= budget) return cookie.serialize(fitted);
  const dropped: string[] = [];
  for (const { part, drop } of LEAST_IMPORTANT) {
    if (!drop(fitted)) continue;
    dropped.push(part);
    if (cookie.pairLength(fitted) <= budget) {
      log.warn("session.over_budget", { dropped, bytes: cookie.pairLength(fitted), budget });
      return cookie.serialize(fitted);
    }
  }
  const essential = essentials(fitted);
  if (cookie.pairLength(essential) <= budget) {
    log.error("session.over_budget", { dropped: [...dropped, "journey"], bytes: cookie.pairLength(essential), budget });
    return cookie.serialize(essential);
  }
  log.error("session.over_budget", { dropped: [...dropped, "everything"], budget });
  return cookie.serialize({});
}

export type AppSessionStorage = SessionStorage<SessionData, SessionFlashData>;

/** The session storage of an encrypted cookie within the budget (Remix's SessionStorage shape). */
export function createAppSessionStorage(options: {
  name: string;
  secrets: readonly string[];
  secure: boolean;
  budget?: number;
}): AppSessionStorage {
  const cookie = createSealedCookie(options);
  return {
    async getSession(cookieHeader) {
      return createSession<SessionData, SessionFlashData>(readSharedBack(cookie.parse(cookieHeader) ?? {}) as unknown as SessionData);
    },
    async commitSession(session) {
      return fittedSessionCookie(cookie, session.data as StoredData, options.budget);
    },
    async destroySession() {
      return cookie.expire();
    },
  };
}

let storage: AppSessionStorage | undefined;

function sessionStorage(): AppSessionStorage {
  const config = env();
  storage ??= createAppSessionStorage({ name: sessionCookieName(), secrets: config.sessionSecrets, secure: config.isProduction });
  return storage;
}

export async function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export async function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

/**
 * For loaders below the root that write the session: the root loader takes the pending flash
 * in the same request (app/site/flash.server.ts), so this cookie must not carry it back.
 */
export async function commitLoaderSession(session: AppSession): Promise<string> {
  session.get("flash");
  return commitSession(session);
}

/** Session ids are random, up to 1e14 (requirements §9). */
export function ensureSessionId(session: AppSession): string {
  let id = session.get("sessionId");
  if (!id) {
    id = String(Math.floor(Math.random() * 1e14));
    session.set("sessionId", id);
  }
  return id;
}
