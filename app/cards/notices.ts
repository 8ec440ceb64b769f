/**
 * What a cardholder page says once after one of its forms did something ("Request RR-12
 * received", "Your visit is booked", a PAN check's answer): the flash's notices of the card pages
 * (app/site/flash.ts, decision 055). Never from the URL.
 */
import { msg } from "~/i18n/message";
import type { DocumentType, PanValidation } from "~/upstream/schemas/card";

/** A PAN check's answer, with the PAN and the name it was for. */
export type PanChecked = { pan: string; name: string; check: PanValidation };

declare module "~/site/flash" {
  interface Notices {
    "release-requests": { createdId: string };
    rewards: { claimedGroupId: string };
    documents: { uploaded: DocumentType } | { pan: PanChecked };
    limits: { consentGiven: true };
    "limit-increase": { booked: true };
    /** The code page: a new code went. */
    "card-code": { sentAgain: true };
  }
}

/** What the code page says when a new code went. */
export const CODE_SENT_AGAIN = msg("We sent a new code.");
