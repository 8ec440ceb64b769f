/**
 * The simulator's in-memory state: leads, OTP challenges, the OTP outbox, sales visits,
 * customers and referrals. `reset()` puts back the seeded state.
 */
import { randomUUID } from "node:crypto";
import type { LeadUpdateRequest } from "~/upstream/schemas/lead";
import type { OtpChannel } from "~/upstream/schemas/otp";
import type { SalesVisitRequest } from "~/upstream/schemas/visit";

/** Phone numbers with a fixed outcome (see README.md). */
export const TEST_PHONES = {
  /** Always a 409 without a transaction: "You have already shared your details with us." */
  duplicateWithoutTransaction: "+919000000409",
  /** Has a seeded lead with an active transaction: a 409 carrying that lead's id. */
  duplicateWithTransaction: "+919000000410",
} as const;

/** An existing customer: GET /cis/existing-user says existing, and it cannot be referred. */
export const EXISTING_CUSTOMER_PHONE = "+919000000501";
export const EXISTING_CUSTOMER_ID = "CUS-5EED0501";

export const SEEDED_LEAD_ID = "5eed0410-0000-4000-8000-000000000410";
export const SEEDED_TRANSACTION_ID = "TXN-SIM-0410";

/** Wrong codes allowed per sent code. */
export const OTP_ATTEMPTS = 5;

export interface LeadRecord {
  leadId: string;
  /** The lead-model fields as sent by the app (create, then merged updates). */
  data: LeadUpdateRequest & { phone: string };
  /** Set by the simulator when the lead verifies an OTP; never taken from the request. */
  otpVerified: boolean;
  /** Generated once, the first time the lead is reported as a duplicate. */
  transactionId: string | null;
}

export interface OtpChallenge {
  code: string;
  channel: OtpChannel;
  sentAt: number;
  attemptsLeft: number;
}

export interface OutboxMessage {
  leadId: string;
  phone: string;
  type: OtpChannel;
  code: string;
  at: string;
}

export interface SalesVisitRecord {
  id: string;
  request: SalesVisitRequest;
  at: string;
}

export interface ReferralRecord {
  refereePhone: string;
  referralCode: string;
  at: string;
}

/** What every handler receives besides the request. */
export interface SimContext {
  state: SimState;
  otp: string;
  otpCooldownSeconds: number;
  now(): number;
}

export class SimState {
  leads = new Map<string, LeadRecord>();
  leadIdByPhone = new Map<string, string>();
  otpChallenges = new Map<string, OtpChallenge>();
  outbox: OutboxMessage[] = [];
  salesVisits: SalesVisitRecord[] = [];
  /** Phone to customer id. */
  customers = new Map<string, string>();
  referrals: ReferralRecord[] = [];

  constructor() {
    this.reset();
  }

  reset(): void {
    this.leads.clear();
    this.leadIdByPhone.clear();
    this.otpChallenges.clear();
    this.outbox = [];
    this.salesVisits = [];
    this.customers = new Map([[EXISTING_CUSTOMER_PHONE, EXISTING_CUSTOMER_ID]]);
    this.referrals = [];
    this.saveLead({
      leadId: SEEDED_LEAD_ID,
      data: {
        phone: TEST_PHONES.duplicateWithTransaction,
        name: "Seeded Customer",
        cityId: 1,
        city: "Bangalore",
        loanAmount: 300_000,
        loanType: "FRESH",
        source: "Website",
        subSource: "Website",
        consentToCall: true,
        digitalJourney: true,
        utmCampaign: "-",
        utmSource: "-",
        utmMedium: "-",
        utmContent: "-",
      },
      otpVerified: false,
      transactionId: SEEDED_TRANSACTION_ID,
    });
  }

  saveLead(lead: LeadRecord): void {
    this.leads.set(lead.leadId, lead);
    if (!this.leadIdByPhone.has(lead.data.phone)) this.leadIdByPhone.set(lead.data.phone, lead.leadId);
  }

  createLead(data: LeadRecord["data"]): LeadRecord {
    const lead: LeadRecord = { leadId: randomUUID(), data: { ...data }, otpVerified: false, transactionId: null };
    this.saveLead(lead);
    return lead;
  }

  leadByPhone(phone: string): LeadRecord | undefined {
    const id = this.leadIdByPhone.get(phone);
    return id === undefined ? undefined : this.leads.get(id);
  }

  /** The transaction id reported for a duplicate, generated once per lead. */
  transactionIdFor(lead: LeadRecord): string {
    lead.transactionId ??= `TXN-${randomUUID().slice(0, 8).toUpperCase()}`;
    return lead.transactionId;
  }
}
