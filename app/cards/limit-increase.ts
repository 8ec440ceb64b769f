/**
 * The limit-increase rules (pure): the page of its forms, the kind of visit (a doorstep visit:
 * the gold card's limits for it hold, cards/gold-card-limits.ts), and what a booking says when
 * its purity, day or time is not one the page offers. The forms' schemas: limit-increase-form.ts.
 */
import { msg } from "~/i18n/message";
import type { VisitKind } from "~/journey/visit";

/** The page of these forms. */
export const LIMIT_INCREASE_PATH = "/lp/cards/limit-increase";

/** The gold for a limit increase is taken at the cardholder's home (a doorstep visit): its limits apply. */
export const LIMIT_INCREASE_VISIT: VisitKind = "doorstep";

export const GOLD_QUALITY_PROBLEM = msg("Choose the purity of your gold.");
export const SLOT_PROBLEM = msg("Pick a time for our visit.");
/** A day the page did not offer (a made-up, past or far day). */
export const DAY_NOT_OFFERED = msg("Please pick one of the days shown.");
/** A time the day does not offer, or no longer has free. */
export const SLOT_NOT_OFFERED = msg("That time is no longer free. Please pick another time.");
