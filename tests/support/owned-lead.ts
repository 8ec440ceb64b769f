/**
 * The client tests call the upstream write functions directly, without a session: they stand
 * in for the ownership check (app/journey/lead.server.ts ownedLeadId), the one other place an
 * OwnedLeadId is made.
 */
import type { OwnedLeadId } from "~/upstream/owned-lead";

export const ownedForTest = (leadId: string): OwnedLeadId => leadId as OwnedLeadId;
