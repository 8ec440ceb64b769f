/**
 * Shared helpers for the journeys: the simulator's journal, OTP outbox and fault
 * injection, and fresh phone numbers so journeys never collide.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { SIM_URL } from "../../playwright.config";

export type JournalEntry = { method: string; path: string; query: Record<string, string>; body: unknown };

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
