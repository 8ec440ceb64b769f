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
