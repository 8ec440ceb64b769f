/**
 * Shared helpers for the journeys: the simulator's journal, OTP outbox and fault
 * injection, and fresh phone numbers so journeys never collide.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { SIM_URL } from "../../playwright.config";

export type JournalEntry = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** Counts up across the simulator's life (a clear does not restart it). */
  seq: number;
  /** When the simulator received the request (ISO 8601). */
  at: string;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
};

export const sim = {
  url: SIM_URL,
  async requests(path: string, method?: string): Promise<JournalEntry[]> {
    const query = new URLSearchParams({ path, ...(method ? { method } : {}) });
    const response = await fetch(`${SIM_URL}/__sim/requests?${query}`);
    return ((await response.json()) as { requests: JournalEntry[] }).requests;
  },
  async fault(fault: { path: string; method?: string; status?: number; delayMs?: number; malformed?: boolean; body?: unknown; times?: number }) {
    const response = await fetch(`${SIM_URL}/__sim/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(fault) });
    expect(response.ok).toBe(true);
  },
  async clearFaults() {
    await fetch(`${SIM_URL}/__sim/faults`, { method: "DELETE" });
  },
  async cities(): Promise<{ id: number; name: string; min_amount: number; max_amount: number }[]> {
    const response = await fetch(`${SIM_URL}/api/v1/cities`);
    return ((await response.json()) as { data: { id: number; name: string; min_amount: number; max_amount: number }[] }).data;
  },
};

/** A 10-digit mobile number no other journey has used (never one of the simulator's test numbers). */
export function freshPhone(): string {
  return `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
}

export const SIM_OTP = "123456";

export async function fillLeadForm(page: Page, values: { phone: string; city?: string; amount: string; loanType?: "Fresh" | "Takeover" }) {
  await page.getByLabel("Mobile number").fill(values.phone);
  if (values.city) await page.getByLabel("City").selectOption({ label: values.city });
  await page.getByLabel("Loan amount (₹)").fill(values.amount);
  if (values.loanType) await page.getByLabel(values.loanType).check();
}

/** The paid landing page of a Google ad. */
export const AD_LANDING = "/lp/basic-details?utm_source=google&utm_medium=cpc&utm_campaign=gold-nov";

/**
 * From the landing page to the pincode step (step 3): the lead form, then the OTP. Answers
 * the lead's id (from the OTP page's URL) and the phone used.
 */
export async function reachPincodeStep(
  page: Page,
  options: { landing?: string; phone?: string; city?: string; amount?: string } = {},
): Promise<{ leadId: string; phone: string }> {
  const phone = options.phone ?? freshPhone();
  await page.goto(options.landing ?? AD_LANDING);
  await fillLeadForm(page, { phone, city: options.city ?? "Bangalore", amount: options.amount ?? "300000" });
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.waitForURL(/\/lp\/otp\/auth\/[0-9a-f-]{36}$/);
  const leadId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await page.waitForURL(/\/lp\/pincode$/);
  return { leadId, phone };
}

export const test = base.extend<{ cleanFaults: void }>({
  cleanFaults: [
    async ({}, use) => {
      await sim.clearFaults();
      await use();
      await sim.clearFaults();
    },
    { auto: true },
  ],
});

export { expect };

// ---------------------------------------------------------------------------------------
// Cardholders (server/upstream-sim/README.md "Cardholders")

/** Asha Rao, the simulator's demo cardholder (card GC-0601). */
export const DEMO_CARDHOLDER = { phone: "9000000601", email: "demo.cardholder@example.com", firstname: "Asha", customerId: "CUS-DEMO0601" } as const;
/** Vikram Shah: an account without a card. */
export const NO_CARD_USER = { phone: "9000000602", email: "nocard@example.com", firstname: "Vikram" } as const;

export type CardIdentity = { phone: string } | { email: string };

/** Restores the simulator's seed (cardholder data); also clears its faults and journal. */
export async function resetSim() {
  const response = await fetch(`${SIM_URL}/__sim/reset`, { method: "POST" });
  expect(response.ok).toBe(true);
}

/**
 * The login page up to the code page: the mobile number (default) or, after choosing
 * "E-mail", the e-mail address, then "Get OTP". Each call is one code send for the identity
 * (the app allows OTP_SENDS_PER_PHONE, 5 by default, per identity in ten minutes).
 */
export async function requestCardCode(page: Page, identity: CardIdentity) {
  await page.goto("/lp/cards/login");
  if ("email" in identity) {
    await page.getByRole("link", { name: "E-mail", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("with") === "email");
    await page.getByLabel("E-mail address").fill(identity.email);
  } else {
    await page.getByLabel("Mobile number").fill(identity.phone);
  }
  await page.getByRole("button", { name: "Get OTP" }).click();
}

/** A full cardholder login through the pages: code sent, code typed, the card home reached. */
export async function cardLogin(page: Page, identity: CardIdentity) {
  await requestCardCode(page, identity);
  await page.waitForURL(/\/lp\/cards\/otp$/);
  await page.getByLabel("One-time code").fill(SIM_OTP);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/lp\/cards\/limits$/);
}

/** A token straight from the simulator's auth service (as the Android app would hold it), no page involved. */
export async function simCardToken(phone: string): Promise<string> {
  const json = { "content-type": "application/json" };
  const sent = await fetch(`${SIM_URL}/auth/v2/send-otp`, { method: "POST", headers: json, body: JSON.stringify({ phone: `+91${phone}` }) });
  expect(sent.ok).toBe(true);
  const login = await fetch(`${SIM_URL}/auth/v2/otplogin`, { method: "POST", headers: json, body: JSON.stringify({ phone: `+91${phone}`, otp: SIM_OTP }) });
  expect(login.ok).toBe(true);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The token the app sent on its last jwtvalidate (from the journal), without the "JWT " scheme. */
export async function lastValidatedToken(): Promise<string> {
  const checks = await sim.requests("/auth/jwtvalidate", "POST");
  const header = checks.at(-1)?.headers.authorization ?? "";
  expect(header).toMatch(/^JWT \S+$/i);
  return header.replace(/^JWT\s+/i, "");
}
