/**
 * The test data and the simulator's control endpoints, for every kind of test: the vitest
 * integration tests (tests/integration) and the Playwright journeys (tests/e2e) import them from
 * here. The phones, cardholders, cities and pincodes the simulator is seeded with (its own seed
 * modules are the source), fresh phones and client addresses no other test uses, and a client of
 * the simulator's journal, faults, seed and OTP outbox (server/upstream-sim/README.md) at any URL.
 *
 * Plain TypeScript on fetch, with no test framework in it, so that either runner can load it;
 * where a runner's `expect` would fail a test, it throws.
 */
import {
  APPLICANT_EMAIL,
  APPLICANT_PHONE,
  DEMO_CARD_ID,
  DEMO_CARDHOLDER_EMAIL,
  DEMO_CARDHOLDER_PHONE,
  DEMO_CUSTOMER_ID,
  NO_CARD_EMAIL,
  NO_CARD_PHONE,
} from "../../server/upstream-sim/seed/cardholders";
import { eligibleLimit, ratePerGram } from "../../server/upstream-sim/seed/card-calculator";
import { TEST_PINCODES } from "../../server/upstream-sim/seed/pincodes";
import type { JournalEntry as SimulatorJournalEntry } from "../../server/upstream-sim/journal";

// ---------------------------------------------------------------------------------------
// The simulator's seed

/**
 * The code every OTP send of the simulator issues (DEFAULT_OTP of server/upstream-sim/index.ts,
 * not imported: the journeys' workers need none of the simulator's code).
 */
export const SIM_OTP = "123456";

const national = (e164: string) => e164.replace(/^\+91/, "");

/** Asha Rao, the demo cardholder (card GC-0601): limits, an open limit request, release requests, offers, rewards. */
export const DEMO_CARDHOLDER = {
  phone: national(DEMO_CARDHOLDER_PHONE),
  e164: DEMO_CARDHOLDER_PHONE,
  email: DEMO_CARDHOLDER_EMAIL,
  firstname: "Asha",
  customerId: DEMO_CUSTOMER_ID,
  cardId: DEMO_CARD_ID,
} as const;

/** Every page a signed-in cardholder opens, with one of the demo card's offers (`offerPath`). */
export function cardholderPages(offerPath = "/lp/cards/offers/OFF-AMZ10"): string[] {
  return [
    "/lp/cards/limits",
    "/lp/cards/consent",
    "/lp/cards/limit-increase",
    "/lp/cards/limit-increase?goldWeight=10&goldQuality=22K",
    "/lp/cards/release-requests",
    "/lp/cards/offers",
    offerPath,
    "/lp/cards/rewards",
    "/lp/cards/documents",
  ];
}
/**
 * The limit the card calculator gives today for this gold (its rates follow the seeded gold rate,
 * so the figure changes from day to day): what a page shows and a booking sends.
 */
export function cardLimitFor(goldWeight: number, goldQuality: "18K" | "20K" | "22K" | "24K"): number {
  return eligibleLimit(goldWeight, ratePerGram(goldQuality, Date.now()));
}

/** Vikram Shah: an account without a card. */
export const NO_CARD_USER = { phone: national(NO_CARD_PHONE), email: NO_CARD_EMAIL, firstname: "Vikram" } as const;
/** An account without a card application either. */
export const APPLICANT = { phone: national(APPLICANT_PHONE), email: APPLICANT_EMAIL } as const;
/** A mobile number the simulator has no cardholder account for: the login offers sign-up. */
export const UNKNOWN_CARD_PHONE = "9000000699";

/** Lead phones with a fixed outcome (server/upstream-sim/README.md, "Leads"). */
export const LEAD_PHONES = {
  /** A duplicate without a transaction: the server's message on the form. */
  duplicate: "9000000409",
  /** A duplicate with an active transaction (TXN-SIM-0410): straight to its OTP page. */
  activeTransaction: "9000000410",
  /** An existing customer: cannot be referred. */
  existingCustomer: "9000000501",
} as const;

