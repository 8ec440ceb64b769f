/**
 * Which abuse limit refused a request (app/platform/rate-limit.server.ts). What the page then
 * says, in the page's language, is app/site/limit-problem.ts.
 */

/**
 * Which limit refused: the wait between two codes, a recipient's codes, a client address, a code's
 * checks, codes tried for one lead, or one person's costly asks (a lookup, a PDF, a KYC check).
 */
export type LimitReason = "cooldown" | "recipient" | "address" | "attempts" | "guesses" | "repeats";
