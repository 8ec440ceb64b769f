/**
 * A lead id this session may change (requirements §A11, docs/decisions/010 and 031): it
 * created the lead (a 200 from the create call) or verified its OTP. Every upstream call that
 * writes for a lead (its update, the sales visit's create, reschedule and cancel, the legacy
 * update, the customer record) takes this type, not a string, so a route cannot write a lead id
 * it merely holds (one learned from a 409, a URL or an old cookie).
 *
 * Only the ownership check in app/journey/lead.server.ts makes one: the brand's symbol is not
 * exported, and eslint.config.js forbids `as OwnedLeadId` anywhere else.
 */
declare const ownedLead: unique symbol;

export type OwnedLeadId = string & { readonly [ownedLead]: true };

/** A request body whose lead id field must be an owned one. */
export type ForOwnedLead<Body, Field extends keyof Body> = Omit<Body, Field> & { [K in Field]: OwnedLeadId };