/** Cities of the simulator's list (ids as /api/v1/cities gives them) that the tests use. */
export const CITIES = {
  bangalore: { id: 1, name: "Bangalore" },
  pune: { id: 3, name: "Pune" },
} as const;

/** Pincodes with a fixed serviceability (server/upstream-sim/seed/pincodes.ts). */
export const PINCODES = TEST_PINCODES;
/** The branch nearest to PINCODES.unserviceable, 32.1 km away. */
export const NEAREST_TO_UNSERVICEABLE = "Chola Gold Loan, MG Road";

// ---------------------------------------------------------------------------------------
// Browsers

/**
 * A phone's Chrome. Playwright's own user agent says "HeadlessChrome", which the site (isbot)
 * takes for a crawler: no createEvent and no flagsmithIdentity cookie in the root loader. Tests
 * about what a real visitor's browser causes upstream send this one.
 */
export const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
/** Google's crawler. */
export const GOOGLEBOT_USER_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

// ---------------------------------------------------------------------------------------
// Fresh data

let phoneCounter = 0;
/** This process's start among the numbers: two test processes almost never meet. */
const phoneBase = 10_000_000 + Math.floor(Math.random() * 80_000_000);

/**
 * A 10-digit mobile number no other test has used (never one of the simulator's test numbers,
 * which start 90000): the simulator treats a number seen twice as a duplicate lead.
 */
export function freshPhone(): string {
  phoneCounter += 1;
  return `97${String((phoneBase + phoneCounter) % 100_000_000).padStart(8, "0")}`;
}

let addressCounter = 0;

/** A client address of the benchmarking range 198.18.0.0/15 that no other client of this process has. */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

// ---------------------------------------------------------------------------------------
// The simulator's control endpoints

/**
 * One request the simulator received (its `seq` counts up across the simulator's life, a clear
 * does not restart it; headers have lower-case names); tests read any field of its body.
 */
export type JournalEntry = Omit<SimulatorJournalEntry, "body"> & { body: any };

/** A fault to inject (server/upstream-sim/faults.ts): on requests to `path` (a trailing `*` matches a prefix). */
export type FaultSpec = {
  path: string;
  method?: string;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  reset?: boolean;
  body?: unknown;
  times?: number;
};

export type OtpMessage = { leadId: string; phone: string; type: string; code: string; purpose?: string; email?: string };

/** The lead service's paths (docs/decisions/001). */
export const LEAD_PATHS = {
  /** The lead service: the organic home page's lead form, and every later step's update. */
  create: "/lead-service/v1/lead",
  update: (leadId: string) => `/lead-service/v1/lead/${leadId}`,
  /** The paid digital journey's lead form (docs/decisions/001): its create, and its update with a leadId query. */
  paidCreate: "/public/v1/lead",
  paidUpdate: "/public/v1/lead/update",
  otpSend: "/lead-service/v1/otp/leadId",
  otpVerify: "/lead-service/v1/otp/verify/leadId",
  page: "/api/v1/strapi/pages/v2",
  cities: "/api/v1/cities",
} as const;

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * The control endpoints of the simulator at `url` (a function, for a simulator that starts
 * later: read at each call).
 */
