/**
 * The journey's part of the session (app/platform/session.server.ts stores it): what the visitor
 * landed with, their lead, the OTP in progress and the choices of the later steps. Ids, not lists.
 */
import type { Attribution } from "~/journey/attribution";
import type { LeadState } from "~/journey/lead";
import type { LoanTerms } from "~/journey/loan-cost";
import type { LimitReason } from "~/platform/limit-message";
import type { UnverifiedLead } from "~/upstream/lead.server";

export type OtpState = {
  leadId: string;
  sentAt: number;
  channel: "SMS" | "VOICE";
  retryAfterSeconds: number;
  /** No code went at `sentAt`: this limit held it back for `retryAfterSeconds` (app/journey/otp.server.ts). */
  held?: LimitReason;
};

/** What the visitor chose on the schemes step (requirements §3 schemeContext): a summary, not the list. */
export type SchemeContext = {
  scheme: {
    id: string;
    name: string;
    lender: string;
    interestType: "jumping" | "flat";
    interestRate: number;
    loanAmount: number;
    goldWeight: number;
    /** What the loan's key facts are computed from (absent in a session from before they were stored). */
    terms?: LoanTerms;
  };
  /** The visitor came back to change a scheme already chosen. */
  isEdit: boolean;
};

/** How the lead's pincode can be served (requirements §3 fullfillmentChannel): "branch" when only a branch visit is possible. */
export type FulfillmentChannel = "any" | "branch";

/**
 * The lead's visit, for the confirmation step, which changes its time or cancels it (decision
 * 017). While it is "booked" the booking step books no other visit for this lead. It is the
 * session lead's: another phone on the lead form resets it with the rest of the stored state.
 */
export type BookingSummary = {
  status: "booked" | "cancelled";
  kind: "branch" | "doorstep";
  date: string;
  slotId: string;
  slotLabel: string;
  /** "Federal Bank, Shivajinagar, 1185/A, Fergusson College Road, Shivajinagar" (a branch), or the home address with its city and pincode. */
  place: string;
  /** A branch visit's city and pincode (decision 046): the place in full with them, on the page, in directions and in the calendar. */
  city?: string;
  pincode?: string;
  /** A branch visit's branch (its hours and directions on the confirmation). */
  branchId?: string;
  /** The id the sales-visit create answered (the reschedule and the cancel name it). */
  salesVisitId: string | null;
  referralApplied: boolean;
  voucherAmount: number | null;
};

declare module "~/platform/session.server" {
  interface SessionData {
    attribution: Attribution;
    lead: LeadState;
    /** The one lead this session may change: the lead it created, or one whose OTP it verified (decision 010). */
    ownedLeadId: string;
    otp: OtpState;
    scheme: SchemeContext;
    fulfillmentChannel: FulfillmentChannel;
    booking: BookingSummary;
    /**
     * The lead taken from the lead id cookie in this session (app/journey/resume.server.ts), until
     * its phone is verified again: its unverified view only (the `lead` part holds its id alone).
     */
    resumedLead: UnverifiedLead;
    /** The visitor asked for a call back (the alert-seek prompt then stays hidden). */
    callbackRequested: boolean;
    /**
     * The lead's pincode that the serviceability check said we do not serve: the pincode step then
     * offers the nearest branch or a call back (from the session, never the URL: decision 055).
     */
    unservedPincode: string;
  }
}
