/**
 * The simulator's in-memory state: leads, OTP challenges, the OTP outbox, sales visits,
 * customers and referrals; cardholder accounts, tokens, cards, limit and release requests,
 * claimed rewards and uploaded images. `reset()` puts back the seeded state.
 */
import { randomUUID } from "node:crypto";
import { FIRST_NEW_RELEASE_NUMBER, seedAccounts, seedCards, seedLimitRequests, seedReleaseRequests } from "./seed/cardholders";
import { LEAD_MODEL_DEFAULTS } from "./seed/lead-defaults";
import type { CardholderAccount, LimitRequestRecord, ReleaseRequestRecord } from "./card-records";
import type { Card, DocumentType } from "~/upstream/schemas/card";
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

/** What a code was sent for. */
export type OutboxPurpose = "lead" | "login" | "signup" | "consent" | "limit";

export interface OutboxMessage {
  /** Lead OTPs only. */
  leadId?: string;
  /** Every SMS or voice message; absent for an e-mail. */
  phone?: string;
  /** E-mail logins only (type "EMAIL"). */
  email?: string;
  type: OtpChannel | "EMAIL";
  /** Absent on lead OTPs (services/otp.ts); GET /__sim/otp-outbox reports those as "lead". */
  purpose?: OutboxPurpose;
  code: string;
  at: string;
}

/** A login or sign-up code sent to a phone or e-mail address. */
export interface AuthChallenge {
  code: string;
  attemptsLeft: number;
  sentAt: number;
}

export interface TokenRecord {
  customerId: string;
  expiresAt: number;
}

/** A consent or limit-increase code, known by its tracking id. */
export interface TrackedChallenge {
  trackingId: string;
  customerId: string;
  purpose: "consent" | "limit";
  /** The limit-increase request (purpose "limit"). */
  requestId: string | null;
  code: string;
  attemptsLeft: number;
}

export interface ImageRecord {
  imageId: string;
  customerId: string;
  documentType: DocumentType;
  size: number;
  contentType: string;
  fileName: string;
  saved: boolean;
}

export interface SalesVisitRecord {
  id: string;
  /** The create's body; a reschedule changes its `schedule` and `requestedtime`. */
  request: SalesVisitRequest;
  at: string;
  /** A lead holds one booked visit at a time; a cancelled one stays, for the journal of what happened. */
  status: "BOOKED" | "CANCELLED";
  cancelReason?: string;
}

export interface ReferralRecord {
  refereePhone: string;
  referralCode: string;
  at: string;
}

export interface FlagIdentityRecord {
  identifier: string;
  traits: Map<string, string | number | boolean | null>;
}

export interface PosthogEventRecord {
  apiKey: string;
  event: string;
  distinctId: string;
  properties: Record<string, unknown>;
  receivedAt: string;
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

  /** Cardholder accounts by customer id. */
  accounts = new Map<string, CardholderAccount>();
  /** Issued tokens by token. */
  tokens = new Map<string, TokenRecord>();
  /** Login and sign-up codes by `authChallengeKey()`. */
  authChallenges = new Map<string, AuthChallenge>();
  /** Consent and limit codes by tracking id. */
  trackedChallenges = new Map<string, TrackedChallenge>();
  /** Cards by customer id (one card per customer). */
  cards = new Map<string, Card>();
  limitRequests: LimitRequestRecord[] = [];
  releaseRequests: ReleaseRequestRecord[] = [];
  nextReleaseNumber = FIRST_NEW_RELEASE_NUMBER;
  claimedRewardIds = new Set<string>();
  images = new Map<string, ImageRecord>();

  /** Flagsmith identities seen (identities/), with their stored traits, by identifier. */
  flagIdentities = new Map<string, FlagIdentityRecord>();
  /** Flagsmith analytics (analytics/flags/): evaluation counts per feature name, summed. */
  flagEvaluations = new Map<string, number>();
  /** Events received by PostHog's batch/, in order, with the project key they came with. */
  posthogEvents: PosthogEventRecord[] = [];

  /** `clock` dates the seeded requests at each reset (the simulator passes its `now`). */
  constructor(private readonly clock: () => number = () => Date.now()) {
    this.reset();
  }

  reset(): void {
    this.flagIdentities.clear();
    this.flagEvaluations.clear();
    this.posthogEvents = [];
    this.leads.clear();
    this.leadIdByPhone.clear();
    this.otpChallenges.clear();
    this.outbox = [];
    this.salesVisits = [];
    this.customers = new Map([[EXISTING_CUSTOMER_PHONE, EXISTING_CUSTOMER_ID]]);
    this.referrals = [];
    this.resetCardholders();
    this.saveLead({
      leadId: SEEDED_LEAD_ID,
      data: {
        phone: TEST_PHONES.duplicateWithTransaction,
        name: "Seeded Customer",
        cityId: 1,
        city: "Bangalore",
        loanAmount: 300_000,
        loanType: "FRESH",
        ...LEAD_MODEL_DEFAULTS,
      },
      otpVerified: false,
      transactionId: SEEDED_TRANSACTION_ID,
    });
  }

  private resetCardholders(): void {
    const now = this.clock();
    this.accounts = new Map(seedAccounts().map((account) => [account.customerId, account]));
    this.tokens.clear();
    this.authChallenges.clear();
    this.trackedChallenges.clear();
    this.cards = new Map(seedCards().map((card) => [card.customerId, card]));
    this.limitRequests = seedLimitRequests(now);
    this.releaseRequests = seedReleaseRequests(now);
    this.nextReleaseNumber = FIRST_NEW_RELEASE_NUMBER;
    this.claimedRewardIds.clear();
    this.images.clear();
  }

  accountByPhone(phone: string): CardholderAccount | undefined {
    for (const account of this.accounts.values()) if (account.phone === phone) return account;
    return undefined;
  }

  accountByEmail(email: string): CardholderAccount | undefined {
    const wanted = email.trim().toLowerCase();
    for (const account of this.accounts.values()) if (account.email === wanted) return account;
    return undefined;
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
  /** The lead's visit that is booked and not cancelled, if any (one at a time). */
  bookedVisitOf(leadId: string): SalesVisitRecord | undefined {
    return this.salesVisits.find((visit) => visit.request.lead === leadId && visit.status === "BOOKED");
  }

  transactionIdFor(lead: LeadRecord): string {
    lead.transactionId ??= `TXN-${randomUUID().slice(0, 8).toUpperCase()}`;
    return lead.transactionId;
  }
}