export function simulator(url: string | (() => string)) {
  const base = typeof url === "string" ? () => url : url;
  const get = async <T>(path: string, what: string): Promise<T> => (await (await ok(await fetch(`${base()}${path}`), what)).json()) as T;
  const send = async (method: string, path: string, body?: unknown) =>
    ok(
      await fetch(`${base()}${path}`, {
        method,
        ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      }),
      `${method} ${path}`,
    );

  const control = {
    get url() {
      return base();
    },
    /** The journal (the last 1,000 requests), or its requests to `path` (exact), by `method`. */
    async requests(path?: string, method?: string): Promise<JournalEntry[]> {
      const query = new URLSearchParams({ ...(path ? { path } : {}), ...(method ? { method } : {}) });
      return (await get<{ requests: JournalEntry[] }>(`/__sim/requests?${query}`, "the journal")).requests;
    },
    /** Every journalled request with a sequence number above `seq` (see `lastSeq`). */
    async requestsSince(seq: number): Promise<JournalEntry[]> {
      return (await get<{ requests: JournalEntry[] }>(`/__sim/requests?since=${seq}`, "the journal")).requests;
    },
    /** The sequence number of the last journalled request (0 when the journal is empty): a test's mark for `requestsSince`. */
    async lastSeq(): Promise<number> {
      return (await control.requests()).reduce((max, entry) => Math.max(max, entry.seq), 0);
    },
    /** Empties the journal (sequence numbers go on counting). */
    async clearJournal(): Promise<void> {
      await send("DELETE", "/__sim/requests");
    },
    /** Injects a fault; answers its id. */
    async fault(spec: FaultSpec): Promise<string> {
      return ((await (await send("POST", "/__sim/faults", spec)).json()) as { id: string }).id;
    },
    /**
     * The calls to `path` by `method` (POST unless given) fail with `status` and the upstream's
     * error body `{ code: status, message }`: every one, or the next `times`. Answers the fault's id.
     */
    failWith(failure: { path: string; method?: string; status: number; message: string; times?: number }): Promise<string> {
      const { status, message, method = "POST", ...rest } = failure;
      return control.fault({ ...rest, method, status, body: { code: status, message } });
    },
    /** Removes one fault; one given `times` may be gone already (spent), which is fine. */
    async clearFault(id: string): Promise<void> {
      const response = await fetch(`${base()}/__sim/faults/${id}`, { method: "DELETE" });
      if (response.status !== 404) await ok(response, `DELETE fault ${id}`);
    },
    async clearFaults(): Promise<void> {
      await send("DELETE", "/__sim/faults");
    },
    /** Restores the seed (cardholder data, leads); also clears the faults and the journal. */
    async reset(): Promise<void> {
      await send("POST", "/__sim/reset");
    },
    /** The codes sent so far (to one lead, when given). */
    async otpOutbox(leadId?: string): Promise<OtpMessage[]> {
      const query = leadId ? `?leadId=${encodeURIComponent(leadId)}` : "";
      return (await get<{ messages: OtpMessage[] }>(`/__sim/otp-outbox${query}`, "the OTP outbox")).messages;
    },
    async cities(): Promise<{ id: number; name: string; min_amount: number; max_amount: number }[]> {
      return (await get<{ data: { id: number; name: string; min_amount: number; max_amount: number }[] }>(LEAD_PATHS.cities, "the cities"))
        .data;
    },
    /** Every update of one lead, in order: the lead service's PUT and the digital journey's POST ?leadId= (decision 001). */
    async leadUpdates(leadId: string): Promise<JournalEntry[]> {
      return (await control.requests()).filter(
        (entry) =>
          (entry.method === "PUT" && entry.path === LEAD_PATHS.update(leadId)) ||
          (entry.method === "POST" && entry.path === LEAD_PATHS.paidUpdate && entry.query.leadId === leadId),
      );
    },
    /** A cardholder's token straight from the auth service (what the Android app holds), no page involved. */
    async cardToken(phone: string = DEMO_CARDHOLDER.phone, otp: string = SIM_OTP): Promise<string> {
      const e164 = phone.startsWith("+") ? phone : `+91${phone}`;
      await send("POST", "/auth/v2/send-otp", { phone: e164 });
      const login = await send("POST", "/auth/v2/otplogin", { phone: e164, otp });
      return ((await login.json()) as { data: { token: string } }).data.token;
    },
  };
  return control;
}

export type SimulatorControl = ReturnType<typeof simulator>;
