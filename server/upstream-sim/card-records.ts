/** The cardholder records the simulator keeps (state.ts holds them; seed/cardholders.ts seeds them). */
import type { LimitSlotRequest, LimitRequest, NoCardCode, ReleaseRequest } from "~/upstream/schemas/card";

/** A cardholder login account (auth service). */
export interface CardholderAccount {
  customerId: string;
  phone: string;
  /** Lower case; null for accounts created by sign-up. */
  email: string | null;
  firstname: string;
  lastname: string | null;
  /** The 404 code of GET /credit-limit/user while the account has no card. */
  noCardCode: NoCardCode;
}

/** A limit-increase request as stored: the contract fields plus what only the simulator keeps. */
export interface LimitRequestRecord extends LimitRequest {
  customerId: string;
  goldQuality: LimitSlotRequest["goldQuality"];
  pincode: string | null;
  leadId: string;
}

export interface ReleaseRequestRecord extends ReleaseRequest {
  customerId: string;
}
